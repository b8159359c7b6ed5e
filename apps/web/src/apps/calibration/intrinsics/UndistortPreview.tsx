import type { CameraIntrinsics, Vec2 } from '@ads/calibration';
import {
  Alert,
  Box,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Slider,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { ProgressLine } from '../shared/ProgressLine';
import { useWorker } from '../shared/worker-context';
import type { Progress, RgbaImage } from '../worker/protocol';
import { type Straightness, gridLines, gridStraightness } from './straightness';
import type { View } from './views-state';

interface Undistorted {
  key: string;
  image: RgbaImage;
  corners: Vec2[];
  before: Straightness | null;
  after: Straightness | null;
}

/** Straight reference lines through each row's and column's end corners. */
function ReferenceLines(props: {
  corners: Vec2[];
  cols: number;
  rows: number;
  ids: readonly number[] | undefined;
  width: number;
  height: number;
}) {
  const { corners, cols, rows, ids, width, height } = props;
  const lines = gridLines(corners, cols, rows, ids);
  if (lines.length === 0) return null;
  const segments = lines.map((line): [Vec2, Vec2] => [line[0]!, line.at(-1)!]);
  const stroke = Math.max(width, height) / 500;
  return (
    <svg
      viewBox={`-0.5 -0.5 ${width} ${height}`}
      preserveAspectRatio="none"
      aria-hidden
      style={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        pointerEvents: 'none',
      }}
    >
      {segments.map(([a, b], k) => (
        <line
          key={k}
          x1={a[0]}
          y1={a[1]}
          x2={b[0]}
          y2={b[1]}
          stroke="#00E5FF"
          strokeWidth={stroke}
        />
      ))}
      {corners.map(([u, v], k) => (
        <circle key={k} cx={u} cy={v} r={stroke * 2} fill="#FF4081" />
      ))}
    </svg>
  );
}

function ImageCanvas({ image }: { image: RgbaImage }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    element.width = image.width;
    element.height = image.height;
    element
      .getContext('2d')
      ?.putImageData(new ImageData(image.data, image.width, image.height), 0, 0);
  }, [image]);
  return (
    <canvas
      ref={canvas}
      aria-hidden
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', display: 'block' }}
    />
  );
}

const bend = (measure: Straightness | null) => (measure ? `${measure.max.toFixed(2)} px` : '—');

/**
 * A chosen view undistorted with the result, beside the original or under a slider, with the
 * straight-line check: the board's rows and columns, straight on the board, should be straight
 * in the undistorted image; how far their corners bend from a line is measured before and after.
 */
export function UndistortPreview(props: {
  views: View[];
  intrinsics: CameraIntrinsics;
  cols: number;
  rows: number;
  /** A ChArUco board: each view's corners are those its ids say. */
  charuco: boolean;
}) {
  const { views, intrinsics, cols, rows, charuco } = props;
  const worker = useWorker();
  const [chosen, setChosen] = useState<string>('');
  const [mode, setMode] = useState<'side' | 'slider'>('slider');
  const [split, setSplit] = useState(50);
  const [result, setResult] = useState<Undistorted | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const view = views.find((candidate) => candidate.id === chosen) ?? views[0];
  const ids = charuco ? view?.ids : undefined;
  const key = view
    ? `${view.id}|${intrinsics.K.join()}|${intrinsics.D.join()}|${intrinsics.model}`
    : '';

  useEffect(() => {
    if (!view || result?.key === key) return;
    let current = true;
    // Told after the effect, as any answer from the worker.
    queueMicrotask(() => {
      if (!current) return;
      setProgress({ stage: 'Undistorting…' });
      setProblem(null);
    });
    worker
      .run(
        'undistort',
        { image: view.source, intrinsics, corners: view.corners },
        { onProgress: (p) => current && setProgress(p) },
      )
      .then(
        (out) => {
          if (!current) return;
          setResult({
            key,
            image: out,
            corners: out.corners,
            before: gridStraightness(view.corners, cols, rows, ids),
            after: gridStraightness(out.corners, cols, rows, ids),
          });
        },
        (error: Error) => current && setProblem(error.message),
      )
      .finally(() => current && setProgress(null));
    return () => {
      current = false;
    };
  }, [worker, view, key, intrinsics, cols, rows, ids, result?.key]);

  if (!view) {
    return (
      <Typography variant="body2" color="text.secondary">
        The preview needs an image where the board was found.
      </Typography>
    );
  }
  const ready = result?.key === key ? result : null;
  const aspect = `${view.width ?? 4} / ${view.height ?? 3}`;
  const frame = {
    position: 'relative',
    aspectRatio: aspect,
    borderRadius: 1,
    overflow: 'hidden',
    bgcolor: 'action.hover',
  } as const;
  return (
    <Stack
      spacing={1.5}
      data-state={problem ? 'failed' : ready ? 'ready' : 'working'}
      data-bend-before={ready?.before?.max.toFixed(3)}
      data-bend-after={ready?.after?.max.toFixed(3)}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControl size="small" sx={{ minWidth: 200, flex: 1 }}>
          <InputLabel id="undistort-view">Image</InputLabel>
          <Select
            labelId="undistort-view"
            label="Image"
            value={view.id}
            onChange={(event) => setChosen(event.target.value)}
          >
            {views.map((candidate) => (
              <MenuItem key={candidate.id} value={candidate.id}>
                {candidate.name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          onChange={(_event, next: 'side' | 'slider' | null) => next && setMode(next)}
          aria-label="Comparison"
        >
          <ToggleButton value="slider">Slider</ToggleButton>
          <ToggleButton value="side">Side by side</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {progress && <ProgressLine progress={progress} label="Undistorting" />}
      {problem && <Alert severity="error">{problem}</Alert>}
      {ready && (
        <>
          {mode === 'side' ? (
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
              <Box>
                <Box sx={frame}>
                  <Box
                    component="img"
                    src={view.url}
                    alt={`${view.name}, as taken`}
                    sx={{ width: '100%', height: '100%', display: 'block' }}
                  />
                </Box>
                <Typography variant="caption">As taken</Typography>
              </Box>
              <Box>
                <Box sx={frame} role="img" aria-label={`${view.name}, undistorted`}>
                  <ImageCanvas image={ready.image} />
                  <ReferenceLines
                    corners={ready.corners}
                    cols={cols}
                    rows={rows}
                    ids={ids}
                    width={ready.image.width}
                    height={ready.image.height}
                  />
                </Box>
                <Typography variant="caption">
                  Undistorted, with straight reference lines
                </Typography>
              </Box>
            </Box>
          ) : (
            <Box>
              <Box
                sx={frame}
                role="img"
                aria-label={`${view.name}: as taken on the left, undistorted on the right of the split`}
              >
                <Box
                  component="img"
                  src={view.url}
                  alt=""
                  sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
                />
                <Box sx={{ position: 'absolute', inset: 0, clipPath: `inset(0 0 0 ${split}%)` }}>
                  <ImageCanvas image={ready.image} />
                  <ReferenceLines
                    corners={ready.corners}
                    cols={cols}
                    rows={rows}
                    ids={ids}
                    width={ready.image.width}
                    height={ready.image.height}
                  />
                </Box>
                <Box
                  sx={{
                    position: 'absolute',
                    top: 0,
                    bottom: 0,
                    left: `${split}%`,
                    width: 2,
                    bgcolor: 'common.white',
                  }}
                />
              </Box>
              <Slider
                size="small"
                value={split}
                onChange={(_event, value) => setSplit(value as number)}
                aria-label="Split between as taken and undistorted"
              />
            </Box>
          )}
          <Alert
            severity={ready.after && ready.after.max < 1 ? 'success' : 'warning'}
            data-check="straight-lines"
          >
            Straight-line check: the board&apos;s rows and columns bend from a straight line by up
            to {bend(ready.before)} as taken and {bend(ready.after)} undistorted
            {ready.after ? ` (RMS ${ready.after.rms.toFixed(2)} px)` : ''}.{' '}
            {ready.after && ready.after.max < 1
              ? 'They are straight: the distortion is removed.'
              : 'They still bend: check the result and the views.'}
          </Alert>
        </>
      )}
    </Stack>
  );
}
