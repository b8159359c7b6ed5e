import { type ClientRoute, type Endpoint, MESSAGES, pathOf } from '@ads/contract';
import type { z } from 'zod';
import { type HttpAnswer, UnauthenticatedError, http } from './http';

/** The endpoint (with its schemas, as types) behind a route of `ROUTES`. */
type EndpointOf<R> = R extends ClientRoute<infer E> ? (E extends Endpoint ? E : never) : never;
type SchemaOf<R, K extends 'answer' | 'body' | 'query'> = EndpointOf<R>[K];
type AnswerOf<R> =
  SchemaOf<R, 'answer'> extends z.ZodType ? z.output<SchemaOf<R, 'answer'>> : unknown;
type InputOf<T> = T extends z.ZodType ? z.input<T> : never;

export type Ok<E extends ClientRoute> = Omit<AnswerOf<E>, 'success'> & {
  success: true;
  status: number;
};
export interface Failed {
  success: false;
  message: string;
  detail?: unknown;
  status: number;
}
export type Result<E extends ClientRoute> = Ok<E> | Failed;

export interface CallOptions<E extends ClientRoute> {
  params?: Record<string, string | number>;
  query?: InputOf<SchemaOf<E, 'query'>>;
  body?: InputOf<SchemaOf<E, 'body'>>;
}

/** An answer in the envelope as a Result: success unless the status or the body says not. */
function resultOf<E extends ClientRoute>(answer: HttpAnswer): Result<E> {
  const body = (answer.data ?? {}) as { success?: boolean; message?: string };
  if (answer.status < 400 && body.success !== false) {
    return { ...body, success: true, status: answer.status } as Ok<E>;
  }
  return {
    ...body,
    success: false,
    message: body.message ?? `The request failed (${answer.status}).`,
    status: answer.status,
  } as Failed;
}

/** A call that got no answer: not signed in, or the network failed. */
function unanswered(error: unknown): Failed {
  const message =
    error instanceof UnauthenticatedError ? MESSAGES.unauthenticated : MESSAGES.networkError;
  return { success: false, message, status: 0 };
}

/**
 * Calls one route of the contract (`ROUTES`) through the HTTP client. It never throws: a refused or
 * failed call comes back as `{ success: false, message }` so screens can show the message.
 */
export async function call<E extends ClientRoute>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<Result<E>> {
  try {
    const answer = await http.request({
      method: endpoint.method,
      url: pathOf(endpoint, options.params),
      params: options.query,
      data: options.body,
    });
    return resultOf<E>(answer);
  } catch (error) {
    return unanswered(error);
  }
}

/** A list answer's items, or an empty list when the call failed (spec §7 handling rules). */
export async function listOrEmpty<E extends ClientRoute>(
  endpoint: E,
  options?: CallOptions<E>,
): Promise<AnswerOf<E> extends { detail: infer D } ? D : never> {
  const result = await call(endpoint, options);
  const detail = result.success ? (result as { detail?: unknown }).detail : [];
  return (Array.isArray(detail) ? detail : []) as never;
}

/**
 * A route that answers bytes (the AI Benchmark frame): the body, or `{ success: false }` with
 * the server's sentence.
 */
export async function callBytes<E extends ClientRoute>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<{ success: true; bytes: ArrayBuffer } | Failed> {
  try {
    const answer = await http.request({
      method: endpoint.method,
      url: pathOf(endpoint, options.params),
      params: options.query,
      answerAs: 'bytes',
    });
    if (answer.status < 400) return { success: true, bytes: answer.data as ArrayBuffer };
    const body = (answer.data ?? {}) as { message?: string };
    const message = body.message ?? `The request failed (${answer.status}).`;
    return { success: false, message, status: answer.status };
  } catch (error) {
    return unanswered(error);
  }
}

/** A route whose body is a file sent as it is (an AI Benchmark predictions file). */
export async function callWithFile<E extends ClientRoute>(
  endpoint: E,
  file: Blob,
  options: CallOptions<E> = {},
): Promise<Result<E>> {
  try {
    const answer = await http.request({
      method: endpoint.method,
      url: pathOf(endpoint, options.params),
      params: options.query,
      file,
    });
    return resultOf<E>(answer);
  } catch (error) {
    return unanswered(error);
  }
}
