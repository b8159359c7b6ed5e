import { API } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startServer } from '../../../test-support/studio/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('health and file service', () => {
  it('reports the database and version', async () => {
    const answer = await server.call(API.health);
    expect(answer.status).toBe(200);
    expect(API.health.answer.parse(answer.body).detail).toEqual({
      status: 'ok',
      database: server.database.kind,
      version: '0.0.0-test',
    });
  });

  it.each(['app-Home', 'app-Calibration'])(
    'serves the shipped image %s to anyone',
    async (name) => {
      const answer = await server.call(API.image, { query: { name } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('image/svg+xml');
      expect(String(answer.body)).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    },
  );

  it('refuses image names outside the shipped list, including paths', async () => {
    for (const name of ['app-Nope', '../package', '..%2F..%2Fetc%2Fpasswd', '']) {
      const answer = await server.call(API.image, { query: { name } });
      expect(answer.status).toBe(400);
      expect(answer.body.detail).toHaveProperty('name');
    }
    expect((await server.call(API.image)).status).toBe(400);
  });

  it('lists the data categories without a token', async () => {
    const answer = await server.call(API.categories);
    expect(answer.status).toBe(200);
    const categories = API.categories.answer.parse(answer.body).detail;
    expect(categories.map((category) => category.key)).toEqual(
      expect.arrayContaining(['weather', 'road_type', 'time_of_day', 'scenario']),
    );
  });

  it('answers unknown API paths with 404 in the envelope', async () => {
    const answer = await server.call({ method: 'GET', path: '/api/nothing/here' });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ success: false, message: 'There is nothing at this address.' });
  });

  it('sends security headers', async () => {
    const answer = await server.call(API.health);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});
