import koAccount from './ko/account';
import koApps from './ko/apps';
import koCommon from './ko/common';
import koHome from './ko/home';
import koShell from './ko/shell';
import { SERVER_KO, SERVER_KO_PATTERNS } from './ko/server';

/**
 * The core namespaces (namespaces.ts) in Korean and the Korean of the server's account and HTTP
 * sentences: one chunk, fetched before the first render on a Korean screen (instance.ts), so
 * that an English screen's first load does not carry them (issue 33).
 */
export const KO_CORE = {
  common: koCommon,
  shell: koShell,
  home: koHome,
  apps: koApps,
  account: koAccount,
};

export const KO_CORE_SERVER = { exact: SERVER_KO, patterns: SERVER_KO_PATTERNS };
