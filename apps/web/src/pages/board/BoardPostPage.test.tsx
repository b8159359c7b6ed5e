import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../lib/api';
import { useAuth } from '../../lib/auth-store';
import { BOARDS } from './board-config';
import { BoardPostPage } from './BoardPostPage';

vi.mock('../../lib/api', () => ({ call: vi.fn(), listOrEmpty: vi.fn() }));

const post = (content: string) => ({
  success: true,
  status: 200,
  detail: {
    number: 7,
    title: '<b>Maintenance</b>',
    content,
    author: 'Operator',
    created_at: '2025-03-01T09:00:00.000Z',
    updated_at: '2025-03-01T09:00:00.000Z',
  },
});

function openNotice(number: string) {
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

afterEach(() => {
  cleanup();
  vi.mocked(call).mockReset();
  useAuth.getState().reset();
});

describe('a notice opened by its number', () => {
  it('shows stored HTML as the literal characters, never as markup', async () => {
    const content = '<img src=x onerror=alert(1)>\n<b>bold</b>';
    vi.mocked(call).mockResolvedValue(post(content) as never);
    const { container } = openNotice('7');

    const body = await screen.findByTestId('post-content');
    expect(body.textContent).toBe(content);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('<b>Maintenance</b>');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('article b')).toBeNull();
    // Line breaks survive because the text keeps its newlines and the style preserves them.
    expect(body).toHaveStyle({ whiteSpace: 'pre-wrap' });
  });

  it('says the entry is not found and links back when the server has no such number', async () => {
    vi.mocked(call).mockResolvedValue({ success: false, status: 404, message: 'No such notice.' });
    openNotice('999');

    expect(await screen.findByText('Notice not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to notices' })).toHaveAttribute(
      'href',
      '/notice',
    );
  });

  it('treats a number that is not a number as not found without asking the server', () => {
    openNotice('abc');

    expect(screen.getByText('Notice not found')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('offers edit and delete to admins only', async () => {
    vi.mocked(call).mockResolvedValue(post('text') as never);
    useAuth.setState({ email: 'a@ads.test', role: 'USER' });
    const first = openNotice('7');
    await screen.findByTestId('post-content');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    first.unmount();

    useAuth.setState({ email: 'a@ads.test', role: 'ADMIN' });
    openNotice('7');
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});
