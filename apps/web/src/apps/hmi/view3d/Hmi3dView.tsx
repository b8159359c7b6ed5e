import { Alert, Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCENE_COLORS, makeViewCanvas } from '../../../lib/three/scene-parts';
import { canDrawWebGL } from '../../../lib/three/webgl';
import { useHmiLive } from '../live/live-store';
import { type CameraMode, HmiScene } from './hmi-scene';

/** The camera toggle over the dark scene: MUI's selected colour is the light theme's dark text. */
const ON_SCENE = {
  color: 'rgba(255,255,255,0.72)',
  minHeight: 40,
  px: 1.5,
  '&.Mui-selected, &.Mui-selected:hover': { color: '#fff', bgcolor: 'rgba(255,255,255,0.2)' },
} as const;

/** The 3D view takes new live data at most this often (the vehicle reports at 10 Hz). */
const UPDATE_INTERVAL_MS = 100;

/**
 * The vehicle in 3D (its own chunk with three.js): its lidar cloud, the objects, the trajectory,
 * seen from a chase camera or from above. It subscribes to the live store itself and draws only
 * when something changed; React renders it only for its camera toggle.
 */
export default function Hmi3dView(props: { 'aria-label'?: string }) {
  const { t } = useTranslation('hmi');
  const frame = useRef<HTMLDivElement>(null);
  const sceneRef = useRef<HmiScene | null>(null);
  const [supported] = useState(canDrawWebGL);
  const [problem, setProblem] = useState<string | null>(null);
  const [mode, setMode] = useState<CameraMode>('chase');

  useEffect(() => {
    const element = frame.current;
    if (!supported || !element) return;
    // Fresh canvases per scene: a canvas whose context was given back draws nothing again.
    const canvas = makeViewCanvas('relative');
    const pointCanvas = makeViewCanvas('absolute');
    element.prepend(pointCanvas, canvas);
    let scene: HmiScene;
    try {
      scene = HmiScene.create(canvas, pointCanvas);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      queueMicrotask(() => setProblem(reason));
      canvas.remove();
      pointCanvas.remove();
      return;
    }
    sceneRef.current = scene;
    const fit = () => scene.resize(element.clientWidth, element.clientHeight);
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(element);
    const update = () => {
      timer = undefined;
      last = Date.now();
      scene.update(useHmiLive.getState());
      element.dataset.points = String(scene.pointCount);
    };
    // The state and the plan come apart at 10 Hz each, the cloud at 2 Hz: one drawing per
    // UPDATE_INTERVAL_MS takes them all, instead of a WebGL frame (and, in a software-GL
    // browser, a read-back of the canvas) for each message.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = 0;
    const off = useHmiLive.subscribe((now, before) => {
      if (
        timer === undefined &&
        (now.state !== before.state ||
          now.planning !== before.planning ||
          now.cloud !== before.cloud)
      ) {
        timer = setTimeout(update, Math.max(0, UPDATE_INTERVAL_MS - (Date.now() - last)));
      }
    });
    update();
    return () => {
      off();
      clearTimeout(timer);
      observer?.disconnect();
      scene.dispose();
      canvas.remove();
      pointCanvas.remove();
      sceneRef.current = null;
    };
  }, [supported]);

  useEffect(() => {
    sceneRef.current?.setCameraMode(mode);
    if (sceneRef.current) sceneRef.current.update(useHmiLive.getState());
  }, [mode]);

  if (!supported || problem) {
    return (
      <Alert severity="info">
        {t('view3d.noWebgl')}
        {problem ? ` (${problem})` : ''}
      </Alert>
    );
  }
  return (
    <Box
      ref={frame}
      role="img"
      aria-label={props['aria-label'] ?? t('view3d.label')}
      sx={{
        position: 'relative',
        height: '100%',
        minHeight: 240,
        overflow: 'hidden',
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: SCENE_COLORS.background,
      }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        value={mode}
        onChange={(_, next: CameraMode | null) => next && setMode(next)}
        aria-label={t('view3d.camera')}
        sx={{ position: 'absolute', top: 8, left: 8, zIndex: 1, bgcolor: 'rgba(16,17,25,0.7)' }}
      >
        <ToggleButton value="chase" sx={ON_SCENE}>
          {t('view3d.chase')}
        </ToggleButton>
        <ToggleButton value="top" sx={ON_SCENE}>
          {t('view3d.top')}
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
