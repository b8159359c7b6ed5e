import type { AppManifest } from '../shell/route-types';
import { manifest as benchmark } from './benchmark/manifest';
import { manifest as calibration } from './calibration/manifest';
import { manifest as education } from './education/manifest';
import { manifest as hmi } from './hmi/manifest';
import { manifest as home } from './home/manifest';
import { manifest as launcher } from './launcher/manifest';
import { manifest as map } from './map/manifest';
import { manifest as monitoring } from './monitoring/manifest';
import { manifest as remote } from './remote/manifest';
import { manifest as statistics } from './statistics/manifest';
import { manifest as store } from './store/manifest';

/** Every app of the catalogue; adding an app is one folder and one line here. */
export const APP_MANIFESTS: AppManifest[] = [
  home,
  launcher,
  remote,
  statistics,
  hmi,
  monitoring,
  education,
  benchmark,
  calibration,
  store,
  map,
];
