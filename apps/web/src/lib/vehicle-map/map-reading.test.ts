import { SAMPLE_ROAD_NETWORK, buildLaneletMap, sampleRoadNetwork } from '@ads/lanelet2';
import { describe, expect, it } from 'vitest';
import { MapReading } from './map-reading';

describe("the vehicle map worker's reading", () => {
  const origin = SAMPLE_ROAD_NETWORK.origin;
  const reading = MapReading.read({ kind: 'sample', origin });

  it('draws the sample road network around its origin', () => {
    const loaded = reading.loaded(7);
    expect(loaded.seq).toBe(7);
    expect(loaded.lanelets).toBeGreaterThan(100);
    const [west, south, east, north] = loaded.bounds!;
    expect(west).toBeLessThan(east);
    expect(south).toBeLessThan(north);
    expect(Math.abs((west + east) / 2 - origin.lon)).toBeLessThan(0.05);
  });

  it('outlines the route lanelets and gives the lane heading under a point', () => {
    const lanelets = [...buildLaneletMap(sampleRoadNetwork(origin).doc).lanelets.keys()].slice(
      0,
      3,
    );
    expect(reading.route(lanelets).features.length).toBe(3);
    const first = reading.loaded(1).features.lanelets.features[0]!;
    const [lon, lat] = first.geometry.coordinates[0]![0]!;
    const heading = reading.headingAt(lat!, lon!);
    expect(heading).not.toBeNull();
    expect(heading!).toBeGreaterThanOrEqual(0);
    expect(heading!).toBeLessThan(360);
    expect(reading.headingAt(0, 0)).toBeNull();
  });
});
