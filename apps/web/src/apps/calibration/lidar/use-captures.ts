import type { BoardTarget, ChessboardSpec, Vec3 } from '@ads/calibration';
import { useReducer, useState } from 'react';
import { notify } from '../../../lib/notify';
import { type BoardDraft, DEFAULT_BOARD, boardSpec } from '../shared/board-draft';
import { useWorker } from '../shared/worker-context';
import type { Progress } from '../worker/protocol';
import { type Mode, boardTarget, borderOf, imageBoardOf } from './lidar-rules';
import {
  type Capture,
  INITIAL_LIDAR,
  type LoadedImage,
  currentCapture,
  lidarReducer,
} from './lidar-state';
import { serverText } from '../../../lib/i18n';

let clouds = 0;
let sampleLoads = 0;

/** A capture of the sample scene as the tab opens it (use-lidar-tab.ts' loadSample). */
export interface SampleCapture {
  image: LoadedImage;
  cloudName: string;
  cloud: ArrayBuffer;
  /** Where the board is in the cloud: the search starts there, as a click on it would. */
  boardCentre: Vec3;
}

async function imageSize(url: string): Promise<{ width: number; height: number }> {
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch {
    throw new Error('The file could not be read as an image (PNG, JPEG, WebP or BMP).');
  }
  return { width: image.naturalWidth, height: image.naturalHeight };
}

/**
 * The lidar–camera tab's inputs: the captures and pairs (lidar-state.ts), the method, the board
 * target's form; opening an image or a cloud into the current capture, and the board searched
 * in each (the image's corners by themselves, the cloud's where it is clicked) in the worker,
 * again when the board changes.
 */
export function useCaptures() {
  const worker = useWorker();
  const [mode, setMode] = useState<Mode>('target');
  const [board, setBoard] = useState<BoardDraft>({ ...DEFAULT_BOARD, squareMm: '100' });
  const [border, setBorder] = useState('0.5');
  const [state, dispatch] = useReducer(lidarReducer, INITIAL_LIDAR);
  const [loading, setLoading] = useState<Progress | null>(null);
  const spec = boardSpec(board);
  const target = boardTarget(spec, border);
  const capture = currentCapture(state);

  const detectIn = (on: Capture, image = on.image, board: ChessboardSpec | null = spec) => {
    if (!image || !board) return;
    dispatch({
      type: 'imageBoard',
      capture: on.id,
      board: { status: 'detecting', corners: [], reason: null },
    });
    worker.run('detect', { image: image.source, board }).then(
      ({ detection }) =>
        dispatch({ type: 'imageBoard', capture: on.id, board: imageBoardOf(detection) }),
      (error: Error) =>
        dispatch({
          type: 'imageBoard',
          capture: on.id,
          board: { status: 'failed', corners: [], reason: error.message },
        }),
    );
  };

  const findBoard = (on: Capture, seed: Vec3, searched: BoardTarget | null = target) => {
    if (!on.cloud || !searched) return;
    dispatch({
      type: 'cloudBoard',
      capture: on.id,
      board: { seed, status: 'finding', board: null, reason: null },
    });
    worker.run('boardInCloud', { cloud: on.cloud.key, seed, target: searched }).then(
      (found) =>
        dispatch({
          type: 'cloudBoard',
          capture: on.id,
          board: { seed, status: 'found', board: found, reason: null },
        }),
      (error: Error) =>
        dispatch({
          type: 'cloudBoard',
          capture: on.id,
          board: { seed, status: 'failed', board: null, reason: error.message },
        }),
    );
  };

  const openImage = async (file: File) => {
    const url = URL.createObjectURL(file);
    try {
      const size = await imageSize(url);
      const image = { source: file, name: file.name, url, ...size };
      dispatch({ type: 'image', capture: capture.id, image });
      if (mode === 'target') detectIn(capture, image);
    } catch (error) {
      URL.revokeObjectURL(url);
      notify(
        `${file.name}: ${serverText(error instanceof Error ? error.message : String(error))}`,
        'error',
      );
    }
  };

  const openCloud = async (file: File) => {
    const key = `cloud${++clouds}`;
    setLoading({ stage: `Reading ${file.name}…` });
    try {
      const bytes = await file.arrayBuffer();
      const loaded = await worker.run(
        'cloud',
        { cloud: key, name: file.name, bytes },
        { transfer: [bytes], onProgress: setLoading },
      );
      // The worker keeps one cloud per capture; the rest go when the page does (with it).
      const previous = capture.cloud?.key;
      if (previous) void worker.run('forget', { cloud: previous }).catch(() => undefined);
      dispatch({ type: 'cloud', capture: capture.id, cloud: { key, name: file.name, ...loaded } });
    } catch (error) {
      notify(
        `${file.name}: ${serverText(error instanceof Error ? error.message : String(error))}`,
        'error',
      );
    } finally {
      setLoading(null);
    }
  };

  /** A new board (or border): each image searched again for another grid, each cloud again. */
  const changeBoard = (draft: BoardDraft, nextBorder = border) => {
    setBoard(draft);
    setBorder(nextBorder);
    const nextSpec = boardSpec(draft);
    const b = Number(nextBorder);
    if (!nextSpec || !(b >= 0 && b <= 5)) return;
    const nextTarget = { board: nextSpec, border: b };
    for (const each of state.captures) {
      if (each.image && (!spec || nextSpec.cols !== spec.cols || nextSpec.rows !== spec.rows))
        detectIn(each, each.image, nextSpec);
      if (each.cloudBoard) findBoard(each, each.cloudBoard.seed, nextTarget);
    }
  };

  /**
   * Replaces every capture with these (the sample scene, issue 30): the board target set, each
   * image searched for the board and each cloud read and searched from the board's centre.
   */
  const loadCaptures = async (list: SampleCapture[], draft: BoardDraft, nextBorder: string) => {
    for (const each of state.captures)
      if (each.cloud) void worker.run('forget', { cloud: each.cloud.key }).catch(() => undefined);
    sampleLoads += 1;
    const ids = list.map((_, i) => `s${sampleLoads}-${i + 1}`);
    setMode('target');
    setBoard(draft);
    setBorder(nextBorder);
    dispatch({ type: 'reset', ids });
    const nextSpec = boardSpec(draft);
    const nextTarget = boardTarget(nextSpec, nextBorder);
    await Promise.all(
      list.map(async (each, i) => {
        const on: Capture = { ...capture, id: ids[i]!, imageBoard: null, cloudBoard: null };
        dispatch({ type: 'image', capture: on.id, image: each.image });
        detectIn(on, each.image, nextSpec);
        const key = `cloud${++clouds}`;
        const loaded = await worker.run(
          'cloud',
          { cloud: key, name: each.cloudName, bytes: each.cloud },
          { transfer: [each.cloud] },
        );
        const cloud = { key, name: each.cloudName, ...loaded };
        dispatch({ type: 'cloud', capture: on.id, cloud });
        findBoard({ ...on, cloud }, each.boardCentre, nextTarget);
      }),
    );
  };

  const changeMode = (next: Mode) => {
    setMode(next);
    if (next === 'target')
      for (const each of state.captures) if (each.image && !each.imageBoard) detectIn(each);
  };

  const pickPoint = (point: Vec3) => {
    if (mode === 'manual') dispatch({ type: 'pickPoint', point });
    else findBoard(capture, point);
  };

  return {
    mode,
    changeMode,
    board,
    border,
    borderValid: borderOf(border).valid,
    changeBoard,
    spec,
    state,
    dispatch,
    capture,
    loading,
    openImage,
    openCloud,
    pickPoint,
    loadCaptures,
  };
}
