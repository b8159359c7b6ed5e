import type { Endpoint } from './endpoint';
import * as store from './store';
import { STORE_ROUTES as R } from './store.routes';

export const STORE_ENDPOINTS = {
  algorithms: {
    ...R.algorithms,
    query: store.AlgorithmListQuery,
    answer: store.AlgorithmListAnswer,
  },
  createAlgorithm: {
    ...R.createAlgorithm,
    body: store.AlgorithmBody,
    answer: store.AlgorithmAnswer,
  },
  algorithm: { ...R.algorithm, params: store.AlgorithmParams, answer: store.AlgorithmAnswer },
  updateAlgorithm: {
    ...R.updateAlgorithm,
    params: store.AlgorithmParams,
    body: store.UpdateAlgorithmBody,
    answer: store.AlgorithmAnswer,
  },
  publishVersion: {
    ...R.publishVersion,
    params: store.AlgorithmParams,
    body: store.PublishVersionBody,
    answer: store.VersionAnswer,
  },
  yankVersion: {
    ...R.yankVersion,
    params: store.VersionParams,
    body: store.YankBody,
    answer: store.VersionAnswer,
  },
  combos: { ...R.combos, query: store.ComboListQuery, answer: store.ComboListAnswer },
  createCombo: { ...R.createCombo, body: store.ComboBody, answer: store.ComboAnswer },
  combo: { ...R.combo, params: store.ComboParams, answer: store.ComboAnswer },
  updateCombo: {
    ...R.updateCombo,
    params: store.ComboParams,
    body: store.UpdateComboBody,
    answer: store.ComboAnswer,
  },
  checkCombo: {
    ...R.checkCombo,
    params: store.ComboParams,
    query: store.ComboCheckQuery,
    answer: store.ComboCheckAnswer,
  },
  installCombo: {
    ...R.installCombo,
    params: store.ComboParams,
    body: store.InstallBody,
    answer: store.InstallStarted,
  },
  installs: { ...R.installs, query: store.InstallListQuery, answer: store.InstallListAnswer },
  install: { ...R.install, params: store.InstallParams, answer: store.InstallAnswer },
} as const satisfies Record<string, Endpoint>;
