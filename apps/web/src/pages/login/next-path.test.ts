import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it('follows a path on this site, keeping its query and hash', () => {
    expect(safeNextPath('/project', '/')).toBe('/project');
    expect(safeNextPath('/store/search?q=lidar#top', '/')).toBe('/store/search?q=lidar#top');
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['another origin', 'https://evil.example/steal'],
    ['a protocol-relative address', '//evil.example/steal'],
    ['a backslash trick', '/\\evil.example'],
    ['a tab hidden in the slashes', '/\t/evil.example'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a relative path', 'project'],
    ['the sign-in page itself', '/login?next=/project'],
    ['the sign-up page', '/signup'],
  ])('falls back for %s', (_, next) => {
    expect(safeNextPath(next, '/home')).toBe('/home');
  });
});
