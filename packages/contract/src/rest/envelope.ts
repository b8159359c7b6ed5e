import { z } from 'zod';

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

/** Ids in paths and payloads: positive 32-bit integers (strings from a path are coerced). */
export const Id = z.coerce.number().int().positive().max(2_147_483_647);
export const Timestamp = z.string();
