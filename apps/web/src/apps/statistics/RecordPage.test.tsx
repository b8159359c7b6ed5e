import { ROUTES } from '@ads/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TOPICS } from '../../../../../test-support/record-files';
import { call } from '../../lib/api';
import { renderInShell } from '../../shell/topbar/test-utils';
import { connectToRealApi, navigate, signInFresh } from '../../test/real-api';
import RecordPage from './RecordPage';
import { uploadRecord } from '../../test/records';

connectToRealApi();

function openRecord(id: number | string) {
  return renderInShell(
    <Routes>
      <Route path="statistics/record/:id" element={<RecordPage />} />
      <Route path="*" element={null} />
    </Routes>,
    `/statistics/record/${id}`,
  );
}

async function chooseOption(label: string, option: string) {
  // The choices come with the categories, which may still be on their way.
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

async function recordOf(id: number) {
  const answer = await call(ROUTES.getRecord, { params: { id } });
  if (!answer.success) throw new Error(answer.message);
  return answer.detail;
}

describe('RecordPage', { timeout: 40_000 }, () => {
  it('shows what the index found: facts, speed, signals and topics', async () => {
    await signInFresh();
    const id = await uploadRecord({
      name: 'autobahn.mcap',
      options: { profile: 'highway', durationS: 30 },
      metadata: { vehicle: 'Ioniq 5' },
    });
    openRecord(id);
    expect(await screen.findByRole('heading', { name: 'autobahn.mcap' })).toBeVisible();
    expect(screen.getByLabelText('Duration')).toHaveTextContent('0:00:30');
    expect(screen.getByLabelText('Vehicle')).toHaveTextContent('Ioniq 5');
    expect(screen.getByLabelText('Distance')).toHaveTextContent(/^0\.\d\d km$/);
    expect(screen.getByLabelText('Top speed')).toHaveTextContent(/^1\d\d\.\d km\/h$/);
    expect(screen.getByLabelText('PC')).toHaveTextContent('Browser upload');

    const topics = screen.getByRole('table', { name: 'Topics' });
    expect(within(topics).getByRole('row', { name: TOPICS.gnss })).toHaveTextContent(
      'sensor_msgs/msg/NavSatFix',
    );
    expect(within(topics).getByRole('row', { name: TOPICS.lidar })).toHaveTextContent('cdr');

    // The signal plot starts with the first plottable topic and draws what the server sampled.
    const signals = screen.getByRole('region', { name: 'Signals' });
    expect(await within(signals).findByRole('img', { name: /over time$/ })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Speed profile' })).queryByText(/No speed/),
    ).toBeNull();
  });

  it('saves a classification by hand and from the suggestions', async () => {
    await signInFresh();
    const id = await uploadRecord({
      name: 'classify.mcap',
      options: { profile: 'highway', durationS: 90, sensors: ['gnss', 'odometry', 'lidar'] },
    });
    const before = await recordOf(id);
    expect(before.suggestions.categories.road_type).toBe('Highway');
    openRecord(id);

    const editor = await screen.findByRole('region', { name: 'Classification' });
    await chooseOption('Weather', 'Rain');
    fireEvent.change(within(editor).getByRole('textbox', { name: 'Add a tag' }), {
      target: { value: 'test-drive' },
    });
    fireEvent.click(within(editor).getByRole('button', { name: 'Add' }));
    fireEvent.click(within(editor).getByRole('button', { name: 'Apply suggestions' }));
    expect(within(editor).getByRole('combobox', { name: 'Road type' })).toHaveTextContent(
      'Highway',
    );
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));

    await waitFor(async () => {
      const saved = await recordOf(id);
      expect(saved.categories).toMatchObject({ weather: 'Rain', road_type: 'Highway' });
      expect(saved.tags).toEqual(
        expect.arrayContaining(['test-drive', ...before.suggestions.tags]),
      );
    });
    // Saved: nothing left to save, and removing a tag makes it dirty again.
    await waitFor(() =>
      expect(within(editor).getByRole('button', { name: 'Save' })).toBeDisabled(),
    );
    fireEvent.click(within(editor).getByRole('button', { name: 'Remove tag test-drive' }));
    expect(within(editor).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('downloads, shares and revokes the link', async () => {
    await signInFresh();
    const id = await uploadRecord({ name: 'share-me.bag', format: 'bag' });
    openRecord(id);
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(expect.stringContaining('/api/record/download/')),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share share-me.bag' });
    const link = within(dialog).getByRole('textbox', { name: 'Share link' }) as HTMLInputElement;
    expect(link.value).toMatch(/^http.*\/api\/record\/download\/\?token=/);
    // The same share plays the record for anyone with it.
    const token = new URL(link.value).searchParams.get('token')!;
    const play = within(dialog).getByRole('textbox', { name: 'Playback link' }) as HTMLInputElement;
    expect(play.value).toBe(`${window.location.origin}/statistics/record/shared/${token}`);
    expect((await recordOf(id)).shared).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await recordOf(id)).share_url).toBeNull();
    expect(await screen.findByRole('button', { name: 'Share' })).toBeEnabled();
  });

  it('deletes the record after asking, and goes back to the list', async () => {
    await signInFresh();
    const id = await uploadRecord({ name: 'delete-me.mcap' });
    openRecord(id);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Delete delete-me.mcap?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/statistics\/record$/),
    );
    const gone = await call(ROUTES.getRecord, { params: { id } });
    expect(gone.success).toBe(false);
  });

  it("says so when the record does not exist or is somebody else's", async () => {
    await signInFresh();
    const id = await uploadRecord({ name: 'mine.mcap' });
    await signInFresh();
    openRecord(id);
    expect(await screen.findByRole('alert')).toHaveTextContent(/./);
    expect(screen.queryByRole('heading', { name: 'mine.mcap' })).toBeNull();
  });
});
