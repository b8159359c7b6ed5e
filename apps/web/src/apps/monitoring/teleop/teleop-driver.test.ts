import type { TeleopCommand } from '@ads/contract';
import { describe, expect, it } from 'vitest';
import { TeleopDriver } from './teleop-driver';

function driver() {
  const sent: Array<{ room: string; command: TeleopCommand }> = [];
  let seq = 0;
  const drive = new TeleopDriver(
    (room, command) => {
      sent.push({ room, command });
      return true;
    },
    () => (seq += 1),
  );
  drive.setRoom('vehicle-room');
  drive.setGear('D');
  return { drive, sent, commands: () => sent.map((item) => item.command) };
}

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
    expect(commands().at(-1)).toEqual({ seq: 4, throttle: 0, brake: 1, steering: 0, gear: 'D' });
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
