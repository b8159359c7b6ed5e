import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { RosDistro } from '@ads/contract';
import type { HostChoice } from './host-facts';
import { DEFAULT_VNC, type VncAddress } from './remote/desktop';
import { DEFAULT_START, type LatLon } from '@ads/driving-sim';
import type { VehicleChoice } from './vehicle/open-vehicle';

export interface AgentArgs {
  server: string;
  token: string;
  /** Where the agent keeps its state and downloaded modules. */
  data: string;
  /** The folder whose files `recordingsAPI` lists and `uploadAPI` may send. */
  recordings: string;
  /** 'auto' uses Docker when an engine answers, processes otherwise; the others insist. */
  runtime: AgentRuntimeChoice;
  /** The vehicle this PC drives (FMS); undefined: the PC is not a vehicle. */
  vehicle: VehicleChoice | undefined;
  /** What the agent says of its host (GPU, ROS distribution) instead of detecting it. */
  host: HostChoice;
  /** The folder the remote IDE serves (made when first opened). */
  workspace: string;
  /** The VNC server a screen session connects to; undefined: localhost:5900. */
  vnc: VncAddress | undefined;
  /** Start a virtual desktop (Xvfb + x11vnc) for screen sessions instead. */
  desktop: boolean;
}

export const RUNTIME_CHOICES = ['auto', 'process', 'docker'] as const;
export type AgentRuntimeChoice = (typeof RUNTIME_CHOICES)[number];
export const VEHICLE_CHOICES = ['none', 'sim', 'rosbridge'] as const;
export const DEFAULT_ROSBRIDGE_URL = 'ws://localhost:9090';

/** What the parser reads; HELP gives each its one line, so none goes unexplained. */
const OPTIONS = {
  server: { type: 'string' },
  token: { type: 'string' },
  data: { type: 'string' },
  recordings: { type: 'string' },
  runtime: { type: 'string', default: 'auto' },
  vehicle: { type: 'string', default: 'none' },
  start: { type: 'string' },
  rosbridge: { type: 'string' },
  gpu: { type: 'boolean' },
  'no-gpu': { type: 'boolean' },
  'ros-distro': { type: 'string' },
  workspace: { type: 'string' },
  vnc: { type: 'string' },
  desktop: { type: 'boolean', default: false },
} as const;

/** Each option as written, and what it does, in one line (`--help`). */
export const HELP: Record<keyof typeof OPTIONS | 'help', [string, string]> = {
  server: ['--server URL', 'the studio (http or https)'],
  token: [
    '--token=PC_TOKEN',
    "the PC's token from the studio; write it with '=': a token may begin with '-'",
  ],
  data: ['--data DIR', 'state and installed modules (default ~/.ads-agent)'],
  recordings: [
    '--recordings DIR',
    'driving records the studio may list and upload (default <data>/recordings)',
  ],
  runtime: [
    '--runtime KIND',
    'where modules run: auto (default: Docker when an engine answers), process, or docker',
  ],
  vehicle: [
    '--vehicle KIND',
    'the vehicle for FMS and HMI: none (default), sim (a simulated car), rosbridge (Autoware)',
  ],
  start: [
    '--start LAT,LON',
    `where the simulated car starts (default ${DEFAULT_START.lat},${DEFAULT_START.lon}, K-City)`,
  ],
  rosbridge: ['--rosbridge URL', `the car's rosbridge server (default ${DEFAULT_ROSBRIDGE_URL})`],
  gpu: ['--gpu', 'this PC has a GPU for modules that need one (default: an NVIDIA driver found)'],
  'no-gpu': ['--no-gpu', 'this PC has no GPU for modules, whatever is installed'],
  'ros-distro': [
    '--ros-distro NAME',
    `the ROS distribution modules run on: ${RosDistro.options.join(', ')} (default $ROS_DISTRO)`,
  ],
  workspace: [
    '--workspace DIR',
    'the folder the remote IDE edits and opens terminals in (default ~/ads-workspace)',
  ],
  vnc: [
    '--vnc HOST:PORT',
    `the VNC server the remote screen shows (default ${DEFAULT_VNC.host}:${DEFAULT_VNC.port})`,
  ],
  desktop: ['--desktop', 'start a virtual desktop (Xvfb and x11vnc) for the remote screen instead'],
  help: ['-h, --help', 'print this text and exit'],
};

const COLUMN = Math.max(...Object.values(HELP).map(([written]) => written.length)) + 2;

export const USAGE = [
  'usage: ads-agent --server URL --token=PC_TOKEN [options]',
  'Try FMS and HMI without a car: add --vehicle sim for a simulated one.',
  '',
  ...Object.values(HELP).map(([written, what]) => `  ${written.padEnd(COLUMN)}${what}`),
].join('\n');

/** `--help` or `-h`: the caller prints USAGE (to stdout) and exits 0. */
export class HelpRequested extends Error {
  constructor() {
    super(USAGE);
  }
}
export const DEFAULT_DATA_DIR = join(homedir(), '.ads-agent');
export const DEFAULT_WORKSPACE = join(homedir(), 'ads-workspace');

/** `HOST:PORT`, the host maybe an IPv6 address in brackets (`[::1]:5901`). */
function readVnc(text: string): VncAddress {
  const found = /^(\[[0-9a-fA-F:.]+\]|[^:[\]\s]+):(\d{1,5})$/.exec(text);
  const port = Number(found?.[2]);
  if (!found || port < 1 || port > 65535) {
    throw new Error(`--vnc must be HOST:PORT (a port from 1 to 65535), got "${text}"`);
  }
  return { host: found[1]!.replace(/^\[(.*)\]$/, '$1'), port };
}

/** `LAT,LON` in degrees, e.g. `37.2420,126.7745`. */
function readStart(text: string): LatLon {
  const parts = text.split(',').map((part) => part.trim());
  const [lat, lon] = parts.map(Number);
  const valid =
    parts.length === 2 &&
    parts.every((part) => part !== '') &&
    lat !== undefined &&
    lon !== undefined &&
    Math.abs(lat) <= 85 &&
    Math.abs(lon) <= 180;
  if (!valid) {
    throw new Error(
      `--start must be LAT,LON in degrees (latitude within ±85, longitude within ±180), got "${text}"`,
    );
  }
  return { lat: lat as number, lon: lon as number };
}

function readRosbridgeUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`--rosbridge must be a ws(s):// URL, got "${text}"`);
  }
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') {
    throw new Error(`--rosbridge must be a ws(s):// URL, got "${text}"`);
  }
  return text;
}

function readVehicle(values: {
  vehicle?: string;
  start?: string;
  rosbridge?: string;
}): VehicleChoice | undefined {
  const kind = VEHICLE_CHOICES.find((choice) => choice === values.vehicle);
  if (!kind) {
    throw new Error(
      `--vehicle must be one of ${VEHICLE_CHOICES.join(', ')}, got "${values.vehicle}"`,
    );
  }
  if (values.start !== undefined && kind !== 'sim') {
    throw new Error('--start places the simulated car: use it with --vehicle sim');
  }
  if (values.rosbridge !== undefined && kind !== 'rosbridge') {
    throw new Error('--rosbridge names the car to drive: use it with --vehicle rosbridge');
  }
  if (kind === 'sim') {
    return { kind, start: values.start === undefined ? DEFAULT_START : readStart(values.start) };
  }
  if (kind === 'rosbridge') {
    return { kind, url: readRosbridgeUrl(values.rosbridge ?? DEFAULT_ROSBRIDGE_URL) };
  }
  return undefined;
}

/**
 * `--token -abc.def` as `--token=-abc.def`. PC tokens are base64url, so one in 64 begins with
 * `-`, and node's parser takes that for an option ("argument is ambiguous"): a value there that
 * reads as a token (it has the `.` before its signature) is the token, so a command written
 * either way works for every token.
 */
function joinToken(argv: string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const next = argv[i + 1];
    if (argv[i] === '--token' && next?.startsWith('-') && next.includes('.')) {
      joined.push(`--token=${next}`);
      i += 1;
    } else {
      joined.push(argv[i]!);
    }
  }
  return joined;
}

/** node's parser, its refusals said in our words with the way to the list of options. */
function parseOptions(args: string[]) {
  try {
    return parseArgs({ args, options: OPTIONS, strict: true });
  } catch (error) {
    const code = (error as { code?: string }).code;
    const what = /'([^']*)'/.exec(error instanceof Error ? error.message : '')?.[1];
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
      throw new Error(`Unknown option ${what ?? ''}: ads-agent --help lists the options.`, {
        cause: error,
      });
    }
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
      throw new Error(
        `Unexpected argument ${what ?? ''}: every value follows its option (ads-agent --help).`,
        { cause: error },
      );
    }
    throw error;
  }
}

/**
 * Reads the command line (see USAGE); throws a sentence a person can act on, or HelpRequested
 * for `--help` / `-h`.
 */
export function readArgs(argv: string[]): AgentArgs {
  const args = joinToken(argv);
  if (args.includes('--help') || args.includes('-h')) throw new HelpRequested();
  const { values } = parseOptions(args);
  if (!values.server || !values.token) throw new Error(USAGE);
  let server: URL;
  try {
    server = new URL(values.server);
  } catch {
    throw new Error(`--server must be an http(s) URL, got "${values.server}"`);
  }
  if (server.protocol !== 'http:' && server.protocol !== 'https:') {
    throw new Error(`--server must be an http(s) URL, got "${values.server}"`);
  }
  const runtime = RUNTIME_CHOICES.find((choice) => choice === values.runtime);
  if (!runtime) {
    throw new Error(
      `--runtime must be one of ${RUNTIME_CHOICES.join(', ')}, got "${values.runtime}"`,
    );
  }
  const vehicle = readVehicle(values);
  if (values.gpu && values['no-gpu']) throw new Error('--gpu and --no-gpu contradict each other');
  const gpu = values.gpu ? true : values['no-gpu'] ? false : undefined;
  const distro = values['ros-distro'];
  const rosDistro = distro === undefined ? undefined : RosDistro.safeParse(distro).data;
  if (distro !== undefined && !rosDistro) {
    throw new Error(`--ros-distro must be one of ${RosDistro.options.join(', ')}, got "${distro}"`);
  }
  if (values.vnc !== undefined && values.desktop) {
    throw new Error(
      '--vnc and --desktop contradict each other: --desktop starts its own VNC server',
    );
  }
  const vnc = values.vnc === undefined ? undefined : readVnc(values.vnc);
  const data = values.data ? resolve(values.data) : DEFAULT_DATA_DIR;
  return {
    server: server.origin,
    token: values.token,
    data,
    recordings: values.recordings ? resolve(values.recordings) : join(data, 'recordings'),
    runtime,
    vehicle,
    host: {
      ...(gpu === undefined ? {} : { gpu }),
      ...(rosDistro === undefined ? {} : { rosDistro }),
    },
    workspace: values.workspace ? resolve(values.workspace) : DEFAULT_WORKSPACE,
    vnc,
    desktop: values.desktop,
  };
}
