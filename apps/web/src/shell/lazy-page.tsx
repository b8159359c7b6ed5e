import { CONSTANTS } from '@ads/contract';
import { type ComponentType, lazy } from 'react';

type PageModule = { default: ComponentType };

/** Fails a chunk load that takes longer than the spec's 120 s instead of waiting forever. */
export function withTimeout<T>(
  load: Promise<T>,
  ms: number = CONSTANTS.chunkLoadTimeoutMs,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Loading the page took longer than ${ms / 1000} s.`)),
      ms,
    );
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const eagerPages = new WeakMap<() => Promise<PageModule>, ComponentType>();

/**
 * A page that is part of the first load instead of a chunk of its own: its route renders it
 * in the first pass, with the top bar, rather than after one more request (docs/adr/0015).
 */
export function eagerPage(Page: ComponentType): () => Promise<PageModule> {
  const load = () => Promise.resolve({ default: Page });
  eagerPages.set(load, Page);
  return load;
}

/** A page as its own chunk, loaded on first visit (or the page itself, when it is eager). */
export const lazyPage = (load: () => Promise<PageModule>) =>
  eagerPages.get(load) ?? lazy(() => withTimeout(load()));
