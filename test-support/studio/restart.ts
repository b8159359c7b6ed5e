import { buildApp } from '../../apps/server/src/app';
import { createMailer } from '../../apps/server/src/mail/mailer';
import { JWT_SECRET, type TestServer, testClock } from './harness';

/**
 * Closes the studio's HTTP side and starts a new instance on the same port and the same
 * database, as a restarted server; the returned close ends the new one.
 */
export async function restartOnSamePort(server: TestServer): Promise<() => Promise<void>> {
  const port = Number(new URL(server.url).port);
  await server.app.close();
  const app = await buildApp({
    database: server.database,
    mailer: createMailer({ smtpUrl: undefined, from: 'ADS Studio <no-reply@ads.test>' }),
    clock: testClock(),
    jwtSecret: JWT_SECRET,
    publicUrl: 'http://studio.test',
    version: '0.0.0-test',
  });
  await app.listen({ port, host: '127.0.0.1' });
  return () => app.close();
}
