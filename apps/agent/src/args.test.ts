import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR, USAGE, readArgs } from './args';

describe('agent arguments', () => {
  it('reads the server origin, the PC token and the data folder', () => {
    expect(readArgs(['--server', 'http://localhost:8080/', '--token', 'abc.def'])).toEqual({
      server: 'http://localhost:8080',
      token: 'abc.def',
      data: DEFAULT_DATA_DIR,
      recordings: join(DEFAULT_DATA_DIR, 'recordings'),
      runtime: 'auto',
    });
    const withData = readArgs(['--server', 'http://h', '--token', 't', '--data', '/tmp/x']);
    expect(withData.data).toBe('/tmp/x');
    expect(withData.recordings).toBe('/tmp/x/recordings');
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

  it('explains what is missing or wrong', () => {
    expect(() => readArgs([])).toThrow(USAGE);
    expect(() => readArgs(['--server', 'localhost', '--token', 'x'])).toThrow(/http\(s\) URL/);
    expect(() => readArgs(['--server', 'ftp://host', '--token', 'x'])).toThrow(/http\(s\) URL/);
    expect(() => readArgs(['--bogus'])).toThrow();
    expect(() => readArgs(['--server', 'http://h', '--token', 't', '--runtime', 'vm'])).toThrow(
      /--runtime must be one of auto, process, docker/,
    );
  });
});
