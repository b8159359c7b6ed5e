import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '../../../shell/topbar/test-utils';
import { connectToRealApi, signInFresh, unique } from '../../../test/real-api';
import AdminChallengeListPage from './AdminChallengeListPage';
import { createChallenge, readChallenge } from './test-helpers';

connectToRealApi();

const renderList = () =>
  renderInShell(
    <Routes>
      <Route path="education/admin" element={<AdminChallengeListPage />} />
    </Routes>,
    '/education/admin',
  );

describe('AdminChallengeListPage', { timeout: 40_000 }, () => {
  it('lists drafts with their state and counts, and opens and closes a challenge', async () => {
    await signInFresh('ADMIN');
    const title = unique('List test');
    const challenge = await createChallenge(title);
    renderList();

    const row = await screen.findByRole('row', { name: title });
    expect(within(row).getByLabelText('State: Draft')).toBeVisible();
    const cells = within(row).getAllByRole('cell');
    // Challenge, state, dates, episodes, in queue, ranked, actions.
    expect(cells[2]).toHaveTextContent('Any time');
    expect(cells[3]).toHaveTextContent('2');
    await waitFor(() => expect(cells[5]).toHaveTextContent('0'));
    expect(within(row).getByRole('link', { name: `Edit ${title}` })).toHaveAttribute(
      'href',
      `/education/admin/challenge/${challenge.id}`,
    );

    fireEvent.click(within(row).getByRole('button', { name: `Open ${title}` }));
    expect(await within(row).findByLabelText('State: Open')).toBeVisible();
    expect(await screen.findByText(`“${title}” is open.`)).toBeVisible();
    const opened = await readChallenge(challenge.id);
    expect(opened.state).toBe('open');
    // Only the state changed: the rest of the saved challenge went back as it was.
    expect({ ...opened, state: 'draft', accepting: false }).toEqual({
      ...challenge,
      accepting: false,
    });

    fireEvent.click(within(row).getByRole('button', { name: `Close ${title}` }));
    expect(await within(row).findByLabelText('State: Closed')).toBeVisible();
    expect((await readChallenge(challenge.id)).state).toBe('closed');
    // At once usable again: the row does not wait for the whole list's refresh.
    await waitFor(() =>
      expect(within(row).getByRole('button', { name: `Reopen ${title}` })).toBeEnabled(),
    );
  });

  it('counts the challenges per state and shows one state at a time', async () => {
    await signInFresh('ADMIN');
    const draft = unique('Draft one');
    const open = unique('Open one');
    await createChallenge(draft);
    await createChallenge(open, { state: 'open' });
    renderList();

    await screen.findByRole('row', { name: draft });
    const tabs = screen.getByRole('tablist', { name: 'Show challenges' });
    const all = within(tabs).getByRole('tab', { name: /^All \((\d+)\)$/ });
    const count = (name: string) =>
      Number(
        /\((\d+)\)/.exec(
          within(tabs).getByRole('tab', { name: new RegExp(name) }).textContent!,
        )![1],
      );
    expect(count('^All')).toBe(count('^Draft') + count('^Open') + count('^Closed'));
    expect(all).toHaveAttribute('aria-selected', 'true');

    fireEvent.click(within(tabs).getByRole('tab', { name: /^Open/ }));
    expect(screen.getByRole('row', { name: open })).toBeVisible();
    expect(screen.queryByRole('row', { name: draft })).toBeNull();
    fireEvent.click(within(tabs).getByRole('tab', { name: /^Draft/ }));
    expect(screen.getByRole('row', { name: draft })).toBeVisible();
    expect(screen.queryByRole('row', { name: open })).toBeNull();
  });
});
