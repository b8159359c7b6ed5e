import { RECORD_FORMATS, type RecordFormat, type RecordListQuery } from '@ads/contract';

/*
 * The record lists keep their search, filters, order and page in the URL, so a link or the
 * back button brings the same list back. Defaults stay out of the URL; values the server would
 * refuse are dropped on the way in rather than shown as an error page.
 */

export const RECORD_SORTS = ['newest', 'oldest', 'longest', 'largest', 'name'] as const;
export type RecordSort = (typeof RECORD_SORTS)[number];
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

export interface ListState {
  q: string;
  format: RecordFormat | '';
  project_id: number | null;
  vehicle: string;
  /** `key:value` of a category. */
  category: string;
  tag: string;
  /** `YYYY-MM-DD`. */
  from: string;
  to: string;
  sort: RecordSort;
  page: number;
  page_size: number;
}

export const DEFAULT_LIST_STATE: ListState = {
  q: '',
  format: '',
  project_id: null,
  vehicle: '',
  category: '',
  tag: '',
  from: '',
  to: '',
  sort: 'newest',
  page: 1,
  page_size: DEFAULT_PAGE_SIZE,
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CATEGORY = /^[a-z_]{1,40}:.{1,60}$/;

function positiveInt(text: string | null): number | null {
  if (text === null || !/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value > 0 ? value : null;
}

const oneOf = <T extends string>(values: readonly T[], text: string | null): T | undefined =>
  values.find((value) => value === text);

/** The list's state from the page's URL search params. */
export function parseListParams(params: URLSearchParams): ListState {
  const text = (key: string, max: number) => (params.get(key) ?? '').trim().slice(0, max);
  const date = (key: string) => (DATE.test(params.get(key) ?? '') ? (params.get(key) ?? '') : '');
  const pageSize = positiveInt(params.get('page_size'));
  return {
    q: text('q', 200),
    format: oneOf(RECORD_FORMATS, params.get('format')) ?? '',
    project_id: positiveInt(params.get('project_id')),
    vehicle: text('vehicle', 100),
    category: CATEGORY.test(params.get('category') ?? '') ? (params.get('category') ?? '') : '',
    tag: text('tag', 40),
    from: date('from'),
    to: date('to'),
    sort: oneOf(RECORD_SORTS, params.get('sort')) ?? DEFAULT_LIST_STATE.sort,
    page: Math.min(positiveInt(params.get('page')) ?? 1, 100_000),
    page_size: PAGE_SIZES.find((size) => size === pageSize) ?? DEFAULT_PAGE_SIZE,
  };
}

/** The URL search params of a state: only what differs from the defaults, in a fixed order. */
export function toSearchParams(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_LIST_STATE) as Array<keyof ListState>) {
    const value = state[key];
    if (value === DEFAULT_LIST_STATE[key] || value === null || value === '') continue;
    params.set(key, String(value));
  }
  return params;
}

/**
 * The state after a change. Any change but the page itself starts again at page 1: page 7 of
 * the old results means nothing for the new ones.
 */
export function changeListState(state: ListState, change: Partial<ListState>): ListState {
  const next = { ...state, ...change };
  if (!('page' in change)) next.page = 1;
  return next;
}

/** The API query of a state (empty filters left out). */
export function toListQuery(state: ListState): RecordListQuery {
  const query: RecordListQuery = {
    sort: state.sort,
    page: state.page,
    page_size: state.page_size,
  };
  if (state.q) query.q = state.q;
  if (state.format) query.format = state.format;
  if (state.project_id !== null) query.project_id = state.project_id;
  if (state.vehicle) query.vehicle = state.vehicle;
  if (state.category) query.category = state.category;
  if (state.tag) query.tag = state.tag;
  if (state.from) query.from = state.from;
  if (state.to) query.to = state.to;
  return query;
}

/** The filters of a list: all of its state but search, order and page. */
const FILTER_KEYS = ['format', 'project_id', 'vehicle', 'category', 'tag', 'from', 'to'] as const;

/** The change that clears every filter (and keeps search and order). */
export const NO_FILTERS: Partial<ListState> = Object.fromEntries(
  FILTER_KEYS.map((key) => [key, DEFAULT_LIST_STATE[key]]),
);

/** How many filters (not search, order or page) are set, for the "Clear filters" action. */
export function activeFilterCount(state: ListState): number {
  return FILTER_KEYS.filter((key) => state[key] !== DEFAULT_LIST_STATE[key]).length;
}
