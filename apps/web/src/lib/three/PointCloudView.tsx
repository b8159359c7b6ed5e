import { Alert, Box } from '@mui/material';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { DEFAULT_HEIGHT_RANGE } from './color-ramp';
import { DEFAULT_POINT_SIZE, PointCloudScene } from './PointCloudScene';
import { isClick } from './point-pick';
import { SCENE_COLORS, makeViewCanvas } from './scene-parts';
import type { PointCloudViewProps } from './types';
import { canDrawWebGL } from './webgl';
import { viewGone, viewMounted } from './warm-renderer';
import { useTranslation } from 'react-i18next';

/**
 * The studio's 3D view of a point cloud and boxes (its own chunk: three.js loads only with a
 * view; pages use LazyPointCloudView). A thin shell over PointCloudScene: each prop goes to the
 * scene when it changes, and the scene draws once per change. Drag pans (bird's-eye) or
 * orbits (orbit view), the wheel zooms, a double click frames the cloud again.
 *
 * What is drawn shows on the frame for tests: `data-points`, `data-boxes`, `data-view`,
 * `data-point-mode` (gpu or cpu) and, while it draws, `data-fps`.
 */
export default function PointCloudView({
  positions,
  intensity,
  colorBy,
  heightRange = DEFAULT_HEIGHT_RANGE,
  boxes,
  trail,
  axes,
  view,
  height,
  pointSize = DEFAULT_POINT_SIZE,
  groundZ = 0,
  continuous = false,
  pointMode = 'auto',
  onFps,
  onFrame,
  onPick,
  'aria-label': ariaLabel,
}: PointCloudViewProps) {
  // Not suspending: a page that shows the view may not have asked for these words yet.
  const { t } = useTranslation('scene3d', { useSuspense: false });
  const frame = useRef<HTMLDivElement>(null);
  const labelLayer = useRef<HTMLDivElement>(null);
  const sceneRef = useRef<PointCloudScene | null>(null);
  const onFpsRef = useRef(onFps);
  const onFrameRef = useRef(onFrame);
  const pressedAt = useRef<{ x: number; y: number } | null>(null);
  const [supported] = useState(canDrawWebGL);
  const [problem, setProblem] = useState<string | null>(null);
  const [low, high] = heightRange;

  useEffect(() => {
    onFpsRef.current = onFps;
    onFrameRef.current = onFrame;
  }, [onFps, onFrame]);

  useEffect(() => {
    const element = frame.current;
    if (!supported || !element) return;
    // Canvases of its own for each scene: a scene gives its WebGL context back when it goes,
    // and a canvas whose context was given back draws nothing again (StrictMode makes, drops
    // and makes the scene again on one mount).
    // A renderer made ahead while the page waited (warm-renderer.ts) is used once.
    const warm = viewMounted();
    const canvas = warm?.canvas ?? makeViewCanvas('relative');
    // Under the WebGL canvas: the points, when the CPU draws them (PointCloudScene).
    const pointCanvas = makeViewCanvas('absolute');
    element.prepend(pointCanvas, canvas);
    let scene: PointCloudScene;
    try {
      scene = PointCloudScene.create(canvas, {
        ...(warm ? { renderer: () => warm.renderer } : {}),
        labelLayer: labelLayer.current ?? undefined,
        pointCanvas,
        pointMode,
        onFrame: (points) => onFrameRef.current?.(points),
        onFps: (fps) => {
          element.dataset.fps = fps.toFixed(1);
          onFpsRef.current?.(fps);
        },
      });
    } catch (error) {
      // The browser has WebGL but would not give it to us (too many contexts, a blocked GPU).
      // Told after the effect, like any answer from outside React.
      const reason = error instanceof Error ? error.message : String(error);
      queueMicrotask(() => setProblem(reason));
      viewGone();
      canvas.remove();
      pointCanvas.remove();
      return;
    }
    sceneRef.current = scene;
    element.dataset.pointMode = scene.pointMode;
    scene.listenToKeys(element);
    const fitCanvas = () => scene.resize(element.clientWidth, element.clientHeight);
    fitCanvas();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fitCanvas);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      scene.dispose();
      viewGone();
      canvas.remove();
      pointCanvas.remove();
      sceneRef.current = null;
      delete element.dataset.points;
      delete element.dataset.boxes;
      delete element.dataset.trailPoints;
      delete element.dataset.axes;
      delete element.dataset.fps;
    };
  }, [supported, pointMode]);

  // Each prop goes to the scene when it changes, and all of them to a new scene (a new
  // pointMode makes one): hence pointMode in every list. Style first, so that the first
  // cloud is coloured once.
  useEffect(() => {
    sceneRef.current?.setView(view);
    if (frame.current) frame.current.dataset.view = view;
  }, [view, pointMode]);
  useEffect(
    () => sceneRef.current?.setColoring(colorBy, [low, high]),
    [colorBy, low, high, pointMode],
  );
  useEffect(() => sceneRef.current?.setPointSize(pointSize), [pointSize, pointMode]);
  useEffect(() => sceneRef.current?.setGroundZ(groundZ), [groundZ, pointMode]);
  useEffect(() => sceneRef.current?.setContinuous(continuous), [continuous, pointMode]);

  useEffect(() => {
    const scene = sceneRef.current;
    if (!scene || !frame.current) return;
    scene.setPoints(positions, intensity);
    frame.current.dataset.points = String(scene.pointCount);
  }, [positions, intensity, pointMode]);

  useEffect(() => {
    const scene = sceneRef.current;
    if (!scene || !frame.current) return;
    scene.setBoxes(boxes);
    frame.current.dataset.boxes = String(scene.boxesDrawn);
  }, [boxes, pointMode]);

  useEffect(() => {
    const scene = sceneRef.current;
    if (!scene || !frame.current) return;
    scene.setOverlay(trail, axes);
    frame.current.dataset.trailPoints = String(scene.trailPoints);
    frame.current.dataset.axes = String(scene.axesDrawn);
  }, [trail, axes, pointMode]);

  // A press that comes up where it went down is a pick; one that moved was a pan or an orbit.
  const onPointerDown = (event: PointerEvent) => {
    pressedAt.current = event.button === 0 ? { x: event.clientX, y: event.clientY } : null;
  };
  const onPointerUp = (event: PointerEvent) => {
    const down = pressedAt.current;
    pressedAt.current = null;
    const scene = sceneRef.current;
    if (!onPick || !down || !scene || !frame.current) return;
    const up = { x: event.clientX, y: event.clientY };
    if (!isClick(down, up)) return;
    const box = frame.current.getBoundingClientRect();
    const pick = scene.pickAt(up.x - box.left, up.y - box.top);
    if (pick) onPick(pick);
  };

  if (!supported || problem) {
    return (
      <Alert severity="info">
        {t('noWebgl', {
          defaultValue:
            'This browser cannot draw 3D views (WebGL is off), so the point cloud is not shown.',
        })}
        {problem ? ` (${problem})` : ''}
      </Alert>
    );
  }
  return (
    <Box
      ref={frame}
      role="img"
      aria-label={ariaLabel ?? t('view', { defaultValue: 'Point cloud' })}
      tabIndex={0}
      onDoubleClick={() => sceneRef.current?.fit()}
      onPointerDown={onPick ? onPointerDown : undefined}
      onPointerUp={onPick ? onPointerUp : undefined}
      data-pickable={onPick ? 'true' : undefined}
      sx={{
        cursor: onPick ? 'crosshair' : undefined,
        position: 'relative',
        height: height ?? '100%',
        minHeight: 120,
        overflow: 'hidden',
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: SCENE_COLORS.background,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {/* The canvases go first, made by the scene's effect. */}
      <Box
        ref={labelLayer}
        aria-hidden
        sx={{ position: 'absolute', inset: 0, overflow: 'hidden', pointerEvents: 'none' }}
      />
    </Box>
  );
}
