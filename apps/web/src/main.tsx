import './fonts.css';
import './letterFont.css';
import { startTransition } from 'react';
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

const app = (hydrating: boolean) => (
  <App hydrating={hydrating}>
    <RouterProvider router={router} />
  </App>
);

// The build pre-renders each page and marks `#root` with its path. Hydrate only that page's
// own HTML: a host's fallback (index.html for an unknown path) is drawn afresh instead.
if (container.dataset.path === window.location.pathname && container.firstElementChild) {
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (the HTML is already painted meanwhile); a
  // tap before it ends makes React finish it at once and then handle the tap.
  startTransition(() => {
    hydrateRoot(container, app(true));
  });
} else {
  container.replaceChildren();
  createRoot(container).render(app(false));
}

if (import.meta.env.PROD) registerServiceWorker();
