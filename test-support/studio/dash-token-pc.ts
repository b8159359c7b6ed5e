import { randomBytes } from 'node:crypto';
import { API, type Pc } from '@ads/contract';
import { signPcToken } from '../../apps/server/src/modules/pc/pc-token';
import { type Account, JWT_SECRET, type TestServer } from './harness';

/**
 * A PC whose token begins with '-', as the server minted one time in 64 before issue 25 (the
 * tokens stay valid): signed with the test studio's secret for `owner`, registered through the
 * API. New mints never begin with '-', so a test of that case must make one.
 */
export async function dashTokenPc(server: TestServer, owner: Account): Promise<Pc> {
  const bytes = randomBytes(24);
  bytes[0] = 0b1111_1000 | (bytes[0]! & 0b11);
  const token = signPcToken(JWT_SECRET, owner.id, bytes.toString('base64url'));
  if (!token.startsWith('-')) throw new Error(`expected a token beginning with '-': ${token}`);
  const answer = await server.call(API.registerPc, {
    token: owner.access,
    body: { name: 'PC with a dash', token },
  });
  if (answer.status !== 201) throw new Error(`register failed: ${JSON.stringify(answer.body)}`);
  return API.registerPc.answer.parse(answer.body).detail;
}
