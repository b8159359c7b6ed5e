import type { DownloadEntry, Module, RunningModule } from '@ads/contract';

/** Progress of an install: 0 installing, 1–99 percent (100 and −1 are sent by the action). */
export type Progress = (progress: number, message: string) => void;

/** A failure whose message is meant for the person in the browser. */
export class AgentError extends Error {}

/** Where modules run: Docker containers, or child processes when no Docker engine answers. */
export interface Runtime {
  readonly kind: 'docker' | 'process';
  /** Fetches the module (image or artifact); throws AgentError with the reason on failure. */
  install(module: Module, progress: Progress): Promise<void>;
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
