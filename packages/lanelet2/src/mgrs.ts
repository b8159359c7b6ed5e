/*
 * MGRS 100 km grid squares (e.g. '54SUE') in the WGS84 "AA" lettering, as GeographicLib's MGRS
 * and Autoware's MGRSProjector use them. Only UTM latitudes (80°S to 84°N): the polar UPS
 * squares never carry a road map Autoware can load.
 */
import { utmForward, utmReverse, utmZoneOf } from './utm';

const BAND_LETTERS = 'CDEFGHJKLMNPQRSTUVWX';
/** Column letters repeat every three zones: zones 1, 4, … use A–H; 2, 5, … J–R; 3, 6, … S–Z. */
const COLUMN_LETTERS = ['STUVWXYZ', 'ABCDEFGH', 'JKLMNPQR'] as const;
/** Row letters cycle every 2,000 km of northing; even zones start five letters later. */
const ROW_LETTERS = 'ABCDEFGHJKLMNPQRSTUV';
const SQUARE = 100000;
const ROW_CYCLE = 20 * SQUARE;
const MIN_LAT = -80;
const MAX_LAT = 84;

export interface MgrsGridOrigin {
  zone: number;
  north: boolean;
  /** UTM easting and northing (metres, false northing included in the south) of the SW corner. */
  easting: number;
  northing: number;
}

/** Latitude band letter (C…X), '' outside 80°S–84°N. Band X stretches to 84°N. */
export function mgrsLatitudeBand(lat: number): string {
  if (!(lat >= MIN_LAT && lat < MAX_LAT)) return '';
  return BAND_LETTERS[Math.min(Math.floor((lat - MIN_LAT) / 8), 19)] ?? '';
}

function rowOffset(zone: number): number {
  return zone % 2 === 0 ? 5 : 0;
}

/** The 100 km square holding (lat, lon), e.g. '54SUE'; '' if the point is polar or not finite. */
export function mgrsGridOf(lat: number, lon: number): string {
  const band = mgrsLatitudeBand(lat);
  if (band === '' || !Number.isFinite(lon)) return '';
  const zone = utmZoneOf(lat, lon);
  const utm = utmForward(lat, lon, zone);
  const column = COLUMN_LETTERS[zone % 3]?.[Math.floor(utm.easting / SQUARE) - 1];
  const rowIndex = (Math.floor(utm.northing / SQUARE) + rowOffset(zone)) % 20;
  const row = ROW_LETTERS[rowIndex];
  if (column === undefined || row === undefined) return '';
  return `${zone}${band}${column}${row}`;
}

/** Northing distance from a square's latitude span to a band's, 0 when they overlap. */
function bandGap(zone: number, north: boolean, easting: number, northing: number, band: number) {
  const centreEasting = easting + SQUARE / 2;
  const bottom = utmReverse(zone, north, centreEasting, northing).lat;
  const top = utmReverse(zone, north, centreEasting, northing + SQUARE).lat;
  const bandSouth = MIN_LAT + band * 8;
  const bandNorth = band === 19 ? MAX_LAT : bandSouth + 8;
  if (top < bandSouth) return bandSouth - top;
  if (bottom > bandNorth) return bottom - bandNorth;
  return 0;
}

/**
 * The SW corner of a 100 km square like '54SUE' (zone 1–60, band, column, row; case and
 * surrounding spaces ignored), or null if the text is no such square. Row letters repeat every
 * 2,000 km of northing; the latitude band picks the repeat that lies in it.
 */
export function mgrsGridOrigin(grid: string): MgrsGridOrigin | null {
  const match = /^(\d{1,2})([C-HJ-NP-X])([A-HJ-NP-Z])([A-HJ-NP-V])$/.exec(
    grid.trim().toUpperCase(),
  );
  if (match === null) return null;
  const [, zoneText = '', bandLetter = '', columnLetter = '', rowLetter = ''] = match;
  const zone = Number(zoneText);
  if (zone < 1 || zone > 60) return null;
  const columnIndex = COLUMN_LETTERS[zone % 3]?.indexOf(columnLetter) ?? -1;
  if (columnIndex < 0) return null;
  const band = BAND_LETTERS.indexOf(bandLetter);
  const north = band >= 10;
  const easting = (columnIndex + 1) * SQUARE;
  const rowInCycle = (ROW_LETTERS.indexOf(rowLetter) - rowOffset(zone) + 20) % 20;
  // Northings run from 0 to 10,000 km in either hemisphere (the south with its false northing).
  let best: { northing: number; gap: number } | null = null;
  for (let northing = rowInCycle * SQUARE; northing < 10000000; northing += ROW_CYCLE) {
    const gap = bandGap(zone, north, easting, northing, band);
    if (best === null || gap < best.gap) best = { northing, gap };
  }
  // No square with these letters reaches the band (a degree of slack for squares cut by a zone edge).
  if (best === null || best.gap > 1) return null;
  return { zone, north, easting, northing: best.northing };
}
