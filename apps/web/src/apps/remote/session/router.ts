import { REMOTE_EVENTS as E } from '@ads/contract';
import type { Socket } from 'socket.io-client';
import { i18n } from '../../../lib/i18n';

/** What a session hears of its own events on the `/remote` namespace. */
export interface SessionHandlers {
  ready(payload: unknown): void;
  result(payload: unknown): void;
  data(payload: unknown): void;
  end(message: string): void;
  ask(payload: unknown): void;
}

type EventName = Exclude<keyof SessionHandlers, 'end'> | 'end';

/** Events kept for a session whose open answer has not arrived yet, at most this many in all. */
const EARLY_LIMIT = 256;

const sessionOf = (payload: unknown): string | undefined => {
  const id = (payload as { session?: unknown } | null)?.session;
  return typeof id === 'string' ? id : undefined;
};

/**
 * Hands each event of one socket to the session it names. The server answers an open before it
 * relays anything of the new session, but with several studio instances an agent's first bytes
 * may overtake that answer: events of a session not known yet are kept until it registers.
 */
export class SessionRouter {
  private readonly sessions = new Map<string, SessionHandlers>();
  private early: { session: string; event: EventName; payload: unknown }[] = [];

  constructor(socket: Socket) {
    const route = (event: EventName) => (payload: unknown) => {
      const id = sessionOf(payload);
      if (id === undefined) return;
      const handlers = this.sessions.get(id);
      if (handlers) this.deliver(handlers, event, payload);
      else {
        this.early.push({ session: id, event, payload });
        if (this.early.length > EARLY_LIMIT) this.early.shift();
      }
    };
    socket.on(E.ready, route('ready'));
    socket.on(E.result, route('result'));
    socket.on(E.data, route('data'));
    socket.on(E.end, route('end'));
    socket.on(E.ask, route('ask'));
    // The server ends a page's sessions when its connection drops; the page hears it here.
    socket.on('disconnect', () => {
      for (const handlers of [...this.sessions.values()]) {
        handlers.end(i18n.t('remote:session.lost'));
      }
    });
  }

  private deliver(handlers: SessionHandlers, event: EventName, payload: unknown): void {
    if (event === 'end') {
      const message = (payload as { message?: unknown }).message;
      handlers.end(typeof message === 'string' ? message : i18n.t('remote:session.ended'));
    } else handlers[event](payload);
  }

  add(id: string, handlers: SessionHandlers): void {
    this.sessions.set(id, handlers);
    const waiting = this.early.filter((entry) => entry.session === id);
    this.early = this.early.filter((entry) => entry.session !== id);
    for (const entry of waiting) this.deliver(handlers, entry.event, entry.payload);
  }

  remove(id: string): void {
    this.sessions.delete(id);
  }
}

const routers = new WeakMap<Socket, SessionRouter>();

/** The router of a `/remote` socket, made at its first session. */
export function routerOf(socket: Socket): SessionRouter {
  let router = routers.get(socket);
  if (!router) {
    router = new SessionRouter(socket);
    routers.set(socket, router);
  }
  return router;
}
