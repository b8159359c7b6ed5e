/**
 * A learner's code per challenge, kept in local storage as they type, so a reload, a closed
 * tab or a Try that crashed the page loses nothing. Keyed by account and challenge: two
 * learners sharing a browser never see each other's code.
 */
export interface Draft {
  source: string;
  /** When it was last written (ms since the epoch). */
  savedAt: number;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const draftKey = (account: number, challenge: number) =>
  `education.draft.${account}.${challenge}`;

export function readDraft(store: Store, key: string): Draft | null {
  try {
    const value = JSON.parse(store.getItem(key) ?? 'null') as Partial<Draft> | null;
    if (!value || typeof value.source !== 'string') return null;
    return { source: value.source, savedAt: Number(value.savedAt) || 0 };
  } catch {
    return null;
  }
}

/** Keeps `source`; the starter itself is no draft (the key is removed). */
export function writeDraft(
  store: Store,
  key: string,
  source: string,
  starter: string,
  now: number,
) {
  try {
    if (source === starter) store.removeItem(key);
    else store.setItem(key, JSON.stringify({ source, savedAt: now } satisfies Draft));
  } catch {
    // A full or refused storage only costs the draft; the editor keeps the code.
  }
}

/** The code the editor opens with: the draft when there is one, else the challenge's starter. */
export const initialSource = (store: Store, key: string, starter: string) =>
  readDraft(store, key)?.source ?? starter;
