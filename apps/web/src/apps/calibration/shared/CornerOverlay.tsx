import type { Vec2 } from '@ads/calibration';

/** Row colours as OpenCV's drawChessboardCorners has them: each row its own hue. */
export const rowColor = (row: number, rows: number) =>
  `hsl(${Math.round((row / Math.max(1, rows)) * 300)}, 90%, 55%)`;

/**
 * Runs of corners along the board's rows: with `ids` (a ChArUco detection, any subset of the
 * board's corners) each row's corners found, split where a corner is missing; without, the
 * whole grid row by row.
 */
export function cornerRows(
  corners: readonly Vec2[],
  cols: number,
  ids?: readonly number[],
): Array<{ row: number; points: Array<{ id: number; at: Vec2 }> }> {
  const runs: Array<{ row: number; points: Array<{ id: number; at: Vec2 }> }> = [];
  let previous = Number.NaN;
  corners.forEach((at, k) => {
    const id = ids ? ids[k]! : k;
    const row = Math.floor(id / Math.max(1, cols));
    const last = runs.at(-1);
    if (last && last.row === row && id === previous + 1) last.points.push({ id, at });
    else runs.push({ row, points: [{ id, at }] });
    previous = id;
  });
  return runs;
}

/**
 * A board's detected corners over its image (an SVG in the image's pixels, laid exactly over
 * it): each row a polyline of its own colour, the first corner ringed, as OpenCV draws them;
 * with `ids` (ChArUco) each corner labelled with its id. Pixel (0, 0) is the centre of the
 * top-left pixel, so the image spans −0.5 … size − 0.5.
 */
export function CornerOverlay(props: {
  width: number;
  height: number;
  corners: readonly Vec2[];
  cols: number;
  rows: number;
  /** The corners' ids on the board, when only some were seen (ChArUco). */
  ids?: readonly number[];
}) {
  const { width, height, corners, cols, rows, ids } = props;
  const dot = Math.max(width, height) / 160;
  const lines = cornerRows(corners, cols, ids).map(({ row, points }) => (
    <g key={points[0]!.id} stroke={rowColor(row, rows)} fill="none" strokeWidth={dot / 2}>
      <polyline points={points.map(({ at: [u, v] }) => `${u},${v}`).join(' ')} />
      {points.map(({ id, at: [u, v] }) => (
        <circle key={id} cx={u} cy={v} r={dot} />
      ))}
    </g>
  ));
  const first = corners[0];
  return (
    <svg
      viewBox={`-0.5 -0.5 ${width} ${height}`}
      preserveAspectRatio="none"
      aria-hidden
      style={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        pointerEvents: 'none',
      }}
    >
      {lines}
      {first && (
        <circle
          cx={first[0]}
          cy={first[1]}
          r={dot * 2.5}
          stroke="#fff"
          strokeWidth={dot / 1.5}
          fill="none"
        />
      )}
      {ids && (
        <g
          fontSize={dot * 4}
          fontFamily="sans-serif"
          fill="#fff"
          stroke="#000"
          strokeWidth={dot / 2}
          paintOrder="stroke"
        >
          {corners.map(([u, v], k) => (
            <text key={ids[k]} x={u + dot * 1.5} y={v - dot * 1.5} data-id={ids[k]}>
              {ids[k]}
            </text>
          ))}
        </g>
      )}
    </svg>
  );
}
