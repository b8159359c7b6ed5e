import type { RemoteKind } from '@ads/contract';
import { useEffect, useState } from 'react';
import { type OpenOptions, type RemoteSession, openSession } from '../session/remote-session';

export type SessionState =
  | { state: 'opening' }
  | { state: 'open'; session: RemoteSession }
  | { state: 'failed'; message: string }
  | { state: 'ended'; message: string };

/**
 * A session of `kind` on the PC for as long as the component is there (it ends with the page).
 * `attempt` counts retries: a new number opens a new session.
 */
export function useRemoteSession(
  pcId: number | null,
  kind: RemoteKind,
  attempt: number,
  options: OpenOptions = {},
): SessionState {
  const viewOnly = options.viewOnly === true;
  const key = `${pcId}:${kind}:${attempt}:${viewOnly}`;
  // What the opening of `key` came to; another key is still opening.
  const [state, setState] = useState<{ key: string; value: SessionState } | null>(null);
  useEffect(() => {
    if (pcId === null) return;
    let gone = false;
    let held: RemoteSession | null = null;
    const set = (value: SessionState) => {
      if (!gone) setState({ key, value });
    };
    openSession(pcId, kind, { viewOnly }).then(
      (session) => {
        if (gone) return session.close();
        held = session;
        set({ state: 'open', session });
        session.onEnd((message) => set({ state: 'ended', message }));
      },
      (error: unknown) =>
        set({ state: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      gone = true;
      held?.close();
    };
  }, [key, pcId, kind, viewOnly]);
  return state?.key === key ? state.value : { state: 'opening' };
}
