// The scene moved into @ads/calibration (render/): it is the lidar–camera sample (issue 30).
export {
  type PlacedBoard,
  type Sweep,
  type SweepOptions,
  type Transform,
  LIDAR_CAMERA_SCENE,
  boardCornersInLidar,
  boardPoseInCamera,
  lidarSweep,
  lidarToCamera,
  placeBoard,
} from '@ads/calibration';
