import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { RollbackResult } from '@ads/contract';
import { z } from 'zod';
import { openJsonFile } from './json-file';
import { AgentError, type Runtime } from './runtime';
import { type AgentState, Installed } from './state';

// A combo's install run (issue 27) installs its members one `installAPI` at a time; if one
// fails, `rollbackAPI` must leave the PC as it was. Before a member replaces anything, its
// journal (`<data>/install-runs/<id>/`) notes what was installed (the state entry, or none)
// and keeps its files aside; the run's last member discards it. A journal still there when
// the agent starts belongs to a run that never finished, and is rolled back then.

const Member = z.object({
  index: z.number(),
  name: z.string(),
  /** What was installed under this name before the run: null when nothing was. */
  earlier: Installed.nullable(),
});
const Journal = z.object({
  version: z.literal(1),
  install: z.number(),
  count: z.number(),
  /** In the order they were installed; undone newest first. */
  members: z.array(Member),
});
type Journal = z.infer<typeof Journal>;

/** The `install` of installAPI's data: which run, which member of how many. */
export interface InstallRun {
  id: number;
  index: number;
  count: number;
}

export interface InstallRuns {
  /**
   * Before member `name` of `run` replaces what is installed: notes it in the run's journal and
   * moves it aside. A member installed again in the same run keeps its first note.
   */
  keepAside(run: InstallRun, name: string): Promise<void>;
  /** The run's last member is installed: the journal goes, and what it kept aside. */
  finish(id: number): Promise<void>;
  /**
   * Newest first, stops each member if it runs, removes what the run installed and puts back
   * the earlier version. An unknown (or finished) run has nothing to undo.
   */
  rollback(id: number): Promise<RollbackResult>;
  /** The runs whose journal is open. */
  open(): Promise<number[]>;
}

export function createInstallRuns(deps: {
  dir: string;
  state: AgentState;
  runtime: Runtime;
}): InstallRuns {
  const { state, runtime } = deps;
  const root = join(deps.dir, 'install-runs');
  const folder = (id: number) => join(root, String(id));
  const asideOf = (id: number, member: { index: number; name: string }) =>
    join(folder(id), `${member.index}-${member.name}`);
  const journal = (id: number) => openJsonFile(join(folder(id), 'journal.json'), Journal);
  /** Runs rolled back while this agent runs: a member arriving late must not reopen one. */
  const rolledBack = new Set<number>();
  // One journal change at a time: a rollback never meets a half-noted member.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const done = queue.then(work);
    queue = done.catch(() => {});
    return done;
  };

  return {
    keepAside: (run, name) =>
      serial(async () => {
        if (rolledBack.has(run.id)) {
          throw new AgentError(`Install run ${run.id} has been rolled back; start a new one.`);
        }
        await mkdir(folder(run.id), { recursive: true });
        const file = await journal(run.id);
        const noted: Journal = file.initial ?? {
          version: 1,
          install: run.id,
          count: run.count,
          members: [],
        };
        if (noted.members.some((member) => member.name === name)) return;
        const entry = state.get(name);
        const member = {
          index: run.index,
          name,
          earlier: entry?.status === 'installed' ? entry : null,
        };
        // Noted first: a crash before the move finds the files still in place.
        await file.save({ ...noted, members: [...noted.members, member] });
        await runtime.setAside(name, asideOf(run.id, member));
      }),

    finish: (id) => serial(() => rm(folder(id), { recursive: true, force: true })),

    rollback: (id) =>
      serial(async () => {
        rolledBack.add(id);
        const result: RollbackResult = { install: id, removed: [], restored: [] };
        const file = await journal(id);
        const members = [...(file.initial?.members ?? [])];
        while (members.length > 0) {
          const member = members.at(-1)!;
          const module = state.get(member.name)?.module ?? member.earlier?.module;
          try {
            if (module && (await runtime.list([module]))[0]?.is_running) {
              await runtime.stop(module);
            }
            await runtime.putBack(member.name, member.earlier?.module ?? null, asideOf(id, member));
          } catch (error) {
            const reason = error instanceof Error ? error.message : String(error);
            throw new AgentError(`${member.name} could not be put back: ${reason}`);
          }
          if (member.earlier) {
            await state.put(member.earlier);
            result.restored.push(member.name);
          } else {
            await state.remove(member.name);
            result.removed.push(member.name);
          }
          members.pop();
          // Undone members leave the journal one by one: a rollback cut short goes on from here.
          if (file.initial) await file.save({ ...file.initial, members });
        }
        await rm(folder(id), { recursive: true, force: true });
        return result;
      }),

    async open() {
      const names = await readdir(root).catch(() => [] as string[]);
      return names
        .filter((name) => /^\d+$/.test(name))
        .map(Number)
        .sort((a, b) => a - b);
    },
  };
}
