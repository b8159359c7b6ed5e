import {
  ACCOUNT,
  MESSAGES,
  isAdmin,
  isLanguage,
  isSuper,
  type AccountRole,
  type Language,
} from '@ads/contract';
import type { UserRow } from '../../db/schema';
import type { Actor } from '../../http/auth';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { hashPassword, verifyPassword } from './passwords';
import type { SessionService } from './session.service';
import type { AccountEvents } from './account-events';
import type { UsersRepo } from './users.repo';

/** Rules for one's own account and for admins managing others. */
export function createUserService(deps: {
  users: UsersRepo;
  sessions: SessionService;
  events: AccountEvents;
  /** The account's record files, which the database's cascade cannot remove. */
  records: {
    filesOfOwner(userId: number): Promise<string[]>;
    removeFiles(keys: string[]): Promise<void>;
  };
}) {
  const { users, sessions, events, records } = deps;

  async function load(id: number): Promise<UserRow> {
    const user = await users.byId(id);
    if (!user) throw notFound('No such user.');
    return user;
  }

  return {
    // The auth hook has just read the caller's account: no second read.
    info: async (actor: Actor) => actor.account,
    list: () => users.list(),

    async update(
      actor: Actor,
      change: { user_id: number; role?: AccountRole | undefined; is_active?: boolean | undefined },
    ): Promise<UserRow> {
      const target = await load(change.user_id);
      if (target.id === actor.id) throw forbidden('You cannot change your own role or status.');
      if (isAdmin(target.role) && !isSuper(actor.role)) {
        throw forbidden('Only a SUPER can change an administrator.');
      }
      if (change.role !== undefined) {
        if (isAdmin(change.role) && !isSuper(actor.role)) {
          throw forbidden('Only a SUPER can grant ADMIN or SUPER.');
        }
        if (target.isGuest) {
          throw badRequest('A guest account has no password; ask the person to sign up instead.');
        }
        const updated = (await users.update(target.id, { role: change.role }))!;
        // Open sockets were let into rooms by the old role; they reconnect under the new one.
        events.accountChanged(target.id);
        return updated;
      }
      const updated = (await users.update(target.id, { isActive: change.is_active! }))!;
      // A disabled account must not keep refreshing its way back in.
      if (!updated.isActive) await sessions.endAllOf(target.id);
      events.accountChanged(target.id);
      return updated;
    },

    /**
     * The caller's chosen screen language, null until chosen. Read from the table, not the
     * caller cache, so another device sees a choice made a moment ago.
     */
    async language(actor: Actor): Promise<Language | null> {
      const { language } = await load(actor.id);
      return isLanguage(language) ? language : null;
    },

    /** Keeps the caller's screen language (null forgets it: the browser's applies again). */
    async setLanguage(actor: Actor, language: Language | null): Promise<Language | null> {
      await users.update(actor.id, { language });
      return language;
    },

    /** Changes the caller's password; other sign-ins of the account are ended. */
    async changePassword(
      actor: Actor,
      input: { current_password: string; new_password: string; confirm_new_password: string },
    ): Promise<string> {
      const user = await load(actor.id);
      if (!(await verifyPassword(user.passwordHash, input.current_password))) {
        throw badRequest('The current password is wrong.', { current_password: 'Wrong password.' });
      }
      if (input.new_password !== input.confirm_new_password) {
        throw badRequest('The new passwords do not match.', {
          confirm_new_password: 'Does not match the new password.',
        });
      }
      if (input.new_password.length < ACCOUNT.passwordMinLength) {
        throw badRequest(`Use at least ${ACCOUNT.passwordMinLength} characters.`, {
          new_password: `At least ${ACCOUNT.passwordMinLength} characters.`,
        });
      }
      if (input.new_password === input.current_password) {
        throw badRequest('Choose a password different from the current one.', {
          new_password: 'Same as the current password.',
        });
      }
      await users.update(user.id, { passwordHash: await hashPassword(input.new_password) });
      await sessions.endAllOf(user.id, actor.family);
      return MESSAGES.passwordChanged;
    },

    /**
     * Deletes the caller's account and everything only it owns (projects, PCs, sessions,
     * records and their files).
     */
    async withdraw(actor: Actor): Promise<void> {
      const user = await load(actor.id);
      // Read before the rows cascade away; a record that lands in between, or a file that
      // cannot be removed now, is left to the storage sweep (docs/adr/0011).
      const files = await records.filesOfOwner(user.id);
      if (!(await users.removeKeepingASuper(user.id))) {
        throw conflict('The last SUPER account cannot be deleted. Make another SUPER first.');
      }
      await records.removeFiles(files);
      // Its PCs are gone with it: their agents and the account's open tabs are let go.
      events.accountDeleted(user.id);
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
