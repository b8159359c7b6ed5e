import { useSearchParams } from 'react-router';
import { type ListState, changeListState, parseListParams, toSearchParams } from '../list-params';

/**
 * A record list's state, held in the URL: each change is a history entry, so back and forward
 * step through searches and pages. Params the list does not own (e.g. `upload`) are kept.
 */
export function useListState(): [ListState, (change: Partial<ListState>) => void] {
  const [params, setParams] = useSearchParams();
  const state = parseListParams(params);
  const change = (patch: Partial<ListState>) => {
    setParams((current) => {
      const next = toSearchParams(changeListState(parseListParams(current), patch));
      for (const [key, value] of current) {
        if (!(key in state)) next.set(key, value);
      }
      return next;
    });
  };
  return [state, change];
}
