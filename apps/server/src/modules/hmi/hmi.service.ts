import { type AppKey, type FleetVehicle, PcToken, canAccess } from '@ads/contract';
import type { PcRow, UserRow } from '../../db/schema';
import { type Actor, roleRefusal } from '../../http/auth';
import { notFound, unauthorized } from '../../http/errors';
import type { FleetService } from '../fleet';
import type { MapService, MapWithCurrent } from '../map';
import type { ProjectWithPcs } from '../project';
import type { HmiRepo } from './hmi.repo';

/** What the HMI needs of the other modules: each keeps its own rules. */
export interface HmiServiceDeps {
  repo: HmiRepo;
  /** The project when the actor may see it (owner, admins), else 404 as a missing one. */
  project(actor: Actor, id: number): Promise<ProjectWithPcs>;
  fleet: Pick<FleetService, 'list'>;
  maps: Pick<MapService, 'list' | 'osm' | 'exportOsm'>;
  /** A map by id, without the caller's rules (HDMAP Builder's lookup). */
  mapById(id: number): Promise<MapWithCurrent | undefined>;
  pcByToken(token: string): Promise<PcRow | undefined>;
  userById(id: number): Promise<UserRow | undefined>;
  /** Refuses (403, with its sentence) a role for which the app is hidden or disabled. */
  checkApp(app: AppKey, role: string): Promise<void>;
}

/** The map file the HMI and the simulated vehicle drive on: Autoware's flavour (local_x/y). */
const FLAVOUR = 'autoware' as const;

/**
 * HMI's rules (issue 16, docs/adr/0020): a project's vehicles as FMS lists them, its maps as
 * HDMAP Builder keeps them, and a map for the agent whose PC is in the map's project.
 */
export function createHmiService(deps: HmiServiceDeps) {
  return {
    /**
     * The vehicles among the project's PCs: the fleet's rows the caller may see (own PCs,
     * admins every one) of PCs in the project. A project the caller may not see is missing.
     */
    async vehicles(actor: Actor, projectId: number): Promise<FleetVehicle[]> {
      const project = await deps.project(actor, projectId);
      const inProject = new Set(project.pcs.map((pc) => pc.id));
      const fleet = await deps.fleet.list(actor);
      return fleet.filter((vehicle) => inProject.has(vehicle.pc_id));
    },

    /** The project's maps, by HDMAP Builder's rule (the project's owner and admins). */
    maps: (actor: Actor, projectId: number) => deps.maps.list(actor, projectId),

    /** The map's current version as Autoware OSM, by HDMAP Builder's rule. */
    mapOsm: (actor: Actor, id: number) => deps.maps.osm(actor, id, { flavour: FLAVOUR }),

    /**
     * The map for an agent, by its PC token: the PC must be registered, its owner active with
     * HMI on for their role, and the map in one of the PC's projects; any other map answers as
     * a missing one.
     */
    async agentMapOsm(token: string | null, id: number) {
      if (!token) throw unauthorized('Send the PC token as the bearer.');
      if (!PcToken.safeParse(token).success) throw unauthorized('This PC is not registered.');
      const pc = await deps.pcByToken(token);
      if (!pc) throw unauthorized('This PC is not registered.');
      const owner = await deps.userById(pc.userId);
      if (!owner?.isActive) throw unauthorized('The account of this PC is disabled.');
      if (!canAccess(owner.role, 'USER')) throw roleRefusal(owner.role);
      await deps.checkApp('hmi', owner.role);
      const map = await deps.mapById(id);
      if (!map || !(await deps.repo.pcInProject(pc.id, map.projectId))) {
        throw notFound('No such map.');
      }
      return deps.maps.exportOsm(map, { flavour: FLAVOUR });
    },

    /**
     * The map a vehicle drives on, for FMS's map (issue 30): the caller must see the vehicle in
     * the fleet (its owner, admins) and the map must be in one of the PC's projects, the rule
     * by which its agent fetched it. Anything else answers as one missing pair, so neither
     * another user's vehicle nor a map id can be probed.
     */
    async fleetMapOsm(actor: Actor, pcId: number, mapId: number) {
      const missing = () => notFound('No such vehicle or map.');
      const fleet = await deps.fleet.list(actor);
      if (!fleet.some((vehicle) => vehicle.pc_id === pcId)) throw missing();
      const map = await deps.mapById(mapId);
      if (!map || !(await deps.repo.pcInProject(pcId, map.projectId))) throw missing();
      return deps.maps.exportOsm(map, { flavour: FLAVOUR });
    },
  };
}
export type HmiService = ReturnType<typeof createHmiService>;
