import { randomBytes } from 'node:crypto';
import {
  REMOTE_ASK_TIMEOUT_MS,
  REMOTE_EVENTS as E,
  RemoteAnswer,
  type RemoteAsk,
  RemoteCall,
  RemoteClose,
  RemoteCredit,
  RemoteData,
  type RemoteEnd,
  type RemoteKind,
  type RemoteOpenAnswer,
  type RemoteOpenOrder,
  RemoteOpenRequest,
  RemoteSessionId,
  RemoteStat,
} from '@ads/contract';
import type { Namespace, Socket } from 'socket.io';
import type { Clock } from '../../clock';
import type { SocketIdentity } from '../../realtime/identity';
import type { RemoteRepo } from './remote.repo';
import type { RemoteService, RemoteUser } from './remote.service';
import { screenRelayStarted } from './relay-heap';

/** A session whose browser is connected to this instance. */
interface Held {
  id: string;
  socket: Socket;
  pcId: number;
  userId: number;
  family: string;
  kind: RemoteKind;
  viewOnly: boolean;
  /** A screen's: says the relay ended (relay-heap.ts). */
  relayEnded?: () => void;
}

export interface RemoteLinkDeps {
  service: RemoteService;
  repo: RemoteRepo;
  clock: Clock;
  log(error: unknown): void;
  /** How often open sessions' access is asked again (and ended when it is gone). */
  checkEveryMs: number;
  /** How often this instance vouches for its open sessions in the audit. */
  seenEveryMs: number;
  /** Tells the other instances of an answer to a watch request (Redis); alone, no one. */
  announceAnswer(answer: RemoteAnswer): Promise<void>;
}

/** How long an open waits for the PC's agent to be on the namespace. */
const AGENT_WAIT_MS = 3_000;
const sessionRoom = (id: string) => `rs:${id}`;
const agentRoom = (pcId: number) => `ragent:${pcId}`;
const pcOfSession = (id: string) => Number(id.slice(0, id.indexOf('.')));

type Ack = (answer: unknown) => void;
const ackOf = (args: unknown[]): Ack | undefined => {
  const last = args.at(-1);
  return typeof last === 'function' ? (last as Ack) : undefined;
};

/**
 * The remote IDE's relay (issue 28, docs/adr/0026) on the `/remote` namespace. A browser's
 * `remote_open` is checked (service.access), audited and passed to the PC's agent; from then on
 * the server relays that session's calls, results and bytes between the one browser that holds
 * it and the agent, keeping nothing. The instance that holds a session's browser checks its
 * access again every few seconds and ends it when the access is gone (a sign-out, a demotion,
 * the app turned off, the PC offline or deleted), and tells the agent to end it too.
 */
export function createRemoteLink(deps: RemoteLinkDeps) {
  const held = new Map<string, Held>();
  /** Forgets a session held here; false when it was not. */
  const forget = (id: string): boolean => {
    const session = held.get(id);
    if (!session) return false;
    held.delete(id);
    session.relayEnded?.();
    return true;
  };
  /** Watch requests waiting for the holder's answer, by ask id. */
  const asks = new Map<string, (allow: boolean) => void>();
  let nsp: Namespace | undefined;
  let checkTimer: NodeJS.Timeout | undefined;
  let seenTimer: NodeJS.Timeout | undefined;

  const toAgent = (pcId: number, event: string, payload: unknown) =>
    nsp?.to(agentRoom(pcId)).emit(event, payload);

  /** Ends a session held here: the agent, the audit and (unless it left) the browser hear. */
  async function end(session: Held, reason: string, tellBrowser: boolean): Promise<void> {
    if (!forget(session.id)) return;
    toAgent(session.pcId, E.close, { session: session.id });
    if (tellBrowser) {
      session.socket.emit(E.end, { session: session.id, message: reason } satisfies RemoteEnd);
    }
    void session.socket.leave(sessionRoom(session.id));
    await deps.repo.end(session.id, reason, deps.clock.now());
  }
  /** Audit writes still running: stop() waits for them before the database goes. */
  const pending = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    const done = work.catch(deps.log).finally(() => pending.delete(done));
    pending.add(done);
  };
  const endLater = (session: Held, reason: string, tellBrowser: boolean) =>
    track(end(session, reason, tellBrowser));

  /** A session this socket holds, by an untrusted payload's `session`. */
  function ownSession(socket: Socket, payload: unknown): Held | undefined {
    const id = (payload as { session?: unknown } | null)?.session;
    if (typeof id !== 'string') return undefined;
    const session = held.get(id);
    return session && session.socket === socket ? session : undefined;
  }

  /** Asks the holder of a screen whether this user may watch; no answer in time is a no. */
  function askHolder(holderSession: string, user: RemoteUser): Promise<boolean> {
    const ask = randomBytes(12).toString('base64url');
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => settle(false), REMOTE_ASK_TIMEOUT_MS);
      const settle = (allow: boolean) => {
        clearTimeout(timer);
        asks.delete(ask);
        resolve(allow);
      };
      asks.set(ask, settle);
      nsp
        ?.to(sessionRoom(holderSession))
        .emit(E.ask, { ask, session: holderSession, user: user.name } satisfies RemoteAsk);
    });
  }

  /** An answer heard here or from another instance. */
  function answerHeard(answer: RemoteAnswer): void {
    asks.get(answer.ask)?.(answer.allow);
  }

  /**
   * Whether the PC's agent is on the namespace (on any instance): it joins it a moment after
   * its main connection, and an agent older than the remote IDE never does.
   */
  async function agentServes(pcId: number): Promise<boolean> {
    const until = Date.now() + AGENT_WAIT_MS;
    for (;;) {
      const sockets = (await nsp?.in(agentRoom(pcId)).fetchSockets()) ?? [];
      if (sockets.length > 0) return true;
      if (Date.now() >= until) return false;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function open(socket: Socket, who: UserIdentity, payload: unknown, ack?: Ack) {
    const reply = (answer: RemoteOpenAnswer) => ack?.(answer);
    const request = RemoteOpenRequest.safeParse(payload);
    if (!request.success)
      return reply({ ok: false, message: 'Invalid request to open a session.' });
    const { pcId, kind, size } = request.data;
    const access = await deps.service.access(who, pcId);
    if ('refusal' in access) return reply({ ok: false, message: access.refusal });
    let viewOnly = kind === 'screen' && request.data.viewOnly === true;
    if (kind === 'screen') {
      const holder = await deps.service.screenHolder(pcId, who.userId);
      if (holder) {
        // A second user only watches, and only when the one at the screen agrees.
        const allowed = await askHolder(holder.id, access.user);
        if (!allowed) {
          return reply({
            ok: false,
            message: `${holder.userName} is using this screen and did not let you watch.`,
          });
        }
        viewOnly = true;
      }
    }
    if (!(await agentServes(pcId))) {
      return reply({
        ok: false,
        message: `The agent of ${access.pc.name} does not serve the remote IDE: start it again with the command on its project page (an agent older than the remote IDE cannot).`,
      });
    }
    if (!socket.connected) return;
    const id = `${pcId}.${randomBytes(18).toString('base64url')}`;
    await deps.repo.insert({
      id,
      pcId,
      userId: who.userId,
      userName: access.user.name,
      kind,
      viewOnly,
      at: deps.clock.now(),
    });
    const session: Held = {
      id,
      socket,
      pcId,
      userId: who.userId,
      family: who.family,
      kind,
      viewOnly,
      ...(kind === 'screen' ? { relayEnded: screenRelayStarted() } : {}),
    };
    held.set(id, session);
    await socket.join(sessionRoom(id));
    const order: RemoteOpenOrder = {
      session: id,
      kind,
      viewOnly,
      ...(size ? { size } : {}),
      user: { id: who.userId, name: access.user.name },
    };
    toAgent(pcId, E.open, order);
    reply({ ok: true, session: id, viewOnly });
  }

  function userSide(socket: Socket, who: UserIdentity): void {
    socket.on(E.open, (payload: unknown, ...rest: unknown[]) => {
      const ack = ackOf([payload, ...rest]);
      open(socket, who, payload, ack).catch((error: unknown) => {
        deps.log(error);
        ack?.({ ok: false, message: 'The server could not open the session.' });
      });
    });
    // Calls, bytes and credit go only to the agent of a session this socket holds.
    const forward = (event: string, schema: { safeParse(v: unknown): { success: boolean } }) =>
      socket.on(event, (payload: unknown) => {
        const session = ownSession(socket, payload);
        if (!session || !schema.safeParse(payload).success) return;
        toAgent(session.pcId, event, payload);
      });
    forward(E.call, RemoteCall);
    forward(E.data, RemoteData);
    forward(E.credit, RemoteCredit);
    socket.on(E.close, (payload: unknown) => {
      const session = ownSession(socket, payload);
      if (session && RemoteClose.safeParse(payload).success) {
        endLater(session, 'Closed by the user.', false);
      }
    });
    socket.on(E.answer, (payload: unknown) => {
      const answer = RemoteAnswer.safeParse(payload);
      // Only the holder of the screen asked about may answer.
      if (!answer.success || !ownSession(socket, answer.data)) return;
      answerHeard(answer.data);
      deps.announceAnswer(answer.data).catch(deps.log);
    });
    socket.on('disconnect', () => {
      for (const session of [...held.values()]) {
        if (session.socket === socket) endLater(session, 'The page was closed.', false);
      }
    });
  }

  function agentSide(socket: Socket, pcId: number): void {
    void Promise.resolve(socket.join(agentRoom(pcId))).catch(deps.log);
    /** The agent speaks only to its own PC's sessions; the bytes are passed on untouched. */
    const toBrowser = (event: string) =>
      socket.on(event, (payload: unknown) => {
        const id = (payload as { session?: unknown } | null)?.session;
        if (!RemoteSessionId.safeParse(id).success || pcOfSession(id as string) !== pcId) return;
        nsp?.to(sessionRoom(id as string)).emit(event, payload);
        if (event === E.end) {
          const message = (payload as { message?: unknown }).message;
          const reason = typeof message === 'string' ? message.slice(0, 500) : 'Ended by the PC.';
          const session = held.get(id as string);
          // Held here: forget it now (the browser heard the end already); else its instance
          // notices at its next check. The audit is written once, whoever is first.
          if (session) forget(session.id);
          track(deps.repo.end(id as string, reason, deps.clock.now()));
        }
      });
    toBrowser(E.ready);
    toBrowser(E.result);
    toBrowser(E.data);
    toBrowser(E.end);
    // The agent ends every session when its link drops; its pages hear it now, not at the next
    // check (by which time the agent may be back, without the sessions).
    socket.on('disconnect', () => {
      const message = 'The PC’s link to the studio dropped.';
      track(
        deps.repo.openOf(pcId).then(async (ids) => {
          for (const id of ids) {
            nsp?.to(sessionRoom(id)).emit(E.end, { session: id, message } satisfies RemoteEnd);
            const session = held.get(id);
            if (session) forget(id);
            await deps.repo.end(id, message, deps.clock.now());
          }
        }),
      );
    });
    socket.on(E.stat, (payload: unknown) => {
      const stat = RemoteStat.safeParse(payload);
      if (!stat.success || pcOfSession(stat.data.session) !== pcId) return;
      track(deps.repo.bytes(stat.data.session, pcId, stat.data.bytesIn, stat.data.bytesOut));
    });
  }

  /** Every open session held here is asked its access again; a lost one ends. */
  async function checkAll(): Promise<void> {
    const byUserPc = new Map<string, Held[]>();
    for (const session of held.values()) {
      const key = `${session.userId}:${session.family}:${session.pcId}`;
      byUserPc.set(key, [...(byUserPc.get(key) ?? []), session]);
    }
    for (const sessions of byUserPc.values()) {
      const first = sessions[0] as Held;
      const access = await deps.service.access(first, first.pcId);
      if ('refusal' in access) {
        for (const session of sessions) await end(session, access.refusal, true);
      }
    }
  }

  return {
    /** Installs the handlers on the namespace (its handshake already says who is who). */
    attach(namespace: Namespace): void {
      nsp = namespace;
      namespace.on('connection', (socket) => {
        const identity = socket.data as SocketIdentity;
        if (identity.kind === 'agent') agentSide(socket, identity.pcId);
        else userSide(socket, identity);
      });
    },
    answerHeard,
    start(): void {
      let checking = false;
      checkTimer = setInterval(() => {
        if (checking) return;
        checking = true;
        checkAll()
          .catch(deps.log)
          .finally(() => (checking = false));
      }, deps.checkEveryMs);
      seenTimer = setInterval(() => {
        deps.repo.seen([...held.keys()], deps.clock.now()).catch(deps.log);
      }, deps.seenEveryMs);
    },
    /** Ends the sessions held here (the studio stops): the agents stop their terminals. */
    async stop(): Promise<void> {
      clearInterval(checkTimer);
      clearInterval(seenTimer);
      for (const settle of asks.values()) settle(false);
      await Promise.allSettled(
        [...held.values()].map((session) => end(session, 'The studio stopped.', true)),
      );
      await Promise.allSettled([...pending]);
    },
    /** How many sessions this instance holds (tests, the bench). */
    heldCount: () => held.size,
  };
}
type UserIdentity = Extract<SocketIdentity, { kind: 'user' }>;
export type RemoteLink = ReturnType<typeof createRemoteLink>;
