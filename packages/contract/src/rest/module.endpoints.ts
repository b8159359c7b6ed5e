import type { Endpoint } from './endpoint';
import * as modules from './module';
import { MODULE_ROUTES } from './module.routes';

export const MODULE_ENDPOINTS = {
  modules: { ...MODULE_ROUTES.modules, answer: modules.ModuleListAnswer },
  moduleVersion: {
    ...MODULE_ROUTES.moduleVersion,
    params: modules.ModuleVersionParams,
    answer: modules.ModuleAnswer,
  },
  moduleArtifact: { ...MODULE_ROUTES.moduleArtifact, params: modules.ModuleArtifactParams },
} as const satisfies Record<string, Endpoint>;
