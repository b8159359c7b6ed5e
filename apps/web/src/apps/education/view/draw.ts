import { SIM_BODY } from '@ads/driving-sim';
import type { Pose, Scene } from '../sim/protocol';
import { lightAt } from './trace';
import { type Viewport, toScreenX, toScreenY } from './viewport';

/** The view's colours in the light and the dark theme. */
export interface ViewColors {
  ground: string;
  road: string;
  edge: string;
  crosswalk: string;
  path: string;
  trail: string;
  car: string;
  obstacle: string;
}

export const paletteOf = (dark: boolean): ViewColors =>
  dark
    ? {
        ground: '#171a22',
        road: '#353b48',
        edge: '#4b5263',
        crosswalk: '#8a91a3',
        path: '#8b89ff',
        trail: '#f59e0b',
        car: '#7f7dff',
        obstacle: '#e2e8f0',
      }
    : {
        ground: '#e9efe8',
        road: '#9aa2ae',
        edge: '#b8bec8',
        crosswalk: '#f8fafc',
        path: '#5d5aff',
        trail: '#f97316',
        car: '#4c4ad6',
        obstacle: '#334155',
      };

type Ctx = CanvasRenderingContext2D;

function polygon(ctx: Ctx, view: Viewport, flat: readonly number[]) {
  ctx.beginPath();
  for (let i = 0; i + 1 < flat.length; i += 2) {
    const x = toScreenX(view, flat[i]!);
    const y = toScreenY(view, flat[i + 1]!);
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
}

/** What never moves: the ground, the lanes, the crosswalks and the lap to drive (dashed). */
export function drawRoad(ctx: Ctx, view: Viewport, scene: Scene, colors: ViewColors) {
  ctx.fillStyle = colors.ground;
  ctx.fillRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  ctx.fillStyle = colors.road;
  ctx.strokeStyle = colors.edge;
  ctx.lineWidth = 1;
  for (const lane of scene.lanes) {
    polygon(ctx, view, lane);
    ctx.fill();
    ctx.stroke();
  }
  ctx.fillStyle = colors.crosswalk;
  ctx.globalAlpha = 0.7;
  for (const walk of scene.crosswalks) {
    polygon(ctx, view, walk);
    ctx.fill();
  }
  ctx.globalAlpha = 1;
  const { x, y } = scene.path;
  ctx.strokeStyle = colors.path;
  ctx.lineWidth = 2;
  ctx.setLineDash([6, 5]);
  ctx.beginPath();
  for (let i = 0; i < x.length; i++) {
    if (i === 0) ctx.moveTo(toScreenX(view, x[i]!), toScreenY(view, y[i]!));
    else ctx.lineTo(toScreenX(view, x[i]!), toScreenY(view, y[i]!));
  }
  ctx.closePath();
  ctx.stroke();
  ctx.setLineDash([]);
}

const LIGHT_COLOR = { G: '#22c55e', A: '#f59e0b', R: '#ef4444' } as const;

/** The lap's stop lines in their light's colour at `t`. */
export function drawLights(ctx: Ctx, view: Viewport, scene: Scene, t: number) {
  const half = 1.75;
  ctx.lineWidth = Math.max(3, view.scale * 0.8);
  ctx.lineCap = 'round';
  scene.stopLines.forEach((line, i) => {
    const color = lightAt(scene.lights.colors[i] ?? '', scene.lights.hz, t);
    const nx = -Math.sin(line.yaw) * half;
    const ny = Math.cos(line.yaw) * half;
    ctx.strokeStyle = LIGHT_COLOR[color];
    ctx.beginPath();
    ctx.moveTo(toScreenX(view, line.x + nx), toScreenY(view, line.y + ny));
    ctx.lineTo(toScreenX(view, line.x - nx), toScreenY(view, line.y - ny));
    ctx.stroke();
  });
  ctx.lineCap = 'butt';
}

/** A car's body around its rear axle (the pose the simulator keeps), front marked. */
export function drawCar(ctx: Ctx, view: Viewport, pose: Pose, fill: string, halo = false) {
  const { front, rear, width } = SIM_BODY;
  ctx.save();
  ctx.translate(toScreenX(view, pose.x), toScreenY(view, pose.y));
  // Screen y points down, so the map's counter-clockwise yaw turns the other way.
  ctx.rotate(-pose.yaw);
  const s = view.scale;
  if (halo) {
    ctx.fillStyle = 'rgba(255,255,255,0.55)';
    ctx.beginPath();
    ctx.arc(((front - rear) / 2) * s, 0, Math.max(9, (front + rear) * 0.75 * s), 0, 2 * Math.PI);
    ctx.fill();
  }
  ctx.fillStyle = fill;
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 1;
  ctx.fillRect(-rear * s, (-width / 2) * s, (front + rear) * s, width * s);
  ctx.strokeRect(-rear * s, (-width / 2) * s, (front + rear) * s, width * s);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect((front - 0.8) * s, (-width / 2 + 0.2) * s, 0.5 * s, (width - 0.4) * s);
  ctx.restore();
}

/** The stopped cars still standing at `t`. */
export function drawObstacles(ctx: Ctx, view: Viewport, scene: Scene, t: number, color: string) {
  for (const obstacle of scene.obstacles) {
    if (t < obstacle.leavesAt) drawCar(ctx, view, obstacle, color);
  }
}

/** The way driven so far: the first `count` points. */
export function drawTrail(
  ctx: Ctx,
  view: Viewport,
  trail: { x: ArrayLike<number>; y: ArrayLike<number> },
  count: number,
  color: string,
) {
  if (count < 2) return;
  ctx.strokeStyle = color;
  ctx.lineWidth = 3;
  ctx.lineJoin = 'round';
  ctx.beginPath();
  ctx.moveTo(toScreenX(view, trail.x[0]!), toScreenY(view, trail.y[0]!));
  for (let i = 1; i < count; i++)
    ctx.lineTo(toScreenX(view, trail.x[i]!), toScreenY(view, trail.y[i]!));
  ctx.stroke();
}

/** Events where they happened: a ringed dot in the event's colour. */
export function drawMarkers(
  ctx: Ctx,
  view: Viewport,
  markers: ReadonlyArray<{ x: number; y: number; color: string }>,
) {
  for (const marker of markers) {
    ctx.fillStyle = marker.color;
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.arc(toScreenX(view, marker.x), toScreenY(view, marker.y), 6, 0, 2 * Math.PI);
    ctx.fill();
    ctx.stroke();
  }
}
