import type { Endpoint } from './endpoint';
import * as app from './app';
import { APP_ROUTES } from './app.routes';

export const APP_ENDPOINTS = {
  catalogue: { ...APP_ROUTES.catalogue, answer: app.CatalogueAnswer },
  appAvailability: { ...APP_ROUTES.appAvailability, answer: app.AppAvailabilityAnswer },
  changeAppAvailability: {
    ...APP_ROUTES.changeAppAvailability,
    params: app.AppKeyParams,
    body: app.ChangeAppAvailabilityBody,
    answer: app.AppAvailabilityRowAnswer,
  },
  resetAppAvailability: {
    ...APP_ROUTES.resetAppAvailability,
    params: app.AppKeyParams,
    answer: app.AppAvailabilityRowAnswer,
  },
  appAudit: { ...APP_ROUTES.appAudit, query: app.AppAuditQuery, answer: app.AppAuditAnswer },
  basemap: { ...APP_ROUTES.basemap, answer: app.BasemapAnswer },
  setBasemap: { ...APP_ROUTES.setBasemap, body: app.SetBasemapBody, answer: app.BasemapAnswer },
} as const satisfies Record<string, Endpoint>;
