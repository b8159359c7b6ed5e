import { describe, expect, it } from 'vitest';
import { defaultSignal } from '../detail/signal-choice';
import {
  MAX_PANELS,
  addPanel,
  defaultLayout,
  defaultPlotPath,
  fitLayout,
  movePanel,
  newPanel,
  parseLayout,
  removePanel,
  splitSeriesPath,
  topicsShown,
  updatePanel,
} from './layout';
import type { PlaybackTopic } from './protocol';

const topic = (name: string, kind: PlaybackTopic['kind'], decodable = true): PlaybackTopic => ({
  topic: name,
  type: 'x',
  encoding: 'cdr',
  count: 10,
  kind,
  decodable,
});

// A drive as the HMI records it: a cloud, objects, a camera, GNSS, pose and the status.
const TOPICS = [
  topic('/perception/objects', 'objects'),
  topic('/sensing/lidar/points', 'cloud'),
  topic('/camera/front/compressed', 'image'),
  topic('/gnss/fix', 'gnss'),
  topic('/localization/pose', 'pose'),
  topic('/vehicle/status', 'other'),
];
// The index lists the objects' fields first: the old default plotted `objects.0.speed`.
const INDEXED = [
  { name: '/perception/objects', fields: ['objects.0.speed', 'objects.1.speed'] },
  { name: '/localization/odometry', fields: ['twist.twist.linear.x', 'pose.pose.position.x'] },
  { name: '/vehicle/status', fields: ['header.stamp.sec', 'velocity', 'steering'] },
];

describe('the default layout', () => {
  it('is 3D, image, plot of the speed, raw and map for a full drive', () => {
    const layout = defaultLayout(TOPICS, INDEXED, true);
    expect(layout.panels.map((panel) => panel.kind)).toEqual(['3d', 'image', 'plot', 'raw', 'map']);
    const [scene, image, plot, raw, map] = layout.panels;
    expect(scene!.topics).toEqual([
      '/sensing/lidar/points',
      '/perception/objects',
      '/localization/pose',
    ]);
    expect(image!.topics).toEqual(['/camera/front/compressed']);
    expect(plot!.paths).toEqual(['/vehicle/status.velocity']);
    expect(raw!.topics).toEqual(['/vehicle/status']);
    expect(map!.topics).toEqual(['/gnss/fix']);
    expect(new Set(layout.panels.map((panel) => panel.id)).size).toBe(5);
  });

  it('leaves out 3D, image and map when the record has no cloud, image or route', () => {
    const layout = defaultLayout([topic('/vehicle/status', 'other')], INDEXED, false);
    expect(layout.panels.map((panel) => panel.kind)).toEqual(['plot', 'raw']);
    // Undecodable topics are not drawn.
    const undecodable = defaultLayout([topic('/points', 'cloud', false)], [], false);
    expect(undecodable.panels.map((panel) => panel.kind)).toEqual(['plot', 'raw']);
  });

  it("plots the speed: the vehicle's, else odometry's, never an object's first", () => {
    expect(defaultPlotPath(INDEXED)).toBe('/vehicle/status.velocity');
    expect(defaultPlotPath(INDEXED.slice(0, 2))).toBe(
      '/localization/odometry.twist.twist.linear.x',
    );
    expect(defaultPlotPath(INDEXED.slice(0, 1))).toBeNull();
    expect(defaultPlotPath([{ name: '/a', fields: ['objects.0.speed', 'count'] }])).toBe(
      '/a.count',
    );
    expect(defaultPlotPath([])).toBeNull();
  });

  it("plots first what the record's signal plot shows first (one ranking), an HMI drive too", () => {
    // An HMI drive: the odometry's twist comes before the vehicle's status in the file, and
    // the two rankings used to disagree on it (the plot took the twist, the signal the speed).
    const drive = [
      { name: '/hmi/objects', type: 'foxglove.SceneUpdate', fields: ['entities.0.cubes.0.size.x'] },
      {
        name: '/localization/kinematic_state',
        type: 'nav_msgs/msg/Odometry',
        fields: ['pose.pose.position.x', 'twist.twist.linear.x'],
      },
      {
        name: '/vehicle/status',
        type: 'ads_studio/msg/VehicleStatus',
        fields: ['lat', 'lon', 'speed', 'steering'],
      },
    ];
    const signal = defaultSignal(drive)!;
    expect(signal).toEqual({ topic: '/vehicle/status', field: 'speed' });
    expect(defaultPlotPath(drive)).toBe(`${signal.topic}.${signal.field}`);
  });
});

describe('a saved layout', () => {
  it('restores what was saved, as JSON, and refuses what is not a layout', () => {
    const layout = defaultLayout(TOPICS, INDEXED, true);
    const saved = JSON.parse(JSON.stringify(layout)) as unknown;
    expect(parseLayout(saved)).toEqual(layout);
    for (const bad of [
      null,
      'x',
      { version: 2, panels: [] },
      { version: 1 },
      { version: 1, panels: [{ id: 'a', kind: 'video', topics: [], paths: [] }] },
      { version: 1, panels: [{ id: 'a', kind: 'raw', topics: [1], paths: [] }] },
      {
        version: 1,
        panels: Array.from({ length: MAX_PANELS + 1 }, (_, i) => ({
          id: `p${i}`,
          kind: 'raw',
          topics: [],
          paths: [],
        })),
      },
    ]) {
      expect(parseLayout(bad)).toBeNull();
    }
  });

  it("is fitted to another record: topics it lacks become that record's own", () => {
    const saved = defaultLayout(TOPICS, INDEXED, true);
    const other = [
      topic('/lidar/top', 'cloud'),
      topic('/vehicle/status', 'other'),
      topic('/fix', 'gnss'),
    ];
    const fitted = fitLayout(saved, other, [{ name: '/vehicle/status', fields: ['velocity'] }]);
    expect(fitted.panels.map((panel) => panel.kind)).toEqual(['3d', 'image', 'plot', 'raw', 'map']);
    expect(fitted.panels[0]!.topics).toEqual(['/lidar/top']);
    expect(fitted.panels[1]!.topics).toEqual([]);
    expect(fitted.panels[2]!.paths).toEqual(['/vehicle/status.velocity']);
    expect(fitted.panels[3]!.topics).toEqual(['/vehicle/status']);
    expect(fitted.panels[4]!.topics).toEqual(['/fix']);
    // The same record: nothing changes.
    expect(fitLayout(saved, TOPICS, INDEXED)).toEqual(saved);
  });

  it('is changed by adding, choosing, moving and removing panels', () => {
    let layout = defaultLayout([topic('/vehicle/status', 'other')], INDEXED, false);
    layout = addPanel(layout, newPanel('image', TOPICS, INDEXED));
    expect(layout.panels.map((panel) => panel.kind)).toEqual(['plot', 'raw', 'image']);
    const image = layout.panels[2]!;
    layout = updatePanel(layout, image.id, { topics: ['/camera/front/compressed'] });
    layout = movePanel(layout, image.id, -1);
    expect(layout.panels.map((panel) => panel.kind)).toEqual(['plot', 'image', 'raw']);
    expect(movePanel(layout, layout.panels[0]!.id, -1)).toBe(layout);
    expect(topicsShown(layout)).toEqual(['/camera/front/compressed', '/vehicle/status']);
    // With the record's topics, a plot's topic too: its value at the cursor is the message's.
    const plotted = updatePanel(layout, layout.panels[0]!.id, {
      paths: ['/odom.twist.twist.linear.x'],
    });
    expect(topicsShown(plotted, ['/odom', '/vehicle/status'])).toEqual([
      '/odom',
      '/camera/front/compressed',
      '/vehicle/status',
    ]);
    layout = removePanel(layout, image.id);
    expect(layout.panels.map((panel) => panel.kind)).toEqual(['plot', 'raw']);
    let full = layout;
    for (let i = 0; i < MAX_PANELS + 3; i += 1)
      full = addPanel(full, newPanel('raw', TOPICS, INDEXED));
    expect(full.panels).toHaveLength(MAX_PANELS);
  });
});

describe('a series path', () => {
  it("splits at the record's longest topic that prefixes it", () => {
    const topics = ['/vehicle', '/vehicle/status'];
    expect(splitSeriesPath('/vehicle/status.velocity', topics)).toEqual({
      topic: '/vehicle/status',
      path: 'velocity',
    });
    expect(splitSeriesPath('/odom.twist.twist.linear.x', [])).toEqual({
      topic: '/odom',
      path: 'twist.twist.linear.x',
    });
    expect(splitSeriesPath('/no_path', [])).toBeNull();
  });
});
