import { ROUTES, type Post } from '@ads/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { call } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { connectToRealApi, forgetSession, signInFresh, unique } from '../../test/real-api';
import { BOARDS } from './board-config';
import { BoardPostPage } from './BoardPostPage';

connectToRealApi();

/** Publishes a notice through a fresh ADMIN, then signs that ADMIN out again. */
async function publishNotice(title: string, content: string): Promise<Post> {
  await signInFresh('ADMIN', 'Operator');
  const created = await call(ROUTES.notice.create, { body: { title, content } });
  if (!created.success) throw new Error(created.message);
  forgetSession();
  return created.detail;
}

function openNotice(number: string | number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/notice/${number}`]}>
        <Routes>
          <Route path="/notice/:number" element={<BoardPostPage board={BOARDS.notice} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a notice opened by its number', { timeout: 20_000 }, () => {
  it('shows stored HTML as the literal characters, never as markup', async () => {
    const content = '<img src=x onerror=alert(1)>\n<b>bold</b>';
    const notice = await publishNotice('<b>Maintenance</b>', content);
    await signInFresh();
    const { container } = openNotice(notice.number);

    const body = await screen.findByTestId('post-content');
    expect(body.textContent).toBe(content);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('<b>Maintenance</b>');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('article b')).toBeNull();
    // Line breaks survive because the text keeps its newlines and the style preserves them.
    expect(body).toHaveStyle({ whiteSpace: 'pre-wrap' });
  });

  it('says the entry is not found and links back when the server has no such number', async () => {
    // A number the server gave out and then took back.
    await signInFresh('ADMIN');
    const created = await call(ROUTES.notice.create, {
      body: { title: unique('Removed'), content: 'Soon gone.' },
    });
    if (!created.success) throw new Error(created.message);
    const { number } = created.detail;
    expect((await call(ROUTES.notice.remove, { params: { number } })).success).toBe(true);
    openNotice(number);

    expect(await screen.findByText('Notice not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to notices' })).toHaveAttribute(
      'href',
      '/notice',
    );
  });

  it('treats a number that is not a number as not found without asking the server', async () => {
    // The board's words first (the tests before this one may not have loaded them: vitest may
    // run them in any order). Signed out, so any call would be refused: the page answers at
    // once, on its own.
    await i18n.loadNamespaces('board');
    openNotice('abc');

    expect(screen.getByText('Notice not found')).toBeInTheDocument();
  });

  it('offers edit and delete to admins only', async () => {
    const notice = await publishNotice(unique('Welcome'), 'text');
    await signInFresh('USER');
    const first = openNotice(notice.number);
    await screen.findByTestId('post-content');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    first.unmount();
    forgetSession();

    await signInFresh('ADMIN');
    openNotice(notice.number);
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});
