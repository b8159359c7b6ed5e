import { describe, expect, it } from 'vitest';
import { changesOf, draftOf, editErrorsOf } from './record-edit';

const record = { name: 'drive.mcap', project: { id: 4, title: 'Shuttle' }, vehicle: 'Kona' };

describe('changesOf', () => {
  it('sends nothing for an untouched draft, and only what changed otherwise', () => {
    expect(changesOf(record, draftOf(record))).toEqual({});
    expect(changesOf(record, { ...draftOf(record), name: ' Loop ' })).toEqual({ name: 'Loop' });
    expect(changesOf(record, { ...draftOf(record), projectId: null })).toEqual({
      project_id: null,
    });
    expect(changesOf(record, { name: 'drive.mcap ', projectId: 5, vehicle: '' })).toEqual({
      project_id: 5,
      vehicle: '',
    });
  });

  it('sends an emptied name, so the server can say why it is refused', () => {
    expect(changesOf(record, { ...draftOf(record), name: '  ' })).toEqual({ name: '' });
  });
});

describe('editErrorsOf', () => {
  const failed = (status: number, message: string, detail?: unknown) => ({
    success: false as const,
    status,
    message,
    detail,
  });

  it("keeps the validation answer's fields", () => {
    const answer = failed(400, 'Some fields are not valid.', { name: 'Enter a name.' });
    expect(editErrorsOf(answer, { name: '' })).toEqual({ name: 'Enter a name.' });
  });

  it('puts a missing project under the project, but only when the save moved the record', () => {
    const answer = failed(404, 'No such project.');
    expect(editErrorsOf(answer, { project_id: 9 })).toEqual({ project_id: 'No such project.' });
    expect(editErrorsOf(answer, { name: 'x' })).toEqual({});
    expect(editErrorsOf(failed(404, 'No such record.'), { project_id: 9 })).toEqual({});
  });
});
