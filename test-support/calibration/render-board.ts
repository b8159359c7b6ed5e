// The renderer moved into @ads/calibration (render/), where the samples use it (issue 30).
export {
  type BoardPose,
  type BoardTexture,
  type RenderOptions,
  type RenderedBoard,
  boardInView,
  boardPoints,
  pointInView,
  poseMatrix,
  renderBoard,
  renderTexture,
  syntheticViews,
} from '@ads/calibration';
