import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { type HostFacts, RosDistro } from '@ads/contract';

/** What the command line says of the host; anything it leaves out is detected. */
export interface HostChoice {
  /** `--gpu` / `--no-gpu`. */
  gpu?: boolean;
  /** `--ros-distro NAME`. */
  rosDistro?: RosDistro;
}

/** The studio's platform names for this machine: `linux/amd64`, `linux/arm64`, else os/arch. */
export function platformOf(platform: string = process.platform, arch: string = process.arch) {
  if (platform === 'linux' && arch === 'x64') return 'linux/amd64';
  if (platform === 'linux' && arch === 'arm64') return 'linux/arm64';
  return `${platform}/${arch}`;
}

/** An executable of this name on PATH (no process is started to find it). */
function onPath(command: string, path = process.env.PATH ?? ''): boolean {
  return path
    .split(delimiter)
    .filter(Boolean)
    .some((dir) => {
      try {
        accessSync(join(dir, command), constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
}

/** An NVIDIA driver is loaded, or its tool is installed. */
export function detectGpu(env: NodeJS.ProcessEnv = process.env): boolean {
  return existsSync('/proc/driver/nvidia/version') || onPath('nvidia-smi', env.PATH);
}

/**
 * What the agent says of its host at the socket handshake (`auth.host`), for the combo
 * install's compatibility check (issue 27): the platform, a GPU, the ROS distribution (the
 * sourced environment's ROS_DISTRO when it is one the studio knows), and the runtime.
 */
export function hostFacts(
  choice: HostChoice,
  runtime: HostFacts['runtime'],
  env: NodeJS.ProcessEnv = process.env,
): HostFacts {
  return {
    platform: platformOf(),
    gpu: choice.gpu ?? detectGpu(env),
    ros_distro: choice.rosDistro ?? RosDistro.safeParse(env.ROS_DISTRO).data ?? null,
    runtime,
  };
}
