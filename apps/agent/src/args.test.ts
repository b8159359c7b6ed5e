import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DATA_DIR,
  DEFAULT_ROSBRIDGE_URL,
  DEFAULT_WORKSPACE,
  HELP,
  HelpRequested,
  USAGE,
  readArgs,
} from './args';
import { DEFAULT_START } from '@ads/driving-sim';

describe('agent arguments', () => {
  it('reads the server origin, the PC token and the data folder', () => {
    expect(readArgs(['--server', 'http://localhost:8080/', '--token', 'abc.def'])).toEqual({
      server: 'http://localhost:8080',
      token: 'abc.def',
      data: DEFAULT_DATA_DIR,
      recordings: join(DEFAULT_DATA_DIR, 'recordings'),
      runtime: 'auto',
      vehicle: undefined,
      host: {},
      workspace: DEFAULT_WORKSPACE,
      vnc: undefined,
      desktop: false,
    });
    const withData = readArgs(['--server', 'http://h', '--token', 't', '--data', '/tmp/x']);
    expect(withData.data).toBe('/tmp/x');
    expect(withData.recordings).toBe('/tmp/x/recordings');
  });

  it('takes every PC token, also one that begins with a dash, written with = or without', () => {
    // base64url: one token in 64 begins with '-', which node's parser takes for an option.
    const token = '-Xq3_k9Lm0PzR2vW8tYcA1bN5eH7uJ4o.Qm9vZ2xlLXNpZ25hdHVyZS1vZi10aGUtdG9rZW4';
    expect(readArgs(['--server', 'http://h', `--token=${token}`]).token).toBe(token);
    expect(readArgs(['--token', token, '--server', 'http://h']).token).toBe(token);
    expect(readArgs(['--server=http://h', '--token=abc.def']).token).toBe('abc.def');
    // A dash that is not a token is still an option, and says so.
    expect(() => readArgs(['--server', 'http://h', '--token', '--data', 'x'])).toThrow(
      /argument is ambiguous/,
    );
  });

  it('answers --help and -h with the usage, which names every option', () => {
    for (const flag of ['--help', '-h']) {
      expect(() => readArgs([flag])).toThrow(HelpRequested);
      expect(() => readArgs(['--server', 'http://h', flag])).toThrow(USAGE);
    }
    for (const option of ['--server', '--token=', '--data', '--recordings', '--runtime']) {
      expect(USAGE).toContain(option);
    }
    for (const option of ['--vehicle', '--start', '--rosbridge', '--help', '--gpu', '--no-gpu']) {
      expect(USAGE).toContain(option);
    }
    for (const option of ['--workspace', '--vnc', '--desktop', 'ads-workspace', 'localhost:5900']) {
      expect(USAGE).toContain(option);
    }
    for (const option of ['--ros-distro', 'humble, iron, jazzy']) {
      expect(USAGE).toContain(option);
    }
    // One line each (issue 30): every option the parser reads starts exactly one line.
    const lines = USAGE.split('\n');
    for (const [written] of Object.values(HELP)) {
      const flag = written.split(/[ =,]/)[0]!;
      expect(
        lines.filter((line) => line.trimStart().startsWith(flag)),
        flag,
      ).toHaveLength(1);
    }
    expect(lines.filter((line) => line.startsWith('  -'))).toHaveLength(Object.keys(HELP).length);
    // And it says how to try FMS and HMI without a car.
    expect(USAGE).toContain('add --vehicle sim');
  });

  it('refuses an unknown option or a stray value, pointing to --help', () => {
    expect(() => readArgs(['--server', 'http://h', '--token', 't', '--vehicel', 'sim'])).toThrow(
      'Unknown option --vehicel: ads-agent --help lists the options.',
    );
    expect(() => readArgs(['--server', 'http://h', '--token', 't', 'sim'])).toThrow(
      'Unexpected argument sim: every value follows its option (ads-agent --help).',
    );
  });

  it('takes the recordings folder, resolved against the working directory', () => {
    const args = readArgs(['--server', 'http://h', '--token', 't', '--recordings', 'rec']);
    expect(args.recordings).toBe(resolve('rec'));
    expect(args.data).toBe(DEFAULT_DATA_DIR);
  });

  it('takes the runtime to insist on', () => {
    const args = (runtime: string) =>
      readArgs(['--server', 'http://h', '--token', 't', '--runtime', runtime]).runtime;
    expect(args('process')).toBe('process');
    expect(args('docker')).toBe('docker');
  });

  it('takes what to say of the host: a GPU or none, the ROS distribution', () => {
    const host = (...more: string[]) =>
      readArgs(['--server', 'http://h', '--token', 't', ...more]).host;
    expect(host('--gpu')).toEqual({ gpu: true });
    expect(host('--no-gpu', '--ros-distro', 'jazzy')).toEqual({ gpu: false, rosDistro: 'jazzy' });
    expect(() => host('--gpu', '--no-gpu')).toThrow('--gpu and --no-gpu contradict each other');
    expect(() => host('--ros-distro', 'foxy')).toThrow(
      '--ros-distro must be one of humble, iron, jazzy, kilted, rolling, noetic, got "foxy"',
    );
  });

  it('explains what is missing or wrong', () => {
    expect(() => readArgs([])).toThrow(USAGE);
    expect(() => readArgs(['--server', 'localhost', '--token', 'x'])).toThrow(/http\(s\) URL/);
    expect(() => readArgs(['--server', 'ftp://host', '--token', 'x'])).toThrow(/http\(s\) URL/);
    expect(() => readArgs(['--bogus'])).toThrow();
    expect(() => readArgs(['--server', 'http://h', '--token', 't', '--runtime', 'vm'])).toThrow(
      /--runtime must be one of auto, process, docker/,
    );
  });

  it('takes the vehicle: none by default, the sim with its start, or a rosbridge server', () => {
    const vehicle = (...more: string[]) =>
      readArgs(['--server', 'http://h', '--token', 't', ...more]).vehicle;
    expect(vehicle()).toBeUndefined();
    expect(vehicle('--vehicle', 'none')).toBeUndefined();
    expect(vehicle('--vehicle', 'sim')).toEqual({ kind: 'sim', start: DEFAULT_START });
    expect(vehicle('--vehicle', 'sim', '--start', '35.1796, 129.0756')).toEqual({
      kind: 'sim',
      start: { lat: 35.1796, lon: 129.0756 },
    });
    expect(vehicle('--vehicle', 'rosbridge')).toEqual({
      kind: 'rosbridge',
      url: DEFAULT_ROSBRIDGE_URL,
    });
    expect(vehicle('--vehicle', 'rosbridge', '--rosbridge', 'wss://car-7:9090')).toEqual({
      kind: 'rosbridge',
      url: 'wss://car-7:9090',
    });
  });

  it('explains a wrong vehicle, start or rosbridge address', () => {
    const args =
      (...more: string[]) =>
      () =>
        readArgs(['--server', 'http://h', '--token', 't', ...more]);
    expect(args('--vehicle', 'tank')).toThrow(
      '--vehicle must be one of none, sim, rosbridge, got "tank"',
    );
    for (const start of ['37.24', '37.24,', 'north,east', '91,0', '37,181', '1,2,3']) {
      expect(args('--vehicle', 'sim', '--start', start)).toThrow(/--start must be LAT,LON/);
    }
    expect(args('--start', '37,127')).toThrow('use it with --vehicle sim');
    expect(args('--vehicle', 'rosbridge', '--rosbridge', 'http://car:9090')).toThrow(
      '--rosbridge must be a ws(s):// URL, got "http://car:9090"',
    );
    expect(args('--vehicle', 'rosbridge', '--rosbridge', 'car')).toThrow(/ws\(s\):\/\/ URL/);
    expect(args('--vehicle', 'sim', '--rosbridge', 'ws://car:9090')).toThrow(
      'use it with --vehicle rosbridge',
    );
  });

  it('takes the remote IDE’s workspace and where its screen comes from', () => {
    const args = (...more: string[]) => readArgs(['--server', 'http://h', '--token', 't', ...more]);
    expect(DEFAULT_WORKSPACE).toMatch(/\/ads-workspace$/);
    expect(args('--workspace', 'ws').workspace).toBe(resolve('ws'));
    expect(args('--vnc', 'localhost:5901').vnc).toEqual({ host: 'localhost', port: 5901 });
    expect(args('--vnc', '[::1]:5900').vnc).toEqual({ host: '::1', port: 5900 });
    expect(args('--desktop')).toMatchObject({ desktop: true, vnc: undefined });
    for (const vnc of ['localhost', ':5900', 'host:0', 'host:70000', 'a:b:5900']) {
      expect(() => args('--vnc', vnc)).toThrow(/--vnc must be HOST:PORT/);
    }
    expect(() => args('--vnc', 'h:5900', '--desktop')).toThrow(
      '--vnc and --desktop contradict each other',
    );
  });
});
