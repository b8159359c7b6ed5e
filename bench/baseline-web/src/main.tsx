// The baseline of the web figures: a blank Vite + React page, built as the studio is.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1>Blank page</h1>
  </StrictMode>,
);
