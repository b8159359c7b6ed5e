import type { Pc } from '@ads/contract';
import { useSearchParams } from 'react-router';
import { usePcs } from '../../../lib/queries';

/** The PC a work page is about (`?pc=<id>`), with its name and online state, read again often. */
export function usePcParam(): { pcId: number | null; pc: Pc | undefined } {
  const [params] = useSearchParams();
  const raw = Number(params.get('pc'));
  const pcId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const pcs = usePcs({ presenceEveryMs: 5000 });
  return { pcId, pc: pcs.data?.find((pc) => pc.id === pcId) };
}
