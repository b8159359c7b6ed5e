import { z } from '../zod';
import { Id, Timestamp, envelope } from './envelope';
import { ModuleCategory, ModuleName } from './module';

// IP Repository (issue 27): algorithms with immutable semver versions, combos of pinned
// versions whose wiring is checked, and their installs onto a PC through its agent.
// docs/adr/0025-store.md holds the decisions.

export const STORE = {
  /** Algorithms, combos and installs per page of a list. */
  pageSize: 20,
  /** An uploaded artifact archive may be this large (bytes). */
  maxArchiveBytes: 512 * 1024 * 1024,
  /** A README may be this long (characters). */
  maxReadmeChars: 100_000,
  maxTags: 10,
  maxMaintainers: 10,
  maxMembers: 30,
  maxPorts: 50,
  maxParameters: 100,
} as const;

/**
 * The tus endpoint of artifact archives (resumable uploads, tus 1.0.0, as Data Management's
 * `RECORD_UPLOAD_PATH`): uploads live under `${STORE_UPLOAD_PATH}<id>`, and a version is
 * published with that id (`artifacts.archive.upload`). A user's access token, USER or higher,
 * with IP Repository on for the role; at most `STORE.maxArchiveBytes`.
 */
export const STORE_UPLOAD_PATH = '/api/store/upload/';

/** An algorithm's or a combo's name: unique, URL-safe; the launcher installs it by this name. */
export const StoreName = ModuleName;

/** Semantic Versioning 2.0.0, as its specification's own regular expression has it. */
export const SEMVER_PATTERN =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;
export const Semver = z
  .string()
  .max(64)
  .regex(SEMVER_PATTERN, 'A version is semver: MAJOR.MINOR.PATCH, like 1.4.2 or 2.0.0-rc.1.');

/** The licenses offered by the publish form and the search facet (SPDX identifiers). */
export const COMMON_LICENSES = [
  'Apache-2.0',
  'MIT',
  'BSD-3-Clause',
  'BSD-2-Clause',
  'GPL-3.0-only',
  'GPL-2.0-only',
  'LGPL-3.0-only',
  'MPL-2.0',
  'EPL-2.0',
  'AGPL-3.0-only',
  'Proprietary',
] as const;
/**
 * An SPDX license expression: identifiers (`Apache-2.0`, `LicenseRef-acme`) joined by AND, OR,
 * WITH, optionally in parentheses. `Proprietary` stands for `LicenseRef-Proprietary`.
 */
export const SpdxLicense = z
  .string()
  .trim()
  .min(1, 'Choose a license.')
  .max(120)
  .regex(
    /^\(?[A-Za-z0-9][A-Za-z0-9.+-]*\)?(?: (?:AND|OR|WITH) \(?[A-Za-z0-9][A-Za-z0-9.+-]*\)?)*$/,
    'A license is an SPDX expression, like Apache-2.0 or MIT OR Apache-2.0.',
  );

export const Platform = z.enum(['linux/amd64', 'linux/arm64']);
export type Platform = z.infer<typeof Platform>;
export const RosDistro = z.enum(['humble', 'iron', 'jazzy', 'kilted', 'rolling', 'noetic']);
export type RosDistro = z.infer<typeof RosDistro>;

/** A ROS 2 topic name, fully qualified: `/sensing/lidar/points`. */
export const RosTopic = z
  .string()
  .max(200)
  .regex(
    /^(\/[A-Za-z_][A-Za-z0-9_]*)+$/,
    'A topic is a full ROS name, like /sensing/lidar/points.',
  );
/** A ROS 2 message type: `sensor_msgs/msg/PointCloud2`. */
export const RosMessageType = z
  .string()
  .max(200)
  .regex(
    /^[A-Za-z][A-Za-z0-9_]*\/msg\/[A-Z][A-Za-z0-9]*$/,
    'A message type is package/msg/Type, like sensor_msgs/msg/PointCloud2.',
  );
export const RosPort = z.object({
  topic: RosTopic,
  type: RosMessageType,
  description: z.string().max(300).default(''),
});
export type RosPort = z.infer<typeof RosPort>;

export const RosParameterType = z.enum([
  'bool',
  'int',
  'double',
  'string',
  'bool_array',
  'int_array',
  'double_array',
  'string_array',
]);
export type RosParameterType = z.infer<typeof RosParameterType>;
/** A parameter's value, of its type (checked against it by the server). */
export const ParameterValue = z.union([
  z.boolean(),
  z.number(),
  z.string().max(1000),
  z.array(z.union([z.boolean(), z.number(), z.string().max(1000)])).max(1000),
]);
export type ParameterValue = z.infer<typeof ParameterValue>;
export const RosParameter = z.object({
  name: z
    .string()
    .max(100)
    .regex(/^[A-Za-z_][A-Za-z0-9_.]*$/, 'A parameter name is a ROS parameter name.'),
  type: RosParameterType,
  default: ParameterValue,
  description: z.string().max(300).default(''),
});
export type RosParameter = z.infer<typeof RosParameter>;

/** What a version consumes and produces, and how it is tuned. */
export const RosInterface = z.object({
  inputs: z.array(RosPort).max(STORE.maxPorts).default([]),
  outputs: z.array(RosPort).max(STORE.maxPorts).default([]),
  parameters: z.array(RosParameter).max(STORE.maxParameters).default([]),
});
export type RosInterface = z.infer<typeof RosInterface>;

/**
 * An OCI image reference pinned by digest: `registry/name@sha256:<64 hex>`, a tag before the
 * digest allowed (`name:1.2@sha256:…`); the digest is what the runtime pulls.
 */
export const ImageReference = z
  .string()
  .max(300)
  .regex(
    /^[a-z0-9]+(?:[._-][a-z0-9]+)*(?::[0-9]+)?(?:\/[a-z0-9]+(?:[._-][a-z0-9]+)*)*(?::[A-Za-z0-9_][A-Za-z0-9_.-]{0,127})?@sha256:[0-9a-f]{64}$/,
    'An image is pinned by digest: registry/name@sha256:<64 hex digits>.',
  );

/**
 * The artifacts of a version as published: an image for the Docker runtime, an archive for
 * the process runtime (uploaded first by tus, `upload` its id; `sha256`, when given, must match
 * what the server computes), or both.
 */
export const ArtifactsBody = z
  .object({
    image: ImageReference.optional(),
    archive: z
      .object({
        upload: z.string().min(1).max(200),
        sha256: z
          .string()
          .regex(/^[0-9a-f]{64}$/)
          .optional(),
      })
      .optional(),
  })
  .refine((value) => value.image || value.archive, {
    message:
      'A version needs an artifact: an image pinned by digest, an uploaded archive, or both.',
  });

/** The run command, as argv (no shell); `node` is the agent's own Node on the process runtime. */
export const RunCommand = z.array(z.string().min(1).max(500)).min(1).max(50);

export const PublishVersionBody = z.object({
  version: Semver,
  artifacts: ArtifactsBody,
  platforms: z.array(Platform).min(1, 'Choose at least one platform.'),
  ros_distro: RosDistro.nullable().default(null),
  gpu: z.boolean().default(false),
  interface: RosInterface,
  run: RunCommand,
  changelog: z.string().trim().max(500).default(''),
});
export type PublishVersionBody = z.input<typeof PublishVersionBody>;

export const UserRef = z.object({ id: z.number(), name: z.string() });
export type UserRef = z.infer<typeof UserRef>;

export const AlgorithmVersion = z.object({
  version: z.string(),
  image: z.string().nullable(),
  /** The archive as stored: its file name, size and the sha256 the server computed. */
  archive: z.object({ file: z.string(), size: z.number(), sha256: z.string() }).nullable(),
  platforms: z.array(Platform),
  ros_distro: RosDistro.nullable(),
  gpu: z.boolean(),
  interface: RosInterface,
  run: z.array(z.string()),
  changelog: z.string(),
  published_by: UserRef.nullable(),
  published_at: Timestamp,
  yanked: z.boolean(),
  yank_reason: z.string().nullable(),
  installs: z.number(),
});
export type AlgorithmVersion = z.infer<typeof AlgorithmVersion>;

/** An algorithm's fields without defaults: a PATCH changes only what it names. */
const algorithmFields = {
  name: StoreName,
  title: z.string().trim().min(1, 'Enter a title.').max(100),
  summary: z.string().trim().max(300),
  category: ModuleCategory,
  tags: z
    .array(
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9-]{0,30}$/, 'A tag is lower-case letters, digits and dashes.'),
    )
    .max(STORE.maxTags),
  license: SpdxLicense,
  /** Studio users (ids) who may publish versions beside the owner. */
  maintainers: z.array(Id).max(STORE.maxMaintainers),
  readme: z.string().max(STORE.maxReadmeChars),
  source_url: z
    .string()
    .trim()
    .max(500)
    .regex(/^https?:\/\/\S+$/, 'A source URL starts with http:// or https://.')
    .nullable(),
};
export const AlgorithmBody = z.object({
  ...algorithmFields,
  summary: algorithmFields.summary.default(''),
  tags: algorithmFields.tags.default([]),
  maintainers: algorithmFields.maintainers.default([]),
  readme: algorithmFields.readme.default(''),
  source_url: algorithmFields.source_url.default(null),
});
export type AlgorithmBody = z.input<typeof AlgorithmBody>;
/**
 * The fields to change, each optional and without a default (zod would otherwise fill the
 * ones left out, and a PATCH of the title would empty the README).
 */
export const UpdateAlgorithmBody = z
  .object(algorithmFields)
  .omit({ name: true })
  .partial()
  .extend({
    /** A sentence saying why (and what to use instead); null lifts it. */
    deprecated: z.string().trim().min(1).max(300).nullable().optional(),
  });
export type UpdateAlgorithmBody = z.input<typeof UpdateAlgorithmBody>;

/** An algorithm as lists show it: its newest version that is not yanked, in short. */
export const AlgorithmSummary = z.object({
  id: z.number(),
  name: z.string(),
  title: z.string(),
  summary: z.string(),
  category: ModuleCategory,
  tags: z.array(z.string()),
  license: z.string(),
  owner: UserRef.nullable(),
  deprecated: z.string().nullable(),
  latest: z
    .object({
      version: z.string(),
      platforms: z.array(Platform),
      ros_distro: RosDistro.nullable(),
      gpu: z.boolean(),
      published_at: Timestamp,
    })
    .nullable(),
  installs: z.number(),
  updated_at: Timestamp,
});
export type AlgorithmSummary = z.infer<typeof AlgorithmSummary>;

export const ComboRef = z.object({ id: z.number(), name: z.string(), title: z.string() });
export const Algorithm = AlgorithmSummary.extend({
  readme: z.string(),
  source_url: z.string().nullable(),
  maintainers: z.array(UserRef),
  /** Newest first, yanked ones included (marked). */
  versions: z.array(AlgorithmVersion),
  /** The combos with a member pinning one of its versions. */
  used_by: z.array(ComboRef),
  /** The caller may edit it and publish versions (owner, maintainer, admin). */
  can_edit: z.boolean(),
  created_at: Timestamp,
});
export type Algorithm = z.infer<typeof Algorithm>;
export const AlgorithmAnswer = envelope(Algorithm);

export const StoreSort = z.enum(['relevance', 'updated', 'installs']);
export type StoreSort = z.infer<typeof StoreSort>;
const optionalText = z.string().trim().max(200).optional();
export const AlgorithmListQuery = z.object({
  q: optionalText,
  category: ModuleCategory.optional(),
  license: z.string().max(120).optional(),
  platform: Platform.optional(),
  ros: RosDistro.optional(),
  gpu: z.enum(['true', 'false']).optional(),
  /** Default: relevance with a query, recently updated without. */
  sort: StoreSort.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AlgorithmListQuery = z.input<typeof AlgorithmListQuery>;
export const FacetCount = z.object({ value: z.string(), count: z.number() });
export const AlgorithmList = z.object({
  items: z.array(AlgorithmSummary),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
  /** Counts over the matches of `q` and the other facets (each facet ignores its own filter). */
  facets: z.object({
    category: z.array(FacetCount),
    license: z.array(FacetCount),
    platform: z.array(FacetCount),
    ros: z.array(FacetCount),
    gpu: z.array(FacetCount),
  }),
});
export type AlgorithmList = z.infer<typeof AlgorithmList>;
export const AlgorithmListAnswer = envelope(AlgorithmList);

export const AlgorithmParams = z.object({ id: Id });
export const VersionParams = z.object({ id: Id, semver: Semver });
export const VersionAnswer = envelope(AlgorithmVersion);
export const YankBody = z.object({
  yanked: z.boolean(),
  reason: z.string().trim().max(300).optional(),
});

// Combos.

export const ComboMemberBody = z.object({
  algorithm: StoreName,
  version: Semver,
  /** Overrides of the version's parameter defaults, by name. */
  parameters: z.record(z.string().max(100), ParameterValue).default({}),
});
export type ComboMemberBody = z.input<typeof ComboMemberBody>;
/** A combo's fields without defaults: a PATCH changes only what it names. */
const comboFields = {
  name: StoreName,
  title: z.string().trim().min(1, 'Enter a title.').max(100),
  summary: z.string().trim().max(300),
  version: Semver,
  members: z
    .array(ComboMemberBody)
    .min(1, 'A combo has at least one member.')
    .max(STORE.maxMembers),
  /** Inputs produced outside the combo (a sensor driver on the vehicle): not wiring errors. */
  external_inputs: z.array(RosTopic).max(STORE.maxPorts),
};
export const ComboBody = z.object({
  ...comboFields,
  summary: comboFields.summary.default(''),
  external_inputs: comboFields.external_inputs.default([]),
});
export type ComboBody = z.input<typeof ComboBody>;
/**
 * A new version of the combo: changed members or inputs need a higher `version`. Each field
 * optional and without a default, so what is left out stays as it is.
 */
export const UpdateComboBody = z.object(comboFields).omit({ name: true }).partial();
export type UpdateComboBody = z.input<typeof UpdateComboBody>;

export const WiringStatus = z.enum([
  'ok',
  'external',
  'no_producer',
  'type_mismatch',
  'several_producers',
]);
export type WiringStatus = z.infer<typeof WiringStatus>;
/** One input of one member, and who produces it. */
export const WiringEntry = z.object({
  member: z.string(),
  topic: z.string(),
  type: z.string(),
  status: WiringStatus,
  /** Members whose outputs carry this topic (with any type). */
  producers: z.array(z.string()),
  /** A sentence for anything but 'ok' and 'external'. */
  message: z.string().nullable(),
});
export type WiringEntry = z.infer<typeof WiringEntry>;
export const CompatibilityEntry = z.object({
  /** The member concerned; null for the PC as a whole (offline, no agent facts). */
  member: z.string().nullable(),
  check: z.enum(['online', 'platform', 'gpu', 'ros', 'runtime', 'yanked', 'artifact']),
  message: z.string(),
});
export type CompatibilityEntry = z.infer<typeof CompatibilityEntry>;
export const ComboCheck = z.object({
  wiring: z.array(WiringEntry),
  /** What does not fit the PC; empty when everything fits (or no PC was named). */
  compatibility: z.array(CompatibilityEntry),
  /** Nothing stands in the way of an install. */
  ok: z.boolean(),
});
export type ComboCheck = z.infer<typeof ComboCheck>;
export const ComboCheckQuery = z.object({ pc_id: Id.optional() });
export const ComboCheckAnswer = envelope(ComboCheck);

export const ComboMember = z.object({
  algorithm: z.object({ id: z.number(), name: z.string(), title: z.string() }),
  version: z.string(),
  parameters: z.record(z.string(), ParameterValue),
  /** The pinned version is yanked (still installable here: the combo pins it). */
  yanked: z.boolean(),
  interface: RosInterface,
});
export type ComboMember = z.infer<typeof ComboMember>;
export const ComboSummary = z.object({
  id: z.number(),
  name: z.string(),
  title: z.string(),
  summary: z.string(),
  version: z.string(),
  owner: UserRef.nullable(),
  members: z.number(),
  installs: z.number(),
  updated_at: Timestamp,
});
export type ComboSummary = z.infer<typeof ComboSummary>;

export const InstallStatus = z.enum(['running', 'succeeded', 'failed', 'rolled_back']);
export type InstallStatus = z.infer<typeof InstallStatus>;
export const MemberInstallStatus = z.enum([
  'waiting',
  'installing',
  'installed',
  'failed',
  'rolled_back',
  'skipped',
]);
export const MemberInstall = z.object({
  algorithm: z.string(),
  version: z.string(),
  status: MemberInstallStatus,
  /** 0–100, −1 on failure (as the launcher's download entries). */
  progress: z.number(),
  message: z.string(),
});
export type MemberInstall = z.infer<typeof MemberInstall>;
export const ComboInstall = z.object({
  id: z.number(),
  combo: z.object({ id: z.number(), name: z.string(), title: z.string(), version: z.string() }),
  pc: z.object({ id: z.number(), name: z.string() }),
  user: UserRef,
  status: InstallStatus,
  message: z.string(),
  members: z.array(MemberInstall),
  started_at: Timestamp,
  finished_at: Timestamp.nullable(),
});
export type ComboInstall = z.infer<typeof ComboInstall>;
export const InstallAnswer = envelope(ComboInstall);
export const InstallParams = z.object({ id: Id });
export const InstallListQuery = z.object({ pc_id: Id.optional(), combo_id: Id.optional() });
export const InstallListAnswer = envelope(z.array(ComboInstall));
export const InstallBody = z.object({ pc_id: Id });
export const InstallStarted = envelope(z.object({ id: z.number() }));

export const Combo = ComboSummary.omit({ members: true }).extend({
  external_inputs: z.array(z.string()),
  members: z.array(ComboMember),
  /** The check without a PC: the wiring alone. */
  wiring: z.array(WiringEntry),
  /** The latest installs of this combo the caller may see (own PCs; admins all). */
  recent_installs: z.array(ComboInstall),
  can_edit: z.boolean(),
  created_at: Timestamp,
});
export type Combo = z.infer<typeof Combo>;
export const ComboAnswer = envelope(Combo);
export const ComboParams = z.object({ id: Id });
export const ComboListQuery = z.object({
  q: optionalText,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const ComboListAnswer = envelope(
  z.object({ items: z.array(ComboSummary), total: z.number(), page: z.number() }),
);

/**
 * What a PC's agent says of its host when it connects (socket handshake `auth.host`): the
 * combo install's compatibility check reads it.
 */
export const HostFacts = z.object({
  platform: z.string().max(40),
  gpu: z.boolean(),
  ros_distro: RosDistro.nullable(),
  runtime: z.enum(['docker', 'process']),
});
export type HostFacts = z.infer<typeof HostFacts>;
