/*
 * Names and values an XML file repeats over and over, shared instead of sliced from the text
 * anew each time: fewer strings to allocate and collect, and a shared string used as a
 * property key is hashed once instead of on every use.
 */

/** Names OSM files repeat millions of times; shared instead of sliced anew each time. */
const COMMON_NAMES_BY_LENGTH: string[][] = [];
for (const name of [
  ...['k', 'v', 'id', 'nd', 'lat', 'lon', 'ref', 'tag', 'way', 'osm', 'node', 'type', 'role'],
  ...['member', 'relation', 'version', 'visible', 'action', 'user', 'uid', 'changeset'],
  'timestamp',
]) {
  (COMMON_NAMES_BY_LENGTH[name.length] ??= []).push(name);
}

export function nameAt(text: string, start: number, end: number): string {
  const candidates = COMMON_NAMES_BY_LENGTH[end - start];
  if (candidates !== undefined) {
    const first = text.charCodeAt(start);
    for (const name of candidates) {
      if (name.charCodeAt(0) === first && text.startsWith(name, start)) return name;
    }
  }
  return text.slice(start, end);
}

/**
 * Values a file repeats throughout (OSM's tag keys, member types and roles), shared instead of
 * sliced anew: besides saving memory, a shared key is hashed for property lookups only once.
 * Bounded, so a file of unique values costs no more than a few comparisons each.
 */
export class RepeatedValues {
  private readonly byLength: string[][] = [];
  private size = 0;

  get(text: string, start: number, end: number): string {
    const length = end - start;
    if (length > 40) return text.slice(start, end);
    const bucket = this.byLength[length];
    if (bucket !== undefined) {
      const first = text.charCodeAt(start);
      for (const value of bucket) {
        if (value.charCodeAt(0) === first && text.startsWith(value, start)) return value;
      }
    }
    const value = text.slice(start, end);
    if (this.size < 256) {
      (this.byLength[length] ??= []).push(value);
      this.size += 1;
    }
    return value;
  }
}
