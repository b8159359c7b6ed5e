import type { AppKey } from '@ads/contract';
import type { Db } from '../../db/client';
import type { PcRow, UserRow } from '../../db/schema';
import type { Actor } from '../../http/auth';
import type { FleetService } from '../fleet/fleet.service';
import type { MapRepo } from '../map/map.repo';
import type { MapService } from '../map/map.service';
import type { ProjectWithPcs } from '../project/project.repo';
import { createHmiRepo } from './hmi.repo';
import { createHmiService } from './hmi.service';
import { createVehicleCommandGate } from './vehicle-commands';

/** HMI's parts, wired: its rules over the fleet, map and project modules, and the command gate. */
export function createHmiModule(deps: {
  db: Db;
  project(actor: Actor, id: number): Promise<ProjectWithPcs>;
  fleet: FleetService;
  maps: MapService;
  mapRepo: MapRepo;
  pcByToken(token: string): Promise<PcRow | undefined>;
  userById(id: number): Promise<UserRow | undefined>;
  checkApp(app: AppKey, role: string): Promise<void>;
  checkAppNow(app: AppKey, role: string): string | null | undefined;
}) {
  const service = createHmiService({ ...deps, repo: createHmiRepo(deps.db) });
  /** The relay's check of vehicle commands, FMS's and HMI's (realtime/events.ts). */
  const commands = createVehicleCommandGate({
    checkApp: deps.checkApp,
    checkAppNow: deps.checkAppNow,
  });
  return { service, commands };
}
export type HmiModule = ReturnType<typeof createHmiModule>;
