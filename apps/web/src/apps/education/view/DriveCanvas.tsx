import { Box, Typography, useTheme } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pose, Scene } from '../sim/protocol';
import {
  drawCar,
  drawLights,
  drawMarkers,
  drawObstacles,
  drawRoad,
  drawTrail,
  paletteOf,
  type ViewColors,
} from './draw';
import { type Viewport, boundsOf, fitBounds } from './viewport';

export interface DriveCanvasProps {
  scene: Scene | null;
  /** Simulated seconds shown (the lights and the stopped cars follow it). */
  t: number;
  trail: { x: ArrayLike<number>; y: ArrayLike<number> };
  trailCount: number;
  car: Pose | null;
  markers: ReadonlyArray<{ x: number; y: number; color: string }>;
  /** What the picture shows, for screen readers. */
  label: string;
}

/** Width ÷ height of the view: the lap's block is about square, the phone's column narrow. */
const ASPECT = 1.1;

/**
 * The 2D view of an episode: the road of the driving map with the lap (dashed), the lights of
 * the lap in their colour at `t`, the stopped cars, the way driven, the events and the car.
 * The road is drawn once per size into a layer of its own; each frame only copies it.
 */
export function DriveCanvas(props: DriveCanvasProps) {
  const dark = useTheme().palette.mode === 'dark';
  const colors = useMemo(() => paletteOf(dark), [dark]);
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) =>
      setWidth(Math.round(entry!.contentRect.width)),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const ratio = typeof window === 'undefined' ? 1 : Math.min(2, window.devicePixelRatio || 1);
  const pixels = { width: Math.round(width * ratio), height: Math.round((width / ASPECT) * ratio) };

  /** The projection and the road, drawn once for this scene, size and theme. */
  const layer = useMemo(() => {
    const scene = props.scene;
    if (!scene || pixels.width === 0 || typeof document === 'undefined') return null;
    const view: Viewport = fitBounds(
      boundsOf(scene.path.x, scene.path.y),
      pixels.width,
      pixels.height,
      10,
    );
    const road = document.createElement('canvas');
    road.width = pixels.width;
    road.height = pixels.height;
    const ctx = road.getContext('2d');
    if (!ctx) return null;
    drawRoad(ctx, view, scene, colors);
    return { view, road };
  }, [props.scene, pixels.width, pixels.height, colors]);

  useEffect(() => {
    if (!layer || !props.scene) return;
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    const { view, road } = layer;
    ctx.drawImage(road, 0, 0);
    drawLights(ctx, view, props.scene, props.t);
    drawObstacles(ctx, view, props.scene, props.t, colors.obstacle);
    drawTrail(ctx, view, props.trail, props.trailCount, colors.trail);
    drawMarkers(ctx, view, props.markers);
    if (props.car) drawCar(ctx, view, props.car, colors.car, true);
  });

  return (
    <Box>
      <Box
        ref={box}
        sx={{
          width: '100%',
          aspectRatio: `${ASPECT}`,
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: colors.ground,
          border: 1,
          borderColor: 'divider',
        }}
      >
        <canvas
          ref={canvas}
          role="img"
          aria-label={props.label}
          width={pixels.width}
          height={pixels.height}
          style={{ width: '100%', height: '100%', display: 'block' }}
        />
      </Box>
      <Legend colors={colors} />
    </Box>
  );
}

function Swatch({ color, dashed, label }: { color: string; dashed?: boolean; label: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box
        component="span"
        sx={{ width: 14, borderTop: `3px ${dashed ? 'dashed' : 'solid'} ${color}` }}
      />
      {label}
    </Box>
  );
}

/** What the view's lines mean. */
function Legend({ colors }: { colors: ViewColors }) {
  const { t } = useTranslation('education');
  return (
    <Typography
      component="div"
      variant="caption"
      color="text.secondary"
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, mt: 0.5 }}
    >
      <Swatch color={colors.trail} label={t('legend.trail')} />
      <Swatch color={colors.path} dashed label={t('legend.path')} />
      <Swatch color="#ef4444" label={t('legend.stopLine')} />
      <Swatch color={colors.obstacle} label={t('legend.obstacle')} />
    </Typography>
  );
}
