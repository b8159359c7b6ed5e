/**
 * A value that changes often and the few components that show it: `useSyncExternalStore`
 * reads it, so a change re-renders its readers only, not the component that owns it.
 */
export class ViewBox<T> {
  private listeners = new Set<() => void>();

  constructor(private value: T) {}

  readonly get = (): T => this.value;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** A new value from the last; readers are told only when it is another object. */
  readonly update = (change: (last: T) => T): void => {
    const next = change(this.value);
    if (Object.is(next, this.value)) return;
    this.value = next;
    for (const listener of this.listeners) listener();
  };
}
