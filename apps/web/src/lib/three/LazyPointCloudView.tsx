import { Skeleton } from '@mui/material';
import { Suspense, lazy } from 'react';
import type { PointCloudViewProps } from './types';
import { prestartSplatWorker } from './worker-point-canvas';
import { useTranslation } from 'react-i18next';

/*
 * The 3D view as pages use it: three.js (≈ 150 kB gzip) loads with the first view a page
 * draws, never with the home page or a page without one. Import this module, not
 * PointCloudView, anywhere outside this folder.
 */

const load = () => import('./PointCloudView');

const PointCloudView = lazy(load);

/**
 * Starts loading the 3D view early (e.g. when the user heads for a page that shows one), the
 * worker that draws its points under software WebGL, and its renderer.
 */
export function preloadPointCloudView(): Promise<unknown> {
  prestartSplatWorker();
  // Its WebGL renderer too, while the page waits (warm-renderer.ts): the view takes it.
  const warm = import('./warm-renderer').then((module) => module.warmRenderer());
  return Promise.all([load(), warm]);
}

/** PointCloudView, loaded on first use, with a placeholder of its size meanwhile. */
export function LazyPointCloudView(props: PointCloudViewProps) {
  const { t } = useTranslation('scene3d', { useSuspense: false });
  return (
    <Suspense
      fallback={
        <Skeleton
          variant="rounded"
          height={props.height ?? '100%'}
          aria-label={
            props['aria-label']
              ? t('loadingOf', { label: props['aria-label'], defaultValue: 'Loading {{label}}' })
              : t('loading', { defaultValue: 'Loading point cloud' })
          }
        />
      }
    >
      <PointCloudView {...props} />
    </Suspense>
  );
}
