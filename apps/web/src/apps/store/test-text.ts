import { beforeAll } from 'vitest';
import { i18n } from '../../lib/i18n';

/**
 * Loads the store's catalogue before a file's tests, as the app's first page loads it: the
 * rules and components read their words from it at once, without a page around them to wait.
 */
export function loadStoreText(): void {
  beforeAll(async () => {
    await i18n.loadNamespaces('store');
  });
}
