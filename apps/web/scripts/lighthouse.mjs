// Lighthouse on the production build (run `pnpm build` first): mobile, simulated throttling,
// Debian's Chromium, the median of 3 runs per page, against a compressing HTTP/2 static server
// (as static hosts serve a site: Netlify, Cloudflare Pages and GitHub Pages all speak HTTP/2
// over TLS; a certificate made for the run, trusted by its key for this Chromium only), with
// a bare React + react-router page built here for comparison. Writes a markdown table to
// test-results/lighthouse.md and fails when a Lingos page's median scores below 95 for
// performance or below 100 for accessibility, best practices or SEO.
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { X509Certificate, createHash } from 'node:crypto';
import { createSecureServer } from 'node:http2';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { generate } from 'selfsigned';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const pages = [
  { name: 'Home', path: '/' },
  { name: 'Concepts', path: '/concepts' },
  { name: 'Time', path: '/concepts/time' },
  { name: 'Set the Time', path: '/concepts/time/level-1/lingo-1-2' },
  { name: 'Master Time Challenge', path: '/concepts/time/level-3/lingo-3-6' },
  // One Lingo of every other concept, as each lands.
  { name: 'Who Has More? (Money)', path: '/concepts/money/level-2/lingo-2-5' },
  { name: 'Find the Date (Calendar)', path: '/concepts/calendar/level-2/lingo-2-1' },
  {
    name: 'Measure with a Ruler (Measurements)',
    path: '/concepts/measurements/level-2/lingo-2-1',
  },
  { name: 'Build a Word (Words)', path: '/concepts/words/level-1/lingo-1-4' },
  { name: 'Who, What, Where (Reading)', path: '/concepts/reading/level-1/lingo-1-1' },
];

// LIGHTHOUSE_PAGES=/concepts,/ measures only those pages (to look into one; CI measures all).
const only = process.env.LIGHTHOUSE_PAGES?.split(',');
const measured = only ? pages.filter((page) => only.includes(page.path)) : pages;

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const thresholds = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
};

/** The file for a URL path, as Netlify and Cloudflare Pages find it (clean URLs). */
async function fileFor(folder, pathname) {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const candidates =
    clean === '/' ? ['index.html'] : [clean, `${clean}.html`, join(clean, 'index.html')];
  for (const candidate of candidates) {
    const file = join(folder, candidate);
    if (!file.startsWith(folder)) continue;
    try {
      if ((await stat(file)).isFile()) return file;
    } catch {
      // Next candidate.
    }
  }
  return null;
}

/** Every file under `folder`, relative paths. */
async function filesUnder(folder) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A certificate for 127.0.0.1, and the SPKI hash that tells Chromium to trust it. */
async function certificate() {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const spki = new X509Certificate(pems.cert).publicKey.export({ type: 'spki', format: 'der' });
  return {
    key: pems.private,
    cert: pems.cert,
    spki: createHash('sha256').update(spki).digest('base64'),
  };
}

/**
 * A small static server with the caching of public/_headers (hashed assets for a year) and
 * clean URLs, serving brotli or gzip compressed ahead of time, as a static host does: what the
 * site gets from its host, with no compression time in the measurements.
 */
async function serve(folder, tls) {
  const bodies = new Map();
  for (const file of await filesUnder(folder)) {
    const raw = await readFile(file);
    const compressible = !/\.(woff2|png)$/.test(file);
    bodies.set(file, {
      raw,
      br: compressible
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : null,
      gzip: compressible ? gzipSync(raw, { level: 9 }) : null,
    });
  }
  const server = createSecureServer(tls, async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const file = await fileFor(folder, pathname);
    const bodiesOfFile = file ? bodies.get(file) : undefined;
    if (!file || !bodiesOfFile) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding =
      bodiesOfFile.br && /\bbr\b/.test(accepts)
        ? 'br'
        : bodiesOfFile.gzip && /\bgzip\b/.test(accepts)
          ? 'gzip'
          : null;
    const body = encoding ? bodiesOfFile[encoding] : bodiesOfFile.raw;
    const headers = {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      vary: 'accept-encoding',
    };
    if (encoding) headers['content-encoding'] = encoding;
    response.writeHead(200, headers).end(body);
  });
  return new Promise((done) => {
    server.listen(0, '127.0.0.1', () => done(server));
  });
}

/** Builds the comparison: a bare React + react-router page, one route, nothing else. */
async function buildBaseline() {
  const folder = join(root, '.build', 'baseline');
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  await writeFile(
    join(folder, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="A bare React and react-router page, for comparison." />
    <title>Baseline</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.jsx"></script>
  </body>
</html>
`,
  );
  await writeFile(
    join(folder, 'main.jsx'),
    `import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

function Home() {
  return (
    <main>
      <h1>Baseline</h1>
      <p>A bare React and react-router page, for comparison.</p>
    </main>
  );
}

const router = createBrowserRouter([{ path: '/', element: <Home /> }]);
createRoot(document.getElementById('root')).render(<RouterProvider router={router} />);
`,
  );
  await build({
    root: folder,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: join(folder, 'dist'), emptyOutDir: true, target: 'es2022' },
  });
  return join(folder, 'dist');
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const metrics = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

async function measure(port, url, name) {
  const scores = Object.fromEntries(categories.map((category) => [category, []]));
  const timings = [];
  const failedAudits = new Set();
  for (let run = 0; run < runs; run += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    });
    if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    }
    timings.push(
      metrics
        .map((id) => `${id.replace(/-/g, ' ')} ${result.lhr.audits[id]?.displayValue}`)
        .join(', '),
    );
    // The last run's full report, to see what a score is made of.
    await mkdir(join(root, 'test-results', 'lighthouse'), { recursive: true });
    await writeFile(
      join(root, 'test-results', 'lighthouse', `${name.replace(/\W+/g, '-')}.json`),
      JSON.stringify(result.lhr),
    );
    for (const category of categories) {
      const score = result.lhr.categories[category]?.score;
      scores[category].push(Math.round((score ?? 0) * 100));
      if (category === 'performance') continue;
      for (const reference of result.lhr.categories[category]?.auditRefs ?? []) {
        const audit = result.lhr.audits[reference.id];
        if (reference.weight > 0 && audit?.score !== null && audit?.score < 1) {
          failedAudits.add(`${category}: ${reference.id}`);
        }
      }
    }
  }
  return {
    medians: Object.fromEntries(categories.map((category) => [category, median(scores[category])])),
    all: scores,
    timings,
    failedAudits: [...failedAudits],
  };
}

const baselineDist = await buildBaseline();
const tls = await certificate();
const site = await serve(dist, tls);
const baseline = await serve(baselineDist, tls);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // As in playwright.config.ts: headless, and no phoning home on a closed network.
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--ignore-certificate-errors-spki-list=${tls.spki}`,
  ],
});

const rows = [];
const failures = [];
try {
  for (const page of measured) {
    const url = `https://127.0.0.1:${site.address().port}${page.path}`;
    const result = await measure(chrome.port, url, page.name);
    rows.push({ ...page, ...result });
    for (const category of Object.keys(thresholds)) {
      if (result.medians[category] < thresholds[category]) {
        failures.push(
          `${page.path}: ${category} ${result.medians[category]} < ${thresholds[category]}`,
        );
      }
    }
    for (const audit of result.failedAudits) failures.push(`${page.path}: ${audit} failed`);
    console.log(`${page.path}: ${JSON.stringify(result.all)}\n  ${result.timings.join('\n  ')}`);
  }
  const url = `https://127.0.0.1:${baseline.address().port}/`;
  const result = await measure(chrome.port, url, 'baseline');
  rows.push({ name: 'Bare React + react-router (comparison)', path: '/', ...result });
  console.log(`baseline: ${JSON.stringify(result.all)}`);
} finally {
  chrome.kill();
  site.close();
  baseline.close();
}

const table = [
  `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, simulated throttling, median of ${runs} runs`,
  '',
  '| Page | Path | Performance | Accessibility | Best practices | SEO |',
  '| --- | --- | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (row) =>
      `| ${row.name} | \`${row.path}\` | ${categories.map((category) => row.medians[category]).join(' | ')} |`,
  ),
  '',
].join('\n');
await mkdir(join(root, 'test-results'), { recursive: true });
await writeFile(join(root, 'test-results', 'lighthouse.md'), table);
console.log(`\n${table}`);

if (failures.length > 0) {
  console.error(`Lighthouse budgets failed:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}
