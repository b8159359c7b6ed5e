import { AD_API_CODES } from '@ads/contract';
import { AdApiError } from '../adapter';
import { ResponseStatusAnswer } from './adapi';
import { type RosbridgeClient, RosbridgeCallError, RosbridgeUnreachableError } from './client';

/** rosbridge knows no such service on the vehicle (an older Autoware, a missing node). */
export class MissingServiceError extends AdApiError {}

/** An AD API service call: resolves its response's values once `status.success` says so. */
export type AdapiCall = (
  service: string,
  args: object,
  refused?: (code: number) => string,
) => Promise<unknown>;

/**
 * AD API calls over rosbridge. A refusal (status.success false) throws its message as the
 * reason, with the service's code (an AdApiError, which the link answers as
 * `{ message, code }`); a service rosbridge does not know is a MissingServiceError.
 */
export function adapiCaller(client: RosbridgeClient): AdapiCall {
  return async (service, args, refused = (code) => `${service} refused (${code}).`) => {
    let values: unknown;
    try {
      values = await client.callService(service, args);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // rosbridge's own words for it: "Service /x does not exist".
      if (error instanceof RosbridgeCallError && /does not exist/.test(reason)) {
        throw new MissingServiceError(
          `${service} does not exist on the vehicle.`,
          AD_API_CODES.serviceUnready,
        );
      }
      const timedOut = error instanceof RosbridgeUnreachableError && /in time/.test(reason);
      throw new AdApiError(
        `${service} failed: ${reason}`,
        timedOut ? AD_API_CODES.serviceTimeout : AD_API_CODES.serviceUnready,
      );
    }
    const answer = ResponseStatusAnswer.safeParse(values);
    if (!answer.success) {
      throw new AdApiError(
        `${service} gave an answer without a status.`,
        AD_API_CODES.serviceUnready,
      );
    }
    const { status } = answer.data;
    if (!status.success) throw new AdApiError(status.message || refused(status.code), status.code);
    return values;
  };
}
