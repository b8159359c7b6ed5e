import type { Endpoint } from './endpoint';
import { MessageAnswer } from './envelope';
import * as map from './map';
import { MAP_ROUTES } from './map.routes';

export const MAP_ENDPOINTS = {
  list: { ...MAP_ROUTES.list, query: map.MapListQuery, answer: map.MapListAnswer },
  create: { ...MAP_ROUTES.create, body: map.CreateMapBody, answer: map.MapAnswer },
  get: { ...MAP_ROUTES.get, params: map.MapParams, answer: map.MapAnswer },
  update: {
    ...MAP_ROUTES.update,
    params: map.MapParams,
    body: map.UpdateMapBody,
    answer: map.MapAnswer,
  },
  remove: { ...MAP_ROUTES.remove, params: map.MapParams, answer: MessageAnswer },
  save: {
    ...MAP_ROUTES.save,
    params: map.MapParams,
    query: map.SaveMapQuery,
    answer: map.SaveMapAnswer,
  },
  osm: { ...MAP_ROUTES.osm, params: map.MapParams, query: map.MapOsmQuery },
  validation: {
    ...MAP_ROUTES.validation,
    params: map.MapParams,
    answer: map.MapValidationAnswer,
  },
  versions: { ...MAP_ROUTES.versions, params: map.MapParams, answer: map.MapVersionListAnswer },
  versionOsm: {
    ...MAP_ROUTES.versionOsm,
    params: map.MapVersionParams,
    query: map.MapVersionOsmQuery,
  },
  restore: {
    ...MAP_ROUTES.restore,
    params: map.MapVersionParams,
    query: map.RestoreMapQuery,
    answer: map.SaveMapAnswer,
  },
} as const satisfies Record<string, Endpoint>;
