import { type Basemap, SetBasemapBody } from '@ads/contract';
import type { Actor } from '../../http/auth';
import type { BasemapRepo } from './basemap.repo';

/**
 * The studio's basemap (issue 30): set by an administrator at run time (the route is ADMIN),
 * read by every page that draws a map. A stored value that no longer reads as one (an older
 * shape) answers as none set, so the build's default applies rather than a broken map.
 */
export function createBasemapService(deps: { repo: BasemapRepo }) {
  async function read(): Promise<Basemap | null> {
    const row = await deps.repo.read();
    if (!row) return null;
    const value = SetBasemapBody.safeParse(row.value);
    if (!value.success) return null;
    return {
      kind: value.data.kind,
      url: value.data.kind === 'none' ? '' : value.data.url,
      updated_at: row.updatedAt.toISOString(),
      updated_by: row.updatedBy,
    };
  }
  return {
    read,
    async set(actor: Actor, body: SetBasemapBody): Promise<Basemap | null> {
      await deps.repo.write(body, actor.id);
      return read();
    },
  };
}
export type BasemapService = ReturnType<typeof createBasemapService>;
