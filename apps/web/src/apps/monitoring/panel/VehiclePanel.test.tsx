import type { SocketMessage, VehicleState } from '@ads/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuth } from '../../../lib/auth-store';
import { socketId, stopRealtime } from '../../../lib/socket';
import { renderInShell } from '../../../shell/topbar/test-utils';
import { connectAgentSocket, disconnectAgentSockets, registerPc } from '../../../test/pcs';
import { connectToRealApi, signInFresh } from '../../../test/real-api';
import { useFleetLive } from '../fleet-store';
import { stateOf } from '../model/test-vehicles';
import type { VehicleView } from '../model/vehicle-view';
import { useFleetLink } from '../use-fleet-link';
import { VehiclePanel } from './VehiclePanel';

/*
 * The vehicle panel against the real realtime server: the vehicle's end is a PC socket that
 * pushes states and answers as a scripted agent (the agent itself is tested in apps/agent and
 * driven from the browser in e2e). Nothing of ours is replaced.
 */

connectToRealApi();

const live = { timeout: 10_000 };

afterEach(() => {
  disconnectAgentSockets();
  stopRealtime();
  useFleetLive.getState().reset();
});

/** The page's part that matters here: in the vehicle's room, with the panel of the vehicle. */
function Harness({ vehicle }: { vehicle: VehicleView }) {
  useFleetLink([vehicle.room]);
  return <VehiclePanel vehicle={vehicle} onClose={() => {}} />;
}

async function setUp() {
  await signInFresh();
  const me = useAuth.getState();
  const room = await registerPc('Sim 1');
  const agent = await connectAgentSocket(room);
  const vehicle: VehicleView = {
    pcId: 1,
    name: 'Sim 1',
    ownerId: me.id,
    ownerName: me.username,
    project: 'Campus shuttle',
    room,
    state: null,
    lastUpdate: null,
    receivedAt: null,
    status: 'online',
  };
  renderInShell(<Harness vehicle={vehicle} />, '/monitoring');
  // On joining, the page asks for a state at once.
  await waitFor(
    () => expect(agent.requests.map((request) => request.action)).toContain('vehicleStateAPI'),
    live,
  );
  let seq = 0;
  const push = (change: Partial<VehicleState>) => {
    seq += 1;
    act(() => {
      agent.answer({
        action: 'vehicleStateAPI',
        status: 'success',
        data: stateOf({ seq, stamp: Date.now(), ...change }),
      });
    });
  };
  const requests = (action: string) =>
    agent.requests.filter((request: SocketMessage) => request.action === action);
  const holder = () => ({ user_id: me.id, name: me.username, sid: socketId() ?? '', since: 0 });
  return { agent, push, requests, holder };
}

describe('the vehicle panel', { timeout: 40_000 }, () => {
  it('greys unavailable modes with the reason, takes control and switches mode', async () => {
    const { agent, push, requests, holder } = await setUp();
    push({
      is_autonomous_mode_available: false,
      unavailable: { AUTO: 'No route is set.' },
    });
    const auto = await screen.findByRole('button', { name: 'AUTO' }, live);
    await waitFor(
      () => expect(auto.parentElement).toHaveAttribute('data-reason', 'No route is set.'),
      live,
    );
    expect(auto).toBeDisabled();
    expect(screen.getByRole('button', { name: 'REMOTE' })).toBeDisabled();
    // STOP needs no lock.
    expect(screen.getByRole('button', { name: 'STOP' })).toBeEnabled();
    expect(screen.getByRole('status', { name: 'Control holder' })).toHaveTextContent(
      'Nobody has control.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Take control' }));
    await waitFor(
      () =>
        expect(requests('controlLockAPI')).toEqual([
          expect.objectContaining({ data: { action: 'take' } }),
        ]),
      live,
    );
    push({ control: holder() });
    expect(await screen.findByRole('button', { name: 'Release control' }, live)).toBeEnabled();
    expect(screen.getByRole('status', { name: 'Control holder' })).toHaveTextContent(
      'You have control.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'REMOTE' }));
    await waitFor(
      () =>
        expect(requests('operationModeAPI')).toEqual([
          expect.objectContaining({ data: { mode: 'REMOTE' } }),
        ]),
      live,
    );
    // The vehicle switches, with the AD API's fallback deadline.
    const stamp = Date.now();
    push({
      control: holder(),
      stamp,
      is_in_transition: true,
      transition: { from: 'STOP', to: 'REMOTE', deadline: stamp + 8_000 },
    });
    const transition = await screen.findByRole('status', { name: 'Mode transition' }, live);
    expect(transition).toHaveTextContent('Switching STOP → REMOTE');
    expect(transition).toHaveTextContent(/Falls back to STOP in [78] s/);

    // A refusal of this page's request reaches the user.
    fireEvent.click(screen.getByRole('button', { name: 'MANUAL' }));
    await waitFor(() => expect(requests('operationModeAPI')).toHaveLength(2), live);
    act(() => {
      agent.answer({
        action: 'operationModeAPI',
        status: 'error',
        data: { message: 'MANUAL needs a driver on board.' },
      });
    });
    expect(
      await screen.findByText('MANUAL needs a driver on board.', {}, live),
    ).toBeInTheDocument();
  });

  it('drives with the keyboard while the deadman is held, measures the echoes, and stops on release', async () => {
    const { agent, push, requests, holder } = await setUp();
    push({ mode: 'REMOTE', gear: 'D', control: holder() });
    const teleop = await screen.findByRole('region', { name: 'Tele-op' }, live);
    const hold = within(teleop).getByRole('button', { name: 'Hold to drive' });
    await waitFor(() => expect(hold).toBeEnabled(), live);

    // Keys without the deadman send nothing.
    fireEvent.keyDown(window, { code: 'KeyW' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(requests('teleopAPI')).toEqual([]);

    fireEvent.keyDown(window, { code: 'Space' });
    await waitFor(() => expect(requests('teleopAPI').length).toBeGreaterThanOrEqual(6), live);
    const driving = requests('teleopAPI').map(
      (request) => request.data as { seq: number; throttle: number; gear: string },
    );
    expect(driving.every((command) => command.gear === 'D')).toBe(true);
    expect(driving.at(-1)!.throttle).toBeGreaterThan(0);
    // The vehicle echoes what it got; round trip and loss come from the echoes.
    for (const command of driving) {
      act(() =>
        agent.answer({ action: 'teleopAPI', status: 'success', data: { seq: command.seq } }),
      );
    }
    await waitFor(
      () =>
        expect(within(teleop).getByRole('group', { name: 'Round trip' })).toHaveTextContent(
          /\d+(\.\d)? ms/,
        ),
      live,
    );
    expect(within(teleop).getByRole('group', { name: 'Loss' })).toHaveTextContent('%');

    fireEvent.keyUp(window, { code: 'Space' });
    await waitFor(
      () =>
        expect(requests('teleopAPI').at(-1)!.data).toMatchObject({
          throttle: 0,
          brake: 1,
          steering: 0,
        }),
      live,
    );
    const sent = requests('teleopAPI').length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requests('teleopAPI')).toHaveLength(sent);
    fireEvent.keyUp(window, { code: 'KeyW' });
  });

  it('sends the e-stop and, once the vehicle stands, its release', async () => {
    const { push, requests } = await setUp();
    push({});
    fireEvent.click(await screen.findByRole('button', { name: 'E-STOP' }, live));
    await waitFor(
      () =>
        expect(requests('estopAPI')).toEqual([
          expect.objectContaining({ data: { action: 'engage' } }),
        ]),
      live,
    );
    push({ mrm: { state: 'OPERATING', behavior: 'EMERGENCY_STOP' } });
    expect(
      await screen.findByRole('alert', { name: 'Emergency stop state' }, live),
    ).toHaveTextContent('Emergency stop in progress');
    expect(screen.queryByRole('button', { name: 'Release emergency stop' })).toBeNull();
    push({ mrm: { state: 'SUCCEEDED', behavior: 'EMERGENCY_STOP' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Release emergency stop' }, live));
    await waitFor(() => expect(requests('estopAPI')).toHaveLength(2), live);
    expect(requests('estopAPI')[1]!.data).toEqual({ action: 'release' });
  });
});
