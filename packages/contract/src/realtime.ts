import { z } from './zod';

/** Socket events of spec §7. */
export const SOCKET_EVENTS = {
  connectionCheck: 'connection_check',
  join: 'join',
  userMsg: 'user_msg',
} as const;

export const MessageType = z.enum(['REQUEST', 'RESPONSE']);
export const MessageStatus = z.enum(['success', 'error', 'pending']);

/**
 * Actions the web sends to a PC's agent: the shell's and launcher's module actions, and Data
 * Management's `recordingsAPI` and `uploadAPI` (payloads in `rest/record.ts`).
 */
export const AgentAction = z.enum([
  'inquiryAPI',
  'installAPI',
  // IP Repository (issue 27): undo what one combo install run put on the PC.
  'rollbackAPI',
  'runAPI',
  'stopAPI',
  'logAPI',
  'recordingsAPI',
  'uploadAPI',
  // The vehicle link (vehicle.ts): an agent without `--vehicle` refuses them with a sentence.
  'vehicleStateAPI',
  'operationModeAPI',
  'controlLockAPI',
  'teleopAPI',
  'estopAPI',
  'vehicleSettingsAPI',
  // The HMI's (hmi.ts): the vehicle's plan, and the AD API's commands.
  'vehiclePlanningAPI',
  'vehicleCloudAPI',
  'routeAPI',
  'changeRouteAPI',
  'clearRouteAPI',
  'initialPoseAPI',
  'engageAPI',
  'vehicleMapAPI',
  'recordDriveAPI',
]);
export type AgentAction = z.infer<typeof AgentAction>;

/**
 * One message of `user_msg` (spec §3). `id` (issue 25): a REQUEST may carry one, and every
 * RESPONSE to it (the agent's answer, the server's refusal) echoes it, so a page tells which of
 * its commands an answer belongs to; the room hears the id too, and ignores ids it did not send.
 */
export const SocketMessage = z.object({
  action: z.string().min(1).max(64),
  type: MessageType,
  status: MessageStatus.optional(),
  data: z.unknown().optional(),
  id: z.string().min(1).max(64).optional(),
});
export type SocketMessage = z.infer<typeof SocketMessage>;

/**
 * Who sent a relayed `user_msg`: the server adds it (and overwrites anything a client put
 * there), so an agent knows which user and which connection asks.
 */
export const MessageSender = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('user'),
    user_id: z.number().int(),
    name: z.string(),
    admin: z.boolean(),
    sid: z.string(),
  }),
  z.object({ kind: z.literal('agent') }),
  /** The server itself, e.g. telling a vehicle that a user's connection has ended. */
  z.object({ kind: z.literal('server') }),
]);
export type MessageSender = z.infer<typeof MessageSender>;

export const JoinPayload = z.object({ room: z.string().min(1).max(200) });
export const UserMsgPayload = z.object({
  room: z.string().min(1).max(200),
  message: SocketMessage,
  /** Set by the server on what it relays; whatever a client sends here is replaced. */
  sender: MessageSender.optional(),
});
export type UserMsgPayload = z.infer<typeof UserMsgPayload>;

/** `connection_check` carries `{ type: 'REQUEST' }` or nothing; the server answers RESPONSE. */
export const ConnectionCheckPayload = z
  .object({ type: MessageType.optional(), status: MessageStatus.optional() })
  .optional();
/** The server's answer to `join` (also passed to the ack callback). */
export const JoinAnswer = z.object({
  room: z.string(),
  status: z.enum(['success', 'error']),
  message: z.string().optional(),
});
export type JoinAnswer = z.infer<typeof JoinAnswer>;
/** What the ack callback of `user_msg` receives. */
export const UserMsgAck = z.object({ success: z.boolean(), message: z.string().optional() });
export type UserMsgAck = z.infer<typeof UserMsgAck>;
/** The message of a refused socket.io handshake (`connect_error`). */
export const SOCKET_UNAUTHORIZED = 'unauthorized';

/** One entry of the download-progress popup: 0 installing, 1–99 %, 100 done, −1 failed. */
export const DownloadEntry = z.object({
  name: z.string(),
  progress: z.number().min(-1).max(100),
  type: z.string(),
  message: z.string(),
});
export type DownloadEntry = z.infer<typeof DownloadEntry>;

/** One entry of the running-modules popup. */
export const RunningModule = z.object({
  name: z.string(),
  container_name: z.string(),
  is_running: z.boolean(),
});
export type RunningModule = z.infer<typeof RunningModule>;
