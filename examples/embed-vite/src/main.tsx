import './host.css';
import { findLingo } from '@lingos/catalogue';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router';
import { embeddedLingos, type EmbeddedLingo } from './lingos';

function titleOf(lingo: EmbeddedLingo): string {
  return findLingo(lingo.conceptId, lingo.lingoId)?.lingo.title ?? lingo.lingoId;
}

/** This app's own layout: header, its own button, a menu of lessons, the page. */
function Layout() {
  const [clicks, setClicks] = useState(0);
  return (
    <>
      <header className="host-header">
        <strong>Host Academy</strong>
        <Link to="/">Home</Link>
        <button type="button" onClick={() => setClicks(clicks + 1)}>
          Host button ({clicks})
        </button>
      </header>
      <div className="host-main">
        <nav aria-label="Host lessons">
          <ul>
            {embeddedLingos.map((lingo) => (
              <li key={lingo.conceptId}>
                <Link to={`/learn/${lingo.conceptId}`}>{titleOf(lingo)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <main>
          <Outlet />
        </main>
      </div>
    </>
  );
}

function Home() {
  return (
    <>
      <h1>Welcome to Host Academy</h1>
      <p>Pick a lesson on the left.</p>
    </>
  );
}

const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { index: true, element: <Home /> },
      // The Lingos' code loads with this route, not with the home page.
      {
        path: 'learn/:conceptId',
        lazy: async () => ({ Component: (await import('./LingoPage')).LingoPage }),
      },
    ],
  },
]);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
