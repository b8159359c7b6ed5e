/**
 * The tele-op target of the fleet bench: the real agent (apps/agent/src/agent.ts) with its
 * simulated vehicle, in this process, and a browser-side client that holds its control lock in
 * REMOTE and times each command until the vehicle's echo comes back.
 *
 * The client sends what the FMS page sends (issue 25): each command carries its send time and
 * acks the latest echo heard, so the vehicle checks every command's age, order and the link's
 * round trip; only echoes of applied commands are timed, so the figure is that of commands that
 * drove the vehicle with the checks on. A dropped command is sent again (with a new seq), and
 * the drops are counted by reason.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  SOCKET_EVENTS,
  type SocketMessage,
  type TeleopCommand,
  TeleopEcho,
  type TeleopDrop,
  UserMsgPayload,
  VEHICLE_ACTIONS,
  VehicleState,
} from '@ads/contract';
import { startAgent } from '../apps/agent/src/agent';
import { connectClient } from './lib/sockets';
import { sleep } from './lib/stats';

/** A command is sent again this many times at most when the vehicle drops it. */
const ATTEMPTS = 20;

export interface TeleopVehicle {
  /**
   * Sends one command and resolves with the time until the echo of an applied one (ms); a
   * command the vehicle drops is sent again, and the time is that of the one applied.
   */
  roundTrip(): Promise<number>;
  /** Commands the vehicle dropped, by reason (each was sent again). */
  readonly drops: Record<TeleopDrop, number>;
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
  const echoes = new Map<number, (echo: TeleopEcho) => void>();
  // The latest echo heard and when (this process's clock), acked by the next command.
  let ack: TeleopCommand['ack'];
  const drops: Record<TeleopDrop, number> = { clock: 0, stale: 0, order: 0, link: 0 };
  browser.on(SOCKET_EVENTS.userMsg, (payload: unknown) => {
    const message = UserMsgPayload.safeParse(payload).data?.message;
    if (!message || message.type !== 'RESPONSE') return;
    if (message.action === VEHICLE_ACTIONS.state) {
      state = VehicleState.parse(message.data);
    } else if (message.action === VEHICLE_ACTIONS.teleop && message.status === 'success') {
      const echo = TeleopEcho.safeParse(message.data);
      if (!echo.success) return;
      if (!ack || echo.data.seq > ack.seq) ack = { seq: echo.data.seq, heard_at: Date.now() };
      echoes.get(echo.data.seq)?.(echo.data);
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
    const command: TeleopCommand = {
      seq,
      sent_at: Date.now(),
      ...(ack ? { ack } : {}),
      throttle,
      brake,
      steering: 0,
      gear: 'D',
    };
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

  /** One command and its echo: the time until it came (ms), and whether it was applied. */
  const exchange = () => {
    // Creeping forward and braking in turn keeps the vehicle slow and near its start.
    const mine = send(seq % 2 ? 0.1 : 0, seq % 2 ? 0 : 0.5);
    const started = performance.now();
    return new Promise<{ ms: number; echo: TeleopEcho }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no echo of command ${mine}`)), 10_000);
      echoes.set(mine, (echo) => {
        clearTimeout(timer);
        echoes.delete(mine);
        resolve({ ms: performance.now() - started, echo });
      });
    });
  };

  return {
    drops,
    async roundTrip() {
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const { ms, echo } = await exchange();
        if (echo.applied) return ms;
        if (echo.dropped) drops[echo.dropped] += 1;
      }
      throw new Error(
        `the vehicle dropped ${ATTEMPTS} commands in a row: ${JSON.stringify(drops)}`,
      );
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
