import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { type HttpRequest, http } from '../../../lib/http';
import { renderInShell } from '../../../shell/topbar/test-utils';
import { connectToRealApi, signInFresh, unique } from '../../../test/real-api';
import AdminChallengePage from './AdminChallengePage';
import { isoOfLocalInput } from './challenge-form';
import { createChallenge, readChallenge } from './test-helpers';

connectToRealApi();

const renderAt = (path: string) =>
  renderInShell(
    <Routes>
      <Route path="education/admin/challenge/new" element={<AdminChallengePage />} />
      <Route path="education/admin/challenge/:id" element={<AdminChallengePage />} />
    </Routes>,
    path,
  );

// Inputs by their names (the server's field paths, `episodes.0.laps`) and buttons by their
// words: on this long form every role or label query walks the whole page, 1–2 s each on the
// loaded 2-core machine. The first test checks once that the fields are labelled.
const input = (name: string) => {
  const found = document.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!found) throw new Error(`no field named ${name}`);
  return found;
};
const button = (name: string) => screen.getByText(name, { selector: 'button' });
const iconButton = (name: string) => {
  const found = document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const reasonOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

/** The open confirm dialog (MUI's role="dialog" element). */
async function confirmDialog(): Promise<HTMLElement> {
  const text = await screen.findByText(/^Re-score every scored submission/);
  return text.closest<HTMLElement>('[role="dialog"]')!;
}

/** The requests the page sends, as the HTTP client sends them. */
function watchRequests(): HttpRequest[] {
  const seen: HttpRequest[] = [];
  const stop = http.watch((request) => seen.push(request));
  onTestFinished(() => void stop());
  return seen;
}

afterEach(() => {
  vi.restoreAllMocks();
});

// Measured on the shared 2-core machine at load 13: 19 s for the first test, 8 s of it the
// form's first render (MUI's styles for sixty inputs); 40 s left too little room.
describe('AdminChallengePage', { timeout: 60_000 }, () => {
  it('shows the server’s reasons at their fields, keeps every field, then creates', async () => {
    await signInFresh('ADMIN');
    renderAt('/education/admin/challenge/new');
    expect(await screen.findByText('New challenge', { selector: 'h1' })).toBeVisible();
    const laps = input('episodes.0.laps');
    expect(laps).toHaveAccessibleName('Laps');
    expect(laps.closest('[role="group"]')).toHaveAccessibleName('Episode 1');
    expect(input('title')).toHaveAccessibleName(/^Title/);
    type(laps, '9');
    type(input('summary'), 'Two laps, lights on.');
    fireEvent.click(button('Create challenge'));

    const title = input('title');
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(reasonOf(title)).toBe('Give the challenge a title.');
    expect(laps).toHaveAttribute('aria-invalid', 'true');
    expect(reasonOf(laps)).toMatch(/5/);
    expect(screen.getByText('Some fields are not valid.')).toBeVisible();
    // Nothing typed is lost, and nothing was created.
    expect(laps).toHaveValue(9);
    expect(input('summary')).toHaveValue('Two laps, lights on.');
    expect(input('starter').value).toMatch(/export default function control\(obs\)/);
    expect(screen.getByTestId('where')).toHaveTextContent('/education/admin/challenge/new');

    // Editing a field drops its reason; the other stays until it is fixed.
    const name = unique('Created here');
    type(title, name);
    expect(title).toHaveAttribute('aria-invalid', 'false');
    expect(laps).toHaveAttribute('aria-invalid', 'true');
    type(laps, '2');
    fireEvent.click(button('Create challenge'));

    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(/\/education\/admin\/challenge\/\d+$/),
    );
    expect(await screen.findByRole('heading', { level: 1, name })).toBeVisible();
    const id = Number(/(\d+)$/.exec(screen.getByTestId('where').textContent!)![1]);
    const created = await readChallenge(id);
    expect(created).toMatchObject({ title: name, summary: 'Two laps, lights on.', state: 'draft' });
    expect(created.episodes[0]!.laps).toBe(2);
  });

  it('reorders rules, adds episodes, refuses dates out of order, then saves it all', async () => {
    await signInFresh('ADMIN');
    const challenge = await createChallenge(unique('Edit test'));
    const sent = watchRequests();
    renderAt(`/education/admin/challenge/${challenge.id}`);
    expect(await screen.findByText('All changes saved')).toBeVisible();
    expect(button('Save')).toBeDisabled();

    fireEvent.click(iconButton('Move Time up'));
    const rules = [...document.querySelectorAll('section[aria-label="Ranking rules"] li')];
    expect(rules.map((rule) => rule.getAttribute('aria-label'))).toEqual([
      'Rule 1: Completion',
      'Rule 2: Time',
      'Rule 3: Penalties',
    ]);
    fireEvent.click(button('Add episode'));
    expect(input('episodes.2.seed')).toHaveValue(3);
    fireEvent.click(iconButton('Remove episode 1'));
    fireEvent.click(button('Add final episode'));
    type(input('final_episodes.0.seed'), '424242');
    const opens = input('opens_at');
    const closes = input('closes_at');
    type(opens, '2031-05-02T09:30');
    type(closes, '2031-05-01T18:00');
    expect(screen.getByText('Unsaved changes')).toBeVisible();
    fireEvent.click(button('Save'));

    await waitFor(() => expect(reasonOf(closes)).toBe('Must be after opens_at.'));
    expect(closes).toHaveValue('2031-05-01T18:00');
    expect(document.querySelectorAll('[role="group"][aria-label^="Episode "]')).toHaveLength(2);

    type(closes, '2031-05-09T18:00');
    fireEvent.click(button('Save'));
    expect(await screen.findByText('All changes saved')).toBeVisible();

    const saved = await readChallenge(challenge.id);
    expect(saved.rules.map((rule) => rule.key)).toEqual(['completion', 'time', 'penalties']);
    expect(saved.episodes.map((episode) => episode.seed)).toEqual([2, 3]);
    expect(saved.opens_at).toBe(isoOfLocalInput('2031-05-02T09:30'));
    expect(saved.closes_at).toBe(isoOfLocalInput('2031-05-09T18:00'));
    expect(saved.final_episodes).toEqual([
      { seed: 424242, laps: 1, time_limit_s: 180, lights: true, obstacles: 1 },
    ]);
    // Two PUTs of the whole body: the refused save and this one.
    const puts = sent.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => request.url)).toEqual([
      `/api/education/challenge/${challenge.id}/`,
      `/api/education/challenge/${challenge.id}/`,
    ]);
  });

  it('shows the queue in order and re-scores after a confirmation', async () => {
    await signInFresh('ADMIN');
    const challenge = await createChallenge(unique('Queue test'), { state: 'open' });
    // The queue and re-score answers are stubbed at the HTTP client: a real queue holds
    // submissions only for the seconds the job runner takes to score them.
    const real = http.request.bind(http);
    const request = vi.spyOn(http, 'request').mockImplementation(async (call) => {
      const base = `/api/education/challenge/${challenge.id}`;
      if (call.url === `${base}/queue/`) {
        const row = (id: number, name: string, state: string, ahead: number, wait_s: number) => ({
          id,
          challenge_id: challenge.id,
          user: { id, name },
          state,
          message: '',
          scores: null,
          final_scores: null,
          queue: { ahead, wait_s },
          created_at: '2031-01-01T00:00:00.000Z',
          finished_at: null,
        });
        const detail = [row(31, 'Ada', 'evaluating', 0, 0), row(32, 'Grace', 'queued', 1, 14)];
        return { status: 200, data: { success: true, detail } };
      }
      if (call.url === `${base}/rescore/`) {
        const message = '2 submissions are queued to be scored again.';
        return { status: 200, data: { success: true, message, detail: { queued: 2 } } };
      }
      return real(call);
    });
    renderAt(`/education/admin/challenge/${challenge.id}`);

    const queue = await waitFor(() => {
      const list = document.querySelector<HTMLElement>('ul[aria-label="Submissions in the queue"]');
      if (!list) throw new Error('no queue yet');
      return list;
    });
    expect(within(queue).getByLabelText('1. Ada')).toHaveTextContent('Being scored now');
    expect(within(queue).getByLabelText('2. Grace')).toHaveTextContent('1 ahead · about 14 s');
    expect(screen.getByText('2 waiting or scoring')).toBeVisible();

    // Unsaved changes first: re-scoring would use the saved challenge, not the form.
    type(input('title'), 'Changed');
    expect(button('Re-score')).toBeDisabled();
    type(input('title'), challenge.title);
    fireEvent.click(button('Re-score'));
    const dialog = await confirmDialog();
    expect(dialog).toHaveTextContent(`Re-score every scored submission of “${challenge.title}”?`);
    fireEvent.click(within(dialog).getByText('Cancel'));
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    const rescored = () => request.mock.calls.filter(([call]) => call.url.endsWith('/rescore/'));
    expect(rescored()).toHaveLength(0);

    fireEvent.click(button('Re-score'));
    fireEvent.click(within(await confirmDialog()).getByText('Re-score'));
    expect(await screen.findByText('2 submissions are queued to be scored again.')).toBeVisible();
    expect(rescored().map(([call]) => call.method)).toEqual(['POST']);
  });

  it('says so when the challenge is not there', async () => {
    await signInFresh('ADMIN');
    renderAt('/education/admin/challenge/99999999');
    expect(await screen.findByRole('alert')).toHaveTextContent(/.+/);
    expect(button('Try again')).toBeVisible();
    expect(screen.getByText('All challenges').closest('a')).toHaveAttribute(
      'href',
      '/education/admin',
    );
  });
});
