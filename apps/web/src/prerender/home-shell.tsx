import { type AccountRole, catalogueFor } from '@ads/contract';

export { ACCOUNT_ROLES } from '@ads/contract';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { Providers } from '../Providers';
import { useAuth } from '../lib/auth-store';
import { useMainOptions } from '../lib/options-store';
import { useThemePreference } from '../lib/theme-store';
import { StudioRoutes } from '../router';

/** Whom the page is drawn for: a visitor who is not signed in, or a signed-in account. */
export interface ShellViewer {
  dark: boolean;
  account?: { role: AccountRole; username: string; email: string } | undefined;
  /** The title of the signed-in account's current project (the top bar's), or none. */
  project?: string | null | undefined;
}

/**
 * /home as the app's first render draws it for `viewer`: the app's own route table, layout and
 * page rendered to HTML at build time (MUI's styles inline, as emotion renders them on a
 * server), from the stores the app reads (session, theme, current project). The build has
 * zustand's hooks read a store's current state on the server too (build/home-shell.ts), so
 * setting the stores here is what the browser's stored session would give. The build puts
 * these renders into index.html, so the browser paints one before any script has run; the app
 * replaces it on its first render (docs/adr/0015-home-first-paint.md).
 */
export function renderHome(viewer: ShellViewer): string {
  const { account } = viewer;
  useThemePreference.setState({ isDark: viewer.dark });
  if (account) useAuth.setState({ id: 1, company: '', is_active: true, ...account });
  else useAuth.getState().reset();
  const title = account ? viewer.project : null;
  useMainOptions.setState({
    project: title
      ? { id: 1, title, vehicle: '', user_id: 1, pc: [], created_at: '', updated_at: '' }
      : null,
  });
  return renderToString(
    <Providers>
      <MemoryRouter initialEntries={['/home']}>
        <StudioRoutes />
      </MemoryRouter>
    </Providers>,
  );
}

/**
 * Which apps the page counts for `role`, and which of them are disabled: a browser that
 * remembers another catalogue for the role (lib/catalogue.ts) gets no shell, since the page
 * would change under it.
 */
export const shellCatalogue = (role: string): string => catalogueSignature(catalogueFor(role));

export const catalogueSignature = (apps: { key: string; disabled: boolean }[]): string =>
  apps.map((app) => `${app.key}${app.disabled ? '-' : '+'}`).join(' ');
