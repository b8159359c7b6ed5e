import { API, type Post } from '@ads/contract';
import type { FastifyInstance } from 'fastify';
import type { PostRow } from '../../db/schema';
import { actorOf } from '../../http/auth';
import { notFound } from '../../http/errors';
import { ok, route } from '../../http/route';
import type { Board, BoardRepo } from './board.repo';

const toPost = (row: PostRow): Post => ({
  number: row.number,
  title: row.title,
  content: row.content,
  author: row.authorName,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** Notices and FAQ: read by signed-in users, written by admins. Same rules, two boards. */
export function boardRoutes(app: FastifyInstance, deps: { boards: BoardRepo }): void {
  const mount = (board: Board, endpoints: (typeof API)['notice'], noun: string) => {
    const missing = () => notFound(`No such ${noun}.`);

    route(app, endpoints.list, async () => ok((await deps.boards.list(board)).map(toPost)));

    route(app, endpoints.get, async ({ params }) => {
      const row = await deps.boards.get(board, params.number);
      if (!row) throw missing();
      return ok(toPost(row));
    });

    route(app, endpoints.create, async ({ request, body, reply }) => {
      const actor = actorOf(request);
      const row = await deps.boards.insert({
        board,
        ...body,
        authorId: actor.id,
        authorName: actor.username,
      });
      reply.status(201);
      return ok(toPost(row), `The ${noun} was published.`);
    });

    route(app, endpoints.update, async ({ params, body }) => {
      const change: { title?: string; content?: string } = {};
      if (body.title !== undefined) change.title = body.title;
      if (body.content !== undefined) change.content = body.content;
      const row = await deps.boards.update(board, params.number, change);
      if (!row) throw missing();
      return ok(toPost(row), `The ${noun} was saved.`);
    });

    route(app, endpoints.remove, async ({ params }) => {
      if (!(await deps.boards.remove(board, params.number))) throw missing();
      return { success: true, message: `The ${noun} was deleted.` };
    });
  };
  mount('notice', API.notice, 'notice');
  mount('faq', API.faq, 'FAQ entry');
}
