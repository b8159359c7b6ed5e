import type { VelocityFactor } from '@ads/contract';
import { describe, expect, it } from 'vitest';
import { activeFactor, bannerText } from './velocity-banner';

const factor = (change: Partial<VelocityFactor>): VelocityFactor => ({
  behavior: 'traffic-signal',
  status: 'APPROACHING',
  distance: 23.4,
  lat: 37.24,
  lon: 126.77,
  detail: '',
  ...change,
});

describe('the velocity banner', () => {
  it('says nothing when nothing holds the vehicle back', () => {
    expect(bannerText([])).toBeNull();
  });

  it('names red lights, pedestrians and cars ahead', () => {
    expect(bannerText([factor({})])).toBe('Stopping for red light in 23 m');
    expect(bannerText([factor({ status: 'STOPPED', distance: 0.3 })])).toBe(
      'Stopped for red light',
    );
    expect(bannerText([factor({ behavior: 'crosswalk', distance: 12 })])).toBe(
      'Stopping for pedestrian at crosswalk in 12 m',
    );
    expect(bannerText([factor({ behavior: 'crosswalk', status: 'STOPPED' })])).toBe(
      'Stopped for pedestrian at crosswalk',
    );
    expect(bannerText([factor({ behavior: 'route-obstacle', distance: 15.2 })])).toBe(
      'Stopping for car ahead in 15 m',
    );
  });

  it('slows for other behaviours by their name', () => {
    expect(bannerText([factor({ behavior: 'intersection', distance: 40 })])).toBe(
      'Slowing for intersection in 40 m',
    );
    expect(bannerText([factor({ behavior: 'blind-spot', distance: -2 })])).toBe(
      'Slowing for blind spot in 0 m',
    );
  });

  it('takes a stop under way before the nearest approach, else the nearest', () => {
    const near = factor({ behavior: 'crosswalk', distance: 8 });
    const far = factor({ distance: 30 });
    expect(activeFactor([far, near])).toBe(near);
    const stopped = factor({ behavior: 'route-obstacle', status: 'STOPPED', distance: 9 });
    expect(activeFactor([near, stopped])).toBe(stopped);
    expect(bannerText([far, near, stopped])).toBe('Stopped for car ahead');
  });
});
