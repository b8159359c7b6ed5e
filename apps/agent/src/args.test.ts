import { describe, expect, it } from 'vitest';
import { USAGE, readArgs } from './args';

describe('agent arguments', () => {
  it('reads the server origin and the PC token', () => {
    expect(readArgs(['--server', 'http://localhost:8080/', '--token', 'abc.def'])).toEqual({
      server: 'http://localhost:8080',
      token: 'abc.def',
    });
  });

  it('explains what is missing or wrong', () => {
    expect(() => readArgs([])).toThrow(USAGE);
    expect(() => readArgs(['--server', 'localhost', '--token', 'x'])).toThrow(/http\(s\) URL/);
    expect(() => readArgs(['--server', 'ftp://host', '--token', 'x'])).toThrow(/http\(s\) URL/);
    expect(() => readArgs(['--bogus'])).toThrow();
  });
});
