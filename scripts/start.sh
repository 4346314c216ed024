#!/usr/bin/env bash
# Installs the project and starts the app at http://localhost:5173
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1
bash scripts/ensure-tools.sh
pnpm install --frozen-lockfile
exec pnpm --filter @lingos/web exec vite --host localhost --port 5173
