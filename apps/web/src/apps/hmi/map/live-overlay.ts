import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import type { Map as MapLibreMap } from 'maplibre-gl';

/*
 * The live layers, bottom to top: the trajectory, objects with their speed, traffic lights, the
 * goal and the stop point, the vehicle, the pose being dragged.
 *
 * They are drawn on a 2D canvas over the map, not as maplibre GeoJSON sources: a setData
 * re-tiles its source in maplibre's worker and repaints the whole map when the tile lands, and
 * a repaint of the map is the expensive thing (a software-GL browser waits ~35 ms for it). With
 * the live data here, a tick of the vehicle costs one map repaint (the camera following it, or
 * none when it stands) and this canvas, whose few dozen shapes draw in well under a millisecond.
 * The canvas is redrawn on each map render (the camera moved) and on each change of the data.
 */

export const LIVE_PARTS = [
  'trajectory',
  'objects',
  'objectLabels',
  'marks',
  'vehicle',
  'poseArrow',
] as const;
export type LivePart = (typeof LIVE_PARTS)[number];

/** Trajectory colour stops by speed (km/h): red when stopping, through amber, to green at speed. */
const SPEED_STOPS: ReadonlyArray<readonly [number, [number, number, number]]> = [
  [0, [0xe5, 0x39, 0x35]],
  [15, [0xff, 0xb3, 0x00]],
  [35, [0x43, 0xa0, 0x47]],
  [60, [0x00, 0xac, 0xc1]],
];

/** The trajectory's colour at a speed, interpolated between the stops. */
export function speedColor(kmh: number): string {
  const first = SPEED_STOPS[0]!;
  const last = SPEED_STOPS[SPEED_STOPS.length - 1]!;
  if (kmh <= first[0]) return rgb(first[1]);
  if (kmh >= last[0]) return rgb(last[1]);
  for (let i = 1; i < SPEED_STOPS.length; i += 1) {
    const [k1, c1] = SPEED_STOPS[i]!;
    const [k0, c0] = SPEED_STOPS[i - 1]!;
    if (kmh <= k1) {
      const f = (kmh - k0) / (k1 - k0);
      return rgb([0, 1, 2].map((j) => c0[j]! + (c1[j]! - c0[j]!) * f) as [number, number, number]);
    }
  }
  return rgb(last[1]);
}

const rgb = ([r, g, b]: readonly number[]) =>
  `rgb(${Math.round(r!)}, ${Math.round(g!)}, ${Math.round(b!)})`;

/** The trajectory's width in pixels at a zoom: 2 at 14, 7 at 19, 14 at 22. */
export function trajectoryWidth(zoom: number): number {
  const stops = [
    [14, 2],
    [19, 7],
    [22, 14],
  ] as const;
  if (zoom <= stops[0][0]) return stops[0][1];
  if (zoom >= stops[2][0]) return stops[2][1];
  const [z0, w0] = zoom <= stops[1][0] ? stops[0] : stops[1];
  const [z1, w1] = zoom <= stops[1][0] ? stops[1] : stops[2];
  return w0 + ((w1 - w0) * (zoom - z0)) / (z1 - z0);
}

/** Objects' speed labels show from this zoom in (farther out they would cover the road). */
export const LABEL_MIN_ZOOM = 16;

type Draw = CanvasRenderingContext2D;
type Project = (position: Position) => { x: number; y: number };

/** Draws the live parts onto a canvas over `map`, in the map's CSS pixels. */
export class LiveOverlay {
  private readonly parts = new Map<LivePart, Feature[]>();
  private readonly canvas: HTMLCanvasElement;
  private frame: number | null = null;
  private readonly onRender = () => this.draw();
  private readonly onResize = () => {
    this.fit();
    this.draw();
  };

  constructor(
    private readonly map: MapLibreMap,
    private readonly vehicleColor: string,
  ) {
    this.canvas = document.createElement('canvas');
    this.canvas.className = 'hmi-live-overlay';
    this.canvas.setAttribute('aria-hidden', 'true');
    Object.assign(this.canvas.style, {
      position: 'absolute',
      inset: '0',
      pointerEvents: 'none',
    });
    // Above the map's canvas, below its controls (later siblings).
    map.getCanvasContainer().after(this.canvas);
    this.fit();
    map.on('render', this.onRender);
    map.on('resize', this.onResize);
  }

  /** Replaces parts' features and draws on the next frame (or with the map's next render). */
  set(update: Partial<Record<LivePart, FeatureCollection>>): void {
    for (const [part, collection] of Object.entries(update)) {
      this.parts.set(part as LivePart, collection.features);
    }
    if (this.frame === null) {
      this.frame = requestAnimationFrame(() => {
        this.frame = null;
        this.draw();
      });
    }
  }

  /** How many features a part holds now (for tests and the page's attributes). */
  count(part: LivePart): number {
    return this.parts.get(part)?.length ?? 0;
  }

  dispose(): void {
    this.map.off('render', this.onRender);
    this.map.off('resize', this.onResize);
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.canvas.remove();
  }

  private fit(): void {
    const source = this.map.getCanvas();
    const ratio = window.devicePixelRatio || 1;
    const width = source.clientWidth;
    const height = source.clientHeight;
    this.canvas.width = Math.round(width * ratio);
    this.canvas.height = Math.round(height * ratio);
    this.canvas.style.width = `${width}px`;
    this.canvas.style.height = `${height}px`;
  }

  draw(): void {
    const context = this.canvas.getContext('2d');
    if (!context) return;
    const ratio = this.canvas.width / Math.max(1, this.canvas.clientWidth || this.canvas.width);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, this.canvas.width, this.canvas.height);
    drawParts(context, this.parts, {
      project: (position) => this.map.project([position[0]!, position[1]!]),
      zoom: this.map.getZoom(),
      vehicleColor: this.vehicleColor,
    });
  }
}

/** The parts in their order, styled as the HMI draws them. Pure over a 2D context. */
export function drawParts(
  context: Draw,
  parts: ReadonlyMap<LivePart, Feature[]>,
  view: { project: Project; zoom: number; vehicleColor: string },
): void {
  const { project, zoom } = view;
  const features = (part: LivePart) => parts.get(part) ?? [];

  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.lineWidth = trajectoryWidth(zoom);
  context.globalAlpha = 0.9;
  for (const feature of features('trajectory')) {
    context.strokeStyle = speedColor(Number(feature.properties?.kmh ?? 0));
    strokeGeometry(context, feature.geometry, project);
  }

  // One path per colour (the objects' classes), filled and stroked once: 50 objects drew 100
  // paths, each corner projected twice, and the map's frames with them took 1.25× the empty
  // map's at p95 on a tablet (bench/hmi.ts).
  const byColor = new Map<string, Feature[]>();
  for (const feature of features('objects')) {
    const color = String(feature.properties?.color ?? '#9E9E9E');
    const same = byColor.get(color);
    if (same) same.push(feature);
    else byColor.set(color, [feature]);
  }
  for (const [color, group] of byColor) {
    context.beginPath();
    for (const feature of group) traceGeometry(context, feature.geometry, project);
    context.globalAlpha = 0.55;
    context.fillStyle = color;
    context.fill();
    context.globalAlpha = 1;
    context.lineWidth = 2;
    context.strokeStyle = color;
    context.stroke();
  }

  context.globalAlpha = 1;
  if (zoom >= LABEL_MIN_ZOOM) speedLabels(context, features('objectLabels'), project);

  for (const feature of features('marks')) {
    if (feature.geometry.type !== 'Point') continue;
    const kind = String(feature.properties?.kind ?? 'light');
    const at = project(feature.geometry.coordinates);
    context.beginPath();
    context.arc(at.x, at.y, kind === 'goal' ? 9 : kind === 'stop' ? 6 : 7, 0, 2 * Math.PI);
    context.fillStyle = String(feature.properties?.color ?? '#9E9E9E');
    context.fill();
    context.lineWidth = kind === 'goal' ? 3 : 2;
    context.strokeStyle = kind === 'light' ? '#212121' : '#FFFFFF';
    context.stroke();
  }

  for (const feature of features('vehicle')) {
    context.globalAlpha = 0.95;
    context.fillStyle = view.vehicleColor;
    fillGeometry(context, feature.geometry, project);
    context.globalAlpha = 1;
    context.lineWidth = 2;
    context.strokeStyle = '#FFFFFF';
    strokeGeometry(context, feature.geometry, project);
  }

  context.globalAlpha = 0.9;
  context.fillStyle = '#FF6D00';
  for (const feature of features('poseArrow')) fillGeometry(context, feature.geometry, project);
  context.globalAlpha = 1;
}

function tracePath(context: Draw, line: Position[], project: Project, close: boolean) {
  line.forEach((position, i) => {
    const { x, y } = project(position);
    if (i === 0) context.moveTo(x, y);
    else context.lineTo(x, y);
  });
  if (close) context.closePath();
}

function fillGeometry(context: Draw, geometry: Geometry, project: Project) {
  if (geometry.type !== 'Polygon') return;
  context.beginPath();
  for (const ring of geometry.coordinates) tracePath(context, ring, project, true);
  context.fill();
}

function strokeGeometry(context: Draw, geometry: Geometry, project: Project) {
  if (geometry.type !== 'LineString' && geometry.type !== 'Polygon') return;
  context.beginPath();
  traceGeometry(context, geometry, project);
  context.stroke();
}

/** Adds a line's or a polygon's outline to the current path. */
function traceGeometry(context: Draw, geometry: Geometry, project: Project) {
  if (geometry.type === 'LineString') tracePath(context, geometry.coordinates, project, false);
  else if (geometry.type === 'Polygon') {
    for (const ring of geometry.coordinates) tracePath(context, ring, project, true);
  }
}

const LABEL_FONT = '600 11px system-ui, sans-serif';
const LABEL_HEIGHT = 16;

/** Text widths by label: a font set and a text measured per label per frame cost the most. */
const labelWidths = new Map<string, number>();

/**
 * "23 km/h" on a dark rounded box, its bottom 8 px above the object, box and text label by
 * label (a later label covers an earlier one where they overlap), the font set once.
 */
function speedLabels(context: Draw, labels: readonly Feature[], project: Project) {
  context.font = LABEL_FONT;
  context.textBaseline = 'middle';
  for (const feature of labels) {
    const kmh = Number(feature.properties?.kmh ?? -1);
    if (kmh < 0 || feature.geometry.type !== 'Point') continue;
    const text = `${kmh} km/h`;
    let width = labelWidths.get(text);
    if (width === undefined) {
      width = Math.ceil(context.measureText(text).width + 8);
      if (labelWidths.size > 500) labelWidths.clear();
      labelWidths.set(text, width);
    }
    const at = project(feature.geometry.coordinates);
    const left = at.x - width / 2;
    const top = at.y - 8 - LABEL_HEIGHT;
    context.fillStyle = 'rgba(20, 22, 32, 0.8)';
    context.beginPath();
    context.roundRect(left, top, width, LABEL_HEIGHT, 4);
    context.fill();
    context.fillStyle = '#FFFFFF';
    context.fillText(text, left + 4, top + LABEL_HEIGHT / 2 + 1);
  }
}
