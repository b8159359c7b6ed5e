import { describe, expect, it } from 'vitest';
import { compareVersions, newest, parseSemver } from './semver';

describe('semver precedence', () => {
  it('orders the specification’s own example chain (§11.4)', () => {
    const chain = [
      '1.0.0-alpha',
      '1.0.0-alpha.1',
      '1.0.0-alpha.beta',
      '1.0.0-beta',
      '1.0.0-beta.2',
      '1.0.0-beta.11',
      '1.0.0-rc.1',
      '1.0.0',
      '1.0.1',
      '1.1.0',
      '2.0.0',
      '10.0.0',
    ];
    const shuffled = [...chain].reverse();
    expect(shuffled.sort(compareVersions)).toEqual(chain);
  });

  it('ignores build metadata and compares long numbers by value', () => {
    expect(compareVersions('1.0.0+a', '1.0.0+b')).toBe(0);
    expect(compareVersions('1.0.0-99999999999999999999', '1.0.0-100000000000000000000')).toBe(-1);
    expect(compareVersions('1.0.0-2', '1.0.0-10')).toBe(-1);
    expect(compareVersions('1.0.0-a', '1.0.0-B')).toBe(1);
  });

  it('parses the parts, and refuses what is not semver', () => {
    expect(parseSemver('2.10.3-rc.1+build.5')).toEqual({
      major: 2,
      minor: 10,
      patch: 3,
      prerelease: ['rc', '1'],
      build: 'build.5',
    });
    for (const bad of ['1.0', '01.0.0', '1.0.0-', 'v1.0.0', '1.0.0-01', '9999999999.0.0']) {
      expect(parseSemver(bad), bad).toBeNull();
    }
  });

  it('finds the newest, a release above its pre-releases', () => {
    const items = ['0.9.0', '1.0.0-rc.2', '1.0.0', '0.10.0'].map((version) => ({ version }));
    expect(newest(items, (item) => item.version)?.version).toBe('1.0.0');
    expect(newest([], (item: { version: string }) => item.version)).toBeUndefined();
  });
});
