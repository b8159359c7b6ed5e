import type { EduChallenge } from '@ads/contract';
import { useCallback, useState } from 'react';
import { useAuth } from '../../../lib/auth-store';
import { draftKey, initialSource, writeDraft } from '../model/drafts';

/** The code in the editor, written to local storage with every change (model/drafts.ts). */
export function useDraft(challenge: Pick<EduChallenge, 'id' | 'starter'>) {
  const account = useAuth((state) => state.id);
  const key = draftKey(account, challenge.id);
  const [source, setSourceState] = useState(() =>
    initialSource(localStorage, key, challenge.starter),
  );
  const setSource = useCallback(
    (next: string) => {
      setSourceState(next);
      writeDraft(localStorage, key, next, challenge.starter, Date.now());
    },
    [key, challenge.starter],
  );
  return {
    source,
    setSource,
    reset: () => setSource(challenge.starter),
    isStarter: source === challenge.starter,
  };
}
