import * as board from './board';
import type { BoardRoutes } from './board.routes';
import type { Endpoint } from './endpoint';
import { MessageAnswer } from './envelope';

/** A board's routes with their schemas. */
export const boardEndpoints = <B extends BoardRoutes>(routes: B) =>
  ({
    list: { ...routes.list, answer: board.PostListAnswer },
    get: { ...routes.get, params: board.PostParams, answer: board.PostAnswer },
    create: { ...routes.create, body: board.PostBody, answer: board.PostAnswer },
    update: {
      ...routes.update,
      params: board.PostParams,
      body: board.UpdatePostBody,
      answer: board.PostAnswer,
    },
    remove: { ...routes.remove, params: board.PostParams, answer: MessageAnswer },
  }) as const satisfies Record<string, Endpoint>;
