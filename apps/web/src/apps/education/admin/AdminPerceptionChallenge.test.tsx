import { ROUTES } from '@ads/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { call } from '../../../lib/api';
import { renderInShell } from '../../../shell/topbar/test-utils';
import { api, connectToRealApi, signIn, unique } from '../../../test/real-api';
import AdminChallengePage from './AdminChallengePage';
import { readChallenge } from './test-helpers';

connectToRealApi();

const renderAt = (path: string) =>
  renderInShell(
    <Routes>
      <Route path="education/admin/challenge/new" element={<AdminChallengePage />} />
      <Route path="education/admin/challenge/:id" element={<AdminChallengePage />} />
    </Routes>,
    path,
  );

const input = (name: string) => {
  const found = document.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!found) throw new Error(`no field named ${name}`);
  return found;
};

describe('AdminChallengePage, perception', { timeout: 60_000 }, () => {
  it('creates a perception challenge on a chosen dataset, without episodes or starter', async () => {
    // The SUPER: AI Benchmark (whose datasets the form lists) is on for it by default.
    await signIn(api.superAccount);
    const name = unique('Admin street');
    const made = await call(ROUTES.benchmark.generateSample, {
      body: { name, frames: 2, points_per_frame: 1_000, seed: 2, test_fraction: 0.5 },
    });
    if (!made.success) throw new Error(made.message);
    await waitFor(
      async () => {
        const list = await call(ROUTES.benchmark.datasets);
        expect(list.success && list.detail.find((d) => d.id === made.detail.id)?.status).toBe(
          'ready',
        );
      },
      { timeout: 30_000, interval: 200 },
    );

    renderAt('/education/admin/challenge/new');
    expect(await screen.findByText('New challenge', { selector: 'h1' })).toBeVisible();
    expect(input('episodes.0.laps')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Perception' }));
    // The driving parts go; the rules become the evaluator's metrics.
    expect(document.querySelector('[name="episodes.0.laps"]')).toBeNull();
    expect(document.querySelector('[name="starter"]')).toBeNull();
    const rules = [...document.querySelectorAll('section[aria-label="Ranking rules"] li')];
    expect(rules.map((rule) => rule.getAttribute('aria-label'))).toEqual([
      'Rule 1: NDS (nuScenes detection score)',
      'Rule 2: mAP (nuScenes)',
    ]);
    const title = unique('Find cars');
    fireEvent.change(input('title'), { target: { value: title } });

    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Dataset/ }));
    const listbox = await screen.findByRole('listbox');
    fireEvent.click(within(listbox).getByText(new RegExp(name)));
    fireEvent.click(screen.getByText('Create challenge', { selector: 'button' }));

    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(/\/education\/admin\/challenge\/\d+$/),
    );
    const id = Number(/(\d+)$/.exec(screen.getByTestId('where').textContent!)![1]);
    const created = await readChallenge(id);
    expect(created).toMatchObject({
      kind: 'perception',
      title,
      dataset: { id: made.detail.id, name },
      episodes: [],
      final_episodes: [],
      starter: '',
      rules: [
        { key: 'nd_score', order: 'desc' },
        { key: 'mean_ap', order: 'desc' },
      ],
    });
    // Saved, its kind stays.
    expect(await screen.findByRole('button', { name: 'Perception' })).toBeDisabled();
  });
});
