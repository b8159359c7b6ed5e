import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import { LIVE_SOURCES, installLiveLayers } from './live-layers';

/** A stand-in map that keeps what is added to it. */
function recordingMap() {
  const layers: Array<{ id: string }> = [];
  const sources: Record<string, unknown> = {};
  const map = {
    getSource: (id: string) => sources[id],
    getLayer: (id: string) => layers.find((layer) => layer.id === id),
    addSource: (id: string, source: unknown) => void (sources[id] = source),
    addLayer: (layer: { id: string }) => void layers.push(layer),
  };
  return { map, layers, sources };
}

describe('the live layers', () => {
  it('are a valid maplibre style, the vehicle drawn over everything but the pose arrow', () => {
    const { map, layers, sources } = recordingMap();
    installLiveLayers(map as never, '#1976D2');
    expect(Object.keys(sources).sort()).toEqual(Object.values(LIVE_SOURCES).sort());
    expect(validateStyleMin({ version: 8, sources, layers } as never)).toEqual([]);
    expect(layers.map((layer) => layer.id).slice(-3)).toEqual([
      'hmi-vehicle-fill',
      'hmi-vehicle-line',
      'hmi-pose-arrow',
    ]);
  });

  it('are added once however often installed', () => {
    const { map, layers } = recordingMap();
    installLiveLayers(map as never, '#1976D2');
    installLiveLayers(map as never, '#1976D2');
    expect(layers).toHaveLength(8);
  });
});
