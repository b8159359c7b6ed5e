import { z } from './zod';

/**
 * The remote IDE's link (issue 28, docs/adr/0026): a socket.io namespace on the same connection
 * as spec §7's events (socket.io multiplexes namespaces over one WebSocket), so the agent's one
 * outbound link carries editor, terminal and desktop and nothing listens on the PC.
 *
 * A browser opens a session on a PC (`remote_open`); the server checks who may, writes the
 * audit row and tells the agent. From then on the server relays, per session and to that
 * session's browser only: calls and their results (file operations), and raw bytes both ways
 * (a terminal's pty, a desktop's RFB stream). The server never keeps what it relays.
 */
export const REMOTE_NAMESPACE = '/remote';

export const REMOTE_EVENTS = {
  /** browser → server (ack RemoteOpenAnswer); server → agent (RemoteOpenOrder). */
  open: 'remote_open',
  /** agent → browser: the session is up (RemoteReady). */
  ready: 'remote_ready',
  /** browser → agent: one operation (RemoteCall); agent → browser: its answer (RemoteResult). */
  call: 'remote_call',
  result: 'remote_result',
  /** Bytes of a terminal or a desktop, both ways (RemoteData). */
  data: 'remote_data',
  /** browser → agent: bytes of this session the browser has taken in (flow control). */
  credit: 'remote_credit',
  /** browser → server → agent: end this session (RemoteClose). */
  close: 'remote_close',
  /** agent or server → browser: the session has ended, and why (RemoteEnd). */
  end: 'remote_end',
  /** agent → server: a session's byte counts so far, for the audit (RemoteStat). */
  stat: 'remote_stat',
  /** server → the holder of a screen: may this user watch? browser → server: the answer. */
  ask: 'remote_ask',
  answer: 'remote_answer',
} as const;

export const RemoteKind = z.enum(['code', 'terminal', 'screen']);
export type RemoteKind = z.infer<typeof RemoteKind>;

/** A session's id: `<pcId>.<random>`, so an agent can only speak to its own PC's sessions. */
export const RemoteSessionId = z
  .string()
  .regex(/^[0-9]{1,12}\.[A-Za-z0-9_-]{16,64}$/, 'Not a remote session id.');
export type RemoteSessionId = z.infer<typeof RemoteSessionId>;

/** Terminal size in character cells. */
export const TerminalSize = z.object({
  cols: z.number().int().min(2).max(1000),
  rows: z.number().int().min(1).max(500),
});
export type TerminalSize = z.infer<typeof TerminalSize>;

export const RemoteOpenRequest = z.object({
  pcId: z.number().int().positive(),
  kind: RemoteKind,
  /**
   * A screen watched without keyboard and mouse; a second viewer asks the holder first. (The
   * agent reads it for every kind: a view-only code or terminal session may look, not change.)
   */
  viewOnly: z.boolean().optional(),
  /** A terminal's first size. */
  size: TerminalSize.optional(),
});
export type RemoteOpenRequest = z.infer<typeof RemoteOpenRequest>;

export const RemoteOpenAnswer = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), session: RemoteSessionId, viewOnly: z.boolean() }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type RemoteOpenAnswer = z.infer<typeof RemoteOpenAnswer>;

/** What the server tells the agent to open. */
export const RemoteOpenOrder = z.object({
  session: RemoteSessionId,
  kind: RemoteKind,
  viewOnly: z.boolean(),
  size: TerminalSize.optional(),
  user: z.object({ id: z.number().int(), name: z.string() }),
});
export type RemoteOpenOrder = z.infer<typeof RemoteOpenOrder>;

export const RemoteReady = z.object({
  session: RemoteSessionId,
  /** code: the workspace folder's absolute path on the PC (shown, never sent back). */
  workspace: z.string().optional(),
  /**
   * screen: what the agent connected to, and the desktop's size when it knows it (its own
   * virtual desktop); another VNC server's size comes later, in the RFB stream.
   */
  desktop: z
    .object({ width: z.number().optional(), height: z.number().optional(), via: z.string() })
    .optional(),
});
export type RemoteReady = z.infer<typeof RemoteReady>;

/**
 * Binary bytes as socket.io hands them over: a Buffer in Node, an ArrayBuffer in the browser.
 * Both parse to a Uint8Array. Told by their tag, not `instanceof`: a page's test runs the agent
 * in jsdom's realm, whose Uint8Array is not Node's.
 */
const isByteView = (value: unknown): value is Uint8Array =>
  ArrayBuffer.isView(value) && Object.prototype.toString.call(value) === '[object Uint8Array]';
const isArrayBuffer = (value: unknown): value is ArrayBuffer =>
  Object.prototype.toString.call(value) === '[object ArrayBuffer]';
export const Bytes = z.union([
  z.custom<Uint8Array>(isByteView, 'Expected bytes.'),
  z
    .custom<ArrayBuffer>(isArrayBuffer, 'Expected bytes.')
    .transform((buffer) => new Uint8Array(buffer)),
]);

/** A path inside the workspace, '/'-separated and relative ('' is the workspace itself). */
export const WorkspacePath = z.string().max(4096);

export const RemoteCallOp = z.enum([
  'list',
  'stat',
  'read',
  'write',
  'mkdir',
  'create',
  'rename',
  'delete',
  'search',
  'resize',
]);
export type RemoteCallOp = z.infer<typeof RemoteCallOp>;

export const RemoteCall = z.object({
  session: RemoteSessionId,
  /** Chosen by the browser; echoed in the result. */
  call: z.string().min(1).max(64),
  op: RemoteCallOp,
  args: z.unknown(),
});
export type RemoteCall = z.infer<typeof RemoteCall>;

/** Why a call failed, for the page to act on (conflict: offer a choice). */
export const RemoteErrorCode = z.enum([
  'outside',
  'not_found',
  'exists',
  'conflict',
  'too_large',
  'binary',
  'invalid',
  'refused',
  'failed',
]);
export type RemoteErrorCode = z.infer<typeof RemoteErrorCode>;

export const RemoteResult = z.discriminatedUnion('ok', [
  z.object({
    session: RemoteSessionId,
    call: z.string(),
    ok: z.literal(true),
    data: z.unknown(),
  }),
  z.object({
    session: RemoteSessionId,
    call: z.string(),
    ok: z.literal(false),
    code: RemoteErrorCode,
    message: z.string(),
  }),
]);
export type RemoteResult = z.infer<typeof RemoteResult>;

// ---- the workspace's operations (args → data) ----

export const FileEntry = z.object({
  name: z.string(),
  kind: z.enum(['file', 'dir', 'link']),
  size: z.number(),
  mtimeMs: z.number(),
});
export type FileEntry = z.infer<typeof FileEntry>;

export const ListArgs = z.object({ path: WorkspacePath });
export const ListData = z.object({ entries: z.array(FileEntry) });
export type ListData = z.infer<typeof ListData>;

/** A file's version: the SHA-256 of its bytes, hex. A save names the version it was edited from. */
export const FileVersion = z.string().regex(/^[0-9a-f]{64}$/);

export const StatArgs = z.object({ path: WorkspacePath });
export const StatData = z.object({
  kind: z.enum(['file', 'dir']),
  size: z.number(),
  mtimeMs: z.number(),
  version: FileVersion.optional(),
});
export type StatData = z.infer<typeof StatData>;

/**
 * Bytes per part of a read or a write: well under socket.io's 1 MB message limit, so a file of
 * any allowed size streams in parts.
 */
export const REMOTE_FILE_PART_BYTES = 512 * 1024;
/** A file above this opens read-only (its first part shown) with a notice. */
export const REMOTE_EDIT_LIMIT_BYTES = 10 * 1024 * 1024;

export const ReadArgs = z.object({
  path: WorkspacePath,
  offset: z.number().int().min(0).default(0),
});
/**
 * One part of a file. `binary`: the file is not text (a NUL byte, or not UTF-8), so it opens
 * read-only; `version` is the whole file's, sent with the first part — except for a file over
 * the edit limit (`tooLarge`), which nothing can save and which is not hashed.
 */
export const ReadData = z.object({
  size: z.number(),
  mtimeMs: z.number(),
  offset: z.number(),
  bytes: Bytes,
  eof: z.boolean(),
  version: FileVersion.optional(),
  binary: z.boolean(),
  tooLarge: z.boolean(),
});
export type ReadData = z.infer<typeof ReadData>;

/**
 * One part of a save (the editor's: at most REMOTE_EDIT_LIMIT_BYTES in all, else `too_large`):
 * parts go to a temporary file beside the target, and the last one
 * (`final`) replaces the target at once, only when the target's version is still `base`
 * (null: the file must not exist yet; 'force': overwrite whatever is there).
 */
export const WriteArgs = z.object({
  path: WorkspacePath,
  upload: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  offset: z.number().int().min(0),
  bytes: Bytes,
  final: z.boolean(),
  base: z.union([FileVersion, z.null(), z.literal('force')]),
});
export const WriteData = z.object({
  received: z.number(),
  version: FileVersion.optional(),
  mtimeMs: z.number().optional(),
});
export type WriteData = z.infer<typeof WriteData>;

export const MkdirArgs = z.object({ path: WorkspacePath });
export const CreateArgs = z.object({ path: WorkspacePath });
export const RenameArgs = z.object({ from: WorkspacePath, to: WorkspacePath });
export const DeleteArgs = z.object({ path: WorkspacePath });

export const SearchArgs = z.object({
  query: z.string().min(1).max(500),
  regex: z.boolean().default(false),
  caseSensitive: z.boolean().default(false),
  /** Only under this folder of the workspace. */
  path: WorkspacePath.default(''),
});
export const SearchMatch = z.object({
  path: z.string(),
  line: z.number(),
  column: z.number(),
  text: z.string(),
});
export const SearchData = z.object({
  matches: z.array(SearchMatch),
  /** More matches (or files) than the agent looks through. */
  truncated: z.boolean(),
});
export type SearchData = z.infer<typeof SearchData>;

export const ResizeArgs = TerminalSize;

// ---- bytes and the session's end ----

/**
 * Bytes per `remote_data` message: every message costs the studio a parse, a check and a relay
 * whatever its size, so a desktop frame goes in few (a 1280×720 raw frame in 8), and each stays
 * well under socket.io's 1 MB message limit.
 */
export const REMOTE_DATA_CHUNK_BYTES = 512 * 1024;
/** Bytes the agent sends ahead of the browser's credit: a slow viewer holds the sender back. */
export const REMOTE_DATA_WINDOW_BYTES = 4 * 1024 * 1024;

export const RemoteData = z.object({
  session: RemoteSessionId,
  bytes: Bytes,
});
export type RemoteData = z.infer<typeof RemoteData>;

export const RemoteCredit = z.object({
  session: RemoteSessionId,
  bytes: z.number().int().positive(),
});

export const RemoteClose = z.object({ session: RemoteSessionId });

export const RemoteEnd = z.object({
  session: RemoteSessionId,
  /** Why, as a sentence for the page ('The shell exited (code 0).', 'No VNC server answers…'). */
  message: z.string(),
});
export type RemoteEnd = z.infer<typeof RemoteEnd>;

/** Byte counts seen by the agent: toward the PC (in) and from it (out). */
export const RemoteStat = z.object({
  session: RemoteSessionId,
  bytesIn: z.number().int().min(0),
  bytesOut: z.number().int().min(0),
});
export type RemoteStat = z.infer<typeof RemoteStat>;

/**
 * A second user asks to watch a screen another user holds: the holder's page is asked
 * (RemoteAsk, to the holder's session) and answers (RemoteAnswer); no answer in this long is a no.
 */
export const REMOTE_ASK_TIMEOUT_MS = 30_000;

export const RemoteAsk = z.object({
  ask: z.string().min(8).max(64),
  /** The holder's session the question is about. */
  session: RemoteSessionId,
  /** Who asks to watch. */
  user: z.string(),
});
export type RemoteAsk = z.infer<typeof RemoteAsk>;

export const RemoteAnswer = z.object({
  ask: z.string().min(8).max(64),
  session: RemoteSessionId,
  allow: z.boolean(),
});
export type RemoteAnswer = z.infer<typeof RemoteAnswer>;
