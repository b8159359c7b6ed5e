import { z } from '../zod';
import { Id, Timestamp, envelope } from './envelope';
import { OperationMode, VehicleEvent, VehicleState } from '../vehicle';

/** One vehicle of `GET /api/fleet/`: a registered PC whose agent drives a vehicle. */
export const FleetVehicle = z.object({
  pc_id: z.number(),
  name: z.string(),
  owner: z.object({ id: z.number(), name: z.string() }),
  /** The first project the PC belongs to, or null. */
  project: z.object({ id: z.number(), title: z.string() }).nullable(),
  /** The PC's room (its token): only its owner and admins get it, to join for live state. */
  room: z.string(),
  online: z.boolean(),
  /** The last state the server kept (live while online, the last known position after). */
  state: VehicleState.nullable(),
  /** When that state arrived at the server (ISO), null before the first. */
  updated_at: Timestamp.nullable(),
});
export type FleetVehicle = z.infer<typeof FleetVehicle>;
export const FleetAnswer = envelope(z.array(FleetVehicle));

/** `GET /api/hmi/vehicle/?project_id=`: the vehicles among the project's PCs (HMI). */
export const HmiVehicleQuery = z.object({ project_id: Id });

export const FleetPcParams = z.object({ pc_id: Id });
/** `/api/fleet/:pc_id/map/:id/osm`: the vehicle and the map it reports. */
export const FleetMapParams = z.object({ pc_id: Id, id: Id });

/** `from`/`to`: ISO times or epoch ms; default the last hour. */
const Instant = z.union([
  z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
  z
    .string()
    .min(1)
    .max(40)
    .refine((text) => !Number.isNaN(Date.parse(text)), 'Must be an ISO time or epoch ms.')
    .transform((text) => Date.parse(text)),
]);
export const TrackQuery = z.object({ from: Instant.optional(), to: Instant.optional() });

/** One kept position of the driven track. */
export const TrackPoint = z.object({
  /** Epoch ms (server clock at arrival). */
  t: z.number(),
  lat: z.number(),
  lon: z.number(),
  heading: z.number(),
  speed: z.number(),
  mode: OperationMode,
});
export type TrackPoint = z.infer<typeof TrackPoint>;
export const TrackAnswer = envelope(
  z.object({ pc_id: z.number(), from: z.number(), to: z.number(), points: z.array(TrackPoint) }),
);

export const FleetEventsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  before: Id.optional(),
});
export const FleetEventRow = VehicleEvent.extend({ id: z.number(), pc_id: z.number() });
export type FleetEventRow = z.infer<typeof FleetEventRow>;
export const FleetEventsAnswer = envelope(z.array(FleetEventRow));
