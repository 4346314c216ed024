#!/usr/bin/env bash
# The packages as a developer outside this repository gets them:
#   1. builds and packs every publishable package with pnpm (as a release does);
#   2. checks the tarballs: contents, dependencies, exports (scripts/check-packages.mjs),
#      publint and @arethetypeswrong/cli, and their sizes against budgets;
#   3. installs them with npm into a fresh copy of examples/embed-vite (a plain Vite + React
#      app outside the workspace), builds it (tsc + vite) and runs its end-to-end test in
#      Debian's Chromium; measures the JS it loads for one Lingo (gzip) against a budget;
#   4. dry-runs a release: `changeset version` and `changeset pack` in a copy of the
#      workspace, then `npm publish --dry-run` of each tarball (nothing is written anywhere).
# Run from the repository root (`pnpm embed-check`); any failure exits non-zero.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
start=$(date +%s)
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm_config_fund=false npm_config_audit=false
export npm_config_update_notifier=false

work=$(mktemp -d /tmp/lingos-embed.XXXXXX)
cleanup() {
  if [ -n "${KEEP_EMBED_WORK:-}" ]; then echo "work dir kept: $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT
packs="$work/packs"
mkdir -p "$packs" "$work/extracted" test-results
rm -f test-results/embed-e2e.json

# Tarball budgets (bytes, gzip as packed). A package that grows past its budget fails here.
declare -A tarball_budget=(
  [catalogue]=17000 [ui]=50000 [kit]=380000 [time]=155000 [money]=115000 [calendar]=110000 [measurements]=155000
  [words]=155000 [reading]=155000
)
# The JS the fixture loads (gzip, its own Vite build): its home page, which has no Lingo
# (react, react-dom and react-router alone are 97.6 kB), and home then Set the Time.
home_js_budget=110000
lingo_js_budget=160000

# The publishable packages: every packages/* not marked private.
packages=()
for manifest in packages/*/package.json; do
  if node -e "process.exit(require('./$manifest').private ? 1 : 0)"; then
    packages+=("$(basename "$(dirname "$manifest")")")
  fi
done

echo "== build and pack: ${packages[*]}"
pnpm exec turbo run build --output-logs=errors-only $(printf -- "--filter=./packages/%s " "${packages[@]}")
for name in "${packages[@]}"; do
  (cd "packages/$name" && pnpm pack --pack-destination "$packs" >/dev/null)
done

echo "== tarballs"
failed=0
for name in "${packages[@]}"; do
  tarball=$(ls "$packs"/lingos-"$name"-*.tgz)
  size=$(stat -c %s "$tarball")
  files=$(tar tzf "$tarball" | wc -l)
  budget=${tarball_budget[$name]:-100000}
  verdict=ok
  if [ "$size" -gt "$budget" ]; then verdict="OVER BUDGET"; failed=1; fi
  printf '  %-22s %8d bytes  %4d files  (budget %d) %s\n' "@lingos/$name" "$size" "$files" "$budget" "$verdict"
  mkdir -p "$work/extracted/$name"
  tar xzf "$tarball" -C "$work/extracted/$name"
done
[ "$failed" -eq 0 ]

node scripts/check-packages.mjs "$work/extracted"
for tarball in "$packs"/*.tgz; do
  pnpm exec publint run --strict "$tarball" >"$work/publint.log" 2>&1 || {
    cat "$work/publint.log"
    exit 1
  }
  # ESM only, by design: CommonJS resolution (node10, node16 from require) is not offered.
  pnpm exec attw "$tarball" --profile esm-only --format ascii >"$work/attw.log" 2>&1 || {
    cat "$work/attw.log"
    exit 1
  }
done
echo "publint and attw: ${#packages[@]} tarballs clean"

echo "== fixture: install the tarballs with npm, build, end-to-end"
app="$work/app"
mkdir -p "$app"
(cd examples/embed-vite && tar cf - --exclude=node_modules --exclude=dist --exclude=test-results .) |
  (cd "$app" && tar xf -)
(cd "$app" && npm install --no-audit --no-fund --loglevel=error "$packs"/*.tgz >/dev/null)
(cd "$app" && npm run --silent build >"$work/fixture-build.log" 2>&1) || {
  cat "$work/fixture-build.log"
  exit 1
}
(cd "$app" && EMBED_REPORT="$repo/test-results/embed-e2e.json" \
  EMBED_LINGO_JS="$work/lingo-js.json" EMBED_HOME_JS="$work/home-js.json" \
  npx playwright test)

echo "== tree-shaking: a page that uses a widget and the model of a concept, and no Lingo"
cat >"$app/probe.js" <<'PROBE'
import { AnalogClock, formatWords } from '@lingos/time';
import { formatAmount } from '@lingos/money';
export const probe = [AnalogClock, formatWords(75), formatAmount(125)];
PROBE
(cd "$app" && node --input-type=module -e '
  import { build } from "vite";
  const [result] = [await build({
    configFile: false, logLevel: "silent",
    build: { write: false, lib: { entry: "probe.js", formats: ["es"] },
      rolldownOptions: { external: [/^react/] } },
  })].flat();
  const chunks = result.output.filter((file) => file.type === "chunk");
  // A Lingo enters a build only through its bundle loader, which imports dist/modules/lingos/….
  const lingos = chunks.flatMap((chunk) => chunk.moduleIds).filter((id) => id.includes("/dist/modules/lingos/"));
  console.log(`  ${lingos.length} Lingo modules in the build (of ${chunks.length} chunks; the lazy ones are pictures)`);
  if (lingos.length > 0) { console.error(`  bundled although unused: ${lingos.join(", ")}`); process.exit(1); }
')

echo "== JS the fixture loads (its own production build, gzip -9)"
gzip_total() {
  node -e '
    const { readFileSync } = require("node:fs");
    const { gzipSync } = require("node:zlib");
    const files = JSON.parse(readFileSync(process.argv[1], "utf8"));
    let total = 0;
    for (const file of files) total += gzipSync(readFileSync(process.argv[2] + file), { level: 9 }).length;
    console.log(total + " " + files.length);
  ' "$1" "$app/dist"
}
read -r home_js home_files < <(gzip_total "$work/home-js.json")
read -r lingo_js lingo_files < <(gzip_total "$work/lingo-js.json")
printf '  home page (/):          %7d bytes in %2d files (budget %d)\n' "$home_js" "$home_files" "$home_js_budget"
printf '  Set the Time (/learn/time), from home: %7d bytes in %2d files (budget %d)\n' \
  "$lingo_js" "$lingo_files" "$lingo_js_budget"
[ "$home_js" -le "$home_js_budget" ] || { echo "home page JS over budget"; exit 1; }
[ "$lingo_js" -le "$lingo_js_budget" ] || { echo "Lingo JS over budget"; exit 1; }

echo "== release dry run: changeset version, changeset pack, npm publish --dry-run"
release="$work/release"
mkdir -p "$release/packages" "$release/apps/web" "$release/scripts"
cp -r .changeset package.json pnpm-workspace.yaml "$release/"
cp apps/web/package.json "$release/apps/web/"
cp scripts/require-pnpm-pack.mjs "$release/scripts/"
ln -s "$repo/node_modules" "$release/node_modules"
for name in "${packages[@]}"; do
  mkdir -p "$release/packages/$name"
  cp "packages/$name/package.json" "packages/$name/README.md" "$release/packages/$name/"
  cp -r "packages/$name/dist" "$release/packages/$name/"
done
(cd "$release" && pnpm exec changeset version >"$work/version.log" 2>&1) || {
  cat "$work/version.log"
  exit 1
}
(cd "$release" && pnpm exec changeset pack --out-dir "$work/release-packs" >"$work/pack.log" 2>&1) || {
  cat "$work/pack.log"
  exit 1
}
for tarball in $(find "$work/release-packs" -name '*.tgz' | sort); do
  (cd "$work" && npm publish --dry-run --access public "$tarball" >"$work/publish.log" 2>&1) || {
    cat "$work/publish.log"
    exit 1
  }
  grep -E 'npm notice (name|version):' "$work/publish.log" | sed 's/npm notice //' | paste -sd ' ' |
    sed 's/^/  would publish /'
done

echo "embed check passed in $(($(date +%s) - start)) s"
