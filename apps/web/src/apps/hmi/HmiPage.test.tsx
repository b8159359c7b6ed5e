import type { FleetVehicle } from '@ads/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleVehicleState } from '../../../../../test-support/vehicle-state';
import { useMainOptions } from '../../lib/options-store';
import { renderInShell, signInAs } from '../../shell/topbar/test-utils';
import HmiPage from './HmiPage';
import { useHmiLive } from './live/live-store';
import { planningOf } from './live/test-planning';
import { loadVehicleText } from '../../lib/vehicle/test-text';

loadVehicleText('hmi');

/*
 * The page with its data stood in for: the project's vehicles (the server's HMI routes are
 * covered by the server's tests) and the socket (what the vehicle says goes to the live store).
 * maplibre and three.js find no WebGL in jsdom: the views say so, the rest is the page's own.
 */

const data = vi.hoisted(() => ({ vehicles: [] as FleetVehicle[] }));
const sent = vi.hoisted(() => [] as Array<{ action: string; data: unknown }>);

vi.mock('./api', () => ({
  useHmiVehicles: (project: number | null) =>
    project === null
      ? { isPending: true, data: undefined }
      : { isPending: false, isError: false, data: data.vehicles },
  useHmiMaps: () => ({ data: [] }),
}));
vi.mock('../../lib/socket', () => ({
  ensureRealtime: () => () => {},
  joinRoom: () => () => {},
  roomStatus: () => ({ state: 'joined' }),
  onRoomStatus: () => () => {},
  onRoomMessage: () => () => {},
  sendTo: (_room: string, action: string, payload: unknown) => {
    sent.push({ action, data: payload });
    return true;
  },
  socketId: () => 'sid-1',
}));

const vehicle: FleetVehicle = {
  pc_id: 1,
  name: 'Sim 1',
  owner: { id: 7, name: 'Kim Driver' },
  project: { id: 3, title: 'Campus shuttle' },
  room: 'room-1',
  online: true,
  state: null,
  updated_at: null,
};

beforeEach(() => {
  signInAs('USER');
  sent.length = 0;
  data.vehicles = [];
});
afterEach(() => {
  cleanup();
  act(() => useHmiLive.getState().setRoom(null));
  useMainOptions.getState().reset();
});

const chooseProject = () =>
  useMainOptions.getState().setProject({ id: 3, title: 'Campus shuttle' } as never);

// The whole page with its lazy map and 3D view renders in jsdom: seconds on a loaded 2-core machine.
describe('HMI', { timeout: 15_000 }, () => {
  it('asks for a project first', () => {
    renderInShell(<HmiPage />, '/hmi');
    expect(screen.getByRole('heading', { name: 'Choose a project' })).toBeInTheDocument();
  });

  it('says how to start a simulated vehicle when the project has none', () => {
    chooseProject();
    renderInShell(<HmiPage />, '/hmi');
    expect(
      screen.getByRole('heading', { name: 'No vehicles in this project' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('--vehicle sim')[0]).toBeInTheDocument();
  });

  it('says when the vehicle is offline', () => {
    chooseProject();
    data.vehicles = [{ ...vehicle, online: false }];
    renderInShell(<HmiPage />, '/hmi');
    expect(screen.getByRole('alert')).toHaveTextContent(/Sim 1 is offline/);
  });

  it('shows the live vehicle, guards its commands and takes control', async () => {
    chooseProject();
    data.vehicles = [vehicle];
    renderInShell(<HmiPage />, '/hmi');
    act(() => {
      const store = useHmiLive.getState();
      store.putState(sampleVehicleState({ lat: 37.5, lon: 126.9, mode: 'STOP' }), Date.now());
      store.putPlanning(
        planningOf({ localization: 'INITIALIZED', route_state: 'UNSET', stamp: Date.now() }),
      );
    });
    const root = screen.getByTestId('hmi');
    expect(root).toHaveAttribute('data-route-state', 'UNSET');
    expect(root).toHaveAttribute('data-localization', 'INITIALIZED');
    expect(root).toHaveAttribute('data-mode', 'STOP');
    expect(root).toHaveAttribute('data-vehicle', '37.5000000,126.9000000');
    expect(root).toHaveAttribute('data-map-ready', 'false');

    for (const name of ['Set goal', 'Set initial pose', 'Engage', 'Clear route']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button.parentElement).toHaveAttribute(
        'data-reason',
        'Take control of the vehicle first.',
      );
    }
    expect(screen.getByRole('button', { name: 'Record this drive' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Take control' }));
    expect(sent).toContainEqual({ action: 'controlLockAPI', data: { action: 'take' } });
    act(() =>
      useHmiLive.getState().putState(
        sampleVehicleState({
          stamp: Date.now() + 1,
          control: { user_id: 7, name: 'Kim Driver', sid: 'sid-1', since: 1 },
        }),
        Date.now(),
      ),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Set goal' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Engage' }).parentElement).toHaveAttribute(
      'data-reason',
      'There is no route: set a goal first.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Set goal' }));
    expect(screen.getByRole('button', { name: 'Set goal' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
