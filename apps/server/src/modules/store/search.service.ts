import type { AlgorithmList, AlgorithmListQuery } from '@ads/contract';
import { STORE } from '@ads/contract';
import type { z } from 'zod';
import { ok } from '../../http/route';
import type { CatalogueCache } from './catalogue-cache';
import type { SearchQuery, SearchRepo } from './search.repo';
import { toSummary } from './store.view';

type ListInput = z.output<typeof AlgorithmListQuery>;

/**
 * The query as the search runs it: the text trimmed, its spaces collapsed and lower-cased (the
 * search ignores case), the sort by default relevance with a text and recently updated without.
 */
export function normalize(query: ListInput): SearchQuery {
  const q = query.q?.replace(/\s+/g, ' ').trim().toLowerCase() || undefined;
  return {
    q,
    category: query.category,
    license: query.license,
    platform: query.platform,
    ros: query.ros,
    gpu: query.gpu === undefined ? undefined : query.gpu === 'true',
    sort: query.sort ?? (q ? 'relevance' : 'updated'),
    page: query.page,
  };
}

/** IP Repository's search: the same for every caller, so each answer is kept (catalogue-cache.ts). */
export function createSearchService(deps: { search: SearchRepo; cache: CatalogueCache }) {
  async function read(query: SearchQuery): Promise<AlgorithmList> {
    const result = await deps.search.search(query);
    return {
      items: result.rows.map(toSummary),
      total: result.total,
      page: query.page,
      page_size: STORE.pageSize,
      facets: result.facets,
    };
  }

  return {
    read,
    /** The answer's JSON (envelope included), kept until the catalogue changes. */
    answer(query: ListInput): Promise<string> {
      const normalized = normalize(query);
      return deps.cache.get(`search ${JSON.stringify(normalized)}`, async () =>
        JSON.stringify(ok(await read(normalized))),
      );
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
