import { type Project, ROUTES } from '@ads/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { call } from '../../../lib/api';
import { renderInShell } from '../../../shell/topbar/test-utils';
import { connectToRealApi, signInFresh, unique } from '../../../test/real-api';
import RecordPage from '../RecordPage';
import { uploadRecord } from '../../../test/records';

connectToRealApi();

/** The record's page as the app routes it; each call starts with an empty data cache. */
function openRecord(id: number) {
  return renderInShell(
    <Routes>
      <Route path="statistics/record/:id" element={<RecordPage />} />
      <Route path="*" element={null} />
    </Routes>,
    `/statistics/record/${id}`,
  );
}

async function createProject(title: string, vehicle = ''): Promise<Project> {
  const created = await call(ROUTES.createProject, { body: { title, vehicle } });
  if (!created.success) throw new Error(created.message);
  return created.detail;
}

async function recordOf(id: number) {
  const answer = await call(ROUTES.getRecord, { params: { id } });
  if (!answer.success) throw new Error(answer.message);
  return answer.detail;
}

async function openEditor(name: string) {
  await screen.findByRole('heading', { name });
  fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
  return screen.findByRole('dialog', { name: `Edit ${name}` });
}

async function chooseProject(dialog: HTMLElement, title: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Project' }));
  fireEvent.click(await screen.findByRole('option', { name: title }));
}

const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByRole('textbox', { name: label }), { target: { value } });

describe('EditRecordDialog', { timeout: 40_000 }, () => {
  it('renames a record, files it under a project and vehicle, and it stays so', async () => {
    await signInFresh();
    const project = await createProject(unique('Shuttle'), 'Ioniq 5');
    const id = await uploadRecord({ name: 'drive.mcap', metadata: { vehicle: 'Kona' } });
    openRecord(id);

    const dialog = await openEditor('drive.mcap');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    type(dialog, 'Name', '  Morning loop  ');
    await chooseProject(dialog, project.title);
    // A vehicle already set is kept when a project is chosen; the user changes it by hand.
    expect(within(dialog).getByRole('textbox', { name: 'Vehicle' })).toHaveValue('Kona');
    type(dialog, 'Vehicle', 'Ioniq 6');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'Morning loop' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('The record was saved.')).toBeVisible();
    expect(screen.getByLabelText('Project')).toHaveTextContent(project.title);
    expect(screen.getByLabelText('Vehicle')).toHaveTextContent('Ioniq 6');

    // A fresh page (empty cache) reads the same from the server.
    cleanup();
    openRecord(id);
    expect(await screen.findByRole('heading', { name: 'Morning loop' })).toBeVisible();
    expect(screen.getByLabelText('Project')).toHaveTextContent(project.title);
    expect(screen.getByLabelText('Vehicle')).toHaveTextContent('Ioniq 6');
    const saved = await recordOf(id);
    expect(saved).toMatchObject({ name: 'Morning loop', vehicle: 'Ioniq 6' });
    expect(saved.project?.id).toBe(project.id);
  });

  it("shows the server's reason under the name and changes nothing", async () => {
    await signInFresh();
    const id = await uploadRecord({ name: 'keep-me.mcap', metadata: { vehicle: 'Kona' } });
    openRecord(id);
    const dialog = await openEditor('keep-me.mcap');
    type(dialog, 'Name', '   ');
    type(dialog, 'Vehicle', 'Ioniq 6');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Enter a name.'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(await recordOf(id)).toMatchObject({ name: 'keep-me.mcap', vehicle: 'Kona' });
    // Typing again clears the reason.
    type(dialog, 'Name', 'k');
    expect(name).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows a project that is gone under the project select', async () => {
    await signInFresh();
    const project = await createProject(unique('Gone'), 'Bus');
    const id = await uploadRecord({ name: 'orphan.mcap' });
    openRecord(id);
    const dialog = await openEditor('orphan.mcap');
    await chooseProject(dialog, project.title);
    // The record had no vehicle: it takes the project's, as an upload would.
    expect(within(dialog).getByRole('textbox', { name: 'Vehicle' })).toHaveValue('Bus');
    // Deleted elsewhere while the dialog was open: the server answers 404 "No such project."
    await call(ROUTES.deleteProject, { params: { id: project.id } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const select = within(dialog).getByRole('combobox', { name: 'Project' });
    await waitFor(() => expect(select).toHaveAccessibleDescription('No such project.'));
    // Refused as a whole: the vehicle sent with the move was not stored either.
    expect(await recordOf(id)).toMatchObject({ project: null, vehicle: '' });
  });

  it('cancels without changing anything, and opens again from the saved record', async () => {
    await signInFresh();
    const project = await createProject(unique('Unused'));
    const id = await uploadRecord({ name: 'untouched.mcap', metadata: { vehicle: 'Kona' } });
    openRecord(id);
    let dialog = await openEditor('untouched.mcap');
    type(dialog, 'Name', 'Something else');
    await chooseProject(dialog, project.title);
    type(dialog, 'Vehicle', 'Bus');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(screen.getByRole('heading', { name: 'untouched.mcap' })).toBeVisible();
    const record = await recordOf(id);
    expect(record).toMatchObject({ name: 'untouched.mcap', vehicle: 'Kona', project: null });

    dialog = await openEditor('untouched.mcap');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('untouched.mcap');
    expect(within(dialog).getByRole('textbox', { name: 'Vehicle' })).toHaveValue('Kona');
    expect(within(dialog).getByRole('combobox', { name: 'Project' })).toHaveTextContent(
      'No project',
    );
  });

  it("offers an admin the owner's projects, the only ones the server accepts", async () => {
    const owner = await signInFresh('USER', 'Owner');
    const theirs = await createProject(unique('Owner fleet'));
    const id = await uploadRecord({ name: 'fleet.mcap' });
    await signInFresh('ADMIN', 'Admin');
    const mine = await createProject(unique('Admin bench'));
    openRecord(id);

    const dialog = await openEditor('fleet.mcap');
    expect(within(dialog).getByRole('combobox', { name: 'Project' })).toHaveAccessibleDescription(
      `Projects of ${owner.username}.`,
    );
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Project' }));
    await screen.findByRole('option', { name: theirs.title });
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['No project', theirs.title]);
    expect(options).not.toContain(mine.title);
    fireEvent.click(screen.getByRole('option', { name: theirs.title }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByLabelText('Project')).toHaveTextContent(theirs.title));
    expect((await recordOf(id)).project?.id).toBe(theirs.id);
  });
});
