export {
  createSimVehicle,
  SIM_DRIVING,
  type SimVehicle,
  type SimTrafficOptions,
  type SimVehicleOptions,
} from './sim-vehicle';
export { sampleDrivingMap } from '@ads/driving-sim';
export type { LightTiming } from '@ads/driving-sim';
export { DEFAULT_START, type LatLon } from '@ads/driving-sim';
