import type { Basemap } from '@ads/contract';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, resolveBasemap } from './basemap';
import { mapColors, mapStyle } from './map-style';

/*
 * Which basemap a map draws (issue 30): the administrator's run-time choice when one was made,
 * else the build's variables, else the offline style; and the style each kind becomes.
 */

const setAt = (kind: Basemap['kind'], url = ''): Basemap => ({
  kind,
  url,
  updated_at: '2026-11-30T00:00:00.000Z',
  updated_by: 'Admin',
});
const BUILD_STYLE = { kind: 'style', url: 'https://build.example/style.json' } as const;
const bounds = { west: 11.57, south: 48.13, east: 11.58, north: 48.14 };
const colors = mapColors(false, '#7F55F1');

describe('the basemap a map draws', () => {
  it("takes the administrator's choice over the build's", () => {
    const raster = setAt('raster', 'https://t.example/{z}/{x}/{y}.png');
    expect(resolveBasemap(raster, BUILD_STYLE)).toEqual({
      choice: { kind: 'raster', url: 'https://t.example/{z}/{x}/{y}.png' },
      origin: 'runtime',
    });
    // 'none' set at run time is a choice too: offline, whatever the build says.
    expect(resolveBasemap(setAt('none'), BUILD_STYLE)).toEqual({
      choice: { kind: 'none' },
      origin: 'offline',
    });
  });

  it("falls back to the build's, then to the offline style, when none was ever set", () => {
    expect(resolveBasemap(null, BUILD_STYLE)).toEqual({ choice: BUILD_STYLE, origin: 'build' });
    expect(resolveBasemap(undefined, { kind: 'none' })).toEqual({
      choice: { kind: 'none' },
      origin: 'offline',
    });
  });

  it('makes a path on the studio a full address', () => {
    expect(absoluteUrl('/basemap/region.pmtiles', 'http://studio:8080')).toBe(
      'http://studio:8080/basemap/region.pmtiles',
    );
    expect(absoluteUrl('https://t.example/a.pmtiles', 'http://studio:8080')).toBe(
      'https://t.example/a.pmtiles',
    );
  });

  it('becomes a style: a style URL as it is, tiles and archives beneath the graticule', () => {
    expect(mapStyle(colors, bounds, BUILD_STYLE)).toBe(BUILD_STYLE.url);
    const offline = mapStyle(colors, bounds, { kind: 'none' });
    expect(typeof offline !== 'string' && offline.layers.map((layer) => layer.id)).toEqual([
      'background',
      'graticule',
    ]);
    const archive = mapStyle(colors, bounds, {
      kind: 'pmtiles',
      url: 'http://studio:8080/basemap/region.pmtiles',
    });
    if (typeof archive === 'string') throw new Error('a style document was expected');
    expect(archive.layers.map((layer) => layer.id)).toEqual(['background', 'basemap', 'graticule']);
    expect(archive.sources.basemap).toMatchObject({
      type: 'raster',
      url: 'pmtiles://http://studio:8080/basemap/region.pmtiles',
    });
  });
});
