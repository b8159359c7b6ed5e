import { useEffect, useRef } from 'react';
import type { RgbaImage } from '../worker/protocol';

/** An RGBA image from the worker, drawn to fill its frame. */
export function ImageCanvas({ image }: { image: RgbaImage }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    element.width = image.width;
    element.height = image.height;
    element
      .getContext('2d')
      ?.putImageData(new ImageData(image.data, image.width, image.height), 0, 0);
  }, [image]);
  return (
    <canvas
      ref={canvas}
      aria-hidden
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', display: 'block' }}
    />
  );
}
