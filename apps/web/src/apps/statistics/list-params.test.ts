import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_STATE,
  activeFilterCount,
  changeListState,
  parseListParams,
  toListQuery,
  toSearchParams,
} from './list-params';

const parse = (search: string) => parseListParams(new URLSearchParams(search));

describe('record list state in the URL', () => {
  it('is the default list without params, and leaves defaults out of the URL', () => {
    expect(parse('')).toEqual(DEFAULT_LIST_STATE);
    expect(toSearchParams(DEFAULT_LIST_STATE).toString()).toBe('');
  });

  it('round-trips every field', () => {
    const state = {
      q: 'munich loop',
      format: 'bag' as const,
      project_id: 7,
      vehicle: 'Ioniq 5',
      category: 'weather:Rain',
      tag: 'night',
      from: '2024-06-01',
      to: '2024-06-30',
      sort: 'largest' as const,
      page: 3,
      page_size: 50,
    };
    const search = toSearchParams(state).toString();
    expect(search).toBe(
      'q=munich+loop&format=bag&project_id=7&vehicle=Ioniq+5&category=weather%3ARain&tag=night' +
        '&from=2024-06-01&to=2024-06-30&sort=largest&page=3&page_size=50',
    );
    expect(parse(search)).toEqual(state);
  });

  it('drops what the server would refuse instead of failing the page', () => {
    expect(
      parse('format=zip&project_id=-2&category=Weather&from=June&sort=random&page=0&page_size=33'),
    ).toEqual(DEFAULT_LIST_STATE);
    expect(parse('page=abc&project_id=1e3').page).toBe(1);
    expect(parse(`q=${'x'.repeat(300)}`).q).toHaveLength(200);
  });

  it('goes back to page 1 on any change but the page', () => {
    const onPage4 = { ...DEFAULT_LIST_STATE, page: 4 };
    expect(changeListState(onPage4, { q: 'rain' })).toMatchObject({ q: 'rain', page: 1 });
    expect(changeListState(onPage4, { page: 5 }).page).toBe(5);
    expect(changeListState(onPage4, { page_size: 50 }).page).toBe(1);
  });

  it('asks the API only for the filters that are set', () => {
    expect(toListQuery(DEFAULT_LIST_STATE)).toEqual({ sort: 'newest', page: 1, page_size: 20 });
    expect(
      toListQuery({ ...DEFAULT_LIST_STATE, format: 'mcap', project_id: 2, tag: 'gnss' }),
    ).toEqual({
      sort: 'newest',
      page: 1,
      page_size: 20,
      format: 'mcap',
      project_id: 2,
      tag: 'gnss',
    });
  });

  it('counts the filters set, not the search, order or page', () => {
    expect(activeFilterCount({ ...DEFAULT_LIST_STATE, q: 'x', sort: 'name', page: 2 })).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_LIST_STATE, format: 'bag', from: '2024-01-01' })).toBe(2);
  });
});
