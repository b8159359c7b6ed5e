import type { Vec2 } from '@ads/calibration';
import { gridLines } from './straightness';

/** Straight reference lines through each row's and column's end corners. */
export function ReferenceLines(props: {
  corners: Vec2[];
  cols: number;
  rows: number;
  ids: readonly number[] | undefined;
  width: number;
  height: number;
}) {
  const { corners, cols, rows, ids, width, height } = props;
  const lines = gridLines(corners, cols, rows, ids);
  if (lines.length === 0) return null;
  const segments = lines.map((line): [Vec2, Vec2] => [line[0]!, line.at(-1)!]);
  const stroke = Math.max(width, height) / 500;
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
      {segments.map(([a, b], k) => (
        <line
          key={k}
          x1={a[0]}
          y1={a[1]}
          x2={b[0]}
          y2={b[1]}
          stroke="#00E5FF"
          strokeWidth={stroke}
        />
      ))}
      {corners.map(([u, v], k) => (
        <circle key={k} cx={u} cy={v} r={stroke * 2} fill="#FF4081" />
      ))}
    </svg>
  );
}
