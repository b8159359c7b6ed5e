import { type CloudProjection, type Vec2, depthColor } from '@ads/calibration';
import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { CornerOverlay } from '../shared/CornerOverlay';
import type { LoadedImage } from './lidar-state';
import { Trans, useTranslation } from 'react-i18next';

export interface PixelMarker {
  id: string;
  label: string;
  pixel: Vec2;
  /** The pair's residual after a solve: where the solution puts the point, drawn as a line. */
  projected?: Vec2;
}

/** Near and far for the overlay's colours: the 5th and 95th percentiles of the depths. */
export function depthRange(depth: Float32Array): [number, number] {
  if (depth.length === 0) return [0, 1];
  const sorted = Float32Array.from(depth).sort();
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
  const near = at(0.05);
  const far = at(0.95);
  return far > near ? [near, far] : [near, near + 1];
}

/** The projected cloud drawn on a canvas of the image's size, coloured by depth. */
function OverlayCanvas(props: { projection: CloudProjection; width: number; height: number }) {
  const { projection, width, height } = props;
  const { t } = useTranslation('calibration');
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    element.width = width;
    element.height = height;
    context.clearRect(0, 0, width, height);
    const [near, far] = depthRange(projection.depth);
    const size = Math.max(2, Math.round(Math.max(width, height) / 400));
    const half = size / 2;
    for (let i = 0; i < projection.count; i += 1) {
      const [r, g, b] = depthColor(projection.depth[i]!, near, far);
      context.fillStyle = `rgb(${r},${g},${b})`;
      // Pixel centres at integers: the square's centre on the point.
      context.fillRect(projection.u[i]! + 0.5 - half, projection.v[i]! + 0.5 - half, size, size);
    }
  }, [projection, width, height]);
  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={t('lidar.image.overlay')}
      data-overlay-points={projection.count}
      style={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        pointerEvents: 'none',
      }}
    />
  );
}

/**
 * The capture's image: the board's corners when found, the pairs' pixels (with where the solved
 * transform puts each point), the projected cloud; a click picks a pixel when `onPick` is set.
 * Fit the pane or show it at 100 % (scrolling) for exact clicks.
 */
export function ImagePane(props: {
  image: LoadedImage;
  markers: PixelMarker[];
  corners: Vec2[] | null;
  board: { cols: number; rows: number } | null;
  projection: CloudProjection | null;
  onPick?: (pixel: Vec2) => void;
  /** What a click does, in words (the pane's accessible description). */
  hint: string;
}) {
  const { image, markers } = props;
  const [zoom, setZoom] = useState<'fit' | 'full'>('fit');
  const { t } = useTranslation('calibration');
  const dot = Math.max(image.width, image.height) / 200;

  const click = (event: MouseEvent<HTMLDivElement>) => {
    if (!props.onPick) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (!(box.width > 0 && box.height > 0)) return;
    // OpenCV's pixels: (0, 0) is the centre of the top-left pixel.
    const u = ((event.clientX - box.left) / box.width) * image.width - 0.5;
    const v = ((event.clientY - box.top) / box.height) * image.height - 0.5;
    props.onPick([Math.round(u * 10) / 10, Math.round(v * 10) / 10]);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
          <Trans
            t={t}
            i18nKey="lidar.image.caption"
            values={{ name: image.name, width: image.width, height: image.height }}
            components={[<span translate="no" key="name" />]}
          />
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={zoom}
          onChange={(_event, next: 'fit' | 'full' | null) => next && setZoom(next)}
          aria-label={t('lidar.image.zoom')}
        >
          <ToggleButton value="fit">{t('lidar.image.fit')}</ToggleButton>
          <ToggleButton value="full">100 %</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box
        sx={{
          overflow: 'auto',
          maxHeight: zoom === 'full' ? 560 : undefined,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Box
          role="img"
          aria-label={t('lidar.image.label', { name: image.name })}
          aria-description={props.hint}
          data-pickable={props.onPick ? 'true' : 'false'}
          data-markers={markers.length}
          onClick={click}
          sx={{
            position: 'relative',
            width: zoom === 'full' ? image.width : '100%',
            aspectRatio: `${image.width} / ${image.height}`,
            cursor: props.onPick ? 'crosshair' : 'default',
          }}
        >
          <Box
            component="img"
            src={image.url}
            alt=""
            draggable={false}
            sx={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              display: 'block',
              userSelect: 'none',
            }}
          />
          {props.projection && (
            <OverlayCanvas
              projection={props.projection}
              width={image.width}
              height={image.height}
            />
          )}
          {props.corners && props.board && (
            <CornerOverlay
              width={image.width}
              height={image.height}
              corners={props.corners}
              cols={props.board.cols}
              rows={props.board.rows}
            />
          )}
          <svg
            viewBox={`-0.5 -0.5 ${image.width} ${image.height}`}
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
            {markers.map((marker) => (
              <g key={marker.id}>
                {marker.projected && (
                  <line
                    x1={marker.pixel[0]}
                    y1={marker.pixel[1]}
                    x2={marker.projected[0]}
                    y2={marker.projected[1]}
                    stroke="#FFEB3B"
                    strokeWidth={dot / 3}
                  />
                )}
                <circle
                  cx={marker.pixel[0]}
                  cy={marker.pixel[1]}
                  r={dot}
                  fill="none"
                  stroke="#FF4081"
                  strokeWidth={dot / 3}
                />
                <text
                  x={marker.pixel[0] + dot * 1.2}
                  y={marker.pixel[1] - dot * 1.2}
                  fill="#FF4081"
                  fontSize={dot * 3}
                  fontWeight={700}
                >
                  {marker.label}
                </text>
              </g>
            ))}
          </svg>
        </Box>
      </Box>
    </Box>
  );
}
