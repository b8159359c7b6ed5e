import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { Providers } from './Providers';
import { coreLoaded } from './lib/i18n/instance';
import { StudioRoutes } from './router';
import { createStudioHistory } from './shell/leave-guard';

const history = createStudioHistory();

// A Korean screen's core words are a chunk of their own (lib/i18n/locales/core-ko.ts): the
// first render waits for them rather than show English for a moment. English is bundled.
void coreLoaded.finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <HistoryRouter history={history}>
          <StudioRoutes />
        </HistoryRouter>
      </Providers>
    </StrictMode>,
  ),
);
