import { ROUTES } from '@ads/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../../lib/api';
import { renderInShell } from '../../shell/topbar/test-utils';
import { registerPc } from '../../test/pcs';
import { api, connectToRealApi, signIn, signInFresh, unique } from '../../test/real-api';
import { deleteAfter, startRemotePc, stopRemotePcs } from '../../test/remote-pc';
import RemotePage from './RemotePage';
import { openSession } from './session/remote-session';

// /remote against the real server: the SUPER's PCs (the remote IDE is SUPER-only by default) with
// the real agent, a session opened as the code page opens it, and the audit.
connectToRealApi();
afterEach(() => stopRemotePcs());

const live = { timeout: 10_000 };

describe('the remote IDE page', { timeout: 30_000 }, () => {
  it('says what to do without a PC', async () => {
    await signInFresh('USER');
    renderInShell(<RemotePage />, '/remote');
    expect(await screen.findByText('No PC yet', {}, live)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to projects' })).toHaveAttribute(
      'href',
      '/project',
    );
  });

  it('shows a PC online with its Code and Screen, who works on it now, and the audit', async () => {
    await signIn(api.superAccount);
    const name = unique('Audit PC');
    const token = await registerPc(name);
    deleteAfter(token);
    const pcs = await call(ROUTES.listPcs);
    const pcId = pcs.success ? pcs.detail.find((pc) => pc.token === token)?.id : undefined;
    if (!pcId) throw new Error('the PC just registered is not listed');
    await startRemotePc(token);
    const session = await openSession(pcId, 'code');

    renderInShell(<RemotePage />, '/remote');
    const card = await screen.findByRole('region', { name }, live);
    expect(await within(card).findByText('Online', {}, live)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Code' })).toHaveAttribute(
      'href',
      `/remote/code?pc=${pcId}`,
    );
    expect(within(card).getByRole('link', { name: 'Screen' })).toHaveAttribute(
      'href',
      `/remote/screen?pc=${pcId}`,
    );
    const open = await within(card).findByRole('list', { name: `Sessions open on ${name}` }, live);
    expect(within(open).getByText('Code')).toBeInTheDocument();

    const audit = await screen.findByRole('table', { name: 'Session audit' }, live);
    const row = within(audit)
      .getAllByRole('row')
      .find((entry) => within(entry).queryByText(name));
    expect(row).toBeDefined();
    expect(within(row!).getByText('Open')).toBeInTheDocument();
    session.close();
  });
});
