import {
  type MrmBehavior,
  type MrmStateName,
  type OperationMode,
  TELEOP,
  type TeleopCommand,
} from '@ads/contract';
import { AgentError } from '../../runtime';
import type { VehicleAdapter, VehicleReading, VehicleSideEvent } from '../adapter';
import { autopilot } from './autopilot';
import { type Body, normalizeAngle, type Pedals, pedalsFor, stepBody } from './bicycle';
import { ENERGY, nextEnergy } from './energy';
import { createFaultTracker, type FaultCondition } from '../fault-tracker';
import { compassHeading, DEFAULT_START, type LatLon, offsetLatLon } from './geo';
import { createModeMachine, type ModeFacts, modeAvailability } from './modes';
import { loopRoute } from './route';
import { SIM_VEHICLE } from './vehicle-params';

/** How the sim drives in each situation. */
export const SIM_DRIVING = {
  /** REMOTE's speed limiter: 30 km/h, a common limit for tele-operated driving. */
  remoteSpeedCap: 30 / 3.6,
  /** STOP brakes this hard, then holds the car. */
  stopDecel: 2.5,
  /** The tele-op watchdog's controlled stop. */
  watchdogDecel: 4,
  /** Steps a second when it runs by itself. */
  stepHz: 50,
  /** A stall of the process longer than this is not caught up: the sim slows instead of jumping. */
  maxCatchUpS: 0.2,
} as const;

export interface SimVehicleOptions {
  /** Where the loop starts (the middle of its south side, heading east); default K-City. */
  start?: LatLon;
  /** The vehicle clock (epoch ms): stamps, deadlines, the watchdog. Default `Date`. */
  clock?: { now(): number };
  /** Whether the agent's link to the studio is up: REMOTE has no operator without it. */
  studioLinkUp?: () => boolean;
  /** Steps itself at 50 Hz (default); tests turn it off and call `step(dt)`. */
  autoStep?: boolean;
  /** Battery at start, percent (default 100). */
  energy?: number;
}

/** The simulated vehicle: a VehicleAdapter, and its model's step for tests. */
export interface SimVehicle extends VehicleAdapter {
  readonly kind: 'sim';
  /** Advances the model by `dt` seconds (the clock is the caller's to move). */
  step(dt: number): void;
}

interface RemoteDriver {
  command: TeleopCommand | null;
  /** When the last command came (null: none since REMOTE was entered). */
  at: number | null;
  /** The controls were released: the zero command holds until the next command. */
  released: boolean;
}
const noDriver = (): RemoteDriver => ({ command: null, at: null, released: false });

/**
 * A car without a car: the kinematic bicycle model (bicycle.ts) on a loop route around
 * `start`, with the AD API's operation modes (modes.ts), a pure-pursuit autopilot in AUTO, the
 * tele-op watchdog in REMOTE, the MRM emergency stop, a battery and faults. Everything happens
 * in `step`, so a test drives it with a fake clock exactly as the 50 Hz timer does.
 */
export function createSimVehicle(options: SimVehicleOptions = {}): SimVehicle {
  const clock = options.clock ?? Date;
  const now = () => clock.now();
  const start = options.start ?? DEFAULT_START;
  const studioLinkUp = options.studioLinkUp ?? (() => true);
  const route = loopRoute();
  const listeners: Array<(event: VehicleSideEvent) => void> = [];
  const emit = (event: VehicleSideEvent) => listeners.forEach((listener) => listener(event));
  const modes = createModeMachine(now, emit);
  const faults = createFaultTracker(now, emit);

  let body: Body = { x: 0, y: 0, yaw: 0, speed: 0, steer: 0, gear: 'P' };
  let energy = options.energy ?? 100;
  let mrm: { state: MrmStateName; behavior: MrmBehavior } = { state: 'NORMAL', behavior: 'NONE' };
  let remote = noDriver();
  /** The autopilot drove the route in the last step (AUTO's transition may complete). */
  let autopilotEngaged = false;

  const standing = () => Math.abs(body.speed) <= SIM_VEHICLE.standstillSpeed;
  const facts = (): ModeFacts => {
    const nearest = route.nearest(body.x, body.y);
    return {
      mrm: mrm.state,
      energy,
      routeDistance: nearest.distance,
      routeHeading: Math.abs(normalizeAngle(body.yaw - nearest.yaw)),
      speed: body.speed,
      studioLinkUp: studioLinkUp(),
    };
  };
  const watchdogTripped = () =>
    modes.mode === 'REMOTE' &&
    remote.at !== null &&
    !remote.released &&
    now() - remote.at > TELEOP.watchdogMs;

  const hold = (): Pedals => ({ throttle: 0, brake: 1, steer: body.steer, gear: body.gear });
  const stopAt = (decel: number): Pedals => ({
    ...pedalsFor(-decel, body.speed),
    steer: body.steer,
    gear: body.gear,
  });

  /** Who drives this step, and how. */
  function controls(): Pedals {
    // The MRM's emergency stop: full service brake, whatever the mode.
    if (mrm.state !== 'NORMAL') return hold();
    switch (modes.mode) {
      case 'AUTO': {
        const command = autopilot(body, route);
        autopilotEngaged = command.engaged;
        return command.pedals;
      }
      case 'REMOTE': {
        if (remote.released) return hold();
        const { command, at } = remote;
        if (command && at !== null && now() - at <= TELEOP.watchdogMs) {
          return {
            throttle: command.throttle,
            brake: command.brake,
            steer: command.steering * SIM_VEHICLE.maxTyreAngle,
            gear: command.gear,
            speedCap: SIM_DRIVING.remoteSpeedCap,
          };
        }
        // No operator yet, or none for the watchdog's time: a controlled stop.
        return stopAt(SIM_DRIVING.watchdogDecel);
      }
      case 'MANUAL':
        // A driver on board holds the car; the sim has no one there to drive it.
        return hold();
      default:
        return stopAt(SIM_DRIVING.stopDecel);
    }
  }

  function conditions(): FaultCondition[] {
    const list: FaultCondition[] = [];
    if (energy < ENERGY.lowWarning) {
      list.push({
        code: 'LOW_ENERGY',
        severity: 'warning',
        message: `Energy is below ${ENERGY.lowWarning} %.`,
      });
    }
    if (energy < ENERGY.autoMinimum) {
      list.push({
        code: 'ENERGY_CRITICAL',
        severity: 'error',
        message: `Energy is below ${ENERGY.autoMinimum} %: AUTO is not available.`,
      });
    }
    if (watchdogTripped()) {
      list.push({
        code: 'TELEOP_TIMEOUT',
        severity: 'warning',
        message: `No tele-op command for ${TELEOP.watchdogMs} ms: the vehicle stops.`,
      });
    }
    return list;
  }

  const engagedIn = (mode: OperationMode): boolean => {
    if (mode === 'AUTO') return autopilotEngaged;
    if (mode === 'REMOTE') return remote.at !== null;
    if (mode === 'MANUAL') return standing();
    return true;
  };

  function step(dt: number): void {
    if (!(dt > 0)) return;
    if (mrm.state === 'NORMAL' && modes.mode === 'AUTO' && energy < ENERGY.autoMinimum) {
      modes.force('STOP', `Energy is below ${ENERGY.autoMinimum} %`);
    }
    autopilotEngaged = false;
    const pedals = controls();
    const moved = stepBody(body, energy > 0 ? pedals : { ...pedals, throttle: 0 }, dt);
    body = moved.body;
    if (mrm.state === 'OPERATING' && standing()) {
      mrm = { state: 'SUCCEEDED', behavior: mrm.behavior };
    }
    energy = nextEnergy(energy, dt, {
      traction: moved.traction,
      speed: body.speed,
      charging: standing() && modes.mode === 'STOP' && modes.transition === null,
    });
    const wasRemote = modes.mode === 'REMOTE';
    modes.tick(engagedIn, modeAvailability(facts()));
    if (wasRemote && modes.mode !== 'REMOTE') remote = noDriver();
    faults.update(conditions());
  }

  const round = (value: number, digits: number) => Number(value.toFixed(digits));

  function reading(): VehicleReading {
    const { available, unavailable } = modeAvailability(facts());
    const position = offsetLatLon(start, body.x, body.y);
    const transition = modes.transition;
    return {
      adapter: 'sim',
      lat: position.lat,
      lon: position.lon,
      heading: round(compassHeading(body.yaw), 2),
      speed: round(body.speed, 3),
      gear: body.gear,
      steering: round(body.steer, 4),
      // Down, as a gauge does: 9.999 % must not read as the 10 % that AUTO needs.
      energy: Math.floor(energy * 100) / 100,
      mode: modes.mode,
      is_in_transition: transition !== null,
      transition: transition && { ...transition },
      is_stop_mode_available: available.STOP,
      is_autonomous_mode_available: available.AUTO,
      is_remote_mode_available: available.REMOTE,
      is_local_mode_available: available.MANUAL,
      unavailable,
      mrm: { ...mrm },
      faults: faults.list(),
    };
  }

  let timer: NodeJS.Timeout | undefined;
  if (options.autoStep !== false) {
    let last = now();
    const period = 1 / SIM_DRIVING.stepHz;
    timer = setInterval(() => {
      const at = now();
      let elapsed = Math.min((at - last) / 1000, SIM_DRIVING.maxCatchUpS);
      last = at;
      while (elapsed > 1e-6) {
        const dt = Math.min(period, elapsed);
        step(dt);
        elapsed -= dt;
      }
    }, 1000 / SIM_DRIVING.stepHz);
    timer.unref();
  }

  return {
    kind: 'sim',
    step,
    reading,

    async changeMode(mode) {
      const before = modes.transition;
      modes.request(mode, modeAvailability(facts()));
      // Each entry into REMOTE waits for its own first command; leaving it forgets the driver.
      const entered = modes.transition !== null && modes.transition !== before;
      if (modes.mode !== 'REMOTE' || entered) remote = noDriver();
    },

    teleop(command) {
      if (modes.mode !== 'REMOTE' || mrm.state !== 'NORMAL') return;
      remote = { command, at: now(), released: false };
    },

    releaseControls() {
      if (modes.mode === 'REMOTE') remote = { ...remote, released: true };
    },

    async estop(action) {
      if (action === 'engage') {
        if (mrm.state === 'NORMAL') {
          mrm = { state: 'OPERATING', behavior: 'EMERGENCY_STOP' };
          modes.force('STOP', 'emergency stop');
          remote = noDriver();
        }
        return { ...mrm };
      }
      if (mrm.state === 'NORMAL') return { ...mrm };
      if (mrm.state === 'OPERATING' || !standing()) {
        throw new AgentError(
          'The vehicle is still stopping: release the e-stop once it stands still.',
        );
      }
      mrm = { state: 'NORMAL', behavior: 'NONE' };
      return { ...mrm };
    },

    onEvent(listener) {
      listeners.push(listener);
    },

    async close() {
      clearInterval(timer);
    },
  };
}
