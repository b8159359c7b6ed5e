import type { Change } from './doc-store';

/*
 * Undo and redo as patches. An operation's patch is the list of changes it made, each holding
 * the element before and after (or its absence); elements are immutable, so these are shared
 * references, not copies, and a step costs only what the operation touched, however big the
 * map. Undo puts the `before`s back in reverse order, redo the `after`s in order. A new
 * operation clears the redo stack. Nested operations (a `batch`) join the outermost one's
 * patch; an operation that throws is rolled back to where it started.
 */

export interface Patch {
  label: string;
  changes: Change[];
}

/** How the history puts changes back into the document (DocStore's restore/replay). */
export interface PatchTarget {
  restore(change: Change): void;
  replay(change: Change): void;
  /** Called once after a run of restores. */
  finishRestore(): void;
}

/** Steps kept; the oldest are forgotten beyond this so a long session's memory stays bounded. */
const MAX_STEPS = 500;

export class EditHistory {
  private readonly done: Patch[] = [];
  private readonly undone: Patch[] = [];
  private open: Patch | null = null;

  constructor(private readonly target: PatchTarget) {}

  get canUndo(): boolean {
    return this.done.length > 0;
  }

  get canRedo(): boolean {
    return this.undone.length > 0;
  }

  get undoLabel(): string | null {
    return this.done[this.done.length - 1]?.label ?? null;
  }

  get redoLabel(): string | null {
    return this.undone[this.undone.length - 1]?.label ?? null;
  }

  /** Whether an operation is running (changes are being recorded). */
  get recording(): boolean {
    return this.open !== null;
  }

  /** Takes a change made by the running operation. */
  record(change: Change): void {
    if (!this.open) throw new Error('A change was made outside an editing operation.');
    this.open.changes.push(change);
  }

  /**
   * Runs an operation as one step (or as part of the running one). Answers its result and
   * whether the outermost step finished with changes, so the caller knows to tell listeners.
   */
  run<T>(label: string, operation: () => T): { result: T; committed: boolean } {
    const outer = this.open === null;
    const patch = this.open ?? { label, changes: [] };
    const mark = patch.changes.length;
    this.open = patch;
    try {
      const result = operation();
      if (!outer) return { result, committed: false };
      this.open = null;
      if (patch.changes.length === 0) return { result, committed: false };
      this.done.push(patch);
      if (this.done.length > MAX_STEPS) this.done.shift();
      this.undone.length = 0;
      return { result, committed: true };
    } catch (error) {
      this.rollBack(patch, mark);
      patch.changes.length = mark;
      if (outer) this.open = null;
      throw error;
    }
  }

  undo(): boolean {
    if (this.open) throw new Error('Undo was called during an editing operation.');
    const patch = this.done.pop();
    if (!patch) return false;
    this.rollBack(patch, 0);
    this.undone.push(patch);
    return true;
  }

  redo(): boolean {
    if (this.open) throw new Error('Redo was called during an editing operation.');
    const patch = this.undone.pop();
    if (!patch) return false;
    for (const change of patch.changes) this.target.replay(change);
    this.done.push(patch);
    return true;
  }

  /** Puts back what the patch changed from its `mark`-th change on, newest first. */
  private rollBack(patch: Patch, mark: number): void {
    const changes = patch.changes;
    for (let i = changes.length - 1; i >= mark; i -= 1) this.target.restore(changes[i]!);
    this.target.finishRestore();
  }
}
