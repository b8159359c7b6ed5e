import type { Map as MapLibreMap } from 'maplibre-gl';

/*
 * Objects' speed labels as images: the offline style has no glyphs, so "23 km/h" is drawn on a
 * canvas the first time a speed shows and kept (`hmi-speed-23`), then placed as an icon.
 */

export const SPEED_IMAGE_PREFIX = 'hmi-speed-';

function speedImage(kmh: number): ImageData | null {
  const ratio = 2;
  const text = `${kmh} km/h`;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return null;
  const font = `600 ${11 * ratio}px system-ui, sans-serif`;
  context.font = font;
  const width = Math.ceil(context.measureText(text).width + 8 * ratio);
  const height = 16 * ratio;
  canvas.width = width;
  canvas.height = height;
  context.fillStyle = 'rgba(20, 22, 32, 0.8)';
  context.beginPath();
  context.roundRect(0, 0, width, height, 4 * ratio);
  context.fill();
  context.font = font;
  context.fillStyle = '#FFFFFF';
  context.textBaseline = 'middle';
  context.fillText(text, 4 * ratio, height / 2 + ratio);
  return context.getImageData(0, 0, width, height);
}

/** Draws each speed label the map asks for; returns the unsubscribe. */
export function provideSpeedImages(map: MapLibreMap): () => void {
  const missing = (event: { id: string }) => {
    if (!event.id.startsWith(SPEED_IMAGE_PREFIX) || map.hasImage(event.id)) return;
    const kmh = Number(event.id.slice(SPEED_IMAGE_PREFIX.length));
    const image = Number.isFinite(kmh) ? speedImage(kmh) : null;
    if (image) map.addImage(event.id, image, { pixelRatio: 2 });
  };
  map.on('styleimagemissing', missing);
  return () => {
    map.off('styleimagemissing', missing);
  };
}
