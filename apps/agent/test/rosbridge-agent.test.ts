import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  SOCKET_EVENTS,
  TELEOP,
  type TeleopCommand,
  UserMsgPayload,
  VehicleState,
} from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test-support/studio/harness';
import { type Child, spawnTs } from '../../../test-support/reliability/processes';
import { VEHICLE_SETTINGS_FILE } from '../src/vehicle/open-vehicle';
import { AW, type RosbridgeDouble, startRosbridgeDouble } from './rosbridge-double';
import { type Browser, browser, tempDir, userWithPc } from './studio';

// The REAL agent CLI as its own process with `--vehicle rosbridge`, a real studio server, a
// real socket.io client as the operator's browser, and the TEST DOUBLE of a rosbridge v2
// server with Autoware's AD API (./rosbridge-double.ts) as the car. The agent is stopped as a
// service manager stops it (SIGTERM) while the operator holds the throttle.

const PEDALS = '/api/manual/remote/command/pedals';
const HEARTBEAT = '/api/manual/remote/operator/heartbeat';

let server: TestServer;
let data: Awaited<ReturnType<typeof tempDir>>;
let double: RosbridgeDouble;
let agent: Child;
let web: Browser;
let room: string;

async function until<T>(check: () => T | undefined | false, what: string, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what}\nagent output:\n${agent.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  server = await startServer();
  data = await tempDir('ads-agent-rosbridge-');
  double = await startRosbridgeDouble();
  const made = await userWithPc(server);
  room = made.pc.token;
  // This car's own heartbeat timeout was confirmed before (vehicleSettingsAPI), so REMOTE is on.
  await writeFile(
    join(data.dir, VEHICLE_SETTINGS_FILE),
    JSON.stringify({ [double.url]: { operator_timeout_ms: 500 } }),
  );
  agent = spawnTs(
    'apps/agent/src/main.ts',
    [
      ...['--server', server.url, '--token', room, '--data', data.dir],
      ...['--vehicle', 'rosbridge', '--rosbridge', double.url],
    ],
    {},
  );
  web = await browser(server.url, made.user, room);
}, 60_000);
afterAll(async () => {
  web?.close();
  await agent?.stop('SIGKILL');
  await double?.close();
  await server?.close();
  await data?.remove();
});

describe('an agent driving a rosbridge car, stopped with SIGTERM', () => {
  it('sends full brake and a not-ready heartbeat after the last throttle, before it closes', async () => {
    let state: VehicleState | undefined;
    /** The latest echo heard, acked in the next command (the clock exchange of TeleopCommand). */
    let heard: TeleopCommand['ack'];
    web.socket.on(SOCKET_EVENTS.userMsg, (payload: unknown) => {
      const message = UserMsgPayload.safeParse(payload).data?.message;
      if (message?.type !== 'RESPONSE' || message.status !== 'success') return;
      if (message.action === 'vehicleStateAPI') state = VehicleState.parse(message.data);
      if (message.action === 'teleopAPI') {
        heard = { seq: (message.data as { seq: number }).seq, heard_at: Date.now() };
      }
    });
    // The agent's process is still starting (tsx): its first push says it is there.
    await until(
      () => state?.adapter === 'rosbridge' && state.is_remote_mode_available,
      'REMOTE offered',
      60_000,
    );
    expect((await web.ask('controlLockAPI', { action: 'take' })).final.status).toBe('success');
    const remote = await web.ask('operationModeAPI', { mode: 'REMOTE' });
    expect(remote.final).toMatchObject({ status: 'success', data: { mode: 'REMOTE' } });
    await until(() => double.vehicle.mode === AW.mode.REMOTE, 'REMOTE on the car', 5000);

    // The deadman held, throttle at 20 Hz, until the car moves.
    let seq = 0;
    const send = () => {
      seq += 1;
      const command: TeleopCommand = {
        seq,
        sent_at: Date.now(),
        ...(heard ? { ack: heard } : {}),
        throttle: 0.5,
        brake: 0,
        steering: 0,
        gear: 'D',
      };
      web.socket.emit(SOCKET_EVENTS.userMsg, {
        room,
        message: { action: 'teleopAPI', type: 'REQUEST', data: command },
      });
    };
    const holding = setInterval(send, 1000 / TELEOP.commandHz);
    let stoppedAt: number;
    try {
      await until(() => double.vehicle.speed > 0.3, 'the car to move', 20_000);
    } finally {
      // SIGTERM while the throttle is still held.
      stoppedAt = Date.now();
      agent.process.kill('SIGTERM');
      clearInterval(holding);
    }
    await agent.exited;
    expect(agent.process.exitCode).toBe(0);

    const closed = await until(() => double.closes[0], 'the socket to close', 5000);
    expect(double.received).toHaveLength(closed.after); // nothing after it, no reconnection
    // What the car heard, in order: publishes by topic, and the goodbye (unadvertise).
    const frames = double.received.map((r) => r.message);
    const lastThrottle = frames.findLastIndex(
      (m) => m.op === 'publish' && m.topic === PEDALS && m.msg.throttle > 0,
    );
    const after = (test: (m: any) => boolean) =>
      frames.findIndex((m, i) => i > lastThrottle && test(m));
    const published = (topic: string, msg: object) => (m: any) =>
      m.op === 'publish' &&
      m.topic === topic &&
      expect.objectContaining(msg).asymmetricMatch(m.msg);
    const brake = after(published(PEDALS, { throttle: 0, brake: 1 }));
    const notReady = after(published(HEARTBEAT, { ready: false }));
    const goodbye = after((m) => m.op === 'unadvertise');
    expect(lastThrottle).toBeGreaterThan(0);
    expect(brake).toBeGreaterThan(lastThrottle);
    expect(notReady).toBeGreaterThan(lastThrottle);
    expect(Math.max(brake, notReady)).toBeLessThan(goodbye);
    // It came with the shutdown, not from the 500 ms silence brake.
    expect(double.received[brake]!.at - stoppedAt).toBeLessThan(TELEOP.watchdogMs);
    expect(agent.output()).not.toMatch(/could not be closed/);

    // The brake holds on the car after the agent is gone.
    await until(() => double.vehicle.speed === 0, 'the car to stop', 5000);
  }, 90_000);
});
