import { ROUTES } from '@ads/contract';
import { call } from '../../lib/api';

export type ServiceState = 'up' | 'down' | 'unavailable';

export interface ServiceFact {
  label: string;
  value: string;
}

export interface ServiceCheck {
  state: ServiceState;
  facts: ServiceFact[];
  /** Why a service is down or not offered, in words a visitor understands. */
  note?: string;
}

export interface StatusReport {
  api: ServiceCheck;
  files: ServiceCheck;
  realtime: ServiceCheck;
}

const IMAGE_NAME = 'app-Home';
const ms = (start: number) => `${Math.round(performance.now() - start)} ms`;

async function checkApi(): Promise<ServiceCheck> {
  const start = performance.now();
  const result = await call(ROUTES.health);
  const took = ms(start);
  if (!result.success) {
    return {
      state: 'down',
      facts: [{ label: 'Response time', value: took }],
      note: result.message,
    };
  }
  return {
    state: 'up',
    facts: [
      {
        label: 'Database',
        value: result.detail.database === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL',
      },
      { label: 'Version', value: result.detail.version },
      { label: 'Response time', value: took },
    ],
  };
}

/**
 * Loads a shipped image the way a page shows it, through an image element. The query carries
 * the time because the file service lets browsers cache images for a day.
 */
function loadImage(): Promise<{ ok: boolean; took: string }> {
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
      label: 'Categories',
      value: categories.success ? `${categories.detail.length} loaded` : 'failed',
    },
    { label: `Image ${IMAGE_NAME}`, value: image.ok ? `loaded in ${image.took}` : 'failed' },
    { label: 'Response time', value: took },
  ];
  if (categories.success && image.ok) return { state: 'up', facts };
  return {
    state: 'down',
    facts,
    note: categories.success ? 'The image could not be loaded.' : categories.message,
  };
}

/** Realtime arrives with its own issue; until then the page says so instead of guessing. */
const realtimeNotYet = (): ServiceCheck => ({
  state: 'unavailable',
  facts: [{ label: 'Channel', value: 'socket.io' }],
  note: 'The live channel to PCs and vehicles arrives with the realtime update; nothing to check yet.',
});

/** Checks every service at once; never throws, a failed check is reported as down. */
export async function checkServices(): Promise<StatusReport> {
  const [api, files] = await Promise.all([checkApi(), checkFiles()]);
  return { api, files, realtime: realtimeNotYet() };
}
