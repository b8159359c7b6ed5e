import { type HostFacts, ROUTES, type SocketMessage, type UserMsgPayload } from '@ads/contract';
import { io, type Socket } from 'socket.io-client';
import { call } from '../lib/api';
import { api } from './real-api';

/** Registers a PC for the signed-in account the way the project page does; returns its token. */
export async function registerPc(name: string): Promise<string> {
  const minted = await call(ROUTES.mintPcToken);
  if (!minted.success) throw new Error(minted.message);
  const registered = await call(ROUTES.registerPc, { body: { name, token: minted.detail } });
  if (!registered.success) throw new Error(registered.message);
  return minted.detail;
}

const agentSockets: Socket[] = [];

/**
 * A PC's end of the live channel on the real server: a socket.io client with the PC's token
 * that keeps the REQUESTs it gets and answers what a test scripts. The agent itself is tested
 * in apps/agent and driven from the browser in e2e; the web's own tests script its answers to
 * reach every state of a screen. `disconnectAgentSockets` ends them after each test.
 */
export async function connectAgentSocket(pcToken: string, host?: HostFacts) {
  // `host`: what an agent says of its machine at the handshake (the combo install's check).
  const agent = io(api.url, { auth: { token: pcToken, host }, transports: ['websocket'] });
  agentSockets.push(agent);
  const requests: SocketMessage[] = [];
  agent.on('user_msg', (payload: UserMsgPayload) => {
    if (payload.message.type === 'REQUEST') requests.push(payload.message);
  });
  await new Promise<void>((resolve, reject) => {
    agent.once('connect', () => resolve());
    agent.once('connect_error', reject);
  });
  const answer = (message: Omit<SocketMessage, 'type'>) =>
    agent.emit('user_msg', { room: pcToken, message: { ...message, type: 'RESPONSE' } });
  return { requests, answer, socket: agent };
}

export function disconnectAgentSockets(): void {
  for (const agent of agentSockets.splice(0)) agent.disconnect();
}
