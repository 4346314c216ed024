import { Navigate, type RouteObject } from 'react-router';
import type { LingoRegistry } from './registry';
import { Concepts } from './routes/Concepts';
import { ConceptPage } from './routes/ConceptPage';
import { ErrorPage } from './routes/ErrorPage';
import { Home } from './routes/Home';
import { Layout } from './routes/Layout';

/**
 * The app's route tree. Errors render inside the layout (the pathless child route's
 * ErrorPage); the root ErrorPage only catches a failing layout. Any other path, including a
 * Lingo that has no bundle or no catalogue entry, redirects home and replaces the history entry.
 */
export function createRoutes(registry: LingoRegistry): RouteObject[] {
  return [
    {
      element: <Layout />,
      errorElement: <ErrorPage />,
      HydrateFallback: () => null,
      children: [
        {
          errorElement: <ErrorPage />,
          children: [
            { index: true, element: <Home /> },
            { path: 'concepts', element: <Concepts /> },
            { path: 'concepts/:conceptId', element: <ConceptPage /> },
            ...registry.routes,
            { path: '*', element: <Navigate to="/" replace /> },
          ],
        },
      ],
    },
  ];
}
