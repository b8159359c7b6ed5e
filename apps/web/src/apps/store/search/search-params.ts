import {
  type AlgorithmListQuery,
  ModuleCategory,
  Platform,
  RosDistro,
  type StoreSort,
} from '@ads/contract';
import { i18n } from '../../../lib/i18n';
import { categoryTitle } from '../format';

/*
 * The search page keeps its query, facets, order and page in the URL, so a link or the back
 * button brings the same view back. Defaults stay out of the URL; values the server would refuse
 * are dropped on the way in rather than shown as an error page.
 */

export const STORE_SORTS = ['relevance', 'updated', 'installs'] as const satisfies StoreSort[];
export interface SearchState {
  q: string;
  category: ModuleCategory | '';
  license: string;
  platform: Platform | '';
  ros: RosDistro | '';
  gpu: 'true' | 'false' | '';
  /** Empty: the server's default (relevance with a query, recently updated without). */
  sort: StoreSort | '';
  page: number;
}

export const DEFAULT_SEARCH: SearchState = {
  q: '',
  category: '',
  license: '',
  platform: '',
  ros: '',
  gpu: '',
  sort: '',
  page: 1,
};

/** The facets of the answer, in the order the page shows them. */
export const FACET_KEYS = ['category', 'license', 'platform', 'ros', 'gpu'] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

const oneOf = <T extends string>(values: readonly T[], text: string | null): T | '' =>
  values.find((value) => value === text) ?? '';

const LICENSE = /^[A-Za-z0-9.+()\- ]{1,120}$/;

/** The search's state from the page's URL search params. */
export function parseSearch(params: URLSearchParams): SearchState {
  const page = params.get('page') ?? '';
  const license = (params.get('license') ?? '').trim();
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    category: oneOf(ModuleCategory.options, params.get('category')),
    license: LICENSE.test(license) ? license : '',
    platform: oneOf(Platform.options, params.get('platform')),
    ros: oneOf(RosDistro.options, params.get('ros')),
    gpu: oneOf(['true', 'false'] as const, params.get('gpu')),
    sort: oneOf(STORE_SORTS, params.get('sort')),
    page: /^\d{1,5}$/.test(page) && Number(page) >= 1 ? Math.min(Number(page), 10_000) : 1,
  };
}

/** The URL search params of a state: only what differs from the defaults, in a fixed order. */
export function toSearchParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_SEARCH) as Array<keyof SearchState>) {
    const value = state[key];
    if (value === DEFAULT_SEARCH[key] || value === '') continue;
    params.set(key, String(value));
  }
  return params;
}

/**
 * The state after a change. Any change but the page itself starts again at page 1: page 7 of
 * the old results means nothing for the new ones.
 */
export function changeSearch(state: SearchState, change: Partial<SearchState>): SearchState {
  const next = { ...state, ...change };
  if (!('page' in change)) next.page = 1;
  return next;
}

/** The API query of a state (empty filters left out). */
export function toAlgorithmQuery(state: SearchState): AlgorithmListQuery {
  const query: AlgorithmListQuery = { page: state.page };
  if (state.q) query.q = state.q;
  if (state.category) query.category = state.category;
  if (state.license) query.license = state.license;
  if (state.platform) query.platform = state.platform;
  if (state.ros) query.ros = state.ros;
  if (state.gpu) query.gpu = state.gpu;
  if (state.sort) query.sort = state.sort;
  return query;
}

/** The sort the server applies when none is asked: relevance only makes sense with a query. */
export const effectiveSort = (state: SearchState): StoreSort =>
  state.sort || (state.q ? 'relevance' : 'updated');

/** How many facets are set (for "Clear filters"). */
export const activeFacetCount = (state: SearchState): number =>
  FACET_KEYS.filter((key) => state[key] !== '').length;

/** The change that clears every facet and keeps the query and order. */
export const NO_FACETS: Partial<SearchState> = Object.fromEntries(
  FACET_KEYS.map((key) => [key, '']),
);

/** The search page's address for a state (the home page's search box and category tiles). */
export function searchPath(change: Partial<SearchState>): string {
  const params = toSearchParams({ ...DEFAULT_SEARCH, ...change });
  return params.size ? `/store/search?${params}` : '/store/search';
}

/** A facet's value as a person reads it. */
export function facetLabel(key: FacetKey, value: string): string {
  if (key === 'gpu')
    return i18n.t(value === 'true' ? 'store:search.needsGpu' : 'store:search.noGpu');
  if (key === 'category')
    return (ModuleCategory.options as readonly string[]).includes(value)
      ? categoryTitle(value as ModuleCategory)
      : value;
  if (key === 'ros') return value.charAt(0).toUpperCase() + value.slice(1);
  return value;
}
