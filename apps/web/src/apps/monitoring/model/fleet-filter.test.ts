import { describe, expect, it } from 'vitest';
import { NO_FILTER, filterFleet, isFiltered } from './fleet-filter';
import { stateOf } from './test-vehicles';
import type { VehicleView } from './vehicle-view';

function view(name: string, change: Partial<VehicleView> = {}): VehicleView {
  return {
    pcId: name.length,
    name,
    ownerId: 1,
    ownerName: 'Ana',
    project: null,
    room: name,
    state: stateOf(),
    lastUpdate: null,
    receivedAt: null,
    status: 'online',
    ...change,
  };
}

const fleet = [
  view('Sim 1', { project: 'Campus shuttle', state: stateOf({ mode: 'AUTO' }) }),
  view('Sim 2', { project: 'Harbour', state: stateOf({ mode: 'REMOTE' }), status: 'stale' }),
  view('Truck', { project: 'Harbour', state: null, status: 'offline' }),
];
const names = (list: VehicleView[]) => list.map((vehicle) => vehicle.name);

describe('the fleet table filter', () => {
  it('keeps everything without filters', () => {
    expect(names(filterFleet(fleet, NO_FILTER))).toEqual(['Sim 1', 'Sim 2', 'Truck']);
    expect(isFiltered(NO_FILTER)).toBe(false);
    expect(isFiltered({ ...NO_FILTER, q: '  ' })).toBe(false);
  });

  it('searches names and projects, every word, ignoring case', () => {
    expect(names(filterFleet(fleet, { ...NO_FILTER, q: 'harbour' }))).toEqual(['Sim 2', 'Truck']);
    expect(names(filterFleet(fleet, { ...NO_FILTER, q: 'SIM harb' }))).toEqual(['Sim 2']);
    expect(names(filterFleet(fleet, { ...NO_FILTER, q: 'campus' }))).toEqual(['Sim 1']);
    expect(filterFleet(fleet, { ...NO_FILTER, q: 'bus' })).toEqual([]);
  });

  it('filters by mode and by online (a stale vehicle is still connected)', () => {
    expect(names(filterFleet(fleet, { ...NO_FILTER, mode: 'REMOTE' }))).toEqual(['Sim 2']);
    expect(names(filterFleet(fleet, { ...NO_FILTER, status: 'online' }))).toEqual([
      'Sim 1',
      'Sim 2',
    ]);
    expect(names(filterFleet(fleet, { ...NO_FILTER, status: 'offline' }))).toEqual(['Truck']);
    expect(names(filterFleet(fleet, { q: 'sim', mode: 'AUTO', status: 'online' }))).toEqual([
      'Sim 1',
    ]);
  });
});
