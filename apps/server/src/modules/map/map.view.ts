import type { MapSummary, MapVersionInfo } from '@ads/contract';
import type { MapFlavour } from '@ads/lanelet2';
import type { MapVersionFacts, MapWithCurrent } from './map.repo';

export function toMapSummary(row: MapWithCurrent): MapSummary {
  return {
    id: row.id,
    project_id: row.projectId,
    name: row.name,
    projector: row.projector,
    version: row.version,
    flavour: (row.flavour as MapFlavour | null) ?? null,
    counts: { error: row.errors, warning: row.warnings, info: row.infos },
    lanelets: row.lanelets,
    bytes: row.bytes,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    updated_by:
      row.updatedBy !== null && row.updatedByName !== null
        ? { id: row.updatedBy, name: row.updatedByName }
        : null,
    map_version: row.mapVersion,
  };
}

export function toVersionInfo(row: MapVersionFacts): MapVersionInfo {
  return {
    version: row.version,
    created_at: row.createdAt.toISOString(),
    author:
      row.authorId !== null && row.authorName !== null
        ? { id: row.authorId, name: row.authorName }
        : null,
    flavour: row.flavour as MapFlavour,
    counts: { error: row.errors, warning: row.warnings, info: row.infos },
    lanelets: row.lanelets,
    message: row.message,
    bytes: row.bytes,
  };
}
