import { REMOTE_FILE_PART_BYTES, ROUTES, type RemoteCall } from '@ads/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../../../lib/api';
import { connectRemoteAgent, disconnectRemoteAgents } from '../../../test/remote-agent';
import { disconnectAgentSockets, registerPc } from '../../../test/pcs';
import { api, connectToRealApi, signIn } from '../../../test/real-api';
import { RemoteCallError, RemoteOpenError } from './errors';
import { readFile, writeFile } from './file-transfer';
import { openSession } from './remote-session';
import { SessionChannel } from './ws-channel';

// The session client against the real `/remote` namespace of a real studio, with a scripted PC
// on the other end (test/remote-agent.ts). SUPER: the remote IDE is SUPER-only by default.
connectToRealApi();
afterEach(() => {
  disconnectRemoteAgents();
  disconnectAgentSockets();
});

async function pcOfSuper(name: string) {
  await signIn(api.superAccount);
  const token = await registerPc(name);
  const pcs = await call(ROUTES.listPcs);
  if (!pcs.success) throw new Error(pcs.message);
  const pc = pcs.detail.find((entry) => entry.token === token);
  if (!pc) throw new Error('the PC just registered is not listed');
  return { token, id: pc.id };
}

/** A file of `size` bytes that are not all alike. */
const fileOf = (size: number) => Uint8Array.from({ length: size }, (_, i) => (i * 7 + 3) % 251);
const VERSION = 'a'.repeat(64);

const until = (check: () => boolean) =>
  new Promise<void>((resolve) => {
    const poll = () => (check() ? resolve() : setTimeout(poll, 10));
    poll();
  });

describe('the remote session client', { timeout: 30_000 }, () => {
  it('opens on the PC, hears ready, and gets answers and refusals of calls', async () => {
    const pc = await pcOfSuper('Remote PC');
    const agent = await connectRemoteAgent(pc.token, (request) =>
      request.op === 'list'
        ? { ok: true, data: { entries: [] } }
        : { ok: false, code: 'outside', message: 'That path leaves the workspace.' },
    );
    const session = await openSession(pc.id, 'code');
    expect(session.ready.workspace).toBe('/home/pc/ads-workspace');
    expect(agent.seen.opens[0]).toMatchObject({ kind: 'code', viewOnly: false });

    await expect(session.call('list', { path: '' })).resolves.toEqual({ entries: [] });
    const refused = await session.call('stat', { path: '../etc' }).catch((error) => error);
    expect(refused).toBeInstanceOf(RemoteCallError);
    expect(refused).toMatchObject({ code: 'outside', message: 'That path leaves the workspace.' });

    session.close();
    await until(() => agent.seen.closes.length === 1);
    expect(session.ended).toBe('Closed.');
  });

  it('refuses to open on a PC whose agent is offline, with the server sentence', async () => {
    const pc = await pcOfSuper('Offline PC');
    const error = await openSession(pc.id, 'terminal').catch((failure) => failure);
    expect(error).toBeInstanceOf(RemoteOpenError);
    expect(error.message).toMatch(/Offline PC is offline/);
  });

  it('reads a file in parts until eof and saves it in parts under one upload id', async () => {
    const pc = await pcOfSuper('Parts PC');
    const file = fileOf(2 * REMOTE_FILE_PART_BYTES + 1234);
    const agent = await connectRemoteAgent(pc.token, ({ op, args }: RemoteCall) => {
      const a = args as { offset: number; bytes?: Uint8Array; final?: boolean; base?: unknown };
      if (op === 'read') {
        const bytes = file.subarray(a.offset, a.offset + REMOTE_FILE_PART_BYTES);
        return {
          ok: true,
          data: {
            size: file.length,
            mtimeMs: 1000,
            offset: a.offset,
            bytes,
            eof: a.offset + bytes.length >= file.length,
            ...(a.offset === 0 ? { version: VERSION } : {}),
            binary: false,
            tooLarge: false,
          },
        };
      }
      if (a.base === VERSION) return { ok: false, code: 'conflict', message: 'It changed.' };
      return { ok: true, data: { received: a.offset + (a.bytes?.length ?? 0), version: VERSION } };
    });
    const session = await openSession(pc.id, 'code');

    const read = await readFile(session, 'src/big.bin');
    expect(read.version).toBe(VERSION);
    // Compared as Buffers: an element-by-element deep equal of a megabyte takes seconds.
    expect(Buffer.from(read.bytes).equals(Buffer.from(file))).toBe(true);
    const offsets = agent.seen.calls.map((entry) => (entry.args as { offset: number }).offset);
    expect(offsets).toEqual([0, REMOTE_FILE_PART_BYTES, 2 * REMOTE_FILE_PART_BYTES]);

    agent.seen.calls.length = 0;
    const written = await writeFile(session, 'src/copy.bin', file, null);
    expect(written.received).toBe(file.length);
    const parts = agent.seen.calls.map((entry) => entry.args as Record<string, unknown>);
    expect(parts.map((part) => part.offset)).toEqual(offsets);
    expect(parts.map((part) => part.final)).toEqual([false, false, true]);
    expect(new Set(parts.map((part) => part.upload)).size).toBe(1);
    expect(parts.every((part) => part.base === null && part.path === 'src/copy.bin')).toBe(true);
    const sent = parts.map((part) => new Uint8Array(part.bytes as Uint8Array));
    expect(Buffer.concat(sent).equals(Buffer.from(file))).toBe(true);

    const conflict = await writeFile(session, 'src/copy.bin', file, VERSION).catch((e) => e);
    expect(conflict).toMatchObject({ code: 'conflict', message: 'It changed.' });
    session.close();
  });

  it('gives credit only for bytes taken in, and sends bytes to the PC', async () => {
    const pc = await pcOfSuper('Bytes PC');
    const agent = await connectRemoteAgent(pc.token);
    const session = await openSession(pc.id, 'terminal', { size: { cols: 80, rows: 24 } });
    expect(agent.seen.opens[0]).toMatchObject({ kind: 'terminal', size: { cols: 80, rows: 24 } });

    // Bytes before any listener wait for it, without credit.
    agent.send(session.id, new TextEncoder().encode('$ '));
    const heard: string[] = [];
    let takeLater: (() => void) | undefined;
    await new Promise<void>((resolve) => {
      session.onData((bytes, taken) => {
        heard.push(new TextDecoder().decode(bytes));
        if (heard.length === 1) taken();
        else takeLater = taken;
        if (heard.length === 2) resolve();
      });
      agent.send(session.id, new TextEncoder().encode('42\r\n'));
    });
    expect(heard).toEqual(['$ ', '42\r\n']);
    await until(() => agent.seen.credit === 2);
    takeLater?.();
    await until(() => agent.seen.credit === 6);

    session.send(new TextEncoder().encode('echo hi\r'));
    await until(() => agent.seen.bytes.length === 1);
    expect(new TextDecoder().decode(agent.seen.bytes[0])).toBe('echo hi\r');

    const ended = new Promise<string>((resolve) => session.onEnd(resolve));
    agent.end(session.id, 'The shell exited (code 0).');
    await expect(ended).resolves.toBe('The shell exited (code 0).');
    await expect(session.call('list', { path: '' })).rejects.toThrow('The shell exited');
  });

  it('carries a desktop through the WebSocket-shaped channel noVNC takes', async () => {
    const pc = await pcOfSuper('Screen PC');
    const agent = await connectRemoteAgent(pc.token, undefined, () => ({
      desktop: { width: 1280, height: 720, via: 'localhost:5900' },
    }));
    const session = await openSession(pc.id, 'screen');
    expect(session.ready.desktop).toEqual({ width: 1280, height: 720, via: 'localhost:5900' });

    agent.send(session.id, new TextEncoder().encode('RFB 003.008\n'));
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

    const message = await new Promise<MessageEvent>((resolve) => (channel.onmessage = resolve));
    expect(Object.prototype.toString.call(message.data)).toBe('[object ArrayBuffer]');
    expect(new TextDecoder().decode(message.data as ArrayBuffer)).toBe('RFB 003.008\n');
    await until(() => agent.seen.credit === 12);

    channel.send(new TextEncoder().encode('RFB 003.008\n'));
    await until(() => agent.seen.bytes.length === 1);
    expect(new TextDecoder().decode(agent.seen.bytes[0])).toBe('RFB 003.008\n');

    const closed = new Promise<CloseEvent>((resolve) => (channel.onclose = resolve));
    agent.end(session.id, 'No VNC server answers on localhost:5900.');
    expect((await closed).reason).toBe('No VNC server answers on localhost:5900.');
    expect(channel.readyState).toBe(WebSocket.CLOSED);
  });
});

describe('reading a file that changes between its parts', () => {
  it('starts again from the first part', async () => {
    let reads = 0;
    const part = (offset: number, mtimeMs: number, text: string, eof: boolean) => ({
      size: 8,
      mtimeMs,
      offset,
      bytes: new TextEncoder().encode(text),
      eof,
      version: VERSION,
      binary: false,
      tooLarge: false,
    });
    const session = {
      call: async (_op: string, args: unknown) => {
        reads += 1;
        const { offset } = args as { offset: number };
        // The second read sees a newer file: the whole read begins again.
        if (reads === 1) return part(0, 1, 'abcd', false);
        if (reads === 2) return part(offset, 2, 'EFGH', true);
        return offset === 0 ? part(0, 2, 'ABCD', false) : part(offset, 2, 'EFGH', true);
      },
    };
    const read = await readFile(session, 'notes.txt');
    expect(new TextDecoder().decode(read.bytes)).toBe('ABCDEFGH');
    expect(reads).toBe(4);
  });
});
