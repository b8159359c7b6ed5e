import {
  REMOTE_DATA_CHUNK_BYTES,
  REMOTE_EVENTS as E,
  RemoteAsk,
  type RemoteCallOp,
  type RemoteKind,
  type RemoteOpenAnswer,
  RemoteReady,
  RemoteResult,
  type TerminalSize,
} from '@ads/contract';
import type { Socket } from 'socket.io-client';
import { i18n } from '../../../lib/i18n';
import { holdRemoteSocket } from '../../../lib/socket';
import { bytesOf, randomId } from './bytes';
import { RemoteCallError, RemoteOpenError } from './errors';
import { askToOpen } from './open-request';
import { routerOf, type SessionRouter } from './router';

/** A call the PC has not answered in this long fails (the agent is gone or stuck). */
export const CALL_GUARD_MS = 30_000;
/** The agent says `ready` within this long, or the open fails (an agent without the remote IDE). */
export const READY_GUARD_MS = 30_000;
/** Credit is sent at once past this many bytes taken in, else a moment later in one message. */
const CREDIT_FLUSH_BYTES = 64 * 1024;
const CREDIT_DELAY_MS = 20;

/**
 * Bytes from the PC. The listener calls `taken` once it has really taken them in (xterm's write
 * callback, noVNC after processing): only then does the agent get credit to send more.
 */
export type DataListener = (bytes: Uint8Array, taken: () => void) => void;

export interface OpenOptions {
  viewOnly?: boolean;
  /** A terminal's first size. */
  size?: TerminalSize;
}

/** One open session on a PC: its calls, its bytes both ways, its end. */
export interface RemoteSession {
  readonly id: string;
  readonly pcId: number;
  readonly kind: RemoteKind;
  /** The server's answer: a screen watched without keyboard and mouse. */
  readonly viewOnly: boolean;
  readonly ready: RemoteReady;
  /** The sentence it ended with; null while open. */
  readonly ended: string | null;
  /** One workspace operation: its data, or a RemoteCallError. */
  call(op: RemoteCallOp, args: unknown): Promise<unknown>;
  send(bytes: Uint8Array): void;
  onData(listener: DataListener): () => void;
  onEnd(listener: (message: string) => void): () => void;
  /** Another user asks to watch the screen this session holds. */
  onAsk(listener: (ask: RemoteAsk) => void): () => void;
  answer(ask: RemoteAsk, allow: boolean): void;
  close(): void;
}

interface PendingCall {
  resolve(data: unknown): void;
  reject(error: RemoteCallError): void;
  timer: ReturnType<typeof setTimeout>;
}

class Session implements RemoteSession {
  ready!: RemoteReady;
  ended: string | null = null;
  private readonly calls = new Map<string, PendingCall>();
  private readonly dataListeners = new Set<DataListener>();
  private readonly endListeners = new Set<(message: string) => void>();
  private readonly askListeners = new Set<(ask: RemoteAsk) => void>();
  /** Bytes that came before any listener: kept (without credit) for the first one. */
  private queued: Uint8Array[] = [];
  private credit = 0;
  private creditTimer: ReturnType<typeof setTimeout> | undefined;
  private seq = 0;
  private readyWaiter: { resolve(): void; reject(error: Error): void } | undefined;

  constructor(
    readonly id: string,
    readonly pcId: number,
    readonly kind: RemoteKind,
    readonly viewOnly: boolean,
    private readonly socket: Socket,
    private readonly router: SessionRouter,
    private readonly release: () => void,
  ) {
    router.add(id, {
      ready: (payload) => this.heardReady(payload),
      result: (payload) => this.heardResult(payload),
      data: (payload) => this.heardData(payload),
      end: (message) => this.finish(message),
      ask: (payload) => {
        const ask = RemoteAsk.safeParse(payload);
        if (ask.success) for (const listener of [...this.askListeners]) listener(ask.data);
      },
    });
  }

  /** Resolves when the agent says ready; rejects with its end sentence or after the guard. */
  waitReady(): Promise<void> {
    if (this.ended) return Promise.reject(new RemoteOpenError(this.ended));
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new RemoteOpenError(i18n.t('remote:session.agentNoStart'))),
        READY_GUARD_MS,
      );
      this.readyWaiter = {
        resolve: () => (clearTimeout(timer), resolve()),
        reject: (error) => (clearTimeout(timer), reject(error)),
      };
    });
  }

  private heardReady(payload: unknown): void {
    const ready = RemoteReady.safeParse(payload);
    if (!ready.success) return;
    this.ready = ready.data;
    this.readyWaiter?.resolve();
  }

  private heardResult(payload: unknown): void {
    const result = RemoteResult.safeParse(payload);
    if (!result.success) return;
    const pending = this.calls.get(result.data.call);
    if (!pending) return;
    this.calls.delete(result.data.call);
    clearTimeout(pending.timer);
    if (result.data.ok) pending.resolve(result.data.data);
    else pending.reject(new RemoteCallError(result.data.code, result.data.message));
  }

  private heardData(payload: unknown): void {
    const bytes = bytesOf((payload as { bytes?: unknown }).bytes);
    if (!bytes || this.ended) return;
    if (this.dataListeners.size === 0) this.queued.push(bytes);
    else this.deliver(bytes);
  }

  private deliver(bytes: Uint8Array): void {
    let given = false;
    const taken = () => {
      if (given) return;
      given = true;
      this.giveCredit(bytes.length);
    };
    for (const listener of [...this.dataListeners]) listener(bytes, taken);
  }

  private giveCredit(count: number): void {
    if (this.ended || count === 0) return;
    this.credit += count;
    if (this.credit >= CREDIT_FLUSH_BYTES) this.flushCredit();
    else this.creditTimer ??= setTimeout(() => this.flushCredit(), CREDIT_DELAY_MS);
  }

  private flushCredit(): void {
    clearTimeout(this.creditTimer);
    this.creditTimer = undefined;
    if (this.ended || this.credit === 0) return;
    this.socket.emit(E.credit, { session: this.id, bytes: this.credit });
    this.credit = 0;
  }

  call(op: RemoteCallOp, args: unknown): Promise<unknown> {
    if (this.ended) return Promise.reject(new RemoteCallError('failed', this.ended));
    this.seq += 1;
    const call = `${this.seq}.${randomId(8)}`;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.calls.delete(call);
        reject(new RemoteCallError('failed', i18n.t('remote:session.pcTimeout')));
      }, CALL_GUARD_MS);
      this.calls.set(call, { resolve, reject, timer });
      this.socket.emit(E.call, { session: this.id, call, op, args });
    });
  }

  send(bytes: Uint8Array): void {
    if (this.ended) return;
    for (let offset = 0; offset < bytes.length; offset += REMOTE_DATA_CHUNK_BYTES) {
      // A copy of exactly these bytes: a view would send its whole buffer on some transports.
      const chunk = bytes.slice(offset, offset + REMOTE_DATA_CHUNK_BYTES);
      this.socket.emit(E.data, { session: this.id, bytes: chunk });
    }
  }

  onData(listener: DataListener): () => void {
    this.dataListeners.add(listener);
    const queued = this.queued;
    this.queued = [];
    for (const bytes of queued) this.deliver(bytes);
    return () => void this.dataListeners.delete(listener);
  }

  onEnd(listener: (message: string) => void): () => void {
    if (this.ended !== null) {
      listener(this.ended);
      return () => {};
    }
    this.endListeners.add(listener);
    return () => void this.endListeners.delete(listener);
  }

  onAsk(listener: (ask: RemoteAsk) => void): () => void {
    this.askListeners.add(listener);
    return () => void this.askListeners.delete(listener);
  }

  answer(ask: RemoteAsk, allow: boolean): void {
    if (this.ended) return;
    this.socket.emit(E.answer, { ask: ask.ask, session: this.id, allow });
  }

  close(): void {
    if (this.ended !== null) return;
    this.socket.emit(E.close, { session: this.id });
    this.finish('Closed.');
  }

  /** The session is over: pending calls fail, listeners hear why, the socket is let go. */
  private finish(message: string): void {
    if (this.ended !== null) return;
    this.ended = message;
    clearTimeout(this.creditTimer);
    this.router.remove(this.id);
    this.readyWaiter?.reject(new RemoteOpenError(message));
    for (const [call, pending] of this.calls) {
      clearTimeout(pending.timer);
      pending.reject(new RemoteCallError('failed', message));
      this.calls.delete(call);
    }
    for (const listener of [...this.endListeners]) listener(message);
    this.endListeners.clear();
    this.release();
  }
}

/**
 * Opens a session of `kind` on a PC over the `/remote` namespace of the one connection and waits
 * for the agent's `ready`. Rejects with a RemoteOpenError carrying the sentence to show (no
 * access, the PC offline, the holder of the screen said no, the agent could not start it).
 */
export async function openSession(
  pcId: number,
  kind: RemoteKind,
  options: OpenOptions = {},
): Promise<RemoteSession> {
  const hold = holdRemoteSocket();
  // Listening before asking: nothing of the new session can pass unheard.
  const router = routerOf(hold.socket);
  let answer: RemoteOpenAnswer;
  try {
    answer = await askToOpen(hold.socket, {
      pcId,
      kind,
      ...(options.viewOnly ? { viewOnly: true } : {}),
      ...(options.size ? { size: options.size } : {}),
    });
  } catch (error) {
    hold.release();
    throw error;
  }
  if (!answer.ok) {
    hold.release();
    throw new RemoteOpenError(answer.message);
  }
  const session = new Session(
    answer.session,
    pcId,
    kind,
    answer.viewOnly,
    hold.socket,
    router,
    hold.release,
  );
  try {
    // `ready` may have come with the open's answer (kept by the router).
    if (!session.ready) await session.waitReady();
  } catch (error) {
    session.close();
    throw error;
  }
  return session;
}
