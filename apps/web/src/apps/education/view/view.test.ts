import { describe, expect, it } from 'vitest';
import { lightAt, poseAt, samplesUntil, traceEnd } from './trace';
import { boundsOf, fitBounds, toScreenX, toScreenY } from './viewport';

describe('the 2D view', () => {
  it('fits the lap into the canvas, centred, north up', () => {
    const bounds = boundsOf([0, 100], [0, 50]);
    const view = fitBounds(bounds, 400, 400, 0);
    expect(view.scale).toBe(4);
    expect(toScreenX(view, 0)).toBe(0);
    expect(toScreenX(view, 100)).toBe(400);
    expect(toScreenY(view, 50)).toBe(100);
    expect(toScreenY(view, 0)).toBe(300);
  });

  it('reads a trace between its samples', () => {
    const trace = { hz: 5, x: [0, 1, 2], y: [0, 0, 0], yaw: [3.1, -3.1, -3.1], speed: [0, 5, 5] };
    expect(traceEnd(trace)).toBe(0.4);
    const pose = poseAt(trace, 0.1)!;
    expect(pose.x).toBeCloseTo(0.5);
    expect(pose.speed).toBeCloseTo(2.5);
    // Across ±π the heading turns the short way round.
    expect(Math.abs(pose.yaw)).toBeGreaterThan(3.1);
    expect(poseAt(trace, 9)!.x).toBe(2);
    expect(samplesUntil(trace, 0.2)).toBe(2);
    expect(poseAt({ ...trace, x: [] }, 0)).toBeNull();
    expect(lightAt('GGAR', 5, 0.45)).toBe('A');
    expect(lightAt('GGAR', 5, 9)).toBe('G');
  });
});
