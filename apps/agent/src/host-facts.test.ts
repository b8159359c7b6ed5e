import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectGpu, hostFacts, platformOf } from './host-facts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ads-host-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('what the agent says of its host', () => {
  it('names the platform as the store does', () => {
    expect(platformOf('linux', 'x64')).toBe('linux/amd64');
    expect(platformOf('linux', 'arm64')).toBe('linux/arm64');
    expect(platformOf('darwin', 'arm64')).toBe('darwin/arm64');
    expect(platformOf('linux', 'ia32')).toBe('linux/ia32');
  });

  it('finds a GPU by nvidia-smi on PATH (a real executable file), or the driver', async () => {
    const driver = existsSync('/proc/driver/nvidia/version');
    const bin = join(dir, 'bin');
    const empty = join(dir, 'empty');
    await mkdir(bin);
    await mkdir(empty);
    await writeFile(join(bin, 'nvidia-smi'), '#!/bin/sh\n');
    expect(detectGpu({ PATH: empty })).toBe(driver);
    // Not executable: not a tool.
    expect(detectGpu({ PATH: bin })).toBe(driver);
    await chmod(join(bin, 'nvidia-smi'), 0o755);
    expect(detectGpu({ PATH: `${empty}:${bin}` })).toBe(true);
  });

  it('takes the command line first, then ROS_DISTRO when the studio knows it', () => {
    const env = { PATH: join(dir, 'empty'), ROS_DISTRO: 'jazzy' };
    expect(hostFacts({}, 'process', env)).toEqual({
      platform: platformOf(),
      gpu: existsSync('/proc/driver/nvidia/version'),
      ros_distro: 'jazzy',
      runtime: 'process',
    });
    expect(hostFacts({ gpu: true, rosDistro: 'humble' }, 'docker', env)).toMatchObject({
      gpu: true,
      ros_distro: 'humble',
      runtime: 'docker',
    });
    expect(hostFacts({ gpu: false }, 'process', { ...env, ROS_DISTRO: 'foxy' })).toMatchObject({
      gpu: false,
      ros_distro: null,
    });
    expect(hostFacts({}, 'process', { PATH: '' }).ros_distro).toBeNull();
  });
});
