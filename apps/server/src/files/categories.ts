import type { Category } from '@ads/contract';

/** Data categories that Data Management classifies driving records by. */
export const CATEGORIES: Category[] = [
  { key: 'weather', name: 'Weather', values: ['Clear', 'Cloudy', 'Rain', 'Snow', 'Fog'] },
  {
    key: 'road_type',
    name: 'Road type',
    values: ['Highway', 'Urban', 'Rural', 'Parking lot', 'Tunnel', 'Test track'],
  },
  { key: 'time_of_day', name: 'Time of day', values: ['Day', 'Night', 'Dawn', 'Dusk'] },
  {
    key: 'scenario',
    name: 'Scenario',
    values: [
      'Lane keeping',
      'Lane change',
      'Cut-in',
      'Intersection',
      'Pedestrian crossing',
      'Traffic light',
      'Parking',
      'Emergency braking',
    ],
  },
  {
    key: 'sensor_setup',
    name: 'Sensor setup',
    values: ['Camera only', 'Camera + lidar', 'Camera + lidar + radar', 'Lidar only'],
  },
];
