import { beforeAll } from 'vitest';
import { i18n } from '../i18n';

/**
 * Loads the vehicle's words (and `also`, an app's) in English before a file's tests, as the
 * page loads them: the rules (guards, banners, refusals) read them at once, with no page around
 * them to wait.
 */
export function loadVehicleText(...also: string[]): void {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces(['vehicle', ...also]);
  });
}
