import type { Basemap, BasemapKind } from '@ads/contract';
import type { TFunction } from 'i18next';
import type { BasemapChoice, BasemapOrigin } from '../../../lib/map/basemap';

/** An example address per kind: addresses are the same in every language. */
export const KIND_EXAMPLE: Record<BasemapKind, string> = {
  none: '',
  style: 'https://tiles.example.com/styles/streets/style.json',
  raster: 'https://tiles.example.com/{z}/{x}/{y}.png',
  pmtiles: '/basemap/region.pmtiles',
};

/** One sentence saying what the maps draw now and where that comes from. */
export function originText(
  t: TFunction<'admin'>,
  origin: BasemapOrigin,
  choice: BasemapChoice,
  runtime: Basemap | null,
): string {
  const what =
    choice.kind === 'none' ? '' : `${t(`basemap.kinds.${choice.kind}.label`)}: ${choice.url}`;
  const who = runtime?.updated_by ?? t('basemap.origin.deleted');
  const date = runtime?.updated_at.slice(0, 10) ?? '';
  // The values are addresses and names, not markup: shown as they are.
  const values = { who, date, what, interpolation: { escapeValue: false } };
  if (origin === 'runtime' && runtime) return t('basemap.origin.runtime', values);
  if (origin === 'build') {
    const variable = choice.kind === 'style' ? 'VITE_MAP_STYLE_URL' : 'VITE_MAP_RASTER_URL';
    return t('basemap.origin.build', { ...values, variable });
  }
  if (runtime) return t('basemap.origin.noneSet', values);
  return t('basemap.origin.offline');
}
