import '@fontsource/playpen-sans/latin-400.css';
import '@fontsource/playpen-sans/latin-700.css';
import '@lingos/ui/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ProgressProvider } from '@lingos/kit';
import { AppServicesContext } from './appContext';
import { createRoutes } from './routes';
import { progressStore, services } from './services';

const router = createBrowserRouter(createRoutes(services.registry));
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppServicesContext.Provider value={services}>
      {/* The one progress context: the sidebar, the concept pages and every Lingo read it. */}
      <ProgressProvider store={progressStore}>
        <RouterProvider router={router} />
      </ProgressProvider>
    </AppServicesContext.Provider>
  </StrictMode>,
);
