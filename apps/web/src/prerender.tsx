import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { concepts } from '@lingos/catalogue';
import { App } from './App';
import { createRoutes } from './routes';
import { services } from './services';
import { shellPicturesSettled } from './ShellPicture';

/**
 * The build's server entry (see vite.config.ts): it renders each page of the app to HTML once,
 * at build time, for the static site. Never part of the browser's bundle.
 */

/** Every path with a page of its own: home, the concepts, each concept and each Lingo. */
export function prerenderedPaths(): string[] {
  const lingoPaths = services.registry.routes.flatMap((route) => (route.path ? [route.path] : []));
  return ['/', '/concepts', ...concepts.map((concept) => `/concepts/${concept.id}`), ...lingoPaths];
}

const routes = createRoutes(services.registry);
const handler = createStaticHandler(routes);

/** The markup of `#root` for one path (a Lingo's shows the shell and its skeleton). */
export async function renderPage(path: string): Promise<string> {
  // The shell's pictures are drawn in the HTML, not left as empty boxes.
  await shellPicturesSettled();
  const context = await handler.query(new Request(new URL(path, 'http://lingos.localhost')));
  if (context instanceof Response) {
    throw new Error(`Pre-rendering ${path} answered ${context.status}, not a page`);
  }
  if (context.statusCode !== 200) {
    throw new Error(`Pre-rendering ${path} answered ${context.statusCode}`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: no route has a loader, so there is no data to hand over (and no inline
  // script to allow in the Content-Security-Policy).
  return renderToString(
    <App hydrating>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </App>,
  );
}
/** The inline script that applies the stored theme before first paint (hashed in the CSP). */
export { themeBootstrapScript } from '@lingos/ui';
