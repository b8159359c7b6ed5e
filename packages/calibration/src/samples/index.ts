export * from './encode-png';
export * from './encode-pcd';
export * from './intrinsic-samples';
export * from './lidar-camera-sample';
