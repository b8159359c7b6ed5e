import { describe, expect, it } from 'vitest';
import { FrameCosts } from './frame-costs';

describe('FrameCosts', () => {
  it('is not slow before three frames were measured', () => {
    const costs = new FrameCosts(50, 5);
    costs.add(400);
    costs.add(400);
    expect(costs.slow).toBe(false);
    costs.add(400);
    expect(costs.slow).toBe(true);
  });

  it('judges by the median of the latest frames, so one slow frame does not decide', () => {
    const costs = new FrameCosts(50, 5);
    for (const ms of [17, 17, 300, 17, 17]) costs.add(ms);
    expect(costs.median).toBe(17);
    expect(costs.slow).toBe(false);
  });

  it('forgets frames older than its window: a map that got fast again is fast', () => {
    const costs = new FrameCosts(50, 3);
    for (const ms of [200, 210, 220]) costs.add(ms);
    expect(costs.slow).toBe(true);
    for (const ms of [20, 18]) costs.add(ms);
    expect(costs.median).toBe(20);
    expect(costs.slow).toBe(false);
  });

  it('is slow only past its threshold', () => {
    const costs = new FrameCosts(50, 3);
    for (const ms of [50, 50, 50]) costs.add(ms);
    expect(costs.slow).toBe(false);
    costs.add(51);
    costs.add(51);
    expect(costs.slow).toBe(true);
  });

  it('has no median before a frame', () => {
    expect(new FrameCosts().median).toBeNull();
  });
});
