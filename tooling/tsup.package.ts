/**
 * The tsup config every publishable package shares: ESM with types for the public entries,
 * source modules built as files of their own (so a host's bundler splits a package as finely
 * as its source) of which only those an export reaches are kept, no source maps, and for a
 * styled package one stylesheet that the code imports itself.
 *
 * Styles: esbuild gives each lazy chunk its own CSS file, repeating the CSS of every widget
 * it uses, and the JS imports none of them. After the build, `bundleStyles` compiles every
 * `.css.ts` module of the package once, in import order, into `dist/index.css`, removes the
 * per-chunk files, and adds `import './index.css'` to each chunk whose code came from a
 * `.css.ts` module. A host's bundler then loads the package's CSS with the first of its
 * components the host renders, after the CSS of the packages it depends on, and only once.
 */
import { globSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { build, type Plugin } from 'esbuild';
import type { Options } from 'tsup';

/** What one package's build needs to say. */
export interface PackageBuildOptions {
  /** Entry name (path in dist without `.js`) → source file. */
  readonly entry: Readonly<Record<string, string>>;
  /** Imports left to the host (peer and runtime dependencies). */
  readonly external?: readonly (string | RegExp)[];
  /** `vanillaExtractPlugin` from `@vanilla-extract/esbuild-plugin`, for a styled package. */
  readonly styles?: (options: StylePluginOptions) => Plugin;
  /** Source files whose styles go into `dist/index.css`; default every entry. */
  readonly styleEntries?: readonly string[];
  /**
   * Build every source module under `src/` as a file of its own (except tests, stories and
   * test helpers, and `exclude`), so a host's bundler keeps only what it uses and loads each
   * part with the chunk that needs it; one entry would be one module, loaded whole with its
   * first import. These files are not exported.
   */
  readonly modules?: { readonly exclude?: RegExp };
}

/** The options this build gives the vanilla-extract plugin. */
export interface StylePluginOptions {
  readonly identifiers: 'short';
  readonly esbuildOptions: { readonly plugins: Plugin[] };
}

const outDir = 'dist';
const metafile = join(outDir, 'metafile-esm.json');

/** The tsup options of a package. */
export function packageBuild({
  entry,
  external = [],
  styles,
  styleEntries,
  modules,
}: PackageBuildOptions): Options {
  return {
    entry: { ...moduleEntries(modules, entry), ...entry },
    // Types for the public entries only.
    dts: { entry: { ...entry } },
    format: ['esm'],
    splitting: true,
    clean: true,
    sourcemap: false,
    external: [...external],
    outDir,
    ...(styles ? { esbuildPlugins: [styles(styleOptions)], metafile: true } : {}),
    onSuccess: async () => {
      if (styles) await bundleStyles(styleEntries ?? Object.values(entry), styles(styleOptions));
      await removeUnreachable(Object.keys(entry).map((name) => join(outDir, `${name}.js`)));
    },
  };
}

/**
 * Deletes the built files no public entry reaches through its imports: the re-export facades
 * esbuild writes for module entries that are only ever imported as chunks.
 */
async function removeUnreachable(entries: readonly string[]): Promise<void> {
  const reached = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    const code = await readFile(file, 'utf8');
    for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.[^"']+\.js)["']/g)) {
      queue.push(join(dirname(file), match[1]!));
    }
  }
  const built = (await listFiles(outDir)).filter((file) => file.endsWith('.js'));
  await Promise.all(built.filter((file) => !reached.has(file)).map((file) => rm(file)));
  await removeEmptyFolders(outDir);
}

async function removeEmptyFolders(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const path = join(dir, entry.name);
    await removeEmptyFolders(path);
    if ((await readdir(path)).length === 0) await rm(path, { recursive: true });
  }
}

// vanilla-extract evaluates each `.css.ts` module in Node, with what it imports: a
// dependency's built code (`@lingos/ui`'s `vars`) imports that package's stylesheet, which
// Node cannot run and whose CSS belongs to that package. It is read as an empty module.
const dependencyStylesheets: Plugin = {
  name: 'lingos-dependency-stylesheets',
  setup(build) {
    // Only imports from built code: the sources' own `./x.css` means the module `./x.css.ts`.
    build.onResolve({ filter: /\.css$/ }, (args) =>
      /[\\/]dist[\\/]/.test(args.importer) ? { path: args.path, namespace: 'skipped-css' } : null,
    );
    build.onLoad({ filter: /.*/, namespace: 'skipped-css' }, () => ({
      contents: '',
      loader: 'js',
    }));
  },
};

const styleOptions: StylePluginOptions = {
  identifiers: 'short',
  esbuildOptions: { plugins: [dependencyStylesheets] },
};

// Tests, stories and what only they use: `*.test.ts`, `*.stories.tsx`, `test/`, `testing/`,
// `stories/` folders and `*Testing.ts` helpers.
const testOnly = /\.(test|stories)\.tsx?$|(^|\/)(test|testing|stories)\/|Testing\.tsx?$/;

/** Every source module (see `modules`) as `modules/<path>`. */
function moduleEntries(
  modules: PackageBuildOptions['modules'],
  entry: Readonly<Record<string, string>>,
): Record<string, string> {
  if (!modules) return {};
  const taken = new Set(Object.values(entry));
  return Object.fromEntries(
    globSync('src/**/*.{ts,tsx}')
      .filter((file) => !testOnly.test(file) && !modules.exclude?.test(file) && !taken.has(file))
      .sort()
      .map((file) => [`modules/${file.replace(/^src\//, '').replace(/\.tsx?$/, '')}`, file]),
  );
}

interface Metafile {
  readonly outputs: Record<string, { readonly inputs: Record<string, unknown> }>;
}

/** Writes `dist/index.css` from every style module and makes each styled chunk import it. */
async function bundleStyles(sources: readonly string[], plugin: Plugin): Promise<void> {
  const result = await build({
    // One bundle of every entry, lazy Lingos included (without splitting, esbuild inlines
    // `import()`), so each style module is emitted once, after the modules it imports.
    stdin: {
      contents: sources.map((source) => `import ${JSON.stringify(`./${source}`)};`).join('\n'),
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    splitting: false,
    format: 'esm',
    outdir: outDir,
    write: false,
    minify: true,
    jsx: 'automatic',
    // Keep every module, whatever `sideEffects` says: only their CSS is wanted here.
    ignoreAnnotations: true,
    logLevel: 'warning',
    plugins: [plugin, externals],
  });
  const css = result.outputFiles.filter((file) => file.path.endsWith('.css'));
  if (css.length > 1) throw new Error(`Expected at most one stylesheet, got ${css.length}`);

  const files = await listFiles(outDir);
  await Promise.all(
    files.filter((file) => /\.css(\.map)?$/.test(file)).map((file) => rm(file, { force: true })),
  );
  const meta = JSON.parse(await readFile(metafile, 'utf8')) as Metafile;
  await rm(metafile, { force: true });
  // A package with no styles yet (a concept before its first Lingo) ships no stylesheet.
  if (css[0] === undefined) return;
  await writeFile(join(outDir, 'index.css'), css[0].text);

  for (const [output, { inputs }] of Object.entries(meta.outputs)) {
    if (!output.endsWith('.js')) continue;
    if (!Object.keys(inputs).some((input) => /\.css\.ts$/.test(input))) continue;
    let path = relative(dirname(output), join(outDir, 'index.css'));
    if (!path.startsWith('.')) path = `./${path}`;
    // Last, so the stylesheets of the packages this chunk imports come first.
    const code = await readFile(output, 'utf8');
    await writeFile(output, `${code.trimEnd()}\nimport ${JSON.stringify(path)};\n`);
  }
}

/** Leaves every other package out of the styles bundle (their CSS is their own). */
const externals: Plugin = {
  name: 'lingos-style-externals',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => ({ path: args.path, external: true }));
  },
};

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
