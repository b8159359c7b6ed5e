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
import type benchmark from './locales/en/benchmark';
import type board from './locales/en/board';
import type calibration from './locales/en/calibration';
import type hmi from './locales/en/hmi';
import type map from './locales/en/map';
import type maps from './locales/en/maps';
import type monitoring from './locales/en/monitoring';
import type operator from './locales/en/operator';
import type project from './locales/en/project';
import type scene3d from './locales/en/scene3d';
import type staticPages from './locales/en/static';
import type statistics from './locales/en/statistics';
import type vehicle from './locales/en/vehicle';

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
  benchmark: typeof benchmark;
  board: typeof board;
  calibration: typeof calibration;
  hmi: typeof hmi;
  map: typeof map;
  maps: typeof maps;
  monitoring: typeof monitoring;
  operator: typeof operator;
  project: typeof project;
  scene3d: typeof scene3d;
  static: typeof staticPages;
  statistics: typeof statistics;
  vehicle: typeof vehicle;
}
