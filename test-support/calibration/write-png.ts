import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import type { GrayImage } from '@ads/calibration';

/**
 * A grey image as an 8-bit greyscale PNG, for scripts (the OpenCV reference set, looking at a
 * rendered board). Kept apart from render-board.ts so the contract's tests, which are typed
 * without Node, never load pngjs.
 */
export function encodePng(image: GrayImage): Buffer {
  const png = new PNG({ width: image.width, height: image.height });
  for (let i = 0; i < image.width * image.height; i += 1) {
    const value = image.data[i]!;
    png.data[i * 4] = value;
    png.data[i * 4 + 1] = value;
    png.data[i * 4 + 2] = value;
    png.data[i * 4 + 3] = 255;
  }
  // Greyscale without alpha: OpenCV's imread(IMREAD_GRAYSCALE) reads the values unchanged.
  return PNG.sync.write(png, { colorType: 0, inputColorType: 6, inputHasAlpha: true });
}

export function writePng(path: string, image: GrayImage): void {
  writeFileSync(path, encodePng(image));
}
