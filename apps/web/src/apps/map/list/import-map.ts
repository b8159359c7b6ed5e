import type { FindingCounts, MapFinding } from '@ads/lanelet2';
import { createMap, deleteMap, saveOsm } from '../api';

export interface ImportedMap {
  id: number;
  name: string;
  version: number;
  lanelets: number;
  counts: FindingCounts;
  findings: MapFinding[];
}

/** A map's name from its file's: without the extension, never empty, at most 120 characters. */
export function nameFromFile(fileName: string): string {
  const base = fileName.replace(/\.(osm|xml)$/i, '').trim();
  return (base || 'Imported map').slice(0, 120);
}

/**
 * An OSM file as a new map of the project: the map is created, then the file is saved as its
 * first version (the server reads and validates it). A file the server refuses leaves no empty
 * map behind.
 */
export async function importOsmFile(projectId: number, file: File): Promise<ImportedMap> {
  const map = await createMap({ project_id: projectId, name: nameFromFile(file.name) });
  const result = await saveOsm(map.id, file, map.version, { message: `Imported ${file.name}` });
  if (!result.ok) {
    await deleteMap(map.id).catch(() => undefined);
    throw new Error(result.message);
  }
  return {
    id: map.id,
    name: result.map.name,
    version: result.version,
    lanelets: result.map.lanelets,
    counts: result.counts,
    findings: result.findings,
  };
}
