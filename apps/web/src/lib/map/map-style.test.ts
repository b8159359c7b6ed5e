import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  graticule,
  graticuleCovers,
  graticuleStep,
  mapColors,
  offlineStyle,
  rasterStyle,
} from './map-style';

describe('map style', () => {
  it('boxes a route', () => {
    expect(
      boundsOf([
        [11.57, 48.13, 0],
        [11.6, 48.12, 1],
        [11.58, 48.15, 2],
      ]),
    ).toEqual({ west: 11.57, south: 48.12, east: 11.6, north: 48.15 });
    expect(boundsOf([])).toBeNull();
  });

  it('draws at most about eight graticule lines across the route', () => {
    expect(graticuleStep(0.03)).toBe(0.005);
    expect(graticuleStep(0.0004)).toBe(0.0001);
    expect(graticuleStep(40)).toBe(5);
  });

  it('reaches past the route on every side so panning still shows lines', () => {
    const bounds = { west: 11.57, south: 48.12, east: 11.6, north: 48.15 };
    const lines = graticule(bounds).features.map((feature) => feature.geometry.coordinates);
    const lons = lines.flat().map(([lon]) => lon!);
    const lats = lines.flat().map(([, lat]) => lat!);
    expect(Math.min(...lons)).toBeLessThan(bounds.west - 0.05);
    expect(Math.max(...lons)).toBeGreaterThan(bounds.east + 0.05);
    expect(Math.min(...lats)).toBeLessThan(bounds.south - 0.05);
    expect(Math.max(...lats)).toBeGreaterThan(bounds.north + 0.05);
  });

  it('keeps the graticule drawn while the view stays well inside its lines', () => {
    const drawn = { west: 11.57, south: 48.12, east: 11.6, north: 48.15 };
    const moved = (d: number) => ({
      west: drawn.west + d,
      south: drawn.south,
      east: drawn.east + d,
      north: drawn.north,
    });
    expect(graticuleCovers(drawn, drawn)).toBe(true);
    expect(graticuleCovers(drawn, moved(0.001))).toBe(true);
    // Farther than two spans: the lines would end in view soon.
    expect(graticuleCovers(drawn, moved(0.07))).toBe(false);
    // Zoomed out ten times: another step.
    expect(graticuleCovers(drawn, { west: 11.45, south: 48.0, east: 11.75, north: 48.3 })).toBe(
      false,
    );
  });

  it('needs nothing from the network: no tiles, glyphs or sprites', () => {
    const style = offlineStyle(mapColors(true, '#7F55F1'), {
      west: 0,
      south: 0,
      east: 0.01,
      north: 0.01,
    });
    expect(JSON.stringify(style)).not.toMatch(/https?:|tiles|glyphs|sprite/);
    expect(style.layers.map((layer) => layer.id)).toEqual(['background', 'graticule']);
  });

  it('puts a configured raster basemap beneath the graticule', () => {
    const bounds = { west: 0, south: 0, east: 0.01, north: 0.01 };
    const style = rasterStyle(
      mapColors(false, '#7F55F1'),
      bounds,
      'https://t.example/{z}/{x}/{y}.png',
    );
    expect(style.layers.map((layer) => layer.id)).toEqual(['background', 'basemap', 'graticule']);
    expect(style.sources.basemap).toMatchObject({
      type: 'raster',
      tiles: ['https://t.example/{z}/{x}/{y}.png'],
    });
  });
});
