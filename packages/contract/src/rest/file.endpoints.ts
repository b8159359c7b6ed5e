import type { Endpoint } from './endpoint';
import * as file from './file';
import { HEALTH_ROUTES, FILE_ROUTES } from './file.routes';

export const HEALTH_ENDPOINTS = {
  health: { ...HEALTH_ROUTES.health, answer: file.HealthAnswer },
} as const satisfies Record<string, Endpoint>;

export const FILE_ENDPOINTS = {
  categories: { ...FILE_ROUTES.categories, answer: file.CategoryListAnswer },
  image: { ...FILE_ROUTES.image, query: file.ImageQuery },
} as const satisfies Record<string, Endpoint>;
