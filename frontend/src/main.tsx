import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/App';
import { preloadSignedInPage } from './app/AppRoutes';
import { tokenStore } from './auth/local/token-store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// With a stored session of the built-in sign-in, the page's code loads while the session is checked.
if (tokenStore.read()) preloadSignedInPage(window.location.pathname);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
