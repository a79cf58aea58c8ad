import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/before-hydration.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders.tsx';
import { preloadPages } from './app/lazy-page.ts';
import { rememberReader, setLanguageSource } from './app/reader.ts';
import { loadMessages } from './i18n/catalogues.ts';
import { cookieLanguage, documentLanguage } from './i18n/language.ts';
import { RENDERED_AT_ATTRIBUTE, ROOT_ELEMENT_ID } from './app/server-render.ts';
import { routes } from './routes.tsx';

// The page's own code downloads while the shell renders, not after it.
preloadPages(routes, window.location.pathname);
// The server renders the next signed-in pages in this reader's language and zone (app/reader.ts).
rememberReader();
const router = createBrowserRouter(routes);

const root = document.getElementById(ROOT_ELEMENT_ID)!;
// The page starts in the language the server wrote it in; a page kept from before the visitor chose another
// (the service worker's copy) is rendered afresh in the chosen one rather than hydrated.
const written = documentLanguage();
const language = cookieLanguage() ?? written;
if (language !== written) {
  root.removeAttribute(RENDERED_AT_ATTRIBUTE);
  document.documentElement.lang = language;
}
setLanguageSource(() => language);

// A page the server rendered (app/server-render.ts) is hydrated: React attaches to that HTML. A page the
// service worker served from its cache, or one the server left to the browser, is empty and rendered here.
// Either as a transition: React then works in slices of a few milliseconds and lets the browser paint and
// answer input between them, where an urgent first render held the main thread for the whole page at once
// (on a phone, hundreds of milliseconds in which a tap waited). A tap on a part not yet hydrated hydrates that
// part first and is then handled.
// The page's catalogue (none for English; a prefetched chunk for another language) comes before the first render.
void loadMessages(language).then((messages) => {
  const app = (
    <StrictMode>
      <AppProviders language={language} messages={messages}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  startTransition(() => {
    if (root.hasAttribute(RENDERED_AT_ATTRIBUTE)) hydrateRoot(root, app);
    else {
      root.replaceChildren();
      createRoot(root).render(app);
    }
  });
});
