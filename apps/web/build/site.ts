import { Resvg } from '@resvg/resvg-js';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** What the server entry (src/prerender.tsx) exports. */
interface ServerEntry {
  prerenderedPaths(): string[];
  renderPage(path: string): Promise<string>;
  themeBootstrapScript: string;
}

/** Where a page's HTML goes: `/` → index.html, `/concepts/time` → concepts/time.html. */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`;
}

/** A CSP source for an inline script: `'sha256-…'` of its exact text. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * The Content-Security-Policy: nothing from another origin, no inline script but the ones
 * hashed. Styles allow 'unsafe-inline' because React writes `style` attributes (runtime
 * theme values through vanilla-extract's assignInlineVars). `frame-ancestors` only works as a
 * header (a <meta> policy ignores it with a console warning), so only `_headers` has it.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], header: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
  if (header) directives.push("frame-ancestors 'none'");
  return directives.join('; ');
}

/** The web app icons, drawn from our own favicon: [file, size, maskable]. */
const icons = [
  ['icons/icon-192.png', 192, false],
  ['icons/icon-512.png', 512, false],
  ['icons/icon-maskable-512.png', 512, true],
] as const;

/** A maskable icon keeps its art inside the middle 80 % circle, on a full-bleed background. */
function maskableSvg(svg: string, background: string): string {
  const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><g transform="translate(12.8 12.8) scale(0.6)">${inner}</g></svg>`;
}

async function writeIcons(outDir: string, faviconSvg: string, background: string) {
  await mkdir(join(outDir, 'icons'), { recursive: true });
  for (const [file, size, maskable] of icons) {
    const svg = maskable ? maskableSvg(faviconSvg, background) : faviconSvg;
    const png = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
    await writeFile(join(outDir, file), png);
  }
}

/** Inserts `markup` right after the first match of `anchor` in `html`; throws if it is absent. */
function insertAfter(html: string, anchor: RegExp, markup: string): string {
  const match = anchor.exec(html);
  if (!match) throw new Error(`index.html has no ${anchor}`);
  const end = match.index + match[0].length;
  return html.slice(0, end) + markup + html.slice(end);
}

/** The parts of Vite's build manifest the site reads. */
export type BuildManifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;

/** What a page fetches ahead: module scripts and stylesheets, as paths in the site. */
export interface PagePreloads {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

/**
 * The preloads of a Lingo page: its concept's bundle chunk (the Lingos' loaders, see
 * src/bundles.ts), the Lingo's own chunk, and every chunk and stylesheet they import that the
 * entry does not, so the browser fetches all of them alongside the entry instead of in two
 * waves after it. Other pages preload nothing extra.
 *
 * Which chunk is the Lingo's is read from its concept's `src/bundle.ts` (one
 * `'lingo-1-2': () => import('./lingos/…')` per Lingo), found beside the bundle's dynamic
 * imports; `readSource` reads a file by its manifest key (relative to the Vite root).
 */
export function lingoPreloads(
  manifest: BuildManifest,
  path: string,
  readSource: (key: string) => string,
): PagePreloads {
  const match = /^\/concepts\/([a-z]+)\/level-\d+\/(lingo-\d+-\d+)$/.exec(path);
  if (!match) return { scripts: [], styles: [] };
  const [, concept, lingoId] = match as unknown as [string, string, string];
  const key = `src/concepts/${concept}.ts`;
  const bundleChunk = manifest[key];
  if (!bundleChunk) throw new Error(`No chunk for ${key} in the build manifest`);
  const lingoKey = lingoChunkKey(bundleChunk.dynamicImports ?? [], lingoId, readSource);
  if (!lingoKey) throw new Error(`No chunk for ${concept} ${lingoId} in the build manifest`);
  const closure = (start: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(start)) return seen;
    seen.add(start);
    for (const child of manifest[start]?.imports ?? []) closure(child, seen);
    return seen;
  };
  const entry = closure('index.html');
  const chunks = [...closure(lingoKey, closure(key))].filter((chunk) => !entry.has(chunk));
  const entryStyles = new Set([...entry].flatMap((chunk) => manifest[chunk]?.css ?? []));
  return {
    scripts: chunks.map((chunk) => manifest[chunk]!.file),
    styles: [...new Set(chunks.flatMap((chunk) => manifest[chunk]!.css ?? []))].filter(
      (file) => !entryStyles.has(file),
    ),
  };
}

/**
 * The manifest key of a Lingo's chunk, among its concept bundle's dynamic imports. They come
 * in the order of the bundle's `import()`s; a Lingo module that another Lingo also imports
 * statically (Duration Calculator, in Master Time Challenge) is listed by its shared chunk's
 * key, so the position is what finds it, checked against every listed source.
 */
function lingoChunkKey(
  dynamicImports: readonly string[],
  lingoId: string,
  readSource: (key: string) => string,
): string | undefined {
  const srcDir = dynamicImports
    .map((key) => /^(.*\/)lingos\//.exec(key)?.[1])
    .find((dir) => dir !== undefined);
  if (!srcDir) return undefined;
  const loaders = [
    ...readSource(`${srcDir}bundle.ts`).matchAll(
      /'(lingo-\d+-\d+)':\s*\(\)\s*=>\s*import\('\.\/([^']+)'\)/g,
    ),
  ].map(([, id, specifier]) => ({ id: id!, source: `${srcDir}${specifier!}` }));
  const sourcesAgree =
    loaders.length === dynamicImports.length &&
    loaders.every(
      ({ source }, index) =>
        dynamicImports[index]!.startsWith('_') ||
        dynamicImports[index]!.replace(/\.[jt]sx?$/, '') === source,
    );
  if (!sourcesAgree) {
    throw new Error(`${srcDir}bundle.ts and its chunk's dynamic imports do not agree`);
  }
  const index = loaders.findIndex(({ id }) => id === lingoId);
  return index < 0 ? undefined : dynamicImports[index];
}

/**
 * The font a page preloads beyond the body font: Andika, the letter font, on a Word Weavers
 * Lingo page (the letters there are its largest text). `assets` lists dist/assets.
 */
export function letterFontPreload(assets: readonly string[], path: string): string | undefined {
  if (!/^\/concepts\/words\/level-\d+\/lingo-/.test(path)) return undefined;
  const file = assets.find((name) => /^andika-latin-400-.*\.woff2$/.test(name));
  if (!file) throw new Error('No regular Andika file in dist/assets');
  return file;
}

/**
 * Critical CSS without a render-blocking request: each stylesheet the page links is written
 * into a `<style>` in its place, and the link stays with `media="not all"` — it blocks
 * nothing, and it tells Vite's loader the sheet is present, so a lazy chunk that shares it
 * never adds it again later in the cascade. The sheets' `url()`s must be absolute
 * (`/assets/…`), as they are read from the page, not from the sheet.
 */
export function inlineStylesheets(html: string, read: (href: string) => string): string {
  return html.replace(
    /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g,
    (_link, href: string) => {
      const css = read(href);
      if (/<\/style/i.test(css)) throw new Error(`${href} cannot be inlined: it has </style`);
      if (/url\((?!["']?(?:\/|data:))/.test(css)) {
        throw new Error(`${href} has a relative url(), which would break once inlined`);
      }
      return `<style>${css}</style><link rel="stylesheet" crossorigin href="${href}" media="not all">`;
    },
  );
}

export interface StaticSiteOptions {
  /** The server entry, relative to the Vite root. */
  readonly serverEntry: string;
  /** The theme colour behind the maskable icon. */
  readonly iconBackground: string;
}

/**
 * Turns the client build into a static site, before the service worker is generated (so it
 * precaches every page): builds the server entry, writes each page's pre-rendered HTML with
 * the theme bootstrap script (hashed in the CSP), the CSP itself and a preload of the regular
 * font; draws the app icons; fills the CSP into `_headers`; and moves Vite's manifest out of
 * the site (the size budgets read it from `.build/`).
 */
export function staticSite({ serverEntry, iconBackground }: StaticSiteOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'lingos:static-site',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const root = config.root;
        const outDir = resolve(root, config.build.outDir);

        const metaDir = join(root, '.build');
        await rm(metaDir, { recursive: true, force: true });
        await mkdir(metaDir, { recursive: true });
        await rename(join(outDir, '.vite', 'manifest.json'), join(metaDir, 'manifest.json'));
        const manifest = JSON.parse(
          await readFile(join(metaDir, 'manifest.json'), 'utf8'),
        ) as BuildManifest;
        await rm(join(outDir, '.vite'), { recursive: true, force: true });

        const serverDir = join(metaDir, 'server');
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: serverEntry,
            outDir: serverDir,
            emptyOutDir: true,
            copyPublicDir: false,
            manifest: false,
            minify: false,
            rolldownOptions: { output: { entryFileNames: 'prerender.js' } },
          },
          // One self-contained module: every import is bundled, so it runs from .build/.
          ssr: { noExternal: true },
        });
        const server = (await import(
          pathToFileURL(join(serverDir, 'prerender.js')).href
        )) as ServerEntry;

        const bootstrap = server.themeBootstrapScript;
        const hashes = [scriptHash(bootstrap)];
        const assets = await readdir(join(outDir, 'assets'));
        const regularFont = assets.find((file) => /^playpen-sans-latin-400-.*\.woff2$/.test(file));
        if (!regularFont) throw new Error('No regular Playpen Sans file in dist/assets');

        let template = await readFile(join(outDir, 'index.html'), 'utf8');
        template = insertAfter(
          template,
          /<meta charset="UTF-8" \/>/i,
          `\n    <meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(hashes, false)}" />` +
            `\n    <script>${bootstrap}</script>` +
            `\n    <link rel="preload" href="/assets/${regularFont}" as="font" type="font/woff2" crossorigin />` +
            `\n    <link rel="apple-touch-icon" href="/icons/icon-192.png" />`,
        );
        const sheets = new Map<string, string>();
        for (const [, href] of template.matchAll(
          /<link rel="stylesheet" crossorigin href="([^"]+)">/g,
        )) {
          sheets.set(href!, await readFile(join(outDir, href!), 'utf8'));
        }
        template = inlineStylesheets(template, (href) => sheets.get(href)!);
        if (!template.includes('<div id="root"></div>')) {
          throw new Error('index.html has no empty <div id="root"></div>');
        }
        for (const path of server.prerenderedPaths()) {
          const markup = await server.renderPage(path);
          const letterFont = letterFontPreload(assets, path);
          const pagePreloads = lingoPreloads(manifest, path, (key) =>
            readFileSync(resolve(root, key), 'utf8'),
          );
          const preloads =
            (letterFont
              ? `\n    <link rel="preload" href="/assets/${letterFont}" as="font" type="font/woff2" crossorigin />`
              : '') +
            pagePreloads.styles
              .map((file) => `\n    <link rel="preload" href="/${file}" as="style" crossorigin />`)
              .join('') +
            pagePreloads.scripts
              .map((file) => `\n    <link rel="modulepreload" crossorigin href="/${file}" />`)
              .join('');
          const html = template
            .replace('</head>', `${preloads}${preloads ? '\n  ' : ''}</head>`)
            .replace('<div id="root"></div>', `<div id="root" data-path="${path}">${markup}</div>`);
          const file = join(outDir, htmlFileFor(path));
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, html);
        }

        const favicon = await readFile(join(outDir, 'favicon.svg'), 'utf8');
        await writeIcons(outDir, favicon, iconBackground);

        const headersFile = join(outDir, '_headers');
        const headers = await readFile(headersFile, 'utf8');
        if (!headers.includes('%CONTENT_SECURITY_POLICY%')) {
          throw new Error('public/_headers has no %CONTENT_SECURITY_POLICY% to fill in');
        }
        await writeFile(
          headersFile,
          headers.replace('%CONTENT_SECURITY_POLICY%', contentSecurityPolicy(hashes, true)),
        );
      },
    },
  };
}
