import { z } from '../zod';
import { envelope } from './envelope';

/** Where a module sits in a driving stack. */
export const ModuleCategory = z.enum([
  'sensing',
  'localization',
  'perception',
  'planning',
  'control',
  'simulator',
]);
export type ModuleCategory = z.infer<typeof ModuleCategory>;

/** A module's name: also its container name suffix and its folder on the PC. */
export const ModuleName = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,62}$/, 'A module name is lower-case letters, digits and dashes.');

/** The file a PC's agent downloads to run a module without Docker. */
export const ModuleArtifact = z.object({
  file: z.string().regex(/^[a-z0-9][a-z0-9.-]{0,120}$/),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  size: z.number().int().nonnegative(),
});
export type ModuleArtifact = z.infer<typeof ModuleArtifact>;

/**
 * One entry of the module catalogue: a store algorithm's version (issue 27). The launcher lists
 * each algorithm's newest version that is not yanked; an install names a version to get that one.
 */
export const Module = z.object({
  name: ModuleName,
  title: z.string(),
  category: ModuleCategory,
  version: z.string(),
  /**
   * Container image reference for the Docker runtime, pinned by digest (`name@sha256:…`);
   * null when the version ships only an archive.
   */
  image: z.string().nullable(),
  description: z.string(),
  /** The file the process runtime downloads; null when the version ships only an image. */
  artifact: ModuleArtifact.nullable(),
  /** The run command as argv; `node` is the agent's own Node. Absent: `node <artifact file>`. */
  run: z.array(z.string()).optional(),
});
export type Module = z.infer<typeof Module>;
export const ModuleListAnswer = envelope(z.array(Module));
export const ModuleAnswer = envelope(Module);
/** One version of a module, as an install that names it reads it. */
export const ModuleVersionParams = z.object({
  name: ModuleName,
  version: z.string().max(64),
});

export const ModuleArtifactParams = z.object({ file: ModuleArtifact.shape.file });

/** `installAPI`, `runAPI`, `stopAPI`, `logAPI` name the module they act on. */
export const ModuleActionData = z.object({ name: ModuleName });
export type ModuleActionData = z.infer<typeof ModuleActionData>;
/**
 * `installAPI`: a module by name (its newest version), or a given version; a combo install
 * (issue 27) names its run, so that `rollbackAPI { install }` can undo every member of it.
 */
export const InstallActionData = z.object({
  name: ModuleName,
  version: z.string().max(64).optional(),
  install: z
    .object({
      id: z.number().int().positive(),
      index: z.number().int().min(0),
      count: z.number().int().positive(),
    })
    .optional(),
});
export type InstallActionData = z.infer<typeof InstallActionData>;
/** `rollbackAPI`: puts back what install run `install` changed, newest first. */
export const RollbackActionData = z.object({ install: z.number().int().positive() });
export type RollbackActionData = z.infer<typeof RollbackActionData>;
/** `rollbackAPI`'s answer: the modules removed or put back to their earlier version. */
export const RollbackResult = z.object({
  install: z.number(),
  removed: z.array(z.string()),
  restored: z.array(z.string()),
});
export type RollbackResult = z.infer<typeof RollbackResult>;
/** `logAPI` answers the module's recent lines. */
export const ModuleLogs = z.object({ name: z.string(), lines: z.array(z.string()) });
export type ModuleLogs = z.infer<typeof ModuleLogs>;
