import { catalogueFor } from '@ads/contract';
import { renderToString } from 'react-dom/server';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers } from '../Providers';
import { routes } from '../router';

/**
 * /home as a visitor who is not signed in sees it first, in the light theme: the app's own
 * route table, layout and page rendered to HTML at build time (MUI's styles come inline, as
 * emotion renders them on a server). `build/home-shell.ts` puts it into index.html, so the
 * browser paints it before any script has run; the app replaces it on its first render
 * (docs/adr/0015-home-first-paint.md).
 */
export function renderHomeShell(): string {
  const router = createMemoryRouter(routes, { initialEntries: ['/home'] });
  return renderToString(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

/**
 * Which apps the prerendered cards show, and which of them are disabled: a visitor's browser
 * that remembers another catalogue (lib/catalogue.ts) gets no shell, since the page would
 * change under it.
 */
export const shellCatalogue = (): string => catalogueSignature(catalogueFor('PUBLIC'));

export const catalogueSignature = (apps: { key: string; disabled: boolean }[]): string =>
  apps.map((app) => `${app.key}${app.disabled ? '-' : '+'}`).join(' ');
