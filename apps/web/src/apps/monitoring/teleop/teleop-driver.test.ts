import { TELEOP, type TeleopCommand } from '@ads/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { ROUND_TRIP_FRESH_MS, TeleopDriver } from './teleop-driver';

/** A driver on a page whose clock (epoch ms) the test sets; what it sends, and the controls. */
function driver() {
  const sent: Array<{ room: string; command: TeleopCommand }> = [];
  let seq = 0;
  const clock = { now: 1_000_000 };
  const drive = new TeleopDriver(
    (room, command) => {
      sent.push({ room, command });
      return true;
    },
    () => (seq += 1),
    () => clock.now,
  );
  drive.setRoom('vehicle-room');
  drive.setGear('D');
  // The controls of each command, without the stamps (tested on their own below).
  const commands = () => sent.map(({ command: { sent_at: _at, ack: _ack, ...rest } }) => rest);
  return { drive, sent, commands, clock };
}

// The app's strings load with its page; these tests use them without it.
await i18n.loadNamespaces('monitoring');

describe('tele-op commands from keys and the deadman', () => {
  it('sends nothing while the deadman is not held, whatever the keys', () => {
    const { drive, sent } = driver();
    drive.setEnabled(true);
    drive.keyDown('KeyW');
    drive.keyDown('KeyA');
    for (let t = 0; t <= 1000; t += 50) drive.tick(t, null);
    expect(sent).toEqual([]);
    expect(drive.driving).toBe(false);
  });

  it('sends one command at once when held, one per tick, and a stop at once on release', () => {
    const { drive, sent, commands } = driver();
    drive.setEnabled(true);
    drive.tick(0, null);
    drive.keyDown('Space');
    expect(commands()).toEqual([{ seq: 1, throttle: 0, brake: 0, steering: 0, gear: 'D' }]);
    expect(sent[0]!.room).toBe('vehicle-room');
    drive.keyDown('KeyW');
    drive.tick(50, null);
    drive.tick(100, null);
    expect(commands()).toHaveLength(3);
    expect(commands()[2]!.throttle).toBeGreaterThan(commands()[1]!.throttle);
    expect(commands()[2]!.seq).toBe(3);
    drive.keyUp('Space');
    // Marked as a release: the vehicle holds the brake and raises no fault for it.
    expect(commands().at(-1)).toEqual({
      seq: 4,
      throttle: 0,
      brake: 1,
      steering: 0,
      gear: 'D',
      release: true,
    });
    // Released: nothing more, even with W still held.
    drive.tick(150, null);
    drive.tick(200, null);
    expect(commands()).toHaveLength(4);
  });

  it('needs tele-op to be allowed; losing it while driving stops at once', () => {
    const { drive, commands } = driver();
    drive.keyDown('Space');
    expect(commands()).toEqual([]);
    drive.setEnabled(true);
    drive.hold('pointer', true);
    expect(commands()).toHaveLength(1);
    drive.setEnabled(false);
    expect(commands().at(-1)).toMatchObject({ throttle: 0, brake: 1 });
    expect(drive.driving).toBe(false);
  });

  it('drives while any deadman is held, and stops once when the last is let go', () => {
    const { drive, commands } = driver();
    drive.setEnabled(true);
    drive.hold('pointer', true);
    drive.keyDown('Space');
    drive.hold('pointer', false);
    expect(drive.driving).toBe(true);
    expect(commands()).toHaveLength(1);
    drive.releaseKeys();
    expect(commands()).toHaveLength(2);
    expect(commands()[1]).toMatchObject({ brake: 1 });
    drive.stop();
    expect(commands()).toHaveLength(2);
  });

  it('takes the gamepad: its bumper holds, its triggers and stick drive', () => {
    const { drive, commands } = driver();
    drive.setEnabled(true);
    const pad = (deadman: boolean) => ({
      input: { throttle: 0.4, brake: 0, steering: 0.5 },
      deadman,
    });
    drive.tick(0, pad(true));
    expect(commands()).toEqual([{ seq: 1, throttle: 0.4, brake: 0, steering: 0.5, gear: 'D' }]);
    drive.tick(50, pad(true));
    expect(commands()).toHaveLength(2);
    drive.tick(100, pad(false));
    expect(commands()).toHaveLength(3);
    expect(commands()[2]).toMatchObject({ throttle: 0, brake: 1, steering: 0 });
  });

  it('drives with the on-screen pedals and wheel, the brake winning', () => {
    const { drive, commands } = driver();
    drive.setEnabled(true);
    drive.setPointer({ throttle: 0.7, steering: -0.3 });
    drive.hold('pointer', true);
    expect(commands()[0]).toMatchObject({ throttle: 0.7, brake: 0, steering: -0.3 });
    drive.setPointer({ brake: 0.5 });
    drive.tick(50, null);
    expect(commands()[1]).toMatchObject({ throttle: 0, brake: 0.5 });
    drive.setGear('R');
    drive.tick(100, null);
    expect(commands()[2]!.gear).toBe('R');
  });

  it('stops the old vehicle before commands go to a new one', () => {
    const { drive, sent } = driver();
    drive.setEnabled(true);
    drive.hold('pointer', true);
    drive.stop();
    drive.setRoom('other-room');
    drive.hold('pointer', true);
    expect(sent.map((item) => [item.room, item.command.brake])).toEqual([
      ['vehicle-room', 0],
      ['vehicle-room', 1],
      ['other-room', 0],
    ]);
  });
});

describe('send times and acks (no stale command moves the vehicle)', () => {
  it('stamps every command with its send time on the page clock, the stop command too', () => {
    const { drive, sent, clock } = driver();
    drive.setEnabled(true);
    drive.hold('pointer', true);
    clock.now += 50;
    drive.tick(50, null);
    clock.now += 7;
    drive.hold('pointer', false);
    expect(sent.map((item) => item.command.sent_at)).toEqual([1_000_000, 1_000_050, 1_000_057]);
  });

  it('acks the latest echo heard, with when it was heard, from the next command on', () => {
    const { drive, sent, clock } = driver();
    drive.setEnabled(true);
    drive.hold('pointer', true);
    // The first command has nothing to ack.
    expect(sent[0]!.command.ack).toBeUndefined();
    clock.now += 40;
    expect(drive.heard(1)).toBe(40);
    clock.now += 10;
    drive.tick(50, null);
    expect(sent[1]!.command.ack).toEqual({ seq: 1, heard_at: 1_000_040 });
    clock.now += 50;
    drive.tick(100, null);
    // Nothing new heard: the same ack again (the vehicle keeps its newest sample).
    expect(sent[2]!.command.ack).toEqual({ seq: 1, heard_at: 1_000_040 });
    // Echoes out of order: an older one heard later does not replace a newer ack.
    clock.now += 20;
    drive.heard(3);
    clock.now += 5;
    drive.heard(2);
    drive.tick(150, null);
    expect(sent[3]!.command.ack).toEqual({ seq: 3, heard_at: 1_000_120 });
  });

  it("knows an echo of another page's command (or one heard twice) as not its own", () => {
    const { drive } = driver();
    drive.setEnabled(true);
    drive.hold('pointer', true);
    expect(drive.heard(999)).toBeNull();
    expect(drive.heard(1)).toBe(0);
    expect(drive.heard(1)).toBeNull();
  });

  it('forgets what it measured of one vehicle when another is driven', () => {
    const { drive, sent } = driver();
    drive.setEnabled(true);
    drive.hold('pointer', true);
    drive.heard(1);
    drive.stop();
    drive.setRoom('other-room');
    drive.hold('pointer', true);
    expect(sent.at(-1)).toMatchObject({ room: 'other-room' });
    expect(sent.at(-1)!.command.ack).toBeUndefined();
  });
});

describe('the page refuses to start driving over a slow link', () => {
  /** Drives one second at 20 Hz with every echo coming back after `ms`, then lets go. */
  function driveWithRoundTrip(ms: number) {
    const setup = driver();
    const { drive, sent, clock } = setup;
    drive.setEnabled(true);
    drive.hold('pointer', true);
    for (let t = 50; t <= 1000; t += 50) {
      clock.now += 50;
      drive.tick(t, null);
    }
    clock.now += ms;
    for (const { command } of sent) drive.heard(command.seq, command.sent_at + ms);
    drive.hold('pointer', false);
    return setup;
  }

  it('starts over a good link', () => {
    const { drive, sent } = driveWithRoundTrip(TELEOP.maxRoundTripMs - 1);
    const before = sent.length;
    expect(drive.linkRefusal()).toBeNull();
    drive.hold('pointer', true);
    expect(drive.driving).toBe(true);
    expect(sent).toHaveLength(before + 1);
  });

  it('sends nothing and says why while the measured round trip is over the limit', () => {
    const { drive, sent } = driveWithRoundTrip(400);
    const before = sent.length;
    expect(drive.linkRefusal()).toBe(
      'The round trip to the vehicle is 400 ms, over the 250 ms limit: ' +
        'let go, and try again when the link is better.',
    );
    drive.hold('pointer', true);
    drive.keyDown('Space');
    drive.tick(2_000, { input: { throttle: 1, brake: 0, steering: 0 }, deadman: true });
    expect(drive.driving).toBe(false);
    expect(sent).toHaveLength(before);
  });

  it('does not hold driving back on an old figure: the vehicle checks each command itself', () => {
    const { drive, sent, clock } = driveWithRoundTrip(400);
    clock.now += ROUND_TRIP_FRESH_MS + 1;
    expect(drive.linkRefusal()).toBeNull();
    const before = sent.length;
    drive.hold('pointer', true);
    expect(sent).toHaveLength(before + 1);
  });

  it('takes the median of the newest round trips: one slow echo does not refuse', () => {
    const { drive, clock } = driveWithRoundTrip(40);
    // 21 commands were echoed at 40 ms; one late echo of a command sent now comes at 900 ms.
    drive.hold('pointer', true);
    const last = clock.now;
    drive.heard(22, last + 900);
    clock.now = last + 900;
    expect(drive.linkRefusal()).toBeNull();
  });
});
