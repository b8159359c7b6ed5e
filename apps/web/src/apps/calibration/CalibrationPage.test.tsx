import type { CalibrationEntry, CalibrationKind } from '@ads/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMainOptions } from '../../lib/options-store';
import { renderInShell, signInAs } from '../../shell/topbar/test-utils';
import type * as Api from './api';
import CalibrationPage from './CalibrationPage';
import { InProcessWorker } from './test/in-process-worker';

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

describe('Calibration', () => {
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
    expect(screen.getByRole('region', { name: 'Calibration result' })).toHaveAttribute(
      'data-state',
      'none',
    );
    const history = screen.getByRole('region', { name: 'Saved calibrations of camera0' });
    expect(within(history).getByText(/Nothing saved for camera0/)).toBeInTheDocument();
    expect(workers).toHaveLength(0);
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
    fireEvent.click(within(result).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.saved).toHaveLength(1));
    expect(server.saved[0]).toMatchObject({
      project: 3,
      sensor: 'front_radar',
      kind: 'radar_lidar',
      frames: { parent: 'lidar', child: 'front_radar' },
      note: '',
    });
  });
});
