// Calibration's solvers (issue 17), shared by the browser's Web Worker and the server's worker
// thread. OpenCV.js is passed in (cv.ts), never imported here.
export * from './types';
export * from './cv';
export * from './rotation';
export * from './camera-model';
export * from './chessboard';
export * from './charuco';
export * from './intrinsics';
export * from './view-quality';
export * from './similar-views';
export * from './undistort';
export * from './camera-info-yaml';
export * from './extrinsic';
export * from './cloud-overlay';
export * from './board-in-cloud';
export * from './radar';
export * from './point-cloud-files';
export * from './transform-export';
export * from './render';
export * from './samples';
