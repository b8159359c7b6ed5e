export {
  createSimVehicle,
  SIM_DRIVING,
  type SimVehicle,
  type SimVehicleOptions,
} from './sim-vehicle';
export { DEFAULT_START, type LatLon } from './geo';
