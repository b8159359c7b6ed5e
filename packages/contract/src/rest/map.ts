import { z } from '../zod';
import { MAP_FLAVOURS, type MapProjector } from '@ads/lanelet2';
import { Id, Timestamp, envelope } from './envelope';

/*
 * HDMAP Builder's calls (issue 15): a project's Lanelet2 maps, each a list of saved versions.
 * A save sends the OSM XML as the raw body (`PUT /api/map/:id/osm`), so it has no body schema;
 * its base version comes from `?version=` or `If-Match: "N"`.
 */

export const MapFlavourSchema = z.enum(MAP_FLAVOURS);

const Latitude = z.number().min(-90).max(90);
const Longitude = z.number().min(-180).max(180);
const Altitude = z.number().min(-20_000).max(100_000);
/** An MGRS 100 km square: zone, latitude band, the square's two letters (`54SUE`). */
export const MgrsGrid = z
  .string()
  .trim()
  .toUpperCase()
  .regex(
    /^(0?[1-9]|[1-5]\d|60)[C-HJ-NP-X][A-HJ-NP-Z][A-HJ-NP-V]$/,
    'An MGRS grid is a zone, a latitude band and a 100 km square, as 54SUE.',
  );
const VerticalDatum = z.string().trim().min(1).max(40).optional();

/** `map_projector_info.yaml` as JSON (see `MapProjector` in lanelet2/osm.ts). */
export const MapProjectorSchema = z.discriminatedUnion('projector_type', [
  z.object({
    projector_type: z.literal('MGRS'),
    mgrs_grid: MgrsGrid,
    vertical_datum: VerticalDatum,
  }),
  z.object({
    projector_type: z.enum(['LocalCartesianUTM', 'TransverseMercator']),
    map_origin: z.object({ latitude: Latitude, longitude: Longitude, altitude: Altitude }),
    vertical_datum: VerticalDatum,
  }),
  z.object({ projector_type: z.literal('Local') }),
]) satisfies z.ZodType<MapProjector, unknown>;

export const MapFindingSchema = z.object({
  severity: z.enum(['error', 'warning', 'info']),
  code: z.string(),
  element_id: z.number(),
  element_type: z.enum(['node', 'way', 'relation']).optional(),
  message: z.string(),
});
export const FindingCountsSchema = z.object({
  error: z.number(),
  warning: z.number(),
  info: z.number(),
});

const Person = z.object({ id: z.number(), name: z.string() });

/** A map as lists show it: its current version's facts. */
export const MapSummary = z.object({
  id: z.number(),
  project_id: z.number(),
  name: z.string(),
  /** Fixed by the first saved version (or stated before it); null until then. */
  projector: MapProjectorSchema.nullable(),
  /** The current version; 0 while nothing was saved. */
  version: z.number(),
  /** The current version's flavour as imported; null at version 0. */
  flavour: MapFlavourSchema.nullable(),
  counts: FindingCountsSchema,
  lanelets: z.number(),
  /** Size of the current version's OSM file as it was sent, bytes. */
  bytes: z.number(),
  created_at: Timestamp,
  updated_at: Timestamp,
  /** Who saved the current version (or created the map); null once that account is gone. */
  updated_by: Person.nullable(),
  /** The map's release label for Autoware (`<MetaInfo map_version>`); '' for the file's own. */
  map_version: z.string(),
});
export type MapSummary = z.infer<typeof MapSummary>;
export const MapAnswer = envelope(MapSummary);
export const MapListAnswer = envelope(z.array(MapSummary));

export const MapListQuery = z.object({ project_id: Id });
export const MapParams = z.object({ id: Id });
/** A version in a path: `/api/map/:id/version/:number/…`. */
export const MapVersionParams = z.object({ id: Id, number: Id });

const MapName = z.string().trim().min(1, 'Enter a map name.').max(120);
export const CreateMapBody = z.object({
  project_id: Id,
  name: MapName,
  projector: MapProjectorSchema.optional(),
});
export type CreateMapBody = z.input<typeof CreateMapBody>;
/**
 * A map's release label (Autoware's `<MetaInfo map_version=…/>`): what release tools write,
 * as 1.2.0 or 20261201-a; '' clears it.
 */
export const MapVersionLabel = z
  .string()
  .trim()
  .max(40, 'A map version is at most 40 characters.')
  .regex(/^[A-Za-z0-9._+-]*$/, 'A map version is letters, digits and . _ + - only, as 1.2.0.');

/** The projector may change only while nothing is saved (version 0). */
export const UpdateMapBody = z.object({
  name: MapName.optional(),
  projector: MapProjectorSchema.optional(),
  map_version: MapVersionLabel.optional(),
});
export type UpdateMapBody = z.input<typeof UpdateMapBody>;

/** A version number in a query: digits (0 is the empty map before the first save). */
const VersionNumber = z
  .union([
    z.number().int(),
    z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().min(0).max(2_147_483_647))
  .optional();
const QueryNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d{1,4}(\.\d{1,15})?$/, 'Must be a decimal number.')
    .transform(Number)
    .pipe(z.number().min(min).max(max))
    .optional();

/**
 * `PUT /api/map/:id/osm?version=&message=&projector=…`, the body the OSM XML. `version` is the
 * version the edit started from (or `If-Match: "N"`); without either the save is taken as it
 * is (a command-line import). The projector may be stated for the first save only:
 * `projector=MGRS&mgrs_grid=54SUE` or `projector=LocalCartesianUTM&lat=&lon=&alt=`.
 * `confirm_empty=true` is needed to save a map with no elements over a version with some.
 */
export const SaveMapQuery = z
  .object({
    version: VersionNumber,
    message: z.string().trim().max(500).default(''),
    projector: z.enum(['MGRS', 'LocalCartesianUTM', 'TransverseMercator', 'Local']).optional(),
    mgrs_grid: MgrsGrid.optional(),
    lat: QueryNumber(-90, 90),
    lon: QueryNumber(-180, 180),
    alt: QueryNumber(-20_000, 100_000),
    /**
     * `true` lets a save with no elements at all replace a version that has some; without it
     * such a save is refused (422), so a blank or broken document never silently empties a map.
     */
    confirm_empty: z
      .enum(['true', 'false'], { message: 'confirm_empty must be true or false.' })
      .transform((value) => value === 'true')
      .optional(),
  })
  .superRefine((query, ctx) => {
    if (query.projector === 'MGRS' && query.mgrs_grid === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['mgrs_grid'],
        message: 'An MGRS projector needs its grid, as mgrs_grid=54SUE.',
      });
    }
    if (
      (query.projector === 'LocalCartesianUTM' || query.projector === 'TransverseMercator') &&
      (query.lat === undefined || query.lon === undefined)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: [query.lat === undefined ? 'lat' : 'lon'],
        message: 'This projector needs its origin, as lat= and lon= (and alt=).',
      });
    }
    const stray = (['mgrs_grid', 'lat', 'lon', 'alt'] as const).find(
      (key) => query[key] !== undefined && query.projector === undefined,
    );
    if (stray) {
      ctx.addIssue({
        code: 'custom',
        path: [stray],
        message: 'Name the projector too, as projector=MGRS or projector=LocalCartesianUTM.',
      });
    }
  });
export type SaveMapQuery = z.input<typeof SaveMapQuery>;

/** The projector a save's query states, or undefined. */
export function projectorOfQuery(query: z.output<typeof SaveMapQuery>): MapProjector | undefined {
  switch (query.projector) {
    case undefined:
      return undefined;
    case 'MGRS':
      return { projector_type: 'MGRS', mgrs_grid: query.mgrs_grid ?? '' };
    case 'Local':
      return { projector_type: 'Local' };
    default:
      return {
        projector_type: query.projector,
        map_origin: {
          latitude: query.lat ?? 0,
          longitude: query.lon ?? 0,
          altitude: query.alt ?? 0,
        },
      };
  }
}

/** `POST /api/map/:id/version/:number/restore?version=` (base version, or If-Match). */
export const RestoreMapQuery = z.object({ version: VersionNumber });

/** `GET /api/map/:id/osm?flavour=&version=`: the map as an OSM file. */
export const MapOsmQuery = z.object({
  flavour: MapFlavourSchema.optional(),
  version: VersionNumber,
});
export const MapVersionOsmQuery = z.object({ flavour: MapFlavourSchema.optional() });

/** What a save or a restore answers: the map, the new version and what validation found. */
export const SaveMapAnswer = envelope(
  z.object({
    map: MapSummary,
    version: z.number(),
    /** At most `MAP_FINDINGS_KEPT` of them (the counts count all). */
    findings: z.array(MapFindingSchema),
    counts: FindingCountsSchema,
  }),
);

/** `GET /api/map/:id/validation/`: the current version's findings, stored when it was saved. */
export const MapValidationAnswer = envelope(
  z.object({
    version: z.number(),
    findings: z.array(MapFindingSchema),
    counts: FindingCountsSchema,
  }),
);

/** Findings kept per version; the counts count them all. */
export const MAP_FINDINGS_KEPT = 10_000;

export const MapVersionInfo = z.object({
  version: z.number(),
  created_at: Timestamp,
  author: Person.nullable(),
  flavour: MapFlavourSchema,
  counts: FindingCountsSchema,
  lanelets: z.number(),
  message: z.string(),
  /** Size of the OSM file as it was sent. */
  bytes: z.number(),
});
export type MapVersionInfo = z.infer<typeof MapVersionInfo>;
/** Newest first. */
export const MapVersionListAnswer = envelope(z.array(MapVersionInfo));
