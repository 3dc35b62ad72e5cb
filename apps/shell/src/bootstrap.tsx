import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { currentRegistry } from './app/remotes/registry';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App registry={currentRegistry()} />
  </StrictMode>,
);
