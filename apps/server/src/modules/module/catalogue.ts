import type { Module } from '@ads/contract';

/** The module catalogue of a driving stack; sha256 and size are read from the shipped files. */
export const CATALOGUE: Array<Omit<Module, 'artifact'> & { file: string }> = [
  {
    name: 'lidar-driver',
    title: 'LiDAR driver',
    category: 'sensing',
    version: '2.1.0',
    image: 'ads-studio/lidar-driver:2.1.0',
    description: 'Reads a 32-channel spinning LiDAR over UDP and publishes point clouds at 10 Hz.',
    file: 'lidar-driver.js',
  },
  {
    name: 'ndt-localization',
    title: 'NDT localization',
    category: 'localization',
    version: '1.4.2',
    image: 'ads-studio/ndt-localization:1.4.2',
    description: 'Matches LiDAR scans against a point-cloud map (NDT) and publishes the pose.',
    file: 'ndt-localization.js',
  },
  {
    name: 'object-detection',
    title: '3D object detection',
    category: 'perception',
    version: '0.9.0',
    image: 'ads-studio/object-detection:0.9.0',
    description: 'Detects cars, pedestrians and cyclists from camera and LiDAR (PointPillars).',
    file: 'object-detection.js',
  },
  {
    name: 'motion-planner',
    title: 'Motion planner',
    category: 'planning',
    version: '1.2.0',
    image: 'ads-studio/motion-planner:1.2.0',
    description: 'Lattice planner: picks a behaviour and an 8 s trajectory of waypoints.',
    file: 'motion-planner.js',
  },
  {
    name: 'pure-pursuit-control',
    title: 'Pure pursuit controller',
    category: 'control',
    version: '1.0.3',
    image: 'ads-studio/pure-pursuit-control:1.0.3',
    description: 'Follows the planned path with pure pursuit steering and PID speed control.',
    file: 'pure-pursuit-control.js',
  },
  {
    name: 'carla-bridge',
    title: 'CARLA simulator bridge',
    category: 'simulator',
    version: '0.9.15',
    image: 'ads-studio/carla-bridge:0.9.15',
    description: 'Connects the stack to a CARLA simulator world and steps it at 20 Hz.',
    file: 'carla-bridge.js',
  },
];
