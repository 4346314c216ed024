// Size budgets, read off the production build of apps/web (run `pnpm build` first).
// The first-load budget is 1.3 × the 97.6 KB gzip floor of a bare react + react-dom +
// react-router app (TOOLCHAIN.md); each Lingo's own lazy chunks get at most 30 KB gzip on top
// of the chunks it shares with other Lingos.
import { readFileSync } from 'node:fs';

const dist = 'apps/web/dist';
const html = readFileSync(`${dist}/index.html`, 'utf8');
const firstLoad = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
  (match) => `${dist}/${match[1]}`,
);

// Vite's manifest is kept out of the published site: the build moves it to apps/web/.build/.
/** @type {Record<string, { file: string; imports?: string[]; isDynamicEntry?: boolean; css?: string[] }>} */
const manifest = JSON.parse(readFileSync('apps/web/.build/manifest.json', 'utf8'));
const lingoEntries = Object.entries(manifest).filter(
  ([source, chunk]) => chunk.isDynamicEntry && /packages\/[^/]+\/src\/lingos\//.test(source),
);

/** Every chunk a chunk loads statically, itself included. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) closure(child, seen);
  return seen;
}

const entryClosure = closure('index.html');
const usage = new Map();
for (const [key] of lingoEntries) {
  for (const chunk of closure(key)) usage.set(chunk, (usage.get(chunk) ?? 0) + 1);
}

// A Lingo's own chunks: its entry chunk (even when another Lingo, such as Master Time
// Challenge, reuses it) and every chunk no other Lingo loads.
const lingoBudgets = lingoEntries.map(([key, chunk]) => {
  const own = [...closure(key)].filter(
    (c) => c === key || (!entryClosure.has(c) && usage.get(c) === 1),
  );
  return {
    name: `Lingo chunk: ${chunk.name ?? key}`,
    path: own.map((c) => `${dist}/${manifest[c].file}`),
    limit: '30 kB',
    gzip: true,
  };
});

// Each concept's bundle chunk: the loaders of its Lingos, fetched when one of them is played.
const conceptBudgets = Object.entries(manifest)
  .filter(([source, chunk]) => chunk.isDynamicEntry && /^src\/concepts\//.test(source))
  .map(([source, chunk]) => ({
    name: `Concept bundle chunk: ${source.replace(/^src\/concepts\/|\.ts$/g, '')}`,
    path: [`${dist}/${chunk.file}`],
    limit: '3 kB',
    gzip: true,
  }));

export default [
  {
    name: 'First-load JS of /',
    path: firstLoad.filter((file) => file.endsWith('.js')),
    limit: '126.87 kB',
    gzip: true,
  },
  {
    name: 'First-load CSS of /',
    path: firstLoad.filter((file) => file.endsWith('.css')),
    limit: '15 kB',
    gzip: true,
  },
  ...conceptBudgets,
  ...lingoBudgets,
];
