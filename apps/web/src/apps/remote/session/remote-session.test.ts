import { createHash } from 'node:crypto';
import { readFile as readOnDisk, readdir, writeFile as writeOnDisk } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { REMOTE_DATA_WINDOW_BYTES, REMOTE_FILE_PART_BYTES, ROUTES } from '@ads/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../../../lib/api';
import { registerPc } from '../../../test/pcs';
import { api, connectToRealApi, signIn } from '../../../test/real-api';
import { deleteAfter, startRemotePc, stopRemotePcs } from '../../../test/remote-pc';
import { RemoteCallError, RemoteOpenError } from './errors';
import { readFile, writeFile } from './file-transfer';
import { openSession, type RemoteSession } from './remote-session';
import { SessionChannel } from './ws-channel';

// The session client against the real `/remote` namespace of the web tests' real studio, and the
// real agent in this process on the other end (test/remote-pc.ts): its workspace on disk, a
// real shell, its virtual desktop. SUPER: the remote IDE is SUPER-only by default.
connectToRealApi();
afterEach(() => stopRemotePcs());

async function pcOfSuper(name: string) {
  await signIn(api.superAccount);
  const token = await registerPc(name);
  deleteAfter(token);
  const pcs = await call(ROUTES.listPcs);
  if (!pcs.success) throw new Error(pcs.message);
  const pc = pcs.detail.find((entry) => entry.token === token);
  if (!pc) throw new Error('the PC just registered is not listed');
  return { token, id: pc.id };
}

/** A text file of `size` bytes that are not all alike (a binary one reads only its first part). */
const fileOf = (size: number) =>
  Uint8Array.from({ length: size }, (_, i) => (i % 80 === 79 ? 10 : 32 + ((i * 7 + 3) % 95)));
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
// Compared as Buffers: an element-by-element deep equal of a megabyte takes seconds.
const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

const until = (check: () => boolean) =>
  new Promise<void>((resolve) => {
    const poll = () => (check() ? resolve() : setTimeout(poll, 10));
    poll();
  });

/** A terminal's output as text, each part taken in at once, until `pattern` shows. */
function output(session: RemoteSession) {
  let text = '';
  session.onData((bytes, taken) => {
    text += new TextDecoder().decode(bytes);
    taken();
  });
  return { until: (pattern: RegExp) => until(() => pattern.test(text)), text: () => text };
}

describe('the remote session client', { timeout: 30_000 }, () => {
  it('opens on the PC, hears ready, and gets answers and refusals of calls', async () => {
    const pc = await pcOfSuper('Remote PC');
    const { workspace } = await startRemotePc(pc.token);
    const session = await openSession(pc.id, 'code');
    expect(session.ready.workspace).toBe(workspace);

    await expect(session.call('mkdir', { path: 'src' })).resolves.toEqual({});
    await expect(session.call('list', { path: '' })).resolves.toMatchObject({
      entries: [{ name: 'src', kind: 'dir' }],
    });
    const refused = await session.call('stat', { path: '../etc' }).catch((error) => error);
    expect(refused).toBeInstanceOf(RemoteCallError);
    expect(refused).toMatchObject({ code: 'outside' });

    session.close();
    expect(session.ended).toBe('Closed.');
  });

  it('refuses to open on a PC whose agent is offline, with the server sentence', async () => {
    const pc = await pcOfSuper('Offline PC');
    const error = await openSession(pc.id, 'terminal').catch((failure) => failure);
    expect(error).toBeInstanceOf(RemoteOpenError);
    expect(error.message).toMatch(/Offline PC is offline/);
  });

  it('saves a file in parts onto the PC’s disk and reads it back in parts', async () => {
    const pc = await pcOfSuper('Parts PC');
    const { workspace } = await startRemotePc(pc.token);
    const session = await openSession(pc.id, 'code');
    await session.call('mkdir', { path: 'src' });
    const file = fileOf(2 * REMOTE_FILE_PART_BYTES + 1234);

    const written = await writeFile(session, 'src/copy.bin', file, null);
    expect(written).toMatchObject({ received: file.length, version: sha256(file) });
    expect(same(await readOnDisk(join(workspace, 'src', 'copy.bin')), file)).toBe(true);
    // The parts' temporary file is gone once the last part replaced the target.
    expect(await readdir(join(workspace, 'src'))).toEqual(['copy.bin']);

    const read = await readFile(session, 'src/copy.bin');
    expect(read).toMatchObject({ size: file.length, version: sha256(file), binary: false });
    expect(same(read.bytes, file)).toBe(true);

    // Saved from the version it was read at after the PC changed the file: a conflict, and the
    // PC's file stays as the PC has it.
    await writeOnDisk(join(workspace, 'src', 'copy.bin'), 'changed on the PC\n');
    const conflict = await writeFile(session, 'src/copy.bin', file, read.version).catch((e) => e);
    expect(conflict).toBeInstanceOf(RemoteCallError);
    expect(conflict).toMatchObject({ code: 'conflict' });
    expect(await readOnDisk(join(workspace, 'src', 'copy.bin'), 'utf8')).toBe(
      'changed on the PC\n',
    );
    session.close();
  });

  it('reads a file that changes between its parts again from the first part', async () => {
    const pc = await pcOfSuper('Changing PC');
    const { workspace } = await startRemotePc(pc.token);
    const session = await openSession(pc.id, 'code');
    const path = join(workspace, 'notes.txt');
    const before = fileOf(REMOTE_FILE_PART_BYTES + 10);
    const after = fileOf(REMOTE_FILE_PART_BYTES + 20).reverse();
    await writeOnDisk(path, before);
    // The PC rewrites the file right after the first part was read.
    let reads = 0;
    const changing = {
      call: async (op: Parameters<RemoteSession['call']>[0], args: unknown) => {
        const answer = await session.call(op, args);
        if ((reads += 1) === 1) await writeOnDisk(path, after);
        return answer;
      },
    };
    const read = await readFile(changing, 'notes.txt');
    expect(same(read.bytes, after)).toBe(true);
    expect(read.version).toBe(sha256(after));
    expect(reads).toBe(4);
    session.close();
  });

  it('gives credit only for bytes taken in, sends typing to the shell, and hears its end', async () => {
    const pc = await pcOfSuper('Bytes PC');
    await startRemotePc(pc.token);
    const session = await openSession(pc.id, 'terminal', { size: { cols: 80, rows: 24 } });

    // Taken in at once: the shell answers what is typed.
    const shell = output(session);
    session.send(new TextEncoder().encode('echo $((6*7)); stty size\n'));
    await shell.until(/42\r\n24 80\r\n/);

    // Not taken in: the PC stops at the window, whatever the shell would print.
    const later = await openSession(pc.id, 'terminal');
    let received = 0;
    const waiting: Array<() => void> = [];
    later.onData((bytes, taken) => {
      received += bytes.length;
      waiting.push(taken);
    });
    // Half a window more than the window: the PC has more to say than it may send.
    const printed = REMOTE_DATA_WINDOW_BYTES * 1.5;
    later.send(
      new TextEncoder().encode(`head -c ${printed} /dev/zero | tr '\\0' a; echo DO''NE\n`),
    );
    await until(() => received >= REMOTE_DATA_WINDOW_BYTES);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toBe(REMOTE_DATA_WINDOW_BYTES);
    for (const taken of waiting.splice(0)) taken();
    await until(() => received >= printed);
    later.close();

    const ended = new Promise<string>((resolve) => session.onEnd(resolve));
    session.send(new TextEncoder().encode('exit 3\n'));
    await expect(ended).resolves.toBe('The shell exited (code 3).');
    await expect(session.call('resize', { cols: 90, rows: 30 })).rejects.toThrow(
      'The shell exited',
    );
  });

  it('carries a desktop through the WebSocket-shaped channel noVNC takes', async () => {
    const pc = await pcOfSuper('Screen PC');
    await startRemotePc(pc.token, { desktop: true });
    const session = await openSession(pc.id, 'screen');
    expect(session.ready.desktop).toMatchObject({ width: 1280, height: 720 });

    const channel = new SessionChannel(session);
    // What noVNC's Websock checks before it attaches a channel.
    const props = [
      ...Object.keys(channel),
      ...Object.getOwnPropertyNames(SessionChannel.prototype),
    ];
    for (const prop of [
      'send',
      'close',
      'binaryType',
      'onerror',
      'onmessage',
      'onopen',
      'protocol',
      'readyState',
    ]) {
      expect(props).toContain(prop);
    }
    expect(channel.readyState).toBe(WebSocket.OPEN);

    // The VNC server's first words, as an ArrayBuffer, as a WebSocket gives them.
    const message = await new Promise<MessageEvent>((resolve) => (channel.onmessage = resolve));
    expect(Object.prototype.toString.call(message.data)).toBe('[object ArrayBuffer]');
    expect(new TextDecoder().decode(message.data as ArrayBuffer)).toBe('RFB 003.008\n');
    // The client's answer goes back: the server offers its security types.
    const types = new Promise<MessageEvent>((resolve) => (channel.onmessage = resolve));
    channel.send(new TextEncoder().encode('RFB 003.008\n'));
    const offered = new Uint8Array((await types).data as ArrayBuffer);
    expect(offered[0]).toBeGreaterThan(0);
    expect([...offered.subarray(1)]).toContain(1);
    channel.close();
    expect(channel.readyState).toBe(WebSocket.CLOSED);
  });

  it('closes the channel with the PC’s sentence when no VNC server answers', async () => {
    const pc = await pcOfSuper('No screen PC');
    // A port nobody listens on.
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    await startRemotePc(pc.token, { vnc: { host: '127.0.0.1', port } });
    const ended = await openSession(pc.id, 'screen').then(
      (session) => new Promise<string>((resolve) => session.onEnd(resolve)),
      (error: Error) => error.message,
    );
    expect(ended).toBe(
      `No VNC server answers on 127.0.0.1:${port}. Start one, or start the agent with --desktop.`,
    );
  });
});
