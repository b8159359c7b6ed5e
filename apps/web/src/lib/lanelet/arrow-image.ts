/*
 * The arrow drawn along each lanelet's centreline, made from nothing: the offline map style has
 * no sprite (and no glyphs, so no text arrows either). Rasterised here with 4×4 supersampling
 * rather than on a canvas, so it also works where no canvas does (tests, old WebViews).
 * It points right (east): maplibre turns line-placed icons to run along their line.
 */

export interface ArrowImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Whether (x, y), in a unit box with y down, lies inside the arrow: a shaft and a head. */
function inArrow(x: number, y: number): boolean {
  const shaft = x >= 0.1 && x <= 0.55 && Math.abs(y - 0.5) <= 0.11;
  // The head: a triangle from (0.45, 0.12)–(0.45, 0.88) to its tip at (0.92, 0.5).
  const head = x >= 0.45 && x <= 0.92 && Math.abs(y - 0.5) <= ((0.92 - x) / 0.47) * 0.38;
  return shaft || head;
}

/** Headed at both ends: a shaft between two heads, each a third of the length. */
function inDoubleArrow(x: number, y: number): boolean {
  const shaft = x >= 0.3 && x <= 0.7 && Math.abs(y - 0.5) <= 0.1;
  const tip = Math.min(x, 1 - x);
  const head = tip >= 0.05 && tip <= 0.4 && Math.abs(y - 0.5) <= ((tip - 0.05) / 0.35) * 0.36;
  return shaft || head;
}

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/**
 * An arrow `size` pixels long in `color`, with a thin dark edge so it shows on any fill;
 * `both`: headed at both ends (a lanelet with `one_way=no`).
 */
export function arrowImage(size: number, color: string, both = false): ArrowImage {
  const shape = both ? inDoubleArrow : inArrow;
  const width = size;
  const height = size;
  const data = new Uint8Array(width * height * 4);
  const [r, g, b] = hexToRgb(color);
  const samples = 4;
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      let inside = 0;
      let near = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = (px + (sx + 0.5) / samples) / width;
          const y = (py + (sy + 0.5) / samples) / height;
          if (shape(x, y)) inside++;
          else if (shape(x - 0.05, y) || shape(x + 0.05, y) || shape(x, y - 0.06)) near++;
          else if (shape(x, y + 0.06)) near++;
        }
      }
      const total = samples * samples;
      const at = (py * width + px) * 4;
      const fill = inside / total;
      const edge = near / total;
      // Premultiplied-free RGBA: the fill colour over a dark edge.
      data[at] = Math.round(r * fill);
      data[at + 1] = Math.round(g * fill);
      data[at + 2] = Math.round(b * fill);
      data[at + 3] = Math.round(255 * Math.min(1, fill + edge * 0.6));
    }
  }
  return { width, height, data };
}
