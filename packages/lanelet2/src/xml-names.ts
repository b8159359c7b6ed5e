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
 * Values a file repeats throughout (OSM's tag keys and values, member types and roles), shared
 * instead of sliced anew: besides saving memory, a shared key is hashed for property lookups
 * only once. A direct-mapped cache keyed by the characters' hash: a lookup costs a pass over
 * the value whatever the file holds, and a file of unique values just keeps replacing entries.
 */
export class RepeatedValues {
  private readonly slots: (string | undefined)[] = new Array<string | undefined>(SLOTS);

  get(text: string, start: number, end: number): string {
    const length = end - start;
    if (length > 40) return text.slice(start, end);
    let hash = length;
    for (let i = start; i < end; i += 1) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
    const slot = (hash ^ (hash >>> 15)) & (SLOTS - 1);
    const cached = this.slots[slot];
    if (cached !== undefined && cached.length === length && text.startsWith(cached, start)) {
      return cached;
    }
    const value = text.slice(start, end);
    this.slots[slot] = value;
    return value;
  }
}

const SLOTS = 1024;
