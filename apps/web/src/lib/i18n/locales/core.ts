import type { Resource } from 'i18next';
import enAccount from './en/account';
import enApps from './en/apps';
import enCommon from './en/common';
import enHome from './en/home';
import enShell from './en/shell';

/**
 * The core namespaces (namespaces.ts) in English, bundled with the first load: English is the
 * fallback of every screen. Their Korean is one chunk of its own (core-ko.ts).
 */
export const CORE_RESOURCES = {
  en: {
    common: enCommon,
    shell: enShell,
    home: enHome,
    apps: enApps,
    account: enAccount,
  },
} satisfies Resource;
