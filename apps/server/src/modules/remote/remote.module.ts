import { REMOTE_NAMESPACE, RemoteAnswer } from '@ads/contract';
import type { FastifyInstance } from 'fastify';
import type { Namespace } from 'socket.io';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { createRemoteLink } from './remote-link';
import { createRemoteRepo } from './remote.repo';
import { remoteRoutes } from './remote.routes';
import { createRemoteService, type RemoteRules } from './remote.service';

/** An instance vouches for its open sessions this often; three silent beats and they are lost. */
const SEEN_EVERY_MS = 10_000;
const ALIVE_MS = 3 * SEEN_EVERY_MS;

/**
 * ADS IDE remote (issue 28, docs/adr/0026), wired: the `/remote` namespace's relay of code,
 * terminal and screen sessions between a browser and a PC's agent, the rule of who may open
 * them, and their audit.
 */
export function createRemoteModule(deps: {
  db: Db;
  clock: Clock;
  pcs: RemoteRules['pcs'];
  checkApp: RemoteRules['checkApp'];
  userOf: RemoteRules['userOf'];
  checkEveryMs: number;
  event<T>(name: string, onHeard: (payload: T) => void): (payload: T) => Promise<void>;
  log(error: unknown): void;
}) {
  const repo = createRemoteRepo(deps.db);
  const service = createRemoteService({ ...deps, repo, aliveMs: ALIVE_MS });
  const announceAnswer = deps.event<RemoteAnswer>('remote-answer', (answer) => {
    const parsed = RemoteAnswer.safeParse(answer);
    if (parsed.success) link.answerHeard(parsed.data);
  });
  const link = createRemoteLink({
    service,
    repo,
    clock: deps.clock,
    log: deps.log,
    checkEveryMs: deps.checkEveryMs,
    seenEveryMs: SEEN_EVERY_MS,
    announceAnswer,
  });
  let lostTimer: NodeJS.Timeout | undefined;
  const endLost = () =>
    repo
      .endLost(service.aliveSince(), 'The studio lost the session (its server stopped).')
      .catch(deps.log);
  return {
    service,
    link,
    namespaceName: REMOTE_NAMESPACE,
    /** The relay on its namespace, and the timers that check access and vouch for sessions. */
    start(namespace: Namespace): void {
      link.attach(namespace);
      link.start();
      void endLost();
      lostTimer = setInterval(() => void endLost(), ALIVE_MS);
    },
    routes(app: FastifyInstance): void {
      remoteRoutes(app, { remote: service });
    },
    async stop(): Promise<void> {
      clearInterval(lostTimer);
      await link.stop();
    },
  };
}
export type RemoteModule = ReturnType<typeof createRemoteModule>;
