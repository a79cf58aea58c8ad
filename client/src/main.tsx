import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/before-hydration.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders.tsx';
import { preloadPages } from './app/lazy-page.ts';
import { rememberReader } from './app/reader.ts';
import { RENDERED_AT_ATTRIBUTE, ROOT_ELEMENT_ID } from './app/server-render.ts';
import { routes } from './routes.tsx';

// The page's own code downloads while the shell renders, not after it.
preloadPages(routes, window.location.pathname);
// The server renders the next signed-in pages in this reader's language and zone (app/reader.ts).
rememberReader();
const router = createBrowserRouter(routes);

const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);
const root = document.getElementById(ROOT_ELEMENT_ID)!;
// A public page comes rendered by the server (app/server-render.ts): React attaches to that HTML. A page
// the service worker served from its cache, or a dashboard page, is empty and rendered here.
if (root.hasAttribute(RENDERED_AT_ATTRIBUTE)) hydrateRoot(root, app);
else createRoot(root).render(app);
