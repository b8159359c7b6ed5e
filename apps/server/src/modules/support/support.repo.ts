import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts, inquiries } from '../../db/schema';

export function createSupportRepo(db: Db) {
  return {
    async addInquiry(values: typeof inquiries.$inferInsert): Promise<void> {
      await db.insert(inquiries).values(values);
    },
    listInquiries: () => db.select().from(inquiries).orderBy(desc(inquiries.id)),
    async addContact(values: typeof contacts.$inferInsert): Promise<void> {
      await db.insert(contacts).values(values);
    },
    listContacts: () => db.select().from(contacts).orderBy(desc(contacts.id)),
  };
}
export type SupportRepo = ReturnType<typeof createSupportRepo>;
