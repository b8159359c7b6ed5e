import type { AppEntry, AppKey } from '@ads/contract';
import { useTranslation } from 'react-i18next';

export interface AppText {
  name: string;
  subtitle: string;
  description: readonly string[];
}

const KEYS = new Set<string>([
  'home',
  'launcher',
  'remote',
  'statistics',
  'hmi',
  'monitoring',
  'education',
  'benchmark',
  'calibration',
  'store',
  'map',
] satisfies AppKey[]);

/**
 * An app's name, subtitle and card description in the language shown (the `apps` namespace,
 * by app key). An entry the catalogues do not know keeps the text it came with.
 */
export function useAppText(): (
  app: Pick<AppEntry, 'key' | 'name' | 'subtitle' | 'description'>,
) => AppText {
  const { t } = useTranslation('apps');
  return (app) => {
    if (!KEYS.has(app.key)) return app;
    const key = app.key as AppKey;
    return {
      name: t(`${key}.name`),
      subtitle: t(`${key}.subtitle`),
      description: t(`${key}.description`, { returnObjects: true }),
    };
  };
}
