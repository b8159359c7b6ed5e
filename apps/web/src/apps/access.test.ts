import { APP_ACCESS, CATALOGUE } from '@ads/contract';
import { describe, expect, it } from 'vitest';
import { APP_MANIFESTS } from '.';

describe('the access of each app', () => {
  it('is the access its start page is mounted behind, as the card and menu say it', () => {
    for (const app of CATALOGUE) {
      const manifest = APP_MANIFESTS.find((entry) => entry.key === app.key);
      const start = manifest?.routes.find((route) => route.path === app.url);
      expect(start?.access, app.key).toBe(APP_ACCESS[app.key]);
    }
  });
});
