import { type FileEntry, ListData } from '@ads/contract';
import { useCallback, useEffect, useState } from 'react';
import type { RemoteSession } from '../../session/remote-session';

/** A folder's listing: loading, its entries (folders first), or why it could not be read. */
export type Listing =
  | { state: 'loading' }
  | { state: 'ok'; entries: FileEntry[] }
  | { state: 'error'; message: string };

export const joinPath = (folder: string, name: string) => (folder ? `${folder}/${name}` : name);
export const parentOf = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf('/')));

const sorted = (entries: FileEntry[]) =>
  [...entries].sort((a, b) =>
    (a.kind === 'dir') !== (b.kind === 'dir')
      ? a.kind === 'dir'
        ? -1
        : 1
      : a.name.localeCompare(b.name),
  );

async function listingOf(session: RemoteSession, folder: string): Promise<Listing> {
  try {
    const data = ListData.parse(await session.call('list', { path: folder }));
    return { state: 'ok', entries: sorted(data.entries) };
  } catch (error) {
    return { state: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The workspace as a lazy tree: a folder is listed (`list`) when it is first expanded, and listed
 * again after a change in it. '' is the workspace itself, always expanded.
 */
export function useTree(session: RemoteSession | null) {
  const [listings, setListings] = useState<Map<string, Listing>>(new Map());
  const [expanded, setExpanded] = useState<Set<string>>(new Set(['']));

  const list = useCallback(
    async (folder: string) => {
      if (!session) return;
      // A folder not listed yet reads as loading; one listed before keeps its entries meanwhile.
      const listing = await listingOf(session, folder);
      setListings((map) => new Map(map).set(folder, listing));
    },
    [session],
  );

  useEffect(() => {
    if (!session) return;
    let gone = false;
    void listingOf(session, '').then((listing) => {
      if (!gone) setListings((map) => new Map(map).set('', listing));
    });
    return () => {
      gone = true;
    };
  }, [session]);

  const toggle = useCallback(
    (folder: string) => {
      setExpanded((set) => {
        const next = new Set(set);
        if (next.has(folder)) next.delete(folder);
        else next.add(folder);
        return next;
      });
      if (!listings.has(folder)) void list(folder);
    },
    [listings, list],
  );

  /** Opens a folder (and lists it) without closing it when it is open already. */
  const expand = useCallback(
    (folder: string) => {
      setExpanded((set) => new Set(set).add(folder));
      void list(folder);
    },
    [list],
  );

  return { listings, expanded, toggle, expand, refresh: list };
}

export type Tree = ReturnType<typeof useTree>;
