export {
  evaluateNuScenes,
  evaluateNuScenesTables,
  type NuScenesEvalOptions,
  type NuScenesEvalResult,
} from './nuscenes-eval';
export { matchFrame, type FrameMatch, type RankedPrediction } from './match-frame';
export { DETECTION_CVPR_2019, type DetectionConfig } from './config';
export { NuScenesInputError } from './input-error';
export { worstFrames } from './worst-frames';
export { filterEvalBoxes, keepInEvalRange } from './filter-boxes';
