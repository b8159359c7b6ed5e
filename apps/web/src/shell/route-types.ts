import type { AccessType, AppKey } from '@ads/contract';
import type { ComponentType } from 'react';

/** Header kind of a route (spec §2 route table). */
export type Layout = 'none' | 'topbar' | 'education';

export interface PageRoute {
  path: string;
  /** Lowest role that may open it; PUBLIC pages are open to everyone. */
  access: AccessType;
  layout: Layout;
  load: () => Promise<{ default: ComponentType }>;
}

/** What one app folder under `apps/<key>/` contributes to the router. */
export interface AppManifest {
  key: AppKey;
  routes: PageRoute[];
}
