import type { ModuleCategory, RosInterface, RosParameter } from '@ads/contract';

/**
 * The studio's own driving stack, seeded into IP Repository at every start (seed.ts): one
 * algorithm per category, each with the version the launcher has always offered, its shipped
 * script (`apps/server/assets/modules/<file>`) as the archive, and the ROS 2 interface the
 * Autoware component it stands for has (topics and message types as Autoware uses them).
 */
export interface SeedModule {
  name: string;
  title: string;
  category: ModuleCategory;
  version: string;
  /** The launcher's description; the algorithm's summary. */
  description: string;
  file: string;
  tags: string[];
  readme: string;
  interface: RosInterface;
}

const CLOUD = 'sensor_msgs/msg/PointCloud2';
const POSE = 'geometry_msgs/msg/PoseWithCovarianceStamped';
const ODOMETRY = 'nav_msgs/msg/Odometry';
const OBJECTS = 'autoware_perception_msgs/msg/PredictedObjects';
const TRAJECTORY = 'autoware_planning_msgs/msg/Trajectory';
const CONTROL = 'autoware_control_msgs/msg/Control';

export const TOPICS = {
  points: '/sensing/lidar/points',
  pose: '/localization/pose_estimator/pose_with_covariance',
  kinematicState: '/localization/kinematic_state',
  objects: '/perception/object_recognition/objects',
  trajectory: '/planning/scenario_planning/trajectory',
  controlCmd: '/control/command/control_cmd',
} as const;

const port = (topic: string, type: string, description: string) => ({ topic, type, description });
const parameter = (
  name: string,
  type: RosParameter['type'],
  value: RosParameter['default'],
  description: string,
): RosParameter => ({ name, type, default: value, description });

const readme = (title: string, body: string, topics: string) =>
  `# ${title}\n\n${body}\n\n## Interface\n\n${topics}\n\nPart of the studio's demo stack: the process runtime runs the shipped Node script, which logs what the component would do; the Docker runtime pulls the image.\n`;

export const SEED_MODULES: SeedModule[] = [
  {
    name: 'lidar-driver',
    title: 'LiDAR driver',
    category: 'sensing',
    version: '2.1.0',
    description: 'Reads a 32-channel spinning LiDAR over UDP and publishes point clouds at 10 Hz.',
    file: 'lidar-driver.js',
    tags: ['lidar', 'driver', 'velodyne'],
    readme: readme(
      'LiDAR driver',
      'Decodes the UDP packets of a 32-channel spinning LiDAR into one point cloud per revolution.',
      `- publishes \`${TOPICS.points}\` (\`${CLOUD}\`) at 10 Hz`,
    ),
    interface: {
      inputs: [],
      outputs: [port(TOPICS.points, CLOUD, 'One revolution of points, in the sensor frame.')],
      parameters: [
        parameter('frame_id', 'string', 'velodyne_top', 'Frame of the published clouds.'),
        parameter('rpm', 'int', 600, 'Rotation speed (600 = 10 Hz).'),
        parameter('min_range', 'double', 0.9, 'Points nearer than this are dropped (m).'),
        parameter('max_range', 'double', 200.0, 'Points farther than this are dropped (m).'),
      ],
    },
  },
  {
    name: 'ndt-localization',
    title: 'NDT localization',
    category: 'localization',
    version: '1.4.2',
    description: 'Matches LiDAR scans against a point-cloud map (NDT) and publishes the pose.',
    file: 'ndt-localization.js',
    tags: ['ndt', 'localization', 'pose', 'lidar'],
    readme: readme(
      'NDT localization',
      'Normal Distributions Transform scan matching against a point-cloud map, as Autoware’s `ndt_scan_matcher`.',
      `- reads \`${TOPICS.points}\` (\`${CLOUD}\`)\n- publishes \`${TOPICS.pose}\` (\`${POSE}\`) and \`${TOPICS.kinematicState}\` (\`${ODOMETRY}\`)`,
    ),
    interface: {
      inputs: [port(TOPICS.points, CLOUD, 'The scan to match.')],
      outputs: [
        port(TOPICS.pose, POSE, 'The matched pose with its covariance.'),
        port(TOPICS.kinematicState, ODOMETRY, 'Pose and twist of the vehicle.'),
      ],
      parameters: [
        parameter('resolution', 'double', 2.0, 'NDT voxel size (m).'),
        parameter('step_size', 'double', 0.1, 'Newton step size.'),
        parameter('trans_epsilon', 'double', 0.01, 'Convergence threshold (m).'),
        parameter('max_iterations', 'int', 30, 'Iterations per scan at most.'),
        parameter('map_path', 'string', 'pointcloud_map.pcd', 'The point-cloud map.'),
      ],
    },
  },
  {
    name: 'object-detection',
    title: '3D object detection',
    category: 'perception',
    version: '0.9.0',
    description: 'Detects cars, pedestrians and cyclists from camera and LiDAR (PointPillars).',
    file: 'object-detection.js',
    tags: ['detection', 'pointpillars', 'perception', 'lidar'],
    readme: readme(
      '3D object detection',
      'PointPillars on the LiDAR cloud: cars, pedestrians and cyclists as predicted objects.',
      `- reads \`${TOPICS.points}\` (\`${CLOUD}\`)\n- publishes \`${TOPICS.objects}\` (\`${OBJECTS}\`)`,
    ),
    interface: {
      inputs: [port(TOPICS.points, CLOUD, 'The cloud to detect objects in.')],
      outputs: [port(TOPICS.objects, OBJECTS, 'Detected objects with their predicted paths.')],
      parameters: [
        parameter('score_threshold', 'double', 0.35, 'Detections below this score are dropped.'),
        parameter(
          'classes',
          'string_array',
          ['car', 'pedestrian', 'bicycle'],
          'The classes to detect.',
        ),
      ],
    },
  },
  {
    name: 'motion-planner',
    title: 'Motion planner',
    category: 'planning',
    version: '1.2.0',
    description: 'Lattice planner: picks a behaviour and an 8 s trajectory of waypoints.',
    file: 'motion-planner.js',
    tags: ['planning', 'lattice', 'trajectory'],
    readme: readme(
      'Motion planner',
      'A lattice planner: samples lateral offsets, scores them against the objects ahead and picks an 8 s trajectory.',
      `- reads \`${TOPICS.kinematicState}\` (\`${ODOMETRY}\`) and \`${TOPICS.objects}\` (\`${OBJECTS}\`)\n- publishes \`${TOPICS.trajectory}\` (\`${TRAJECTORY}\`)`,
    ),
    interface: {
      inputs: [
        port(TOPICS.kinematicState, ODOMETRY, 'Where the vehicle is and how it moves.'),
        port(TOPICS.objects, OBJECTS, 'What to avoid.'),
      ],
      outputs: [port(TOPICS.trajectory, TRAJECTORY, 'The trajectory to follow.')],
      parameters: [
        parameter('horizon_s', 'double', 8.0, 'How far ahead the trajectory reaches (s).'),
        parameter('max_velocity', 'double', 13.9, 'Speed limit of the plan (m/s).'),
        parameter('lateral_samples', 'int', 9, 'Lateral offsets sampled.'),
      ],
    },
  },
  {
    name: 'pure-pursuit-control',
    title: 'Pure pursuit controller',
    category: 'control',
    version: '1.0.3',
    description: 'Follows the planned path with pure pursuit steering and PID speed control.',
    file: 'pure-pursuit-control.js',
    tags: ['control', 'pure-pursuit', 'pid'],
    readme: readme(
      'Pure pursuit controller',
      'Pure pursuit steering towards a look-ahead point of the trajectory, PID on the speed.',
      `- reads \`${TOPICS.trajectory}\` (\`${TRAJECTORY}\`) and \`${TOPICS.kinematicState}\` (\`${ODOMETRY}\`)\n- publishes \`${TOPICS.controlCmd}\` (\`${CONTROL}\`)`,
    ),
    interface: {
      inputs: [
        port(TOPICS.trajectory, TRAJECTORY, 'The trajectory to follow.'),
        port(TOPICS.kinematicState, ODOMETRY, 'Where the vehicle is and how it moves.'),
      ],
      outputs: [port(TOPICS.controlCmd, CONTROL, 'Steering and acceleration commands.')],
      parameters: [
        parameter('lookahead_distance', 'double', 4.0, 'Look-ahead distance (m).'),
        parameter('wheel_base', 'double', 2.79, 'Distance between the axles (m).'),
        parameter('speed_kp', 'double', 1.0, 'Proportional gain of the speed loop.'),
        parameter('speed_ki', 'double', 0.1, 'Integral gain of the speed loop.'),
      ],
    },
  },
  {
    name: 'carla-bridge',
    title: 'CARLA simulator bridge',
    category: 'simulator',
    version: '0.9.15',
    description: 'Connects the stack to a CARLA simulator world and steps it at 20 Hz.',
    file: 'carla-bridge.js',
    tags: ['carla', 'simulator', 'bridge'],
    readme: readme(
      'CARLA simulator bridge',
      'Connects to a CARLA server, publishes its simulated LiDAR and applies the control commands to the ego vehicle.',
      `- publishes \`${TOPICS.points}\` (\`${CLOUD}\`)\n- reads \`${TOPICS.controlCmd}\` (\`${CONTROL}\`)`,
    ),
    interface: {
      inputs: [port(TOPICS.controlCmd, CONTROL, 'Commands for the ego vehicle.')],
      outputs: [port(TOPICS.points, CLOUD, 'The simulated LiDAR.')],
      parameters: [
        parameter('host', 'string', 'localhost', 'The CARLA server.'),
        parameter('port', 'int', 2000, 'Its port.'),
        parameter('town', 'string', 'Town01', 'The world to load.'),
        parameter('fixed_delta_seconds', 'double', 0.05, 'Simulation step (s).'),
        parameter('synchronous_mode', 'bool', true, 'Step the world from the bridge.'),
      ],
    },
  },
];

/** The seeded combo: the stack without the simulator bridge, wired with no errors. */
export const SEED_COMBO = {
  name: 'autoware-mini',
  title: 'Autoware mini stack',
  summary:
    'LiDAR driver, NDT localization, 3D detection, lattice planning and pure pursuit: a small Autoware-style stack, wired topic to topic.',
  version: '1.0.0',
  members: [
    'lidar-driver',
    'ndt-localization',
    'object-detection',
    'motion-planner',
    'pure-pursuit-control',
  ],
};
