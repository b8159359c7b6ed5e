import { savedCameraInfoYaml, savedOpenCvYaml } from '@ads/contract';
import {
  type CameraIntrinsics,
  type DistortionModel,
  type IntrinsicSampleKind,
  boardCornerGrid,
  toCameraIntrinsics,
} from '@ads/calibration';
import { useMemo, useState } from 'react';
import { notify } from '../../../lib/notify';
import { downloadText, useSaveCalibration } from '../api';
import {
  type BoardDraft,
  DEFAULT_BOARD,
  anyBoardSpec,
  draftOfBoard,
  gridKey,
} from '../shared/board-draft';
import { resultState } from '../shared/result-state';
import { useWorker } from '../shared/worker-context';
import type { Progress } from '../worker/protocol';
import type { ShownIntrinsics } from './IntrinsicResults';
import {
  type Computed,
  type OpenedIntrinsics,
  calibrateBlocked,
  intrinsicsSaveBlocked,
  savedIntrinsicResult,
  settingsKey,
  shownFromComputed,
  shownFromEntry,
} from './intrinsics-rules';
import { useBoardViews } from './use-board-views';
import { type ViewsState, detecting, imageSizeOf, usableViews, viewsReducer } from './views-state';

/**
 * The intrinsics tab's state: the sensor, the board and lens settings, the views and their
 * search (use-board-views.ts), the result computed here or opened from the history; Calibrate
 * in the worker (again when a view is left out), the YAML exports, Save. The rules are
 * intrinsics-rules.ts'; the sections only show what this returns.
 */
export function useIntrinsicsTab(projectId: number) {
  const worker = useWorker();
  const saveCalibration = useSaveCalibration();
  const [sensor, setSensor] = useState('camera0');
  const [board, setBoard] = useState<BoardDraft>(DEFAULT_BOARD);
  const [model, setModel] = useState<DistortionModel>('plumb_bob');
  // On by default, as ROS's camera_calibration (a free k3 overfits a usual board coverage).
  const [fixK3, setFixK3] = useState(true);
  const spec = anyBoardSpec(board);
  const { state, dispatch, addImages: addViews } = useBoardViews(spec);
  /** The sample loaded (issue 30) and the camera it was drawn through, while its views are. */
  const [sample, setSample] = useState<{
    kind: IntrinsicSampleKind;
    camera: CameraIntrinsics;
  } | null>(null);
  const [sampleLoading, setSampleLoading] = useState<Progress | null>(null);
  const [computed, setComputed] = useState<Computed | null>(null);
  const [opened, setOpened] = useState<OpenedIntrinsics | null>(null);
  const [solving, setSolving] = useState<Progress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const grid = gridKey(spec);
  const corners = spec ? boardCornerGrid(spec) : { cols: 0, rows: 0 };

  const changeBoard = (draft: BoardDraft) => {
    const next = anyBoardSpec(draft);
    if (next && gridKey(next) !== grid) dispatch({ type: 'redetect' });
    setBoard(draft);
  };

  const addImages = (files: File[]) => {
    setSample(null);
    addViews(files);
  };

  const clearViews = () => {
    setSample(null);
    dispatch({ type: 'clear' });
  };

  /**
   * One click: the sample's pictures drawn in the worker replace the views, and the board and
   * lens settings become the sample's; Calibrate then gives the sample's camera back.
   */
  const loadSample = async (kind: IntrinsicSampleKind) => {
    setSampleLoading({ stage: 'Drawing the sample pictures…' });
    try {
      const loaded = await worker.run(
        'intrinsicSample',
        { kind },
        { onProgress: setSampleLoading },
      );
      setBoard((current) => draftOfBoard(loaded.board, current));
      setModel('plumb_bob');
      setFixK3(false);
      setComputed(null);
      setOpened(null);
      dispatch({ type: 'clear' });
      addViews(
        loaded.files.map((file) => new File([file.bytes], file.name, { type: 'image/png' })),
      );
      setSample({ kind, camera: loaded.camera });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), 'error');
    } finally {
      setSampleLoading(null);
    }
  };

  const usable = usableViews(state);
  const pending = detecting(state);
  const currentKey = settingsKey(state, spec, model, fixK3);

  const calibrate = async (views: ViewsState) => {
    const using = usableViews(views);
    const imageSize = imageSizeOf(views.views);
    if (!spec || !imageSize) return;
    setProblem(null);
    setSolving({ stage: 'Starting…' });
    try {
      const result = await worker.run(
        'calibrate',
        { board: spec, imageSize, views: using, model, fixK3 },
        { onProgress: setSolving },
      );
      setComputed({ result, key: settingsKey(views, spec, model, fixK3) });
      setOpened(null);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setSolving(null);
    }
  };

  const toggleView = (id: string) => {
    const next = viewsReducer(state, { type: 'toggle', id });
    dispatch({ type: 'toggle', id });
    if (computed && !opened && usableViews(next).length >= 3) void calibrate(next);
  };

  const shown = useMemo<ShownIntrinsics | null>(() => {
    if (opened) return shownFromEntry(opened);
    return computed ? shownFromComputed(computed.result, state.views) : null;
  }, [opened, computed, state.views]);

  const stale = !!computed && !opened && computed.key !== currentKey;
  // Memoised: the coverage section recomputes the views' poses when it changes.
  const calibratedCamera = useMemo(
    () => (computed ? toCameraIntrinsics(computed.result) : null),
    [computed],
  );
  const rmsOf = (id: string) =>
    opened || !computed ? null : (computed.result.views.find((v) => v.file === id)?.rms ?? null);

  /** The result as it is saved (and as the server's downloads write it). */
  const savedForm = () => {
    if (opened) return { result: opened.result, board: opened.board };
    if (!computed || !spec) return null;
    return { result: savedIntrinsicResult(computed.result, state.views), board: spec };
  };

  const save = async (note: string) => {
    const form = savedForm();
    if (!form || opened) return;
    await saveCalibration(projectId, sensor, { kind: 'camera_intrinsics', ...form, note });
  };

  // The same files the saved result downloads as from the server (saved-exports.ts).
  const exportYaml = (kind: 'ros' | 'opencv') => {
    const form = savedForm();
    if (!form) return;
    const camera = sensor.trim() || 'camera';
    const name = camera.replaceAll('/', '_');
    if (kind === 'ros')
      downloadText(
        `${name}.yaml`,
        savedCameraInfoYaml({ kind: 'camera_intrinsics', ...form }, camera),
      );
    else
      downloadText(`${name}_opencv.yaml`, savedOpenCvYaml({ kind: 'camera_intrinsics', ...form }));
  };

  return {
    sensor,
    setSensor,
    board,
    changeBoard,
    model,
    setModel,
    fixK3,
    setFixK3,
    spec,
    corners,
    charuco: spec?.kind === 'charuco',
    state,
    dispatch,
    addImages,
    clearViews,
    sample,
    sampleLoading,
    loadSample,
    /** The current calibration's camera: the similar-views check reads poses through it. */
    calibratedCamera,
    found: state.views.filter((view) => view.status === 'found'),
    usable,
    pending,
    size: imageSizeOf(state.views),
    computed,
    opened,
    setOpened,
    solving,
    problem,
    calibrate,
    calibrateBlocked: calibrateBlocked(spec, pending, usable.length),
    toggleView,
    shown,
    stale,
    rmsOf,
    save,
    saveBlocked: intrinsicsSaveBlocked({
      sensor,
      computed: !!computed,
      opened: !!opened,
      stale,
    }),
    exportYaml,
    resultState: resultState({ busy: !!solving, shown: !!shown, saved: !!opened, stale }),
  };
}

export type IntrinsicsTabModel = ReturnType<typeof useIntrinsicsTab>;
