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

/** One entry of the module catalogue. */
export const Module = z.object({
  name: ModuleName,
  title: z.string(),
  category: ModuleCategory,
  version: z.string(),
  /** Container image reference (`repository:tag`) for the Docker runtime. */
  image: z.string(),
  description: z.string(),
  artifact: ModuleArtifact,
});
export type Module = z.infer<typeof Module>;
export const ModuleListAnswer = envelope(z.array(Module));

export const ModuleArtifactParams = z.object({ file: ModuleArtifact.shape.file });

/** `installAPI`, `runAPI`, `stopAPI`, `logAPI` name the module they act on. */
export const ModuleActionData = z.object({ name: ModuleName });
export type ModuleActionData = z.infer<typeof ModuleActionData>;
/** `logAPI` answers the module's recent lines. */
export const ModuleLogs = z.object({ name: z.string(), lines: z.array(z.string()) });
export type ModuleLogs = z.infer<typeof ModuleLogs>;
