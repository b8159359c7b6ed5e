import type account from './locales/en/account';
import type admin from './locales/en/admin';
import type apps from './locales/en/apps';
import type common from './locales/en/common';
import type education from './locales/en/education';
import type home from './locales/en/home';
import type launcher from './locales/en/launcher';
import type remote from './locales/en/remote';
import type shell from './locales/en/shell';
import type store from './locales/en/store';

/**
 * Every namespace's English catalogue, as types: i18next checks each `t('…')` key against them
 * (i18next.d.ts). An app's namespace is added here when its files are (docs/i18n.md).
 */
export interface Resources {
  common: typeof common;
  shell: typeof shell;
  home: typeof home;
  apps: typeof apps;
  account: typeof account;
  admin: typeof admin;
  education: typeof education;
  launcher: typeof launcher;
  remote: typeof remote;
  store: typeof store;
}
