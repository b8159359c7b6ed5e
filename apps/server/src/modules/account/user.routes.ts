import { API, MESSAGES } from '@ads/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth';
import { ok, route } from '../../http/route';
import type { UserSettingsService } from './user-settings.service';
import type { UserService } from './user.service';
import { toUserInfo, toUserListEntry } from './user.view';

export function userRoutes(
  app: FastifyInstance,
  deps: { users: UserService; settings: UserSettingsService },
): void {
  route(app, API.userInfo, async ({ request }) =>
    ok(toUserInfo(await deps.users.info(actorOf(request)))),
  );

  route(app, API.userLanguage, async ({ request }) =>
    ok({ language: await deps.users.language(actorOf(request)) }),
  );

  route(app, API.setUserLanguage, async ({ request, body }) =>
    ok({ language: await deps.users.setLanguage(actorOf(request), body.language) }),
  );

  route(app, API.userSetting, async ({ request, params }) =>
    ok({ key: params.key, value: await deps.settings.read(actorOf(request), params.key) }),
  );

  route(app, API.setUserSetting, async ({ request, params, body }) =>
    ok({
      key: params.key,
      value: await deps.settings.write(actorOf(request), params.key, body.value),
    }),
  );

  route(app, API.updateUser, async ({ request, body }) =>
    ok(toUserInfo(await deps.users.update(actorOf(request), body)), 'The user was updated.'),
  );

  route(app, API.listUsers, async () => ok((await deps.users.list()).map(toUserListEntry)));

  route(app, API.changePassword, async ({ request, body }) => ({
    success: true,
    message: await deps.users.changePassword(actorOf(request), body),
  }));

  route(app, API.withdraw, async ({ request }) => {
    await deps.users.withdraw(actorOf(request));
    return { success: true, message: MESSAGES.withdrawalDone };
  });
}
