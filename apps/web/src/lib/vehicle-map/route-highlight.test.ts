import type { FeatureCollection } from 'geojson';
import { describe, expect, it } from 'vitest';
import { SAMPLE_ROAD_NETWORK, buildLaneletMap, sampleRoadNetwork } from '@ads/lanelet2';
import { LANELET_SOURCES } from '../lanelet/layers';
import { mapKeyOf, mapSourceOf } from './load-vehicle-map';
import { MapReading } from './map-reading';
import type { MapWorkerClient } from './map-worker-client';
import { RouteHighlight } from './route-highlight';

/*
 * The route over a vehicle's map as HMI and FMS draw it: the worker's outline (here the real
 * reading, called in place of its worker) lands in the highlight source, once per route.
 */

const origin = SAMPLE_ROAD_NETWORK.origin;
const reading = MapReading.read({ kind: 'sample', origin });
const lanelets = [...buildLaneletMap(sampleRoadNetwork(origin).doc).lanelets.keys()];

function setUp() {
  const drawn: Record<string, FeatureCollection[]> = {};
  const map = {
    getSource: (id: string) => ({
      setData: (data: FeatureCollection) => (drawn[id] ??= []).push(data),
    }),
  } as never;
  let asked = 0;
  const worker = {
    route: (ids: number[]) => {
      asked += 1;
      return Promise.resolve(reading.route(ids));
    },
  } as unknown as MapWorkerClient;
  const counts: number[] = [];
  const route = new RouteHighlight(map, worker, (count) => counts.push(count));
  const highlights = () => drawn[LANELET_SOURCES.highlight] ?? [];
  return { route, highlights, counts, asked: () => asked };
}

describe('RouteHighlight', () => {
  it("outlines the route's lanelets once per route and clears it when the route goes", async () => {
    const { route, highlights, counts, asked } = setUp();
    route.show(lanelets.slice(0, 4));
    route.show(lanelets.slice(0, 4));
    await Promise.resolve();
    await Promise.resolve();
    expect(asked()).toBe(1);
    expect(highlights().at(-1)!.features).toHaveLength(4);
    route.show([]);
    expect(highlights().at(-1)!.features).toHaveLength(0);
    expect(counts).toEqual([4, 0]);
  });

  it('drops the answer of a route that was replaced before it came', async () => {
    const { route, highlights, counts } = setUp();
    route.show(lanelets.slice(0, 3));
    route.show(lanelets.slice(0, 2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(counts).toEqual([2]);
    expect(highlights()).toHaveLength(1);
  });

  it('draws the same route again after a reset (the map under it was read again)', async () => {
    const { route, counts } = setUp();
    route.show(lanelets.slice(0, 2));
    route.reset();
    route.show(lanelets.slice(0, 2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(counts).toEqual([2, 2]);
  });
});

describe('the map a vehicle reports', () => {
  it('is known by its source, place and version', () => {
    expect(mapKeyOf(null)).toBe('none');
    expect(mapKeyOf({ source: 'sample', name: 's', origin: { lat: 1, lon: 2 } })).toBe(
      'sample:1,2',
    );
    expect(mapKeyOf({ source: 'project', map_id: 4, version: 3, name: 'm' })).toBe('project:4:3');
    expect(mapKeyOf({ source: 'vehicle', name: 'own' })).toBe('vehicle');
  });

  it("reads a project map through the app's reader and has nothing to read of a vehicle's own", async () => {
    const asked: number[] = [];
    const readFile = (id: number) => {
      asked.push(id);
      return Promise.resolve({ text: '<osm/>', projector: null });
    };
    expect(
      await mapSourceOf({ source: 'project', map_id: 9, version: 1, name: 'm' }, readFile),
    ).toEqual({ kind: 'osm', text: '<osm/>', projector: null });
    expect(await mapSourceOf({ source: 'vehicle', name: 'own' }, readFile)).toBeNull();
    expect(
      await mapSourceOf({ source: 'sample', name: 's', origin: { lat: 1, lon: 2 } }, readFile),
    ).toEqual({ kind: 'sample', origin: { lat: 1, lon: 2 } });
    expect(asked).toEqual([9]);
  });
});
