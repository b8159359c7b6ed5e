export * from './pixel-rays';
export * from './render-board';
export * from './render-charuco';
export * from './synthetic-views';
export * from './sample-camera';
export * from './lidar-camera-scene';
