import type {
  AlgorithmSummary,
  AlgorithmVersion,
  ComboInstall,
  ComboSummary,
  Module,
  ModuleCategory,
  Platform,
  RosDistro,
} from '@ads/contract';
import type { Combo } from './combo.repo';
import type { Install } from './installs.repo';
import type { SearchRow } from './search.repo';
import type { Version } from './version.repo';

/** A timestamp as answers carry it, whether the driver gave a Date or PostgreSQL's text. */
export const iso = (value: Date | string) => new Date(value).toISOString();

const userRef = (id: number | null, name: string | null) =>
  id !== null && name !== null ? { id, name } : null;

export const toVersion = (row: Version): AlgorithmVersion => ({
  version: row.version,
  image: row.image,
  archive:
    row.archiveFile !== null && row.archiveSize !== null && row.archiveSha256 !== null
      ? { file: row.archiveFile, size: row.archiveSize, sha256: row.archiveSha256 }
      : null,
  platforms: row.platforms as Platform[],
  ros_distro: row.rosDistro as RosDistro | null,
  gpu: row.gpu,
  interface: row.interface,
  run: row.run,
  changelog: row.changelog,
  published_by: userRef(row.publishedBy, row.publishedByName),
  published_at: iso(row.publishedAt),
  yanked: row.yanked,
  yank_reason: row.yankReason,
  installs: row.installs,
});

export const toSummary = (row: SearchRow): AlgorithmSummary => ({
  id: row.id,
  name: row.name,
  title: row.title,
  summary: row.summary,
  category: row.category as ModuleCategory,
  tags: row.tags,
  license: row.license,
  owner: userRef(row.owner_id, row.owner_name),
  deprecated: row.deprecated,
  latest:
    row.version !== null && row.published_at !== null
      ? {
          version: row.version,
          platforms: (row.platforms ?? []) as Platform[],
          ros_distro: row.ros_distro as RosDistro | null,
          gpu: row.gpu ?? false,
          published_at: iso(row.published_at),
        }
      : null,
  installs: Number(row.installs),
  updated_at: iso(row.updated_at),
});

export const toComboSummary = (combo: Combo): ComboSummary => ({
  id: combo.id,
  name: combo.name,
  title: combo.title,
  summary: combo.summary,
  version: combo.version,
  owner: userRef(combo.ownerId, combo.ownerName),
  members: combo.memberCount,
  installs: combo.installs,
  updated_at: iso(combo.updatedAt),
});

export const toInstall = (row: Install): ComboInstall => ({
  id: row.id,
  combo: { id: row.comboId, name: row.comboName, title: row.comboTitle, version: row.comboVersion },
  pc: { id: row.pcId, name: row.pcName },
  user: { id: row.userId, name: row.userName },
  status: row.status as ComboInstall['status'],
  message: row.message,
  members: row.members,
  started_at: iso(row.startedAt),
  finished_at: row.finishedAt ? iso(row.finishedAt) : null,
});

/**
 * A version as the launcher's catalogue lists it (`Module`): the algorithm's name, title and
 * category, its summary as the description, the image and the archive as the artifact.
 */
export const toModule = (
  algorithm: { name: string; title: string; category: string; summary: string },
  version: Version,
): Module => ({
  name: algorithm.name,
  title: algorithm.title,
  category: algorithm.category as ModuleCategory,
  version: version.version,
  image: version.image,
  description: algorithm.summary,
  artifact:
    version.archiveFile !== null && version.archiveSize !== null && version.archiveSha256 !== null
      ? { file: version.archiveFile, sha256: version.archiveSha256, size: version.archiveSize }
      : null,
  run: version.run,
});
