import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Portal } from './Portal.tsx';
import './portal.css';

// The debtor portal's entry (docs/portal.md §4): its own page and bundle, nothing of the staff app.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Portal />
  </StrictMode>,
);
