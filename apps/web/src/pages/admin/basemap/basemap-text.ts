import type { Basemap, BasemapKind } from '@ads/contract';
import type { BasemapChoice, BasemapOrigin } from '../../../lib/map/basemap';

/** The kinds an administrator chooses from, each with what it is and an example address. */
export const KIND_TEXT: Record<BasemapKind, { label: string; help: string; example: string }> = {
  none: {
    label: 'None: the offline background and grid',
    help: 'Nothing is fetched from the internet: maps show their content on a plain background with lines of latitude and longitude.',
    example: '',
  },
  style: {
    label: 'MapLibre style (vector or raster)',
    help: 'The address of a style JSON, e.g. a self-hosted OpenMapTiles style or a vendor’s style URL.',
    example: 'https://tiles.example.com/styles/streets/style.json',
  },
  raster: {
    label: 'Raster tiles (XYZ template)',
    help: 'A tile address with {z}, {x} and {y}, e.g. aerial imagery to see the road surface.',
    example: 'https://tiles.example.com/{z}/{x}/{y}.png',
  },
  pmtiles: {
    label: 'PMTiles archive (raster tiles)',
    help: 'One .pmtiles file read by range requests: from a file server, or served by this studio: put region.pmtiles in its DATA_DIR/basemap folder and give /basemap/region.pmtiles.',
    example: '/basemap/region.pmtiles',
  },
};

/** One sentence saying what the maps draw now and where that comes from. */
export function originText(
  origin: BasemapOrigin,
  choice: BasemapChoice,
  runtime: Basemap | null,
): string {
  const what = choice.kind === 'none' ? '' : `${KIND_TEXT[choice.kind].label}: ${choice.url}`;
  if (origin === 'runtime' && runtime) {
    const who = runtime.updated_by ?? 'a deleted account';
    return `Set here by ${who} on ${runtime.updated_at.slice(0, 10)}: ${what}.`;
  }
  if (origin === 'build') {
    return `From this build of the web app (VITE_MAP_${choice.kind === 'style' ? 'STYLE' : 'RASTER'}_URL): ${what}. Saving here replaces it without a new build.`;
  }
  if (runtime) {
    return `None, set here by ${runtime.updated_by ?? 'a deleted account'} on ${runtime.updated_at.slice(0, 10)}: the offline background and grid.`;
  }
  return 'None: the offline background and grid (no basemap was set here or in the build).';
}
