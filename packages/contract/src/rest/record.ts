import { z } from '../zod';
import { Id, Timestamp, envelope } from './envelope';

/*
 * Data Management: driving records (MCAP, ROS 1 bag) uploaded over tus, indexed by the server
 * with the formats' own libraries, classified, analysed and downloaded. See
 * docs/adr/0011-data-management.md.
 */

export const RECORD_FORMATS = ['mcap', 'bag'] as const;
export const RecordFormat = z.enum(RECORD_FORMATS);
export type RecordFormat = z.infer<typeof RecordFormat>;

/** The tus endpoint (resumable uploads, tus 1.0.0); uploads live under `${RECORD_UPLOAD_PATH}<id>`. */
export const RECORD_UPLOAD_PATH = '/api/record/upload/';
/**
 * tus `Upload-Metadata` keys a client may send: `filename` (required), `project_id`, `vehicle`.
 * The answer to the last PATCH carries the new record's id in this header.
 */
export const RECORD_ID_HEADER = 'x-record-id';

/** Classification: one value per category key of `/api/file/category`, plus free tags. */
export const RecordCategories = z.record(z.string(), z.string());
export type RecordCategories = z.infer<typeof RecordCategories>;
export const Tag = z
  .string()
  .trim()
  .min(1, 'A tag cannot be empty.')
  .max(40, 'A tag has at most 40 characters.');

/** A topic (channel) of a record, as the index found it. */
export const RecordTopic = z.object({
  name: z.string(),
  /** Message type / schema name, e.g. `sensor_msgs/msg/NavSatFix`. */
  type: z.string(),
  /** Message encoding: `ros1`, `cdr`, `json`, … */
  encoding: z.string(),
  count: z.number(),
  /** Messages per second over the record's duration. */
  rate_hz: z.number(),
  /** Numeric fields that can be plotted (dotted paths, e.g. `twist.twist.linear.x`). */
  fields: z.array(z.string()),
});
export type RecordTopic = z.infer<typeof RecordTopic>;

/** What the rules suggest from the index (night by time, highway by speed, sensors by topics). */
export const RecordSuggestions = z.object({
  categories: RecordCategories,
  tags: z.array(z.string()),
});

export const RecordOwner = z.object({ id: z.number(), username: z.string() });

export const RECORD_CLOCKS = ['wall', 'simulation'] as const;
export const RecordClock = z.enum(RECORD_CLOCKS);
export type RecordClock = z.infer<typeof RecordClock>;
/** Nanoseconds as a decimal string. */
export const NanosecondTime = z.string().regex(/^\d{1,20}$/);

/** One driving record as lists show it. Times are ISO strings; null when the file had none. */
export const RecordSummary = z.object({
  id: z.number(),
  name: z.string(),
  format: RecordFormat,
  size: z.number(),
  owner: RecordOwner,
  project: z.object({ id: z.number(), title: z.string() }).nullable(),
  vehicle: z.string(),
  /** The PC whose agent uploaded it; null for a browser upload. */
  pc: z.object({ id: z.number(), name: z.string() }).nullable(),
  /**
   * `wall` when the log times are the wall clock; `simulation` when they count from a
   * simulation's (or a device's) own zero, as Gazebo, CARLA or a simulated vehicle record them.
   */
  clock: RecordClock,
  /** The first and last message's time as an instant; near 1970 on a simulation's clock. */
  start: Timestamp.nullable(),
  end: Timestamp.nullable(),
  /**
   * The same times exactly, in nanoseconds on the record's clock (a decimal string: they pass
   * 2^53); null for records indexed before these were kept.
   */
  start_ns: NanosecondTime.nullable(),
  end_ns: NanosecondTime.nullable(),
  duration_s: z.number(),
  message_count: z.number(),
  topic_count: z.number(),
  /** Driven distance from GNSS or odometry; null when the record has neither. */
  distance_m: z.number().nullable(),
  avg_speed_mps: z.number().nullable(),
  max_speed_mps: z.number().nullable(),
  categories: RecordCategories,
  tags: z.array(z.string()),
  shared: z.boolean(),
  created_at: Timestamp,
});
export type RecordSummary = z.infer<typeof RecordSummary>;

/** A route point: longitude, latitude (WGS 84 degrees), seconds from the record's start. */
export const RoutePoint = z.tuple([z.number(), z.number(), z.number()]);
/** A speed sample: seconds from the start, metres per second. */
export const SpeedSample = z.tuple([z.number(), z.number()]);

export const RecordDetail = RecordSummary.extend({
  topics: z.array(RecordTopic),
  /** The driven route, simplified for display; empty without GNSS (odometry routes are local). */
  route: z.array(RoutePoint),
  /** Where the route came from. */
  route_source: z.enum(['gnss', 'odometry']).nullable(),
  speed: z.array(SpeedSample),
  suggestions: RecordSuggestions,
  /** The public download link while the record is shared. */
  share_url: z.string().nullable(),
});
export type RecordDetail = z.infer<typeof RecordDetail>;

export const RecordAnswer = envelope(RecordDetail);

const PageSize = z.coerce.number().int().min(1).max(100).default(20);
const Page = z.coerce.number().int().min(1).max(100_000).default(1);

/** Search, filters and paging of the record lists. `category` is `key:value`. */
export const RecordListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  format: RecordFormat.optional(),
  project_id: Id.optional(),
  vehicle: z.string().trim().max(100).optional(),
  category: z
    .string()
    .regex(/^[a-z_]{1,40}:.{1,60}$/, 'Use key:value, e.g. weather:Rain.')
    .optional(),
  tag: Tag.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  sort: z.enum(['newest', 'oldest', 'longest', 'largest', 'name']).default('newest'),
  page: Page,
  page_size: PageSize,
});
export type RecordListQuery = z.input<typeof RecordListQuery>;

export const RecordPage = z.object({
  items: z.array(RecordSummary),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type RecordPage = z.infer<typeof RecordPage>;
export const RecordPageAnswer = envelope(RecordPage);

export const RecordParams = z.object({ id: Id });

export const UpdateRecordBody = z
  .object({
    name: z.string().trim().min(1, 'Enter a name.').max(200).optional(),
    project_id: Id.nullable().optional(),
    vehicle: z.string().trim().max(100).optional(),
    /** Replaces the classification; keys and values must be from `/api/file/category`. */
    categories: RecordCategories.optional(),
    tags: z.array(Tag).max(20, 'At most 20 tags.').optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Change at least one field.');
export type UpdateRecordBody = z.input<typeof UpdateRecordBody>;

/** A plotted signal: one numeric field of a topic over time, downsampled for display. */
export const SignalQuery = z.object({
  topic: z.string().min(1).max(300),
  field: z.string().min(1).max(300),
});
export const Signal = z.object({
  topic: z.string(),
  field: z.string(),
  /** Seconds from the record's start. */
  t: z.array(z.number()),
  v: z.array(z.number()),
});
export const SignalAnswer = envelope(Signal);

/** A pose topic of a record (odometry, a pose, TF), whose positions make the 3D trail. */
export const PathQuery = z.object({ topic: z.string().min(1).max(300) });
/**
 * The positions of a pose topic over the record, thinned to one per 0.2 m moved (or per second
 * standing), at most 20,000; in the first pose's frame (poses in another are left out).
 */
export const PosePath = z.object({
  topic: z.string(),
  frame_id: z.string(),
  /** Seconds from the record's start. */
  t: z.array(z.number()),
  x: z.array(z.number()),
  y: z.array(z.number()),
  z: z.array(z.number()),
});
export type PosePath = z.infer<typeof PosePath>;
export const PosePathAnswer = envelope(PosePath);

/** A download address: short-lived for the owner's own download, lasting for a share. */
export const DownloadLink = z.object({ url: z.string(), expires_at: Timestamp.nullable() });
export const DownloadLinkAnswer = envelope(DownloadLink);
export const DownloadQuery = z.object({ token: z.string().min(1).max(512) });

/** One signal of a shared record: its share token beside the topic and field. */
export const SharedSignalQuery = DownloadQuery.extend(SignalQuery.shape);
export const SharedPathQuery = DownloadQuery.extend(PathQuery.shape);

/**
 * A shared record as its link's holder sees it (issue 31's shared playback): what the file
 * itself holds (times, topics, route, speed) and the link to read it; nothing the owner added
 * (labels, project, vehicle, description) and nothing of the owner.
 */
export const SharedRecord = RecordDetail.pick({
  name: true,
  format: true,
  size: true,
  clock: true,
  start: true,
  end: true,
  start_ns: true,
  end_ns: true,
  duration_s: true,
  message_count: true,
  topic_count: true,
  distance_m: true,
  avg_speed_mps: true,
  max_speed_mps: true,
  topics: true,
  route: true,
  route_source: true,
  speed: true,
}).extend({
  /** The share's download link: the playback reads the file from it by range. */
  share_url: z.string(),
});
export type SharedRecord = z.infer<typeof SharedRecord>;
export const SharedRecordAnswer = envelope(SharedRecord);

/** The dashboard's filters: the caller's own records, optionally of one project or period. */
export const RecordStatsQuery = z.object({
  project_id: Id.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type RecordStatsQuery = z.input<typeof RecordStatsQuery>;

/** Totals and breakdowns of the dashboard. */
const Totals = z.object({
  records: z.number(),
  hours: z.number(),
  km: z.number(),
  bytes: z.number(),
});
export const RecordStats = z.object({
  totals: Totals,
  by_vehicle: z.array(Totals.extend({ vehicle: z.string() })),
  by_project: z.array(Totals.extend({ project: z.string() })),
  by_category: z.array(Totals.extend({ key: z.string(), value: z.string() })),
  /** `YYYY-MM` of the record's start (its upload when it has no time). */
  by_month: z.array(Totals.extend({ month: z.string() })),
});
export type RecordStats = z.infer<typeof RecordStats>;
export const RecordStatsAnswer = envelope(RecordStats);

/** Admin view: every user's storage use. */
export const RecordStorage = z.array(
  z.object({
    user_id: z.number(),
    username: z.string(),
    email: z.string(),
    records: z.number(),
    bytes: z.number(),
  }),
);
export const RecordAdminPage = RecordPage.extend({ storage: RecordStorage });
export const RecordAdminPageAnswer = envelope(RecordAdminPage);

/**
 * Agent actions of Data Management (spec §7 style, over `user_msg`):
 * `recordingsAPI` → `{ name, size, modified }[]` of the files in the agent's recordings folder;
 * `uploadAPI { name, project_id? }` → pending `{ name, progress, type: 'upload', message }`
 * (0 starting, 1–99 percent), then `success` with progress 100 and `record_id`, or `error`
 * with −1 and the reason. Only files of the recordings folder can be sent.
 */
export const Recording = z.object({ name: z.string(), size: z.number(), modified: Timestamp });
export type Recording = z.infer<typeof Recording>;
export const UploadRecordingData = z.object({
  name: z.string().min(1).max(255),
  project_id: z.number().int().positive().optional(),
});
export const UploadProgress = z.object({
  name: z.string(),
  progress: z.number(),
  type: z.literal('upload'),
  message: z.string(),
  record_id: z.number().optional(),
});
export type UploadProgress = z.infer<typeof UploadProgress>;
