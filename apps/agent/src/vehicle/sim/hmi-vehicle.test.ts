import { AD_API_CODES, HMI_RATES, type MapPose, VehiclePlanning } from '@ads/contract';
import { generateDistrict } from '@ads/lanelet2';
import { describe, expect, it } from 'vitest';
import { AdApiError } from '../adapter';
import {
  compassHeading,
  lanePoint,
  loadDrivingMap,
  sampleDrivingMap,
  SIM_BODY,
  planRoute,
  RoutePlanError,
} from '@ads/driving-sim';
import { LIDAR } from './lidar';
import { sim } from './sim-harness';

/** A pose on the vehicle's map: `station` metres along lanelet `id`, facing its way. */
function poseOn(vehicle: ReturnType<typeof sim>['vehicle'], id: number, station: number): MapPose {
  const map = vehicle.drivingMap();
  const p = lanePoint(map.lanes.get(id)!, station);
  const { lat, lon } = map.toLatLon(p.x, p.y);
  return { lat, lon, heading: compassHeading(p.yaw) };
}

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AdApiError);
  return { code: (error as AdApiError).code, message: (error as AdApiError).message };
};

/** `autoware_adapi_v1_msgs/msg/PlanningBehavior`'s values (autoware_adapi_msgs 1.9). */
const PLANNING_BEHAVIORS = [
  'avoidance',
  'crosswalk',
  'goal-planner',
  'intersection',
  'lane-change',
  'merge',
  'no-drivable-lane',
  'no-stopping-area',
  'rear-check',
  'route-obstacle',
  'sidewalk',
  'start-planner',
  'stop-sign',
  'surrounding-obstacle',
  'traffic-signal',
  'user-defined-attention-area',
  'virtual-traffic-light',
  'run-out',
  'adaptive-cruise',
  'roundabout',
];

/** The sample network: the spawn lane 252 runs east on the second row, then 266, 280. */
const SPAWN_LANE = 252;

describe('routing on the sample road network', () => {
  const map = loadDrivingMap(sampleDrivingMap());
  const spawn = { x: map.spawn.x, y: map.spawn.y, yaw: map.spawn.yaw };

  it('spawns on the eastbound outer lane of the second row', () => {
    expect(map.spawn).toMatchObject({ lane: SPAWN_LANE, x: 15, yaw: 0 });
    expect(map.spawn.y).toBeCloseTo(104.75, 2);
  });

  it('routes along the lane to a goal ahead, onto its centreline', () => {
    const goal = lanePoint(map.lanes.get(280)!, 10);
    const plan = planRoute(map, spawn, { x: goal.x + 0.8, y: goal.y + 1, yaw: 0 });
    expect(plan.lanelets).toEqual([252, 266, 280]);
    expect(plan.goal.x).toBeCloseTo(goal.x + 0.8, 1);
    expect(plan.goal.y).toBeCloseTo(goal.y, 3);
  });

  it('changes lanes into the inner lane for a goal there, and turns right round the block', () => {
    const inner = lanePoint(map.lanes.get(279)!, 10);
    const lanes = planRoute(map, spawn, { ...inner, yaw: 0 }).lanelets;
    expect(lanes.at(-1)).toBe(279);
    expect(lanes[0]).toBe(SPAWN_LANE);
    // The patrol's right turn south at the next intersection, then down the column.
    const south = planRoute(map, spawn, { x: 99.75, y: 60, yaw: -Math.PI / 2 }).lanelets;
    expect(south.slice(0, 4)).toEqual([252, 266, 280, 1239]);
    expect(map.lanes.get(1239)!.turn).toBe('right');
  });

  it('refuses a goal off the lanes, and a goal that faces the other way takes the other lane', () => {
    // The planner's own error; the vehicle answers it with plannerFailed (setRoute below).
    expect(() => planRoute(map, spawn, { x: 60, y: 60, yaw: 0 })).toThrow(
      new RoutePlanError('The goal is more than 10 m from any lane.'),
    );
    const westbound = planRoute(map, spawn, { x: 50, y: 113.5, yaw: Math.PI }).lanelets;
    const last = map.lanes.get(westbound.at(-1)!)!;
    expect(Math.cos(lanePoint(last, 1).yaw)).toBeLessThan(-0.99);
  });
});

describe('the AD API commands of the simulated vehicle', () => {
  it('refuses a route while one is set, and before it is localised; clear then set works', async () => {
    const unready = sim({}, { localised: false });
    await unready.vehicle.clearRoute();
    expect(
      await refusal(
        unready.vehicle.setRoute({
          goal: poseOn(unready.vehicle, 280, 10),
          waypoints: [],
          allow_goal_modification: true,
        }),
      ),
    ).toMatchObject({
      code: AD_API_CODES.plannerUnready,
    });

    const { vehicle } = sim();
    const request = {
      goal: poseOn(vehicle, 280, 10),
      waypoints: [],
      allow_goal_modification: true,
    };
    expect(vehicle.planning().route_state).toBe('SET');
    expect(await refusal(vehicle.setRoute(request))).toEqual({
      code: AD_API_CODES.routeExists,
      message: 'A route is set: clear it first.',
    });
    await vehicle.clearRoute();
    await vehicle.clearRoute();
    expect(vehicle.planning()).toMatchObject({
      route_state: 'UNSET',
      route: null,
      remaining: null,
    });
    const far = { ...request, goal: { ...request.goal, lat: request.goal.lat + 0.0005 } };
    expect(await refusal(vehicle.setRoute(far))).toMatchObject({
      code: AD_API_CODES.plannerFailed,
    });
    await vehicle.setRoute(request);
    const planning = vehicle.planning();
    expect(planning.route_state).toBe('SET');
    expect(planning.route?.lanelets).toEqual([252, 266, 280]);
    expect(planning.remaining?.distance).toBeGreaterThan(60);
    expect(planning.remaining?.distance).toBeLessThan(66);
  });

  it('engages only with a route set and localised, with the reason', async () => {
    const early = sim({}, { localised: false });
    expect(await refusal(early.vehicle.engage())).toEqual({
      code: AD_API_CODES.modeNotAvailable,
      message: 'The vehicle is not localised: set its initial pose.',
    });
    const { vehicle, drive } = sim();
    await vehicle.clearRoute();
    expect(await refusal(vehicle.engage())).toEqual({
      code: AD_API_CODES.modeNotAvailable,
      message: 'No route is set: set a goal first.',
    });
    await expect(vehicle.changeMode('AUTO')).rejects.toThrow('No route is set: set a goal first.');
    await vehicle.setRoute({
      goal: poseOn(vehicle, 280, 10),
      waypoints: [],
      allow_goal_modification: true,
    });
    await vehicle.changeMode('REMOTE');
    expect(await refusal(vehicle.engage())).toMatchObject({ code: AD_API_CODES.modeInTransition });
    await vehicle.changeMode('STOP');
    await vehicle.engage();
    drive(0.1);
    expect(vehicle.reading()).toMatchObject({ mode: 'AUTO', is_in_transition: false });
  });

  it('drives a route to its goal and ARRIVES there, standing within 1.5 m', async () => {
    const { vehicle, until, drive } = sim();
    await vehicle.clearRoute();
    const goal = poseOn(vehicle, 280, 10);
    await vehicle.setRoute({ goal, waypoints: [], allow_goal_modification: true });
    await vehicle.engage();
    until(() => vehicle.planning().route_state === 'ARRIVED', 60);
    const map = vehicle.drivingMap();
    const at = map.toLocal(goal.lat, goal.lon);
    const pose = vehicle.pose();
    expect(Math.hypot(pose.x - at.x, pose.y - at.y)).toBeLessThan(1.5);
    expect(vehicle.reading()).toMatchObject({ mode: 'AUTO' });
    expect(vehicle.reading().speed).toBeLessThanOrEqual(0.05);
    expect(vehicle.planning()).toMatchObject({
      remaining: { distance: 0, time: 0 },
      trajectory: [],
    });
    drive(2);
    expect(vehicle.reading().speed).toBe(0);
    // A new goal is accepted once arrived.
    await vehicle.setRoute({
      goal: poseOn(vehicle, 1239, 5),
      waypoints: [],
      allow_goal_modification: true,
    });
    expect(vehicle.planning().route_state).toBe('SET');
  });

  it('refuses to clear the route it drives in AUTO (ROUTE_IN_USE, as Autoware); STOP first, then it clears', async () => {
    const { vehicle, drive, until } = sim();
    await vehicle.engage();
    drive(6);
    expect(vehicle.reading().speed).toBeGreaterThan(5);
    expect(await refusal(vehicle.clearRoute())).toEqual({
      code: AD_API_CODES.routeInUse,
      message:
        'The route cannot be cleared while the vehicle drives it in AUTO: change to STOP first, or change the goal.',
    });
    expect(vehicle.planning().route_state).toBe('SET');
    expect(vehicle.reading().speed).toBeGreaterThan(5);
    await vehicle.changeMode('STOP');
    await vehicle.clearRoute();
    expect(vehicle.planning().route_state).toBe('UNSET');
    until(() => vehicle.reading().speed === 0, 10);
    // Standing in AUTO (arrived, or held) the route is not in use: it clears.
    await vehicle.setRoute({
      goal: poseOn(vehicle, 280, 10),
      waypoints: [],
      allow_goal_modification: true,
    });
    await vehicle.engage();
    expect(vehicle.reading()).toMatchObject({ mode: 'AUTO', speed: 0 });
    await vehicle.clearRoute();
    expect(vehicle.planning().route_state).toBe('UNSET');
  });

  it('changes the goal while driving in AUTO (change_route_points), and refuses it with no route set', async () => {
    const { vehicle, drive, until } = sim();
    await vehicle.clearRoute();
    const request = (id: number, station: number) => ({
      goal: poseOn(vehicle, id, station),
      waypoints: [],
      allow_goal_modification: true,
    });
    expect(await refusal(vehicle.changeRoute(request(280, 10)))).toEqual({
      code: AD_API_CODES.routeNotSet,
      message: 'No route is set to change: set a goal first.',
    });
    await vehicle.setRoute(request(280, 10));
    await vehicle.engage();
    drive(4);
    expect(vehicle.reading()).toMatchObject({ mode: 'AUTO' });
    expect(vehicle.reading().speed).toBeGreaterThan(3);
    // A goal further on, the car still driving: no stop, the new route at once.
    const goal = request(1239, 5);
    await vehicle.changeRoute(goal);
    const changed = vehicle.planning();
    expect(changed.route_state).toBe('SET');
    expect(changed.route!.goal.lat).toBeCloseTo(goal.goal.lat, 6);
    expect(changed.route!.goal.lon).toBeCloseTo(goal.goal.lon, 6);
    expect(vehicle.planning().route!.lanelets).toContain(1239);
    expect(vehicle.reading().speed).toBeGreaterThan(3);
    // It approaches the goal with the goal planner's velocity factor, and arrives there.
    until(
      () =>
        vehicle
          .planning()
          .velocity_factors.some(
            (f) => f.behavior === 'goal-planner' && f.status === 'APPROACHING',
          ),
      60,
    );
    until(() => vehicle.planning().route_state === 'ARRIVED', 60);
    const map = vehicle.drivingMap();
    const at = map.toLocal(goal.goal.lat, goal.goal.lon);
    expect(Math.hypot(vehicle.pose().x - at.x, vehicle.pose().y - at.y)).toBeLessThan(1.5);
    // Arrived is not SET: there is nothing to change any more.
    expect(await refusal(vehicle.changeRoute(request(280, 10)))).toMatchObject({
      code: AD_API_CODES.routeNotSet,
    });
  });

  it('names its velocity factors by AD API PlanningBehavior only', async () => {
    const seen = new Set<string>();
    const collect = () => {
      for (const factor of vehicle.planning().velocity_factors) seen.add(factor.behavior);
    };
    const { vehicle, drive } = sim({ traffic: { seed: 3 }, trafficLights: {} });
    await vehicle.engage();
    drive(60, collect);
    await vehicle.changeRoute({
      goal: poseOn(vehicle, SPAWN_LANE, 20),
      waypoints: [],
      allow_goal_modification: true,
    });
    drive(60, collect);
    expect(seen).toContain('traffic-signal');
    expect(seen).toContain('goal-planner');
    expect([...seen].filter((behavior) => !PLANNING_BEHAVIORS.includes(behavior))).toEqual([]);
  });

  it('stops at a red light with its front at the stop line, says so, and goes on green', async () => {
    // A long red (green 5 s, amber 2 s, red 47 s) so the car meets it red, not just slows for it.
    const { vehicle, until } = sim({ trafficLights: { green: 5, amber: 2, allRed: 20 } });
    await vehicle.engage();
    const signal = () =>
      vehicle
        .planning()
        .velocity_factors.find((f) => f.behavior === 'traffic-signal' && f.detail === 'red light');
    until(() => signal()?.status === 'APPROACHING', 60);
    expect(signal()!.distance).toBeGreaterThan(0);
    until(() => signal()?.status === 'STOPPED', 60);
    const map = vehicle.drivingMap();
    const pose = vehicle.pose();
    const front = {
      x: pose.x + SIM_BODY.front * Math.cos(pose.yaw),
      y: pose.y + SIM_BODY.front * Math.sin(pose.yaw),
    };
    const stop = signal()!;
    const line = map.toLocal(stop.lat, stop.lon);
    expect(Math.hypot(front.x - line.x, front.y - line.y)).toBeLessThan(1);
    // The light is one of the map's, red, with its time to change.
    const light = map.lights.reduce((best, l) =>
      Math.hypot(l.stopX - line.x, l.stopY - line.y) <
      Math.hypot(best.stopX - line.x, best.stopY - line.y)
        ? l
        : best,
    );
    expect(vehicle.planning().traffic_lights.find((l) => l.id === light.id)).toMatchObject({
      color: 'RED',
    });
    until(() => vehicle.reading().speed > 1, 30);
    expect(vehicle.planning().traffic_lights.find((l) => l.id === light.id)?.color).toBe('GREEN');
  });

  it('stops before a crosswalk while a pedestrian crosses its path, and goes after', async () => {
    const { vehicle, until, drive } = sim();
    await vehicle.engage();
    // The patrol turns south down the column and crosses crosswalk 962 before the intersection.
    until(() => vehicle.pose().y < 60 && vehicle.pose().x > 95, 90);
    vehicle.spawnPedestrian(962, 1);
    drive(0.02);
    const crosswalk = () =>
      vehicle.planning().velocity_factors.find((f) => f.behavior === 'crosswalk');
    expect(crosswalk()).toMatchObject({ status: 'APPROACHING', detail: 'pedestrian' });
    until(() => crosswalk()?.status === 'STOPPED', 30);
    const map = vehicle.drivingMap();
    const zebra = map.crosswalks.find((c) => c.id === 962)!;
    const frontY = vehicle.pose().y - SIM_BODY.front;
    expect(frontY - Math.max(zebra.ay, zebra.by, zebra.maxY)).toBeGreaterThan(1.5);
    expect(frontY - zebra.maxY).toBeLessThan(3.5);
    expect(vehicle.planning().objects.some((o) => o.class === 'PEDESTRIAN')).toBe(true);
    until(() => vehicle.reading().speed > 1, 30);
    expect(crosswalk()).toBeUndefined();
  });

  it('teleports to a pose estimate and re-localises; refuses it while moving or off the map', async () => {
    const { vehicle, drive } = sim();
    const target = poseOn(vehicle, 266, 12);
    await vehicle.initialPose({ pose: target });
    expect(vehicle.planning().localization).toBe('INITIALIZING');
    expect(vehicle.reading()).toMatchObject({ is_autonomous_mode_available: false });
    drive(0.52);
    expect(vehicle.planning().localization).toBe('INITIALIZED');
    const reading = vehicle.reading();
    expect(reading.lat).toBeCloseTo(target.lat, 6);
    expect(reading.lon).toBeCloseTo(target.lon, 6);
    expect(reading.heading).toBeCloseTo(90, 1);
    // The middle of the block north of the road: ~50 m from any lane.
    const off = { ...target, lat: target.lat + 0.00055 };
    expect(await refusal(vehicle.initialPose({ pose: off }))).toMatchObject({
      code: AD_API_CODES.localizationEstimation,
    });
    await vehicle.initialPose({});
    expect(vehicle.planning().localization).toBe('INITIALIZING');
    drive(1.1);
    await vehicle.engage();
    drive(3);
    expect(await refusal(vehicle.initialPose({ pose: target }))).toMatchObject({
      code: AD_API_CODES.localizationUnsafe,
    });
  });

  it('switches maps when standing: new spawn, no route, re-localising; not in AUTO', async () => {
    const { vehicle, drive } = sim();
    const sample = vehicle.drivingMap();
    const { doc } = generateDistrict({
      lanelets: 60,
      seed: 3,
      projector:
        sample.ref.source === 'sample'
          ? {
              projector_type: 'LocalCartesianUTM',
              map_origin: { latitude: 35.1, longitude: 129.04, altitude: 0 },
            }
          : undefined,
      origin: { lat: 35.1, lon: 129.04 },
    });
    const project = {
      ref: { source: 'project' as const, map_id: 7, version: 2, name: 'Busan depot' },
      doc,
      projector: {
        projector_type: 'LocalCartesianUTM' as const,
        map_origin: { latitude: 35.1, longitude: 129.04, altitude: 0 },
      },
    };
    await vehicle.useMap(project);
    expect(vehicle.planning()).toMatchObject({
      map: project.ref,
      route_state: 'UNSET',
      localization: 'INITIALIZING',
    });
    expect(vehicle.reading().lat).toBeCloseTo(35.1, 2);
    drive(1.1);
    expect(vehicle.planning().localization).toBe('INITIALIZED');
    const map = vehicle.drivingMap();
    const lane = map.lanes.get(map.spawn.lane)!;
    expect(lane.successors.length).toBeGreaterThan(0);
    await vehicle.useMap(null);
    expect(vehicle.planning().map).toMatchObject({ source: 'sample' });
    drive(1.1);
    await vehicle.setRoute({
      goal: poseOn(vehicle, 280, 10),
      waypoints: [],
      allow_goal_modification: true,
    });
    await vehicle.engage();
    drive(0.1);
    expect(await refusal(vehicle.useMap(project))).toMatchObject({
      code: AD_API_CODES.localizationUnsafe,
    });
  });
});

describe('what the simulated vehicle publishes', () => {
  it('plans a VehiclePlanning the contract accepts, with traffic, lights and a trajectory', async () => {
    const { vehicle, drive } = sim({
      traffic: { cars: 50, pedestrianEveryS: [5, 10] },
      trafficLights: {},
    });
    await vehicle.engage();
    let objects = 0;
    for (let i = 0; i < 40; i += 1) {
      drive(1);
      const planning = vehicle.planning();
      expect(() =>
        VehiclePlanning.parse({ ...planning, seq: i, stamp: Date.now(), recording: null }),
      ).not.toThrow();
      expect(planning.trajectory.length).toBeLessThanOrEqual(60);
      objects = Math.max(objects, planning.objects.length);
      const ids = planning.objects.map((o) => o.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    expect(objects).toBeGreaterThan(5);
    const planning = vehicle.planning();
    expect(planning.trajectory.length).toBeGreaterThan(10);
    expect(planning.traffic_lights.length).toBeGreaterThan(0);
  });

  it('sweeps a lidar cloud on the ground and on objects and kerbs, at most 20,000 points, at 2 Hz', async () => {
    const { vehicle, drive } = sim({ traffic: { cars: 20 } });
    const cloud = vehicle.cloud()!;
    const count = cloud.xyz.length / 3;
    expect(count).toBeGreaterThan(1000);
    expect(count).toBeLessThanOrEqual(HMI_RATES.cloudPoints);
    let ground = 0;
    for (let i = 0; i < count; i += 1) {
      const z = cloud.xyz[3 * i + 2]!;
      expect(z).toBeGreaterThanOrEqual(-1e-3);
      expect(z).toBeLessThanOrEqual(Math.max(LIDAR.kerbHeight, 1.7) + 1e-3);
      if (Math.abs(z) < 1e-3) ground += 1;
    }
    expect(ground / count).toBeGreaterThan(0.5);
    expect(cloud.pose.heading).toBeCloseTo(90, 1);
    drive(0.2);
    expect(vehicle.cloud()).toBe(cloud);
    drive(0.4);
    expect(vehicle.cloud()).not.toBe(cloud);
  });
});
