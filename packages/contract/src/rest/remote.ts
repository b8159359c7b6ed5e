import { z } from '../zod';
import { Id, Timestamp, envelope } from './envelope';

/**
 * The remote IDE's audit (issue 28): every session a user opened on a PC, open or ended. The
 * realtime part of the remote IDE is `../remote.ts`.
 */
export const RemoteSessionInfo = z.object({
  id: z.string(),
  pc_id: z.number(),
  user: z.object({ id: z.number().nullable(), name: z.string() }),
  kind: z.enum(['code', 'terminal', 'screen']),
  view_only: z.boolean(),
  started_at: Timestamp,
  ended_at: Timestamp.nullable(),
  /** Why it ended ('Closed by the user.', 'The PC went offline.'); '' while open. */
  end_reason: z.string(),
  /** Bytes toward the PC and from it, as the agent counted them. */
  bytes_in: z.number(),
  bytes_out: z.number(),
  /** Still open: not ended, and its server still vouches for it. */
  open: z.boolean(),
});
export type RemoteSessionInfo = z.infer<typeof RemoteSessionInfo>;

export const RemoteSessionQuery = z.object({
  /** One PC of the caller's (admins: any); without it, every PC of the caller's. */
  pc_id: Id.optional(),
});
/** Open sessions first, then the latest ended ones (at most 100). */
export const RemoteSessionListAnswer = envelope(z.array(RemoteSessionInfo));
