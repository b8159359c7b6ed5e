/**
 * A decimal number as text files write it (`1`, `-0.5`, `.25`, `1.5e-3`). Number() alone would
 * also take '', ' ', '0x10', 'Infinity' and 'NaN'; a label file with those is wrong, not odd.
 */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

export function parseDecimal(token: string): number | undefined {
  if (!DECIMAL.test(token)) return undefined;
  const value = Number(token);
  return Number.isFinite(value) ? value : undefined;
}
