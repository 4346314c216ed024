// Adds up the vitest and Playwright JSON reports into one closing line. A report that is
// missing (its step failed before it, or never ran) or unreadable is named, and counts as a
// failure: "0 failed" must never mean "nothing ran".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

let passed = 0;
let failed = 0;
let skipped = 0;
const problems = [];

/** The parsed JSON report, or null (with the reason recorded) when it is missing or broken. */
function readReport(file, what) {
  if (!existsSync(file)) {
    problems.push(`${what}: no report (${file}); the tests did not run or did not finish`);
    return null;
  }
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${what}: unreadable report (${file}): ${error.message}`);
    return null;
  }
}

/** The workspace packages that have a script by this name. */
function packagesWith(script) {
  const found = [];
  for (const group of ['packages', 'apps']) {
    if (!existsSync(group)) continue;
    for (const name of readdirSync(group)) {
      const manifest = join(group, name, 'package.json');
      if (!existsSync(manifest)) continue;
      const { name: packageName, scripts = {} } = JSON.parse(readFileSync(manifest, 'utf8'));
      if (scripts[script]) found.push({ dir: join(group, name), name: packageName });
    }
  }
  return found;
}

for (const { dir, name } of packagesWith('test')) {
  const report = readReport(join(dir, 'test-results', 'vitest.json'), `${name} unit tests`);
  if (!report) continue;
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A file that failed to load (syntax error, bad import) has no tests to count.
  if (report.numFailedTestSuites > 0 && (report.numFailedTests ?? 0) === 0) {
    problems.push(`${name} unit tests: ${report.numFailedTestSuites} test file(s) failed to run`);
  }
}

for (const { dir, name } of packagesWith('e2e')) {
  const report = readReport(join(dir, 'test-results', 'e2e.json'), `${name} end-to-end tests`);
  if (!report) continue;
  const { stats } = report;
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
  if (report.errors?.length > 0) {
    problems.push(`${name} end-to-end tests: ${report.errors.length} error(s) outside tests`);
  }
}

// The embedding fixture (examples/embed-vite) is not a workspace package: its step writes
// its Playwright report here.
{
  const report = readReport(join('test-results', 'embed-e2e.json'), 'embed fixture end-to-end');
  if (report) {
    const { stats } = report;
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    skipped += stats.skipped;
    if (report.errors?.length > 0) {
      problems.push(`embed fixture end-to-end: ${report.errors.length} error(s) outside tests`);
    }
  }
}

console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
for (const problem of problems) console.log(`  ${problem}`);
process.exit(failed > 0 || passed === 0 || problems.length > 0 ? 1 : 0);
