import { describe, expect, it } from 'vitest';
import { sampleVehicleState } from '../../../../../../test-support/vehicle-state';
import { type GuardInput, commandGuards } from './command-guards';
import { loadVehicleText } from '../../../lib/vehicle/test-text';

loadVehicleText('hmi');

const ready: GuardInput = {
  connected: true,
  mayCommand: true,
  holdsLock: true,
  state: sampleVehicleState(),
  localization: 'INITIALIZED',
  routeState: 'SET',
};

describe('command guards', () => {
  it('allows everything to the lock holder of a localised vehicle with a route', () => {
    expect(commandGuards(ready)).toEqual({
      goal: null,
      pose: null,
      engage: null,
      clear: null,
      map: null,
      record: null,
    });
  });

  it('asks for control first, and says who may command', () => {
    expect(commandGuards({ ...ready, holdsLock: false }).engage).toBe(
      'Take control of the vehicle first.',
    );
    expect(commandGuards({ ...ready, mayCommand: false }).goal).toBe(
      'Only the owner of this vehicle and admins can command it.',
    );
    expect(commandGuards({ ...ready, connected: false }).map).toBe('The vehicle is not connected.');
  });

  it('needs a route and a localised vehicle to engage', () => {
    expect(commandGuards({ ...ready, routeState: 'UNSET' }).engage).toBe(
      'There is no route: set a goal first.',
    );
    expect(commandGuards({ ...ready, routeState: 'UNSET' }).clear).toBe('There is no route.');
    const lost = commandGuards({ ...ready, localization: 'UNINITIALIZED' });
    expect(lost.engage).toMatch(/not localised/);
    expect(lost.goal).toMatch(/not localised/);
    expect(lost.pose).toBeNull();
  });

  it('does not clear the route the vehicle drives in AUTO (Autoware refuses): STOP or a new goal', () => {
    const driving = sampleVehicleState({ mode: 'AUTO', speed: 6 });
    expect(commandGuards({ ...ready, state: driving }).clear).toBe(
      'Not while the vehicle drives the route: press STOP first, or set a new goal.',
    );
    expect(commandGuards({ ...ready, state: driving }).goal).toBeNull();
    const standing = sampleVehicleState({ mode: 'AUTO', speed: 0 });
    expect(commandGuards({ ...ready, state: standing }).clear).toBeNull();
    expect(commandGuards({ ...ready, state: driving, routeState: 'ARRIVED' }).clear).toBeNull();
  });

  it('gives the vehicle’s own reason when autonomous mode is unavailable', () => {
    const state = sampleVehicleState({
      is_autonomous_mode_available: false,
      unavailable: { AUTO: 'The parking brake is on.' },
    });
    expect(commandGuards({ ...ready, state }).engage).toBe('The parking brake is on.');
  });

  it('initialises the pose only while standing and not engaged', () => {
    expect(commandGuards({ ...ready, state: sampleVehicleState({ speed: 3 }) }).pose).toMatch(
      /stands still/,
    );
    expect(commandGuards({ ...ready, state: sampleVehicleState({ mode: 'AUTO' }) }).pose).toMatch(
      /autonomously/,
    );
    expect(commandGuards({ ...ready, state: sampleVehicleState({ mode: 'AUTO' }) }).engage).toBe(
      'The vehicle is already engaged.',
    );
  });
});
