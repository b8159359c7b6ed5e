/*
 * The radar tab's inputs, pasted or uploaded as CSV: radar detections (range m, azimuth deg,
 * RCS dBsm) and lidar reflector positions (x, y, z m, lidar frame). Commas, semicolons, tabs or
 * spaces separate; `#` starts a comment; an optional header names the columns in any order
 * (units in brackets or after an underscore are fine: `range_m`, `azimuth [deg]`). Every line
 * that cannot be read is said by its number; the others are kept.
 */

interface Column {
  key: string;
  /** Header words that name it (lower case, units stripped). */
  names: string[];
  optional?: boolean;
}

export interface Table<Row> {
  rows: Row[];
  /** One sentence per line that could not be read. */
  errors: string[];
}

export interface RadarRow {
  range: number;
  azimuthDeg: number;
  rcs: number;
}

export interface LidarRow {
  x: number;
  y: number;
  z: number;
}

const RADAR_COLUMNS: Column[] = [
  { key: 'range', names: ['range', 'r', 'distance', 'range_m'] },
  { key: 'azimuthDeg', names: ['azimuth', 'az', 'angle', 'azimuth_deg', 'bearing'] },
  { key: 'rcs', names: ['rcs', 'rcs_dbsm', 'dbsm'], optional: true },
];

const LIDAR_COLUMNS: Column[] = [
  { key: 'x', names: ['x', 'x_m'] },
  { key: 'y', names: ['y', 'y_m'] },
  { key: 'z', names: ['z', 'z_m'], optional: true },
];

/** A header cell as a bare name: `Azimuth [deg]` → `azimuth`, `range_m` → `range`. */
function bareName(cell: string): string {
  return cell
    .toLowerCase()
    .replace(/[[(].*?[\])]/g, '')
    .replace(/_(m|deg|rad|dbsm|db)$/, '')
    .trim();
}

function cellsOf(line: string): string[] {
  const trimmed = line.trim();
  const separator = /[,;\t]/.test(trimmed) ? /\s*[,;\t]\s*/ : /\s+/;
  return trimmed.split(separator);
}

function parseTable(text: string, columns: Column[]): Table<Record<string, number>> {
  const rows: Array<Record<string, number>> = [];
  const errors: string[] = [];
  // Which cell holds each column: by position until a header says otherwise.
  let at = columns.map((_, index) => index);
  let headerSeen = false;
  // A header without the columns needed: its rows cannot be read by position either.
  let unreadable = false;
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = raw.replace(/#.*/, '').trim();
    if (!line || unreadable) return;
    const cells = cellsOf(line);
    const number = index + 1;
    const isHeader =
      !headerSeen &&
      rows.length === 0 &&
      cells.some((cell) => /[a-z]/i.test(cell) && !Number.isFinite(Number(cell)));
    if (isHeader) {
      headerSeen = true;
      const names = cells.map(bareName);
      const found = columns.map((column) => names.findIndex((name) => column.names.includes(name)));
      const missing = columns.filter((column, k) => found[k]! < 0 && !column.optional);
      if (missing.length) {
        errors.push(
          `Line ${number}: the header has no ${missing.map((c) => c.names[0]).join(', ')} column.`,
        );
        unreadable = true;
        return;
      }
      at = found;
      return;
    }
    const row: Record<string, number> = {};
    for (const [k, column] of columns.entries()) {
      const cell = at[k]! >= 0 ? cells[at[k]!] : undefined;
      if (cell === undefined || cell === '') {
        if (column.optional) {
          row[column.key] = 0;
          continue;
        }
        errors.push(`Line ${number}: no ${column.names[0]} value.`);
        return;
      }
      const value = Number(cell);
      if (!Number.isFinite(value)) {
        errors.push(`Line ${number}: “${cell}” is not a number (${column.names[0]}).`);
        return;
      }
      row[column.key] = value;
    }
    rows.push(row);
  });
  return { rows, errors };
}

/** Radar detections: range (m, not negative), azimuth (degrees), RCS (dBsm, 0 if absent). */
export function parseRadarCsv(text: string): Table<RadarRow> {
  const table = parseTable(text, RADAR_COLUMNS) as Table<RadarRow & Record<string, number>>;
  const rows: RadarRow[] = [];
  const errors = [...table.errors];
  for (const row of table.rows) {
    if (row.range < 0) errors.push(`A range of ${row.range} m is negative; it was left out.`);
    else rows.push({ range: row.range, azimuthDeg: row.azimuthDeg, rcs: row.rcs });
  }
  return { rows, errors };
}

/** Lidar reflector positions, metres in the lidar frame (z 0 if absent; the fit is planar). */
export function parseLidarCsv(text: string): Table<LidarRow> {
  const table = parseTable(text, LIDAR_COLUMNS);
  return {
    rows: table.rows.map((row) => ({ x: row.x!, y: row.y!, z: row.z ?? 0 })),
    errors: table.errors,
  };
}

/**
 * Example inputs, for the "Paste the example" buttons: five reflectors seen by a radar that sits
 * at x 1.2 m, y 0.6 m, yaw −2° in the lidar frame (with 2 cm and 0.1° of noise), and one weak
 * return of clutter that the RCS floor leaves out.
 */
export const RADAR_EXAMPLE = `range_m,azimuth_deg,rcs_dbsm
4.88,12.7,13.0
8.40,-13.2,13.0
12.26,17.1,14.8
16.27,-3.2,12.4
20.81,10.1,12.1
9.70,35.0,-3.5`;

export const LIDAR_EXAMPLE = `x,y,z
6.00,1.50,0.42
9.30,-1.60,0.40
13.00,3.80,0.45
17.40,-0.90,0.41
21.80,3.50,0.43`;

/**
 * The detections that can be reflectors (RCS at least `minRcs`) in the radar's plane, x forward
 * and y left, with each one's line in the table. `azimuthLeft`: positive azimuth is to the left
 * (counter-clockwise, REP 103); many radars count it to the right: then it is negated.
 */
export function radarPoints(
  rows: readonly RadarRow[],
  options: { minRcs: number; azimuthLeft: boolean },
): { points: Array<[number, number]>; rows: number[] } {
  const points: Array<[number, number]> = [];
  const kept: number[] = [];
  rows.forEach((row, index) => {
    if (row.rcs < options.minRcs) return;
    const azimuth = ((options.azimuthLeft ? 1 : -1) * row.azimuthDeg * Math.PI) / 180;
    points.push([row.range * Math.cos(azimuth), row.range * Math.sin(azimuth)]);
    kept.push(index);
  });
  return { points, rows: kept };
}
