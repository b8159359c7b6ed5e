import { describe, expect, it } from 'vitest';
import { ROLES, canAccess, isAdmin, isSuper, rankOf } from './roles';

describe('role ladder', () => {
  it('ranks the roles in the spec order', () => {
    expect(ROLES.map(rankOf)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(rankOf('PUBLIC')).toBeLessThan(rankOf('ALL'));
    expect(rankOf('EDU')).toBeLessThan(rankOf('USER'));
  });

  it('allows a route when the rank is at least the required one', () => {
    expect(canAccess('USER', 'USER')).toBe(true);
    expect(canAccess('ADMIN', 'USER')).toBe(true);
    expect(canAccess('SUPER', 'ADMIN')).toBe(true);
    expect(canAccess('ALL', 'USER')).toBe(false);
    expect(canAccess('EDU', 'USER')).toBe(false);
    expect(canAccess('USER', 'ADMIN')).toBe(false);
    expect(canAccess('PUBLIC', 'PUBLIC')).toBe(true);
    expect(canAccess('ALL', 'EDU')).toBe(false);
  });

  it('never grants access to an unknown or missing role', () => {
    expect(canAccess('ROOT', 'PUBLIC')).toBe(false);
    expect(canAccess(undefined, 'ALL')).toBe(false);
    expect(canAccess(null, 'PUBLIC')).toBe(false);
    expect(rankOf('root')).toBe(-1);
  });

  it('treats ADMIN and SUPER as admins, only SUPER as super', () => {
    expect(ROLES.filter(isAdmin)).toEqual(['ADMIN', 'SUPER']);
    expect(ROLES.filter(isSuper)).toEqual(['SUPER']);
  });
});
