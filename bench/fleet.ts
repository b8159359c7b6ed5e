/**
 * Fleet figures (FMS, issue 13). Clients run here, the servers in their own processes.
 * - state latency: 100 vehicles push their VehicleState at 10 Hz into their PC rooms, watched by
 *   20 browser-side clients joined to every room: the time from a state's stamp to its arrival
 *   at each watcher, through the studio (validated, kept, relayed) against a plain socket.io
 *   relay of the same messages to the same rooms; phases alternate so drift hits both alike,
 *   and the p99 is that of the pair of phases whose ratio is the median.
 * - tele-op round trip: while that fleet runs, a browser-side client holding the control lock
 *   of a real agent's simulated vehicle in REMOTE (the agent in a process of its own) sends
 *   `teleopAPI` commands one at a time and waits for the vehicle's echo, against a plain
 *   socket.io echo, alternating message by message; the p99 is the median phase's.
 */
import {
  SOCKET_EVENTS,
  TELEOP,
  VEHICLE_ACTIONS,
  type SocketMessage,
  type VehicleState,
} from '@ads/contract';
import type { Socket } from 'socket.io-client';
import { sampleVehicleState } from '../test-support/vehicle-state';
import type { ServerProcess } from './lib/child';
import type { PlainInfo } from './lib/plain-process';
import { PLAIN_EVENTS } from './lib/protocol';
import { type Figure, figure } from './lib/report';
import { closeAll, connectClient, connectMany } from './lib/sockets';
import { median, medianPair, quantile, sleep } from './lib/stats';
import type { StudioInfo } from './lib/studio-process';
import { startTeleopVehicle } from './fleet-teleop';

export const FLEET = {
  vehicles: 100,
  watchers: 20,
  /** Each phase pushes for this long; phases alternate studio / plain. */
  phaseMs: 4_000,
  /**
   * Pairs of phases; each pair's p99s are taken apart and the figure is the median pair's
   * (issue 33: pooled over three pairs, one pair that met a pause of this machine set the whole
   * p99, and the plain relay's own p99 read 5–38 ms from run to run).
   */
  phases: 5,
  /**
   * Pairs of phases first, not counted. Stop 75: the first two pairs of a run read state p99s of
   * 23.7 against 25.0 ms and 53.5 against 7.2 ms, the next three 7.3–8.6 against 3.5–4.7 ms: the
   * 120 sockets' first seconds (their code compiling in the studio, the plain server and this
   * process) are not the relay's steady state.
   */
  warmupPhases: 1,
  teleopCommands: 1_000,
  /** State latency p99 ≤ 2 × the plain relay's p99. */
  stateP99Ratio: 2,
  /** Tele-op round trip p99 ≤ 2.5 × the echo p99. */
  teleopP99Ratio: 2.5,
};

type Log = (line: string) => void;
const now = () => performance.timeOrigin + performance.now();

/** A state as the simulated vehicle reports it driving AUTO, stamped with this process's clock. */
const stateOf = (index: number, seq: number): VehicleState =>
  sampleVehicleState({
    seq,
    stamp: now(),
    lat: 37.242 + index * 1e-4,
    lon: 126.7745 + (seq % 100) * 1e-5,
    heading: (seq * 3) % 360,
    speed: 8.2,
    gear: 'D',
    steering: 0.05,
    mode: 'AUTO',
    is_local_mode_available: false,
    unavailable: { MANUAL: 'The vehicle is moving: MANUAL needs it to stand still.' },
  });

interface Phase {
  start(): void;
  stop(): Promise<void>;
}

/** `senders[i]` pushes vehicle i's state at 10 Hz, staggered over the 100 ms period. */
function pushing(
  senders: Socket[],
  rooms: string[],
  emit: (socket: Socket, payload: unknown) => void,
): Phase {
  const timers: NodeJS.Timeout[] = [];
  const starts: NodeJS.Timeout[] = [];
  return {
    start() {
      const period = 1000 / TELEOP.stateHz;
      senders.forEach((socket, i) => {
        let seq = 0;
        starts.push(
          setTimeout(
            () => {
              timers.push(
                setInterval(() => {
                  seq += 1;
                  const message: SocketMessage = {
                    action: VEHICLE_ACTIONS.state,
                    type: 'RESPONSE',
                    status: 'success',
                    data: stateOf(i, seq),
                  };
                  emit(socket, { room: rooms[i], message });
                }, period),
              );
            },
            (i * period) / senders.length,
          ),
        );
      });
    },
    async stop() {
      starts.forEach(clearTimeout);
      timers.forEach(clearInterval);
      await sleep(300); // what is on its way arrives, and is not counted in the next phase
    },
  };
}

/** Latencies of state messages arriving at the watchers, while `recording` is on. */
function listen(watchers: Socket[], event: string) {
  let times: number[] = [];
  /** Each phase's latencies. */
  const phases: number[][] = [];
  let recording = false;
  for (const watcher of watchers) {
    watcher.on(event, (payload: { message?: SocketMessage }) => {
      if (!recording || payload.message?.action !== VEHICLE_ACTIONS.state) return;
      const stamp = (payload.message.data as { stamp?: number } | undefined)?.stamp;
      if (typeof stamp === 'number') times.push(now() - stamp);
    });
  }
  return {
    phases,
    get count() {
      return phases.reduce((sum, phase) => sum + phase.length, 0);
    },
    set recording(on: boolean) {
      if (on) phases.push((times = []));
      recording = on;
    },
  };
}

async function join(socket: Socket, event: string, room: string): Promise<void> {
  const answer = (await socket.emitWithAck(event, { room })) as { status?: string } | undefined;
  if (event === SOCKET_EVENTS.join && answer?.status !== 'success') {
    throw new Error(`join failed: ${JSON.stringify(answer)}`);
  }
}

export async function fleetBench(
  studio: ServerProcess<StudioInfo>,
  plain: ServerProcess<PlainInfo>,
  log: Log,
): Promise<Figure[]> {
  const fleet = studio.info.fleet;
  if (!fleet) throw new Error('the studio was started without vehicles');
  const { vehicles, watchers: watcherCount } = FLEET;
  // The first vehicle is a real agent with the simulated vehicle (the tele-op target); the
  // others are its state pushes alone, as many agents would send them.
  const teleop = await startTeleopVehicle(studio.info.url, fleet.tokens[0]!, fleet.access);
  const rooms = fleet.tokens.slice(1, vehicles);
  const agents = await Promise.all(rooms.map((token) => connectClient(studio.info.url, token)));
  const watchers = await connectMany(studio.info.url, watcherCount, fleet.access, watcherCount);
  for (const watcher of watchers) {
    await Promise.all(
      fleet.tokens.slice(0, vehicles).map((room) => join(watcher, SOCKET_EVENTS.join, room)),
    );
  }
  const plainRooms = rooms.map((_, i) => `vehicle-${i}`);
  const plainAgents = await connectMany(plain.info.url, rooms.length, undefined, 100);
  await Promise.all(
    plainAgents.map((socket, i) => socket.emitWithAck(PLAIN_EVENTS.join, plainRooms[i])),
  );
  const plainWatchers = await connectMany(plain.info.url, watcherCount, undefined, watcherCount);
  for (const watcher of plainWatchers) {
    await Promise.all(plainRooms.map((room) => watcher.emitWithAck(PLAIN_EVENTS.join, room)));
  }
  log(
    `fleet: ${vehicles} vehicles (one a real agent's simulated vehicle), ${watcherCount} watchers`,
  );

  const studioPhase = pushing(agents, rooms, (socket, payload) =>
    socket.emit(SOCKET_EVENTS.userMsg, payload),
  );
  const plainPhase = pushing(plainAgents, plainRooms, (socket, payload) =>
    socket.emit(PLAIN_EVENTS.relay, payload),
  );
  const studioTimes = listen(watchers, SOCKET_EVENTS.userMsg);
  const plainTimes = listen(plainWatchers, PLAIN_EVENTS.relay);

  const run = async (phase: Phase, times: { recording: boolean }, ms: number) => {
    phase.start();
    await sleep(500); // every sender has started
    times.recording = true;
    await sleep(ms);
    times.recording = false;
    await phase.stop();
  };
  // The tele-op round trips run during the studio phases: the fleet's load is what they meet.
  const teleopPhases: number[][] = [];
  const echoPhases: number[][] = [];
  const echo = await connectClient(plain.info.url);
  const perPhase = Math.ceil(FLEET.teleopCommands / FLEET.phases);
  const phaseCount = FLEET.warmupPhases + FLEET.phases;
  for (let i = 0; i < phaseCount; i++) {
    const teleopTimes: number[] = [];
    const echoTimes: number[] = [];
    teleopPhases.push(teleopTimes);
    echoPhases.push(echoTimes);
    const driving = (async () => {
      await sleep(600);
      for (let n = 0; n < perPhase; n++) {
        teleopTimes.push(await teleop.roundTrip());
        echoTimes.push(await echoRoundTrip(echo));
      }
    })();
    await run(studioPhase, studioTimes, FLEET.phaseMs);
    await driving;
    await run(plainPhase, plainTimes, FLEET.phaseMs);
    const p99s = (a: number[], b: number[]) =>
      `${quantile(a, 0.99).toFixed(1)} against ${quantile(b, 0.99).toFixed(1)} ms`;
    log(
      `fleet: phase ${i + 1} of ${phaseCount}${i < FLEET.warmupPhases ? ' (warm-up, not counted)' : ''}: ${studioTimes.phases[i]!.length} studio and ${plainTimes.phases[i]!.length} plain arrivals, state p99 ${p99s(studioTimes.phases[i]!, plainTimes.phases[i]!)}; tele-op p99 ${p99s(teleopTimes, echoTimes)}`,
    );
  }
  // The warm-up phases are not counted.
  for (const phases of [studioTimes.phases, plainTimes.phases, teleopPhases, echoPhases])
    phases.splice(0, FLEET.warmupPhases);
  echo.close();
  await teleop.close();
  closeAll([...agents, ...watchers, ...plainAgents, ...plainWatchers]);

  const p99Pairs = (values: number[][], baselines: number[][]) =>
    values.map((times, i) => ({
      value: quantile(times, 0.99),
      baseline: quantile(baselines[i]!, 0.99),
    }));
  const state99 = medianPair(p99Pairs(studioTimes.phases, plainTimes.phases));
  const p99 = state99.value;
  const plainP99 = state99.baseline;
  const teleop99 = medianPair(p99Pairs(teleopPhases, echoPhases));
  const teleopP99 = teleop99.value;
  const echoP99 = teleop99.baseline;
  const studioAll = studioTimes.phases.flat();
  const teleopAll = teleopPhases.flat();
  const state = { section: 'fleet' as const, unit: 'ms', baselineName: 'plain socket.io relay' };
  const commands = { section: 'fleet' as const, unit: 'ms', baselineName: 'socket.io echo' };
  return [
    figure({
      ...state,
      name: `state latency p50, ${vehicles} vehicles at 10 Hz to ${watcherCount} watchers (n=${studioAll.length})`,
      value: median(studioAll),
      baseline: median(plainTimes.phases.flat()),
    }),
    figure({
      ...state,
      name: `state latency p99, ${vehicles} vehicles at 10 Hz to ${watcherCount} watchers, the median of ${FLEET.phases} pairs of phases (n=${studioAll.length})`,
      value: p99,
      baseline: plainP99,
      target: {
        text: `p99 ≤ ${FLEET.stateP99Ratio} × relay p99`,
        holds: p99 <= FLEET.stateP99Ratio * plainP99,
      },
    }),
    figure({
      ...commands,
      name: `tele-op command round trip p50 under that load (n=${teleopAll.length})`,
      value: median(teleopAll),
      baseline: median(echoPhases.flat()),
    }),
    figure({
      ...commands,
      name: `tele-op command round trip p99 under that load, the median of ${FLEET.phases} phases (n=${teleopAll.length})`,
      value: teleopP99,
      baseline: echoP99,
      target: {
        text: `p99 ≤ ${FLEET.teleopP99Ratio} × echo p99`,
        holds: teleopP99 <= FLEET.teleopP99Ratio * echoP99,
      },
    }),
  ];
}

let echoSeq = 0;
/** One plain echo of a message the size of a tele-op command. */
function echoRoundTrip(socket: Socket): Promise<number> {
  const seq = ++echoSeq;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no echo ${seq}`)), 10_000);
    const listener = (payload: { message?: { data?: { seq?: number } } }) => {
      if (payload.message?.data?.seq !== seq) return;
      clearTimeout(timer);
      socket.off(PLAIN_EVENTS.echo, listener);
      resolve(performance.now() - started);
    };
    socket.on(PLAIN_EVENTS.echo, listener);
    socket.emit(PLAIN_EVENTS.echo, {
      room: 'echo',
      message: {
        action: VEHICLE_ACTIONS.teleop,
        type: 'REQUEST',
        data: { seq, throttle: 0.2, brake: 0, steering: 0, gear: 'D' },
      },
    });
  });
}
