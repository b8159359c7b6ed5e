import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, type Pc, SOCKET_EVENTS, type SocketMessage } from '@ads/contract';
import type { Socket } from 'socket.io-client';
import { type Account, connectSocket, type TestServer } from '../../../test-support/studio/harness';

// The two helpers that build on the server's own code live with the studio harness.
export { dashTokenPc } from '../../../test-support/studio/dash-token-pc';
export { restartOnSamePort } from '../../../test-support/studio/restart';

/** A temporary folder, removed by the returned function. */
export async function tempDir(prefix: string) {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A signed-up user with one registered PC, through the real API. */
export async function userWithPc(server: TestServer): Promise<{ user: Account; pc: Pc }> {
  const user = await server.signUp();
  const minted = await server.call(API.mintPcToken, { token: user.access });
  const answer = await server.call(API.registerPc, {
    token: user.access,
    body: { name: 'Test vehicle PC', token: minted.body.detail },
  });
  return { user, pc: API.registerPc.answer.parse(answer.body).detail };
}

export interface Browser {
  socket: Socket;
  /**
   * Sends a REQUEST to the PC room and collects the agent's RESPONSEs of that action until the
   * first `success` or `error`; the `pending` ones before it are in `pending`.
   */
  ask(action: string, data?: unknown): Promise<{ final: SocketMessage; pending: SocketMessage[] }>;
  close(): void;
}

/** A real socket.io client playing the browser: signed in as `user`, joined to the PC room. */
export async function browser(url: string, user: Account, room: string): Promise<Browser> {
  const socket = await connectSocket(url, user.access);
  const joined = (await socket.emitWithAck(SOCKET_EVENTS.join, { room })) as { status: string };
  if (joined.status !== 'success') throw new Error(`join failed: ${JSON.stringify(joined)}`);
  return {
    socket,
    ask(action, data) {
      return new Promise((resolve, reject) => {
        const pending: SocketMessage[] = [];
        const guard = setTimeout(() => {
          socket.off(SOCKET_EVENTS.userMsg, listen);
          reject(new Error(`no final answer to ${action}`));
        }, 20_000);
        const listen = (payload: { room: string; message: SocketMessage }) => {
          const { message } = payload;
          if (message.type !== 'RESPONSE' || message.action !== action) return;
          if (message.status === 'pending') return void pending.push(message);
          clearTimeout(guard);
          socket.off(SOCKET_EVENTS.userMsg, listen);
          resolve({ final: message, pending });
        };
        socket.on(SOCKET_EVENTS.userMsg, listen);
        void socket
          .emitWithAck(SOCKET_EVENTS.userMsg, {
            room,
            message: { action, type: 'REQUEST', data: data ?? {} },
          })
          .then((ack: { success: boolean; message?: string }) => {
            if (!ack.success) reject(new Error(`not relayed: ${ack.message}`));
          });
      });
    },
    close: () => void socket.close(),
  };
}

/** Resolves when the socket is connected (now or at its next connect). */
export function connected(socket: Socket): Promise<void> {
  if (socket.connected) return Promise.resolve();
  return new Promise((resolve) => socket.once('connect', () => resolve()));
}
