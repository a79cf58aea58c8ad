import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/before-hydration.css';
import { startTransition, StrictMode } from 'react';
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
// A page the server rendered (app/server-render.ts) is hydrated: React attaches to that HTML. A page the
// service worker served from its cache, or one the server left to the browser, is empty and rendered here.
// Either as a transition: React then works in slices of a few milliseconds and lets the browser paint and
// answer input between them, where an urgent first render held the main thread for the whole page at once
// (on a phone, hundreds of milliseconds in which a tap waited). A tap on a part not yet hydrated hydrates that
// part first and is then handled.
startTransition(() => {
  if (root.hasAttribute(RENDERED_AT_ATTRIBUTE)) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
