import { ROUTES } from '@ads/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { call } from '../../lib/api';
import { renderInShell } from '../../shell/topbar/test-utils';
import { connectToRealApi, signInFresh, unique } from '../../test/real-api';
import RecordAdminPage from './RecordAdminPage';
import { formatBytes } from '../../lib/format-bytes';
import { uploadRecord } from '../../test/records';

connectToRealApi();

describe('RecordAdminPage', { timeout: 40_000 }, () => {
  it("lists another user's records and storage, and deletes one after asking", async () => {
    const owner = await signInFresh('USER', 'Owner');
    const name = `${unique('fleet').replace(' ', '-')}.mcap`;
    const id = await uploadRecord({ name });
    const mine = await call(ROUTES.getRecord, { params: { id } });
    if (!mine.success) throw new Error(mine.message);

    await signInFresh('ADMIN', 'Admin');
    renderInShell(<RecordAdminPage />, '/statistics/record/admin');
    expect(await screen.findByRole('heading', { name: 'All records' })).toBeVisible();

    const storage = await screen.findByRole('table', { name: 'Storage per user' });
    const ownerRow = within(storage).getByRole('row', { name: owner.username });
    const [, email, count, bytes] = within(ownerRow).getAllByRole('cell');
    expect(email).toHaveTextContent(owner.email);
    expect(count).toHaveTextContent(/^1$/);
    expect(bytes).toHaveTextContent(formatBytes(mine.detail.size));

    // Searching finds the record among everybody's; the owner is shown.
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), {
      target: { value: name.slice(0, -5) },
    });
    const row = await screen.findByRole('row', { name });
    expect(row).toHaveTextContent(owner.username);

    fireEvent.click(within(row).getByRole('button', { name: `Delete ${name}` }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(`Delete ${name} of ${owner.username}?`);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('row', { name })).toBeNull());
    const gone = await call(ROUTES.adminRecords, { query: { q: name } });
    expect(gone.success && gone.detail.total).toBe(0);
  });
});
