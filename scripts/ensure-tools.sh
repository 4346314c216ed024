#!/usr/bin/env bash
# Installs what the project needs on a fresh Debian machine with Node and npm:
# pnpm 12.21.0 and, when asked, Debian's chromium for the browser tests.
set -euo pipefail

PNPM_VERSION=12.21.0

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "Need root (or sudo) to run: $*" >&2
    return 1
  fi
}

if ! command -v pnpm >/dev/null || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "Installing pnpm $PNPM_VERSION"
  as_root npm install -g "pnpm@$PNPM_VERSION" --no-fund --no-audit >/dev/null 2>&1 || npm install -g "pnpm@$PNPM_VERSION"
fi

if [ "${1:-}" = "--browser" ] && [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian chromium"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq chromium >/dev/null
fi
