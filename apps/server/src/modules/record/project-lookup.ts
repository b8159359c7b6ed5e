import type { ProjectWithPcs } from '../project';

/** Projects by id, without the caller's rules: the project module's lookup, which uploads check. */
export interface ProjectLookup {
  byId(id: number): Promise<ProjectWithPcs | undefined>;
}
