import type { DownloadEntry, Module, RunningModule } from '@ads/contract';

/** Progress of an install: 0 installing, 1–99 percent (100 and −1 are sent by the action). */
export type Progress = (progress: number, message: string) => void;

/** A failure whose message is meant for the person in the browser. */
export class AgentError extends Error {}

/**
 * Where modules run: Docker containers, or child processes when no Docker engine answers.
 *
 * An install is `fetch` (download and verify beside what is installed, which stays untouched
 * and runnable), then `replace`. A combo's install run keeps what a member replaces aside
 * first (`setAside`), so that `putBack` can undo it (issue 27).
 */
export interface Runtime {
  readonly kind: 'docker' | 'process';
  /**
   * Fetches the module and verifies it before anything of it can run: the image pulled by its
   * digest, the archive checked by sha256 and size (and unpacked). Leaves what is installed
   * alone; throws AgentError with the reason, leaving nothing of the new version.
   */
  fetch(module: Module, progress: Progress): Promise<void>;
  /** Installs what `fetch` got in place of what is installed of the module (not running). */
  replace(module: Module): Promise<void>;
  /** Drops what `fetch` got when the install goes no further. */
  discard(name: string): Promise<void>;
  /** Moves what is installed of `name` to `aside` (a folder that must not exist yet). */
  setAside(name: string, aside: string): Promise<void>;
  /**
   * Undoes `setAside` and `replace`: removes what is installed of `name` and, given the
   * `earlier` version, puts it back from `aside` (installed, not running).
   */
  putBack(name: string, earlier: Module | null, aside: string): Promise<void>;
  run(module: Module): Promise<void>;
  stop(module: Module): Promise<void>;
  /** The module's most recent log lines, oldest first. */
  logs(module: Module, lines: number): Promise<string[]>;
  /** Installed modules and whether they run. */
  list(installed: Module[]): Promise<RunningModule[]>;
  /** Stops whatever the runtime started that must not outlive the agent. */
  close(): Promise<void>;
}

/** The container (or process) name of a module. */
export const containerName = (name: string) => `ads-studio-${name}`;
/** The label that marks a container as one of ours. */
export const MODULE_LABEL = 'ads-studio.module';

export type { DownloadEntry };
