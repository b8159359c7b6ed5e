import {
  AD_API_CODES,
  type EstopAnswer,
  type MrmBehavior,
  type MrmStateName,
  type OperationMode,
  TELEOP,
  type RouteRequest,
  type TeleopCommand,
} from '@ads/contract';
import type { z } from 'zod';
import { AgentError } from '../../runtime';
import {
  AdApiError,
  type CloudReading,
  type DrivingMap,
  type VehicleAdapter,
  type VehicleReading,
  type VehicleSideEvent,
} from '../adapter';
import {
  AUTOPILOT,
  autopilot,
  type Body,
  normalizeAngle,
  type Pedals,
  pedalsFor,
  stepBody,
  loadDrivingMap,
  sampleDrivingMap,
  type SimMap,
  compassHeading,
  type LatLon,
  buildPath,
  createPedestrians,
  PEDESTRIAN,
  type Pedestrians,
  pathFeatures,
  type StopPoint,
  STOPPING,
  stoppingSpeed,
  stopPoints,
  createTrafficCars,
  TRAFFIC_CAR,
  type TrafficCars,
  createLightCycle,
  DEFAULT_LIGHT_TIMING,
  type LightTiming,
  SIM_BODY,
  SIM_VEHICLE,
  type LaneletRoutePlan,
  type LocalPose,
  planPatrol,
  planRoute,
  RoutePlanError,
} from '@ads/driving-sim';
import { ENERGY, nextEnergy } from './energy';
import { createFaultTracker, type FaultCondition } from '../fault-tracker';
import { type LidarBox, lidarSweep } from './lidar';
import { createLocalization, LOCALIZATION } from './localization';
import { createModeMachine, type ModeFacts, modeAvailability } from './modes';
import { type ActiveRoute, planningReading } from './planning-reading';

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
  /** AUTO's speed control: m/s² per m/s of error, the firmest braking it uses. */
  speedGain: 1.5,
  maxBrake: 3,
  /** Within this of a stop point, slower than `creep`, it holds the brake. */
  holdWithin: 0.3,
  creep: 0.4,
  /** ARRIVED: this close to the goal, standing. */
  arrivedWithin: 1.5,
  /** A pose estimate must land this close to a lane. */
  poseWithin: 30,
  /** The lidar turns at 2 Hz: a new sweep at most this often, seconds of sim time. */
  sweepS: 0.5,
} as const;

/** The simulated road users (all seeded: the same seed gives the same traffic). */
export interface SimTrafficOptions {
  /** Cars driving the map (default 6). */
  cars?: number;
  /** Pedestrians crossing at crosswalks by themselves (default true). */
  pedestrians?: boolean;
  /** Seconds between two crossings at a crosswalk, a seeded spread (default 20–45 s). */
  pedestrianEveryS?: readonly [number, number];
  seed?: number;
}

export interface SimVehicleOptions {
  /**
   * Where the sample road network's local (0, 0) lies (its south-west intersection); default
   * SAMPLE_ROAD_NETWORK.origin (K-City). The vehicle spawns on the network near it.
   */
  start?: LatLon;
  /** The map to drive on at start (default: the sample road network at `start`). */
  map?: DrivingMap | null;
  /** Cars and pedestrians; false: none. */
  traffic?: SimTrafficOptions | false;
  /** The traffic-light cycle's times, seconds (default green 12, amber 3, all red 1); false: all green. */
  trafficLights?: Partial<LightTiming> | false;
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
  /** The map it drives on, and its pose there (tests, demos). */
  drivingMap(): SimMap;
  pose(): LocalPose & { speed: number };
  /** Sends a pedestrian across a crosswalk lanelet now (+1 from its start, −1 from its end). */
  spawnPedestrian(crosswalkId: number, direction?: 1 | -1): string;
}

interface RemoteDriver {
  command: TeleopCommand | null;
  /**
   * When the last command was sent, on the vehicle clock (null: none since REMOTE was entered):
   * a command drives for TELEOP.watchdogMs from when it was sent, not from when it came.
   */
  at: number | null;
  /** The controls were released: the zero command holds until the next command. */
  released: boolean;
}
const noDriver = (): RemoteDriver => ({ command: null, at: null, released: false });

/**
 * A car without a car: the kinematic bicycle model (bicycle.ts) on a Lanelet2 map (the
 * project's, or the built-in sample road network), with the AD API's operation modes
 * (modes.ts), localisation, routing over the lanelet graph, a pure-pursuit autopilot in AUTO
 * that stops for red lights, crossing pedestrians and cars ahead, the tele-op watchdog in
 * REMOTE, the MRM emergency stop, a battery and faults. It starts with a patrol loop set so the
 * FMS's AUTO works without the HMI. Everything happens in `step`, so a test drives it with a
 * fake clock exactly as the 50 Hz timer does.
 */
export function createSimVehicle(options: SimVehicleOptions = {}): SimVehicle {
  const clock = options.clock ?? Date;
  const now = () => clock.now();
  const studioLinkUp = options.studioLinkUp ?? (() => true);
  const listeners: Array<(event: VehicleSideEvent) => void> = [];
  const emit = (event: VehicleSideEvent) => listeners.forEach((listener) => listener(event));
  const modes = createModeMachine(now, emit);
  const faults = createFaultTracker(now, emit);
  const trafficOptions = options.traffic === false ? null : (options.traffic ?? {});
  const seed = trafficOptions?.seed ?? 16;
  const lights = createLightCycle(
    options.trafficLights === false ? null : { ...DEFAULT_LIGHT_TIMING, ...options.trafficLights },
    seed,
  );
  const localization = createLocalization();

  /** Sim time, seconds: the lights, the walkers and the lidar run on it. */
  let t = 0;
  let map: SimMap = loadDrivingMap(options.map ?? sampleDrivingMap(options.start));
  let body: Body = { x: 0, y: 0, yaw: 0, speed: 0, steer: 0, gear: 'P' };
  let energy = options.energy ?? 100;
  let mrm: { state: MrmStateName; behavior: MrmBehavior } = { state: 'NORMAL', behavior: 'NONE' };
  let remote = noDriver();
  /** The autopilot drove the route in the last step (AUTO's transition may complete). */
  let autopilotEngaged = false;
  let route: ActiveRoute | null = null;
  /** The ego on the route's path this step, and what it must stop for. */
  let onPath: { s: number; distance: number; yaw: number } | null = null;
  let stops: StopPoint[] = [];
  let pedestrians: Pedestrians;
  let cars: TrafficCars;
  let sweep: CloudReading | null = null;
  let sweepAt = -Infinity;

  const standing = () => Math.abs(body.speed) <= SIM_VEHICLE.standstillSpeed;

  const patrolFrom = (laneId: number): ActiveRoute | null => {
    const lanelets = planPatrol(map, laneId);
    if (!lanelets) return null;
    const path = buildPath(map, lanelets, { closed: true });
    const start = path.at(0);
    return {
      kind: 'patrol',
      state: 'SET',
      path,
      features: features(path),
      goal: { x: start.x, y: start.y, yaw: start.yaw },
      waypoints: [],
    };
  };
  const features = (path: ActiveRoute['path']) =>
    pathFeatures(path, (id) => map.lanes.get(id)?.light ?? null, map.crosswalks);

  /** Puts the vehicle on `map` at its spawn point, with new traffic and localisation. */
  function enterMap(next: SimMap, patrol: boolean): void {
    map = next;
    const { spawn } = map;
    body = { x: spawn.x, y: spawn.y, yaw: spawn.yaw, speed: 0, steer: 0, gear: body.gear };
    route = patrol ? patrolFrom(spawn.lane) : null;
    onPath = null;
    stops = [];
    sweep = null;
    sweepAt = -Infinity;
    pedestrians = createPedestrians(map.crosswalks, {
      seed,
      everyS:
        trafficOptions && trafficOptions.pedestrians !== false
          ? (trafficOptions.pedestrianEveryS ?? [20, 45])
          : null,
    });
    cars = createTrafficCars(map, { seed, count: trafficOptions ? (trafficOptions.cars ?? 6) : 0 });
    cars.populate(body);
    localization.initialize(t, LOCALIZATION.gnssS);
  }
  enterMap(map, true);

  const activeRoute = () => (route && route.state === 'SET' ? route : null);
  const facts = (): ModeFacts => {
    const nearest = activeRoute()?.path.nearest(body.x, body.y);
    return {
      mrm: mrm.state,
      energy,
      routeSet: nearest !== undefined,
      localized: localization.state === 'INITIALIZED',
      routeDistance: nearest?.distance ?? Infinity,
      routeHeading: nearest ? Math.abs(normalizeAngle(body.yaw - nearest.yaw)) : 0,
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

  /** AUTO: follow the route at the planned speed, stopping where the stop points say. */
  function drive(): Pedals {
    const active = activeRoute();
    if (!active || !onPath) {
      autopilotEngaged = body.gear === 'D' || standing();
      return standing() ? hold() : stopAt(AUTOPILOT.maxDecel);
    }
    const { path } = active;
    const cruise = path.speeds[path.indexAt(onPath.s)]!;
    const { speed, binding } = stoppingSpeed(stops, cruise);
    let accel = Math.min(
      AUTOPILOT.maxAccel,
      Math.max(-SIM_DRIVING.maxBrake, SIM_DRIVING.speedGain * (speed - body.speed)),
    );
    if (binding && binding.speed === 0) {
      // Feed-forward onto the stop: the deceleration that stops exactly there, once it is
      // near the planned one (a P controller alone lags the braking curve and overshoots).
      const room = Math.max(binding.distance - 0.1, 0.05);
      const needed = (body.speed * body.speed) / (2 * room);
      if (needed >= 0.8 * STOPPING.decel)
        accel = Math.min(accel, -Math.min(needed, SIM_DRIVING.maxBrake));
      if (binding.distance < SIM_DRIVING.holdWithin && body.speed < SIM_DRIVING.creep) {
        accel = -SIM_DRIVING.maxBrake;
      }
    }
    const command = autopilot(body, path, SIM_VEHICLE, accel);
    autopilotEngaged = command.engaged;
    if (standing() && accel <= 0 && body.gear === 'D') return hold();
    return command.pedals;
  }

  /** Who drives this step, and how. */
  function controls(): Pedals {
    // The MRM's emergency stop: full service brake, whatever the mode.
    if (mrm.state !== 'NORMAL') return hold();
    switch (modes.mode) {
      case 'AUTO':
        return drive();
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

  /** The ego as the other cars see it: its box's centre, heading, speed, length. */
  const egoUser = () => {
    const centre = (SIM_BODY.front - SIM_BODY.rear) / 2;
    return {
      x: body.x + centre * Math.cos(body.yaw),
      y: body.y + centre * Math.sin(body.yaw),
      yaw: body.yaw,
      speed: body.speed,
      length: SIM_BODY.front + SIM_BODY.rear,
    };
  };

  /** Where the ego is on its route, and what it must stop for (each step, any mode). */
  function plan(): void {
    const active = activeRoute();
    onPath = active ? active.path.nearest(body.x, body.y) : null;
    stops =
      active && onPath
        ? stopPoints({
            path: active.path,
            features: active.features,
            s: onPath.s,
            speed: body.speed,
            t,
            lights,
            pedestrians: pedestrians.walking,
            cars: cars.cars,
          })
        : [];
  }

  /** ARRIVED: standing at the goal at the end of the route. */
  function arrive(): void {
    const active = activeRoute();
    if (!active || active.kind !== 'goal' || !standing() || !onPath) return;
    const near = Math.hypot(body.x - active.goal.x, body.y - active.goal.y);
    if (
      near <= SIM_DRIVING.arrivedWithin &&
      active.path.length - onPath.s < 2 * SIM_DRIVING.arrivedWithin
    ) {
      route = { ...active, state: 'ARRIVED' };
    }
  }

  function step(dt: number): void {
    if (!(dt > 0)) return;
    t += dt;
    localization.tick(t);
    pedestrians.step(dt, t);
    cars.step(dt, t, lights, egoUser());
    plan();
    if (mrm.state === 'NORMAL' && modes.mode === 'AUTO' && energy < ENERGY.autoMinimum) {
      modes.force('STOP', `Energy is below ${ENERGY.autoMinimum} %`);
    }
    autopilotEngaged = false;
    const pedals = controls();
    const moved = stepBody(body, energy > 0 ? pedals : { ...pedals, throttle: 0 }, dt);
    body = moved.body;
    // The stop succeeded once the car is at rest, not merely slow: at the 0.05 m/s of
    // `standing()` it still creeps for one step, and a viewer told SUCCEEDED saw it move.
    if (mrm.state === 'OPERATING' && body.speed === 0) {
      mrm = { state: 'SUCCEEDED', behavior: mrm.behavior };
    }
    arrive();
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
    const position = map.toLatLon(body.x, body.y);
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
      // Its own watchdog, fixed: nothing for an operator to confirm.
      settings: { operator_timeout_ms: TELEOP.watchdogMs },
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

  /** The AD API's rule for localisation and map changes: not while moving or engaged. */
  const refuseUnsafe = (what: string) => {
    if (!standing()) {
      throw new AdApiError(
        `The vehicle is moving: stop it before ${what}.`,
        AD_API_CODES.localizationUnsafe,
      );
    }
    if (modes.mode === 'AUTO') {
      throw new AdApiError(
        `The vehicle is in AUTO: change to STOP before ${what}.`,
        AD_API_CODES.localizationUnsafe,
      );
    }
  };
  const toYaw = (heading: number) => normalizeAngle(((90 - heading) * Math.PI) / 180);
  const toLocalPose = (pose: { lat: number; lon: number; heading: number }): LocalPose => ({
    ...map.toLocal(pose.lat, pose.lon),
    yaw: toYaw(pose.heading),
  });

  /** A route to `request`'s goal from where the car is (set_route_points, change_route_points). */
  function planGoal(request: z.output<typeof RouteRequest>): void {
    if (localization.state !== 'INITIALIZED') {
      throw new AdApiError(
        'The vehicle is not localised: set its initial pose first.',
        AD_API_CODES.plannerUnready,
      );
    }
    let planned: LaneletRoutePlan;
    try {
      planned = planRoute(map, body, toLocalPose(request.goal), request.waypoints.map(toLocalPose));
    } catch (error) {
      if (error instanceof RoutePlanError) {
        throw new AdApiError(error.message, AD_API_CODES.plannerFailed);
      }
      throw error;
    }
    // The path starts a little behind the car so it is on it from the first step.
    const path = buildPath(map, planned.lanelets, {
      fromStation: Math.max(0, planned.fromStation - 3),
      toStation: planned.toStation,
    });
    route = {
      kind: 'goal',
      state: 'SET',
      path,
      features: features(path),
      goal: planned.goal,
      waypoints: planned.waypoints,
    };
    plan();
  }

  function boxes(): LidarBox[] {
    const list: LidarBox[] = [];
    for (const car of cars.cars) {
      list.push({
        x: car.x,
        y: car.y,
        yaw: car.yaw,
        length: TRAFFIC_CAR.length,
        width: TRAFFIC_CAR.width,
        height: TRAFFIC_CAR.height,
      });
    }
    for (const p of pedestrians.walking) {
      list.push({
        x: p.x,
        y: p.y,
        yaw: p.yaw,
        length: PEDESTRIAN.length,
        width: PEDESTRIAN.width,
        height: PEDESTRIAN.height,
      });
    }
    return list;
  }

  return {
    kind: 'sim',
    step,
    reading,
    drivingMap: () => map,
    pose: () => ({ x: body.x, y: body.y, yaw: body.yaw, speed: body.speed }),
    spawnPedestrian(crosswalkId, direction = 1) {
      const crosswalk = map.crosswalks.find((c) => c.id === crosswalkId);
      if (!crosswalk) throw new AgentError(`Lanelet ${crosswalkId} is not a crosswalk.`);
      return pedestrians.spawn(crosswalk, direction).id;
    },

    planning() {
      return planningReading({
        map,
        localization: localization.state,
        route,
        body,
        s: onPath?.s ?? null,
        stops,
        t,
        lights,
        pedestrians: pedestrians.walking,
        cars: cars.cars,
        hazard: mrm.state !== 'NORMAL',
      });
    },

    cloud() {
      if (sweep && t - sweepAt < SIM_DRIVING.sweepS - 1e-9) return sweep;
      const { lat, lon } = map.toLatLon(body.x, body.y);
      sweep = {
        xyz: lidarSweep(body, map.borders, boxes()),
        pose: { lat, lon, heading: Number(compassHeading(body.yaw).toFixed(2)) },
        stamp: now(),
      };
      sweepAt = t;
      return sweep;
    },

    async setRoute(request) {
      if (route && route.state === 'SET') {
        throw new AdApiError('A route is set: clear it first.', AD_API_CODES.routeExists);
      }
      planGoal(request);
    },

    async changeRoute(request) {
      // AD API change_route_points: only a SET route changes (not UNSET, not ARRIVED).
      if (!route || route.state !== 'SET') {
        throw new AdApiError(
          'No route is set to change: set a goal first.',
          AD_API_CODES.routeNotSet,
        );
      }
      // Planned from where the car is now; in AUTO the autopilot follows the new path at once.
      planGoal(request);
    },

    async clearRoute() {
      // Autoware's routing API refuses to clear the route the autopilot is driving: a route
      // in use ends with a STOP (or a new goal, change_route_points), not by vanishing.
      if (route && route.state === 'SET' && modes.mode === 'AUTO' && !standing()) {
        throw new AdApiError(
          'The route cannot be cleared while the vehicle drives it in AUTO: change to STOP first, or change the goal.',
          AD_API_CODES.routeInUse,
        );
      }
      route = null;
      stops = [];
    },

    async initialPose(request) {
      refuseUnsafe('setting its pose');
      if (!request.pose) {
        // GNSS: re-initialise where the vehicle really is.
        localization.initialize(t, LOCALIZATION.gnssS);
        return;
      }
      const pose = toLocalPose(request.pose);
      if (!map.nearestLane(pose.x, pose.y, null, SIM_DRIVING.poseWithin)) {
        throw new AdApiError(
          `The pose is more than ${SIM_DRIVING.poseWithin} m from the map's lanes.`,
          AD_API_CODES.localizationEstimation,
        );
      }
      // The planning simulator's "2D Pose Estimate": the vehicle is put there.
      body = { ...body, x: pose.x, y: pose.y, yaw: pose.yaw, speed: 0, steer: 0 };
      if (route?.kind === 'patrol') {
        const lane = map.nearestLane(pose.x, pose.y, pose.yaw);
        route = lane ? patrolFrom(lane.lane.id) : null;
      }
      sweep = null;
      localization.initialize(t, LOCALIZATION.poseS);
      plan();
    },

    async engage() {
      if (modes.transition) {
        throw new AdApiError(
          `A change to ${modes.transition.to} is under way: wait for it.`,
          AD_API_CODES.modeInTransition,
        );
      }
      if (modes.mode === 'AUTO') return;
      const availability = modeAvailability(facts());
      if (!availability.available.AUTO) {
        throw new AdApiError(
          availability.unavailable.AUTO ?? 'AUTO is not available.',
          AD_API_CODES.modeNotAvailable,
        );
      }
      modes.request('AUTO', availability);
      remote = noDriver();
    },

    async useMap(next) {
      refuseUnsafe('changing its map');
      let loaded: SimMap;
      try {
        loaded = loadDrivingMap(next ?? sampleDrivingMap(options.start));
      } catch (error) {
        throw new AdApiError(
          `The map cannot be driven: ${error instanceof Error ? error.message : String(error)}`,
          AD_API_CODES.parameterError,
        );
      }
      enterMap(loaded, false);
    },

    async changeMode(mode) {
      const before = modes.transition;
      modes.request(mode, modeAvailability(facts()));
      // Each entry into REMOTE waits for its own first command; leaving it forgets the driver.
      const entered = modes.transition !== null && modes.transition !== before;
      if (modes.mode !== 'REMOTE' || entered) remote = noDriver();
    },

    teleop(command, sentAt) {
      // The link has dropped every command too old or out of order: what comes here drives.
      // Its watchdog time runs from when it was sent (never later than now, whatever the
      // estimate of the sender's clock says).
      if (modes.mode !== 'REMOTE' || mrm.state !== 'NORMAL') return;
      remote = { command, at: Math.min(sentAt, now()), released: false };
    },

    releaseControls() {
      if (modes.mode === 'REMOTE') remote = { ...remote, released: true };
    },

    async estop(action): Promise<EstopAnswer> {
      if (action === 'engage') {
        if (mrm.state !== 'NORMAL') {
          return { mrm: { ...mrm }, effect: 'The emergency stop was already engaged.' };
        }
        mrm = { state: 'OPERATING', behavior: 'EMERGENCY_STOP' };
        modes.force('STOP', 'emergency stop');
        remote = noDriver();
        return {
          mrm: { ...mrm },
          effect:
            'Full service brake to a standstill, mode STOP; no other mode until the emergency stop is released.',
        };
      }
      if (mrm.state === 'NORMAL') {
        return { mrm: { ...mrm }, effect: 'No emergency stop was engaged: nothing changed.' };
      }
      if (mrm.state === 'OPERATING' || !standing()) {
        throw new AgentError(
          'The vehicle is still stopping: release the e-stop once it stands still.',
        );
      }
      mrm = { state: 'NORMAL', behavior: 'NONE' };
      return {
        mrm: { ...mrm },
        effect: 'Emergency stop released: the vehicle stands in STOP, and may be driven again.',
      };
    },

    async configure() {
      throw new AgentError(
        `The simulated vehicle's own watchdog stops it after ${TELEOP.watchdogMs} ms without a command; it has no setting to change.`,
      );
    },

    onEvent(listener) {
      listeners.push(listener);
    },

    async close() {
      clearInterval(timer);
    },
  };
}
