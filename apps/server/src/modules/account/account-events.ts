/**
 * Changes of an account or sign-in that make earlier decisions about its caller wrong. The
 * account rules announce them; the realtime channel ends the open sockets they concern, and the
 * caller cache forgets what it read (on every instance). The account and user modules only
 * announce, so they depend neither on socket.io nor on the cache.
 */
export interface AccountEvents {
  /** One sign-in (session family) ended: sign-out, or its refresh token was reused. */
  sessionEnded(family: string): void;
  /** A user's sign-ins ended, all or all but one (disabled account, password change). */
  userSessionsEnded(userId: number, exceptFamily?: string): void;
  /** The account's role or status changed: what was decided under the old one is dropped. */
  accountChanged(userId: number): void;
  /** The account was deleted, with its PCs. */
  accountDeleted(userId: number): void;
}

/** Announces each event to every listener in turn. */
export function fanOut(...listeners: AccountEvents[]): AccountEvents {
  return {
    sessionEnded: (family) => listeners.forEach((each) => each.sessionEnded(family)),
    userSessionsEnded: (userId, except) =>
      listeners.forEach((each) => each.userSessionsEnded(userId, except)),
    accountChanged: (userId) => listeners.forEach((each) => each.accountChanged(userId)),
    accountDeleted: (userId) => listeners.forEach((each) => each.accountDeleted(userId)),
  };
}
