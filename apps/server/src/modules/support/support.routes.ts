import { API } from '@ads/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth';
import { ok, route } from '../../http/route';
import type { SupportRepo } from './support.repo';

/** Inquiries from signed-in users and contact forms from anyone; admins read both. */
export function supportRoutes(app: FastifyInstance, deps: { support: SupportRepo }): void {
  route(app, API.inquiry, async ({ request, body, reply }) => {
    const actor = actorOf(request);
    await deps.support.addInquiry({ userId: actor.id, email: actor.email, ...body });
    reply.status(201);
    return { success: true, message: 'Thank you. We will answer by e-mail.' };
  });

  route(app, API.listInquiries, async () =>
    ok(
      (await deps.support.listInquiries()).map((row) => ({
        id: row.id,
        user_id: row.userId,
        email: row.email,
        category: row.category,
        title: row.title,
        content: row.content,
        created_at: row.createdAt.toISOString(),
      })),
    ),
  );

  route(app, API.contact, async ({ body, reply }) => {
    await deps.support.addContact(body);
    reply.status(201);
    return { success: true, message: 'Thank you. We will get back to you soon.' };
  });

  route(app, API.listContacts, async () =>
    ok(
      (await deps.support.listContacts()).map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        company: row.company,
        message: row.message,
        created_at: row.createdAt.toISOString(),
      })),
    ),
  );
}
