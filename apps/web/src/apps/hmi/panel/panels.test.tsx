import { Profiler } from 'react';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShell } from '../../../shell/topbar/test-utils';
import { sampleVehicleState } from '../../../../../../test-support/vehicle-state';
import { useHmiLive } from '../live/live-store';
import { planningOf } from '../live/test-planning';
import { CommandBar } from './CommandBar';
import { DriverPanel } from './DriverPanel';
import { MapPicker } from './Pickers';
import { RecordDrive } from './RecordDrive';
import { loadVehicleText } from '../../../lib/vehicle/test-text';

loadVehicleText('hmi');

const target = { room: 'room-1', name: 'Sim 1' };

function live(change: Parameters<typeof planningOf>[0] = {}, state = sampleVehicleState()) {
  act(() => {
    const store = useHmiLive.getState();
    store.setRoom('room-1');
    store.putState(state, Date.now());
    store.putPlanning(planningOf({ stamp: Date.now(), ...change }));
  });
}

afterEach(() => {
  cleanup();
  act(() => useHmiLive.getState().setRoom(null));
});

describe('the driver panel', () => {
  it('shows speed, gear, steering, mode, localisation, route, remaining and the banner', () => {
    renderInShell(<DriverPanel />, '/hmi');
    live(
      {
        route_state: 'SET',
        remaining: { distance: 1234, time: 185 },
        turn_signal: 'LEFT',
        velocity_factors: [
          {
            behavior: 'traffic-signal',
            status: 'APPROACHING',
            distance: 23.2,
            lat: 37,
            lon: 126,
            detail: '',
          },
        ],
      },
      sampleVehicleState({ speed: 10, gear: 'D', steering: 0.2094, mode: 'AUTO' }),
    );
    const panel = screen.getByRole('region', { name: 'Driver panel' });
    expect(within(panel).getByLabelText('Speed')).toHaveTextContent('36');
    expect(within(panel).getByLabelText('Gear')).toHaveTextContent('D');
    expect(within(panel).getByLabelText('Steering')).toHaveTextContent('12° L');
    expect(within(panel).getByLabelText('Mode AUTONOMOUS')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Localisation')).toHaveTextContent('Localised');
    expect(within(panel).getByLabelText('Route')).toHaveTextContent('Route set');
    expect(within(panel).getByLabelText('Remaining')).toHaveTextContent('1.2 km · 3 min 05 s');
    expect(within(panel).getByRole('status', { name: 'Why the vehicle slows' })).toHaveTextContent(
      'Stopping for red light in 23 m',
    );
    expect(within(panel).getByRole('status', { name: 'Turn signal left' })).toBeInTheDocument();
  });

  it('shows no banner while nothing holds the vehicle back', () => {
    renderInShell(<DriverPanel />, '/hmi');
    live({}, sampleVehicleState({ mode: 'AUTO', speed: 8 }));
    expect(screen.queryByRole('status', { name: 'Why the vehicle slows' })).toBeNull();
  });

  it('says the operator’s STOP held the car, not the red light the plan still reports', () => {
    renderInShell(<DriverPanel />, '/hmi');
    const red = {
      behavior: 'traffic-signal',
      status: 'STOPPED' as const,
      distance: 0.5,
      lat: 37,
      lon: 126,
      detail: '',
    };
    live({ velocity_factors: [red] }, sampleVehicleState({ mode: 'STOP', speed: 0 }));
    const banner = screen.getByRole('status', { name: 'Why the vehicle slows' });
    expect(banner).toHaveTextContent('Stopped: mode STOP');
    expect(banner).not.toHaveTextContent('red light');
  });
});

describe('the command bar', () => {
  it('disables each command with its reason', () => {
    renderInShell(
      <CommandBar
        target={target}
        tool="none"
        onTool={() => {}}
        guards={{
          goal: null,
          pose: null,
          engage: 'There is no route: set a goal first.',
          clear: 'There is no route.',
          map: null,
          record: null,
        }}
        stops={null}
      />,
      '/hmi',
    );
    expect(screen.getByRole('button', { name: 'Set goal' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Set initial pose' })).toBeEnabled();
    const engage = screen.getByRole('button', { name: 'Engage' });
    expect(engage).toBeDisabled();
    expect(engage.parentElement).toHaveAttribute(
      'data-reason',
      'There is no route: set a goal first.',
    );
    expect(screen.getByRole('button', { name: 'Clear route' })).toBeDisabled();
    // Without the right to command the vehicle there are no stops either.
    expect(screen.queryByRole('button', { name: 'STOP' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'E-STOP' })).toBeNull();
  });

  it('offers STOP and E-STOP beside Engage whenever the viewer may command, lock or not', () => {
    const off = 'Take control of the vehicle first.';
    let estops = 0;
    renderInShell(
      <CommandBar
        target={target}
        tool="none"
        onTool={() => {}}
        guards={{ goal: off, pose: off, engage: off, clear: off, map: off, record: off }}
        stops={{ onEstop: () => (estops += 1) }}
      />,
      '/hmi',
    );
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons.slice(-3)).toEqual(['Engage', 'STOP', 'E-STOP']);
    expect(screen.getByRole('button', { name: 'Engage' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'STOP' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'E-STOP' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'E-STOP' }));
    expect(estops).toBe(1);
  });

  it('presses the tool that is on', () => {
    const guards = { goal: null, pose: null, engage: null, clear: null, map: null, record: null };
    renderInShell(
      <CommandBar target={target} tool="goal" onTool={() => {}} guards={guards} stops={null} />,
    );
    expect(screen.getByRole('button', { name: 'Set goal' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Set initial pose' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

describe('recording the drive', () => {
  it('shows the time and size while recording, then the upload and the record link', () => {
    renderInShell(<RecordDrive target={target} projectId={3} reason={null} />, '/hmi');
    expect(screen.getByRole('button', { name: 'Record this drive' })).toBeEnabled();
    live({
      stamp: 66_000,
      recording: { name: 'drives/d.mcap', since: 1_000, bytes: 2_400_000, messages: 10 },
    });
    expect(screen.getByRole('status', { name: 'Recording' })).toHaveTextContent('1:05 · 2.40 MB');
    expect(screen.getByRole('button', { name: 'Stop recording' })).toBeInTheDocument();
    act(() => {
      useHmiLive.getState().putPlanning(planningOf({ stamp: 67_000, recording: null }));
      useHmiLive.getState().setUpload({ progress: 40, message: 'Uploading', recordId: null });
    });
    expect(screen.getByRole('status', { name: 'Upload' })).toHaveTextContent('40 %');
    act(() => useHmiLive.getState().setUpload({ progress: 100, message: 'Done', recordId: 12 }));
    expect(
      screen.getByRole('link', { name: 'Open the record in Data Management' }),
    ).toHaveAttribute('href', '/statistics/record/12');
  });

  it('is disabled with the reason without control', () => {
    renderInShell(
      <RecordDrive target={target} projectId={3} reason="Take control of the vehicle first." />,
    );
    expect(screen.getByRole('button', { name: 'Record this drive' })).toBeDisabled();
  });
});

describe('the map picker', () => {
  it('renders again when the vehicle names another map, not with every plan', () => {
    live({ stamp: 1 });
    let renders = 0;
    renderInShell(
      <Profiler id="map-picker" onRender={() => (renders += 1)}>
        <MapPicker target={target} maps={[]} reason={null} />
      </Profiler>,
    );
    const first = renders;
    // Ten plans as the vehicle sends them: each a new object, the same map.
    for (let stamp = 2; stamp < 12; stamp += 1) live({ stamp, seq: stamp });
    expect(renders).toBe(first);
    live({
      stamp: 20,
      map: { source: 'vehicle', name: 'Depot map' },
    });
    expect(renders).toBeGreaterThan(first);
  });
});
