import type { RecordDetail, UpdateRecordBody } from '@ads/contract';
import type { Failed } from '../../../lib/api';
import { fieldErrorsOf } from '../../../lib/field-errors';

/** What the edit dialog changes: the record's name and where it is filed. */
export interface RecordDraft {
  name: string;
  projectId: number | null;
  vehicle: string;
}

/** The part of a record the dialog edits. */
type Filed = Pick<RecordDetail, 'name' | 'project' | 'vehicle'>;

export const draftOf = (record: Filed): RecordDraft => ({
  name: record.name,
  projectId: record.project?.id ?? null,
  vehicle: record.vehicle,
});

/**
 * Only the fields that differ from the record, trimmed as the server stores them, so a save
 * never rewrites what the user left alone (nor what someone else changed meanwhile).
 */
export function changesOf(record: Filed, draft: RecordDraft): UpdateRecordBody {
  const body: UpdateRecordBody = {};
  const name = draft.name.trim();
  const vehicle = draft.vehicle.trim();
  if (name !== record.name) body.name = name;
  if (draft.projectId !== (record.project?.id ?? null)) body.project_id = draft.projectId;
  if (vehicle !== record.vehicle) body.vehicle = vehicle;
  return body;
}

/**
 * The reasons of a refused edit by field. A validation answer names its fields; a project that
 * is not the owner's is a bare 404 ("No such project."), which belongs under the project select
 * when the save moved the record. Any other 404 (the record itself is gone) stays general.
 */
export function editErrorsOf(result: Failed, sent: UpdateRecordBody): Record<string, string> {
  const errors = fieldErrorsOf(result);
  if (
    result.status === 404 &&
    sent.project_id !== undefined &&
    /project/i.test(result.message) &&
    !errors.project_id
  ) {
    errors.project_id = result.message;
  }
  return errors;
}
