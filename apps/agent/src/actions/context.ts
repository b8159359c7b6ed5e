import type { MessageSender, Module, SocketMessage } from '@ads/contract';
import { ModuleActionData } from '@ads/contract';
import type { InstallRuns } from '../install-runs';
import type { Uploader } from '../recordings/uploader';
import { AgentError, type Runtime } from '../runtime';
import type { AgentState } from '../state';
import type { VehicleLink } from '../vehicle/vehicle-link';

export type Status = NonNullable<SocketMessage['status']>;

/** What an action works with; `reply` sends one RESPONSE of the action to the room. */
export interface ActionContext {
  state: AgentState;
  runtime: Runtime;
  /** The studio's module catalogue (each module's newest version), fetched when needed. */
  catalogue(): Promise<Module[]>;
  /** One version of a module from the studio; throws AgentError when there is none. */
  moduleVersion(name: string, version: string): Promise<Module>;
  /** The journals of combo install runs, for installAPI's `install` and rollbackAPI. */
  runs: InstallRuns;
  /** The recordings folder: the only files `uploadAPI` may send. */
  recordings: string;
  uploader: Uploader;
  /** The vehicle link when the agent drives a vehicle (`--vehicle`); undefined on other PCs. */
  vehicle: VehicleLink | undefined;
  /** Who sent the request, as the server names it. */
  sender: MessageSender | undefined;
  reply(status: Status, data: unknown): void;
}

/** An action answers its data (sent as `success`) or throws an AgentError (sent as `error`). */
export type Action = (data: unknown, context: ActionContext) => Promise<unknown>;

/** The installed module a `{ name }` request is about. */
export function installedModule(data: unknown, context: ActionContext): Module {
  const parsed = ModuleActionData.safeParse(data);
  if (!parsed.success) throw new AgentError('Name the module: { name }.');
  const entry = context.state.get(parsed.data.name);
  if (!entry || entry.status !== 'installed') {
    throw new AgentError(`${parsed.data.name} is not installed on this PC.`);
  }
  return entry.module;
}
