import { z } from '../zod';

/** The answer envelope of every backend call: `{ success, message?, detail? }`. */
export function envelope<T extends z.ZodType>(detail: T) {
  return z.object({ success: z.boolean(), message: z.string().optional(), detail });
}

/** An answer that carries only success and a message. */
export const MessageAnswer = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  detail: z.unknown().optional(),
});
export type MessageAnswer = z.infer<typeof MessageAnswer>;

/** Error answers: `detail` names each bad field for validation errors (field path → reason). */
export const ErrorAnswer = z.object({
  success: z.literal(false),
  message: z.string(),
  detail: z.record(z.string(), z.string()).optional(),
});
export type ErrorAnswer = z.infer<typeof ErrorAnswer>;

const PositiveInt = z.number().int().positive().max(2_147_483_647);

/**
 * Ids in paths, queries and payloads: a positive 32-bit integer, or its digits as a string
 * (paths and queries are text). Forms like `1e3`, ` 5` or `0x10` are refused.
 */
export const Id = z.union(
  [
    PositiveInt,
    z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number)
      .pipe(PositiveInt),
  ],
  { error: 'Must be a positive whole number.' },
);
export const Timestamp = z.string();
