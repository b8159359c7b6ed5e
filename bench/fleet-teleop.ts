/**
 * The tele-op target of the fleet bench: the real agent (apps/agent/src/main.ts, as a PC runs
 * it) with its simulated vehicle, in a process of its own, and a browser-side client here that
 * holds its control lock in REMOTE and times each command until the vehicle's echo comes back.
 * The agent has its own process because a vehicle's PC does not share an event loop with the
 * browsers watching the fleet: in this process it waited behind the 20 watchers' ~20,000
 * arrivals a second, which no vehicle does, and the round trip crossed that queue twice against
 * the echo's once.
 *
 * The client sends what the FMS page sends (issue 25): each command carries its send time and
 * acks the latest echo heard, so the vehicle checks every command's age, order and the link's
 * round trip; only echoes of applied commands are timed, so the figure is that of commands that
 * drove the vehicle with the checks on. A dropped command is sent again (with a new seq), and
 * the drops are counted by reason.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
import { connectClient } from './lib/sockets';
import { sleep } from './lib/stats';

const AGENT_MAIN = fileURLToPath(new URL('../apps/agent/src/main.ts', import.meta.url));

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
  const agent = fork(
    AGENT_MAIN,
    [
      '--server',
      url,
      `--token=${token}`,
      '--data',
      data,
      '--recordings',
      data,
      '--runtime',
      'process',
      '--vehicle',
      'sim',
    ],
    { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
  );
  const exited = once(agent, 'exit');
  // Should the setup below throw, the agent's process still ends with the bench's.
  process.once('exit', () => agent.kill('SIGTERM'));
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
  const ask = (action: string, data: unknown, waitMs = 10_000) =>
    new Promise<SocketMessage>((resolve, reject) => {
      const timer = setTimeout(() => {
        answers.delete(action);
        reject(new Error(`no answer to ${action}`));
      }, waitMs);
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

  // The agent's process is online once its vehicle answers.
  for (let waited = 0; ; waited += 1_000) {
    const answer = await ask(VEHICLE_ACTIONS.controlLock, { action: 'take' }, 1_000).catch(
      () => undefined,
    );
    if (answer?.status === 'success') break;
    if (answer) throw new Error(`control lock: ${JSON.stringify(answer.data)}`);
    if (waited > 60_000) throw new Error('the agent never came online');
  }
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
      agent.kill('SIGTERM');
      await exited;
      await rm(data, { recursive: true, force: true });
    },
  };
}
