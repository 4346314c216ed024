// Checks the packed tarballs of the publishable packages, as a consumer would receive them:
//   - only the built code, its types and its stylesheet: no source maps, build metadata,
//     sources or tests, and no module so large it must have bundled a library;
//   - every module is reached from an export, and every stylesheet is imported by the code
//     (a host never has to import one itself);
//   - the runtime dependencies are exactly the packages the code and its types import, each
//     with a semver range (no `workspace:`), and the peers cover the rest;
//   - the exports have no `source` condition (its files are not in the tarball), and
//     `sideEffects` names only stylesheets, so unused code tree-shakes away.
// Usage: node scripts/check-packages.mjs <dir with the extracted packages: dir/<name>/package/…>
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = process.argv[2];
if (!root) throw new Error('usage: check-packages.mjs <extracted-tarballs-dir>');

const problems = [];
const largestModule = 100_000;
const allowedFile = /^(package\.json|README\.md|LICENSE|dist\/.+\.(js|d\.ts|css))$/;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** The package a bare specifier names: `@scope/name/sub` → `@scope/name`. */
function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const importPattern =
  /(?:^|[\s;}])(?:import|export)\s*(?:[^'"();]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

for (const folder of readdirSync(root).sort()) {
  const dir = join(root, folder, 'package');
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const name = manifest.name;
  const files = walk(dir).map((file) => relative(dir, file));
  const report = (message) => problems.push(`${name}: ${message}`);

  for (const file of files) if (!allowedFile.test(file)) report(`ships ${file}`);
  // A file this large has bundled a library it should import (a test helper's, say).
  for (const file of files) {
    const size = statSync(join(dir, file)).size;
    if (file.endsWith('.js') && size > largestModule) report(`${file} is ${size} bytes`);
  }

  const code = files.filter((file) => file.endsWith('.js'));
  const types = files.filter((file) => file.endsWith('.d.ts'));
  const imported = new Set();
  const importedCss = new Set();
  for (const file of [...code, ...types]) {
    const text = readFileSync(join(dir, file), 'utf8');
    for (const match of text.matchAll(importPattern)) {
      const specifier = match[1] ?? match[2];
      if (specifier.startsWith('.')) {
        if (specifier.endsWith('.css')) importedCss.add(join(file, '..', specifier));
      } else if (!specifier.startsWith('node:')) {
        imported.add(packageOf(specifier));
      }
    }
  }
  for (const css of files.filter((file) => file.endsWith('.css'))) {
    if (!importedCss.has(css)) report(`${css} is shipped but no code imports it`);
  }

  // Every module is reached from an export by imports (static or dynamic): nothing unused.
  const exportTargets = Object.values(manifest.exports ?? {}).flatMap((target) =>
    typeof target === 'string' ? [target] : Object.values(target),
  );
  const reached = new Set();
  const queue = exportTargets
    .filter((target) => target.endsWith('.js'))
    .flatMap((target) => {
      const pattern = new RegExp(`^${target.replace(/^\.\//, '').replace('*', '[^/]+')}$`);
      return code.filter((file) => pattern.test(file));
    });
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    const text = readFileSync(join(dir, file), 'utf8');
    for (const match of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.[^"']+\.js)["']/g)) {
      queue.push(join(file, '..', match[1]));
    }
  }
  for (const file of code) if (!reached.has(file)) report(`${file} is reached from no export`);

  const dependencies = manifest.dependencies ?? {};
  const peers = manifest.peerDependencies ?? {};
  for (const dependency of imported) {
    if (dependency === name) continue;
    if (!(dependency in dependencies) && !(dependency in peers)) {
      report(`imports ${dependency}, which is neither a dependency nor a peer`);
    }
  }
  for (const [dependency, range] of Object.entries(dependencies)) {
    if (!imported.has(dependency)) report(`depends on ${dependency}, which nothing imports`);
    if (!/^(\^|~|>=)\d/.test(range))
      report(`depends on ${dependency}@${range}: not a semver range`);
  }

  const exportsText = JSON.stringify(manifest.exports ?? {});
  if (exportsText.includes('"source"')) report('exports a "source" condition');
  const sideEffects = manifest.sideEffects;
  const stylesOnly =
    sideEffects === false ||
    (Array.isArray(sideEffects) && sideEffects.every((glob) => /\.css(\.ts)?$/.test(glob)));
  if (!stylesOnly) report(`sideEffects ${JSON.stringify(sideEffects)} is not only stylesheets`);
  if (manifest.type !== 'module') report('is not "type": "module"');
}

if (problems.length > 0) {
  console.error(problems.map((problem) => `  ✗ ${problem}`).join('\n'));
  process.exit(1);
}
console.log(`packages ok: ${readdirSync(root).length} tarballs`);
