import { describe, expect, it } from 'vitest';
import { FpsMeter } from './fps-meter';

describe('fps meter', () => {
  it('reports frames per second once a window is full', () => {
    const reports: number[] = [];
    const meter = new FpsMeter((fps) => reports.push(fps));
    for (let frame = 0; frame <= 75; frame += 1) meter.tick(1000 + frame * (1000 / 60));
    expect(reports).toHaveLength(1);
    expect(reports[0]).toBeCloseTo(60, 5);
  });

  it('does not count a pause: drawing again starts a new window', () => {
    const reports: number[] = [];
    const meter = new FpsMeter((fps) => reports.push(fps));
    meter.tick(0);
    meter.tick(33);
    // Idle for three seconds, then 20 frames at 20 ms.
    for (let frame = 0; frame <= 60; frame += 1) meter.tick(3000 + frame * 20);
    expect(reports).toEqual([50]);
  });
});
