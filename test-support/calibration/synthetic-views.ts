// Moved into @ads/calibration (render/), where the samples use it (issue 30).
export { syntheticViews } from '@ads/calibration';
