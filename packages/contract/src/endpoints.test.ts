import { describe, expect, it } from 'vitest';
import { API, allEndpoints } from './rest/endpoints';
import { ROUTES } from './rest/client-routes';
import { type Route, flatten, pathOf } from './rest/route';
import { isPublicPath } from './rest/routes';

describe('endpoint table', () => {
  it('keeps the spec public endpoints public and nothing else', () => {
    const open = allEndpoints()
      .filter((endpoint) => endpoint.access === 'PUBLIC')
      .map((endpoint) => endpoint.name)
      .sort();
    expect(open).toEqual(
      [
        // The catalogue as the caller sees it: visitors get the defaults (ADR 12).
        // The spec's public calls of the file service for AI Benchmark (§7), issue 14.
        'benchmark.datasets',
        'benchmark.frame',
        'benchmark.leaderboard',
        // The basemap every page with a map reads, a visitor's too (issue 30, ADR 29).
        'basemap',
        'catalogue',
        'categories',
        'checkEmailCode',
        'contact',
        // The spec's public record download: its token is the right (ADR 11).
        'downloadRecord',
        // A shared record's playback (issue 31): the share token is the right, as for its download.
        'sharedRecord',
        'sharedRecordSignal',
        'sharedRecordPath',
        'guest',
        'health',
        // The map an agent's simulated vehicle drives on (ADR 20): the handler reads a PC token.
        'hmi.agentMapOsm',
        'image',
        'login',
        'logout',
        // A forgotten password (issue 30): asking for the mailed code, and the reset with it.
        'passwordReset',
        'passwordResetCode',
        // The module catalogue and its artifacts (ADR 7): the agent reads them with no user token.
        'moduleArtifact',
        'modules',
        // One version of a module, for an install that names it (issue 27, ADR 25).
        'moduleVersion',
        // The studio's own agent package (ADR 13): a PC fetches it before it holds anything.
        'agentPackage',
        'agentPackageFile',
        'refresh',
        'register',
        'verifyEmail',
      ].sort(),
    );
  });

  it('has a unique method and path for every endpoint', () => {
    const seen = allEndpoints().map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('gives the clients the same routes without a single schema', () => {
    const where = ({ name, method, path, access, app }: Route & { name: string }) => ({
      name,
      method,
      path,
      access,
      app,
    });
    expect(flatten(ROUTES).map(where)).toEqual(allEndpoints().map(where));
    for (const route of flatten(ROUTES)) {
      expect(
        Object.keys(route).filter(
          (key) => !['access', 'method', 'name', 'path', 'app'].includes(key),
        ),
        route.name,
      ).toEqual([]);
    }
  });

  it('gives every record route but those of a token (download, shared playback) to Data Management', () => {
    const owned = allEndpoints()
      .filter((endpoint) => endpoint.app === 'statistics')
      .map((endpoint) => endpoint.name);
    const records = allEndpoints().filter((endpoint) => endpoint.path.startsWith('/api/record/'));
    expect(owned.sort()).toEqual(
      records
        .map((endpoint) => endpoint.name)
        .filter(
          (name) =>
            !['downloadRecord', 'sharedRecord', 'sharedRecordSignal', 'sharedRecordPath'].includes(
              name,
            ),
        )
        .sort(),
    );
    for (const endpoint of allEndpoints())
      if (endpoint.app) expect(endpoint.access, endpoint.name).not.toBe('PUBLIC');
  });

  it('fills path parameters', () => {
    expect(pathOf(API.getProject, { id: 7 })).toBe('/api/project/7');
    expect(pathOf(API.notice.get, { number: 3 })).toBe('/api/notice/3');
    expect(() => pathOf(API.getProject)).toThrow(/id/);
  });

  it('tells public paths from protected ones', () => {
    expect(isPublicPath('post', '/api/user/login/')).toBe(true);
    expect(isPublicPath('GET', '/api/file/category')).toBe(true);
    expect(isPublicPath('GET', '/api/file/image/?name=app-Home')).toBe(true);
    expect(isPublicPath('GET', '/api/user/info/')).toBe(false);
    expect(isPublicPath('GET', '/api/user/contact/')).toBe(false);
    expect(isPublicPath('POST', '/api/user/contact/')).toBe(true);
    expect(isPublicPath('GET', '/api/record/download/?token=abc')).toBe(true);
    expect(isPublicPath('GET', '/api/record/7')).toBe(false);
  });
});

describe('ids', () => {
  it('take integers and digit strings, and refuse other number forms', async () => {
    const { Id } = await import('./rest/envelope');
    expect(Id.parse(5)).toBe(5);
    expect(Id.parse('42')).toBe(42);
    for (const bad of ['1e3', ' 5', '0x10', '-1', '0', '1.5', 0, -3, 2.5, '99999999999', null]) {
      expect(Id.safeParse(bad).success, String(bad)).toBe(false);
    }
  });
});
