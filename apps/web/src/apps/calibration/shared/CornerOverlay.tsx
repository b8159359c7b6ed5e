import type { Vec2 } from '@ads/contract';

/** Row colours as OpenCV's drawChessboardCorners has them: each row its own hue. */
export const rowColor = (row: number, rows: number) =>
  `hsl(${Math.round((row / Math.max(1, rows)) * 300)}, 90%, 55%)`;

/**
 * A board's detected corners over its image (an SVG in the image's pixels, laid exactly over
 * it): each row a polyline of its own colour, the first corner ringed, as OpenCV draws them.
 * Pixel (0, 0) is the centre of the top-left pixel, so the image spans −0.5 … size − 0.5.
 */
export function CornerOverlay(props: {
  width: number;
  height: number;
  corners: readonly Vec2[];
  cols: number;
  rows: number;
}) {
  const { width, height, corners, cols, rows } = props;
  const dot = Math.max(width, height) / 160;
  const lines = [];
  for (let r = 0; r * cols < corners.length; r += 1) {
    const row = corners.slice(r * cols, (r + 1) * cols);
    lines.push(
      <g key={r} stroke={rowColor(r, rows)} fill="none" strokeWidth={dot / 2}>
        <polyline points={row.map(([u, v]) => `${u},${v}`).join(' ')} />
        {row.map(([u, v], c) => (
          <circle key={c} cx={u} cy={v} r={dot} />
        ))}
      </g>,
    );
  }
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
    </svg>
  );
}
