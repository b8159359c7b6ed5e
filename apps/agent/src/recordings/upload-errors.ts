import { RECORD_UPLOAD_PATH } from '@ads/contract';
import type { DetailedError } from 'tus-js-client';
import { AgentError } from '../runtime';

/** Statuses a retry cannot change (the studio said no); 409, 423 and 429 pass with time. */
const TRANSIENT_4XX = new Set([409, 423, 429]);

const statusOf = (error: unknown): number =>
  (error as Partial<DetailedError>).originalResponse?.getStatus() ?? 0;

/** True when the studio refused the upload for good, as opposed to being unreachable or busy. */
export function isRefusal(error: unknown): boolean {
  const status = statusOf(error);
  return status >= 400 && status < 500 && !TRANSIENT_4XX.has(status);
}

/** The `message` of the studio's `{ success: false, message }` envelope, when there is one. */
function studioMessage(body: string | undefined): string | null {
  try {
    const parsed = JSON.parse(body ?? '') as { message?: unknown };
    return typeof parsed.message === 'string' && parsed.message.trim() ? parsed.message : null;
  } catch {
    return null;
  }
}

/**
 * A sentence for the person in the browser about why an upload failed. The studio's own
 * message is passed on as it is (e.g. why a record cannot be indexed); the rest is said from
 * the status, or from the network error once the retries are spent.
 */
export function explainUploadError(error: unknown, name: string): AgentError {
  if (error instanceof AgentError) return error;
  const detailed = error as Partial<DetailedError>;
  const response = detailed.originalResponse;
  if (response) {
    const status = response.getStatus();
    const said = studioMessage(response.getBody());
    if (said) return new AgentError(said);
    if (status === 401) {
      return new AgentError('The studio refused this PC token; is the PC still registered?');
    }
    if (status === 403) return new AgentError(`The studio does not let this PC upload ${name}.`);
    if (status === 404) {
      return new AgentError(`The studio does not take record uploads at ${RECORD_UPLOAD_PATH}.`);
    }
    if (status === 413) return new AgentError(`${name} is larger than the studio accepts.`);
    if (status === 422) return new AgentError(`The studio could not index ${name}.`);
    return new AgentError(
      `The studio answered ${status} to the upload of ${name}; try again later.`,
    );
  }
  const cause = detailed.causingError ?? (error instanceof Error ? error : null);
  if (detailed.originalRequest) {
    return new AgentError(
      `Cannot reach the studio to upload ${name}${cause ? `: ${cause.message}` : ''}.`,
    );
  }
  return new AgentError(`The upload of ${name} failed: ${cause?.message ?? String(error)}`);
}
