import { REMOTE_EVENTS as E, type RemoteOpenAnswer } from '@ads/contract';
import type { Socket } from 'socket.io-client';

/** The only call the bench makes: a part of a file. */
export type ReadPart = { bytes: Uint8Array; eof: boolean };

/** A browser on the studio's /remote namespace: sessions, bytes, calls. */
export function remoteBrowser(socket: Socket) {
  // Every waiter is woken by every message and looks for its own: the screen's reader and a
  // call may wait at once, and one waiter must not take the other's wake-up.
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of [...waiters]) waiter();
  };
  const data = new Map<string, Buffer[]>();
  const results = new Map<string, unknown>();
  const ready = new Set<string>();
  socket.on(E.ready, (payload: { session: string }) => {
    ready.add(payload.session);
    wake();
  });
  /** Sessions read as a stream: each chunk goes straight to its reader and is credited back. */
  const streams = new Map<string, (bytes: Buffer) => void>();
  socket.on(E.data, (payload: { session: string; bytes: Buffer }) => {
    const bytes = Buffer.from(payload.bytes);
    const stream = streams.get(payload.session);
    if (stream) {
      stream(bytes);
      socket.emit(E.credit, { session: payload.session, bytes: bytes.length });
      return;
    }
    const queued = data.get(payload.session);
    if (queued) queued.push(bytes);
    else data.set(payload.session, [bytes]);
    wake();
  });
  socket.on(E.result, (payload: { call: string }) => {
    results.set(payload.call, payload);
    wake();
  });
  const waitFor = async <T>(take: () => T | undefined, what: string): Promise<T> => {
    let waiter = () => {};
    const timer = setTimeout(() => waiter(), 15_000);
    const started = performance.now();
    try {
      for (;;) {
        const value = take();
        if (value !== undefined) return value;
        if (performance.now() - started > 15_000) throw new Error(`no ${what} within 15 s`);
        await new Promise<void>((resolve) => {
          waiter = () => {
            waiters.delete(waiter);
            resolve();
          };
          waiters.add(waiter);
        });
      }
    } finally {
      clearTimeout(timer);
      waiters.delete(waiter);
    }
  };
  let calls = 0;
  return {
    /** Opens a session, waiting up to 30 s for the PC's agent to come online first. */
    async open(pcId: number, kind: 'code' | 'terminal' | 'screen'): Promise<string> {
      const started = performance.now();
      for (;;) {
        const answer = (await socket
          .timeout(15_000)
          .emitWithAck(E.open, { pcId, kind })) as RemoteOpenAnswer;
        if (answer.ok) {
          // As the page does: calls and bytes once the agent has the session ready (a call
          // before that finds no session on the PC).
          await waitFor(() => (ready.has(answer.session) ? true : undefined), `${kind} ready`);
          return answer.session;
        }
        if (performance.now() - started > 30_000) throw new Error(answer.message);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    /** The bytes of a session that came since the last take, credited back. */
    async take(session: string): Promise<Buffer> {
      const chunks = await waitFor(() => {
        const got = data.get(session);
        return got && got.length > 0 ? got : undefined;
      }, `bytes of ${session}`);
      data.set(session, []);
      const bytes = Buffer.concat(chunks);
      socket.emit(E.credit, { session, bytes: bytes.length });
      return bytes;
    },
    /**
     * Hands every chunk of the session to `reader` as it comes and credits it at once, as the
     * page does (noVNC reads from the socket's message events); the websockify path below feeds
     * its reader from `message` events the same way.
     */
    stream(session: string, reader: (bytes: Buffer) => void): void {
      const queued = data.get(session) ?? [];
      data.delete(session);
      for (const bytes of queued) reader(bytes);
      if (queued.length > 0) {
        const total = queued.reduce((sum, bytes) => sum + bytes.length, 0);
        socket.emit(E.credit, { session, bytes: total });
      }
      streams.set(session, reader);
    },
    send: (session: string, bytes: Buffer) => socket.emit(E.data, { session, bytes }),
    async call(session: string, op: string, args: unknown): Promise<ReadPart> {
      const call = `c${++calls}`;
      socket.emit(E.call, { session, call, op, args });
      const result = await waitFor(() => results.get(call), `result of ${op}`);
      results.delete(call);
      const answer = result as { ok: boolean; data?: unknown; message?: string };
      if (!answer.ok) throw new Error(answer.message);
      return answer.data as ReadPart;
    },
  };
}
