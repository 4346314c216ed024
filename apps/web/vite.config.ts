import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { subsetFonts } from './build/fonts.ts';
import { staticSite } from './build/site.ts';

/** The banana theme's light background: the browser's bar, the splash screen, the icon's ground. */
const themeColour = '#fff8e1';

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    subsetFonts([
      { stylesheet: 'src/fonts.css', files: 'playpen-sans-latin' },
      { stylesheet: 'src/letterFont.css', files: 'andika-latin' },
    ]),
    staticSite({ serverEntry: 'src/prerender.tsx', iconBackground: themeColour }),
    VitePWA({
      // src/serviceWorker.ts registers it and asks before a new version takes over.
      injectRegister: false,
      registerType: 'prompt',
      // The site's pages are written by staticSite's closeBundle ('pre'): generate after it.
      integration: { closeBundleOrder: 'post' },
      manifest: {
        name: 'Lingos: Where Concepts Click',
        short_name: 'Lingos',
        description: 'Small, hands-on lessons for children aged 5 to 9.',
        lang: 'en-CA',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: themeColour,
        theme_color: themeColour,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      includeManifestIcons: false,
      workbox: {
        // Every page (pre-rendered, one .html each) and every chunk, so after one visit each
        // route, every Lingo included, works offline.
        globPatterns: ['**/*.{html,js,css,woff2,svg,png,webmanifest}'],
        // Hashed names change with their content; only the pages need a revision.
        dontCacheBustURLsMatching: /^assets\//,
        // An unknown path gets the home page's HTML; main.tsx then draws it afresh.
        navigateFallback: '/index.html',
        cleanupOutdatedCaches: true,
        skipWaiting: false,
        clientsClaim: false,
      },
    }),
  ],
  // Workspace packages are consumed from source; setting conditions replaces Vite's defaults.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // vanilla-extract evaluates `.css.ts` files in its own server (SSR) environment, built
  // from this config but with its own `ssr` key: it must also read workspace packages from
  // source, not from a `dist/` that may be stale or missing.
  environments: {
    ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  },
  optimizeDeps: {
    // vanilla-extract turns each `recipe()` into an import of this runtime while it serves the
    // `.css.ts` file, after Vite's start-up scan (which reads the sources, where it is not
    // named). Found that late, Vite re-bundles and reloads the page on the first visit.
    // Named here, it is bundled with everything else at start. (Resolved from @lingos/ui;
    // kit and time use the same version.)
    include: ['@lingos/ui > @vanilla-extract/recipes/createRuntimeFn'],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // The manifest lets the size budgets find each Lingo's own chunks; staticSite moves it
    // out of the site into .build/.
    manifest: true,
    rolldownOptions: {
      output: {
        // Lazy chunks and their stylesheets go by their hash alone: every name is listed in
        // the entry chunk's preload map (one per chunk, for every Lingo of every concept),
        // so short names keep the first load small as concepts are added. The manifest
        // still names each chunk for the size budgets.
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? 'assets/[hash][extname]'
            : 'assets/[name]-[hash][extname]',
      },
    },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // Ceilings for a busy machine; no test waits for them.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
