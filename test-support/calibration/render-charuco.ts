// The renderer moved into @ads/calibration (render/), where the samples use it (issue 30).
export {
  type RenderedCharuco,
  centredCharucoPose,
  charucoInView,
  charucoTexture,
  charucoViews,
  renderCharuco,
} from '@ads/calibration';
