import { API } from '@ads/contract';
import type { FastifyInstance } from 'fastify';
import { ok, route } from '../../http/route';
import { toUserInfo } from './user.view';
import type { AccountService } from './account.service';
import type { EmailCodeService } from './email-code.service';
import type { PasswordResetService } from './password-reset.service';
import type { SessionService } from './session.service';

export function accountRoutes(
  app: FastifyInstance,
  deps: {
    accounts: AccountService;
    emailCodes: EmailCodeService;
    sessions: SessionService;
    passwordReset: PasswordResetService;
  },
): void {
  route(app, API.verifyEmail, async ({ body, request }) => {
    await deps.emailCodes.send(body.email, request.ip);
    return ok({ status: 'sent' }, 'We sent a 6-digit code to your e-mail.');
  });

  route(app, API.checkEmailCode, async ({ body }) => {
    const result = await deps.emailCodes.check(body.email, body.code);
    return { success: result.ok, message: result.message, detail: result.ok };
  });

  route(app, API.register, async ({ body, reply }) => {
    const user = await deps.accounts.register(body);
    reply.status(201);
    return ok(toUserInfo(user), 'Welcome to ADS Studio. You can sign in now.');
  });

  route(app, API.login, async ({ body, request }) =>
    ok(await deps.accounts.login(body, request.ip)),
  );

  route(app, API.guest, async ({ request, reply }) => {
    const pair = await deps.accounts.guest(request.ip);
    reply.status(201);
    return ok(pair);
  });

  route(app, API.passwordResetCode, async ({ body, request }) => ({
    success: true,
    message: deps.passwordReset.requestCode(body.email, request.ip),
  }));

  route(app, API.passwordReset, async ({ body }) => ({
    success: true,
    message: await deps.passwordReset.reset(body),
  }));

  route(app, API.refresh, async ({ body }) => {
    const pair = await deps.sessions.refresh(body.refresh);
    return { success: true, detail: pair.access, refresh: pair.refresh };
  });

  route(app, API.logout, async ({ body }) => {
    await deps.sessions.end(body.refresh);
    return { success: true, message: 'Signed out.' };
  });
}
