import { API } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startServer } from '../../../test-support/studio/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ limits: { codesPerAddressPerHour: 3 } });
});
afterAll(() => server.close());

describe('verification codes per client address', () => {
  it('stops one client from mailing codes to any number of addresses', async () => {
    const send = (n: number) =>
      server.call(API.verifyEmail, { body: { email: `spread${n}@ads.test` } });
    for (const n of [1, 2, 3]) expect((await send(n)).status).toBe(200);
    const refused = await send(4);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^Too many codes were sent\. Try again in \d+ minutes?\.$/,
    );
    expect(server.inbox.mailsTo('spread4@ads.test')).toHaveLength(0);
  });

  it('lets the client send again after the hour', async () => {
    server.clock.advance(60 * 60_000);
    expect((await server.call(API.verifyEmail, { body: { email: 'later@ads.test' } })).status).toBe(
      200,
    );
  });
});
