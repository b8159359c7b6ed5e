import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  REMOTE_DATA_CHUNK_BYTES,
  REMOTE_DATA_WINDOW_BYTES,
  REMOTE_EVENTS,
  REMOTE_NAMESPACE,
} from '@ads/contract';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, startAgent } from '../src/agent';
import { alive } from './processes';
import { ByteReader, rfbSession } from './rfb-client';
import { tempDir } from './studio';

// The agent's remote link against a real socket.io server on loopback in the studio's place:
// the test plays the server relaying a browser (it sends what the server would, and reads what
// the agent answers). The agent is the real one, with a real shell and a real virtual desktop.
let io: Server;
let data: Awaited<ReturnType<typeof tempDir>>;
let agent: Agent;
let remote: ServerSocket;
let auth: { main: unknown; remote: unknown };

/** Events from the agent, kept in order; `next` waits for one matching. */
const heard: Array<{ event: string; payload: any }> = [];
let wake = () => {};
async function next(event: string, session: string, match: (payload: any) => boolean = () => true) {
  for (;;) {
    const index = heard.findIndex(
      (item) => item.event === event && item.payload?.session === session && match(item.payload),
    );
    if (index >= 0) return heard.splice(index, 1)[0]!.payload;
    await new Promise<void>((resolve) => (wake = resolve));
  }
}

let sessions = 0;
const order = (kind: 'code' | 'terminal' | 'screen', more: Record<string, unknown> = {}) => ({
  session: `7.test-session-${String(++sessions).padStart(4, '0')}`,
  kind,
  viewOnly: false,
  user: { id: 1, name: 'dev' },
  ...more,
});

let calls = 0;
async function call(session: string, op: string, args: unknown) {
  const id = `call-${++calls}`;
  remote.emit(REMOTE_EVENTS.call, { session, call: id, op, args });
  return next(REMOTE_EVENTS.result, session, (result) => result.call === id);
}

/** A terminal's output as text, credited as it is read, until `pattern` shows. */
async function until(session: string, pattern: RegExp): Promise<string> {
  let text = '';
  while (!pattern.test(text)) {
    const { bytes } = await next(REMOTE_EVENTS.data, session);
    remote.emit(REMOTE_EVENTS.credit, { session, bytes: bytes.length });
    text += Buffer.from(bytes).toString();
  }
  return text;
}

const shell = process.env.SHELL;
beforeAll(async () => {
  // A quick shell: a login bash reads its profiles for a second or more on a busy machine
  // (terminal.test.ts runs the real $SHELL).
  process.env.SHELL = '/bin/sh';
  const http = createServer();
  io = new Server(http, { path: '/socket.io', transports: ['websocket'] });
  await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  data = await tempDir('ads-agent-remote-');
  const main = new Promise<unknown>((resolve) =>
    io.once('connection', (socket) => resolve(socket.handshake.auth)),
  );
  const connected = new Promise<ServerSocket>((resolve) =>
    io.of(REMOTE_NAMESPACE).on('connection', resolve),
  );
  agent = await startAgent({
    server: url,
    token: 'pc-token-of-this-test',
    data: data.dir,
    runtime: 'process',
    workspace: join(data.dir, 'workspace'),
    desktop: true,
    log: () => {},
  });
  remote = await connected;
  auth = { main: await main, remote: remote.handshake.auth };
  remote.onAny((event: string, payload: unknown) => {
    heard.push({ event, payload });
    wake();
  });
});
afterAll(async () => {
  process.env.SHELL = shell;
  await agent?.close();
  await new Promise((done) => io.close(() => done(undefined)));
  await data?.remove();
});

describe('the agent’s remote link', () => {
  it('rides the same connection on its namespace, with the same auth', () => {
    expect(auth.remote).toEqual(auth.main);
    expect(auth.remote).toMatchObject({ token: 'pc-token-of-this-test' });
  });

  it('serves the workspace to a code session, and ignores garbage', async () => {
    const open = order('code');
    remote.emit(REMOTE_EVENTS.open, open);
    const ready = await next(REMOTE_EVENTS.ready, open.session);
    expect(ready.workspace).toBe(join(data.dir, 'workspace'));
    for (const junk of [
      null,
      'x',
      { session: open.session },
      { session: 'nope', call: 'c', op: 'list', args: {} },
    ]) {
      remote.emit(REMOTE_EVENTS.call, junk);
      remote.emit(REMOTE_EVENTS.open, junk);
      remote.emit(REMOTE_EVENTS.data, junk);
    }
    const saved = await call(open.session, 'write', {
      path: 'src/hello.py',
      upload: 'upload-0001',
      offset: 0,
      bytes: Buffer.from('print("hello")\n'),
      final: true,
      base: null,
    });
    expect(saved).toMatchObject({ ok: false, code: 'not_found' });
    expect(await call(open.session, 'mkdir', { path: 'src' })).toMatchObject({ ok: true });
    const again = await call(open.session, 'write', {
      path: 'src/hello.py',
      upload: 'upload-0002',
      offset: 0,
      bytes: Buffer.from('print("hello")\n'),
      final: true,
      base: null,
    });
    expect(again).toMatchObject({ ok: true, data: { received: 15 } });
    expect(await readFile(join(data.dir, 'workspace', 'src', 'hello.py'), 'utf8')).toBe(
      'print("hello")\n',
    );
    const read = await call(open.session, 'read', { path: 'src/hello.py' });
    expect(Buffer.from(read.data.bytes).toString()).toBe('print("hello")\n');
    expect(read.data.version).toBe(again.data.version);
    expect(await call(open.session, 'list', { path: '../..' })).toMatchObject({
      ok: false,
      code: 'outside',
    });
    expect(await call(open.session, 'list', { way: 'wrong' })).toMatchObject({
      ok: false,
      code: 'invalid',
    });
    expect(await call(open.session, 'resize', { cols: 80, rows: 24 })).toMatchObject({
      ok: false,
      code: 'invalid',
    });
    remote.emit(REMOTE_EVENTS.close, { session: open.session });
    expect(await next(REMOTE_EVENTS.end, open.session)).toEqual({
      session: open.session,
      message: 'The session was closed.',
    });
    expect(await next(REMOTE_EVENTS.stat, open.session)).toEqual({
      session: open.session,
      // The refused save's bytes came toward the PC too.
      bytesIn: 30,
      bytesOut: 15,
    });
  });

  it('lets a code session marked view-only look but not change', async () => {
    const open = order('code', { viewOnly: true });
    remote.emit(REMOTE_EVENTS.open, open);
    await next(REMOTE_EVENTS.ready, open.session);
    expect(await call(open.session, 'list', { path: 'src' })).toMatchObject({ ok: true });
    expect(await call(open.session, 'delete', { path: 'src' })).toMatchObject({
      ok: false,
      code: 'refused',
    });
    remote.emit(REMOTE_EVENTS.close, { session: open.session });
    await next(REMOTE_EVENTS.end, open.session);
  });

  it('runs a shell in a terminal session, at its size, with resize', async () => {
    const open = order('terminal', { size: { cols: 90, rows: 20 } });
    remote.emit(REMOTE_EVENTS.open, open);
    await next(REMOTE_EVENTS.ready, open.session);
    remote.emit(REMOTE_EVENTS.data, {
      session: open.session,
      bytes: Buffer.from('echo $((6*7)); stty size\n'),
    });
    await until(open.session, /42\r\n(.|\n)*20 90\r\n/);
    expect(await call(open.session, 'resize', { cols: 132, rows: 43 })).toMatchObject({ ok: true });
    remote.emit(REMOTE_EVENTS.data, { session: open.session, bytes: Buffer.from('stty size\n') });
    await until(open.session, /43 132\r\n/);
    remote.emit(REMOTE_EVENTS.data, { session: open.session, bytes: Buffer.from('exit 4\n') });
    expect((await next(REMOTE_EVENTS.end, open.session)).message).toBe(
      'The shell exited (code 4).',
    );
  });

  it('sends no more than the window ahead of the credit, then goes on when credited', async () => {
    const open = order('terminal');
    remote.emit(REMOTE_EVENTS.open, open);
    await next(REMOTE_EVENTS.ready, open.session);
    remote.emit(REMOTE_EVENTS.data, {
      session: open.session,
      bytes: Buffer.from("head -c 1500000 /dev/zero | tr '\\0' a; echo; echo DO''NE\n"),
    });
    // Nothing credited: the agent stops at the window.
    let sent = 0;
    while (sent < REMOTE_DATA_WINDOW_BYTES) {
      const { bytes } = await next(REMOTE_EVENTS.data, open.session);
      expect(bytes.length).toBeLessThanOrEqual(REMOTE_DATA_CHUNK_BYTES);
      sent += bytes.length;
    }
    expect(sent).toBe(REMOTE_DATA_WINDOW_BYTES);
    // A call answered after that point comes after anything sent before it: nothing was.
    expect(await call(open.session, 'resize', { cols: 100, rows: 30 })).toMatchObject({ ok: true });
    expect(heard.filter((item) => item.payload?.session === open.session)).toEqual([]);
    remote.emit(REMOTE_EVENTS.credit, { session: open.session, bytes: sent });
    const rest = await until(open.session, /DONE/);
    expect(rest.split('a').length - 1 + sent).toBeGreaterThanOrEqual(1_500_000);
    remote.emit(REMOTE_EVENTS.close, { session: open.session });
    await next(REMOTE_EVENTS.end, open.session);
  });

  it('bridges a view-only screen to the virtual desktop', async () => {
    const open = order('screen', { viewOnly: true });
    remote.emit(REMOTE_EVENTS.open, open);
    const ready = await next(REMOTE_EVENTS.ready, open.session);
    expect(ready.desktop).toMatchObject({ width: 1280, height: 720 });
    const reader = new ByteReader();
    const reading = (async () => {
      for (;;) {
        const { bytes } = await next(REMOTE_EVENTS.data, open.session);
        reader.push(bytes);
        remote.emit(REMOTE_EVENTS.credit, { session: open.session, bytes: bytes.length });
      }
    })();
    void reading;
    const session = await rfbSession(reader, (bytes) =>
      remote.emit(REMOTE_EVENTS.data, { session: open.session, bytes }),
    );
    expect(session).toMatchObject({
      version: 'RFB 003.008\n',
      width: 1280,
      height: 720,
      area: 1280 * 720,
    });
    remote.emit(REMOTE_EVENTS.close, { session: open.session });
    const stat = await next(REMOTE_EVENTS.stat, open.session);
    expect(stat.bytesOut).toBeGreaterThan(1280 * 720);
  });

  it('ends every session when the link drops: the shell is gone', async () => {
    const open = order('terminal');
    remote.emit(REMOTE_EVENTS.open, open);
    await next(REMOTE_EVENTS.ready, open.session);
    remote.emit(REMOTE_EVENTS.data, { session: open.session, bytes: Buffer.from('echo pid=$$\n') });
    const pid = Number(/pid=(\d+)/.exec(await until(open.session, /pid=\d+\r\n/))![1]);
    expect(await alive(pid)).toBe(true);
    remote.disconnect();
    while (await alive(pid)) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(agent.remote.size()).toBe(0);
  });
});
