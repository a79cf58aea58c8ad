import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders.tsx';
import { loginNeeded } from './app/login-needed.ts';
import { createRelayEnvironment } from './relay/environment.ts';
import { routes } from './routes.tsx';

const environment = createRelayEnvironment({ onUnauthenticated: loginNeeded.raise });
const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders environment={environment}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
