import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import {
  Link,
  Navigate,
  Route,
  Routes,
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
  useNavigate,
} from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createStudioHistory, useLeaveGuard } from './leave-guard';

/** A page with work the user can make unsaved, and the question the editor asks before leaving. */
function EditorPage() {
  const [dirty, setDirty] = useState(false);
  const question = useLeaveGuard(dirty);
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => setDirty(true)}>Edit</button>
      <button onClick={() => setDirty(false)}>Save</button>
      <button onClick={() => navigate('/editor?zoom=3', { replace: true })}>Zoom</button>
      <Link to="/list">Maps</Link>
      {question.state === 'blocked' && (
        <div role="dialog">
          <button onClick={question.proceed}>Leave</button>
          <button onClick={question.reset}>Stay</button>
        </div>
      )}
    </>
  );
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const where = () => screen.getByTestId('where').textContent;

function openStudio(path: string) {
  window.history.replaceState(null, '', path);
  const history = createStudioHistory(window);
  render(
    <HistoryRouter history={history}>
      <Routes>
        <Route path="/editor" element={<EditorPage />} />
        <Route path="/list" element={<Link to="/editor">Open</Link>} />
        <Route path="/signed-out" element={<Navigate to="/login" replace />} />
        <Route path="/login" element={<p>Sign in</p>} />
      </Routes>
      <Where />
    </HistoryRouter>,
  );
  return history;
}

/** Back in the browser: the pop the router hears, as a real back button makes it. */
const back = () => act(() => window.history.back());

describe('leaving a page with unsaved work', () => {
  afterEach(cleanup);

  it('a link leaves at once while nothing is unsaved', async () => {
    openStudio('/editor');
    fireEvent.click(screen.getByText('Maps'));
    await waitFor(() => expect(where()).toBe('/list'));
    expect(window.location.pathname).toBe('/list');
  });

  it('a link waits for the answer: stay keeps the page, leave goes', async () => {
    openStudio('/editor');
    fireEvent.click(screen.getByText('Edit'));
    fireEvent.click(screen.getByText('Maps'));
    await screen.findByRole('dialog');
    expect(where()).toBe('/editor');
    expect(window.location.pathname).toBe('/editor');

    fireEvent.click(screen.getByText('Stay'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(where()).toBe('/editor');

    fireEvent.click(screen.getByText('Maps'));
    fireEvent.click(await screen.findByText('Leave'));
    await waitFor(() => expect(where()).toBe('/list'));
    expect(window.location.pathname).toBe('/list');
  });

  it('the page’s own query on the same path is never held back', async () => {
    openStudio('/editor');
    fireEvent.click(screen.getByText('Edit'));
    fireEvent.click(screen.getByText('Zoom'));
    await waitFor(() => expect(where()).toBe('/editor?zoom=3'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('saved work leaves without a question', async () => {
    openStudio('/editor');
    fireEvent.click(screen.getByText('Edit'));
    fireEvent.click(screen.getByText('Save'));
    fireEvent.click(screen.getByText('Maps'));
    await waitFor(() => expect(where()).toBe('/list'));
  });

  it('back is undone until the answer, then made', async () => {
    openStudio('/list');
    fireEvent.click(screen.getByText('Open'));
    await waitFor(() => expect(where()).toBe('/editor'));
    fireEvent.click(screen.getByText('Edit'));

    back();
    await screen.findByRole('dialog');
    // The browser's address is the editor's again, and so is the page.
    await waitFor(() => expect(window.location.pathname).toBe('/editor'));
    expect(where()).toBe('/editor');

    fireEvent.click(screen.getByText('Stay'));
    back();
    fireEvent.click(await screen.findByText('Leave'));
    await waitFor(() => expect(where()).toBe('/list'));
    expect(window.location.pathname).toBe('/list');
  });

  it('a redirect elsewhere waits too', async () => {
    const history = openStudio('/editor');
    fireEvent.click(screen.getByText('Edit'));
    act(() => history.replace('/signed-out'));
    fireEvent.click(await screen.findByText('Leave'));
    // The redirect's own redirect is not asked again: the page is gone.
    await waitFor(() => expect(where()).toBe('/login'));
    expect(screen.getByText('Sign in')).toBeTruthy();
  });
});
