import { existsSync } from 'node:fs';
import { mkdir, readFile, stat, symlink, truncate, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  API,
  type Pc,
  RECORD_UPLOAD_PATH,
  type Recording,
  SOCKET_EVENTS,
  type UploadProgress,
} from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CORRUPT_MESSAGES,
  writeBag,
  writeCorrupt,
  writeMcap,
} from '../../../test-support/record-files';
import { type Account, startServer, type TestServer } from '../../../test-support/studio/harness';
import { agentPresence } from '../../../test-support/reliability/accounts';
import { type Child, startAgentProcess } from '../../../test-support/reliability/processes';
import { type Agent, startAgent } from '../src/agent';
import { openRecording } from '../src/recordings/folder';
import { createUploader } from '../src/recordings/uploader';
import { type Browser, browser, connected, tempDir } from './studio';
import { loopbackBufferBytes, startUploadHoldingProxy } from './upload-holding-proxy';

// A real studio server with its tus endpoint, the real agent with a registered PC's token and
// a recordings folder of real MCAP and bag files, and a socket.io client as the browser.
let server: TestServer;
let user: Account;
let data: Awaited<ReturnType<typeof tempDir>>;
let outside: Awaited<ReturnType<typeof tempDir>>;
let agent: Agent;
let web: Browser;
let pc: Pc;
let folder: string;
/** Requests that reached the studio's upload endpoint. */
let uploadRequests = 0;
const quiet = () => {};
/** Bytes of an upload the holding proxy lets reach the studio before it holds the rest. */
const PASSED_BYTES = 4 * 1024 * 1024;

/** A PC of `user`, registered through the real API. */
async function registerPc(name: string): Promise<Pc> {
  const minted = await server.call(API.mintPcToken, { token: user.access });
  const answer = await server.call(API.registerPc, {
    token: user.access,
    body: { name, token: minted.body.detail },
  });
  return API.registerPc.answer.parse(answer.body).detail;
}

beforeAll(async () => {
  server = await startServer();
  server.app.server.on('request', (request: { url?: string }) => {
    if (request.url?.startsWith(RECORD_UPLOAD_PATH)) uploadRequests += 1;
  });
  user = await server.signUp();
  pc = await registerPc('Recording vehicle PC');
  data = await tempDir('ads-agent-rec-');
  outside = await tempDir('ads-agent-outside-');
  folder = join(data.dir, 'recordings');
  agent = await startAgent({
    server: server.url,
    token: pc.token,
    data: data.dir,
    runtime: 'process',
    log: quiet,
  });
  await connected(agent.socket);
  web = await browser(server.url, user, pc.token);
});
afterAll(async () => {
  web?.close();
  await agent?.close();
  await server?.close();
  await data?.remove();
  await outside?.remove();
});

const progressOf = (messages: { data?: unknown }[]) =>
  messages.map((message) => (message.data as UploadProgress).progress);

async function record(id: number) {
  const answer = await server.call(API.getRecord, { token: user.access, params: { id } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return API.getRecord.answer.parse(answer.body).detail;
}

describe('recordingsAPI', () => {
  it('creates the recordings folder at start, in the data folder by default', () => {
    expect(existsSync(folder)).toBe(true);
  });

  it('lists the files of the folder and its sub-folders, newest first', async () => {
    const at = (minute: number) => new Date(Date.UTC(2025, 0, 2, 10, minute));
    const files: [string, Date][] = [
      ['drive.mcap', at(1)],
      ['drive.bag', at(2)],
      ['rosbag2_2025_01_02/rosbag2_2025_01_02_0.mcap', at(3)],
    ];
    await mkdir(join(folder, 'rosbag2_2025_01_02'));
    await writeMcap(join(folder, files[0]![0]), { durationS: 5 });
    await writeBag(join(folder, files[1]![0]), { durationS: 5 });
    await writeMcap(join(folder, files[2]![0]), { durationS: 5 });
    for (const [name, time] of files) await utimes(join(folder, name), time, time);
    // Not listed: hidden files, and links that lead out of the folder.
    await writeMcap(join(folder, '.partial.mcap'), { durationS: 1 });
    await writeMcap(join(outside.dir, 'secret.mcap'), { durationS: 1 });
    await symlink(join(outside.dir, 'secret.mcap'), join(folder, 'escape.mcap'));

    const { final } = await web.ask('recordingsAPI');
    expect(final.status).toBe('success');
    const expected: Recording[] = [];
    for (const [name, time] of [...files].reverse()) {
      const { size } = await stat(join(folder, name));
      expected.push({ name, size, modified: time.toISOString() });
    }
    expect(final.data).toEqual(expected);
  });
});

describe('uploadAPI', () => {
  it('uploads an MCAP with progress 0 → percent → 100 and the new record of this PC', async () => {
    const name = 'highway-drive.mcap';
    // About 21 MB of lidar, streamed in one request: progress comes as the bytes go out.
    const written = await writeMcap(join(folder, name), {
      durationS: 10,
      lidarPoints: 12_800,
      profile: 'highway',
    });
    const project = await server.call(API.createProject, {
      token: user.access,
      body: { title: 'Highway pilot', vehicle: 'Test car 1' },
    });
    const projectId = (project.body as { detail: { id: number } }).detail.id;

    const { final, pending } = await web.ask('uploadAPI', { name, project_id: projectId });
    expect(final.status, JSON.stringify(final.data)).toBe('success');
    const progress = progressOf(pending);
    expect(progress[0]).toBe(0);
    expect((pending[0]!.data as UploadProgress).message).toMatch(/^Starting the upload/);
    expect(progress.slice(1).every((value) => value >= 1 && value <= 99)).toBe(true);
    expect(progress.length).toBeGreaterThan(2);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    // At most one message per whole percent (99 again when the last byte is out).
    expect(progress.length).toBeLessThanOrEqual(new Set(progress).size + 1);
    const done = final.data as UploadProgress;
    expect(done).toEqual({
      name,
      progress: 100,
      type: 'upload',
      message: expect.stringContaining(name),
      record_id: expect.any(Number),
    });

    const stored = await record(done.record_id!);
    expect(stored).toMatchObject({
      name,
      format: 'mcap',
      size: written.size,
      pc: { id: pc.id, name: pc.name },
      project: { id: projectId },
      message_count: written.messageCount,
    });
    // Nothing left to resume once the upload is done.
    const urls = JSON.parse(await readFile(join(data.dir, 'uploads.json'), 'utf8'));
    expect(urls.uploads).toEqual({});
  });

  it('uploads a ROS 1 bag from a sub-folder', async () => {
    await mkdir(join(folder, 'city'), { recursive: true });
    const written = await writeBag(join(folder, 'city', 'loop.bag'), { durationS: 20 });
    const { final } = await web.ask('uploadAPI', { name: 'city/loop.bag' });
    expect(final.status, JSON.stringify(final.data)).toBe('success');
    const stored = await record((final.data as UploadProgress).record_id!);
    expect(stored).toMatchObject({ name: 'loop.bag', format: 'bag', size: written.size });
    expect(stored.pc?.id).toBe(pc.id);
  });

  it('answers −1 with the studio’s reason when it refuses the upload itself', async () => {
    const { final } = await web.ask('uploadAPI', { name: 'drive.mcap', project_id: 999_999 });
    expect(final).toMatchObject({
      status: 'error',
      data: { name: 'drive.mcap', progress: -1, type: 'upload', message: 'No such project.' },
    });
  });

  it('answers −1 with the studio’s reason for a file it cannot index, and keeps nothing', async () => {
    for (const kind of ['mcap-truncated', 'text'] as const) {
      const name = `broken-${kind}.mcap`;
      await writeCorrupt(join(folder, name), kind);
      const { final, pending } = await web.ask('uploadAPI', { name });
      expect(progressOf(pending)[0]).toBe(0);
      expect(final).toMatchObject({
        status: 'error',
        data: { name, progress: -1, type: 'upload', message: CORRUPT_MESSAGES[kind] },
      });
      const listed = await server.call(API.listRecords, {
        token: user.access,
        query: { q: 'broken' },
      });
      expect(API.listRecords.answer.parse(listed.body).detail.total).toBe(0);
    }
    // Asked again, it is sent again and refused again: nothing stale was kept to resume.
    const again = await web.ask('uploadAPI', { name: 'broken-text.mcap' });
    expect(again.final.data).toMatchObject({ progress: -1, message: CORRUPT_MESSAGES.text });
  });

  it('refuses names outside the recordings folder before any request to the studio', async () => {
    await writeMcap(join(data.dir, 'state-neighbour.mcap'), { durationS: 1 });
    await mkdir(join(outside.dir, 'drives'));
    await writeMcap(join(outside.dir, 'drives', 'other.mcap'), { durationS: 1 });
    await symlink(join(outside.dir, 'drives'), join(folder, 'linked-drives'));
    await writeFile(join(folder, 'empty.mcap'), '');
    const before = uploadRequests;
    const refusals: [string, RegExp][] = [
      ['../state-neighbour.mcap', /not a file of the recordings folder/],
      ['city/../../state-neighbour.mcap', /not a file of the recordings folder/],
      [join(folder, 'drive.mcap'), /not a file of the recordings folder/],
      [join(outside.dir, 'secret.mcap'), /not a file of the recordings folder/],
      ['escape.mcap', /leads outside the recordings folder/],
      ['linked-drives/other.mcap', /leads outside the recordings folder/],
      ['missing.mcap', /There is no recording missing\.mcap/],
      ['rosbag2_2025_01_02', /is not a file/],
      ['empty.mcap', /empty\.mcap is empty; there is nothing to send\./],
    ];
    for (const [name, reason] of refusals) {
      const { final, pending } = await web.ask('uploadAPI', { name });
      expect(pending, name).toEqual([]);
      expect(final.status, name).toBe('error');
      expect(final.data, name).toMatchObject({ name, progress: -1, type: 'upload' });
      expect((final.data as UploadProgress).message, name).toMatch(reason);
    }
    const bad = await web.ask('uploadAPI', { project_id: 1 });
    expect(bad.final).toMatchObject({ status: 'error', data: { progress: -1 } });
    expect(uploadRequests).toBe(before);
  });
});

describe('uploads that overlap or stall', () => {
  it('refuses a second upload of a file that is being uploaded', async () => {
    const name = 'twice.mcap';
    await writeMcap(join(folder, name), { durationS: 10, lidarPoints: 12_800 });
    const finals: { status?: string; data?: unknown }[] = [];
    const both = new Promise<void>((resolve) => {
      const listen = (payload: {
        message: { action: string; status?: string; data?: unknown };
      }) => {
        const { message } = payload;
        if (message.action !== 'uploadAPI' || message.status === 'pending') return;
        finals.push(message);
        if (finals.length === 2) {
          web.socket.off(SOCKET_EVENTS.userMsg, listen);
          resolve();
        }
      };
      web.socket.on(SOCKET_EVENTS.userMsg, listen);
    });
    for (let i = 0; i < 2; i++) {
      web.socket.emit(SOCKET_EVENTS.userMsg, {
        room: pc.token,
        message: { action: 'uploadAPI', type: 'REQUEST', data: { name } },
      });
    }
    await both;
    expect(finals).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          status: 'error',
          data: expect.objectContaining({
            progress: -1,
            message: `${name} is already being uploaded.`,
          }),
        }),
        expect.objectContaining({
          status: 'success',
          data: expect.objectContaining({ progress: 100, record_id: expect.any(Number) }),
        }),
      ]),
    );
  });

  it('gives up a request the studio stops answering, and resumes it when asked again', async () => {
    const proxy = await startUploadHoldingProxy(server.url);
    const scratch = await tempDir('ads-agent-stall-');
    try {
      // Long enough that what the proxy holds back outgrows the loopback's buffers.
      const path = join(scratch.dir, 'stalled.mcap');
      const atLeast = PASSED_BYTES + loopbackBufferBytes() + 8 * 1024 * 1024;
      let written = await writeMcap(path, { durationS: 10, lidarPoints: 12_800 });
      if (written.size < atLeast) {
        const durationS = Math.ceil((10 * atLeast) / written.size);
        written = await writeMcap(path, { durationS, lidarPoints: 12_800 });
      }
      // Short enough for a test, long enough for a busy machine's ordinary pauses.
      const patient = { stallMs: 2000 };
      const send = async (options: { stallMs?: number } = {}) => {
        // A new uploader each time, as after a restart: it reads what the last one kept.
        const uploader = await createUploader({
          server: proxy.url,
          token: pc.token,
          urlsFile: join(scratch.dir, 'uploads.json'),
          ...options,
        });
        const file = await openRecording(scratch.dir, 'stalled.mcap');
        const progress: number[] = [];
        try {
          const id = await uploader.send({ file, progress: (value) => progress.push(value) });
          return { id, progress };
        } finally {
          await file.close();
        }
      };
      const held = proxy.holdAfter(PASSED_BYTES);
      const gaveUp = send(patient);
      await expect(gaveUp).rejects.toThrow(
        'The studio stopped answering while stalled.mcap was sent; ask again to resume it.',
      );
      // Usually the proxy held the request after PASSED_BYTES; on a busy machine the studio may
      // have been still before (authenticating, locking): the agent gives up then too, with less
      // on the studio. Either way it resumes from what the studio kept, which HEAD tells.
      await Promise.race([held, gaveUp.catch(() => {})]);
      proxy.release();
      const kept = await keptBytes(scratch.dir);
      const resumed = await send();
      expect(resumed.progress[1]).toBeGreaterThanOrEqual(Math.floor((kept / written.size) * 100));
      expect(proxy.created()).toBe(1);
      expect((await record(resumed.id!)).size).toBe(written.size);
    } finally {
      await proxy.close();
      await scratch.remove();
    }
  });

  it('waits for the studio’s index longer than for a stalled request once every byte is out', async () => {
    const proxy = await startUploadHoldingProxy(server.url);
    const scratch = await tempDir('ads-agent-slow-index-');
    try {
      await writeMcap(join(scratch.dir, 'slow.mcap'), { durationS: 10, lidarPoints: 12_800 });
      // The answer comes twice the stall limit after the last byte, as from a long index.
      proxy.delayAnswers(2000);
      const uploader = await createUploader({
        server: proxy.url,
        token: pc.token,
        urlsFile: join(scratch.dir, 'uploads.json'),
        stallMs: 1000,
      });
      const file = await openRecording(scratch.dir, 'slow.mcap');
      const progress: number[] = [];
      try {
        const id = await uploader.send({ file, progress: (value) => progress.push(value) });
        expect(id).toEqual(expect.any(Number));
        expect(progress.at(-1)).toBe(99);
      } finally {
        await file.close();
      }
    } finally {
      await proxy.close();
      await scratch.remove();
    }
  });
});

/** The bytes the studio kept of the one upload whose address the uploader saved in `dir`. */
async function keptBytes(dir: string): Promise<number> {
  const saved = JSON.parse(await readFile(join(dir, 'uploads.json'), 'utf8')) as {
    uploads: Record<string, { uploadUrl: string }>;
  };
  const [entry] = Object.values(saved.uploads);
  const head = await fetch(new URL(new URL(entry!.uploadUrl).pathname, server.url), {
    method: 'HEAD',
    headers: { authorization: `Bearer ${pc.token}`, 'tus-resumable': '1.0.0' },
  });
  expect(head.status).toBe(200);
  return Number(head.headers.get('upload-offset'));
}

describe('a recording that changes while it is sent', () => {
  it('fails the upload with the reason when the file is cut short', async () => {
    const scratch = await tempDir('ads-agent-cut-');
    try {
      const { size } = await writeMcap(join(scratch.dir, 'cut.mcap'), {
        durationS: 10,
        lidarPoints: 12_800,
      });
      const uploader = await createUploader({
        server: server.url,
        token: pc.token,
        urlsFile: join(scratch.dir, 'uploads.json'),
      });
      const file = await openRecording(scratch.dir, 'cut.mcap');
      try {
        await truncate(join(scratch.dir, 'cut.mcap'), Math.floor(size / 2));
        await expect(uploader.send({ file, progress: () => {} })).rejects.toThrow(
          'Cannot read cut.mcap: the file is shorter than when it was opened',
        );
      } finally {
        await file.close();
      }
    } finally {
      await scratch.remove();
    }
  });
});

describe('an agent killed in the middle of an upload', () => {
  // The agent CLI as its own OS process, behind a proxy that lets the first PASSED_BYTES of
  // the file reach the studio and holds the rest, so the kill lands with a part of it uploaded.
  let proxy: Awaited<ReturnType<typeof startUploadHoldingProxy>>;
  let killable: Pc;
  let child: Child | undefined;
  let room: Browser;
  let killData: Awaited<ReturnType<typeof tempDir>>;
  const name = 'long-drive.mcap';
  let size = 0;
  const startChild = () =>
    startAgentProcess({ server: proxy.url, token: killable.token, data: killData.dir });
  // When the agent does not come (or go), the failure shows what its process printed.
  const online = (value = true) =>
    agentPresence(server.url, user.access, killable.id, value).catch((error: Error) => {
      throw new Error(`${error.message}; the agent process printed:\n${child?.output()}`);
    });

  beforeAll(async () => {
    proxy = await startUploadHoldingProxy(server.url);
    killable = await registerPc('Killable vehicle PC');
    killData = await tempDir('ads-agent-kill-upload-');
    await mkdir(join(killData.dir, 'recordings'));
    ({ size } = await writeMcap(join(killData.dir, 'recordings', name), {
      durationS: 10,
      lidarPoints: 12_800,
    }));
    room = await browser(server.url, user, killable.token);
  });
  afterAll(async () => {
    room?.close();
    await child?.stop('SIGKILL');
    await proxy?.close();
    await killData?.remove();
  });

  // Each test starts an agent process and waits for it: more than a unit test's time on a busy
  // machine, as the reliability suite allows.
  it(
    'is killed with a part of the file on the studio and the upload address kept on disk',
    {
      timeout: 60_000,
    },
    async () => {
      child = startChild();
      await online();
      const held = proxy.holdAfter(PASSED_BYTES);
      room.socket.emit(SOCKET_EVENTS.userMsg, {
        room: killable.token,
        message: { action: 'uploadAPI', type: 'REQUEST', data: { name } },
      });
      await held;
      const saved = JSON.parse(await readFile(join(killData.dir, 'uploads.json'), 'utf8')) as {
        uploads: Record<string, { uploadUrl: string }>;
      };
      const [entry] = Object.values(saved.uploads);
      expect(entry?.uploadUrl).toContain(RECORD_UPLOAD_PATH);
      const path = new URL(entry!.uploadUrl).pathname;
      // The kill lands once the studio has written every byte that passed.
      const received = join(server.filesDir, 'uploads', path.slice(path.lastIndexOf('/') + 1));
      while ((await stat(received)).size < PASSED_BYTES) await sleep(10);
      await child.stop('SIGKILL');
      await online(false);

      const head = await fetch(new URL(path, server.url), {
        method: 'HEAD',
        headers: { authorization: `Bearer ${killable.token}`, 'tus-resumable': '1.0.0' },
      });
      expect(head.status).toBe(200);
      expect(Number(head.headers.get('upload-offset'))).toBe(PASSED_BYTES);
      expect(Number(head.headers.get('upload-length'))).toBe(size);
    },
  );

  it('resumes from there after a restart and makes the record', async () => {
    proxy.release();
    // The agent of the test before is gone, even if that test failed before killing it.
    await child?.stop('SIGKILL');
    child = startChild();
    await online();
    const { final, pending } = await room.ask('uploadAPI', { name });
    expect(final.status, `${JSON.stringify(final.data)}\n${child.output()}`).toBe('success');
    expect(pending[0]?.data).toMatchObject({ progress: 0, message: /^Resuming the upload/ });
    // The first progress after resuming is past the bytes the studio already had.
    const resumedAt = Math.floor((PASSED_BYTES / size) * 100);
    expect(progressOf(pending)[1]).toBeGreaterThanOrEqual(resumedAt);
    expect(proxy.created()).toBe(1);

    const stored = await record((final.data as UploadProgress).record_id!);
    expect(stored).toMatchObject({ name, size, pc: { id: killable.id } });
  }, 60_000);
});
