import {
  type CalibrationEntry,
  type IntrinsicResult,
  savedCameraInfoYaml,
  savedOpenCvYaml,
} from '@ads/contract';
import {
  type BoardSpec,
  type DistortionModel,
  type IntrinsicsResult,
  boardCornerGrid,
} from '@ads/calibration';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import PhotoCameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { formatDateTime } from '../../../lib/format-date';
import { downloadText, sensorProblem, useSaveCalibration } from '../api';
import { BoardForm } from '../shared/BoardForm';
import {
  type BoardDraft,
  DEFAULT_BOARD,
  anyBoardSpec,
  boardWords,
  gridKey,
} from '../shared/board-draft';
import { Section } from '../../../shell/Section';
import { ProgressLine } from '../shared/ProgressLine';
import { SaveBar } from '../shared/SaveBar';
import { intrinsicSummary } from '../shared/saved-summary';
import { SensorHistory } from '../shared/SensorHistory';
import { useWorker } from '../shared/worker-context';
import type { Progress } from '../worker/protocol';
import { ImageInputs } from './ImageInputs';
import { IntrinsicResults, type ShownIntrinsics, intrinsicsOf } from './IntrinsicResults';
import { UndistortPreview } from './UndistortPreview';
import { ViewGallery } from './ViewGallery';
import { ViewQuality } from './ViewQuality';
import {
  EMPTY_VIEWS,
  type ViewsState,
  detecting,
  imageSizeOf,
  usableViews,
  viewsKey,
  viewsReducer,
} from './views-state';

/** Detections running at once: each decodes a full image in the worker. */
const PARALLEL_DETECTIONS = 2;

let nextId = 0;

interface Computed {
  result: IntrinsicsResult;
  /** The views and settings it was computed from (`settingsKey`). */
  key: string;
}

const settingsKey = (
  state: ViewsState,
  spec: BoardSpec | null,
  model: DistortionModel,
  fixK3: boolean,
) =>
  spec ? `${viewsKey(usableViews(state))}#${gridKey(spec)}x${spec.square}#${model}#${fixK3}` : '';

/** An opened history entry as the results panel shows it. */
function shownFromEntry(
  entry: Extract<CalibrationEntry, { kind: 'camera_intrinsics' }>,
): ShownIntrinsics {
  const { result } = entry;
  return {
    origin: 'saved',
    rms: result.rms,
    K: result.K,
    D: result.D,
    model: result.model,
    width: result.image_size[0],
    height: result.image_size[1],
    std: result.std ?? null,
    views: result.views.map((view) => ({
      id: null,
      name: view.file,
      rms: view.rms,
      dropped: false,
    })),
    savedLabel: `Saved ${formatDateTime(entry.created_at)} by ${entry.created_by?.name ?? 'someone'}${entry.note ? ` (“${entry.note}”)` : ''}, ${boardWords(entry.board)}.`,
  };
}

/**
 * Camera intrinsics: a chessboard's or a ChArUco board's images (or a video's frames) in, each
 * searched for the board in the worker as it arrives; coverage and warnings; Calibrate (OpenCV's calibrateCamera
 * or the fisheye solver, in the worker); RMS, K, D and each view's error, a view left out with
 * a click; the undistorted preview; camera_info and OpenCV YAML; Save to the sensor.
 */
export function IntrinsicsTab({ projectId }: { projectId: number }) {
  const worker = useWorker();
  const saveCalibration = useSaveCalibration();
  const [sensor, setSensor] = useState('camera0');
  const [board, setBoard] = useState<BoardDraft>(DEFAULT_BOARD);
  const [model, setModel] = useState<DistortionModel>('plumb_bob');
  const [fixK3, setFixK3] = useState(false);
  const [state, dispatch] = useReducer(viewsReducer, EMPTY_VIEWS);
  const [computed, setComputed] = useState<Computed | null>(null);
  const [opened, setOpened] = useState<Extract<
    CalibrationEntry,
    { kind: 'camera_intrinsics' }
  > | null>(null);
  const [solving, setSolving] = useState<Progress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const spec = anyBoardSpec(board);
  const grid = gridKey(spec);
  const corners = spec ? boardCornerGrid(spec) : { cols: 0, rows: 0 };
  const charuco = spec?.kind === 'charuco';

  // Each view is searched once per board grid, a few at a time, in the worker.
  const inFlight = useRef(new Set<string>());
  useEffect(() => {
    if (!spec) return;
    for (const view of state.views) {
      if (inFlight.current.size >= PARALLEL_DETECTIONS) break;
      const key = `${state.round}:${view.id}`;
      if (view.status !== 'detecting' || inFlight.current.has(key)) continue;
      inFlight.current.add(key);
      const round = state.round;
      worker
        .run('detect', { image: view.source, board: spec })
        .then(
          (found) => dispatch({ type: 'detected', id: view.id, round, ...found }),
          (error: Error) =>
            dispatch({ type: 'failed', id: view.id, round, message: error.message }),
        )
        .finally(() => {
          inFlight.current.delete(key);
          // Frees a slot: the state changes with the answer, which runs this effect again.
        });
    }
    // `grid` rather than `spec`: a new object each render, the same board.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, grid, worker]);

  // Thumbnails' object URLs go with the tab.
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const owned = urls.current;
    return () => owned.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const addImages = (files: File[]) => {
    const views = files.map((file) => {
      const url = URL.createObjectURL(file);
      urls.current.add(url);
      nextId += 1;
      return { id: `v${nextId}`, name: file.name, source: file, url };
    });
    dispatch({ type: 'add', views });
  };

  const changeBoard = (draft: BoardDraft) => {
    const next = anyBoardSpec(draft);
    if (next && gridKey(next) !== grid) dispatch({ type: 'redetect' });
    setBoard(draft);
  };

  const size = imageSizeOf(state.views);
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
    if (!computed) return null;
    const { result } = computed;
    const rms = new Map(result.views.map((view) => [view.file, view.rms]));
    return {
      origin: 'computed',
      rms: result.rms,
      K: result.K,
      D: result.D,
      model: result.model,
      width: result.image_size[0],
      height: result.image_size[1],
      std: result.std,
      views: state.views
        .filter((view) => view.status === 'found')
        .map((view) => ({
          id: view.id,
          name: view.name,
          rms: view.dropped ? null : (rms.get(view.id) ?? null),
          dropped: view.dropped,
        })),
    };
  }, [opened, computed, state.views]);

  const stale = !!computed && !opened && computed.key !== currentKey;
  const rmsOf = (id: string) =>
    opened || !computed ? null : (computed.result.views.find((v) => v.file === id)?.rms ?? null);
  const sensorName = sensor.trim();

  const saveBlocked = sensorProblem(sensor)
    ? 'Name the sensor first.'
    : !computed || opened
      ? 'Calibrate first: Save keeps the result computed here.'
      : stale
        ? 'The views changed since the result: Calibrate again first.'
        : null;

  /** The result as it is saved (and as the server's downloads write it). */
  const savedForm = (): { result: IntrinsicResult; board: BoardSpec } | null => {
    if (opened) return { result: opened.result, board: opened.board };
    if (!computed || !spec) return null;
    const { result } = computed;
    const byId = new Map(result.views.map((view) => [view.file, view]));
    const body: IntrinsicResult = {
      rms: result.rms,
      K: result.K,
      D: result.D,
      model: result.model,
      image_size: result.image_size,
      std: result.std,
      views: state.views.map((view) => {
        const used = byId.get(view.id);
        if (view.status === 'found' && used?.found)
          return { file: view.name, found: true, rms: used.rms };
        if (view.status === 'found')
          return {
            file: view.name,
            found: true,
            rms: null,
            reason: 'Left out of the calibration.',
          };
        return {
          file: view.name,
          found: false,
          rms: null,
          reason: view.reason ?? 'The board was not found.',
        };
      }),
    };
    return { result: body, board: spec };
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
    const camera = sensorName || 'camera';
    const name = camera.replaceAll('/', '_');
    if (kind === 'ros')
      downloadText(
        `${name}.yaml`,
        savedCameraInfoYaml({ kind: 'camera_intrinsics', ...form }, camera),
      );
    else
      downloadText(`${name}_opencv.yaml`, savedOpenCvYaml({ kind: 'camera_intrinsics', ...form }));
  };

  const found = state.views.filter((view) => view.status === 'found');
  const calibrateBlocked = !spec
    ? 'Set the board first.'
    : pending > 0
      ? 'Wait for the search to finish.'
      : usable.length < 3
        ? `Needs the board found in at least 3 images (${usable.length} now).`
        : null;
  const detectionDone = state.views.length - pending;

  return (
    <Stack spacing={2}>
      <SensorHistory
        projectId={projectId}
        kind="camera_intrinsics"
        sensor={sensor}
        onSensorChange={setSensor}
        label="Camera"
        placeholder="camera0"
        files={['cameraInfo', 'opencvYaml']}
        summary={(entry) => (entry.kind === 'camera_intrinsics' ? intrinsicSummary(entry) : '')}
        onOpen={(entry) => entry.kind === 'camera_intrinsics' && setOpened(entry)}
        openedId={opened?.id ?? null}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 7fr) minmax(360px, 5fr)' },
          alignItems: 'start',
        }}
      >
        <Section
          dense
          title="Board and images"
          data={{
            'data-views': state.views.length,
            'data-found': found.length,
            'data-detecting': pending,
          }}
        >
          <Stack spacing={2}>
            <BoardForm value={board} onChange={changeBoard} charuco>
              <FormControl size="small" sx={{ minWidth: 190 }}>
                <InputLabel id="intrinsics-model">Lens model</InputLabel>
                <Select
                  labelId="intrinsics-model"
                  label="Lens model"
                  value={model}
                  onChange={(event) => setModel(event.target.value as DistortionModel)}
                >
                  <MenuItem value="plumb_bob">Pinhole (plumb_bob)</MenuItem>
                  <MenuItem value="equidistant">Fisheye (equidistant)</MenuItem>
                </Select>
              </FormControl>
              {model === 'plumb_bob' && (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={fixK3}
                      onChange={(event) => setFixK3(event.target.checked)}
                    />
                  }
                  label="Fix k3 at 0"
                  title="For lenses with little distortion: k3 then cannot soak up noise."
                />
              )}
            </BoardForm>
            <ImageInputs onImages={addImages} empty={state.views.length === 0}>
              {state.views.length === 0 ? (
                <Box sx={{ textAlign: 'center', py: 4, px: 2, color: 'text.secondary' }}>
                  <PhotoCameraIcon color="primary" sx={{ fontSize: 40 }} />
                  <Typography
                    variant="h6"
                    component="p"
                    color="text.primary"
                    sx={{ fontWeight: 600 }}
                  >
                    Add 10–30 images of the {charuco ? 'ChArUco board' : 'chessboard'}
                  </Typography>
                  <Typography variant="body2" sx={{ maxWidth: 560, mx: 'auto' }}>
                    {charuco
                      ? 'Print a board (Board to print), measure one square and one marker and set them, its squares and its dictionary above.'
                      : 'Print a board (Board to print), measure one square and set its size and inner corners above.'}{' '}
                    Then photograph it, or film it, from one camera at one resolution: near and far,
                    tilted left, right, up and down, and in every part of the picture, the corners
                    especially.
                    {charuco &&
                      ' Part of the board is enough: the markers tell which corners were seen.'}{' '}
                    Each image is searched here as it is added.
                  </Typography>
                </Box>
              ) : (
                <>
                  {pending > 0 && (
                    <ProgressLine
                      label="Searching the images for the board"
                      progress={{
                        stage: 'Finding the board’s corners:',
                        done: detectionDone,
                        total: state.views.length,
                      }}
                    />
                  )}
                  <Box
                    component="section"
                    aria-label="Views"
                    data-views={state.views.length}
                    data-found={found.length}
                  >
                    <ViewGallery
                      views={state.views}
                      cols={corners.cols}
                      rows={corners.rows}
                      charuco={charuco}
                      rmsOf={rmsOf}
                      onToggle={toggleView}
                      onRemove={(id) => dispatch({ type: 'remove', id })}
                    />
                  </Box>
                  <Button size="small" onClick={() => dispatch({ type: 'clear' })} sx={{ mt: 1 }}>
                    Remove all images
                  </Button>
                </>
              )}
            </ImageInputs>
          </Stack>
        </Section>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Section dense title="Coverage" data={{ 'data-usable': usable.length }}>
            {spec ? (
              <ViewQuality
                views={state.views
                  .filter((view) => view.status === 'found' && !view.dropped)
                  .map((view) => ({ file: view.name, corners: view.corners, ids: view.ids }))}
                board={spec}
                size={size}
              />
            ) : (
              <Typography variant="body2" color="text.secondary">
                Set the board first.
              </Typography>
            )}
          </Section>
          <Section
            dense
            title="Calibration result"
            action={
              <Button
                variant="contained"
                disabled={!!calibrateBlocked || !!solving}
                onClick={() => void calibrate(state)}
                title={calibrateBlocked ?? undefined}
              >
                {solving ? 'Calibrating…' : computed ? 'Calibrate again' : 'Calibrate'}
              </Button>
            }
            data={{
              'data-state': solving
                ? 'solving'
                : !shown
                  ? 'none'
                  : opened
                    ? 'saved'
                    : stale
                      ? 'stale'
                      : 'current',
              'data-rms': shown ? shown.rms.toFixed(4) : undefined,
              'data-views': shown
                ? shown.views.filter((view) => view.rms !== null).length
                : undefined,
              'data-fx': shown ? shown.K[0]!.toFixed(3) : undefined,
              'data-model': shown?.model,
            }}
          >
            {solving && <ProgressLine progress={solving} label="Calibrating" />}
            {problem && (
              <Alert severity="error" sx={{ mb: 1 }}>
                {problem}
              </Alert>
            )}
            {!shown ? (
              <Typography variant="body2" color="text.secondary">
                {calibrateBlocked ?? 'Ready: press Calibrate.'}
              </Typography>
            ) : (
              <Stack spacing={2}>
                <IntrinsicResults
                  shown={shown}
                  stale={stale}
                  busy={!!solving}
                  onToggleView={toggleView}
                />
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  <Button
                    variant="outlined"
                    startIcon={<DownloadIcon />}
                    onClick={() => exportYaml('ros')}
                  >
                    camera_info YAML
                  </Button>
                  <Button
                    variant="outlined"
                    startIcon={<DownloadIcon />}
                    onClick={() => exportYaml('opencv')}
                  >
                    OpenCV YAML
                  </Button>
                  {opened && (
                    <Button onClick={() => setOpened(null)}>
                      {computed ? 'Back to this session’s result' : 'Close the saved result'}
                    </Button>
                  )}
                </Stack>
                <SaveBar sensor={sensor} blocked={saveBlocked} onSave={save} />
              </Stack>
            )}
          </Section>
          {shown && found.length > 0 && spec && (
            <Section dense title="Undistorted preview">
              <UndistortPreview
                views={found}
                intrinsics={intrinsicsOf(shown)}
                cols={corners.cols}
                rows={corners.rows}
                charuco={charuco}
              />
            </Section>
          )}
        </Stack>
      </Box>
    </Stack>
  );
}
