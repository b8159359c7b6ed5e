import {
  SOCKET_EVENTS,
  type SocketMessage,
  TELEOP,
  type TeleopEcho,
  UserMsgPayload,
  VehicleState,
} from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  connectSocket,
  startServer,
  type TestServer,
} from '../../../test-support/studio/harness';
import { type Child, startAgentProcess } from '../../../test-support/reliability/processes';
import { type Browser, browser, restartOnSamePort, tempDir, userWithPc } from './studio';
import { type Controls, FORWARD, type TeleopClient, teleopClient } from './teleop-client';

// A real studio server, the REAL agent CLI as its own process with `--vehicle sim`, and real
// socket.io clients as the browsers: the owner (two tabs), an admin, and another account.

let server: TestServer;
let data: Awaited<ReturnType<typeof tempDir>>;
let agent: Child;
let owner: Account;
let admin: Account;
let room: string;
let closeRestarted: (() => Promise<void>) | undefined;
const tabs: Tab[] = [];

interface Tab extends Browser {
  /** Resolves with the next state pushed to this tab (from now on) that satisfies `done`. */
  state(done?: (state: VehicleState) => boolean, guardMs?: number): Promise<VehicleState>;
}

/** A browser tab joined to the vehicle's room that also follows the state pushes. */
async function tab(account: Account): Promise<Tab> {
  const opened = await browser(server.url, account, room);
  const waiting = new Set<(state: VehicleState) => void>();
  opened.socket.on(SOCKET_EVENTS.userMsg, (payload: unknown) => {
    const message = UserMsgPayload.safeParse(payload).data?.message;
    if (message?.action !== 'vehicleStateAPI' || message.type !== 'RESPONSE') return;
    const state = VehicleState.parse(message.data);
    waiting.forEach((wake) => wake(state));
  });
  const opened_: Tab = {
    ...opened,
    state(done = () => true, guardMs = 10_000) {
      return new Promise((resolve, reject) => {
        let last: VehicleState | undefined;
        const guard = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no such state in ${guardMs} ms; last: ${JSON.stringify(last)}`));
        }, guardMs);
        const check = (state: VehicleState) => {
          last = state;
          if (!done(state)) return;
          clearTimeout(guard);
          waiting.delete(check);
          resolve(state);
        };
        waiting.add(check);
      });
    },
  };
  tabs.push(opened_);
  return opened_;
}

async function answer(web: Browser, action: string, data: unknown = {}): Promise<SocketMessage> {
  return (await web.ask(action, data)).final;
}

const drivers = new Map<Tab, TeleopClient>();
/** The tab's tele-op side (one per tab, as the page has one driver per connection). */
function driverOf(web: Tab): TeleopClient {
  let driver = drivers.get(web);
  if (!driver) {
    driver = teleopClient(web.socket, room, `tab${drivers.size}`);
    drivers.set(web, driver);
  }
  return driver;
}

/**
 * Sends tele-op commands at 20 Hz, as the browser does while the deadman is held (each with its
 * send time and the ack of the latest echo heard), until a pushed state satisfies `done`;
 * resolves once every command sent has been echoed, with the echoes.
 */
async function teleopUntil(
  web: Tab,
  controls: Controls,
  done: (state: VehicleState) => boolean,
): Promise<{ sent: number[]; echoes: TeleopEcho[]; lastSentAt: number }> {
  const driver = driverOf(web);
  const from = driver.sent.length;
  driver.hold(controls);
  try {
    await web.state(done).catch((error: Error) => {
      throw new Error(`${error.message}; refusals heard: ${JSON.stringify(driver.refusals)}`);
    });
  } finally {
    driver.letGo();
  }
  const commands = driver.sent.slice(from);
  const echoes = await Promise.all(commands.map((command) => driver.echoOf(command.seq)));
  return {
    sent: commands.map((command) => command.seq),
    echoes,
    lastSentAt: commands.at(-1)!.sent_at,
  };
}

/** A connection's first command measures the link (dropped: 'clock'); after that they drive. */
function expectDriven(drive: Awaited<ReturnType<typeof teleopUntil>>, measured: boolean): void {
  expect(drive.echoes.map((echo) => echo.seq)).toEqual(drive.sent);
  const dropped = drive.echoes.filter((echo) => !echo.applied);
  expect(dropped.map((echo) => echo.dropped)).toEqual(measured ? [] : ['clock']);
}

const forward = FORWARD;

beforeAll(async () => {
  server = await startServer();
  data = await tempDir('ads-agent-vehicle-');
  const made = await userWithPc(server);
  owner = made.user;
  room = made.pc.token;
  admin = await server.withRole('ADMIN');
  agent = startAgentProcess({ server: server.url, token: room, data: data.dir, runtime: 'auto' }, [
    '--vehicle',
    'sim',
  ]);
}, 60_000);
afterAll(async () => {
  drivers.forEach((driver) => driver.close());
  tabs.forEach((each) => each.close());
  await agent?.stop();
  await closeRestarted?.();
  await server?.close();
  await data?.remove();
});

describe('a PC started with --vehicle sim', () => {
  let ownerTab: Tab;
  let secondTab: Tab;
  let adminTab: Tab;

  it('pushes its state at 10 Hz: a heartbeat sequence, the stamp, the vehicle', async () => {
    ownerTab = await tab(owner);
    // The agent's process is still starting (tsx): its first push says it is there.
    await ownerTab
      .state(() => true, 60_000)
      .catch((error: unknown) => {
        throw new Error(`${String(error)}\nagent output:\n${agent.output()}`);
      });
    const pushes: VehicleState[] = [];
    await ownerTab.state((state) => pushes.push(state) > 10);
    const seqs = pushes.map((state) => state.seq);
    expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i));
    const period = (pushes.at(-1)!.stamp - pushes[0]!.stamp) / (pushes.length - 1);
    expect(period).toBeGreaterThan(80);
    expect(period).toBeLessThan(150);
    expect(pushes.at(-1)).toMatchObject({
      adapter: 'sim',
      mode: 'STOP',
      speed: 0,
      control: null,
      mrm: { state: 'NORMAL', behavior: 'NONE' },
      is_remote_mode_available: true,
    });
    // On the sample road network laid out from K-City (its spawn lane is ~100 m from the origin).
    expect(pushes.at(-1)!.lat).toBeCloseTo(37.242, 2);
    expect(pushes.at(-1)!.lon).toBeCloseTo(126.7745, 2);
  });

  it('gives control to one tab: not a second tab, not an admin without the lock, no stranger', async () => {
    const stranger = await server.signUp();
    const outsider = await connectSocket(server.url, stranger.access);
    const joined = (await outsider.emitWithAck(SOCKET_EVENTS.join, { room })) as {
      status: string;
    };
    outsider.close();
    expect(joined.status).toBe('error');

    const took = await answer(ownerTab, 'controlLockAPI', { action: 'take' });
    expect(took).toMatchObject({ status: 'success', data: { control: { user_id: owner.id } } });
    await ownerTab.state((state) => state.control?.user_id === owner.id);

    secondTab = await tab(owner);
    expect(await answer(secondTab, 'controlLockAPI', { action: 'take' })).toMatchObject({
      status: 'error',
      data: { message: 'You have control of this vehicle in another window.' },
    });
    adminTab = await tab(admin);
    for (const [action, body] of [
      ['operationModeAPI', { mode: 'AUTO' }],
      ['teleopAPI', { seq: 1, sent_at: Date.now(), ...forward }],
    ] as const) {
      expect(await answer(adminTab, action, body)).toMatchObject({
        status: 'error',
        data: { message: 'Take control of this vehicle first.' },
      });
    }
  });

  it('drives its loop in AUTO, and STOP from anyone brings it to a standstill', async () => {
    const start = await ownerTab.state();
    expect(await answer(ownerTab, 'operationModeAPI', { mode: 'AUTO' })).toMatchObject({
      status: 'success',
      data: { mode: 'AUTO', from: 'STOP' },
    });
    const driving = await ownerTab.state(
      (state) => state.mode === 'AUTO' && !state.is_in_transition && state.speed > 2,
    );
    expect(driving.gear).toBe('D');
    expect(driving.lon).toBeGreaterThan(start.lon);

    expect(await answer(adminTab, 'operationModeAPI', { mode: 'STOP' })).toMatchObject({
      status: 'success',
      data: { mode: 'STOP', from: 'AUTO' },
    });
    await ownerTab.state((state) => state.mode === 'STOP' && state.speed === 0);
  });

  it('falls back to STOP from a REMOTE change no command completes in 10 s, and keeps reporting', async () => {
    const asked = await answer(ownerTab, 'operationModeAPI', { mode: 'REMOTE' });
    expect(asked).toMatchObject({ status: 'success', data: { mode: 'REMOTE', from: 'STOP' } });
    const deadline = (asked.data as { transition: { deadline: number } }).transition.deadline;
    // The holder's tab renews its lock meanwhile, as the page does.
    const renew = setInterval(
      () => void answer(ownerTab, 'controlLockAPI', { action: 'take' }),
      TELEOP.lockRenewMs,
    );
    const fell = await ownerTab
      .state(
        (state) => state.mode === 'STOP' && !state.is_in_transition,
        TELEOP.transitionTimeoutMs + 3_000,
      )
      .finally(() => clearInterval(renew));
    expect(fell.stamp).toBeGreaterThanOrEqual(deadline);
    // The vehicle is still there: its pushes go on, and it still answers.
    await ownerTab.state((state) => state.seq >= fell.seq + 10, 3_000);
    expect(await answer(ownerTab, 'vehicleStateAPI')).toMatchObject({ status: 'success' });
  }, 20_000);

  it('drives by tele-op in REMOTE, and stops by itself within 2 s of the last command', async () => {
    const asked = await answer(ownerTab, 'operationModeAPI', { mode: 'REMOTE' });
    expect(asked).toMatchObject({
      status: 'success',
      data: { mode: 'REMOTE', transition: { from: 'STOP', to: 'REMOTE' } },
    });
    const before = await ownerTab.state();
    const drive = await teleopUntil(ownerTab, forward, (state) => state.speed > 3);
    expectDriven(drive, false);
    const moving = await ownerTab.state();
    expect(moving).toMatchObject({ mode: 'REMOTE', is_in_transition: false, gear: 'D' });
    expect(moving.lon).toBeGreaterThan(before.lon);

    // The deadman is let go and nothing more is sent: the watchdog stops the car.
    const timedOut = await ownerTab.state((state) =>
      state.faults.some((fault) => fault.code === 'TELEOP_TIMEOUT'),
    );
    expect(timedOut.speed).toBeGreaterThan(0);
    await ownerTab.state((state) => state.speed === 0);
    expect(Date.now() - drive.lastSentAt).toBeLessThan(2000);
  });

  it('lets an admin take control over; the holder’s connection ending ends the lock', async () => {
    const over = await answer(adminTab, 'controlLockAPI', { action: 'take' });
    expect(over).toMatchObject({ status: 'success', data: { control: { user_id: admin.id } } });
    expect(
      await answer(ownerTab, 'teleopAPI', { seq: 1, sent_at: Date.now(), ...forward }),
    ).toMatchObject({
      status: 'error',
      data: { message: 'Take control of this vehicle first.' },
    });
    const drive = await teleopUntil(adminTab, forward, (state) => state.speed > 0.5);
    expectDriven(drive, false);

    // The admin's tab goes away (closed, crashed): the server tells the vehicle.
    adminTab.close();
    const freed = await ownerTab.state((state) => state.control === null, 3000);
    expect(freed.mode).toBe('REMOTE');
    await ownerTab.state((state) => state.speed === 0);
  });

  it('makes an emergency stop from any viewer, and drives again once released', async () => {
    expect(await answer(ownerTab, 'controlLockAPI', { action: 'take' })).toMatchObject({
      status: 'success',
    });
    await teleopUntil(ownerTab, forward, (state) => state.speed > 1.5);
    // The answer names its request: the whole room hears it, this tab knows it is its own.
    const answered = new Promise<SocketMessage>((resolve) => {
      const listen = (payload: unknown) => {
        const message = UserMsgPayload.safeParse(payload).data?.message;
        if (message?.action !== 'estopAPI' || message.type !== 'RESPONSE') return;
        secondTab.socket.off(SOCKET_EVENTS.userMsg, listen);
        resolve(message);
      };
      secondTab.socket.on(SOCKET_EVENTS.userMsg, listen);
    });
    const relayed = await secondTab.socket.emitWithAck(SOCKET_EVENTS.userMsg, {
      room,
      message: { action: 'estopAPI', type: 'REQUEST', data: { action: 'engage' }, id: 'estop-1' },
    });
    expect(relayed).toEqual({ success: true });
    expect(await answered).toMatchObject({
      status: 'success',
      id: 'estop-1',
      data: {
        mrm: { state: 'OPERATING', behavior: 'EMERGENCY_STOP' },
        effect: expect.stringMatching(/^Full service brake to a standstill/),
      },
    });
    const stopped = await ownerTab.state((state) => state.mrm.state === 'SUCCEEDED');
    expect(stopped).toMatchObject({
      mode: 'STOP',
      speed: 0,
      is_autonomous_mode_available: false,
      is_remote_mode_available: false,
    });
    expect(await answer(ownerTab, 'operationModeAPI', { mode: 'REMOTE' })).toMatchObject({
      status: 'error',
      data: { message: 'The e-stop is engaged: release it first.' },
    });
    expect(await answer(ownerTab, 'estopAPI', { action: 'release' })).toMatchObject({
      status: 'success',
      data: { mrm: { state: 'NORMAL' } },
    });
    expect(await answer(ownerTab, 'operationModeAPI', { mode: 'REMOTE' })).toMatchObject({
      status: 'success',
    });
  });

  it('is left stopped by a server restart, and can be driven again after taking control', async () => {
    await teleopUntil(ownerTab, forward, (state) => state.speed > 2);
    closeRestarted = await restartOnSamePort(server);
    // Every connection of the old instance is gone; the agent comes back by itself.
    const back = await tab(owner);
    const after = await back.state(() => true, 20_000);
    expect(after).toMatchObject({ speed: 0, control: null, mode: 'REMOTE' });
    expect(
      await answer(back, 'teleopAPI', { seq: 1, sent_at: Date.now(), ...forward }),
    ).toMatchObject({
      status: 'error',
      data: { message: 'Take control of this vehicle first.' },
    });
    expect(await answer(back, 'controlLockAPI', { action: 'take' })).toMatchObject({
      status: 'success',
    });
    const drive = await teleopUntil(back, forward, (state) => state.speed > 1);
    expectDriven(drive, false);
  }, 40_000);
});
