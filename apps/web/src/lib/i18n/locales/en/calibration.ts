/** Calibration (/calibration): intrinsic, lidar-camera and the other tabs, samples and results. */
const calibration = {};
export default calibration;
