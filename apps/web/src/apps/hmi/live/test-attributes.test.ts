import { describe, expect, it } from 'vitest';
import { sampleVehicleState } from '../../../../../../test-support/vehicle-state';
import { useHmiLive } from './live-store';
import { testAttributes } from './test-attributes';
import { planningOf } from './test-planning';
import { loadVehicleText } from '../../../lib/vehicle/test-text';

loadVehicleText('hmi');

describe('the page root’s test attributes', () => {
  it('say what the page shows', () => {
    const live = {
      ...useHmiLive.getState(),
      state: sampleVehicleState({ lat: 37.5, lon: 126.9, mode: 'AUTO' }),
      planning: planningOf({
        route_state: 'SET',
        objects: [
          {
            id: 'a',
            class: 'CAR',
            lat: 37.5,
            lon: 126.9,
            heading: 0,
            length: 4,
            width: 2,
            height: 1.5,
            speed: 3,
          },
        ],
        velocity_factors: [
          {
            behavior: 'traffic-signal',
            status: 'APPROACHING',
            distance: 23,
            lat: 37.5,
            lon: 126.9,
            detail: '',
          },
        ],
      }),
      cloud: { seq: 1, positions: new Float32Array(60), pose: { lat: 0, lon: 0, heading: 0 } },
    };
    expect(testAttributes(live)).toMatchObject({
      routeState: 'SET',
      localization: 'INITIALIZED',
      mode: 'AUTO',
      banner: 'Stopping for red light in 23 m',
      objects: '1',
      cloudPoints: '20',
      vehicle: '37.5000000,126.9000000',
    });
  });

  it('are empty before the vehicle reports', () => {
    expect(
      testAttributes({ ...useHmiLive.getState(), state: null, planning: null, cloud: null }),
    ).toMatchObject({
      routeState: '',
      objects: '0',
      cloudPoints: '0',
      vehicle: '',
      banner: '',
    });
  });
});
