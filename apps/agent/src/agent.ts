import { mkdir } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import {
  AD_API_CODES,
  API,
  type AgentAction,
  type Module,
  pathOf,
  SOCKET_EVENTS,
} from '@ads/contract';
import type { Socket } from 'socket.io-client';
import { type ActionContext, runAction } from './actions';
import { connect, followStudioLink } from './connection';
import { type HostChoice, hostFacts } from './host-facts';
import { createInstallRuns, type InstallRuns } from './install-runs';
import { AgentError, type Runtime } from './runtime';
import { createDockerRuntime, dockerSocketPath, pingDocker } from './runtimes/docker';
import { createProcessRuntime } from './runtimes/process';
import { createUploader, type Uploader } from './recordings/uploader';
import { createDesktops, DEFAULT_VNC, type VncAddress } from './remote/desktop';
import { createRemoteLink, type RemoteLink } from './remote/remote-link';
import { openRemoteSocket } from './remote/remote-socket';
import { type AgentState, openState } from './state';
import { AdApiError } from './vehicle/adapter';
import { type MapSource, openMapSource } from './vehicle/map-loader';
import { type OpenVehicle, openVehicle, type VehicleChoice } from './vehicle/open-vehicle';
import { DEFAULT_START } from '@ads/driving-sim';
import { isVehicleLinkAction } from './vehicle/vehicle-link';

/** What the studio itself may ask of the agent, beside the vehicle link's notices. */
const FROM_STUDIO = new Set<AgentAction>(['installAPI', 'rollbackAPI']);

export interface AgentOptions {
  server: string;
  token: string;
  /** The data folder: state.json, the modules' files, the unfinished uploads. */
  data: string;
  /** The folder of recordings the studio may list and upload; default `<data>/recordings`. */
  recordings?: string;
  /**
   * 'auto' (default) uses Docker when an engine answers on its socket, processes otherwise;
   * a function builds a runtime of its own (tests).
   */
  runtime?: 'auto' | 'process' | { docker: string } | ((state: AgentState) => Runtime);
  /** The vehicle this PC drives (`--vehicle sim|rosbridge`); undefined: not a vehicle. */
  vehicle?: VehicleChoice;
  /** What to say of the host at the handshake instead of detecting it (`--gpu`, `--ros-distro`). */
  host?: HostChoice;
  /** The remote IDE's folder (`--workspace`); default ~/ads-workspace, made when first opened. */
  workspace?: string;
  /** The VNC server remote screens show (`--vnc`); default localhost:5900. */
  vnc?: VncAddress | undefined;
  /** Start a virtual desktop for remote screens instead (`--desktop`). */
  desktop?: boolean;
  log?(line: string): void;
}

export interface Agent {
  socket: Socket;
  state: AgentState;
  runtime: Runtime;
  /** The journals of combo install runs (rollbackAPI). */
  runs: InstallRuns;
  uploader: Uploader;
  /** The vehicle and its link to the studio, on a PC started with `--vehicle`. */
  vehicle: OpenVehicle | undefined;
  /** The remote IDE's sessions (code, terminal, screen) on the REMOTE_NAMESPACE socket. */
  remote: RemoteLink;
  close(): Promise<void>;
}

async function chooseRuntime(options: AgentOptions, state: AgentState): Promise<Runtime> {
  const choice = options.runtime ?? 'auto';
  if (typeof choice === 'function') return choice(state);
  const processes = () => createProcessRuntime({ server: options.server, state });
  if (choice === 'process') return processes();
  const socketPath = choice === 'auto' ? dockerSocketPath() : choice.docker;
  if (await pingDocker(socketPath)) return createDockerRuntime({ socketPath });
  if (choice !== 'auto') throw new Error(`No Docker engine answers on ${socketPath}.`);
  return processes();
}

/** Opens the data folder, picks the runtime and connects to the studio. */
export async function startAgent(options: AgentOptions): Promise<Agent> {
  const log = options.log ?? ((line: string) => console.log(`[ads-agent] ${line}`));
  const state = await openState(options.data);
  const recordings = options.recordings ?? join(options.data, 'recordings');
  await mkdir(recordings, { recursive: true });
  // The remote IDE's folder: one named (the command line always does) is made now, the default
  // one when a session first needs it.
  const workspace = options.workspace ?? join(homedir(), 'ads-workspace');
  if (options.workspace) await mkdir(workspace, { recursive: true });
  const uploader = await createUploader({
    server: options.server,
    token: options.token,
    urlsFile: join(options.data, 'uploads.json'),
  });
  const runtime = await chooseRuntime(options, state);
  log(`runtime: ${runtime.kind}; data: ${options.data}; recordings: ${recordings}`);
  const vnc = options.vnc ?? DEFAULT_VNC;
  const screen = options.desktop
    ? 'a virtual desktop (Xvfb, x11vnc)'
    : `VNC at ${vnc.host}:${vnc.port}`;
  log(`remote IDE: workspace ${workspace}; screen: ${screen}`);
  const runs = createInstallRuns({ dir: options.data, state, runtime });
  await rollBackUnfinished(runs, log);

  async function catalogue(): Promise<Module[]> {
    const response = await fetch(new URL(API.modules.path, options.server));
    return API.modules.answer.parse(await response.json()).detail;
  }

  async function moduleVersion(name: string, version: string): Promise<Module> {
    const url = new URL(pathOf(API.moduleVersion, { name, version }), options.server);
    const response = await fetch(url).catch(() => {
      throw new AgentError('Cannot reach the studio for the module catalogue.');
    });
    if (response.status === 404) {
      throw new AgentError(`There is no version ${version} of ${name} in the catalogue.`);
    }
    const answer = API.moduleVersion.answer.safeParse(await response.json().catch(() => null));
    if (response.status !== 200 || !answer.success) {
      throw new AgentError(`The studio answered ${response.status} for ${name} ${version}.`);
    }
    return answer.data.detail;
  }

  const host = hostFacts(options.host ?? {}, runtime.kind);
  log(`host: ${host.platform}, ${host.gpu ? 'GPU' : 'no GPU'}, ROS ${host.ros_distro ?? 'none'}`);
  const socket = connect({
    server: options.server,
    token: options.token,
    host,
    log,
    onRequest(action, data, reply, sender) {
      // The server speaks for itself to the vehicle link (a lock's holder gone) and to drive a
      // combo install from IP Repository (issue 27); nothing else answers it.
      if (sender?.kind === 'server' && !isVehicleLinkAction(action) && !FROM_STUDIO.has(action)) {
        return;
      }
      const context: ActionContext = {
        state,
        runtime,
        catalogue,
        moduleVersion,
        runs,
        recordings,
        uploader,
        vehicle: vehicle?.link,
        sender,
        reply,
      };
      runAction(action, data, context).then(
        (answer) => {
          if (answer !== undefined) reply('success', answer);
        },
        (error: unknown) => {
          if (!(error instanceof AgentError)) log(`${action} failed: ${String(error)}`);
          const message =
            error instanceof AgentError ? error.message : `The agent could not do ${action}.`;
          // An AD API refusal (HMI) carries the service's code: AdApiRefusal `{ message, code }`.
          reply('error', error instanceof AdApiError ? { message, code: error.code } : { message });
        },
      );
    },
  });

  // The remote IDE rides the same connection on its own namespace (issue 28).
  const remoteSocket = openRemoteSocket(socket, log);
  const remote = createRemoteLink({
    socket: remoteSocket,
    workspace,
    desktops: createDesktops({ vnc: options.vnc, virtual: options.desktop, log }),
    log,
  });

  // The simulated vehicle drives on the project map chosen last (HMI), kept in the data folder.
  const maps: MapSource | undefined =
    options.vehicle?.kind === 'sim'
      ? await openMapSource({
          server: options.server,
          token: options.token,
          file: join(options.data, 'vehicle-map.json'),
        })
      : undefined;
  // The vehicle speaks to the studio through the socket; requests reach it only once connected.
  const vehicle =
    options.vehicle &&
    openVehicle(options.vehicle, {
      log,
      studioLinkUp: () => socket.connected,
      send: (message) => socket.emit(SOCKET_EVENTS.userMsg, { room: options.token, message }),
      recordings,
      maps,
      data: options.data,
    });
  if (options.vehicle?.kind === 'sim') {
    const start = options.vehicle.start ?? DEFAULT_START;
    log(`vehicle: simulated, its loop starts at ${start.lat},${start.lon}`);
  } else if (options.vehicle) {
    log(`vehicle: Autoware through rosbridge at ${options.vehicle.url}`);
  }
  if (vehicle) followStudioLink(socket, vehicle.link);
  const restoring = vehicle && maps ? restoreMap(vehicle, maps, log) : undefined;

  return {
    socket,
    state,
    runtime,
    runs,
    uploader,
    vehicle,
    remote,
    async close() {
      vehicle?.link.close();
      // The vehicle first: a rosbridge car gets full brake and a not-ready heartbeat, written
      // out before its socket closes, before anything else here can take time or fail.
      await vehicle?.adapter.close().catch((error: unknown) => {
        log(`the vehicle could not be closed: ${String(error)}`);
      });
      // Shells hung up and the virtual desktop stopped; the studio is told while the link is up.
      await remote.close();
      // Before the main socket: the connection stays open while a namespace still uses it.
      remoteSocket.close();
      socket.close();
      // A drive being recorded is closed properly (a valid MCAP); it stays in the folder.
      await vehicle?.recorder?.close().catch((error: unknown) => {
        log(`the drive recording could not be closed: ${String(error)}`);
      });
      await restoring;
      await uploader.close();
      await runtime.close();
    },
  };
}

/**
 * A combo's install run still open when the agent starts never finished (the agent died or
 * stopped mid-run): it is rolled back before the agent answers anyone, so that the PC is as it
 * was before the run. One that cannot be undone now stays, and is tried again at the next start.
 */
async function rollBackUnfinished(runs: InstallRuns, log: (line: string) => void) {
  for (const id of await runs.open()) {
    try {
      const { removed, restored } = await runs.rollback(id);
      const list = (names: string[]) => (names.length > 0 ? names.join(', ') : 'none');
      log(
        `install run ${id} did not finish: rolled back (removed: ${list(removed)}; restored: ${list(restored)})`,
      );
    } catch (error) {
      log(`install run ${id} did not finish and could not be rolled back: ${String(error)}`);
    }
  }
}

/**
 * The simulated vehicle goes back to the project map it drove on last, if it still loads;
 * otherwise it stays on the sample road network (its default), and the log says why. A map
 * that is gone (not in this PC's projects any more) is forgotten; one that could not be
 * fetched now (the studio is down) is tried again at the next start.
 */
async function restoreMap(
  vehicle: OpenVehicle,
  maps: MapSource,
  log: (line: string) => void,
): Promise<void> {
  const id = maps.remembered();
  if (id === null) return;
  try {
    const map = await maps.load(id);
    // Someone chose another map while this one was loading: theirs stands.
    if (maps.remembered() !== id) return;
    await vehicle.adapter.useMap(map);
    log(`vehicle: driving on map ${id}, as when the agent stopped`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log(`vehicle: map ${id} did not load (${reason}); driving on the sample road network`);
    if (error instanceof AdApiError && error.code === AD_API_CODES.parameterError) {
      await maps.remember(null).catch(() => {});
    }
  }
}
