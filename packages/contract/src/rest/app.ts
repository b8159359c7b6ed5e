import {
  APP_STATES,
  CATALOGUE,
  CONFIGURABLE_ROLES,
  type AppKey,
  type ConfigurableRole,
} from '../catalogue';
import { z } from '../zod';
import { Id, Timestamp, envelope } from './envelope';

const APP_KEYS = CATALOGUE.map((app) => app.key) as [AppKey, ...AppKey[]];

export const AppKeySchema = z.enum(APP_KEYS, 'Unknown app.');
export const AppStateSchema = z.enum(APP_STATES, 'Choose hidden, disabled or enabled.');
export const ConfigurableRoleSchema = z.enum(
  CONFIGURABLE_ROLES,
  'Choose one of the roles ALL, EDU, USER or ADMIN.',
);

/** One app of the catalogue as the caller's role sees it (spec §2 catalogue entry). */
export const AppEntrySchema = z.object({
  key: AppKeySchema,
  name: z.string(),
  url: z.string(),
  icon: z.string(),
  subtitle: z.string(),
  description: z.array(z.string()),
  media: z.object({ src: z.string(), type: z.enum(['img', 'video', 'none']) }),
  disabled: z.boolean(),
});
/** `GET /api/app/`: the catalogue as the caller's role sees it now; hidden apps are left out. */
export const CatalogueAnswer = envelope(z.array(AppEntrySchema));

const RoleStates = z.object(
  Object.fromEntries(CONFIGURABLE_ROLES.map((role) => [role, AppStateSchema])) as Record<
    ConfigurableRole,
    typeof AppStateSchema
  >,
);

/** One row of the availability table: an app's state per role, and the spec's defaults. */
export const AppAvailabilityRow = z.object({
  key: AppKeySchema,
  name: z.string(),
  states: RoleStates,
  defaults: RoleStates,
  /** Fixed apps (home) cannot be changed. */
  fixed: z.boolean(),
});
export type AppAvailabilityRow = z.infer<typeof AppAvailabilityRow>;
export const AppAvailabilityAnswer = envelope(z.array(AppAvailabilityRow));
export const AppAvailabilityRowAnswer = envelope(AppAvailabilityRow);

export const AppKeyParams = z.object({ key: AppKeySchema });

/** A SUPER's change of one app: the roles named get the state given; the others keep theirs. */
export const ChangeAppAvailabilityBody = z
  .object({
    states: z
      .object(
        Object.fromEntries(
          CONFIGURABLE_ROLES.map((role) => [role, AppStateSchema.optional()]),
        ) as Record<ConfigurableRole, z.ZodOptional<typeof AppStateSchema>>,
      )
      .strict(),
  })
  .strict()
  .refine((body) => Object.values(body.states).some((state) => state !== undefined), {
    message: 'Name at least one role and its state.',
    path: ['states'],
  });
export type ChangeAppAvailabilityBody = z.input<typeof ChangeAppAvailabilityBody>;

/** One change in the audit: who, when, which app and role, the state before and after. */
export const AppAuditEntry = z.object({
  id: z.number(),
  at: Timestamp,
  actor_id: z.number().nullable(),
  actor_email: z.string(),
  app: AppKeySchema,
  role: ConfigurableRoleSchema,
  before: AppStateSchema,
  after: AppStateSchema,
});
export type AppAuditEntry = z.infer<typeof AppAuditEntry>;

export const AppAuditQuery = z.object({
  /** Entries older than this id (the last id of the previous page). */
  before: Id.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const AppAuditAnswer = envelope(
  z.object({ entries: z.array(AppAuditEntry), has_more: z.boolean() }),
);

/*
 * The basemap under every map of the studio (issue 30), set by an administrator at run time on
 * /admin/basemap and read by every page that draws a map: `none` (the offline background and
 * graticule), `style` (a MapLibre style JSON), `raster` (an XYZ tile template with {z}, {x},
 * {y}) or `pmtiles` (a PMTiles archive of raster tiles, e.g. one the studio serves at a path
 * of its own). Before any is set the build's VITE_MAP_* variables decide, as before.
 */
export const BASEMAP_KINDS = ['none', 'style', 'raster', 'pmtiles'] as const;
export type BasemapKind = (typeof BASEMAP_KINDS)[number];

/** An address a browser fetches: http(s), or a path on the studio itself. */
const BasemapUrl = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (url) => /^https?:\/\/[^\s]+$/i.test(url) || /^\/[^\s/][^\s]*$/.test(url),
    'Give an http(s) address or a path on this studio (/…).',
  );

export const SetBasemapBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('style'), url: BasemapUrl }),
  z.object({
    kind: z.literal('raster'),
    url: BasemapUrl.refine(
      (url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)),
      'A tile template has {z}, {x} and {y} in it.',
    ),
  }),
  z.object({ kind: z.literal('pmtiles'), url: BasemapUrl }),
]);
export type SetBasemapBody = z.infer<typeof SetBasemapBody>;

/** `GET /api/app/basemap/`: the basemap set at run time, or null when none ever was. */
export const Basemap = z.object({
  kind: z.enum(BASEMAP_KINDS),
  url: z.string(),
  updated_at: Timestamp,
  /** Who set it; null once that account is gone. */
  updated_by: z.string().nullable(),
});
export type Basemap = z.infer<typeof Basemap>;
export const BasemapAnswer = envelope(Basemap.nullable());
