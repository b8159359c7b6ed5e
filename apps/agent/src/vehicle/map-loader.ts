import { AD_API_CODES, API, MAP_FILE_HEADERS, MapProjectorSchema } from '@ads/contract';
import { type MapProjector, parseOsm } from '@ads/lanelet2';
import { z } from 'zod';
import { openJsonFile } from '../json-file';
import { AdApiError, type DrivingMap } from './adapter';

/** The headers of the studio's `GET /api/agent/map/:id/osm` (lower case, as fetch gives them). */
export const AGENT_MAP_HEADERS = MAP_FILE_HEADERS;

/** A map download that moves nothing for this long is given up. */
export const MAP_FETCH_TIMEOUT_MS = 60_000;

/** Where the simulated vehicle's maps come from, and which one it drove on last. */
export interface MapSource {
  /** Fetches and reads the project map `id`; rejects with an AdApiError saying why not. */
  load(id: number): Promise<DrivingMap>;
  /** The map chosen last (null: the sample road network), as the data folder keeps it. */
  remembered(): number | null;
  /** Keeps the choice across restarts. */
  remember(id: number | null): Promise<void>;
}

export interface MapSourceOptions {
  /** The studio's origin. */
  server: string;
  /** The PC token: the bearer of the request. */
  token: string;
  /** The small JSON file that keeps the chosen map (`vehicle-map.json` in the data folder). */
  file: string;
  timeoutMs?: number;
}

const Remembered = z.object({ map_id: z.number().int().positive().nullable() });

const agentMapPath = (id: number) => API.hmi.agentMapOsm.path.replace(':id', String(id));

/** The map's name from its header; the header is URI-encoded (names are not ASCII-only). */
function nameOf(header: string | null, id: number): string {
  if (!header) return `Map ${id}`;
  try {
    return decodeURIComponent(header).slice(0, 200);
  } catch {
    return header.slice(0, 200);
  }
}

function projectorOf(header: string | null): MapProjector | undefined {
  if (!header) return undefined;
  try {
    const parsed = MapProjectorSchema.safeParse(JSON.parse(header));
    return parsed.success ? (parsed.data as MapProjector) : undefined;
  } catch {
    return undefined;
  }
}

/** Lanelets of a document: what the vehicle can drive on. */
function laneletCount(map: DrivingMap): number {
  let count = 0;
  for (const relation of map.doc.relations.values()) {
    if (relation.tags.type === 'lanelet') count += 1;
  }
  return count;
}

/**
 * Reads one answer of the studio's map route into a DrivingMap. Exported for the tests; the
 * parse is the only synchronous work (the download itself never holds the 50 Hz sim up).
 */
export function readMapAnswer(
  id: number,
  xml: string,
  headers: { get(name: string): string | null },
): DrivingMap {
  const name = nameOf(headers.get(AGENT_MAP_HEADERS.name), id);
  const version = Number(headers.get(AGENT_MAP_HEADERS.version) ?? 0);
  const projector = projectorOf(headers.get(AGENT_MAP_HEADERS.projector));
  const parsed = parseOsm(xml, projector ? { projector } : {});
  const map: DrivingMap = {
    ref: {
      source: 'project',
      map_id: id,
      version: Number.isInteger(version) ? version : 0,
      name,
    },
    doc: parsed.doc,
    projector: parsed.projector,
  };
  if (laneletCount(map) === 0) {
    throw new AdApiError(
      `Map ${name} has no lanelets for the vehicle to drive on.`,
      AD_API_CODES.parameterError,
    );
  }
  return map;
}

/** The studio's project maps for the simulated vehicle, fetched with the PC token. */
export async function openMapSource(options: MapSourceOptions): Promise<MapSource> {
  const stored = await openJsonFile(options.file, Remembered);
  let chosen = stored.initial?.map_id ?? null;

  async function load(id: number): Promise<DrivingMap> {
    const url = new URL(agentMapPath(id), options.server);
    let response: Response;
    let xml: string;
    try {
      response = await fetch(url, {
        headers: { authorization: `Bearer ${options.token}` },
        signal: AbortSignal.timeout(options.timeoutMs ?? MAP_FETCH_TIMEOUT_MS),
      });
      xml = response.ok ? await response.text() : '';
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new AdApiError(
        `The studio could not be reached to load map ${id} (${reason}); try again.`,
        AD_API_CODES.serviceUnready,
      );
    }
    if (response.status === 404) {
      throw new AdApiError(
        `Map ${id} is not a map of this PC's projects (or it was deleted).`,
        AD_API_CODES.parameterError,
      );
    }
    if (response.status === 401 || response.status === 403) {
      throw new AdApiError(
        `The studio refused this PC's token when loading map ${id} (HTTP ${response.status}).`,
        AD_API_CODES.serviceUnready,
      );
    }
    if (!response.ok) {
      throw new AdApiError(
        `The studio could not give map ${id} (HTTP ${response.status}); try again.`,
        AD_API_CODES.serviceUnready,
      );
    }
    return readMapAnswer(id, xml, response.headers);
  }

  return {
    load,
    remembered: () => chosen,
    remember(id) {
      chosen = id;
      return stored.save({ map_id: id });
    },
  };
}
