/* Reading and writing the numbers of OSM XML: ids, coordinates and the metre-valued tags. */
export { parseDecimal } from './xml-decimal';

/**
 * Ids read as doubles made int32 where they fit, which lets the engine keep them unboxed: map
 * keys and way node lists of a big map then cost no heap object per id.
 */
export function smallIntegersAsInt32(value: number): number {
  return (value | 0) === value ? value | 0 : value;
}

/**
 * The shortest text that reads back as exactly `value`, without the exponent String() uses
 * below 1e-6 (some OSM readers stop at the 'e'). NaN and infinities are written as 0.
 */
export function formatExact(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const text = String(value);
  const e = text.indexOf('e');
  if (e < 0) return text;
  const negative = value < 0;
  const mantissa = text.slice(negative ? 1 : 0, e);
  const exponent = Number(text.slice(e + 1));
  const digits = mantissa.replace('.', '');
  const pointAt = (mantissa.indexOf('.') < 0 ? mantissa.length : mantissa.indexOf('.')) + exponent;
  const plain =
    pointAt <= 0
      ? `0.${'0'.repeat(-pointAt)}${digits}`
      : pointAt >= digits.length
        ? digits + '0'.repeat(pointAt - digits.length)
        : `${digits.slice(0, pointAt)}.${digits.slice(pointAt)}`;
  return negative ? `-${plain}` : plain;
}

/** Metres to 0.1 mm, the precision Autoware's map tools write local_x/local_y/ele with. */
export function formatMetres(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const text = value.toFixed(4);
  return text === '-0.0000' ? '0.0000' : text;
}
