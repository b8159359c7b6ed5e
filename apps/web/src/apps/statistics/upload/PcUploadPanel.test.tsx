import { ROUTES } from '@ads/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../../../lib/api';
import { RealtimeConnector } from '../../../shell/RealtimeConnector';
import { renderInShell } from '../../../shell/topbar/test-utils';
import { connectToRealApi, signInFresh } from '../../../test/real-api';
import { stopRealtime } from '../../../lib/socket';
import RecordListPage from '../RecordListPage';
import { usePcUploads } from './pc-uploads';
import { connectAgentSocket, disconnectAgentSockets, registerPc } from '../../../test/pcs';

connectToRealApi();

const live = { timeout: 15_000 };

afterEach(() => {
  disconnectAgentSockets();
  stopRealtime();
  usePcUploads.setState({ recordings: null, listing: false, listError: null, uploads: {} });
});

const progress = (name: string, value: number, message: string, recordId?: number) => ({
  name,
  progress: value,
  type: 'upload',
  message,
  ...(recordId ? { record_id: recordId } : {}),
});

describe('uploading from a PC', { timeout: 40_000 }, () => {
  it('says the PC is offline while no agent runs', async () => {
    await signInFresh();
    await registerPc('Vehicle PC');
    renderInShell(
      <>
        <RealtimeConnector />
        <RecordListPage />
      </>,
      '/statistics/record?upload=1',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Upload records' });
    fireEvent.click(within(dialog).getByRole('tab', { name: 'From a PC' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Vehicle PC is offline. Start its agent',
    );
  });

  it("lists the PC's recordings and follows the agent's upload to the record", async () => {
    await signInFresh();
    const token = await registerPc('Vehicle PC');
    const project = await call(ROUTES.createProject, { body: { title: 'Shuttle' } });
    if (!project.success) throw new Error(project.message);
    const agent = await connectAgentSocket(token);
    renderInShell(
      <>
        <RealtimeConnector />
        <RecordListPage />
      </>,
      '/statistics/record?upload=1',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Upload records' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Project' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Shuttle' }));
    fireEvent.click(within(dialog).getByRole('tab', { name: 'From a PC' }));

    await waitFor(
      () => expect(agent.requests.map((request) => request.action)).toContain('recordingsAPI'),
      live,
    );
    agent.answer({
      action: 'recordingsAPI',
      status: 'success',
      data: [
        { name: 'drive-0603.mcap', size: 52_000_000, modified: '2024-06-03T10:00:00.000Z' },
        { name: 'parking.bag', size: 1_200_000, modified: '2024-06-02T10:00:00.000Z' },
      ],
    });
    const list = await within(dialog).findByRole('list', { name: 'Recordings on Vehicle PC' });
    expect(within(list).getByRole('listitem', { name: 'drive-0603.mcap' })).toHaveTextContent(
      '52.0 MB',
    );

    fireEvent.click(within(list).getByRole('button', { name: 'Send drive-0603.mcap' }));
    await waitFor(
      () =>
        expect(agent.requests.at(-1)).toMatchObject({
          action: 'uploadAPI',
          data: { name: 'drive-0603.mcap', project_id: project.detail.id },
        }),
      live,
    );
    const status = () => within(list).getByRole('status', { name: 'drive-0603.mcap progress' });
    expect(status()).toHaveTextContent('Starting…');
    expect(within(list).getByRole('button', { name: 'Send drive-0603.mcap' })).toBeDisabled();

    agent.answer({
      action: 'uploadAPI',
      status: 'pending',
      data: progress('drive-0603.mcap', 42, '21.8 MB of 52.0 MB'),
    });
    await waitFor(() => expect(status()).toHaveTextContent('42% · 21.8 MB of 52.0 MB'), live);
    agent.answer({
      action: 'uploadAPI',
      status: 'success',
      data: progress('drive-0603.mcap', 100, 'Uploaded drive-0603.mcap (50 MB) as record 77.', 77),
    });
    await waitFor(() => expect(status()).toHaveTextContent('as record 77'), live);
    expect(within(list).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      '/statistics/record/77',
    );

    // A refusal shows the agent's reason.
    fireEvent.click(within(list).getByRole('button', { name: 'Send parking.bag' }));
    agent.answer({
      action: 'uploadAPI',
      status: 'error',
      data: progress('parking.bag', -1, 'The bag file is damaged: its header cannot be read.'),
    });
    expect(
      await within(list).findByRole('alert', { name: 'parking.bag refused' }, live),
    ).toHaveTextContent('The bag file is damaged');
  });
});
