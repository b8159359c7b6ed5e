/* A test harness for the simulated vehicle (used by its tests, not by the agent). */
import type { VehicleSideEvent } from '../adapter';
import { LOCALIZATION } from './localization';
import { createSimVehicle, type SimVehicleOptions } from './sim-vehicle';

const STEP_MS = 20;

/**
 * The sim on a fake clock: `drive(s)` moves the clock and steps the model as the timer would.
 * No traffic and all lights green (the FMS behaviours; stop-points.test covers the rest), and
 * localised (its GNSS initialisation takes a second) unless `localised` is false.
 */
export function sim(options: SimVehicleOptions = {}, { localised = true } = {}) {
  let time = Date.UTC(2026, 10, 24, 9);
  let linkUp = true;
  const events: VehicleSideEvent[] = [];
  const vehicle = createSimVehicle({
    clock: { now: () => time },
    studioLinkUp: () => linkUp,
    autoStep: false,
    traffic: false,
    trafficLights: false,
    ...options,
  });
  vehicle.onEvent((event) => events.push(event));
  const tick = () => {
    time += STEP_MS;
    vehicle.step(STEP_MS / 1000);
  };
  if (localised) {
    for (let ms = 0; ms < LOCALIZATION.gnssS * 1000 + STEP_MS; ms += STEP_MS) tick();
  }
  return {
    vehicle,
    events,
    now: () => time,
    setLink: (up: boolean) => (linkUp = up),
    drive(seconds: number, each?: () => void) {
      for (let ms = 0; ms < seconds * 1000; ms += STEP_MS) {
        each?.();
        tick();
      }
    },
    /** Steps until `done` holds; fails after `seconds` of vehicle time. */
    until(done: () => boolean, seconds: number, each?: () => void): number {
      for (let ms = 0; ms <= seconds * 1000; ms += STEP_MS) {
        if (done()) return ms / 1000;
        each?.();
        tick();
      }
      throw new Error(`not within ${seconds} s: ${JSON.stringify(vehicle.reading())}`);
    },
  };
}
