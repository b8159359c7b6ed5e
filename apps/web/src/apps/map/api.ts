import { type CreateMapBody, type MapSummary, ROUTES, type SaveMapQuery } from '@ads/contract';
import type { FindingCounts, MapFinding, MapFlavour, MapProjector } from '@ads/lanelet2';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type Failed, call, callBytes, callWithFile } from '../../lib/api';
import { isLoggedIn, useAuth } from '../../lib/auth-store';
import { rereadQueries } from '../../lib/queries';

const M = ROUTES.map;

/** Cache keys: everything of HDMAP Builder starts with `map`. */
export const MAP_KEYS = {
  all: ['map'] as const,
  list: (project: number) => ['map', 'list', project] as const,
  one: (id: number) => ['map', 'one', id] as const,
  versions: (id: number) => ['map', 'versions', id] as const,
};

/** The answer's detail, or an Error with the server's sentence (shown as it is). */
export function detailOf<T>(result: { success: true; detail: T } | Failed): T {
  if (!result.success) throw new Error(result.message);
  return result.detail;
}

function useAccountId(): number {
  return useAuth((state) => (isLoggedIn(state) ? state.id : 0));
}

/** The maps of a project (none without a project). */
export function useMaps(project: number | null) {
  const account = useAccountId();
  return useQuery({
    queryKey: [...MAP_KEYS.list(project ?? 0), account],
    queryFn: async () => detailOf(await call(M.list, { query: { project_id: project ?? 0 } })),
    enabled: project !== null,
  });
}

export function useMapSummary(id: number) {
  const account = useAccountId();
  return useQuery({
    queryKey: [...MAP_KEYS.one(id), account],
    queryFn: async () => detailOf(await call(M.get, { params: { id } })),
  });
}

export function useMapVersions(id: number, enabled: boolean) {
  const account = useAccountId();
  return useQuery({
    queryKey: [...MAP_KEYS.versions(id), account],
    queryFn: async () => detailOf(await call(M.versions, { params: { id } })),
    enabled,
  });
}

/** Everything of HDMAP Builder is read again (after a change). */
export function useRefreshMaps() {
  const client = useQueryClient();
  return () => rereadQueries(client, MAP_KEYS.all);
}

export const createMap = async (body: CreateMapBody) => detailOf(await call(M.create, { body }));

/**
 * Sets a map's release label (Autoware's `<MetaInfo map_version>`); '' clears it. A refused
 * label throws the server's sentence about it.
 */
export async function setMapVersion(id: number, mapVersion: string): Promise<MapSummary> {
  const answer = await call(M.update, { params: { id }, body: { map_version: mapVersion } });
  if (answer.success) return answer.detail;
  const fields = answer.detail as Record<string, string> | undefined;
  throw new Error(fields?.map_version ?? answer.message);
}

export const deleteMap = async (id: number) => {
  const answer = await call(M.remove, { params: { id } });
  if (!answer.success) throw new Error(answer.message);
};

export type SaveResult =
  | {
      ok: true;
      version: number;
      map: MapSummary;
      findings: MapFinding[];
      counts: FindingCounts;
    }
  | {
      ok: false;
      conflict: boolean;
      /** The save holds no elements and would empty the map: resend with confirmEmpty. */
      confirmEmpty?: boolean;
      message: string;
    };

/** A projector as the save's query states it (only a map's first save may). */
export function projectorQuery(projector: MapProjector): SaveMapQuery {
  switch (projector.projector_type) {
    case 'MGRS':
      return { projector: 'MGRS', mgrs_grid: projector.mgrs_grid };
    case 'Local':
      return { projector: 'Local' };
    default: {
      const { latitude, longitude, altitude } = projector.map_origin;
      const decimal = (value: number) => String(Math.round(value * 1e9) / 1e9);
      return {
        projector: projector.projector_type,
        lat: decimal(latitude),
        lon: decimal(longitude),
        alt: decimal(altitude),
      };
    }
  }
}

/**
 * Sends a whole map as OSM XML, as a new version on top of `base` (the version the edit started
 * from); a 409 means someone saved in between, with the server's sentence saying so. A map
 * saved for the first time without a projector states the editor's.
 */
export async function saveOsm(
  id: number,
  xml: string | Blob,
  base: number | undefined,
  options: { message?: string; projector?: MapProjector; confirmEmpty?: boolean } = {},
): Promise<SaveResult> {
  const body = typeof xml === 'string' ? new Blob([xml], { type: 'application/xml' }) : xml;
  const answer = await callWithFile(M.save, body, {
    params: { id },
    query: {
      ...(base === undefined ? {} : { version: base }),
      message: options.message ?? '',
      ...(options.projector ? projectorQuery(options.projector) : {}),
      ...(options.confirmEmpty ? { confirm_empty: 'true' as const } : {}),
    },
  });
  if (!answer.success) {
    const detail = answer.detail as Record<string, unknown> | undefined;
    return {
      ok: false,
      conflict: answer.status === 409,
      message: answer.message,
      ...(answer.status === 422 && detail?.confirm_empty ? { confirmEmpty: true } : {}),
    };
  }
  return { ok: true, ...answer.detail };
}

/** A version's OSM XML as text (the current one without `version`). */
export async function fetchOsm(
  id: number,
  flavour?: MapFlavour,
  version?: number,
): Promise<{ bytes: ArrayBuffer; text: string }> {
  const answer = await callBytes(M.osm, {
    params: { id },
    query: { ...(flavour ? { flavour } : {}), ...(version === undefined ? {} : { version }) },
  });
  if (!answer.success) throw new Error(answer.message);
  return { bytes: answer.bytes, text: new TextDecoder().decode(answer.bytes) };
}

export async function restoreVersion(
  id: number,
  number: number,
  base: number,
): Promise<SaveResult> {
  const answer = await call(M.restore, { params: { id, number }, query: { version: base } });
  if (!answer.success) {
    return { ok: false, conflict: answer.status === 409, message: answer.message };
  }
  return { ok: true, ...answer.detail };
}
