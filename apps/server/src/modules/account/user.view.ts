import type { AccountRole, UserInfo, UserListEntry } from '@ads/contract';
import type { UserRow } from '../../db/schema';

/** The user fields the clients see (spec §3); the password hash never leaves. */
export function toUserInfo(user: UserRow): UserInfo {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    company: user.company,
    role: user.role as AccountRole,
    is_active: user.isActive,
  };
}

export function toUserListEntry(user: UserRow): UserListEntry {
  return { ...toUserInfo(user), is_guest: user.isGuest, created_at: user.createdAt.toISOString() };
}
