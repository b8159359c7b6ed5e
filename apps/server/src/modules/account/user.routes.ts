import { API, MESSAGES } from '@ads/contract';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema';
import { actorOf } from '../../http/auth';
import { ok, route } from '../../http/route';
import type { UserSettingsService } from './user-settings.service';
import type { UserService } from './user.service';
import { toUserInfo, toUserListEntry } from './user.view';

/**
 * The info answer's JSON per account row read: the caller cache hands every call of a caller the
 * same row until it reads the account again (any change of it does), and every signed-in page
 * asks for it, so its serialisation is made once per read, as the project list's (issue 33).
 */
const infoAnswers = new WeakMap<UserRow, string>();

export function userRoutes(
  app: FastifyInstance,
  deps: { users: UserService; settings: UserSettingsService },
): void {
  route(app, API.userInfo, async ({ request, reply }) => {
    const user = await deps.users.info(actorOf(request));
    let json = infoAnswers.get(user);
    if (json === undefined) {
      json = JSON.stringify(ok(toUserInfo(user)));
      infoAnswers.set(user, json);
    }
    // A string under a JSON type is sent as it is, not serialised again.
    reply.type('application/json; charset=utf-8');
    return json;
  });

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
