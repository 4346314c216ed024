import './fonts.css';
import './letterFont.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App } from './App';
import { createRoutes } from './routes';
import { services } from './services';
import { registerServiceWorker } from './serviceWorker';

// A Lingo's page: fetch the Lingo's chunks now, alongside hydration, not after it.
services.registry.preloadPath(window.location.pathname);

const router = createBrowserRouter(createRoutes(services.registry));
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <App>
    <RouterProvider router={router} />
  </App>
);

// The build pre-renders each page and marks `#root` with its path. Hydrate only that page's
// own HTML: a host's fallback (index.html for an unknown path) is drawn afresh instead.
if (container.dataset.path === window.location.pathname && container.firstElementChild) {
  hydrateRoot(container, app);
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}

if (import.meta.env.PROD) registerServiceWorker();
