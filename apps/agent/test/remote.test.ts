import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  API,
  REMOTE_DATA_CHUNK_BYTES,
  REMOTE_DATA_WINDOW_BYTES,
  REMOTE_EVENTS as E,
  REMOTE_NAMESPACE,
  type RemoteOpenAnswer,
  type RemoteSessionInfo,
} from '@ads/contract';
import { io as ioClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, startServer, type TestServer } from '../../../test-support/studio/harness';
import { studioRelayingScreens as studioRelaying } from '../../../test-support/studio/relaying-screens';
import { type Agent, startAgent } from '../src/agent';
import { relayingScreens as agentRelaying } from '../src/remote/relay-heap';
import { alive } from './processes';
import { ByteReader, rfbSession } from '../../../test-support/rfb-client';
import { tempDir, userWithPc } from './studio';

// ADS IDE remote (issue 28), every part real: the studio (its /remote namespace, its rule of
// who may open what, its audit), the real agent with a real shell, the workspace on disk and a
// virtual desktop (Xvfb + x11vnc). The test plays the browser: a socket.io client signed in as
// a user, on the namespace, speaking the contract's events.

let server: TestServer;
let owner: Account;
let stranger: Account;
let pcId: number;
let data: Awaited<ReturnType<typeof tempDir>>;
let agent: Agent;
const browsers: Socket[] = [];
const shell = process.env.SHELL;

/** A browser on the namespace; `heard` keeps what reaches it, `next` waits for one. */
async function browserOf(user: Account) {
  const socket = ioClient(`${server.url}${REMOTE_NAMESPACE}`, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token: user.access },
  });
  browsers.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const heard: Array<{ event: string; payload: any }> = [];
  let wake = () => {};
  socket.onAny((event: string, payload: unknown) => {
    heard.push({ event, payload });
    wake();
  });
  let calls = 0;
  const browser = {
    socket,
    heard,
    async next(event: string, session: string, match: (payload: any) => boolean = () => true) {
      for (;;) {
        const at = heard.findIndex(
          (item) =>
            item.event === event && item.payload?.session === session && match(item.payload),
        );
        if (at >= 0) return heard.splice(at, 1)[0]!.payload;
        // A session that ended says why (Xvfb missing, a shell that exited): fail with that at
        // once rather than wait for the test's timeout.
        const ended = heard.find(
          (item) => item.event === E.end && item.payload?.session === session,
        );
        if (ended && event !== E.end)
          throw new Error(`The session ended before ${event}: ${ended.payload.message}`);
        await new Promise<void>((resolve) => (wake = resolve));
      }
    },
    open: (request: unknown) =>
      socket.timeout(40_000).emitWithAck(E.open, request) as Promise<RemoteOpenAnswer>,
    async opened(request: Record<string, unknown>) {
      const answer = await browser.open({ pcId, ...request });
      if (!answer.ok) throw new Error(answer.message);
      await browser.next(E.ready, answer.session);
      return answer.session;
    },
    async call(session: string, op: string, args: unknown) {
      const id = `call-${++calls}`;
      socket.emit(E.call, { session, call: id, op, args });
      return browser.next(E.result, session, (result) => result.call === id);
    },
    send: (session: string, text: string) =>
      socket.emit(E.data, { session, bytes: Buffer.from(text) }),
    /** A terminal's output as text, credited as it is read, until `pattern` shows. */
    async until(session: string, pattern: RegExp): Promise<string> {
      let text = '';
      while (!pattern.test(text)) {
        const { bytes } = await browser.next(E.data, session);
        socket.emit(E.credit, { session, bytes: bytes.byteLength });
        text += Buffer.from(bytes).toString();
      }
      return text;
    },
  };
  return browser;
}

/** A file of the PC's workspace, as the PC has it (compared with Buffer#equals: a deep
 * toEqual of a megabyte takes seconds). */
const onDisk = (path: string) => readFile(join(data.dir, 'workspace', path));

async function audit(user: Account): Promise<RemoteSessionInfo[]> {
  const answer = await server.call(API.remote.sessions, {
    token: user.access,
    query: { pc_id: pcId },
  });
  expect(answer.status).toBe(200);
  return answer.body.detail;
}

/** Waits until the audit shows what `check` looks for (the agent's counts come in as reported). */
async function auditShows(user: Account, check: (rows: RemoteSessionInfo[]) => boolean) {
  for (;;) {
    const rows = await audit(user);
    if (check(rows)) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  // A quick shell: a login bash reads its profiles for a second or more on a busy machine
  // (src/remote/terminal.test.ts runs the real $SHELL).
  process.env.SHELL = '/bin/sh';
  // Access is asked again every half second here (3 s in the studio's defaults).
  server = await startServer({ limits: { remoteCheckMs: 500 } });
  const root = await server.superAdmin();
  const opened = await server.call(API.changeAppAvailability, {
    token: root.access,
    params: { key: 'remote' },
    body: { states: { USER: 'enabled', ADMIN: 'enabled' } },
  });
  expect(opened.status).toBe(200);
  const made = await userWithPc(server);
  owner = made.user;
  pcId = made.pc.id;
  stranger = await server.signUp();
  data = await tempDir('ads-agent-remote-');
  agent = await startAgent({
    server: server.url,
    token: made.pc.token,
    data: data.dir,
    runtime: 'process',
    workspace: join(data.dir, 'workspace'),
    desktop: true,
    log: () => {},
  });
  // The PC is online once the studio has counted its agent.
  for (;;) {
    const pcs = await server.call(API.listPcs, { token: owner.access });
    if (pcs.body.detail.some((pc: { id: number; online?: boolean }) => pc.id === pcId && pc.online))
      break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});
afterAll(async () => {
  process.env.SHELL = shell;
  for (const socket of browsers) socket.close();
  await agent?.close();
  await server?.close();
  await data?.remove();
});

describe('the remote IDE through the studio', () => {
  it('saves a file from the browser onto the PC’s disk byte for byte, and audits the session', async () => {
    const browser = await browserOf(owner);
    const session = await browser.opened({ kind: 'code' });
    expect(await browser.call(session, 'mkdir', { path: 'src' })).toMatchObject({ ok: true });
    // Bytes that are not all ASCII, in two parts.
    const text = 'print("héllo, 세계")\n'.repeat(40_000);
    const bytes = Buffer.from(text);
    const half = Math.floor(bytes.length / 2);
    const first = await browser.call(session, 'write', {
      path: 'src/hello.py',
      upload: 'upload-0001',
      offset: 0,
      bytes: bytes.subarray(0, half),
      final: false,
      base: null,
    });
    expect(first).toMatchObject({ ok: true, data: { received: half } });
    const saved = await browser.call(session, 'write', {
      path: 'src/hello.py',
      upload: 'upload-0001',
      offset: half,
      bytes: bytes.subarray(half),
      final: true,
      base: null,
    });
    expect(saved).toMatchObject({ ok: true, data: { received: bytes.length } });
    expect((await onDisk('src/hello.py')).equals(bytes)).toBe(true);
    // Saving from the version it was opened at after the file changed on the PC: a conflict.
    const stale = await browser.call(session, 'write', {
      path: 'src/hello.py',
      upload: 'upload-0002',
      offset: 0,
      bytes: Buffer.from('lost\n'),
      final: true,
      base: '0'.repeat(64),
    });
    expect(stale).toMatchObject({ ok: false, code: 'conflict' });
    expect((await onDisk('src/hello.py')).equals(bytes)).toBe(true);
    expect(await browser.call(session, 'list', { path: '../..' })).toMatchObject({
      ok: false,
      code: 'outside',
    });
    browser.socket.emit(E.close, { session });
    const [row] = await auditShows(
      owner,
      (rows) => rows[0]?.ended_at !== null && (rows[0]?.bytes_in ?? 0) > bytes.length,
    );
    expect(row).toMatchObject({
      id: session,
      pc_id: pcId,
      kind: 'code',
      view_only: false,
      open: false,
      end_reason: 'Closed by the user.',
    });
    expect(row!.user.id).toBe(owner.id);
  });

  it('runs a shell: echo $((6*7)) shows 42, at the size asked, and resizes', async () => {
    const browser = await browserOf(owner);
    const session = await browser.opened({ kind: 'terminal', size: { cols: 90, rows: 20 } });
    const open = await audit(owner);
    expect(open.find((row) => row.id === session)).toMatchObject({ open: true, kind: 'terminal' });
    browser.send(session, 'echo $((6*7)); stty size\n');
    await browser.until(session, /42\r\n(.|\n)*20 90\r\n/);
    expect(await browser.call(session, 'resize', { cols: 132, rows: 43 })).toMatchObject({
      ok: true,
    });
    browser.send(session, 'stty size\n');
    await browser.until(session, /43 132\r\n/);
    browser.send(session, 'exit 4\n');
    expect((await browser.next(E.end, session)).message).toBe('The shell exited (code 4).');
    await auditShows(owner, (rows) =>
      rows.some((row) => row.id === session && row.end_reason === 'The shell exited (code 4).'),
    );
  });

  it('holds the PC’s output at the window until the browser takes it in', async () => {
    const browser = await browserOf(owner);
    const session = await browser.opened({ kind: 'terminal' });
    // Half a window more than the window: the PC has more to say than it may send.
    const printed = REMOTE_DATA_WINDOW_BYTES * 1.5;
    browser.send(session, `head -c ${printed} /dev/zero | tr '\\0' a; echo; echo DO''NE\n`);
    let sent = 0;
    while (sent < REMOTE_DATA_WINDOW_BYTES) {
      const { bytes } = await browser.next(E.data, session);
      expect(bytes.byteLength).toBeLessThanOrEqual(REMOTE_DATA_CHUNK_BYTES);
      sent += bytes.byteLength;
    }
    expect(sent).toBe(REMOTE_DATA_WINDOW_BYTES);
    // A call answered now comes after anything sent before it: nothing more was.
    expect(await browser.call(session, 'resize', { cols: 100, rows: 30 })).toMatchObject({
      ok: true,
    });
    expect(browser.heard.filter((item) => item.payload?.session === session)).toEqual([]);
    browser.socket.emit(E.credit, { session, bytes: sent });
    await browser.until(session, /DONE/);
    browser.socket.emit(E.close, { session });
  });

  it('refuses another user on every action, even with the session id', async () => {
    const mine = await browserOf(owner);
    const session = await mine.opened({ kind: 'terminal' });
    const theirs = await browserOf(stranger);
    for (const kind of ['code', 'terminal', 'screen']) {
      expect(await theirs.open({ pcId, kind })).toEqual({ ok: false, message: 'No such PC.' });
    }
    // The owner's session id, known to the stranger: nothing reaches the PC, nothing comes back.
    theirs.send(session, 'echo STOLEN > stolen.txt\n');
    theirs.socket.emit(E.call, { session, call: 'c1', op: 'list', args: { path: '' } });
    theirs.socket.emit(E.close, { session });
    mine.send(session, 'echo $((40+2))\n');
    await mine.until(session, /42\r\n/);
    expect(theirs.heard).toEqual([]);
    await expect(readFile(join(data.dir, 'workspace', 'stolen.txt'))).rejects.toThrow();
    expect(await audit(owner)).toContainEqual(expect.objectContaining({ id: session, open: true }));
    const refused = await server.call(API.remote.sessions, {
      token: stranger.access,
      query: { pc_id: pcId },
    });
    expect(refused.status).toBe(404);
    mine.socket.emit(E.close, { session });
  });

  it('ends a terminal when its page closes, and when the app is turned off for the role', async () => {
    const leaving = await browserOf(owner);
    const first = await leaving.opened({ kind: 'terminal' });
    leaving.send(first, 'echo pid=$$\n');
    const pid = Number(/pid=(\d+)/.exec(await leaving.until(first, /pid=\d+\r\n/))![1]);
    expect(await alive(pid)).toBe(true);
    leaving.socket.close();
    while (await alive(pid)) await new Promise((resolve) => setTimeout(resolve, 20));

    const staying = await browserOf(owner);
    const second = await staying.opened({ kind: 'terminal' });
    staying.send(second, 'echo pid=$$\n');
    const shellPid = Number(/pid=(\d+)/.exec(await staying.until(second, /pid=\d+\r\n/))![1]);
    const root = await server.superAdmin();
    const off = await server.call(API.changeAppAvailability, {
      token: root.access,
      params: { key: 'remote' },
      body: { states: { USER: 'disabled' } },
    });
    expect(off.status).toBe(200);
    const end = await staying.next(E.end, second);
    expect(end.message).toMatch(/is turned off for your role/);
    while (await alive(shellPid)) await new Promise((resolve) => setTimeout(resolve, 20));
    const back = await server.call(API.changeAppAvailability, {
      token: root.access,
      params: { key: 'remote' },
      body: { states: { USER: 'enabled' } },
    });
    expect(back.status).toBe(200);
  });

  it('shows the PC’s desktop, and a second user watches only with the holder’s yes', async () => {
    const holder = await browserOf(owner);
    const answer = await holder.open({ pcId, kind: 'screen' });
    if (!answer.ok) throw new Error(answer.message);
    const ready = await holder.next(E.ready, answer.session);
    expect(ready.desktop).toMatchObject({ width: 1280, height: 720 });
    const reader = new ByteReader();
    void (async () => {
      for (;;) {
        const { bytes } = await holder.next(E.data, answer.session);
        reader.push(Buffer.from(bytes));
        holder.socket.emit(E.credit, { session: answer.session, bytes: bytes.byteLength });
      }
    })();
    const rfb = await rfbSession(reader, (bytes) =>
      holder.socket.emit(E.data, { session: answer.session, bytes }),
    );
    expect(rfb).toMatchObject({ version: 'RFB 003.008\n', width: 1280, height: 720 });

    // An admin asks to watch: the holder is asked, says no, then yes.
    const admin = await browserOf(await server.withRole('ADMIN'));
    const denied = admin.open({ pcId, kind: 'screen' });
    const ask = await holder.next(E.ask, answer.session);
    holder.socket.emit(E.answer, { ask: ask.ask, session: answer.session, allow: false });
    expect(await denied).toMatchObject({
      ok: false,
      message: expect.stringMatching(/did not let you watch/),
    });
    const allowed = admin.open({ pcId, kind: 'screen' });
    const again = await holder.next(E.ask, answer.session);
    holder.socket.emit(E.answer, { ask: again.ask, session: answer.session, allow: true });
    const watching = await allowed;
    expect(watching).toMatchObject({ ok: true, viewOnly: true });
    const rows = await audit(owner);
    expect(rows.filter((row) => row.open && row.kind === 'screen')).toHaveLength(2);
    // Both relay the two screens with their heap let grow (ADR 26), and stop with them.
    expect(studioRelaying()).toBe(2);
    expect(agentRelaying()).toBe(2);
    holder.socket.emit(E.close, { session: answer.session });
    admin.socket.emit(E.close, { session: watching.ok ? watching.session : '' });
    while (studioRelaying() + agentRelaying() > 0) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  it('ends every session when the agent’s link drops: the shell is gone, the page is told', async () => {
    const browser = await browserOf(owner);
    const session = await browser.opened({ kind: 'terminal' });
    browser.send(session, 'echo pid=$$\n');
    const pid = Number(/pid=(\d+)/.exec(await browser.until(session, /pid=\d+\r\n/))![1]);
    // The network under the agent's one connection fails (both namespaces ride it).
    agent.socket.io.engine.close();
    while (await alive(pid)) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(agent.remote.size()).toBe(0);
    const end = await browser.next(E.end, session);
    expect(end.message).toBe('The PC’s link to the studio dropped.');
  });
});
