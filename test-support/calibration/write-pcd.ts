// Moved into @ads/calibration (samples/): the lidar–camera sample writes its clouds with it.
export { encodePcd } from '@ads/calibration';
