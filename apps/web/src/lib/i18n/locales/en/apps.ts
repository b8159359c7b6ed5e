import { type AppKey, appByKey } from '@ads/contract';

// The catalogue's texts (spec §2) by app key. The spec gives the names and subtitles in
// English and the card descriptions in Korean: this file keeps the contract's English exactly
// and holds the English of the descriptions; ko/apps.ts does the reverse.
const given = (key: AppKey) => ({ name: appByKey(key).name, subtitle: appByKey(key).subtitle });

const apps = {
  home: {
    ...given('home'),
    description: [
      'A cloud studio for developing, verifying and operating autonomous-mobility software.',
      'Manage your projects and PCs with one account, and start the apps you need right away.',
    ],
  },
  launcher: {
    ...given('launcher'),
    description: [
      'An integrated environment for designing, building and running autonomous-driving software.',
      'Install perception, localisation, planning and control modules on your registered PCs and follow their state and logs live.',
    ],
  },
  remote: {
    ...given('remote'),
    description: [
      "Reach a remote PC's code and screen straight from the browser.",
      "Change and check the software running on the vehicle's computer from your desk.",
    ],
  },
  statistics: {
    ...given('statistics'),
    description: [
      'Collect, classify and analyse driving data.',
      'Upload MCAP and ROS bag records and their topics, route, distance and speed are indexed for you.',
    ],
  },
  hmi: {
    ...given('hmi'),
    description: [
      'Visualise maps and vehicle data and send user commands.',
      "See the vehicle's position, speed, route and sensor state on one screen.",
    ],
  },
  monitoring: {
    ...given('monitoring'),
    description: [
      'A control system that monitors and commands a fleet of vehicles.',
      'Switch between the AUTO, REMOTE and MANUAL driving modes and drive remotely.',
    ],
  },
  education: {
    ...given('education'),
    description: [
      'Challenges and a ranking for people learning autonomous-driving software.',
      'Solve tasks on screens made for mobile and compare your results.',
    ],
  },
  benchmark: {
    ...given('benchmark'),
    description: [
      'Evaluate lidar 3D detectors on datasets an administrator imports (KITTI’s object dataset, up to about 20,000 frames) or on a generated sample street.',
      'Predictions are scored with the nuScenes and KITTI metrics; every leaderboard starts with a baseline, and an example file shows the format.',
    ],
  },
  calibration: {
    ...given('calibration'),
    description: [
      'Calibrate cameras, lidars and 4D radars.',
      "Compute a camera's intrinsic parameters and the extrinsics between sensors, and check the results.",
    ],
  },
  store: {
    ...given('store'),
    description: [
      'A repository of autonomous-driving algorithms and combinations.',
      'Pick the algorithms you need and install them on your PC right away.',
    ],
  },
  map: {
    ...given('map'),
    description: [
      'Create and edit high-definition maps for autonomous driving.',
      'Draw lanes, stop lines and intersections in the Lanelet2 format and export them.',
    ],
  },
};
export default apps;
