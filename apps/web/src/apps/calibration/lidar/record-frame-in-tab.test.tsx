import { type Project, ROUTES } from '@ads/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../../lib/api';
import { useMainOptions } from '../../../lib/options-store';
import { renderInShell } from '../../../shell/topbar/test-utils';
import { api, connectToRealApi, signIn, unique } from '../../../test/real-api';
import { uploadRecord } from '../../../test/records';
import CalibrationPage from '../CalibrationPage';
import { InProcessWorker } from '../test/in-process-worker';
import { i18n } from '../../../lib/i18n';

// The screens' words load with the page; the tests render at once.
await i18n.loadNamespaces(['calibration', 'scene3d']);

connectToRealApi();

// "From a record" against the real server: a record with a ROS 2 PointCloud2 topic, uploaded
// over tus and indexed, is picked in the lidar tab; the frame goes through the calibration
// worker's real `cloud` task (in-process) like an opened file, and the tab shows it. Calibration
// is SUPER-only by default, so the SUPER does it, in a project of its own.

beforeEach(() => {
  vi.stubGlobal(
    'Worker',
    class {
      constructor() {
        return new InProcessWorker();
      }
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  useMainOptions.getState().reset();
});

describe('a lidar frame from a record in the lidar tab', { timeout: 60_000 }, () => {
  it('opens like an uploaded cloud: the worker reads it and the tab shows its points', async () => {
    await signIn(api.superAccount);
    const created = await call(ROUTES.createProject, {
      body: { title: unique('Lidar rig'), vehicle: '' },
    });
    if (!created.success) throw new Error(created.message);
    const project: Project = created.detail;
    await uploadRecord({
      name: 'rig-drive.mcap',
      options: { durationS: 2, sensors: ['odometry', 'lidar'], lidarPoints: 40 },
      metadata: { project_id: project.id },
    });
    useMainOptions.getState().setProject(project);
    renderInShell(<CalibrationPage />, '/calibration');
    fireEvent.click(screen.getByRole('tab', { name: 'Lidar–camera' }));

    fireEvent.click(screen.getByRole('button', { name: 'From a record' }));
    const dialog = screen.getByRole('dialog', { name: 'Point cloud from a record' });
    fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: 'Record' }));
    fireEvent.click(await screen.findByRole('option', { name: /^rig-drive\.mcap · / }));
    const topic = await within(dialog).findByRole('combobox', { name: 'Cloud topic' });
    expect(topic).toHaveTextContent('/lidar/points · sensor_msgs/msg/PointCloud2 · 20 messages');
    // Lidar at 10 Hz over 2 s: messages from 0 to 1.9 s, a step of one message.
    const slider = within(dialog).getByRole('slider', { name: 'Time in the record' });
    expect(slider).toHaveAttribute('aria-valuemax', '1.9');
    expect(slider).toHaveAttribute('step', '0.1');
    fireEvent.change(slider, { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use this frame' }));

    expect(
      await screen.findByText(
        'rig-drive.mcap /lidar/points at 1.000 s · 40 points · click on the board to find it in the cloud',
        {},
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const region = screen.getByRole('region', { name: 'Image and point cloud' });
    expect(region).toHaveAttribute('data-captures', '1');
    expect(within(region).getByRole('button', { name: 'Replace cloud' })).toBeInTheDocument();
  });
});
