#!/usr/bin/env bash
# Installs everything and runs every check: format + lint, types, unit and component tests,
# the production build, size budgets, package checks, the packed packages embedded in a
# separate app (examples/embed-vite), the Storybook build, the end-to-end tests and
# Lighthouse in Debian's Chromium. Every check runs even when an earlier one fails,
# and the closing summary ("N passed, N failed", plus the failed steps) always prints; the
# exit status is non-zero when anything failed.
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1 DO_NOT_TRACK=1 CI="${CI:-true}"

failed_steps=()
step_times=()

# Runs on every exit, also when the installation fails or the run is interrupted.
finish() {
  local status=$?
  trap - EXIT
  if [ "${#step_times[@]}" -gt 0 ]; then
    printf '\n== time per step\n'
    printf '%s\n' "${step_times[@]}"
  fi
  printf '\n== summary\n'
  node scripts/summarize-tests.mjs || status=1
  if [ "${#failed_steps[@]}" -gt 0 ]; then
    printf 'Failed steps:\n'
    printf '  - %s\n' "${failed_steps[@]}"
    status=1
  fi
  exit "$status"
}
trap finish EXIT

rm -rf apps/web/test-results packages/*/test-results test-results
bash scripts/ensure-tools.sh --browser
pnpm install --frozen-lockfile

# Runs one check; a failure is recorded and the next check still runs.
step() {
  local name=$1
  shift
  local began=$SECONDS
  printf '\n== %s\n' "$name"
  if ! "$@"; then
    failed_steps+=("$name")
  fi
  step_times+=("$(printf '%5d s  %s' $((SECONDS - began)) "$name")")
}

step "lint (eslint + prettier)" pnpm lint
step "typecheck" pnpm typecheck
# Three packages at a time: one package's Vitest run alone leaves a core idle at its start and
# end, and ten at once on two cores only switch between them (measured on this machine: 146 s
# at three, 162 s at two, 204 s at turbo's default of ten).
step "unit and component tests" \
  pnpm turbo run test --continue --concurrency=3 -- --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
step "build" pnpm build
step "size budgets" pnpm size
step "package checks (publint)" pnpm publint
step "embedding (packed packages in examples/embed-vite)" pnpm embed-check
step "storybook build" pnpm build-storybook
step "end-to-end (Chromium)" pnpm e2e
step "lighthouse (mobile, median of 3)" pnpm lighthouse
