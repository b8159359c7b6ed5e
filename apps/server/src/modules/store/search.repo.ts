import { STORE, type StoreSort } from '@ads/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** The search's filters: each narrows the items and every facet but its own. */
export interface SearchFilters {
  category?: string | undefined;
  license?: string | undefined;
  platform?: string | undefined;
  ros?: string | undefined;
  gpu?: boolean | undefined;
}
export type FacetName = keyof SearchFilters;
export const FACETS: FacetName[] = ['category', 'license', 'platform', 'ros', 'gpu'];

export interface SearchQuery extends SearchFilters {
  q?: string | undefined;
  sort: StoreSort;
  page: number;
}

/** An algorithm as a list shows it, with its newest version that is not yanked. */
export interface SearchRow {
  id: number;
  name: string;
  title: string;
  summary: string;
  category: string;
  tags: string[];
  license: string;
  owner_id: number | null;
  owner_name: string | null;
  deprecated: string | null;
  installs: number;
  updated_at: Date | string;
  version: string | null;
  platforms: string[] | null;
  ros_distro: string | null;
  gpu: boolean | null;
  published_at: Date | string | null;
}

export interface SearchResult {
  rows: SearchRow[];
  total: number;
  facets: Record<FacetName, Array<{ value: string; count: number }>>;
}

/** `%` and `_` of the caller's text match themselves in LIKE. */
const likeText = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * The words of a query as a prefix query (`locali:*`): what a person typing sees match before
 * the word is complete. It runs on the name, title and tags as written (the `simple` part of
 * the document: a stemmed word has lost its tail, `localization` is `local`). Only letters
 * and digits reach to_tsquery, so it cannot fail to parse.
 */
function prefixQuery(q: string): string {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, 8)
    .map((word) => `${word}:*`)
    .join(' & ');
}

/**
 * IP Repository's search, in the database: full text over the generated `search` document
 * (name, title and tags weigh most, then the summary, then the README), the prefix of each word
 * typed, and the text anywhere in a name (`ndt` finds `ndt-localization`). Facets count the
 * matches under every filter but their own, in one query; the items are a second. Works on
 * PGlite and PostgreSQL alike.
 */
export function createSearchRepo(db: Db) {
  /** The match of `q` (every algorithm without one). */
  function matchOf(q: string | undefined): { where: SQL; rank: SQL } {
    if (!q) return { where: sql`true`, rank: sql`0` };
    const words = sql`websearch_to_tsquery('english', ${q})`;
    const prefix = prefixQuery(q);
    const prefixed = prefix ? sql`to_tsquery('simple', ${prefix})` : null;
    const like = `%${likeText(q)}%`;
    const where = sql`(a.search @@ ${words}
      ${prefixed ? sql`or a.search @@ ${prefixed}` : sql``}
      or a.name ilike ${like})`;
    const rank = sql`(ts_rank(a.search, ${words})
      ${prefixed ? sql`+ 0.5 * ts_rank(a.search, ${prefixed})` : sql``}
      + case when a.name = ${q} then 1
             when a.name ilike ${`${likeText(q)}%`} then 0.5
             when a.name ilike ${like} then 0.25 else 0 end)`;
    return { where, rank };
  }

  /** The filters as conditions on the columns `m` (or the joined rows) has, but `except`. */
  function filtersOf(filters: SearchFilters, except?: FacetName): SQL {
    const parts: SQL[] = [sql`true`];
    if (filters.category !== undefined && except !== 'category')
      parts.push(sql`category = ${filters.category}`);
    if (filters.license !== undefined && except !== 'license')
      parts.push(sql`license = ${filters.license}`);
    if (filters.platform !== undefined && except !== 'platform')
      parts.push(sql`${filters.platform} = any(platforms)`);
    if (filters.ros !== undefined && except !== 'ros') parts.push(sql`ros_distro = ${filters.ros}`);
    if (filters.gpu !== undefined && except !== 'gpu') parts.push(sql`gpu = ${filters.gpu}`);
    return sql.join(parts, sql` and `);
  }

  async function facets(query: SearchQuery, match: SQL) {
    const rows = await rowsOf<{ facet: FacetName; value: string; count: number }>(
      db,
      sql`with m as (
        select a.category, a.license, v.platforms, v.ros_distro, v.gpu
        from store_algorithms a left join store_versions v on v.id = a.latest_version_id
        where ${match}
      )
      select 'category' as facet, category as value, count(*)::int as count
        from m where ${filtersOf(query, 'category')} group by category
      union all
      select 'license', license, count(*)::int
        from m where ${filtersOf(query, 'license')} group by license
      union all
      select 'platform', p, count(*)::int
        from m cross join lateral unnest(m.platforms) as p
        where ${filtersOf(query, 'platform')} group by p
      union all
      select 'ros', ros_distro, count(*)::int
        from m where ros_distro is not null and ${filtersOf(query, 'ros')} group by ros_distro
      union all
      select 'gpu', gpu::text, count(*)::int
        from m where gpu is not null and ${filtersOf(query, 'gpu')} group by gpu`,
    );
    const out: SearchResult['facets'] = {
      category: [],
      license: [],
      platform: [],
      ros: [],
      gpu: [],
    };
    for (const row of rows) out[row.facet].push({ value: row.value, count: Number(row.count) });
    for (const name of FACETS) {
      out[name].sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
    }
    return out;
  }

  return {
    async search(query: SearchQuery): Promise<SearchResult> {
      const { where, rank } = matchOf(query.q);
      const order =
        query.sort === 'installs'
          ? sql`a.installs desc, a.updated_at desc, a.id desc`
          : query.sort === 'relevance' && query.q
            ? sql`${rank} desc, a.updated_at desc, a.id desc`
            : sql`a.updated_at desc, a.id desc`;
      const facetCounts = await facets(query, where);
      // Every algorithm has one category, so the category facet (all the other filters) holds
      // the total: its one value's count under a category filter, else the sum.
      const total = facetCounts.category
        .filter((entry) => query.category === undefined || entry.value === query.category)
        .reduce((sum, entry) => sum + entry.count, 0);
      const rows =
        total <= (query.page - 1) * STORE.pageSize
          ? []
          : await rowsOf<SearchRow>(
              db,
              sql`select a.id, a.name, a.title, a.summary, a.category, a.tags, a.license,
                a.owner_id, u.username as owner_name, a.deprecated, a.installs, a.updated_at,
                v.version, v.platforms, v.ros_distro, v.gpu, v.published_at
              from store_algorithms a
              left join store_versions v on v.id = a.latest_version_id
              left join users u on u.id = a.owner_id
              where ${where} and ${filtersOf(query)}
              order by ${order}
              limit ${STORE.pageSize} offset ${(query.page - 1) * STORE.pageSize}`,
            );
      return { rows, total, facets: facetCounts };
    },

    /** The same rows for given ids (an algorithm's own summary, the module list). */
    async summaries(ids: number[]): Promise<SearchRow[]> {
      if (ids.length === 0) return [];
      return rowsOf<SearchRow>(
        db,
        sql`select a.id, a.name, a.title, a.summary, a.category, a.tags, a.license,
          a.owner_id, u.username as owner_name, a.deprecated, a.installs, a.updated_at,
          v.version, v.platforms, v.ros_distro, v.gpu, v.published_at
        from store_algorithms a
        left join store_versions v on v.id = a.latest_version_id
        left join users u on u.id = a.owner_id
        where a.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    },
  };
}
export type SearchRepo = ReturnType<typeof createSearchRepo>;
