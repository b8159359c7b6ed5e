import { describe, expect, it } from 'vitest';
import { gaussianRandom, seededRandom } from '@ads/seeded-random';
import type { RadarDetection } from './radar';
import {
  RADAR_FIT_NOTE,
  calibrateRadar,
  fitRadar2D,
  matchReflectors,
  radarPoseWithMounting,
  radarToLidar,
  radarToXY,
  reflectorDetections,
} from './radar';
import type { Vec2 } from './types';

/** Seeded uniform and normal numbers, so every run checks the same answers. */
function random(seed: number): { uniform: () => number; gaussian: () => number } {
  const uniform = seededRandom(seed);
  return { uniform, gaussian: gaussianRandom(uniform) };
}

const deg = Math.PI / 180;
/** The radar on the front bumper, 3.6 m ahead of the roof lidar, 0.4 m right, turned 2.5° left. */
const truth = { x: 3.6, y: -0.4, yaw: 2.5 * deg };

/**
 * 20 reflectors 3–18 m ahead, ±10 m to the sides, at least 3.5 m apart (lidar frame): near and
 * wide as a calibration layout should be — the radar's y is extrapolated from them, and
 * reflectors only far ahead would turn each 0.01° of yaw noise into centimetres of y.
 */
const reflectors: Vec2[] = [];
for (let row = 0; row < 5; row += 1)
  for (let col = 0; col < 4; col += 1) {
    reflectors.push([3 + row * 3.5 + col * 0.3, -10 + col * 6.5 + row * 0.4]);
  }

/**
 * What the radar reports: each reflector as range (σ 1 cm) and azimuth (σ 0.03°) from the
 * radar — a reflector's detections averaged over a few seconds, as one calibrates — and
 * RCS ≈ 15 dBsm, plus clutter with low RCS; the lidar's picks (reflector centroids) carry 5 mm.
 */
function observe(seed: number): { detections: RadarDetection[]; lidar: Vec2[] } {
  const rng = random(seed);
  const c = Math.cos(truth.yaw);
  const s = Math.sin(truth.yaw);
  const detections: RadarDetection[] = reflectors.map(([x, y]) => {
    const dx = x - truth.x;
    const dy = y - truth.y;
    const rx = c * dx + s * dy;
    const ry = -s * dx + c * dy;
    return {
      range: Math.hypot(rx, ry) + 0.01 * rng.gaussian(),
      azimuth: Math.atan2(ry, rx) + 0.03 * deg * rng.gaussian(),
      rcs: 15 + rng.gaussian(),
    };
  });
  for (let k = 0; k < 20; k += 1) {
    detections.push({
      range: 5 + rng.uniform() * 40,
      azimuth: (rng.uniform() - 0.5) * 1.2,
      rcs: -10 + 8 * rng.uniform(),
    });
  }
  const lidar = reflectors.map(
    ([x, y]) => [x + 0.005 * rng.gaussian(), y + 0.005 * rng.gaussian()] as Vec2,
  );
  // Two lidar picks the radar did not see (a sign post, a parked car's corner).
  lidar.push([14, 10], [22, -11]);
  return { detections, lidar };
}

describe('radar detections', () => {
  it('turns range and azimuth (counter-clockwise from x forward) into x, y', () => {
    const [x, y] = radarToXY({ range: 10, azimuth: 30 * deg, rcs: 0 });
    expect(x).toBeCloseTo(10 * Math.cos(30 * deg), 12);
    expect(y).toBeCloseTo(5, 12); // left of the radar is +y
    expect(reflectorDetections(observe(1).detections, 5)).toHaveLength(20);
  });
});

describe('fitRadar2D', () => {
  it('is exact for exact pairs, in the direction p_lidar = R(yaw) p_radar + (x, y)', () => {
    const radar: Vec2[] = [
      [5, 1],
      [12, -3],
      [20, 4],
    ];
    const pairs = radar.map((p) => ({ radar: p, lidar: radarToLidar(truth, p) }));
    const fit = fitRadar2D(pairs);
    expect(fit.x).toBeCloseTo(truth.x, 12);
    expect(fit.y).toBeCloseTo(truth.y, 12);
    expect(fit.yaw).toBeCloseTo(truth.yaw, 12);
    expect(fit.rms).toBeLessThan(1e-12);
  });

  it('refuses fewer than 2 pairs and reflectors all at one place', () => {
    expect(() => fitRadar2D([{ radar: [1, 2], lidar: [3, 4] }])).toThrow(/at least 2.*got 1/);
    const same = { radar: [1, 2] as Vec2, lidar: [3, 4] as Vec2 };
    expect(() => fitRadar2D([same, same])).toThrow(/one place/);
  });
});

describe('calibrateRadar', () => {
  it('matches from a guess 5° and 0.3 m off and recovers x, y, yaw within 1 cm and 0.1°', () => {
    const { detections, lidar } = observe(7);
    const radar = reflectorDetections(detections, 5);
    const guess = { x: truth.x + 0.3, y: truth.y - 0.2, yaw: truth.yaw - 5 * deg };

    // One pass from the guess cannot pair the far reflectors: 5° is 1.5 m at 17 m.
    const first = matchReflectors(radar, lidar, guess, 1);
    expect(first.length).toBeLessThan(20);

    const result = calibrateRadar(radar, lidar, guess, 1);
    expect(result.matches.map((m) => [m.radar, m.lidar])).toEqual(reflectors.map((_, i) => [i, i]));
    expect(Math.abs(result.x - truth.x)).toBeLessThan(0.01);
    expect(Math.abs(result.y - truth.y)).toBeLessThan(0.01);
    expect(Math.abs(result.yaw - truth.yaw) / deg).toBeLessThan(0.1);
    expect(result.rms).toBeLessThan(0.05);
    expect(result.residuals).toHaveLength(20);
  });

  it('pairs one-to-one, closest first', () => {
    const radar: Vec2[] = [
      [10, 0],
      [10.4, 0],
    ];
    const lidar: Vec2[] = [[10.3, 0]];
    const matches = matchReflectors(radar, lidar, undefined, 1);
    expect(matches).toEqual([{ radar: 1, lidar: 0, distance: expect.closeTo(0.1, 9) }]);
  });

  it('leaves z, roll and pitch to the mounting drawing, and says so', () => {
    expect(RADAR_FIT_NOTE).toMatch(/z, roll and pitch/);
    expect(
      radarPoseWithMounting({ x: 3.6, y: -0.4, yaw: 0.04 }, { z: -1.2, roll: 0, pitch: 0.01 }),
    ).toEqual({ x: 3.6, y: -0.4, z: -1.2, roll: 0, pitch: 0.01, yaw: 0.04 });
  });
});
