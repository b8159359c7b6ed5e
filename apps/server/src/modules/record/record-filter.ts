import { type SQL, and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { records } from '../../db/schema';

/** What a record list or the dashboard narrows by; every field is optional. */
export interface RecordFilter {
  ownerId?: number | undefined;
  q?: string | undefined;
  format?: 'mcap' | 'bag' | undefined;
  projectId?: number | undefined;
  vehicle?: string | undefined;
  category?: { key: string; value: string } | undefined;
  tag?: string | undefined;
  /** `YYYY-MM-DD`, UTC days, both included. */
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * When a record happened: its start, or its upload when its clock was not wall-clock time.
 * Date filters, the `newest`/`oldest` sorts and the dashboard's months all use it.
 */
export const recordTime = sql`coalesce(${records.startAt}, ${records.createdAt})`;

/** `%` and `_` typed by a person are letters, not wildcards. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A day's first instant; PostgreSQL has no year 0, which the date schema lets through. */
const dayStart = (day: string) => `${day < '0001' ? '0001-01-01' : day}T00:00:00.000Z`;

export function filterSql(filter: RecordFilter): SQL | undefined {
  const parts: Array<SQL | undefined> = [];
  if (filter.ownerId !== undefined) parts.push(eq(records.ownerId, filter.ownerId));
  if (filter.q) {
    const like = likeText(filter.q);
    parts.push(
      or(
        sql`${records.name} ilike ${like}`,
        sql`${records.vehicle} ilike ${like}`,
        sql`array_to_string(${records.tags}, ' ') ilike ${like}`,
      ),
    );
  }
  if (filter.format) parts.push(eq(records.format, filter.format));
  if (filter.projectId !== undefined) parts.push(eq(records.projectId, filter.projectId));
  if (filter.vehicle) parts.push(sql`lower(${records.vehicle}) = lower(${filter.vehicle})`);
  if (filter.category) {
    const pair = JSON.stringify({ [filter.category.key]: filter.category.value });
    parts.push(sql`${records.categories} @> ${pair}::jsonb`);
  }
  if (filter.tag) {
    parts.push(
      sql`exists (select 1 from unnest(${records.tags}) as t(tag) where lower(t.tag) = lower(${filter.tag}))`,
    );
  }
  if (filter.from) parts.push(sql`${recordTime} >= ${dayStart(filter.from)}::timestamptz`);
  if (filter.to) {
    parts.push(sql`${recordTime} < ${dayStart(filter.to)}::timestamptz + interval '1 day'`);
  }
  return and(...parts);
}

/** The orders of the list; ties fall back to the id so pages never overlap. */
export function sortSql(sort: string): SQL[] {
  switch (sort) {
    case 'oldest':
      return [asc(recordTime), asc(records.id)];
    case 'longest':
      return [desc(records.durationS), desc(records.id)];
    case 'largest':
      return [desc(records.size), desc(records.id)];
    case 'name':
      return [asc(sql`lower(${records.name})`), asc(records.id)];
    default:
      return [desc(recordTime), desc(records.id)];
  }
}
