import type { Route } from './route';

// Calibration (issue 17, docs/adr/0021): the solvers on the server (the page runs the same in
// a Web Worker), and the results saved per project and sensor, each save a history entry.
// The intrinsic call takes multipart/form-data: `images` files and a `form` JSON field.
export const CALIBRATION_ROUTES = {
  intrinsic: {
    method: 'POST',
    path: '/api/calibration/intrinsic/',
    access: 'USER',
    app: 'calibration',
  },
  extrinsic: {
    method: 'POST',
    path: '/api/calibration/extrinsic/',
    access: 'USER',
    app: 'calibration',
  },
  radar: { method: 'POST', path: '/api/calibration/radar/', access: 'USER', app: 'calibration' },
  list: { method: 'GET', path: '/api/calibration/', access: 'USER', app: 'calibration' },
  save: { method: 'POST', path: '/api/calibration/', access: 'USER', app: 'calibration' },
  get: { method: 'GET', path: '/api/calibration/:id', access: 'USER', app: 'calibration' },
  remove: { method: 'DELETE', path: '/api/calibration/:id', access: 'USER', app: 'calibration' },
  cameraInfo: {
    method: 'GET',
    path: '/api/calibration/:id/camera_info.yaml',
    access: 'USER',
    app: 'calibration',
  },
  opencvYaml: {
    method: 'GET',
    path: '/api/calibration/:id/opencv.yaml',
    access: 'USER',
    app: 'calibration',
  },
  sensorKit: {
    method: 'GET',
    path: '/api/calibration/:id/sensor_kit.yaml',
    access: 'USER',
    app: 'calibration',
  },
  // A lidar frame of a Data Management record (`:id` is the record's): its point-cloud topics,
  // then one message as points (binary, `record-cloud-frame.ts`). The record's own rules
  // decide who reads it (its owner, admins).
  recordClouds: {
    method: 'GET',
    path: '/api/calibration/record/:id/clouds/',
    access: 'USER',
    app: 'calibration',
  },
  recordCloud: {
    method: 'GET',
    path: '/api/calibration/record/:id/cloud/',
    access: 'USER',
    app: 'calibration',
  },
} as const satisfies Record<string, Route>;
