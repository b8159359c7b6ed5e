import type { CalibrationEntry, ExtrinsicResult } from '@ads/contract';
import {
  type BoardTarget,
  type CloudProjection,
  type Mat3,
  type Vec2,
  type Vec3,
  apply3,
  projectPoint,
} from '@ads/calibration';
import AddIcon from '@mui/icons-material/Add';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import LayersIcon from '@mui/icons-material/LayersOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { formatDateTime } from '../../../lib/format-date';
import { notify } from '../../../lib/notify';
import { sensorProblem, useSaveCalibration } from '../api';
import { BoardForm } from '../shared/BoardForm';
import { type BoardDraft, DEFAULT_BOARD, boardSpec } from '../shared/board-draft';
import { Section } from '../../../shell/Section';
import { PoseExport } from '../shared/PoseExport';
import { ProgressLine } from '../shared/ProgressLine';
import { SaveBar } from '../shared/SaveBar';
import { lidarCameraSummary } from '../shared/saved-summary';
import { SensorHistory } from '../shared/SensorHistory';
import { useWorker } from '../shared/worker-context';
import type { Progress } from '../worker/protocol';
import { CloudPane, type CloudMarker } from './CloudPane';
import { ImagePane, type PixelMarker } from './ImagePane';
import {
  type IntrinsicsChoice,
  IntrinsicsSource,
  chosenIntrinsics,
  useSavedIntrinsics,
} from './IntrinsicsSource';
import {
  type Capture,
  INITIAL_LIDAR,
  completePairs,
  currentCapture,
  lidarReducer,
  pendingPair,
  targetViews,
} from './lidar-state';
import { PairList } from './PairList';
import { RecordCloudSource } from './RecordCloudSource';
import { exportedTransform } from './transform-words';

type Mode = 'target' | 'manual';

/** A solved (or opened) lidar → camera transform on the page. */
interface Shown {
  origin: 'computed' | 'saved';
  result: ExtrinsicResult;
  /** For a computed one: the inputs it came from (a change makes it stale). */
  key: string;
  mode: Mode | null;
  /** Pair ids in the solver's order (manual), for the residuals. */
  pairIds: string[];
  ambiguous: boolean;
  savedLabel?: string;
}

let clouds = 0;

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
 * Lidar–camera extrinsics: an image and a cloud taken together (one capture, or several poses of
 * a board), the camera's intrinsics; the board found in both (a click on it in the 3D view; its
 * corners from the image), or pairs picked by hand; Solve in the worker; the transform with its
 * frames and direction in words, the reprojection RMS, the cloud drawn over the image to see it
 * fit; sensor-kit YAML, the static TF command, Save.
 */
export function LidarCameraTab({ projectId }: { projectId: number }) {
  const worker = useWorker();
  const saveCalibration = useSaveCalibration();
  const saved = useSavedIntrinsics(projectId);
  const [sensor, setSensor] = useState('camera0');
  const [frames, setFrames] = useState<{ parent: string; child: string } | null>(null);
  const [choice, setChoice] = useState<IntrinsicsChoice>({ kind: 'saved', id: null });
  const [mode, setMode] = useState<Mode>('target');
  const [board, setBoard] = useState<BoardDraft>({ ...DEFAULT_BOARD, squareMm: '100' });
  const [border, setBorder] = useState('0.5');
  const [state, dispatch] = useReducer(lidarReducer, INITIAL_LIDAR);
  const [shown, setShown] = useState<Shown | null>(null);
  const [solving, setSolving] = useState<Progress | null>(null);
  const [loading, setLoading] = useState<Progress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [showOverlay, setShowOverlay] = useState(true);
  const [overlay, setOverlay] = useState<{ key: string; projection: CloudProjection } | null>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const cloudInput = useRef<HTMLInputElement>(null);

  const intrinsics = useMemo(() => chosenIntrinsics(choice, saved), [choice, saved]);
  const spec = boardSpec(board);
  const borderValue = Number(border);
  const borderValid =
    border.trim() !== '' && Number.isFinite(borderValue) && borderValue >= 0 && borderValue <= 5;
  const target: BoardTarget | null =
    spec && borderValid ? { board: spec, border: borderValue } : null;
  const capture = currentCapture(state);
  const captureNumber = (id: string) => state.captures.findIndex((c) => c.id === id) + 1;
  const parent = frames?.parent ?? 'lidar';
  const child = frames?.child ?? `${sensor.trim() || 'camera0'}/camera_optical_link`;

  const detectIn = (target: Capture, image = target.image) => {
    if (!image || !spec) return;
    dispatch({
      type: 'imageBoard',
      capture: target.id,
      board: { status: 'detecting', corners: [], reason: null },
    });
    worker.run('detect', { image: image.source, board: spec }).then(
      ({ detection }) =>
        dispatch({
          type: 'imageBoard',
          capture: target.id,
          board: detection.found
            ? { status: 'found', corners: detection.corners, reason: null }
            : {
                status: 'not-found',
                corners: [],
                reason: detection.reason ?? 'The board was not found.',
              },
        }),
      (error: Error) =>
        dispatch({
          type: 'imageBoard',
          capture: target.id,
          board: { status: 'failed', corners: [], reason: error.message },
        }),
    );
  };

  const findBoard = (on: Capture, seed: Vec3, boardTarget = target) => {
    if (!on.cloud || !boardTarget) return;
    dispatch({
      type: 'cloudBoard',
      capture: on.id,
      board: { seed, status: 'finding', board: null, reason: null },
    });
    worker.run('boardInCloud', { cloud: on.cloud.key, seed, target: boardTarget }).then(
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
      notify(`${file.name}: ${error instanceof Error ? error.message : String(error)}`, 'error');
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
      notify(`${file.name}: ${error instanceof Error ? error.message : String(error)}`, 'error');
    } finally {
      setLoading(null);
    }
  };

  const changeBoard = (draft: BoardDraft, nextBorder = border) => {
    setBoard(draft);
    setBorder(nextBorder);
    const nextSpec = boardSpec(draft);
    const b = Number(nextBorder);
    if (!nextSpec || !(b >= 0 && b <= 5)) return;
    const nextTarget = { board: nextSpec, border: b };
    for (const each of state.captures) {
      if (each.image && (!spec || nextSpec.cols !== spec.cols || nextSpec.rows !== spec.rows)) {
        dispatch({
          type: 'imageBoard',
          capture: each.id,
          board: { status: 'detecting', corners: [], reason: null },
        });
        worker.run('detect', { image: each.image.source, board: nextSpec }).then(
          ({ detection }) =>
            dispatch({
              type: 'imageBoard',
              capture: each.id,
              board: detection.found
                ? { status: 'found', corners: detection.corners, reason: null }
                : {
                    status: 'not-found',
                    corners: [],
                    reason: detection.reason ?? 'The board was not found.',
                  },
            }),
          (error: Error) =>
            dispatch({
              type: 'imageBoard',
              capture: each.id,
              board: { status: 'failed', corners: [], reason: error.message },
            }),
        );
      }
      if (each.cloudBoard) findBoard(each, each.cloudBoard.seed, nextTarget);
    }
  };

  const changeMode = (next: Mode) => {
    setMode(next);
    if (next === 'target')
      for (const each of state.captures) if (each.image && !each.imageBoard) detectIn(each);
  };

  // What a solve depends on: a solved result for other inputs is stale.
  const pairs = completePairs(state);
  const views = targetViews(state);
  const inputsKey = JSON.stringify([
    mode,
    intrinsics,
    mode === 'manual'
      ? pairs.map((pair) => [pair.point, pair.pixel])
      : views.map((view) => [view.imageCorners, view.cloudCandidates]),
  ]);

  const solveBlocked = !intrinsics
    ? 'Give the camera’s intrinsics first.'
    : mode === 'manual'
      ? pairs.length < 6
        ? `Pick at least 6 pairs (${pairs.length} now).`
        : null
      : views.length === 0
        ? 'Find the board in the image and in the cloud (click it in the 3D view) first.'
        : null;

  const solve = async () => {
    if (!intrinsics) return;
    setProblem(null);
    setSolving({ stage: 'Starting…' });
    try {
      if (mode === 'manual') {
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
            views: views.map(({ imageCorners, cloudCandidates }) => ({
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

  const openEntry = (entry: CalibrationEntry) => {
    if (entry.kind !== 'lidar_camera') return;
    setFrames(entry.frames);
    setShown({
      origin: 'saved',
      result: entry.result,
      key: '',
      mode: null,
      pairIds: [],
      ambiguous: false,
      savedLabel: `Saved ${formatDateTime(entry.created_at)} by ${entry.created_by?.name ?? 'someone'}${entry.note ? ` (“${entry.note}”)` : ''}.`,
    });
  };

  // The cloud over the image, projected in the worker whenever the transform or capture changes.
  const overlayKey =
    shown && intrinsics && capture.cloud && capture.image
      ? JSON.stringify([capture.cloud.key, shown.result.R, shown.result.t, intrinsics])
      : '';
  useEffect(() => {
    if (
      !showOverlay ||
      !overlayKey ||
      overlay?.key === overlayKey ||
      !shown ||
      !intrinsics ||
      !capture.cloud
    )
      return;
    let current = true;
    worker
      .run('overlay', {
        cloud: capture.cloud.key,
        intrinsics,
        R: shown.result.R as Mat3,
        t: shown.result.t,
      })
      .then(
        (projection) => current && setOverlay({ key: overlayKey, projection }),
        (error: Error) => current && notify(error.message, 'error'),
      );
    return () => {
      current = false;
    };
  }, [worker, showOverlay, overlayKey, overlay?.key, shown, intrinsics, capture.cloud]);
  const projection = showOverlay && overlay?.key === overlayKey ? overlay.projection : null;

  const residuals = useMemo(() => {
    const map = new Map<string, number>();
    if (shown?.mode === 'manual' && shown.result.residuals) {
      shown.pairIds.forEach((id, k) => map.set(id, shown.result.residuals![k]!));
    }
    return map;
  }, [shown]);

  const projectedOf = (point: Vec3): Vec2 | undefined => {
    if (!shown || !intrinsics) return undefined;
    const p = apply3(shown.result.R as Mat3, point);
    const q = [p[0] + shown.result.t[0], p[1] + shown.result.t[1], p[2] + shown.result.t[2]];
    return q[2]! > 0 ? projectPoint(intrinsics, q[0]!, q[1]!, q[2]!) : undefined;
  };

  const capturePairs = state.pairs.filter((pair) => pair.capture === capture.id);
  const pixelMarkers: PixelMarker[] =
    mode === 'manual'
      ? capturePairs.flatMap((pair) =>
          pair.pixel
            ? [
                {
                  id: pair.id,
                  label: String(state.pairs.indexOf(pair) + 1),
                  pixel: pair.pixel,
                  projected: residuals.has(pair.id) ? projectedOf(pair.point) : undefined,
                },
              ]
            : [],
        )
      : [];
  const waiting = pendingPair(state);
  const cloudMarkers: CloudMarker[] = useMemo(() => {
    if (mode === 'manual') {
      return state.pairs
        .filter((pair) => pair.capture === capture.id)
        .map((pair) => ({
          id: pair.id,
          point: pair.point,
          color: pair.pixel ? '#FF4081' : '#FFEB3B',
          label: String(state.pairs.indexOf(pair) + 1),
          size: 0.12,
        }));
    }
    const found = capture.cloudBoard;
    const markers: CloudMarker[] = [];
    if (found) markers.push({ id: 'seed', point: found.seed, color: '#FFEB3B', size: 0.08 });
    found?.board?.candidates[0]?.forEach((point, k) =>
      markers.push({ id: `corner${k}`, point, color: k === 0 ? '#FF4081' : '#00E5FF', size: 0.03 }),
    );
    return markers;
  }, [mode, state.pairs, capture]);

  const pickPoint = (point: Vec3) => {
    if (mode === 'manual') dispatch({ type: 'pickPoint', point });
    else findBoard(capture, point);
  };

  const exported = shown
    ? exportedTransform({ R: shown.result.R as Mat3, t: shown.result.t }, parent, child)
    : null;
  const framesValid = !sensorProblem(parent) && !sensorProblem(child);
  const stale = shown?.origin === 'computed' && shown.key !== inputsKey;
  const sizeMismatch =
    intrinsics &&
    capture.image &&
    (intrinsics.width !== capture.image.width || intrinsics.height !== capture.image.height)
      ? `The image is ${capture.image.width}×${capture.image.height}, the intrinsics are for ${intrinsics.width}×${intrinsics.height}: use the camera’s own resolution.`
      : null;

  const saveBlocked = sensorProblem(sensor)
    ? 'Name the camera first.'
    : !shown || shown.origin !== 'computed'
      ? 'Solve first: Save keeps the transform solved here.'
      : stale
        ? 'The inputs changed since the solve: Solve again first.'
        : !framesValid
          ? 'Name the parent and child frames.'
          : null;

  const save = async (note: string) => {
    if (!shown) return;
    await saveCalibration(projectId, sensor, {
      kind: 'lidar_camera',
      result: shown.result,
      frames: { parent: parent.trim(), child: child.trim() },
      note,
    });
  };

  const imageHint =
    mode === 'manual'
      ? waiting
        ? `Click where point ${state.pairs.indexOf(waiting) + 1} is in the image.`
        : 'Click a point in the 3D view first, then its place here.'
      : 'The board’s corners are found in the image by themselves.';
  const cloudHint =
    mode === 'manual' ? 'click a point to pair it' : 'click on the board to find it in the cloud';

  return (
    <Stack spacing={2}>
      <SensorHistory
        projectId={projectId}
        kind="lidar_camera"
        sensor={sensor}
        onSensorChange={setSensor}
        label="Camera"
        placeholder="camera0"
        files={['sensorKit']}
        summary={(entry) => (entry.kind === 'lidar_camera' ? lidarCameraSummary(entry) : '')}
        onOpen={openEntry}
        openedId={null}
      />
      <Section
        dense
        title="Camera intrinsics"
        data={{ 'data-ready': intrinsics ? 'true' : 'false' }}
      >
        <IntrinsicsSource choice={choice} onChange={setChoice} saved={saved} />
      </Section>
      <Section
        dense
        title="Image and point cloud"
        data={{
          'data-captures': state.captures.length,
          'data-mode': mode,
          'data-image-board': capture.imageBoard?.status ?? 'none',
          'data-cloud-board': capture.cloudBoard?.status ?? 'none',
        }}
        action={
          <ToggleButtonGroup
            size="small"
            exclusive
            value={mode}
            onChange={(_event, next: Mode | null) => next && changeMode(next)}
            aria-label="Method"
          >
            <ToggleButton value="target">Board target</ToggleButton>
            <ToggleButton value="manual">Pick pairs</ToggleButton>
          </ToggleButtonGroup>
        }
      >
        <Stack spacing={1.5}>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'center' }}
          >
            {state.captures.map((each, index) => (
              <Chip
                key={each.id}
                label={`Capture ${index + 1}`}
                color={each.id === capture.id ? 'primary' : 'default'}
                onClick={() => dispatch({ type: 'select', id: each.id })}
                onDelete={
                  state.captures.length > 1
                    ? () => dispatch({ type: 'removeCapture', id: each.id })
                    : undefined
                }
                aria-pressed={each.id === capture.id}
              />
            ))}
            <Button
              size="small"
              startIcon={<AddIcon />}
              onClick={() => dispatch({ type: 'addCapture' })}
            >
              Add a capture
            </Button>
            <Box sx={{ flex: 1 }} />
            <Button
              variant="outlined"
              startIcon={<ImageIcon />}
              onClick={() => imageInput.current?.click()}
            >
              {capture.image ? 'Replace image' : 'Open image'}
            </Button>
            <Button
              variant="outlined"
              startIcon={<LayersIcon />}
              onClick={() => cloudInput.current?.click()}
            >
              {capture.cloud ? 'Replace cloud' : 'Open point cloud'}
            </Button>
            <RecordCloudSource projectId={projectId} onCloud={(file) => void openCloud(file)} />
            <input
              ref={imageInput}
              type="file"
              hidden
              accept="image/png,image/jpeg,image/bmp,image/webp"
              aria-label="Camera image"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void openImage(file);
              }}
            />
            <input
              ref={cloudInput}
              type="file"
              hidden
              accept=".pcd,.bin"
              aria-label="Point cloud file"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void openCloud(file);
              }}
            />
          </Stack>
          {mode === 'target' && (
            <BoardForm value={board} onChange={(draft) => changeBoard(draft)}>
              <TextField
                label="White border (squares)"
                value={border}
                onChange={(event) => changeBoard(board, event.target.value)}
                error={!borderValid}
                helperText={borderValid ? 'beyond the outer squares' : '0 to 5 squares.'}
                size="small"
                sx={{ width: 170 }}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            </BoardForm>
          )}
          {loading && <ProgressLine progress={loading} label="Reading the point cloud" />}
          {sizeMismatch && <Alert severity="warning">{sizeMismatch}</Alert>}
          {!capture.image && !capture.cloud ? (
            <Box sx={{ textAlign: 'center', py: 3, color: 'text.secondary' }}>
              <Typography variant="h6" component="p" color="text.primary" sx={{ fontWeight: 600 }}>
                Open an image and a point cloud taken at the same moment
              </Typography>
              <Typography variant="body2" sx={{ maxWidth: 640, mx: 'auto' }}>
                The cloud as .pcd (ASCII, binary or binary_compressed) or KITTI .bin. With a board
                target, hold a large chessboard (with a white border) where both sensors see it, in
                two or more poses (Add a capture for each): the board is found in the image by
                itself, and in the cloud where you click on it. Without a board, pick at least 6
                point–pixel pairs by hand.
              </Typography>
            </Box>
          ) : (
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}
            >
              <Box sx={{ minWidth: 0 }}>
                {capture.cloud ? (
                  <CloudPane
                    cloud={capture.cloud}
                    markers={cloudMarkers}
                    onPick={pickPoint}
                    hint={cloudHint}
                  />
                ) : (
                  <Alert severity="info">Open the point cloud of this capture.</Alert>
                )}
                {mode === 'target' && capture.cloudBoard && (
                  <Alert
                    severity={
                      capture.cloudBoard.status === 'failed'
                        ? 'warning'
                        : capture.cloudBoard.status === 'found'
                          ? 'success'
                          : 'info'
                    }
                    sx={{ mt: 1 }}
                    data-cloud-board={capture.cloudBoard.status}
                  >
                    {capture.cloudBoard.status === 'finding'
                      ? 'Finding the board’s plane and outline…'
                      : capture.cloudBoard.status === 'failed'
                        ? capture.cloudBoard.reason
                        : `Board found in the cloud: ${capture.cloudBoard.board?.inliers} points, plane RMS ${((capture.cloudBoard.board?.planeRms ?? 0) * 1000).toFixed(1)} mm, measured ${capture.cloudBoard.board?.measured.width.toFixed(2)} × ${capture.cloudBoard.board?.measured.height.toFixed(2)} m.`}
                  </Alert>
                )}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                {capture.image ? (
                  <ImagePane
                    image={capture.image}
                    markers={pixelMarkers}
                    corners={
                      mode === 'target' && capture.imageBoard?.status === 'found'
                        ? capture.imageBoard.corners
                        : null
                    }
                    board={spec}
                    projection={projection}
                    onPick={
                      mode === 'manual' && waiting
                        ? (pixel) => dispatch({ type: 'pickPixel', pixel })
                        : undefined
                    }
                    hint={imageHint}
                  />
                ) : (
                  <Alert severity="info">Open the camera image of this capture.</Alert>
                )}
                {mode === 'manual' && capture.image && (
                  <Typography
                    variant="caption"
                    color={waiting ? 'warning.main' : 'text.secondary'}
                    role="status"
                  >
                    {imageHint}
                  </Typography>
                )}
                {mode === 'target' && capture.imageBoard && (
                  <Alert
                    severity={
                      capture.imageBoard.status === 'found'
                        ? 'success'
                        : capture.imageBoard.status === 'detecting'
                          ? 'info'
                          : 'warning'
                    }
                    sx={{ mt: 1 }}
                    data-image-board={capture.imageBoard.status}
                  >
                    {capture.imageBoard.status === 'detecting'
                      ? 'Finding the board’s corners in the image…'
                      : capture.imageBoard.status === 'found'
                        ? `Board found in the image: ${capture.imageBoard.corners.length} corners.`
                        : capture.imageBoard.reason}
                  </Alert>
                )}
              </Box>
            </Box>
          )}
        </Stack>
      </Section>
      {mode === 'manual' && (
        <Section dense title="Pairs">
          <PairList
            pairs={state.pairs}
            residuals={residuals}
            captureNumber={captureNumber}
            onRemove={(id) => dispatch({ type: 'removePair', id })}
            onClear={() => dispatch({ type: 'clearPairs' })}
          />
        </Section>
      )}
      <Section
        dense
        title="Lidar–camera result"
        action={
          <Button
            variant="contained"
            disabled={!!solveBlocked || !!solving}
            onClick={() => void solve()}
            title={solveBlocked ?? undefined}
          >
            {solving ? 'Solving…' : 'Solve'}
          </Button>
        }
        data={{
          'data-state': solving
            ? 'solving'
            : !shown
              ? 'none'
              : shown.origin === 'saved'
                ? 'saved'
                : stale
                  ? 'stale'
                  : 'current',
          'data-rms': shown ? shown.result.reprojection_rms.toFixed(4) : undefined,
          'data-pairs': shown?.result.residuals?.length,
          'data-ambiguous': shown ? String(shown.ambiguous) : undefined,
        }}
      >
        {solving && <ProgressLine progress={solving} label="Solving" />}
        {problem && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {problem}
          </Alert>
        )}
        {!shown || !exported ? (
          <Typography variant="body2" color="text.secondary">
            {solveBlocked ?? 'Ready: press Solve.'}
          </Typography>
        ) : (
          <Stack spacing={1.5}>
            {shown.savedLabel && <Alert severity="info">{shown.savedLabel}</Alert>}
            {stale && (
              <Alert severity="warning">
                The inputs changed since this solve: Solve again to update it.
              </Alert>
            )}
            {shown.ambiguous && (
              <Alert severity="warning">
                The board’s orientation is not settled by these captures (a board looks the same
                turned by 180°): add a capture with the board in another pose and Solve again.
              </Alert>
            )}
            <Typography
              variant="h5"
              component="p"
              sx={{ fontWeight: 700 }}
              aria-label="Reprojection RMS"
            >
              {shown.result.reprojection_rms.toFixed(2)} px
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Reprojection RMS
              {shown.result.residuals
                ? ` over ${shown.result.residuals.length} point–pixel pairs`
                : ''}
              : how far, on average, the solved transform puts each point from its pixel. Check the
              overlay too: the cloud’s edges should sit on the image’s.
            </Typography>
            <FormControlLabel
              control={
                <Switch
                  checked={showOverlay}
                  onChange={(event) => setShowOverlay(event.target.checked)}
                />
              }
              label="Show the cloud on the image"
            />
            <PoseExport
              parent={parent}
              child={child}
              onFramesChange={setFrames}
              direction={exported.words}
              pose={exported.pose}
              valid={framesValid}
            />
            <SaveBar sensor={sensor} blocked={saveBlocked} onSave={save} />
          </Stack>
        )}
      </Section>
    </Stack>
  );
}
