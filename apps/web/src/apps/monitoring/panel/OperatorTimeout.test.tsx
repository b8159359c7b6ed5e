import type { VehicleState } from '@ads/contract';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderInShell } from '../../../shell/topbar/test-utils';
import { stateOf } from '../model/test-vehicles';
import { OperatorTimeout, timeoutProblem } from './OperatorTimeout';

/*
 * A rosbridge vehicle's state as its agent reports it (no ROS runs here): the warning until an
 * operator confirms the vehicle's own heartbeat timeout, the form that sends it, the fact after.
 * The socket stands in, to see what the form sends.
 */

const sent = vi.hoisted(() => [] as Array<{ room: string; action: string; data: unknown }>);
vi.mock('../../../lib/socket', () => ({
  sendTo: (room: string, action: string, data: unknown) => {
    sent.push({ room, action, data });
    return true;
  },
  onRoomMessage: () => () => {},
}));

const rosbridge = (timeout: number | null): VehicleState =>
  stateOf({
    adapter: 'rosbridge',
    is_remote_mode_available: timeout !== null,
    settings: { operator_timeout_ms: timeout },
  });

/** Sets the state the vehicle reports (its push, here by hand). */
let report: (state: VehicleState) => void = () => {};

function Panel(props: { initial: VehicleState; holdsLock?: boolean; mayCommand?: boolean }) {
  const [state, setState] = useState(props.initial);
  useEffect(() => {
    report = (next) => act(() => setState(next));
  }, []);
  return (
    <OperatorTimeout
      state={state}
      room="room-1"
      name="Ioniq 5"
      mayCommand={props.mayCommand ?? true}
      holdsLock={props.holdsLock ?? true}
    />
  );
}

afterEach(() => {
  cleanup();
  sent.length = 0;
});

// The app's strings load with its page; these tests use them without it.
await i18n.loadNamespaces('monitoring');

describe("a rosbridge vehicle's operator timeout", () => {
  it('warns that REMOTE is not offered until confirmed, and sends the confirmed timeout', () => {
    renderInShell(<Panel initial={rosbridge(null)} />, '/monitoring');
    const warning = screen.getByRole('region', { name: 'Operator timeout' });
    expect(within(warning).getByText('REMOTE is not offered yet')).toBeInTheDocument();
    expect(warning).toHaveTextContent('check_external_emergency_heartbeat on');
    const confirm = within(warning).getByRole('button', { name: 'Confirm' });
    // Not without the operator's word that the vehicle was checked.
    expect(confirm).toBeDisabled();
    const field = within(warning).getByRole('spinbutton', { name: 'Operator heartbeat timeout' });
    expect(field).toHaveValue(500);
    fireEvent.change(field, { target: { value: '400' } });
    fireEvent.click(
      within(warning).getByRole('checkbox', {
        name: 'I have checked that this vehicle stops by itself after this much silence',
      }),
    );
    expect(confirm).toBeEnabled();
    fireEvent.click(confirm);
    expect(sent).toEqual([
      { room: 'room-1', action: 'vehicleSettingsAPI', data: { operator_timeout_ms: 400 } },
    ]);
    expect(within(warning).getByRole('button', { name: 'Confirming…' })).toBeDisabled();

    // The vehicle's next state carries it: a fact now, with a way to change it.
    report(rosbridge(400));
    expect(screen.queryByText('REMOTE is not offered yet')).toBeNull();
    const fact = screen.getByRole('group', { name: 'Operator timeout' });
    expect(fact).toHaveTextContent('Ioniq 5 stops by itself after 400 ms');
    fireEvent.click(within(fact).getByRole('button', { name: 'Change' }));
    const form = screen.getByRole('region', { name: 'Operator timeout' });
    expect(within(form).getByText('Change the operator timeout')).toBeInTheDocument();
    expect(within(form).getByRole('spinbutton')).toHaveValue(400);
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('group', { name: 'Operator timeout' })).toBeInTheDocument();
  });

  it('needs the control lock, as mode changes do', () => {
    renderInShell(<Panel initial={rosbridge(null)} holdsLock={false} />, '/monitoring');
    fireEvent.click(screen.getByRole('checkbox'));
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    expect(confirm.parentElement).toHaveAccessibleDescription('Take control of the vehicle first.');
  });

  it('refuses a timeout outside the vehicle setting’s range', () => {
    expect(timeoutProblem('400')).toBeNull();
    // Under two of the agent's 10 Hz heartbeats, the car would stop on one late beat.
    expect(timeoutProblem('199')).toBe('Between 200 and 5000 ms.');
    expect(timeoutProblem('5001')).toBe('Between 200 and 5000 ms.');
    expect(timeoutProblem('12.5')).toBe('Enter whole milliseconds.');
    expect(timeoutProblem('')).toBe('Enter whole milliseconds.');
  });

  it('tells a viewer who may not command who confirms it', () => {
    renderInShell(<Panel initial={rosbridge(null)} mayCommand={false} />, '/monitoring');
    expect(screen.getByRole('region', { name: 'Operator timeout' })).toHaveTextContent(
      "The vehicle's owner or an admin confirms it",
    );
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('is not shown for the simulated vehicle nor for an agent that sends no settings', () => {
    renderInShell(
      <>
        <Panel initial={stateOf({ adapter: 'sim', settings: { operator_timeout_ms: 500 } })} />
        <Panel initial={stateOf({ adapter: 'rosbridge', settings: undefined })} />
      </>,
      '/monitoring',
    );
    expect(screen.queryByRole('region', { name: 'Operator timeout' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Operator timeout' })).toBeNull();
  });
});
