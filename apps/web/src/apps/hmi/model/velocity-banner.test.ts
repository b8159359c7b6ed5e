import type { VelocityFactor } from '@ads/contract';
import { describe, expect, it } from 'vitest';
import { activeFactor, type BannerVehicle, bannerSeverity, bannerText } from './velocity-banner';
import { loadVehicleText } from '../../../lib/vehicle/test-text';

loadVehicleText('hmi');

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

  it('names what really holds the vehicle: the autopilot in AUTO, else the mode or the E-STOP', () => {
    // Issue 30: the operator pressed STOP standing before a red light; the plan still reports
    // the light (velocity factors come in every mode), but the light did not stop the car.
    const atRed = [factor({ status: 'STOPPED', distance: 0.4 })];
    const vehicle = (change: Partial<BannerVehicle>): BannerVehicle => ({
      mode: 'AUTO',
      mrm: { state: 'NORMAL', behavior: 'NONE' },
      speed: 0,
      ...change,
    });
    const cases: Array<[BannerVehicle, string | null, string]> = [
      [vehicle({}), 'Stopped for red light', 'error'],
      [vehicle({ speed: 4 }), 'Stopped for red light', 'error'],
      [vehicle({ mode: 'STOP' }), 'Stopped: mode STOP', 'info'],
      [vehicle({ mode: 'STOP', speed: 3.2 }), 'Stopping: mode STOP', 'info'],
      [
        vehicle({ mode: 'STOP', mrm: { state: 'SUCCEEDED', behavior: 'EMERGENCY_STOP' } }),
        'Stopped by E-STOP',
        'error',
      ],
      [
        vehicle({
          mode: 'STOP',
          speed: 5,
          mrm: { state: 'OPERATING', behavior: 'EMERGENCY_STOP' },
        }),
        'Stopping: E-STOP',
        'error',
      ],
      [vehicle({ mode: 'REMOTE' }), 'Stopped by the remote operator', 'info'],
      [vehicle({ mode: 'REMOTE', speed: 2 }), null, ''],
      [vehicle({ mode: 'MANUAL' }), null, ''],
    ];
    for (const [state, text, severity] of cases) {
      const shown = bannerText(atRed, state);
      expect(shown, JSON.stringify(state)).toBe(text);
      if (shown) expect(bannerSeverity(atRed, state)).toBe(severity);
    }
    // An obstacle in AUTO is the obstacle; nothing in AUTO is nothing.
    const carAhead = [factor({ behavior: 'route-obstacle', status: 'STOPPED', distance: 9 })];
    expect(bannerText(carAhead, vehicle({}))).toBe('Stopped for car ahead');
    expect(bannerText([], vehicle({}))).toBeNull();
  });
});
