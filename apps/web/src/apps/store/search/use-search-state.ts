import { useSearchParams } from 'react-router';
import { type SearchState, changeSearch, parseSearch, toSearchParams } from './search-params';

/**
 * The search page's state, held in the URL: each change is a history entry, so back and
 * forward step through searches, and a copied link opens the same view.
 */
export function useSearchState(): [SearchState, (change: Partial<SearchState>) => void] {
  const [params, setParams] = useSearchParams();
  const state = parseSearch(params);
  const change = (patch: Partial<SearchState>) =>
    setParams((current) => toSearchParams(changeSearch(parseSearch(current), patch)));
  return [state, change];
}
