export { bevIoU, iou3d } from './box-overlap';
export {
  evaluateKitti,
  evaluateKittiTables,
  KITTI_MIN_OVERLAP,
  type KittiEvalOptions,
  type KittiEvalResult,
} from './kitti-eval';
export { N_SAMPLE_PTS, apR11, apR40, getThresholds } from './thresholds';
