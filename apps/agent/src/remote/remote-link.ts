import {
  REMOTE_EVENTS,
  RemoteCall,
  RemoteClose,
  RemoteCredit,
  RemoteData,
  type RemoteEnd,
  RemoteOpenOrder,
  type RemoteReady,
  type RemoteResult,
  type RemoteStat,
} from '@ads/contract';
import type { Socket } from 'socket.io-client';
import type { z } from 'zod';
import { codeSession } from './code-session';
import type { Desktops } from './desktop';
import { RemoteError } from './errors';
import { screenSession } from './screen-session';
import type { Session, SessionOutput } from './session';
import { terminalSession } from './terminal-session';
import { openWorkspace } from './workspace';

export const REMOTE_STAT_EVERY_MS = 10_000;

export interface RemoteLinkOptions {
  /** The agent's socket on the REMOTE_NAMESPACE of its connection to the studio. */
  socket: Socket;
  /** The workspace folder (made when a code session first needs it). */
  workspace: string;
  desktops: Desktops;
  log(line: string): void;
}

export interface RemoteLink {
  /** Sessions open now. */
  size(): number;
  /** Ends every session (the agent stops), telling the studio while it still can. */
  close(): Promise<void>;
}

interface Entry {
  order: RemoteOpenOrder;
  session: Session | undefined;
  /** Why it ended, once it has (opening or not). */
  ended: string | undefined;
  /** Bytes the session gave before the browser was told it is ready; sent after that. */
  held: Buffer[] | undefined;
}

/**
 * The agent's end of the remote IDE (issue 28): the studio orders a session open, and from then
 * on relays that session's calls and bytes. Every payload is parsed with the contract's schemas;
 * anything else is ignored. Sessions do not time out here: the studio closes them (a browser that
 * went away, an access taken back), or they end with the link.
 */
export function createRemoteLink(options: RemoteLinkOptions): RemoteLink {
  const { socket, log } = options;
  const entries = new Map<string, Entry>();
  // Nothing is emitted while disconnected: socket.io would keep it and send it stale later.
  const emit = (event: string, payload: unknown) => {
    if (socket.connected) socket.emit(event, payload);
  };
  const stat = (id: string, session: Session) =>
    emit(REMOTE_EVENTS.stat, {
      session: id,
      bytesIn: session.bytesIn,
      bytesOut: session.bytesOut,
    } satisfies RemoteStat);

  /** Ends a session once: its resources released, the browser told why, the last counts sent. */
  async function end(id: string, message: string, tell = true): Promise<void> {
    const entry = entries.get(id);
    if (!entry || entry.ended !== undefined) return;
    entry.ended = message;
    // Still opening: the open finishes the job when it comes back.
    if (!entry.session) return;
    entries.delete(id);
    await entry.session.dispose().catch((error: unknown) => {
      log(`remote ${entry.order.kind} session ${id} did not close cleanly: ${String(error)}`);
    });
    if (tell) {
      emit(REMOTE_EVENTS.end, { session: id, message } satisfies RemoteEnd);
      stat(id, entry.session);
    }
    log(`remote ${entry.order.kind} session of ${entry.order.user.name} ended: ${message}`);
  }

  async function open(order: RemoteOpenOrder): Promise<void> {
    const id = order.session;
    if (entries.has(id)) return;
    const entry: Entry = { order, session: undefined, ended: undefined, held: [] };
    entries.set(id, entry);
    const output: SessionOutput = {
      data: (bytes) => {
        // The last words of a shell being hung up are not sent after the session was closed.
        if (entry.ended !== undefined) return;
        if (entry.held) entry.held.push(bytes);
        else emit(REMOTE_EVENTS.data, { session: id, bytes });
      },
      end: (message) => void end(id, message),
    };
    let ready: RemoteReady = { session: id };
    try {
      if (order.kind === 'code') {
        const workspace = await openWorkspace(options.workspace).catch((error: unknown) => {
          throw new Error(
            `The workspace folder ${options.workspace} cannot be opened: ${String(error)}`,
          );
        });
        entry.session = codeSession(workspace, order.viewOnly);
        ready = { session: id, workspace: workspace.root };
      } else if (order.kind === 'terminal') {
        const workspace = await openWorkspace(options.workspace);
        entry.session = await terminalSession(workspace.root, order.size, order.viewOnly, output);
      } else {
        const link = await options.desktops.connect();
        entry.session = screenSession(link, order.viewOnly, output);
        ready = { session: id, desktop: { width: link.width, height: link.height, via: link.via } };
      }
    } catch (error) {
      entries.delete(id);
      const message = error instanceof Error ? error.message : String(error);
      log(`remote ${order.kind} session of ${order.user.name} could not open: ${message}`);
      emit(REMOTE_EVENTS.end, { session: id, message } satisfies RemoteEnd);
      return;
    }
    log(
      `remote ${order.kind} session opened for ${order.user.name}${order.viewOnly ? ' (view-only)' : ''}`,
    );
    if (entry.ended !== undefined) {
      // Closed (or its shell gone) while it opened.
      const message = entry.ended;
      entry.ended = undefined;
      await end(id, message);
      return;
    }
    emit(REMOTE_EVENTS.ready, ready);
    const held = entry.held ?? [];
    entry.held = undefined;
    for (const bytes of held) output.data(bytes);
  }

  async function call(payload: RemoteCall): Promise<void> {
    const entry = entries.get(payload.session);
    if (!entry?.session || entry.ended !== undefined) return;
    const answer = (rest: Record<string, unknown>) =>
      emit(REMOTE_EVENTS.result, {
        session: payload.session,
        call: payload.call,
        ...rest,
      } as RemoteResult);
    try {
      const data = await entry.session.call(payload.op, payload.args);
      answer({ ok: true, data });
    } catch (error) {
      if (error instanceof RemoteError) {
        answer({ ok: false, code: error.code, message: error.message });
      } else {
        log(`remote ${payload.op} failed: ${String(error)}`);
        answer({ ok: false, code: 'failed', message: `The agent could not do ${payload.op}.` });
      }
    }
  }

  /** The session a payload names, once it is open. */
  const live = (id: string) => {
    const entry = entries.get(id);
    return entry?.ended === undefined ? entry?.session : undefined;
  };

  function on<S extends z.ZodType>(event: string, schema: S, act: (payload: z.output<S>) => void) {
    socket.on(event, (payload: unknown) => {
      const parsed = schema.safeParse(payload);
      if (parsed.success) act(parsed.data);
    });
  }
  on(REMOTE_EVENTS.open, RemoteOpenOrder, (order) => void open(order));
  on(REMOTE_EVENTS.call, RemoteCall, (payload) => void call(payload));
  on(REMOTE_EVENTS.data, RemoteData, ({ session, bytes }) => live(session)?.input(bytes));
  on(REMOTE_EVENTS.credit, RemoteCredit, ({ session, bytes }) => live(session)?.credit(bytes));
  on(
    REMOTE_EVENTS.close,
    RemoteClose,
    ({ session }) => void end(session, 'The session was closed.'),
  );
  // A link that drops ends everything on the PC: no shell or file save outlives the user's reach.
  socket.on('disconnect', () => {
    for (const id of [...entries.keys()]) void end(id, 'The link to the studio dropped.', false);
  });

  const timer = setInterval(() => {
    for (const [id, entry] of entries) if (entry.session) stat(id, entry.session);
  }, REMOTE_STAT_EVERY_MS);
  timer.unref();

  return {
    size: () => entries.size,
    async close() {
      clearInterval(timer);
      await Promise.all([...entries.keys()].map((id) => end(id, 'The agent on the PC stopped.')));
      await options.desktops.close();
    },
  };
}
