import {
  type AccountRole,
  BENCH_QUEUE_EVENT,
  BENCH_QUEUE_REFUSED,
  type BenchJob,
  canAccess,
} from '@ads/contract';
import type { Namespace } from 'socket.io';
import type { SocketIdentity } from '../../realtime/identity';

/** Roles that may read the queue (the route's ADMIN and above); each has a room of its own. */
const WATCHING_ROLES: readonly AccountRole[] = ['ADMIN', 'SUPER'];
const roomOf = (role: AccountRole) => `queue:${role}`;

/** Changes closer together than this go out as one push (a job's beat is 1 s). */
const GATHER_MS = 150;

/**
 * Pushes AI Benchmark's queue to the administrators watching it (BENCH_NAMESPACE), instead of
 * their pages asking every 5 s. The namespace's handshake (realtime.namespace) has identified
 * the socket; here only an ADMIN or SUPER for whose role the app is on gets in, in its role's
 * room. Each push goes only to the rooms of roles that have the app on at that moment (an
 * app switched off stops the pushes at once; a changed account's sockets are ended by the
 * account events and come back under the new role). Through the Redis adapter a push reaches
 * the watchers on every instance; each instance announces the changes its own jobs make.
 */
export function benchQueuePush(deps: {
  space: Namespace;
  readQueue(): Promise<BenchJob[]>;
  /** Whether the app is on for the role now: null when on (the availability's `checkNow`). */
  appOff(role: AccountRole): Promise<boolean>;
  log(error: unknown): void;
}) {
  const { space } = deps;
  space.use((socket, next) => {
    const identity = socket.data as SocketIdentity;
    if (identity.kind !== 'user' || !canAccess(identity.role, 'ADMIN'))
      return next(new Error(BENCH_QUEUE_REFUSED));
    deps.appOff(identity.role).then(
      (off) => next(off ? new Error(BENCH_QUEUE_REFUSED) : undefined),
      (error: unknown) => {
        deps.log(error);
        next(new Error(BENCH_QUEUE_REFUSED));
      },
    );
  });
  space.on('connection', (socket) => {
    const identity = socket.data as Extract<SocketIdentity, { kind: 'user' }>;
    const role = WATCHING_ROLES.includes(identity.role) ? identity.role : 'ADMIN';
    // The queue now, on every (re)connect: the page needs no poll to catch up.
    void Promise.resolve(socket.join(roomOf(role)))
      .then(() => deps.readQueue())
      .then((queue) => socket.emit(BENCH_QUEUE_EVENT, queue))
      .catch(deps.log);
  });

  // The first change goes out at once, with the queue read after it: a job added is in it even
  // when it ends within the gather (a small evaluation takes ~100 ms). Changes during the gather
  // go out as one push at its end. Pushes are chained, so an older read never lands after a
  // newer one.
  let timer: ReturnType<typeof setTimeout> | undefined;
  let again = false;
  let pushing: Promise<void> = Promise.resolve();
  function push() {
    pushing = pushing
      .then(async () => {
        const queue = await deps.readQueue();
        for (const role of WATCHING_ROLES) {
          if (!(await deps.appOff(role))) space.to(roomOf(role)).emit(BENCH_QUEUE_EVENT, queue);
        }
      })
      .catch(deps.log);
  }
  function gather() {
    timer = setTimeout(() => {
      timer = undefined;
      if (!again) return;
      again = false;
      push();
      gather();
    }, GATHER_MS);
  }
  return {
    /** The queue changed: push it now, or at the gather's end when one was just pushed. */
    changed(): void {
      if (timer) {
        again = true;
        return;
      }
      push();
      gather();
    },
    stop(): void {
      clearTimeout(timer);
      timer = undefined;
      again = false;
    },
  };
}
