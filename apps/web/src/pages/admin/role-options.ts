import { type AccountRole, isAdmin, isSuper } from '@ads/contract';
import { i18n } from '../../lib/i18n';

/**
 * The roles a viewer may hand out: only a SUPER grants ADMIN or SUPER (DESIGN §3), so an
 * ADMIN is not even offered them.
 */
export function grantableRoles(viewerRole: string): AccountRole[] {
  return isSuper(viewerRole) ? ['ALL', 'EDU', 'USER', 'ADMIN', 'SUPER'] : ['ALL', 'EDU', 'USER'];
}

/** Why a row's controls are locked for this viewer, or null when they may change it. */
export function lockReason(
  viewer: { id: number; role: string },
  target: { id: number; role: string },
): string | null {
  if (viewer.id === target.id) return i18n.t('admin:users.ownRow');
  if (isAdmin(target.role) && !isSuper(viewer.role)) {
    return i18n.t('admin:users.adminRow');
  }
  return null;
}
