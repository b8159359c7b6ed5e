import { type ComponentType, useEffect, useState } from 'react';
import { withTimeout } from './lazy-page';

export interface OnDemand<P> {
  (props: P): React.ReactNode;
  /** Loads the component's chunk ahead of its first opening. */
  preload(): Promise<unknown>;
}

/**
 * A popup (menu, popover, dialog) from a chunk of its own, fetched the first time it opens
 * rather than with the first page: the first paint never shows it (docs/adr/0015). Until then
 * it renders nothing; once loaded it renders at once, so only the very first opening waits for
 * the chunk. A chunk that fails to load is asked for again at the next opening.
 */
export function onDemand<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): OnDemand<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= withTimeout(load()).then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function Popup(props: P) {
    const [Loaded, setLoaded] = useState(() => loaded);
    useEffect(() => {
      if (!props.open || Loaded) return;
      let current = true;
      preload().then(
        (component) => current && setLoaded(() => component),
        () => undefined,
      );
      return () => {
        current = false;
      };
    }, [props.open, Loaded]);
    return Loaded ? <Loaded {...props} /> : null;
  }
  return Object.assign(Popup, { preload });
}
