import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An expected failure with the status and sentence the caller should see. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly detail?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, detail?: Record<string, string>) =>
  new AppError(400, message, detail);
export const unauthorized = (message = 'Sign in to continue.') => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooMany = (message: string) => new AppError(429, message);

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the body as JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The JSON body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON.',
  FST_ERR_BAD_URL: 'This address is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'This address is too long.',
};

/** zod's sentence for a missing field names types; a person needs to hear that it is missing. */
const readable = (message: string | undefined) =>
  !message
    ? 'Invalid value.'
    : /received undefined$/.test(message)
      ? 'This field is required.'
      : message;

/** Maps every error to the envelope with a real status; nothing internal leaves the server. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send({ success: false, message: error.message, detail: error.detail });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const detail: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const field = path || error.validationContext || 'body';
        detail[field] ??= readable(issue.message);
      }
      return reply
        .status(400)
        .send({ success: false, message: 'Some fields are not valid.', detail });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const message =
        FASTIFY_MESSAGES[error.code] ??
        (error.code === 'FST_ERR_VALIDATION'
          ? 'Some fields are not valid.'
          : 'The request was refused.');
      return reply.status(status).send({ success: false, message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, message: 'Something went wrong on our side.' });
  });
}

/**
 * Fastify's `frameworkErrors`: a malformed escape in the path (`/api/notice/%zz`) or an over-long
 * parameter is refused before routing, so no hook runs. Without this, Fastify answers its own JSON
 * that echoes the path, outside the envelope and without the security headers.
 */
export function answerFrameworkErrors(headers: Record<string, string>) {
  return (error: FastifyError, _request: unknown, reply: FastifyReply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
    const message = FASTIFY_MESSAGES[error.code] ?? 'The request was refused.';
    void reply
      .status(status)
      .headers({ ...headers, 'cache-control': 'no-store' })
      .send({ success: false, message });
  };
}
