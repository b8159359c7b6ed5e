import type { CalibrationEntry, CalibrationKind } from '@ads/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMainOptions } from '../../lib/options-store';
import { renderInShell, signInAs } from '../../shell/topbar/test-utils';
import type * as Api from './api';
import CalibrationPage from './CalibrationPage';
import { InProcessWorker } from './test/in-process-worker';
import { i18n } from '../../lib/i18n';

// The screens' words load with the page; the tests render at once.
await i18n.loadNamespaces(['calibration', 'scene3d']);

/*
 * The page with the server's calibration routes stood in for (the server's tests cover them)
 * and the worker's real tasks run in-process (a Worker is something jsdom does not have): what
 * is tested is the page — its empty states, history, tabs, and the solvers' answers shown.
 */

const server = vi.hoisted(() => ({
  entries: [] as CalibrationEntry[],
  saved: [] as unknown[],
  downloads: [] as Array<[number, string]>,
}));

vi.mock('./api', async (original) => ({
  ...(await original<typeof Api>()),
  useCalibrations: (_project: number, kind: CalibrationKind) => ({
    isPending: false,
    isError: false,
    data: server.entries.filter((entry) => entry.kind === kind),
  }),
  useSaveCalibration: () => async (project: number, sensor: string, input: unknown) => {
    server.saved.push({ project, sensor, ...(input as object) });
    return {};
  },
  downloadSaved: async (entry: CalibrationEntry, file: string) => {
    server.downloads.push([entry.id, file]);
  },
}));

const intrinsicEntry: CalibrationEntry = {
  id: 41,
  project_id: 3,
  sensor: 'camera0',
  note: 'lab, 20 views',
  created_at: '2026-03-01T10:00:00.000Z',
  created_by: { id: 7, name: 'Kim Driver' },
  kind: 'camera_intrinsics',
  board: { kind: 'chessboard', cols: 9, rows: 6, square: 0.025 },
  result: {
    rms: 0.213,
    K: [900, 0, 640, 0, 880, 400, 0, 0, 1],
    D: [-0.2, 0.05, 0, 0, 0],
    model: 'plumb_bob',
    image_size: [1280, 800],
    views: [{ file: 'a.png', found: true, rms: 0.2 }],
  },
};

const DEG = Math.PI / 180;

const radarEntry: CalibrationEntry = {
  id: 52,
  project_id: 3,
  sensor: 'front_radar',
  note: '',
  created_at: '2026-03-02T10:00:00.000Z',
  created_by: { id: 7, name: 'Kim Driver' },
  kind: 'radar_lidar',
  frames: { parent: 'base_link', child: 'front_radar' },
  result: { x: 3.1, y: 0.2, yaw: 1.5 * DEG, rms: 0.034, residuals: [0.02, 0.04, 0.03] },
  mounting: { z: 0.85, roll: 1.5 * DEG, pitch: -3 * DEG },
};

const lidarEntry: CalibrationEntry = {
  id: 63,
  project_id: 3,
  sensor: 'camera0',
  note: '',
  created_at: '2026-03-03T10:00:00.000Z',
  created_by: { id: 7, name: 'Kim Driver' },
  kind: 'lidar_camera',
  frames: { parent: 'lidar', child: 'camera0/camera_optical_link' },
  result: {
    R: [0, -1, 0, 0, 0, -1, 1, 0, 0],
    t: [0, 0.1, -0.2],
    rpy: [-Math.PI / 2, 0, -Math.PI / 2],
    quaternion: [-0.5, 0.5, -0.5, 0.5],
    reprojection_rms: 0.41,
    residuals: [0.3, 0.5, 0.4],
  },
};

let workers: InProcessWorker[] = [];

beforeEach(() => {
  signInAs('SUPER');
  server.entries = [];
  server.saved = [];
  server.downloads = [];
  workers = [];
  vi.stubGlobal(
    'Worker',
    class {
      constructor() {
        const worker = new InProcessWorker();
        workers.push(worker);
        return worker;
      }
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useMainOptions.getState().reset();
});

const chooseProject = () =>
  useMainOptions.getState().setProject({ id: 3, title: 'Campus shuttle' } as never);

// Each test renders the whole page in jsdom and finds its parts by role: 200–400 ms a query
// over the page's tree, 4.1 s for the radar test alone on 2 cores and 7.4 s in a CI run beside
// the other projects. A budget for that work, as the other page files have (RecordPage 40 s).
describe('Calibration', { timeout: 30_000 }, () => {
  it('asks for a project first', () => {
    renderInShell(<CalibrationPage />, '/calibration');
    expect(screen.getByRole('heading', { name: 'Choose a project' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('teaches what to add, and starts no worker before there is work', () => {
    chooseProject();
    renderInShell(<CalibrationPage />, '/calibration');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Camera intrinsics',
      'Lidar–camera',
      'Radar',
    ]);
    expect(screen.getByText('Add 10–30 images of the chessboard')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calibrate' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Board to print' })).toBeEnabled();
    // k3 starts fixed at 0, as ROS's camera_calibration has it; the user may free it.
    const fixK3 = screen.getByRole('checkbox', { name: 'Fix k3 at 0' });
    expect(fixK3).toBeChecked();
    fireEvent.click(fixK3);
    expect(fixK3).not.toBeChecked();
    expect(screen.getByRole('region', { name: 'Calibration result' })).toHaveAttribute(
      'data-state',
      'none',
    );
    const history = screen.getByRole('region', { name: 'Saved calibrations of camera0' });
    expect(within(history).getByText(/Nothing saved for camera0/)).toBeInTheDocument();
    expect(workers).toHaveLength(0);
  });

  it('offers the rational_polynomial lens beside plumb_bob and the fisheye', async () => {
    chooseProject();
    renderInShell(<CalibrationPage />, '/calibration');
    const board = screen.getByRole('region', { name: 'Board and images' });
    fireEvent.mouseDown(within(board).getByRole('combobox', { name: 'Lens model' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Pinhole (plumb_bob)',
      'Wide pinhole (rational_polynomial)',
      'Fisheye (equidistant)',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Wide pinhole (rational_polynomial)' }));
    // k1..k6 are all free in the rational model (ROS's --k-coefficients=6): no k3 to fix.
    expect(within(board).queryByRole('checkbox', { name: 'Fix k3 at 0' })).toBeNull();
  });

  it('lists the sensor’s history, opens an entry and downloads its YAML', async () => {
    server.entries = [intrinsicEntry];
    chooseProject();
    renderInShell(<CalibrationPage />, '/calibration');
    const history = screen.getByRole('region', { name: 'Saved calibrations of camera0' });
    expect(history).toHaveAttribute('data-entries', '1');
    expect(within(history).getByText(/Kim Driver · RMS 0.213 px/)).toBeInTheDocument();
    fireEvent.click(within(history).getByRole('button', { name: 'Open' }));
    const result = screen.getByRole('region', { name: 'Calibration result' });
    expect(result).toHaveAttribute('data-state', 'saved');
    expect(result).toHaveAttribute('data-rms', '0.2130');
    expect(within(result).getByText(/lab, 20 views/)).toBeInTheDocument();
    // A saved result is not this session's: Save waits for a calibration made here.
    expect(within(result).getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.click(within(history).getByRole('button', { name: /Download camera_info YAML/ }));
    await waitFor(() => expect(server.downloads).toEqual([[41, 'cameraInfo']]));
  });

  it('shows a saved intrinsic result’s standard deviations in its entry and when opened', () => {
    const std = { K: [0.42, 0.4, 0.31, 0.29], D: [0.0021, 0.0093, 0.0001, 0.0001, null] };
    server.entries = [
      { ...intrinsicEntry, result: { ...intrinsicEntry.result, std } } as CalibrationEntry,
    ];
    chooseProject();
    renderInShell(<CalibrationPage />, '/calibration');
    const history = screen.getByRole('region', { name: 'Saved calibrations of camera0' });
    expect(
      within(history).getByText(
        /RMS 0.213 px over 1 view · σ fx 0.42 · fy 0.40 · cx 0.31 · cy 0.29 px/,
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(history).getByRole('button', { name: 'Open' }));
    const matrix = within(screen.getByRole('region', { name: 'Calibration result' })).getByRole(
      'table',
      { name: 'Camera matrix' },
    );
    const row = (name: string) => matrix.querySelector(`[data-param="${name}"]`)!;
    expect(row('fx')).toHaveAttribute('data-std', '0.4200');
    expect(row('cy')).toHaveAttribute('data-std', '0.2900');
    expect(row('fx')).toHaveTextContent('± 0.420');
    const distortion = within(matrix).getByLabelText('Distortion coefficients');
    expect(distortion).toHaveTextContent('k1 -0.200000 ± 0.0021');
    expect(distortion).toHaveTextContent('k3 0.00000 ± —');
  });

  it('shows a saved lidar–camera result’s RMS over its pairs', () => {
    server.entries = [lidarEntry];
    chooseProject();
    renderInShell(<CalibrationPage />, '/calibration');
    fireEvent.click(screen.getByRole('tab', { name: 'Lidar–camera' }));
    const history = screen.getByRole('region', { name: 'Saved calibrations of camera0' });
    expect(
      within(history).getByText(/RMS 0.41 px over 3 pairs · lidar → camera0\/camera_optical_link/),
    ).toBeInTheDocument();
    fireEvent.click(within(history).getByRole('button', { name: 'Open' }));
    const result = screen.getByRole('region', { name: 'Lidar–camera result' });
    expect(result).toHaveAttribute('data-state', 'saved');
    expect(result).toHaveAttribute('data-pairs', '3');
    expect(within(result).getByText(/Reprojection RMS over 3 point–pixel pairs/)).toBeVisible();
  });

  it('says which pairs a saved lidar–camera solve left out as outliers', () => {
    server.entries = [
      {
        ...lidarEntry,
        result: {
          ...lidarEntry.result,
          residuals: [0.3, 0.5, 0.4, 35.2],
          outliers: [3],
          inlier_threshold: 2,
        },
      },
    ];
    chooseProject();
    renderInShell(<CalibrationPage />, '/calibration');
    fireEvent.click(screen.getByRole('tab', { name: 'Lidar–camera' }));
    const history = screen.getByRole('region', { name: 'Saved calibrations of camera0' });
    expect(within(history).getByText(/RMS 0.41 px over 3 pairs/)).toBeInTheDocument();
    fireEvent.click(within(history).getByRole('button', { name: 'Open' }));
    const result = screen.getByRole('region', { name: 'Lidar–camera result' });
    expect(result).toHaveAttribute('data-pairs', '3');
    expect(result).toHaveAttribute('data-outliers', '1');
    expect(
      within(result).getByText(
        /^Pair 4 was left out as an outlier: it is more than 2\.0 px from where the other pairs put its point/,
      ),
    ).toBeVisible();
  });

  it('opens a saved radar result with its mounting, and exports the pose with it', () => {
    server.entries = [radarEntry];
    chooseProject();
    renderInShell(<CalibrationPage />, '/calibration');
    fireEvent.click(screen.getByRole('tab', { name: 'Radar' }));
    const history = screen.getByRole('region', { name: 'Saved calibrations of front_radar' });
    expect(
      within(history).getByText(
        /RMS 3.4 cm over 3 reflectors · yaw 1.50° · z 0.85 m · roll 1.50° · pitch -3.00°/,
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(history).getByRole('button', { name: 'Open' }));
    const result = screen.getByRole('region', { name: 'Radar result' });
    expect(result).toHaveAttribute('data-state', 'saved');
    expect(result).toHaveAttribute('data-matched', '3');
    const mounting = within(result).getByRole('group', { name: 'Radar mounting' });
    expect(within(mounting).getByRole('textbox', { name: 'z (m)' })).toHaveValue('0.85');
    expect(within(mounting).getByRole('textbox', { name: 'roll (°)' })).toHaveValue('1.5');
    expect(within(mounting).getByRole('textbox', { name: 'pitch (°)' })).toHaveValue('-3');
    const pose = within(result).getByRole('group', { name: 'Pose of front_radar in base_link' });
    expect(pose).toHaveAttribute('data-x', '3.100000');
    expect(pose).toHaveAttribute('data-z', '0.850000');
    expect(pose).toHaveAttribute('data-roll-deg', '1.5000');
    expect(pose).toHaveAttribute('data-pitch-deg', '-3.0000');
    expect(pose).toHaveAttribute('data-yaw-deg', '1.5000');
    expect(within(result).getByLabelText('Static transform command')).toHaveTextContent(
      '--x 3.1 --y 0.2 --z 0.85 --roll 0.02618 --pitch -0.05236 --yaw 0.02618 ' +
        '--frame-id base_link --child-frame-id front_radar',
    );
  });

  it(
    'takes a ChArUco board: its fields, checked, and the board to print from its markers',
    {
      timeout: 30_000,
    },
    async () => {
      // The download's object URL, its file kept to read back.
      const made: Blob[] = [];
      vi.stubGlobal(
        'URL',
        Object.assign(class extends URL {}, {
          createObjectURL: (blob: Blob) => `blob:test/${made.push(blob)}`,
          revokeObjectURL: () => undefined,
        }),
      );
      chooseProject();
      renderInShell(<CalibrationPage />, '/calibration');
      const board = screen.getByRole('region', { name: 'Board and images' });
      fireEvent.mouseDown(within(board).getByRole('combobox', { name: 'Board type' }));
      fireEvent.click(await screen.findByRole('option', { name: 'ChArUco' }));
      expect(within(board).queryByRole('textbox', { name: 'Inner corners across' })).toBeNull();
      const type = (label: string, value: string) =>
        fireEvent.change(within(board).getByRole('textbox', { name: label }), {
          target: { value },
        });
      type('Squares across', '5');
      type('Squares down', '4');
      type('Square size (mm)', '40');
      type('Marker size (mm)', '40');
      expect(
        within(board).getByText(/A marker must be smaller than its square/),
      ).toBeInTheDocument();
      expect(within(board).getByRole('button', { name: 'Board to print' })).toBeDisabled();
      type('Marker size (mm)', '30');
      fireEvent.mouseDown(within(board).getByRole('combobox', { name: 'Dictionary' }));
      fireEvent.click(await screen.findByRole('option', { name: 'DICT_4X4_50' }));
      expect(screen.getByText('Add 10–30 images of the ChArUco board')).toBeInTheDocument();

      // The board to print: its markers from the worker, drawn as SVG at real size.
      fireEvent.click(within(board).getByRole('button', { name: 'Board to print' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: /^SVG, real size/ }));
      await waitFor(() => expect(made).toHaveLength(1));
      // jsdom's Blob has no text(); its FileReader reads it.
      const svg = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(made[0]!);
      });
      expect(svg).toMatch(/width="240mm" height="200mm"/);
      expect(svg).toMatch(/<title>ChArUco 5×4 squares, 40 mm squares, 30 mm markers, DICT_4X4_50/);
      expect(workers[0]!.tasks).toEqual(['charucoLayout']);
    },
  );

  it('fits the radar from pasted CSV in the worker, shows the fit and saves it', async () => {
    chooseProject();
    renderInShell(<CalibrationPage />, '/calibration');
    fireEvent.click(screen.getByRole('tab', { name: 'Radar' }));
    for (const button of screen.getAllByRole('button', { name: /^Paste the example/ }))
      fireEvent.click(button);
    expect(screen.getByRole('region', { name: 'Reflectors' })).toHaveAttribute(
      'data-radar-rows',
      '6',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Match and fit' }));
    const result = screen.getByRole('region', { name: 'Radar result' });
    await waitFor(() => expect(result).toHaveAttribute('data-state', 'current'));
    expect(workers[0]!.tasks).toEqual(['radar']);
    expect(result).toHaveAttribute('data-matched', '5');
    expect(Number(result.getAttribute('data-rms'))).toBeLessThan(0.05);
    expect(within(result).getByRole('img', { name: /after the fit/ })).toHaveAttribute(
      'data-matched',
      '5',
    );
    const pose = within(result).getByRole('group', { name: 'Pose of front_radar in lidar' });
    expect(Number(pose.getAttribute('data-x'))).toBeCloseTo(1.2, 1);
    expect(Number(pose.getAttribute('data-yaw-deg'))).toBeCloseTo(-2, 0);
    expect(within(result).getByLabelText('Static transform command')).toHaveTextContent(
      /--frame-id lidar --child-frame-id front_radar/,
    );
    // The mounting the fit cannot give: typed, it goes into the pose, the exports and the save.
    const mounting = within(result).getByRole('group', { name: 'Radar mounting' });
    const type = (label: string, value: string) =>
      fireEvent.change(within(mounting).getByRole('textbox', { name: label }), {
        target: { value },
      });
    type('roll (°)', '200');
    expect(within(result).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(result).getByText(/Check the mounting/)).toBeInTheDocument();
    type('z (m)', '0.85');
    type('roll (°)', '1.5');
    type('pitch (°)', '-3');
    expect(pose).toHaveAttribute('data-z', '0.850000');
    expect(pose).toHaveAttribute('data-pitch-deg', '-3.0000');
    expect(within(result).getByLabelText('Static transform command')).toHaveTextContent(
      /--z 0.85 --roll 0.02618 --pitch -0.05236 /,
    );
    fireEvent.click(within(result).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.saved).toHaveLength(1));
    expect(server.saved[0]).toMatchObject({
      project: 3,
      sensor: 'front_radar',
      kind: 'radar_lidar',
      frames: { parent: 'lidar', child: 'front_radar' },
      note: '',
    });
    const saved = server.saved[0] as {
      mounting: Record<string, number>;
      result: { residuals: number[] };
    };
    expect(saved.result.residuals).toHaveLength(5);
    expect(saved.mounting.z).toBe(0.85);
    expect(saved.mounting.roll).toBeCloseTo(1.5 * DEG, 12);
    expect(saved.mounting.pitch).toBeCloseTo(-3 * DEG, 12);
  });
});
