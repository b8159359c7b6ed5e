import type { Endpoint } from './endpoint';
import * as modules from './module';
import { MODULE_ROUTES } from './module.routes';

export const MODULE_ENDPOINTS = {
  modules: { ...MODULE_ROUTES.modules, answer: modules.ModuleListAnswer },
  moduleArtifact: { ...MODULE_ROUTES.moduleArtifact, params: modules.ModuleArtifactParams },
} as const satisfies Record<string, Endpoint>;
