import type { RadarPose2D, ReflectorMatch, Vec2 } from '@ads/calibration';
import { Box, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The plot's extent in metres: every point and both sensors, with a margin, square-ish. */
export function plotBounds(points: readonly Vec2[]): {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
} {
  const xs = [0, ...points.map((p) => p[0])];
  const ys = [0, ...points.map((p) => p[1])];
  let [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  const margin = Math.max(1, 0.08 * Math.max(maxX - minX, maxY - minY));
  minX -= margin;
  maxX += margin;
  minY -= margin;
  maxY += margin;
  return { minX, maxX, minY, maxY };
}

/** A reflector's code (L1, L2, …): the same in every language. SVG's types lack `translate`. */
const NOT_TRANSLATED: object = { translate: 'no' };

const moved = (pose: RadarPose2D, [x, y]: Vec2): Vec2 => [
  Math.cos(pose.yaw) * x - Math.sin(pose.yaw) * y + pose.x,
  Math.sin(pose.yaw) * x + Math.cos(pose.yaw) * y + pose.y,
];

/**
 * Lidar reflectors and radar detections in the lidar frame seen from above (x forward up the
 * plot, y left to the left, as a bird's-eye view), the radar's points moved by the fit (or the
 * guess before one); matched pairs joined; the radar drawn where the fit puts it.
 */
export function RadarPlot(props: {
  radar: Vec2[];
  lidar: Vec2[];
  pose: RadarPose2D;
  matches: ReflectorMatch[];
  fitted: boolean;
}) {
  const theme = useTheme();
  const { t } = useTranslation('calibration');
  const radar = props.radar.map((p) => moved(props.pose, p));
  const all = [...radar, ...props.lidar, [props.pose.x, props.pose.y] as Vec2];
  const { minX, maxX, minY, maxY } = plotBounds(all);
  // Screen: right = −y, up = +x. viewBox units are metres.
  const width = maxY - minY;
  const height = maxX - minX;
  const toScreen = ([x, y]: Vec2): Vec2 => [maxY - y, maxX - x];
  const unit = Math.max(width, height) / 100;
  const step = Math.max(width, height) > 30 ? 10 : Math.max(width, height) > 8 ? 2 : 1;
  const grid = [];
  for (let x = Math.ceil(minX / step) * step; x <= maxX; x += step) {
    const [, sy] = toScreen([x, 0]);
    grid.push(<line key={`x${x}`} x1={0} x2={width} y1={sy} y2={sy} />);
  }
  for (let y = Math.ceil(minY / step) * step; y <= maxY; y += step) {
    const [sx] = toScreen([0, y]);
    grid.push(<line key={`y${y}`} x1={sx} x2={sx} y1={0} y2={height} />);
  }
  const radarAt = toScreen([props.pose.x, props.pose.y]);
  const heading = toScreen(moved(props.pose, [unit * 6, 0]));
  const lidarAt = toScreen([0, 0]);
  const colors = {
    lidar: theme.palette.primary.main,
    radar: theme.palette.warning.main,
    line: theme.palette.text.secondary,
  };
  return (
    <Box sx={{ width: '100%', maxWidth: 560, mx: 'auto' }}>
      <svg
        role="img"
        aria-label={t(props.fitted ? 'radar.plot.after' : 'radar.plot.before')}
        data-matched={props.matches.length}
        data-radar-points={radar.length}
        data-lidar-points={props.lidar.length}
        data-fitted={String(props.fitted)}
        viewBox={`0 0 ${width} ${height}`}
        style={{
          width: '100%',
          height: 'auto',
          maxHeight: 460,
          display: 'block',
          background: theme.palette.action.hover,
          borderRadius: 8,
        }}
      >
        <g stroke={theme.palette.divider} strokeWidth={unit * 0.15}>
          {grid}
        </g>
        {props.matches.map((match) => {
          const [a, b] = [toScreen(radar[match.radar]!), toScreen(props.lidar[match.lidar]!)];
          return (
            <line
              key={`${match.radar}-${match.lidar}`}
              x1={a[0]}
              y1={a[1]}
              x2={b[0]}
              y2={b[1]}
              stroke={colors.line}
              strokeWidth={unit * 0.3}
            />
          );
        })}
        {props.lidar.map((p, k) => {
          const [sx, sy] = toScreen(p);
          return (
            <g key={`l${k}`}>
              <circle
                cx={sx}
                cy={sy}
                r={unit * 1.4}
                fill="none"
                stroke={colors.lidar}
                strokeWidth={unit * 0.5}
              />
              <text
                x={sx + unit * 1.8}
                y={sy - unit * 1.2}
                fontSize={unit * 3}
                fill={colors.lidar}
                {...NOT_TRANSLATED}
              >
                L{k + 1}
              </text>
            </g>
          );
        })}
        {radar.map((p, k) => {
          const [sx, sy] = toScreen(p);
          const r = unit * 1.2;
          return (
            <g key={`r${k}`} stroke={colors.radar} strokeWidth={unit * 0.5}>
              <line x1={sx - r} y1={sy - r} x2={sx + r} y2={sy + r} />
              <line x1={sx - r} y1={sy + r} x2={sx + r} y2={sy - r} />
            </g>
          );
        })}
        <g>
          <rect
            x={lidarAt[0] - unit * 1.5}
            y={lidarAt[1] - unit * 1.5}
            width={unit * 3}
            height={unit * 3}
            fill={colors.lidar}
          />
          <text
            x={lidarAt[0] + unit * 2}
            y={lidarAt[1] + unit * 3.5}
            fontSize={unit * 3}
            fill={colors.lidar}
          >
            {t('radar.plot.lidarMark')}
          </text>
          <circle cx={radarAt[0]} cy={radarAt[1]} r={unit * 1.5} fill={colors.radar} />
          <line
            x1={radarAt[0]}
            y1={radarAt[1]}
            x2={heading[0]}
            y2={heading[1]}
            stroke={colors.radar}
            strokeWidth={unit * 0.6}
          />
          <text
            x={radarAt[0] + unit * 2}
            y={radarAt[1] - unit * 2}
            fontSize={unit * 3}
            fill={colors.radar}
          >
            {t('radar.plot.radarMark')}
          </text>
        </g>
      </svg>
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          justifyContent: 'center',
          mt: 0.5,
          fontSize: 12,
          color: 'text.secondary',
        }}
      >
        <span>
          <Box component="span" sx={{ color: colors.lidar }}>
            ○
          </Box>{' '}
          {t('radar.plot.lidar')}
        </span>
        <span>
          <Box component="span" sx={{ color: colors.radar }}>
            ×
          </Box>{' '}
          {t(props.fitted ? 'radar.plot.radarFit' : 'radar.plot.radarGuess')}
        </span>
        <span>{t('radar.plot.grid', { step })}</span>
      </Box>
    </Box>
  );
}
