import { ROUTES } from '@ads/contract';
import { call } from '../../lib/api';

export type ServiceState = 'up' | 'down' | 'unavailable';

/** What a fact is about (the card says it in the language shown: `operator:facts`). */
export type FactLabel =
  'responseTime' | 'database' | 'version' | 'categories' | 'image' | 'channel';

/** A fact's value, said by the card in the language shown. */
export type FactValue =
  /** A time in milliseconds. */
  | { ms: number }
  /** As the service names it (a version, a product, a channel): not translated. */
  | { typed: string }
  | { embedded: true }
  | { loaded: number }
  | { loadedInMs: number }
  | { failed: true };

export interface ServiceFact {
  label: FactLabel;
  value: FactValue;
}

/** Why a service is down or not offered: one of the page's notes, or the server's sentence. */
export type ServiceNote = { note: 'image' | 'realtime' } | { server: string };

export interface ServiceCheck {
  state: ServiceState;
  facts: ServiceFact[];
  /** Why a service is down or not offered, in words a visitor understands. */
  note?: ServiceNote;
}

export interface StatusReport {
  api: ServiceCheck;
  files: ServiceCheck;
  realtime: ServiceCheck;
}

/** The image the file service is checked with (the fact names it). */
export const IMAGE_NAME = 'app-Home';
const ms = (start: number) => Math.round(performance.now() - start);

async function checkApi(): Promise<ServiceCheck> {
  const start = performance.now();
  const result = await call(ROUTES.health);
  const took = ms(start);
  if (!result.success) {
    return {
      state: 'down',
      facts: [{ label: 'responseTime', value: { ms: took } }],
      note: { server: result.message },
    };
  }
  return {
    state: 'up',
    facts: [
      {
        label: 'database',
        value: result.detail.database === 'pglite' ? { embedded: true } : { typed: 'PostgreSQL' },
      },
      { label: 'version', value: { typed: result.detail.version } },
      { label: 'responseTime', value: { ms: took } },
    ],
  };
}

/**
 * Loads a shipped image the way a page shows it, through an image element. The query carries
 * the time because the file service lets browsers cache images for a day.
 */
function loadImage(): Promise<{ ok: boolean; took: number }> {
  const start = performance.now();
  const base = import.meta.env.VITE_API_BASE ?? '';
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ ok: true, took: ms(start) });
    image.onerror = () => resolve({ ok: false, took: ms(start) });
    image.src = `${base}${ROUTES.image.path}?name=${IMAGE_NAME}&checked=${Date.now()}`;
  });
}

async function checkFiles(): Promise<ServiceCheck> {
  const start = performance.now();
  const [categories, image] = await Promise.all([call(ROUTES.categories), loadImage()]);
  const took = ms(start);
  const facts: ServiceFact[] = [
    {
      label: 'categories',
      value: categories.success ? { loaded: categories.detail.length } : { failed: true },
    },
    { label: 'image', value: image.ok ? { loadedInMs: image.took } : { failed: true } },
    { label: 'responseTime', value: { ms: took } },
  ];
  if (categories.success && image.ok) return { state: 'up', facts };
  return {
    state: 'down',
    facts,
    note: categories.success ? { note: 'image' } : { server: categories.message },
  };
}

/** Realtime arrives with its own issue; until then the page says so instead of guessing. */
const realtimeNotYet = (): ServiceCheck => ({
  state: 'unavailable',
  facts: [{ label: 'channel', value: { typed: 'socket.io' } }],
  note: { note: 'realtime' },
});

/** Checks every service at once; never throws, a failed check is reported as down. */
export async function checkServices(): Promise<StatusReport> {
  const [api, files] = await Promise.all([checkApi(), checkFiles()]);
  return { api, files, realtime: realtimeNotYet() };
}
