export {
  FLEET_DEFAULTS,
  type FleetModule,
  type FleetOptions,
  createFleetModule,
} from './fleet.module';
export type { FleetService } from './fleet.service';
