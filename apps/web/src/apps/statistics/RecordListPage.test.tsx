import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { writeCorrupt, writeMcap } from '../../../../../test-support/record-files';
import { renderInShell } from '../../shell/topbar/test-utils';
import { connectToRealApi, signInFresh } from '../../test/real-api';
import RecordListPage from './RecordListPage';
import { recordsFolder, uploadRecord } from '../../test/records';

// The dialog uploads with the app's (browser) build of tus-js-client, sending through Node.
vi.mock('tus-js-client', () => import('../../test/tus-browser').then((m) => m.browserTus()));

connectToRealApi();

const openList = (path = '/statistics/record') => renderInShell(<RecordListPage />, path);
const rows = () =>
  within(screen.getByRole('table', { name: 'Records' }))
    .getAllByRole('row')
    .slice(1);
const rowNames = () => rows().map((row) => row.getAttribute('aria-label'));

async function chooseOption(label: string, option: string) {
  // The choices come with the categories, which may still be on their way.
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

async function fileFrom(name: string, write: (path: string) => Promise<unknown>) {
  const path = join(await recordsFolder(), `${Date.now()}-${name}`);
  await write(path);
  return new File([await readFile(path)], name, { lastModified: Date.now() });
}

describe('RecordListPage', { timeout: 40_000 }, () => {
  it('invites a user without records to upload', async () => {
    await signInFresh();
    openList();
    expect(await screen.findByRole('heading', { name: 'No driving records yet' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Upload records' }));
    expect(await screen.findByRole('dialog', { name: 'Upload records' })).toBeVisible();
  });

  it('lists, searches and filters the records, and opens one', async () => {
    await signInFresh();
    const drive = await uploadRecord({
      name: 'munich-loop.mcap',
      metadata: { vehicle: 'Ioniq 5' },
    });
    await uploadRecord({ name: 'garage.bag', format: 'bag', options: { durationS: 5 } });
    openList();

    await waitFor(() => expect(rowNames()).toEqual(['garage.bag', 'munich-loop.mcap']));
    const munich = screen.getByRole('row', { name: 'munich-loop.mcap' });
    expect(munich).toHaveTextContent('MCAP');
    expect(munich).toHaveTextContent('0:00:20');
    expect(munich).toHaveTextContent('Ioniq 5');
    expect(munich).toHaveTextContent(/\d km/);
    expect(screen.getByText('2 records')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), {
      target: { value: 'munich' },
    });
    await waitFor(() => expect(rowNames()).toEqual(['munich-loop.mcap']));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: '' } });
    await waitFor(() => expect(rowNames()).toHaveLength(2));

    await chooseOption('Format', 'ROS bag');
    await waitFor(() => expect(rowNames()).toEqual(['garage.bag']));
    fireEvent.click(screen.getByRole('button', { name: /Clear filters/ }));
    await waitFor(() => expect(rowNames()).toHaveLength(2));

    await chooseOption('Sort', 'Longest first');
    await waitFor(() => expect(rowNames()).toEqual(['munich-loop.mcap', 'garage.bag']));

    fireEvent.click(screen.getByRole('row', { name: 'munich-loop.mcap' }));
    expect(screen.getByTestId('where')).toHaveTextContent(`/statistics/record/${drive}`);
  });

  it('reads its search and filters from the URL', async () => {
    await signInFresh();
    await uploadRecord({ name: 'rainy.mcap' });
    await uploadRecord({ name: 'sunny.bag', format: 'bag' });
    openList('/statistics/record?format=mcap');
    await waitFor(() => expect(rowNames()).toEqual(['rainy.mcap']));
    expect(screen.getByRole('combobox', { name: 'Format' })).toHaveTextContent('MCAP');
    expect(screen.getByRole('button', { name: 'Clear filters (1)' })).toBeEnabled();
  });

  it('uploads chosen files with progress, and shows a refused one with its reason', async () => {
    await signInFresh();
    await uploadRecord({ name: 'first.mcap' });
    const good = await fileFrom('new-drive.mcap', (path) => writeMcap(path, { durationS: 10 }));
    const bad = await fileFrom('broken.mcap', (path) => writeCorrupt(path, 'mcap-truncated'));
    openList('/statistics/record?upload=1');

    const dialog = await screen.findByRole('dialog', { name: 'Upload records' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Vehicle' }), {
      target: { value: 'Kona' },
    });
    fireEvent.change(within(dialog).getByLabelText('Record files'), {
      target: { files: [good, bad] },
    });
    const uploads = within(dialog).getByRole('list', { name: 'Uploads' });
    await waitFor(() =>
      expect(
        within(uploads).getByRole('status', { name: 'new-drive.mcap progress' }),
      ).toHaveTextContent(/^Done · \d/),
    );
    expect(within(uploads).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/statistics\/record\/\d+$/),
    );
    expect(
      await within(uploads).findByRole('alert', { name: 'broken.mcap refused' }),
    ).toHaveTextContent('The MCAP file is damaged');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    // The list took the new record in.
    await waitFor(() => expect(rowNames()).toEqual(['new-drive.mcap', 'first.mcap']));
    expect(screen.getByRole('row', { name: 'new-drive.mcap' })).toHaveTextContent('Kona');
  });
});
