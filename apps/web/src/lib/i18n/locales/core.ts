import type { Resource } from 'i18next';
import enAccount from './en/account';
import enAdmin from './en/admin';
import enApps from './en/apps';
import enCommon from './en/common';
import enHome from './en/home';
import enShell from './en/shell';
import koAccount from './ko/account';
import koAdmin from './ko/admin';
import koApps from './ko/apps';
import koCommon from './ko/common';
import koHome from './ko/home';
import koShell from './ko/shell';

/** The core namespaces (namespaces.ts) in both languages, bundled with the first load. */
export const CORE_RESOURCES = {
  en: {
    common: enCommon,
    shell: enShell,
    home: enHome,
    apps: enApps,
    account: enAccount,
    admin: enAdmin,
  },
  ko: {
    common: koCommon,
    shell: koShell,
    home: koHome,
    apps: koApps,
    account: koAccount,
    admin: koAdmin,
  },
} satisfies Resource;
