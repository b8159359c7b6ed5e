import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ROUTES,
  SOCKET_EVENTS,
  type SocketMessage,
  TELEOP,
  TeleopEcho,
  UserMsgPayload,
  VEHICLE_ACTIONS,
} from '@ads/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { type Agent, startAgent } from '../../../../../../test-support/in-process-agent';
import { call } from '../../../lib/api';
import { onRoomMessage, stopRealtime } from '../../../lib/socket';
import { renderInShell } from '../../../shell/topbar/test-utils';
import { registerPc } from '../../../test/pcs';
import { api, connectToRealApi, signInFresh } from '../../../test/real-api';
import { useFleetLive } from '../fleet-store';
import { type VehicleView, vehicleView } from '../model/vehicle-view';
import { useFleetLink } from '../use-fleet-link';
import { VehiclePanel } from './VehiclePanel';

/*
 * The vehicle panel against the real server and the real agent with its simulated vehicle
 * (`--vehicle sim`), started here in-process for the PC the test registers. Every state,
 * availability, refusal and echo the page shows is the sim's own; the agent's socket is only
 * listened to, to see what reached the vehicle.
 */

connectToRealApi();

const live = { timeout: 10_000 };

const running: Array<{ agent: Agent; data: string }> = [];

afterEach(async () => {
  stopRealtime();
  useFleetLive.getState().reset();
  for (const { agent, data } of running.splice(0)) {
    await agent.close();
    await rm(data, { recursive: true, force: true });
  }
});

/** The page's part that matters here: in the vehicle's room, with the panel of the vehicle. */
function Harness({ vehicle }: { vehicle: VehicleView }) {
  useFleetLink([vehicle.room]);
  return <VehiclePanel vehicle={vehicle} onClose={() => {}} />;
}

/** The REQUESTs of users' connections that reached the agent, in the order they came. */
function listenTo(agent: Agent) {
  const heard: SocketMessage[] = [];
  agent.socket.on(SOCKET_EVENTS.userMsg, (payload: unknown) => {
    const parsed = UserMsgPayload.safeParse(payload).data;
    if (parsed?.message.type === 'REQUEST' && parsed.sender?.kind === 'user') {
      heard.push(parsed.message);
    }
  });
  return (action: string) => heard.filter((request) => request.action === action);
}

/** The echoes of this page's tele-op commands that it heard from the vehicle, by seq. */
function listenToEchoes(): Map<number, TeleopEcho> {
  const echoes = new Map<number, TeleopEcho>();
  const stop = onRoomMessage(VEHICLE_ACTIONS.teleop, (_room, message) => {
    const echo = TeleopEcho.safeParse(message.data);
    if (message.status !== 'error' && echo.success) echoes.set(echo.data.seq, echo.data);
  });
  onTestFinished(stop);
  return echoes;
}

/*
 * While the page drives, the test reads the screen sparingly. The page, the test and the
 * in-process vehicle share one thread, and the vehicle times the page's commands by it: a
 * round trip over TELEOP.maxRoundTripMs or a command older than TELEOP.maxCommandAgeMs is
 * dropped. testing-library's waitFor checks at every DOM change (some 20 a second while
 * driving), and a role query computes the style of every ancestor over every style sheet in
 * jsdom: so checked, the test took 44 % of that thread (a CPU profile of the drive), the echoes
 * were heard late, and on a loaded machine the vehicle dropped the release itself ('link':
 * 572 ms) and its watchdog stopped the car, with the fault. So these waits poll every 100 ms,
 * and read elements found once or by label, not by role.
 */
const whileDriving = { timeout: 10_000, interval: 100 };

/** Found once while it stays on the page: the panel's live facts. */
let factsShown: HTMLElement | null = null;

/** A figure of the panel's live facts ("Speed", "Gear", …) as shown. */
function fact(label: string): string {
  if (!factsShown?.isConnected) factsShown = screen.getByLabelText('Vehicle state');
  const term = within(factsShown).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}
const speedKmh = () => Number.parseFloat(fact('Speed'));

/** A mode button and the reason its wrapper gives while it is disabled. */
const modeButton = (mode: string) =>
  within(screen.getByLabelText('Operation mode')).getByText(mode, { selector: 'button' });
const reasonOf = (mode: string) => modeButton(mode).parentElement?.getAttribute('data-reason');

/**
 * A fresh account with a registered PC whose agent runs the simulated vehicle, and the panel
 * of that vehicle as the fleet list gives it.
 */
async function setUp() {
  await signInFresh();
  const room = await registerPc('Sim 1');
  const data = await mkdtemp(join(tmpdir(), 'ads-web-vehicle-'));
  const agent = await startAgent({
    server: api.url,
    token: room,
    data,
    runtime: 'process',
    vehicle: { kind: 'sim' },
    log: () => {},
  });
  running.push({ agent, data });
  const requests = listenTo(agent);
  // The fleet list has the vehicle once its agent has reported.
  let vehicle: VehicleView | undefined;
  await waitFor(async () => {
    const fleet = await call(ROUTES.fleet);
    if (!fleet.success) throw new Error(fleet.message);
    const listed = fleet.detail.find((each) => each.room === room);
    expect(listed?.online).toBe(true);
    vehicle = vehicleView(listed!, undefined, null, Date.now());
  }, live);
  renderInShell(<Harness vehicle={vehicle!} />, '/monitoring');
  expect(fact('Adapter')).toBe('sim');
  // On joining the vehicle's room, the page asks for a state at once; the sim answers.
  await waitFor(() => expect(requests('vehicleStateAPI')).toHaveLength(1), live);
  await waitFor(() => expect(useFleetLive.getState().live[room]).toBeDefined(), live);
  // The sim localises for a moment after it starts (issue 16); AUTO is available after that.
  await waitFor(
    () => expect(useFleetLive.getState().live[room]?.state.is_autonomous_mode_available).toBe(true),
    live,
  );
  return { agent, requests };
}

/** Takes control with the panel's button, as the user does. */
async function takeControl(requests: (action: string) => SocketMessage[]) {
  fireEvent.click(screen.getByRole('button', { name: 'Take control' }));
  expect(await screen.findByRole('button', { name: 'Release control' }, live)).toBeEnabled();
  expect(screen.getByRole('status', { name: 'Control holder' })).toHaveTextContent(
    'You have control.',
  );
  expect(requests('controlLockAPI')[0]).toMatchObject({ data: { action: 'take' } });
}

// The app's strings load with its page; these tests use them without it.
await i18n.loadNamespaces('monitoring');

describe('the vehicle panel on the simulated vehicle', { timeout: 40_000 }, () => {
  it('greys modes with the reason, takes control, shows a transition and a refusal', async () => {
    const { requests } = await setUp();
    // The sim stands in STOP with every mode available: without the lock only STOP is offered.
    expect(modeButton('STOP')).toHaveAttribute('aria-pressed', 'true');
    expect(modeButton('STOP')).toBeEnabled();
    for (const mode of ['AUTO', 'REMOTE', 'MANUAL']) {
      expect(modeButton(mode)).toBeDisabled();
      expect(reasonOf(mode)).toBe(`Take control of the vehicle to switch to ${mode}.`);
    }
    expect(screen.getByRole('status', { name: 'Control holder' })).toHaveTextContent(
      'Nobody has control.',
    );

    await takeControl(requests);
    await waitFor(() => {
      for (const mode of ['AUTO', 'REMOTE', 'MANUAL']) expect(modeButton(mode)).toBeEnabled();
    }, live);

    fireEvent.click(modeButton('REMOTE'));
    // The vehicle enters REMOTE in transition, with the AD API's fallback deadline.
    const transition = await screen.findByRole('status', { name: 'Mode transition' }, live);
    expect(transition).toHaveTextContent('Switching STOP → REMOTE');
    expect(transition).toHaveTextContent(/Falls back to STOP in (10|9|8) s/);
    expect(modeButton('REMOTE')).toHaveAttribute('aria-pressed', 'true');
    expect(requests('operationModeAPI')).toEqual([
      expect.objectContaining({ data: { mode: 'REMOTE' } }),
    ]);

    // The sim refuses another mode while a change is under way, and the user is told why.
    fireEvent.click(modeButton('MANUAL'));
    expect(
      await screen.findByText(
        'A change to REMOTE is under way: wait for it, or press STOP.',
        {},
        live,
      ),
    ).toBeInTheDocument();
    expect(requests('operationModeAPI')).toHaveLength(2);

    // STOP ends the transition at once.
    fireEvent.click(modeButton('STOP'));
    await waitFor(
      () => expect(screen.queryByRole('status', { name: 'Mode transition' })).toBeNull(),
      live,
    );
    expect(modeButton('STOP')).toHaveAttribute('aria-pressed', 'true');
  });

  it('drives with the keyboard while the deadman is held, measures the echoes, and stops on release', async () => {
    const { requests } = await setUp();
    const echoes = listenToEchoes();
    await takeControl(requests);
    await waitFor(() => expect(modeButton('REMOTE')).toBeEnabled(), live);
    fireEvent.click(modeButton('REMOTE'));
    const teleop = await screen.findByRole('region', { name: 'Tele-op' }, live);
    const hold = within(teleop).getByRole('button', { name: 'Hold to drive' });
    await waitFor(() => expect(hold).toBeEnabled(), live);
    // The sim stands in P: the operator picks D.
    expect(fact('Gear')).toBe('P');
    fireEvent.click(within(teleop).getByRole('button', { name: 'D' }));
    const sentShown = () =>
      Number(
        within(teleop)
          .getByRole('group', { name: 'Commands' })
          .textContent?.replace('Commands', ''),
      );

    // A key without the deadman moves the controls on screen, and sends nothing.
    fireEvent.keyDown(window, { code: 'KeyW' });
    const throttle = within(teleop).getByRole('slider', { name: 'Throttle' });
    await waitFor(
      () => expect(Number((throttle as HTMLInputElement).value)).toBeGreaterThan(0.2),
      live,
    );
    expect(sentShown()).toBe(0);
    expect(requests('teleopAPI')).toEqual([]);
    expect(screen.getByRole('status', { name: 'Mode transition' })).toHaveTextContent(
      'Switching STOP → REMOTE',
    );

    fireEvent.keyDown(window, { code: 'Space' });
    // The first command completes the transition; the car drives off in D.
    await vi.waitFor(() => expect(speedKmh()).toBeGreaterThan(5), whileDriving);
    expect(screen.queryByRole('status', { name: 'Mode transition' })).toBeNull();
    expect(modeButton('REMOTE')).toHaveAttribute('aria-pressed', 'true');
    expect(fact('Gear')).toBe('D');
    const driving = requests('teleopAPI').map(
      (request) => request.data as { seq: number; sent_at: number; throttle: number; gear: string },
    );
    expect(driving.length).toBeGreaterThanOrEqual(6);
    expect(driving.every((command) => command.gear === 'D')).toBe(true);
    expect(driving.at(-1)!.throttle).toBeGreaterThan(0);
    // While it moves, the sim refuses MANUAL and says why.
    await vi.waitFor(
      () =>
        expect(reasonOf('MANUAL')).toBe('The vehicle is moving: MANUAL needs it to stand still.'),
      whileDriving,
    );
    expect(modeButton('MANUAL')).toBeDisabled();
    // The vehicle echoes what it got; round trip and loss come from the echoes.
    await vi.waitFor(
      () => expect(within(teleop).getByLabelText('Round trip')).toHaveTextContent(/\d+(\.\d)? ms/),
      whileDriving,
    );
    expect(within(teleop).getByLabelText('Loss')).toHaveTextContent('%');
    // Each command carries its send time; once an echo is heard, the next commands ack it, so
    // the vehicle can tell their age (issue 25).
    expect(driving.every((command) => typeof command.sent_at === 'number')).toBe(true);
    await vi.waitFor(
      () => expect(requests('teleopAPI').at(-1)!.data).toHaveProperty('ack.seq'),
      whileDriving,
    );
    expect(within(teleop).getByLabelText("Vehicle's round trip")).toHaveTextContent(
      /\d+(\.\d)? ms/,
    );

    // Letting go sends the stop command, and the car comes to a standstill.
    fireEvent.keyUp(window, { code: 'Space' });
    await vi.waitFor(
      () =>
        expect(requests('teleopAPI').at(-1)!.data).toMatchObject({
          throttle: 0,
          brake: 1,
          steering: 0,
          release: true,
        }),
      whileDriving,
    );
    const sent = requests('teleopAPI').length;
    // What follows is about a release the vehicle applied: its echo says so. (One it drops, too
    // late to trust, leaves its watchdog to stop the car, with the fault: vehicle-link.test.ts.)
    const release = requests('teleopAPI').at(-1)!.data as { seq: number };
    await vi.waitFor(() => expect(echoes.get(release.seq)).toBeDefined(), whileDriving);
    expect(echoes.get(release.seq)).toMatchObject({ applied: true });
    await waitFor(() => expect(fact('Speed')).toBe('0.0 km/h'), live);
    // Nothing followed the stop command while the car braked (W is still down): the page has
    // counted no more commands than reached the vehicle, and it is ready, not driving.
    expect(requests('teleopAPI')).toHaveLength(sent);
    await waitFor(
      () => expect(within(teleop).getByRole('status')).toHaveTextContent('Ready'),
      live,
    );
    expect(sentShown()).toBe(sent);
    // A stop asked for, not a lost link: the events say the deadman was let go, and past the
    // watchdog's time the vehicle shows no fault (issue 30).
    await waitFor(
      () =>
        expect(screen.getByLabelText('Vehicle events')).toHaveTextContent(
          'Deadman released: stopped',
        ),
      live,
    );
    await new Promise((resolve) => setTimeout(resolve, TELEOP.watchdogMs * 2));
    expect(screen.queryByLabelText('Faults')).toBeNull();
    expect(screen.getByLabelText('Vehicle events')).not.toHaveTextContent('TELEOP_TIMEOUT');
    fireEvent.keyUp(window, { code: 'KeyW' });
  });

  it('makes an emergency stop of a moving vehicle and, once it stands, releases it', async () => {
    const { requests } = await setUp();
    await takeControl(requests);
    await waitFor(() => expect(modeButton('AUTO')).toBeEnabled(), live);
    fireEvent.click(modeButton('AUTO'));
    // The sim's autopilot drives its loop; fast enough that braking takes a moment.
    await waitFor(() => expect(speedKmh()).toBeGreaterThan(20), { timeout: 15_000 });
    expect(modeButton('AUTO')).toHaveAttribute('aria-pressed', 'true');
    expect(reasonOf('MANUAL')).toBe('The vehicle is moving: MANUAL needs it to stand still.');

    fireEvent.click(screen.getByRole('button', { name: 'E-STOP' }));
    const emergency = await screen.findByRole('alert', { name: 'Emergency stop state' }, live);
    // The answer may come a moment before the state that shows the MRM under way.
    await waitFor(() => expect(emergency).toHaveTextContent('Emergency stop in progress'), live);
    // What the vehicle says it did, from its answer to this page's E-STOP.
    const effect = await within(emergency).findByLabelText('What the vehicle did', {}, live);
    expect(effect.textContent).not.toBe('');
    // While it brakes there is nothing to release, and no mode but STOP.
    expect(screen.queryByRole('button', { name: 'Release emergency stop' })).toBeNull();
    expect(requests('estopAPI')).toEqual([expect.objectContaining({ data: { action: 'engage' } })]);
    expect(modeButton('STOP')).toHaveAttribute('aria-pressed', 'true');
    expect(reasonOf('AUTO')).toBe('The vehicle is making an emergency stop.');

    const release = await screen.findByRole('button', { name: 'Release emergency stop' }, live);
    expect(screen.getByRole('alert', { name: 'Emergency stop state' })).toHaveTextContent(
      'Stopped by an emergency stop',
    );
    expect(reasonOf('AUTO')).toBe('The e-stop is engaged: release it first.');
    await waitFor(() => expect(fact('Speed')).toBe('0.0 km/h'), live);
    fireEvent.click(release);
    await waitFor(
      () => expect(screen.queryByRole('alert', { name: 'Emergency stop state' })).toBeNull(),
      live,
    );
    expect(requests('estopAPI').map((request) => request.data)).toEqual([
      { action: 'engage' },
      { action: 'release' },
    ]);
    // Released, the vehicle may be driven again.
    await waitFor(() => expect(modeButton('AUTO')).toBeEnabled(), live);
  });
});
