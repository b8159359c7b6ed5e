import { CONSTANTS } from '@ads/contract';
import { type ComponentType, lazy } from 'react';

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

/** A page as its own chunk, loaded on first visit. */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(() => withTimeout(load()));
