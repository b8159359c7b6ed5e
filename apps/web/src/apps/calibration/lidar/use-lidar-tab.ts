import type { CalibrationEntry } from '@ads/contract';
import type { Mat3, Vec3 } from '@ads/calibration';
import { useMemo, useState } from 'react';
import { notify } from '../../../lib/notify';
import { sensorProblem, useSaveCalibration } from '../api';
import { DEFAULT_BOARD, draftOfBoard } from '../shared/board-draft';
import { resultState } from '../shared/result-state';
import { useWorker } from '../shared/worker-context';
import type { Progress } from '../worker/protocol';
import { draftOf } from './intrinsics-draft';
import { type IntrinsicsChoice, chosenIntrinsics, useSavedIntrinsics } from './IntrinsicsSource';
import {
  type Shown,
  cloudMarkers,
  imageHint,
  lidarInputsKey,
  lidarSaveBlocked,
  pairOutliers,
  pairResiduals,
  pixelMarkers,
  projectedOf,
  shownFromEntry,
  sizeMismatch,
  solveBlocked,
} from './lidar-rules';
import { completePairs, pendingPair, targetViews } from './lidar-state';
import { exportedTransform } from './transform-words';
import { useCaptures } from './use-captures';
import { useCloudOverlay } from './use-cloud-overlay';

/**
 * The lidar–camera tab's state: the sensor and frames, the intrinsics chosen, the inputs
 * (use-captures.ts), the transform shown (solved here or opened) and its overlay; Solve in the
 * worker, opening a saved result, Save. The rules are lidar-rules.ts'; the sections only show
 * what this returns.
 */
export function useLidarTab(projectId: number) {
  const worker = useWorker();
  const saveCalibration = useSaveCalibration();
  const saved = useSavedIntrinsics(projectId);
  const [sensor, setSensor] = useState('camera0');
  const [frames, setFrames] = useState<{ parent: string; child: string } | null>(null);
  const [choice, setChoice] = useState<IntrinsicsChoice>({ kind: 'saved', id: null });
  const captures = useCaptures();
  const { mode, state, capture } = captures;
  const [shown, setShown] = useState<Shown | null>(null);
  const [solving, setSolving] = useState<Progress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  /** The sample scene loaded (issue 30): the camera_link pose it was made with. */
  const [sample, setSample] = useState<{ rpyDeg: Vec3; t: Vec3 } | null>(null);
  const [sampleLoading, setSampleLoading] = useState<Progress | null>(null);

  const intrinsics = useMemo(() => chosenIntrinsics(choice, saved), [choice, saved]);
  const parent = frames?.parent ?? 'lidar';
  const child = frames?.child ?? `${sensor.trim() || 'camera0'}/camera_optical_link`;
  const inputsKey = lidarInputsKey(mode, intrinsics, state);

  const solve = async () => {
    if (!intrinsics) return;
    setProblem(null);
    setSolving({ stage: 'Starting…' });
    try {
      if (mode === 'manual') {
        const pairs = completePairs(state);
        const solution = await worker.run(
          'extrinsic',
          {
            K: intrinsics.K,
            D: intrinsics.D,
            model: intrinsics.model,
            pairs: pairs.map(({ point, pixel }) => ({ point, pixel })),
          },
          { onProgress: setSolving },
        );
        setShown({
          origin: 'computed',
          result: solution,
          key: inputsKey,
          mode,
          pairIds: pairs.map((pair) => pair.id),
          ambiguous: false,
        });
      } else {
        const solution = await worker.run(
          'targetExtrinsic',
          {
            intrinsics,
            views: targetViews(state).map(({ imageCorners, cloudCandidates }) => ({
              imageCorners,
              cloudCandidates,
            })),
          },
          { onProgress: setSolving },
        );
        const { R, t, rpy, quaternion, reprojection_rms, residuals } = solution;
        setShown({
          origin: 'computed',
          result: { R, t, rpy, quaternion, reprojection_rms, residuals },
          key: inputsKey,
          mode,
          pairIds: [],
          ambiguous: solution.ambiguous,
        });
      }
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setSolving(null);
    }
  };

  /**
   * One click: the sample scene drawn in the worker — its camera's intrinsics typed in, the
   * board target set, three captures opened and their boards found; Solve then gives the
   * transform it was made with.
   */
  const loadSample = async () => {
    setSampleLoading({ stage: 'Drawing the sample scene…' });
    try {
      const scene = await worker.run('lidarSample', {}, { onProgress: setSampleLoading });
      setChoice({ kind: 'typed', draft: draftOf(scene.camera) });
      setShown(null);
      setProblem(null);
      setSample(scene.link);
      await captures.loadCaptures(
        scene.captures.map((capture) => {
          const source = new Blob([capture.image], { type: 'image/png' });
          return {
            image: {
              source,
              name: capture.imageName,
              url: URL.createObjectURL(source),
              width: capture.width,
              height: capture.height,
            },
            cloudName: capture.cloudName,
            cloud: capture.cloud,
            boardCentre: capture.boardCentre,
          };
        }),
        draftOfBoard(scene.board, { ...DEFAULT_BOARD, squareMm: '100' }),
        String(scene.border),
      );
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), 'error');
    } finally {
      setSampleLoading(null);
    }
  };

  const openEntry = (entry: CalibrationEntry) => {
    if (entry.kind !== 'lidar_camera') return;
    setFrames(entry.frames);
    setShown(shownFromEntry(entry));
  };

  const overlay = useCloudOverlay(shown, intrinsics, capture);
  const residuals = useMemo(() => pairResiduals(shown), [shown]);
  const outliers = useMemo(() => pairOutliers(shown), [shown]);
  const waiting = pendingPair(state);
  const markers = useMemo(
    () => cloudMarkers(mode, state.pairs, capture),
    [mode, state.pairs, capture],
  );

  const exported = shown
    ? exportedTransform({ R: shown.result.R as Mat3, t: shown.result.t }, parent, child)
    : null;
  const framesValid = !sensorProblem(parent) && !sensorProblem(child);
  const stale = shown?.origin === 'computed' && shown.key !== inputsKey;

  const save = async (note: string) => {
    if (!shown) return;
    await saveCalibration(projectId, sensor, {
      kind: 'lidar_camera',
      result: shown.result,
      frames: { parent: parent.trim(), child: child.trim() },
      note,
    });
  };

  return {
    ...captures,
    // The user's own files: the sample's truth no longer describes what is open.
    openImage: (file: File) => {
      setSample(null);
      return captures.openImage(file);
    },
    openCloud: (file: File) => {
      setSample(null);
      return captures.openCloud(file);
    },
    sample,
    sampleLoading,
    loadSample,
    sensor,
    setSensor,
    saved,
    choice,
    setChoice,
    intrinsics,
    parent,
    child,
    setFrames,
    shown,
    solving,
    problem,
    solve,
    solveBlocked: solveBlocked(mode, intrinsics, state),
    openEntry,
    ...overlay,
    residuals,
    outliers,
    waiting,
    cloudMarkers: markers,
    pixelMarkers: pixelMarkers(mode, state, capture, residuals, (point) =>
      projectedOf(shown, intrinsics, point),
    ),
    imageHint: imageHint(mode, state, waiting),
    sizeMismatch: sizeMismatch(intrinsics, capture.image),
    exported,
    framesValid,
    stale,
    saveBlocked: lidarSaveBlocked({ sensor, shown, stale, framesValid }),
    save,
    resultState: resultState({
      busy: !!solving,
      shown: !!shown,
      saved: shown?.origin === 'saved',
      stale,
    }),
  };
}

export type LidarTabModel = ReturnType<typeof useLidarTab>;
