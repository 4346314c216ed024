#!/usr/bin/env bash
# Installs everything and runs every check: format + lint, types, unit and component tests,
# the production build, size budgets, package checks, the Storybook build and the
# end-to-end tests in Debian's Chromium. Ends with one "N passed, N failed" line.
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1 DO_NOT_TRACK=1 CI="${CI:-true}"

bash scripts/ensure-tools.sh --browser
pnpm install --frozen-lockfile
rm -rf apps/web/test-results packages/*/test-results

step() { printf '\n== %s\n' "$1"; }
step "lint (eslint + prettier)"; pnpm lint
step "typecheck"; pnpm typecheck
step "unit and component tests"
pnpm turbo run test -- --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
step "build"; pnpm build
step "size budgets"; pnpm size
step "package checks (publint)"; pnpm publint
step "storybook build"; pnpm build-storybook
step "end-to-end (Chromium)"; pnpm e2e

node scripts/summarize-tests.mjs
