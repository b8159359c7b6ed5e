import type { Feature } from 'geojson';
import { describe, expect, it } from 'vitest';
import {
  markFeatures,
  objectFeatures,
  poseArrow,
  trajectoryFeatures,
  vehicleFeature,
} from '../model/live-features';
import {
  type LivePart,
  drawParts,
  LABEL_MIN_ZOOM,
  speedColor,
  trajectoryWidth,
} from './live-overlay';

/** A 2D context that writes down what is filled, stroked and written, with the style then. */
function recordingContext() {
  const drawn: string[] = [];
  const context = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    globalAlpha: 1,
    lineCap: 'butt',
    lineJoin: 'miter',
    font: '',
    textBaseline: 'alphabetic',
    beginPath() {},
    closePath() {},
    moveTo() {},
    lineTo() {},
    arc() {},
    roundRect() {},
    fill() {
      drawn.push(`fill ${context.fillStyle}`);
    },
    stroke() {
      drawn.push(`stroke ${context.strokeStyle}`);
    },
    fillText(text: string) {
      drawn.push(`text ${text}`);
    },
    measureText: (text: string) => ({ width: text.length * 6 }),
  };
  return { context: context as unknown as CanvasRenderingContext2D, drawn };
}

const pose = { lat: 37.242, lon: 126.7745, heading: 90 };
const car = {
  id: 'car-1',
  class: 'CAR' as const,
  lat: 37.2421,
  lon: 126.7745,
  heading: 0,
  length: 4.5,
  width: 1.8,
  height: 1.5,
  speed: 10,
};

function allParts(): Map<LivePart, Feature[]> {
  const objects = objectFeatures([car]);
  return new Map<LivePart, Feature[]>([
    [
      'trajectory',
      trajectoryFeatures([
        [37.242, 126.7745, 0],
        [37.2421, 126.7745, 10],
      ]).features,
    ],
    ['objects', objects.shapes.features],
    ['objectLabels', objects.labels.features],
    ['marks', markFeatures([{ lat: 37.2422, lon: 126.7745, color: 'RED' }], null, null).features],
    ['vehicle', vehicleFeature(pose).features],
    ['poseArrow', poseArrow(pose, 10).features],
  ]);
}

const view = (zoom: number) => ({
  project: ([lon, lat]: number[]) => ({ x: lon! * 1000, y: -lat! * 1000 }),
  zoom,
  vehicleColor: '#3F51B5',
});

describe('the live overlay', () => {
  it('draws bottom to top: trajectory, objects, their speed, lights, the vehicle, the pose arrow', () => {
    const { context, drawn } = recordingContext();
    drawParts(context, allParts(), view(18));
    expect(drawn[0]).toMatch(/^stroke rgb/);
    expect(drawn.indexOf('fill #1E88E5')).toBeGreaterThan(0);
    expect(drawn).toContain('text 36 km/h');
    expect(drawn.indexOf('fill #E53935')).toBeGreaterThan(drawn.indexOf('text 36 km/h'));
    expect(drawn.indexOf('fill #3F51B5')).toBeGreaterThan(drawn.indexOf('fill #E53935'));
    expect(drawn.at(-1)).toBe('fill #FF6D00');
  });

  it('draws fifty objects as one fill and one stroke per class, each corner projected once', () => {
    const { context, drawn } = recordingContext();
    const objects = objectFeatures(
      Array.from({ length: 50 }, (_, i) => ({
        ...car,
        id: `object-${i}`,
        class: i % 4 === 3 ? ('PEDESTRIAN' as const) : ('CAR' as const),
        lat: car.lat + i * 0.0001,
      })),
    );
    let projected = 0;
    const counted = view(18);
    drawParts(
      context,
      new Map<LivePart, Feature[]>([
        ['objects', objects.shapes.features],
        ['objectLabels', objects.labels.features],
      ]),
      {
        ...counted,
        project: (position) => {
          projected += 1;
          return counted.project(position);
        },
      },
    );
    const corners = objects.shapes.features.reduce(
      (sum, feature) =>
        sum + (feature.geometry.type === 'Polygon' ? feature.geometry.coordinates[0]!.length : 0),
      0,
    );
    // Two classes: two fills and two strokes; then a box and a text per label.
    expect(drawn.filter((entry) => entry.startsWith('stroke'))).toHaveLength(2);
    expect(drawn.filter((entry) => entry.startsWith('fill'))).toHaveLength(2 + 50);
    expect(drawn.filter((entry) => entry === 'text 36 km/h')).toHaveLength(50);
    expect(projected).toBe(corners + 50);
  });

  it('leaves the speed labels out when zoomed out', () => {
    const { context, drawn } = recordingContext();
    drawParts(context, allParts(), view(LABEL_MIN_ZOOM - 0.5));
    expect(drawn.some((entry) => entry.startsWith('text'))).toBe(false);
    expect(drawn).toContain('fill #1E88E5');
  });

  it('colours the trajectory by speed and widens it with the zoom, as the old style did', () => {
    expect(speedColor(0)).toBe('rgb(229, 57, 53)');
    expect(speedColor(-3)).toBe('rgb(229, 57, 53)');
    expect(speedColor(15)).toBe('rgb(255, 179, 0)');
    expect(speedColor(25)).toBe('rgb(161, 170, 36)');
    expect(speedColor(80)).toBe('rgb(0, 172, 193)');
    expect(trajectoryWidth(10)).toBe(2);
    expect(trajectoryWidth(16.5)).toBeCloseTo(4.5);
    expect(trajectoryWidth(20.5)).toBeCloseTo(10.5);
    expect(trajectoryWidth(23)).toBe(14);
  });
});
