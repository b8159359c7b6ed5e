// The renderer moved into @ads/calibration (render/), where the samples use it (issue 30).
export { type RayInverter, rayInverter } from '@ads/calibration';
