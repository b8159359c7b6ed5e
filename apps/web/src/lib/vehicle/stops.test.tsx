import type { MessageSender, MrmStateName, SocketMessage, VehicleState } from '@ads/contract';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../shell/topbar/test-utils';
import { MrmBanner } from './MrmBanner';
import { EstopButton, StopButton } from './StopButtons';
import { useEstop } from './use-estop';
import { loadVehicleText } from './test-text';

loadVehicleText();

/*
 * The stops FMS and the HMI share, against a stand-in of lib/socket: what each button sends,
 * and what the vehicle's answer to this page's E-STOP shows (its `effect`, in its own words).
 */

type Listener = (room: string, message: SocketMessage, sender: MessageSender | undefined) => void;
const socket = vi.hoisted(() => ({
  listeners: new Map<string, Set<Listener>>(),
  sent: [] as Array<{ room: string; action: string; data: unknown; id?: string }>,
}));
const notes = vi.hoisted(() => [] as Array<{ text: string; variant: string }>);
vi.mock('../notify', () => ({
  notify: (text: string, variant = 'default') => notes.push({ text, variant }),
}));
vi.mock('../socket', () => ({
  onRoomMessage: (action: string, listener: Listener) => {
    const set = socket.listeners.get(action) ?? new Set();
    set.add(listener);
    socket.listeners.set(action, set);
    return () => set.delete(listener);
  },
  sendTo: (room: string, action: string, data: unknown, id?: string) => {
    socket.sent.push({ room, action, data, id });
    return true;
  },
}));

const agent: MessageSender = { kind: 'agent' };

function answer(id: string | undefined, mrm: MrmStateName, effect: string) {
  const message = {
    action: 'estopAPI',
    type: 'RESPONSE',
    status: 'success',
    id,
    data: { mrm: { state: mrm, behavior: 'EMERGENCY_STOP' }, effect },
  } as SocketMessage;
  act(() => {
    for (const listener of socket.listeners.get('estopAPI') ?? []) {
      listener('room-1', message, agent);
    }
  });
}

/** Sets the MRM the vehicle reports (the state's 10 Hz push, here by hand). */
let report: (mrm: VehicleState['mrm']) => void = () => {};

/** The E-STOP and its banner as both pages put them together. */
function Stops({ initial }: { initial: VehicleState['mrm'] }) {
  const [mrm, setMrm] = useState(initial);
  useEffect(() => {
    report = (next) => act(() => setMrm(next));
  }, []);
  const estop = useEstop('room-1', 'Sim 1', mrm.state);
  return (
    <>
      <StopButton room="room-1" name="Sim 1" />
      <EstopButton name="Sim 1" onEngage={estop.engage} />
      <MrmBanner
        mrm={mrm}
        effect={estop.effect}
        mayCommand
        onRelease={estop.release}
        onDismiss={estop.dismiss}
      />
    </>
  );
}

const normal: VehicleState['mrm'] = { state: 'NORMAL', behavior: 'NONE' };
const stopped: VehicleState['mrm'] = { state: 'SUCCEEDED', behavior: 'EMERGENCY_STOP' };

afterEach(() => {
  cleanup();
  socket.sent.length = 0;
  notes.length = 0;
});

describe('STOP and E-STOP', () => {
  it('STOP asks for STOP mode, E-STOP engages the emergency stop, each with a request id', () => {
    renderInShell(<Stops initial={normal} />);
    fireEvent.click(screen.getByRole('button', { name: 'STOP' }));
    fireEvent.click(screen.getByRole('button', { name: 'E-STOP' }));
    expect(socket.sent).toEqual([
      {
        room: 'room-1',
        action: 'operationModeAPI',
        data: { mode: 'STOP' },
        id: expect.any(String),
      },
      { room: 'room-1', action: 'estopAPI', data: { action: 'engage' }, id: expect.any(String) },
    ]);
    expect(socket.sent[0]!.id).not.toBe(socket.sent[1]!.id);
  });

  it("shows what the vehicle says it did for this page's E-STOP, and tells the release", () => {
    renderInShell(<Stops initial={normal} />);
    fireEvent.click(screen.getByRole('button', { name: 'E-STOP' }));
    const id = socket.sent.at(-1)!.id;
    // Another page's E-STOP answer is not shown here.
    answer('elsewhere-1', 'OPERATING', 'Not this page’s.');
    expect(screen.queryByRole('alert', { name: 'Emergency stop state' })).toBeNull();
    answer(id, 'OPERATING', 'Emergency stop: braking at 6 m/s² to a standstill, then holding.');
    report(stopped);
    const banner = screen.getByRole('alert', { name: 'Emergency stop state' });
    expect(banner).toHaveTextContent('Stopped by an emergency stop');
    expect(banner).toHaveTextContent(
      'Emergency stop: braking at 6 m/s² to a standstill, then holding.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Release emergency stop' }));
    const release = socket.sent.at(-1)!;
    expect(release).toMatchObject({ action: 'estopAPI', data: { action: 'release' } });
    answer(release.id, 'NORMAL', 'Emergency stop released: the vehicle stays in STOP.');
    report(normal);
    expect(screen.queryByRole('alert', { name: 'Emergency stop state' })).toBeNull();
    expect(notes).toEqual([
      { text: 'Emergency stop released: the vehicle stays in STOP.', variant: 'info' },
    ]);
  });

  it('keeps the effect of a vehicle without an MRM of its own until closed', () => {
    renderInShell(<Stops initial={normal} />);
    fireEvent.click(screen.getByRole('button', { name: 'E-STOP' }));
    answer(
      socket.sent.at(-1)!.id,
      'NORMAL',
      'Autoware was asked to change to STOP; it has no MRM emergency stop.',
    );
    const banner = screen.getByRole('alert', { name: 'Emergency stop state' });
    expect(banner).toHaveTextContent('Emergency stop sent');
    expect(banner).toHaveTextContent('it has no MRM emergency stop');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert', { name: 'Emergency stop state' })).toBeNull();
  });
});
