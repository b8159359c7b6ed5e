import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { Providers } from './Providers';
import { StudioRoutes } from './router';
import { createStudioHistory } from './shell/leave-guard';

const history = createStudioHistory();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <HistoryRouter history={history}>
        <StudioRoutes />
      </HistoryRouter>
    </Providers>
  </StrictMode>,
);
