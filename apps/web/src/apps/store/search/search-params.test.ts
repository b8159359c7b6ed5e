import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SEARCH,
  NO_FACETS,
  activeFacetCount,
  changeSearch,
  effectiveSort,
  facetLabel,
  parseSearch,
  searchPath,
  toAlgorithmQuery,
  toSearchParams,
} from './search-params';
import { loadStoreText } from '../test-text';

loadStoreText();

const parse = (search: string) => parseSearch(new URLSearchParams(search));

describe('search URL state', () => {
  it('reads every facet, the order and the page from the URL and writes them back the same', () => {
    const search =
      'q=lidar+detection&category=perception&license=Apache-2.0&platform=linux%2Farm64&ros=humble&gpu=true&sort=installs&page=3';
    const state = parse(search);
    expect(state).toEqual({
      q: 'lidar detection',
      category: 'perception',
      license: 'Apache-2.0',
      platform: 'linux/arm64',
      ros: 'humble',
      gpu: 'true',
      sort: 'installs',
      page: 3,
    });
    expect(toSearchParams(state).toString()).toBe(search);
    expect(parse(toSearchParams(state).toString())).toEqual(state);
  });

  it('leaves defaults out of the URL and drops what the server would refuse', () => {
    expect(toSearchParams(DEFAULT_SEARCH).toString()).toBe('');
    expect(
      parse(
        'category=cooking&platform=windows&ros=kinetic&gpu=maybe&sort=best&page=-2&license=%3Cb%3E',
      ),
    ).toEqual(DEFAULT_SEARCH);
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=99999').page).toBe(10_000);
    expect(parse(`q=${'x'.repeat(300)}`).q).toHaveLength(200);
    expect(parse('license=MIT+OR+Apache-2.0').license).toBe('MIT OR Apache-2.0');
  });

  it('starts again at page 1 on any change but the page', () => {
    const state = parse('q=ekf&page=4');
    expect(changeSearch(state, { category: 'localization' }).page).toBe(1);
    expect(changeSearch(state, { page: 5 }).page).toBe(5);
    expect(changeSearch(state, { sort: 'installs' })).toMatchObject({ q: 'ekf', page: 1 });
  });

  it('asks the API with only what is set', () => {
    expect(toAlgorithmQuery(DEFAULT_SEARCH)).toEqual({ page: 1 });
    expect(toAlgorithmQuery(parse('q=ekf&gpu=false&page=2'))).toEqual({
      q: 'ekf',
      gpu: 'false',
      page: 2,
    });
  });

  it('counts and clears facets, keeping the query and the order', () => {
    const state = parse('q=ekf&category=localization&ros=jazzy&sort=updated');
    expect(activeFacetCount(state)).toBe(2);
    const cleared = changeSearch(state, NO_FACETS);
    expect(activeFacetCount(cleared)).toBe(0);
    expect(cleared).toMatchObject({ q: 'ekf', sort: 'updated' });
  });

  it('names the default order as the server applies it', () => {
    expect(effectiveSort(DEFAULT_SEARCH)).toBe('updated');
    expect(effectiveSort(parse('q=ekf'))).toBe('relevance');
    expect(effectiveSort(parse('q=ekf&sort=installs'))).toBe('installs');
  });

  it('builds links into the search page and labels facet values', () => {
    expect(searchPath({})).toBe('/store/search');
    expect(searchPath({ q: 'lidar' })).toBe('/store/search?q=lidar');
    expect(searchPath({ category: 'planning' })).toBe('/store/search?category=planning');
    expect(facetLabel('gpu', 'true')).toBe('Needs a GPU');
    expect(facetLabel('category', 'planning')).toBe('Planning');
    expect(facetLabel('ros', 'humble')).toBe('Humble');
    expect(facetLabel('platform', 'linux/amd64')).toBe('linux/amd64');
  });
});
