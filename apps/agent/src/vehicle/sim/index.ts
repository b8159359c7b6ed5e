export {
  createSimVehicle,
  SIM_DRIVING,
  type SimVehicle,
  type SimTrafficOptions,
  type SimVehicleOptions,
} from './sim-vehicle';
export { sampleDrivingMap } from './driving-map';
export type { LightTiming } from './traffic-lights';
export { DEFAULT_START, type LatLon } from './geo';
