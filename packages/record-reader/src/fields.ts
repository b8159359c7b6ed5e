/**
 * Numeric fields of decoded messages, addressed by dotted paths (`twist.twist.linear.x`,
 * `position.0`). Arrays longer than a few elements are left out: they are point clouds, images
 * and covariance matrices, not signals anyone plots, and listing them would drown the rest.
 */

/** Arrays up to this length are listed element by element (`.0`, `.1`, …). */
export const MAX_ARRAY_ELEMENTS = 4;
/** At most this many fields per topic. */
export const MAX_FIELDS = 50;

export function numericFields(message: unknown, max = MAX_FIELDS): string[] {
  const fields: string[] = [];
  const visit = (value: unknown, path: string): void => {
    if (fields.length >= max) return;
    if (typeof value === 'number' || typeof value === 'bigint') {
      if (path) fields.push(path);
      return;
    }
    if (value === null || typeof value !== 'object' || value instanceof DataView) return;
    if (ArrayBuffer.isView(value) || Array.isArray(value)) {
      const items = value as ArrayLike<unknown>;
      if (items.length > MAX_ARRAY_ELEMENTS) return;
      for (let i = 0; i < items.length; i++) visit(items[i], join(path, String(i)));
      return;
    }
    for (const [key, child] of Object.entries(value)) {
      // A key with a dot could not be told apart from a nested path.
      if (!key.includes('.')) visit(child, join(path, key));
    }
  };
  visit(message, '');
  return fields;
}

/** The number at `path` in a decoded message, or undefined when there is none there. */
export function numberAt(message: unknown, path: string): number | undefined {
  let value: unknown = message;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    if (ArrayBuffer.isView(value) || Array.isArray(value)) {
      if (!/^\d+$/.test(key)) return undefined;
      value = (value as ArrayLike<unknown>)[Number(key)];
    } else {
      if (!Object.prototype.hasOwnProperty.call(value, key)) return undefined;
      value = (value as Record<string, unknown>)[key];
    }
  }
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  return undefined;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
