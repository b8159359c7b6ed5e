import type { GrayImage } from '@ads/calibration';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/** Largest image decoded, in pixels (a 50 MP camera); a bigger one is refused before decoding. */
const MAX_PIXELS = 50_000_000;

const isPng = (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
const isJpeg = (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

/** RGBA → 8-bit luminance with OpenCV's RGB2GRAY weights (0.299, 0.587, 0.114). */
export function rgbaToGray(width: number, height: number, rgba: Uint8Array): GrayImage {
  const data = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < data.length; i += 1, p += 4) {
    data[i] = Math.round(0.299 * rgba[p]! + 0.587 * rgba[p + 1]! + 0.114 * rgba[p + 2]!);
  }
  return { width, height, data };
}

/** A PNG or JPEG file's pixels as luminance; a clear error for anything else. */
export function decodeGray(file: string, bytes: Uint8Array): GrayImage {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    if (isPng(bytes)) {
      const png = PNG.sync.read(buffer);
      return rgbaToGray(png.width, png.height, png.data);
    }
    if (isJpeg(bytes)) {
      const image = jpeg.decode(buffer, {
        useTArray: true,
        formatAsRGBA: true,
        maxResolutionInMP: MAX_PIXELS / 1e6,
        maxMemoryUsageInMB: 1024,
      });
      return rgbaToGray(image.width, image.height, image.data);
    }
  } catch (error) {
    throw new Error(
      `${file} could not be read as an image: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  throw new Error(`${file} is not a PNG or JPEG image.`);
}
