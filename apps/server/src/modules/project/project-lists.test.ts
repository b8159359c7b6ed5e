import { describe, expect, it } from 'vitest';
import { createProjectLists } from './project-lists';
import type { ProjectWithPcs } from './project.repo';

const project = (id: number, title: string) =>
  ({ id, title, pcs: [] }) as unknown as ProjectWithPcs;

/** Lists over a counted loader whose answers the test sets, on a clock the test moves. */
function setup() {
  const state = { now: 0, loads: 0, title: 'first', announced: [] as number[] };
  let gate: Promise<void> | null = null;
  const lists = createProjectLists({
    ttlMs: 1000,
    now: () => state.now,
    async load(ownerId) {
      state.loads += 1;
      const title = state.title;
      if (gate) await gate;
      if (title === 'fail') throw new Error('database gone');
      return [project(ownerId, title)];
    },
    async announce(ownerId) {
      state.announced.push(ownerId);
    },
  });
  return {
    lists,
    state,
    /** Holds loads until the returned function is called. */
    hold() {
      let release = () => {};
      gate = new Promise((resolve) => (release = resolve));
      return () => {
        gate = null;
        release();
      };
    },
  };
}

const titles = async (list: Promise<readonly ProjectWithPcs[]>) =>
  (await list).map((each) => each.title);

describe('project lists', () => {
  it('reads an owner’s list once within the time to live, and again after it', async () => {
    const { lists, state } = setup();
    await lists.list(1);
    await lists.list(1);
    await lists.list(2);
    expect(state.loads).toBe(2);
    state.now = 1000;
    await lists.list(1);
    expect(state.loads).toBe(3);
  });

  it('shares one read among the calls that come while it runs', async () => {
    const { lists, state, hold } = setup();
    const release = hold();
    const calls = Array.from({ length: 64 }, () => lists.list(1));
    release();
    const answers = await Promise.all(calls);
    expect(state.loads).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('reads again after a change here, and tells the other instances whose list changed', async () => {
    const { lists, state } = setup();
    await lists.list(1);
    state.title = 'second';
    await lists.changed(1);
    expect(state.announced).toEqual([1]);
    expect(await titles(lists.list(1))).toEqual(['second']);
  });

  it('reads again after another instance announced a change, without announcing it again', async () => {
    const { lists, state } = setup();
    await lists.list(1);
    state.title = 'second';
    lists.heard(1);
    expect(await titles(lists.list(1))).toEqual(['second']);
    expect(state.announced).toEqual([]);
  });

  it('does not keep a read that was running when the list changed', async () => {
    const { lists, state, hold } = setup();
    const release = hold();
    const before = lists.list(1);
    state.title = 'second';
    await lists.changed(1);
    // A call after the change does not share the read that started before it.
    const after = lists.list(1);
    release();
    expect(await titles(before)).toEqual(['first']);
    expect(await titles(after)).toEqual(['second']);
    expect(await titles(lists.list(1))).toEqual(['second']);
    expect(state.loads).toBe(2);
  });

  it('does not keep a failed read', async () => {
    const { lists, state } = setup();
    state.title = 'fail';
    await expect(lists.list(1)).rejects.toThrow('database gone');
    state.title = 'back';
    expect(await titles(lists.list(1))).toEqual(['back']);
  });

  it('forgets the list of a deleted account', async () => {
    const { lists, state } = setup();
    await lists.list(1);
    lists.accountEvents.accountDeleted(1);
    await lists.list(1);
    expect(state.loads).toBe(2);
  });
});
