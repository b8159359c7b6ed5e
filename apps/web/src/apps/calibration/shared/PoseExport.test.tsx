import { type FramePose, parseSensorKitYaml } from '@ads/calibration';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Api from '../api';
import { PoseExport } from './PoseExport';
import { i18n } from '../../../lib/i18n';

// The screens' words load with the page; the tests render at once.
await i18n.loadNamespaces(['calibration', 'scene3d']);

const downloads = vi.hoisted(() => [] as Array<{ name: string; text: string }>);

vi.mock('../api', async (original) => ({
  ...(await original<typeof Api>()),
  downloadText: (name: string, text: string) => downloads.push({ name, text }),
}));

beforeEach(() => {
  downloads.length = 0;
});
afterEach(cleanup);

const DEG = Math.PI / 180;
const POSE: FramePose = {
  x: 1.2,
  y: -0.4,
  z: 0.85,
  roll: 1.5 * DEG,
  pitch: -3 * DEG,
  yaw: 10 * DEG,
};

/** The block as a tab holds it: the frames in the tab's state. */
function Tab(props: { valid?: boolean }) {
  const [frames, setFrames] = useState({ parent: 'lidar', child: 'front_radar' });
  return (
    <PoseExport
      parent={frames.parent}
      child={frames.child}
      onFramesChange={setFrames}
      direction={`${frames.child} in ${frames.parent}, in words`}
      pose={POSE}
      valid={props.valid ?? true}
    />
  );
}

describe('PoseExport', () => {
  it('shows the frames, the direction and the pose with the attributes tests read', () => {
    render(<Tab />);
    expect(screen.getByRole('textbox', { name: 'Parent frame' })).toHaveValue('lidar');
    expect(screen.getByRole('textbox', { name: 'Child frame' })).toHaveValue('front_radar');
    expect(
      screen.getByText('front_radar in lidar, in words').closest('[data-direction]'),
    ).toHaveAttribute('data-direction', 'lidar <- front_radar');
    const group = screen.getByRole('group', { name: 'Pose of front_radar in lidar' });
    expect(group).toHaveAttribute('data-parent', 'lidar');
    expect(group).toHaveAttribute('data-child', 'front_radar');
    expect(group).toHaveAttribute('data-x', '1.200000');
    expect(group).toHaveAttribute('data-y', '-0.400000');
    expect(group).toHaveAttribute('data-z', '0.850000');
    expect(group).toHaveAttribute('data-roll-deg', '1.5000');
    expect(group).toHaveAttribute('data-pitch-deg', '-3.0000');
    expect(group).toHaveAttribute('data-yaw-deg', '10.0000');
    expect(within(group).getByLabelText('Quaternion x y z w')).toBeInTheDocument();
  });

  it('exports the pose as the sensor-kit YAML and the static TF command, frames as typed', () => {
    render(<Tab />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Child frame' }), {
      target: { value: 'radar/front' },
    });
    expect(screen.getByRole('group', { name: 'Pose of radar/front in lidar' })).toBeVisible();
    expect(screen.getByText(/in words/).closest('[data-direction]')).toHaveAttribute(
      'data-direction',
      'lidar <- radar/front',
    );
    expect(screen.getByLabelText('Static transform command')).toHaveTextContent(
      'ros2 run tf2_ros static_transform_publisher --x 1.2 --y -0.4 --z 0.85 ' +
        '--roll 0.02618 --pitch -0.05236 --yaw 0.174533 ' +
        '--frame-id lidar --child-frame-id radar/front',
    );
    expect(
      screen.getByRole('button', { name: 'Copy the static transform command' }),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Sensor-kit calibration YAML' }));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.name).toBe('radar_front_sensor_kit_calibration.yaml');
    const kit = parseSensorKitYaml(downloads[0]!.text);
    expect(kit.parent).toBe('lidar');
    expect(kit.entries[0]!.frame).toBe('radar/front');
    for (const key of ['x', 'y', 'z', 'roll', 'pitch', 'yaw'] as const) {
      expect(kit.entries[0]![key], key).toBeCloseTo(POSE[key], 6);
    }
  });

  it('offers no export while the inputs are not valid', () => {
    render(<Tab valid={false} />);
    expect(screen.getByRole('group', { name: 'Pose of front_radar in lidar' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sensor-kit calibration YAML' })).toBeNull();
    expect(screen.queryByLabelText('Static transform command')).toBeNull();
  });
});
