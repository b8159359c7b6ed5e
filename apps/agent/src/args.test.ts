import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR, USAGE, readArgs } from './args';

describe('agent arguments', () => {
  it('reads the server origin, the PC token and the data folder', () => {
    expect(readArgs(['--server', 'http://localhost:8080/', '--token', 'abc.def'])).toEqual({
      server: 'http://localhost:8080',
      token: 'abc.def',
      data: DEFAULT_DATA_DIR,
      runtime: 'auto',
    });
    expect(readArgs(['--server', 'http://h', '--token', 't', '--data', '/tmp/x']).data).toBe(
      '/tmp/x',
    );
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
