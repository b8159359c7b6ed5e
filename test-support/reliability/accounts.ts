import { API, type Pc } from '@ads/contract';
import type { Inbox } from '../studio/inbox';
import { accessToken, call } from './client';

export interface SignedUp {
  email: string;
  password: string;
  access: string;
}

const PASSWORD = 'reliable-password-1';

/** Registers `email` through the real API of the studio at `url`, with the code from `inbox`. */
async function registerAt(url: string, inbox: Inbox, email: string): Promise<number> {
  const before = inbox.mailsTo(email).length;
  const sent = await call(url, API.verifyEmail, { body: { email } });
  if (sent.status !== 200) throw new Error(`verify failed: ${JSON.stringify(sent.body)}`);
  const code = await inbox.codeFor(email, before);
  await call(url, API.checkEmailCode, { body: { email, code } });
  const registered = await call(url, API.register, {
    body: {
      username: 'Reliable Rhee',
      email,
      code,
      password: PASSWORD,
      company: 'ADS Lab',
      privacy_agreement: true,
      terms_agreement: true,
    },
  });
  if (registered.status !== 201)
    throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  return API.register.answer.parse(registered.body).detail.id;
}

/** Registers `email` and signs in. */
export async function signUpAt(url: string, inbox: Inbox, email: string): Promise<SignedUp> {
  await registerAt(url, inbox, email);
  return { email, password: PASSWORD, access: await accessToken(url, email, PASSWORD) };
}

/** Mints a PC token and registers a PC with it. */
export async function registerPcAt(url: string, access: string, name: string): Promise<Pc> {
  const minted = await call(url, API.mintPcToken, { token: access });
  const answer = await call(url, API.registerPc, {
    token: access,
    body: { name, token: API.mintPcToken.answer.parse(minted.body).detail },
  });
  if (answer.status !== 201) throw new Error(`register PC failed: ${JSON.stringify(answer.body)}`);
  return API.registerPc.answer.parse(answer.body).detail;
}

/** Resolves when the studio reports the PC's agent online (or offline, with `online` false). */
export async function agentPresence(
  url: string,
  access: string,
  pcId: number,
  online = true,
  guardMs = 30_000,
) {
  const deadline = Date.now() + guardMs;
  for (;;) {
    const answer = await call(url, API.listPcs, { token: access });
    const pc = API.listPcs.answer.parse(answer.body).detail.find((each) => each.id === pcId);
    if (pc?.online === online) return;
    if (Date.now() > deadline)
      throw new Error(`the agent of PC ${pcId} is not ${online ? 'on' : 'off'}line`);
    await new Promise((done) => setTimeout(done, 200));
  }
}
