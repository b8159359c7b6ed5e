/**
 * The tele-op target of the fleet bench: the real agent (apps/agent/src/agent.ts) with its
 * simulated vehicle, in this process, and a browser-side client that holds its control lock in
 * REMOTE and times each command until the vehicle's echo comes back.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  SOCKET_EVENTS,
  type SocketMessage,
  TeleopEcho,
  UserMsgPayload,
  VEHICLE_ACTIONS,
  VehicleState,
} from '@ads/contract';
import { startAgent } from '../apps/agent/src/agent';
import { connectClient } from './lib/sockets';
import { sleep } from './lib/stats';

export interface TeleopVehicle {
  /** Sends one command and resolves with the time until its echo (ms). */
  roundTrip(): Promise<number>;
  close(): Promise<void>;
}

export async function startTeleopVehicle(
  url: string,
  token: string,
  access: string,
): Promise<TeleopVehicle> {
  const data = await mkdtemp(join(tmpdir(), 'ads-bench-vehicle-'));
  const agent = await startAgent({
    server: url,
    token,
    data,
    runtime: 'process',
    vehicle: { kind: 'sim' },
    log: () => {},
  });
  const browser = await connectClient(url, access);
  const joined = (await browser.emitWithAck(SOCKET_EVENTS.join, { room: token })) as {
    status: string;
  };
  if (joined.status !== 'success') throw new Error(`join failed: ${JSON.stringify(joined)}`);

  let state: VehicleState | undefined;
  const answers = new Map<string, (message: SocketMessage) => void>();
  const echoes = new Map<number, () => void>();
  browser.on(SOCKET_EVENTS.userMsg, (payload: unknown) => {
    const message = UserMsgPayload.safeParse(payload).data?.message;
    if (!message || message.type !== 'RESPONSE') return;
    if (message.action === VEHICLE_ACTIONS.state) {
      state = VehicleState.parse(message.data);
    } else if (message.action === VEHICLE_ACTIONS.teleop && message.status === 'success') {
      const echo = TeleopEcho.safeParse(message.data);
      if (echo.success) echoes.get(echo.data.seq)?.();
    } else {
      answers.get(message.action)?.(message);
    }
  });
  const ask = (action: string, data: unknown) =>
    new Promise<SocketMessage>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no answer to ${action}`)), 10_000);
      answers.set(action, (message) => {
        clearTimeout(timer);
        answers.delete(action);
        resolve(message);
      });
      browser.emit(SOCKET_EVENTS.userMsg, {
        room: token,
        message: { action, type: 'REQUEST', data },
      });
    });
  const must = async (action: string, data: unknown) => {
    const answer = await ask(action, data);
    if (answer.status !== 'success') throw new Error(`${action}: ${JSON.stringify(answer.data)}`);
  };

  await must(VEHICLE_ACTIONS.controlLock, { action: 'take' });
  await must(VEHICLE_ACTIONS.operationMode, { mode: 'REMOTE' });
  let seq = 0;
  const send = (throttle: number, brake: number) => {
    seq += 1;
    const command = { seq, throttle, brake, steering: 0, gear: 'D' };
    browser.emit(SOCKET_EVENTS.userMsg, {
      room: token,
      message: { action: VEHICLE_ACTIONS.teleop, type: 'REQUEST', data: command },
    });
    return seq;
  };
  // The first command completes the change to REMOTE.
  send(0, 1);
  for (let waited = 0; state?.mode !== 'REMOTE' || state.is_in_transition; waited += 50) {
    if (waited > 10_000) throw new Error(`REMOTE never engaged: ${JSON.stringify(state)}`);
    send(0, 1);
    await sleep(50);
  }
  const renew = setInterval(() => void ask(VEHICLE_ACTIONS.controlLock, { action: 'take' }), 3_000);

  return {
    roundTrip() {
      // Creeping forward and braking in turn keeps the vehicle slow and near its start.
      const mine = send(seq % 2 ? 0.1 : 0, seq % 2 ? 0 : 0.5);
      const started = performance.now();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no echo of command ${mine}`)), 10_000);
        echoes.set(mine, () => {
          clearTimeout(timer);
          echoes.delete(mine);
          resolve(performance.now() - started);
        });
      });
    },
    async close() {
      clearInterval(renew);
      send(0, 1);
      browser.close();
      await agent.close();
      await rm(data, { recursive: true, force: true });
    },
  };
}
