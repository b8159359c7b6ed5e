import { API, type Pc, type Post, type Project } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../../../../test-support/studio/database';
import { accessToken, call } from '../../../../test-support/reliability/client';
import {
  ADMIN,
  freePort,
  freshStorage,
  type Storage,
  type StudioProcess,
  startStudio,
} from '../../../../test-support/reliability/processes';
import {
  emptyLedger,
  type Ledger,
  noticeContent,
  noticeTitle,
  pcName,
  projectTitle,
  vehicleOf,
  writeBurst,
} from './write-burst';

// The studio runs as its own OS process and is SIGKILLed in the middle of a burst of writes,
// then started again on the same data (PGlite folder or PostgreSQL database).
let storage: Storage;
let port: number;
let studio: StudioProcess | undefined;
const ledger = emptyLedger();

beforeAll(async () => {
  storage = await freshStorage('ads-crash-');
  port = await freePort();
  studio = await startStudio(storage, port);
});
afterAll(async () => {
  await studio?.stop('SIGKILL');
  await storage?.remove();
});

/**
 * Writes concurrently until `notices` more notices are answered (a unit's last write, so every
 * kind of write has been answered and more are in flight), SIGKILLs the studio there and
 * starts it again on the same data.
 */
async function crashDuringBurst(round: string, notices: number): Promise<StudioProcess> {
  const running = studio!;
  const goal = ledger.notices.length + notices;
  const token = await accessToken(running.url, ADMIN.email, ADMIN.password);
  let killed = false;
  await writeBurst({
    url: running.url,
    token,
    round,
    ledger,
    workers: 24,
    killWhen: (written) => written.notices.length >= goal,
    kill() {
      killed = true;
      running.process.kill('SIGKILL');
    },
  });
  expect(ledger.refused).toEqual([]);
  expect(killed).toBe(true);
  expect(ledger.inFlightAtKill).toBeGreaterThan(0);
  await running.exited;
  expect(running.process.signalCode).toBe('SIGKILL');
  studio = undefined;
  studio = await startStudio(storage, port);
  return studio;
}

interface Stored {
  pcs: Map<number, Pc>;
  projects: Map<number, Project>;
  notices: Map<number, Post>;
}

async function readBack(url: string): Promise<Stored> {
  const token = await accessToken(url, ADMIN.email, ADMIN.password);
  const pcs = API.listPcs.answer.parse((await call(url, API.listPcs, { token })).body).detail;
  const projects = API.listProjects.answer.parse(
    (await call(url, API.listProjects, { token })).body,
  ).detail;
  const notices = API.notice.list.answer.parse(
    (await call(url, API.notice.list, { token })).body,
  ).detail;
  return {
    pcs: new Map(pcs.map((pc) => [pc.id, pc])),
    projects: new Map(projects.map((project) => [project.id, project])),
    notices: new Map(notices.map((notice) => [notice.number, notice])),
  };
}

/** Every write answered 2xx is there with exactly the fields it was sent with. */
function expectAnsweredWritesKept(stored: Stored, written: Ledger) {
  for (const pc of written.pcs) {
    expect(stored.pcs.get(pc.id), `PC ${pc.name}`).toMatchObject({
      id: pc.id,
      name: pc.name,
      token: pc.token,
      created_at: pc.created_at,
    });
  }
  for (const project of written.projects) {
    expect(stored.projects.get(project.id), `project ${project.title}`).toMatchObject({
      id: project.id,
      title: project.title,
      vehicle: project.vehicle,
      created_at: project.created_at,
    });
  }
  for (const { projectId, pcId } of written.attached) {
    const attached = stored.projects.get(projectId)?.pc.map((pc) => pc.id);
    expect(attached, `PCs of project ${projectId}`).toContain(pcId);
  }
  for (const notice of written.notices) {
    expect(stored.notices.get(notice.number), `notice ${notice.title}`).toEqual(notice);
  }
}

const keyOf = (text: string, prefix: string) =>
  text.startsWith(prefix) ? text.slice(prefix.length) : null;

/**
 * No row is half-written: whatever is stored, answered or cut off by the kill, is a whole row
 * of one request (every field from the same key), and every attachment has both sides.
 */
function expectNothingHalfWritten(stored: Stored, written: Ledger) {
  for (const pc of stored.pcs.values()) {
    expect(written.triedTokens.get(pc.name), `token of ${pc.name}`).toBe(pc.token);
  }
  for (const project of stored.projects.values()) {
    const key = keyOf(project.title, projectTitle(''));
    expect(key, `title ${project.title}`).not.toBeNull();
    expect(project.vehicle).toBe(vehicleOf(key!));
    for (const pc of project.pc) {
      expect(pc.name, `PC attached to ${project.title}`).toBe(pcName(key!));
      expect(stored.pcs.get(pc.id), `attached PC ${pc.id}`).toBeDefined();
    }
  }
  for (const notice of stored.notices.values()) {
    const key = keyOf(notice.title, noticeTitle(''));
    expect(key, `notice ${notice.title}`).not.toBeNull();
    expect(notice.content).toBe(noticeContent(key!));
  }
}

describe(`kill -9 during a burst of writes (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('restarts on the same data with every answered write kept whole', async () => {
    const restarted = await crashDuringBurst('a', 10);
    const health = await call(restarted.url, API.health);
    expect(API.health.answer.parse(health.body).detail.database).toBe(
      onPostgres ? 'postgres' : 'pglite',
    );
    const stored = await readBack(restarted.url);
    expectAnsweredWritesKept(stored, ledger);
    expectNothingHalfWritten(stored, ledger);
  }, 90_000);

  it('survives a second kill -9 on the recovered data and goes on writing', async () => {
    const restarted = await crashDuringBurst('b', 20);
    const stored = await readBack(restarted.url);
    expectAnsweredWritesKept(stored, ledger);
    expectNothingHalfWritten(stored, ledger);

    const token = await accessToken(restarted.url, ADMIN.email, ADMIN.password);
    const created = await call(restarted.url, API.createProject, {
      token,
      body: { title: projectTitle('after'), vehicle: vehicleOf('after') },
    });
    expect(created.status).toBe(201);
    const id = API.createProject.answer.parse(created.body).detail.id;
    expect(id).toBeGreaterThan(Math.max(...stored.projects.keys()));
  }, 90_000);
});
