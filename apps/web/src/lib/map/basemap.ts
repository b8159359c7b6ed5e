import { type Basemap, ROUTES } from '@ads/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api';

/*
 * The basemap under every map (issue 30): an administrator sets it at run time on
 * /admin/basemap; until one ever did, the build's VITE_MAP_STYLE_URL / VITE_MAP_RASTER_URL
 * decide, and without those the offline background and graticule (map-style.ts).
 */

export const BASEMAP_KEY = ['basemap'] as const;

/**
 * The run-time basemap: null when none was ever set, or the studio could not be asked. Asked
 * only when `enabled` (a browser that cannot draw maps has no use for it).
 */
export function useBasemap(enabled = true) {
  return useQuery({
    enabled,
    queryKey: BASEMAP_KEY,
    queryFn: async (): Promise<Basemap | null> => {
      const answer = await call(ROUTES.basemap);
      return answer.success ? answer.detail : null;
    },
    // A page reads it once; the admin page sets the new answer itself when it saves.
    staleTime: Infinity,
  });
}

/** What the map draws under its content, resolved from the run-time setting and the build. */
export type BasemapChoice =
  { kind: 'none' } | { kind: 'style' | 'raster' | 'pmtiles'; url: string };

/** Where the basemap comes from, in words the admin page and the maps say. */
export type BasemapOrigin = 'runtime' | 'build' | 'offline';

const env = (name: 'VITE_MAP_STYLE_URL' | 'VITE_MAP_RASTER_URL'): string => {
  const value: unknown = import.meta.env[name];
  return typeof value === 'string' ? value : '';
};

/** The build's choice: VITE_MAP_STYLE_URL wins over VITE_MAP_RASTER_URL; none: offline. */
export function buildBasemap(): BasemapChoice {
  const style = env('VITE_MAP_STYLE_URL');
  if (style) return { kind: 'style', url: style };
  const raster = env('VITE_MAP_RASTER_URL');
  if (raster) return { kind: 'raster', url: raster };
  return { kind: 'none' };
}

/** The run-time setting when one was made (even 'none'), else the build's. */
export function resolveBasemap(
  runtime: Basemap | null | undefined,
  build: BasemapChoice = buildBasemap(),
): { choice: BasemapChoice; origin: BasemapOrigin } {
  if (runtime) {
    const choice: BasemapChoice =
      runtime.kind === 'none' ? { kind: 'none' } : { kind: runtime.kind, url: runtime.url };
    return { choice, origin: choice.kind === 'none' ? 'offline' : 'runtime' };
  }
  return { choice: build, origin: build.kind === 'none' ? 'offline' : 'build' };
}

/** A path on the studio made absolute: maplibre's worker fetches need a full address. */
export function absoluteUrl(url: string, base: string = window.location.origin): string {
  return new URL(url, base).toString();
}
