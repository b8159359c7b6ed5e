import { Skeleton } from '@mui/material';
import { type ComponentType, Suspense, lazy, useState } from 'react';
import type { PointCloudViewProps } from './types';
import { prestartSplatWorker } from './worker-point-canvas';
import { useTranslation } from 'react-i18next';

/*
 * The 3D view as pages use it: three.js (≈ 150 kB gzip) loads with the first view a page
 * draws, never with the home page or a page without one. Import this module, not
 * PointCloudView, anywhere outside this folder.
 */

/** What the view's module gives (its type only: nothing of three.js is imported here). */
type ViewModule = { default: ComponentType<PointCloudViewProps> };

/** The view's module once it has loaded (preloaded, or by an earlier view). */
let loaded: ViewModule | null = null;

const load = () =>
  import('./PointCloudView').then((module) => {
    loaded = module;
    return module;
  });

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

/**
 * PointCloudView, loaded on first use, with a placeholder of its size meanwhile; rendered
 * directly once its module is here. Through `lazy` a loaded module still suspends once, and
 * React then holds the revealed view back to 300 ms after its placeholder was shown (its
 * throttle against placeholders flashing): the playback's 3D view, preloaded while the record
 * opened, started 250 ms late, after the first cloud's answer had come (bench/playback.ts).
 * An instance keeps the way it started: switching would make its scene and WebGL again.
 */
export function LazyPointCloudView(props: PointCloudViewProps) {
  const { t } = useTranslation('scene3d', { useSuspense: false });
  // Decided once: a view that started lazily stays so (a switch would make its scene again).
  const [direct] = useState(() => loaded);
  if (direct) return <direct.default {...props} />;
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
