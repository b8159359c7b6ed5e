import type { ImageData } from './types';
import { bytesOf, frameOf, num, record, str } from './values';

/*
 * Camera images: compressed (`sensor_msgs/CompressedImage`, `foxglove.CompressedImage`: JPEG,
 * PNG, WebP bytes the browser decodes) and raw (`sensor_msgs/Image`, `foxglove.RawImage`:
 * rgb8, rgba8, bgr8, bgra8, mono8, mono16 and their OpenCV names), turned into RGBA here.
 */

const MIME: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * A compressed image's format from its `format` field, which recorders fill loosely: `jpeg`,
 * `png`, `rgb8; jpeg compressed bgr8` (image_transport), `16UC1; compressedDepth png`; else
 * from the bytes' own signature.
 */
function compressedFormat(format: string, data: Uint8Array): string | null {
  const text = format.toLowerCase();
  if (/png/.test(text)) return 'png';
  if (/jpe?g/.test(text)) return 'jpeg';
  if (/webp/.test(text)) return 'webp';
  if (data[0] === 0xff && data[1] === 0xd8) return 'jpeg';
  if (data[0] === 0x89 && data[1] === 0x50 && data[2] === 0x4e && data[3] === 0x47) return 'png';
  return null;
}

export function compressedImageView(message: unknown): ImageData | null {
  const fields = record(message);
  const data = bytesOf(fields.data);
  const encoding = compressedFormat(str(fields.format), data);
  if (!encoding || data.length === 0) return null;
  return {
    kind: 'image',
    frameId: frameOf(fields),
    encoding,
    // Its own bytes: the message's may be a view into a whole chunk.
    compressed: data.slice(),
    mime: MIME[encoding]!,
  };
}

/** Channels and bytes per channel of the raw encodings read here, by their ROS and CV names. */
const RAW: Record<string, { channels: number; bytes: 1 | 2; order: 'rgb' | 'bgr' | 'mono' }> = {
  rgb8: { channels: 3, bytes: 1, order: 'rgb' },
  rgba8: { channels: 4, bytes: 1, order: 'rgb' },
  bgr8: { channels: 3, bytes: 1, order: 'bgr' },
  bgra8: { channels: 4, bytes: 1, order: 'bgr' },
  '8uc3': { channels: 3, bytes: 1, order: 'bgr' },
  mono8: { channels: 1, bytes: 1, order: 'mono' },
  '8uc1': { channels: 1, bytes: 1, order: 'mono' },
  mono16: { channels: 1, bytes: 2, order: 'mono' },
  '16uc1': { channels: 1, bytes: 2, order: 'mono' },
};

/**
 * A raw image as RGBA. 16-bit images (depth, thermal) are scaled from their own darkest to
 * brightest pixel onto 0..255, so a depth image shows its shapes rather than near-black.
 */
export function rawImageView(message: unknown): ImageData | null {
  const fields = record(message);
  const encoding = str(fields.encoding);
  const format = RAW[encoding.toLowerCase()];
  const width = num(fields.width);
  const height = num(fields.height);
  if (!format || width <= 0 || height <= 0) return null;
  const data = bytesOf(fields.data);
  const step = num(fields.step) || width * format.channels * format.bytes;
  if (data.length < step * (height - 1) + width * format.channels * format.bytes) return null;
  const bigEndian = num(fields.is_bigendian) !== 0 || fields.is_bigendian === true;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const rgba = new Uint8ClampedArray(width * height * 4);
  if (format.bytes === 2) {
    let low = Infinity;
    let high = -Infinity;
    const values = new Uint16Array(width * height);
    for (let row = 0; row < height; row++) {
      for (let col = 0; col < width; col++) {
        const value = view.getUint16(row * step + col * 2, !bigEndian);
        values[row * width + col] = value;
        if (value < low) low = value;
        if (value > high) high = value;
      }
    }
    const span = high - low;
    for (let i = 0; i < values.length; i++) {
      const grey = span > 0 ? ((values[i]! - low) * 255) / span : 0;
      rgba.set([grey, grey, grey, 255], i * 4);
    }
  } else {
    const { channels, order } = format;
    for (let row = 0; row < height; row++) {
      for (let col = 0; col < width; col++) {
        const at = row * step + col * channels;
        const out = (row * width + col) * 4;
        if (order === 'mono') {
          const grey = data[at]!;
          rgba[out] = grey;
          rgba[out + 1] = grey;
          rgba[out + 2] = grey;
        } else {
          const [r, b] = order === 'rgb' ? [data[at]!, data[at + 2]!] : [data[at + 2]!, data[at]!];
          rgba[out] = r;
          rgba[out + 1] = data[at + 1]!;
          rgba[out + 2] = b;
        }
        rgba[out + 3] = channels === 4 ? data[at + 3]! : 255;
      }
    }
  }
  return { kind: 'image', frameId: frameOf(fields), encoding, rgba, width, height };
}
