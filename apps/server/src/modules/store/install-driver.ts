import {
  type AgentAction,
  DownloadEntry,
  type InstallActionData,
  type InstallStatus,
  type MemberInstall,
  RollbackResult,
  type SocketMessage,
} from '@ads/contract';

/** One combo install as the driver reads and writes it (the store's installs table). */
export interface InstallRun {
  id: number;
  pcId: number;
  status: InstallStatus;
  message: string;
  members: MemberInstall[];
}

export interface InstallDriverDeps {
  installs: {
    get(id: number): Promise<InstallRun | undefined>;
    /** The runs of a PC still 'running' (its agent left or the server restarted meanwhile). */
    running(pcId: number): Promise<InstallRun[]>;
    save(run: InstallRun, finished: boolean): Promise<void>;
    /** The run succeeded: count one install of the combo and of each member's version. */
    counted(id: number): Promise<void>;
  };
  /** A REQUEST from the server to the PC's agent. */
  toAgent(room: string, message: SocketMessage): void;
  log(error: unknown): void;
  /** How often a member's percentage is written at most (ms); status changes always are. */
  progressEveryMs?: number;
  now?: () => number;
}

const ACTIONS = { install: 'installAPI', rollback: 'rollbackAPI' } as const satisfies Record<
  string,
  AgentAction
>;
const INSTALL_ID = /^store-install:(\d+):(\d+)$/;
const ROLLBACK_ID = /^store-rollback:(\d+)$/;

/**
 * Drives a combo install through the PC's agent (issue 27): `installAPI` for each member in
 * turn, each naming the run so the agent keeps what it replaces aside; on a member's failure,
 * `rollbackAPI` for the run, and the PC is as it was. The state lives in the database, not
 * here: the agent's answers reach whichever instance holds its socket (this hook runs there),
 * and that instance sends the next request. A run whose agent left, or that a restart
 * interrupted, is rolled back when the agent is next seen.
 */
export function createInstallDriver(deps: InstallDriverDeps) {
  const every = deps.progressEveryMs ?? 500;
  const now = deps.now ?? Date.now;
  // One change at a time per run: each reads, changes and writes its members.
  const chains = new Map<number, Promise<void>>();
  const lastWrite = new Map<number, number>();

  function serial(id: number, work: () => Promise<void>): Promise<void> {
    const next = (chains.get(id) ?? Promise.resolve())
      .then(work)
      .catch((error: unknown) => deps.log(error))
      .finally(() => {
        if (chains.get(id) === next) chains.delete(id);
      });
    chains.set(id, next);
    return next;
  }

  function sendMember(room: string, run: InstallRun, index: number): void {
    const member = run.members[index]!;
    const data: InstallActionData = {
      name: member.algorithm,
      version: member.version,
      install: { id: run.id, index, count: run.members.length },
    };
    deps.toAgent(room, {
      action: ACTIONS.install,
      type: 'REQUEST',
      data,
      id: `store-install:${run.id}:${index}`,
    });
  }

  function sendRollback(room: string, id: number): void {
    deps.toAgent(room, {
      action: ACTIONS.rollback,
      type: 'REQUEST',
      data: { install: id },
      id: `store-rollback:${id}`,
    });
  }

  // The percentage held back per run, and its pending write.
  const latestProgress = new Map<number, { index: number; progress: number; message: string }>();
  const trailing = new Map<number, NodeJS.Timeout>();

  /** Writes the percentage held back, if the member still installs and no write passed it. */
  async function catchUp(id: number, index: number): Promise<void> {
    const held = latestProgress.get(id);
    latestProgress.delete(id);
    const run = await deps.installs.get(id);
    const member = run?.members[held?.index ?? index];
    if (!run || !held || run.status !== 'running' || member?.status !== 'installing') return;
    if (held.progress <= member.progress) return;
    member.progress = held.progress;
    member.message = held.message;
    await save(run);
  }

  async function save(run: InstallRun, finished = false): Promise<void> {
    lastWrite.set(run.id, now());
    await deps.installs.save(run, finished);
    if (finished) {
      lastWrite.delete(run.id);
      latestProgress.delete(run.id);
      clearTimeout(trailing.get(run.id));
      trailing.delete(run.id);
    }
  }

  async function onMember(room: string, id: number, index: number, message: SocketMessage) {
    const run = await deps.installs.get(id);
    if (!run || run.status !== 'running') return;
    const member = run.members[index];
    const entry = DownloadEntry.safeParse(message.data).data;
    if (!member || member.status === 'installed' || member.status === 'failed') return;
    if (message.status === 'pending') {
      member.status = 'installing';
      member.progress = Math.max(member.progress, Math.min(99, entry?.progress ?? 0));
      member.message = entry?.message ?? member.message;
      // A percentage is written at most every `every` ms (a page reads it back each second);
      // the last one held back is written when its time comes, unless a later write came.
      const wait = every - (now() - (lastWrite.get(id) ?? 0));
      if (wait <= 0) await save(run);
      else if (!trailing.has(id)) {
        trailing.set(
          id,
          setTimeout(() => {
            trailing.delete(id);
            void serial(id, () => catchUp(id, index));
          }, wait),
        );
      }
      latestProgress.set(id, { index, progress: member.progress, message: member.message });
      return;
    }
    if (message.status === 'success') {
      member.status = 'installed';
      member.progress = 100;
      member.message = entry?.message ?? 'Installed';
      const next = index + 1;
      if (next < run.members.length) {
        run.members[next]!.status = 'installing';
        run.message = `Installing ${run.members[next]!.algorithm} (${next + 1} of ${run.members.length})…`;
        await save(run);
        sendMember(room, run, next);
        return;
      }
      run.status = 'succeeded';
      run.message = `Installed all ${run.members.length} members.`;
      await save(run, true);
      await deps.installs.counted(run.id);
      return;
    }
    // An error: the rest is skipped and what this run installed is taken back.
    const reason = entry?.message ?? errorText(message.data) ?? 'The agent refused it.';
    member.status = 'failed';
    member.progress = -1;
    member.message = reason;
    for (const later of run.members.slice(index + 1)) later.status = 'skipped';
    run.message = `${member.algorithm} ${member.version} failed: ${reason} Rolling back…`;
    await save(run);
    sendRollback(room, run.id);
  }

  async function onRollback(id: number, message: SocketMessage) {
    const run = await deps.installs.get(id);
    if (!run || (run.status !== 'running' && run.status !== 'failed')) return;
    if (message.status === 'pending') return;
    const failed = run.members.find((member) => member.status === 'failed');
    const cause = failed
      ? `${failed.algorithm} ${failed.version} failed: ${failed.message}`
      : run.message.replace(/ Rolling back…$/, '');
    if (message.status === 'success') {
      const result = RollbackResult.safeParse(message.data).data;
      for (const member of run.members) {
        if (member.status === 'installed' || member.status === 'installing') {
          member.status = 'rolled_back';
          member.progress = 0;
          member.message = 'Removed: this run was rolled back.';
        }
      }
      const put =
        result && result.restored.length > 0
          ? `; ${result.restored.join(', ')} put back to the earlier version`
          : '';
      run.status = 'rolled_back';
      run.message = `${cause} The members this run installed were removed${put}: the PC is as it was.`;
    } else {
      run.status = 'failed';
      run.message = `${cause} The rollback failed too: ${errorText(message.data) ?? 'no reason given'}. Check the PC in the launcher.`;
    }
    await save(run, true);
  }

  return {
    /** Starts a run the store has just recorded, its first member marked installing. */
    start(room: string, run: InstallRun): void {
      sendMember(room, run, 0);
    },

    /** The relay's hook: an agent's message to its room. Never throws. */
    fromAgent(agent: { pcId: number; room: string }, message: SocketMessage): void {
      if (message.type !== 'RESPONSE' || !message.id) return;
      const install = INSTALL_ID.exec(message.id);
      if (install && message.action === ACTIONS.install) {
        const [id, index] = [Number(install[1]), Number(install[2])];
        void serial(id, () => onMember(agent.room, id, index, message));
        return;
      }
      const rollback = ROLLBACK_ID.exec(message.id);
      if (rollback && message.action === ACTIONS.rollback) {
        const id = Number(rollback[1]);
        void serial(id, () => onRollback(id, message));
      }
    },

    /**
     * A PC's agent connected: runs of it still 'running' were cut (its agent left, or this
     * server restarted) and are rolled back — the agent may have installed part of one.
     */
    agentConnected(agent: { pcId: number; room: string }): void {
      void deps.installs.running(agent.pcId).then((runs) => {
        for (const run of runs) {
          void serial(run.id, async () => {
            run.message = 'The install was cut off (the PC or the studio went away). Rolling back…';
            await save(run);
            sendRollback(agent.room, run.id);
          });
        }
      }, deps.log);
    },
  };
}
export type InstallDriver = ReturnType<typeof createInstallDriver>;

function errorText(data: unknown): string | undefined {
  const message = (data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}
