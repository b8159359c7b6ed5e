import type { AccountEvents } from '../account';
import type { ProjectWithPcs } from './project.repo';

/**
 * Each owner's project list, kept per instance for a while: every signed-in page asks for it (the
 * top bar), and reading it from the database cost far more than the rest of the call (bench:
 * 0.01× a bare route on PGlite, whose one connection serves every query in turn; ADR 14).
 *
 * A change forgets the owner's list here at once and on every other instance before the change
 * is answered (`announce` resolves once they have heard), so the next call anywhere reads it
 * again. `ttlMs` bounds what a lost announcement could leave behind. Concurrent calls for a list
 * that is not kept share one read, so a list that expires under load costs one query, not one
 * per waiting call.
 */
export function createProjectLists(options: {
  load(ownerId: number): Promise<ProjectWithPcs[]>;
  /** Tells the other instances that the owner's list changed; resolves once they have heard. */
  announce(ownerId: number): Promise<void>;
  ttlMs: number;
  now(): number;
  /** Lists kept at most; the oldest go first. */
  max?: number;
}) {
  const max = options.max ?? 10_000;
  const entries = new Map<number, { list: Promise<readonly ProjectWithPcs[]>; at: number }>();

  /** Drops what is kept of the owner; a read already running will not store what it read. */
  const forget = (ownerId: number) => void entries.delete(ownerId);

  return {
    /** The owner's projects with their PCs, newest first. */
    list(ownerId: number): Promise<readonly ProjectWithPcs[]> {
      const kept = entries.get(ownerId);
      if (kept && options.now() - kept.at < options.ttlMs) return kept.list;
      // Stamped before the read: what it returns is no older than this.
      const entry = { list: options.load(ownerId), at: options.now() };
      entries.delete(ownerId);
      entries.set(ownerId, entry);
      if (entries.size > max) entries.delete(entries.keys().next().value!);
      // A failed read is not kept; the calls that shared it get its error.
      entry.list.catch(() => {
        if (entries.get(ownerId) === entry) entries.delete(ownerId);
      });
      return entry.list;
    },
    /** The owner's projects or their PCs changed here: forget them here and everywhere. */
    async changed(ownerId: number): Promise<void> {
      forget(ownerId);
      await options.announce(ownerId);
    },
    /** Another instance announced a change of the owner's projects. */
    heard: forget,
    /** A deleted account's projects went with it (heard on every instance). */
    accountEvents: {
      sessionEnded() {},
      userSessionsEnded() {},
      accountChanged() {},
      accountDeleted: forget,
    } satisfies AccountEvents,
  };
}
export type ProjectLists = ReturnType<typeof createProjectLists>;
