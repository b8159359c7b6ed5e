import type { AppAuditEntry, AppKey, AppState, ConfigurableRole } from '@ads/contract';
import type { AppAvailabilityAuditRow } from '../../db/schema';

/** An audit row as the API answers it. */
export function toAuditEntry(row: AppAvailabilityAuditRow): AppAuditEntry {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actor_id: row.actorId,
    actor_email: row.actorEmail,
    app: row.app as AppKey,
    role: row.role as ConfigurableRole,
    before: row.before as AppState,
    after: row.after as AppState,
  };
}
