#!/usr/bin/env bash
# Entry point of the npm scripts that need the stack: provisions Node 22, installs dependencies
# when missing or when package-lock.json changed, then runs scripts/<name>.mjs (or, with `exec`,
# any command).
set -euo pipefail
source "$(dirname "$0")/toolchain.sh"
cd "$ROOT_DIR"

stamp="node_modules/.install-stamp"
want="$(node --version) $(sha256sum package-lock.json | cut -d' ' -f1)"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  if [ -d node_modules/directus ]; then
    # An existing install: bring it in line with the lock file without starting over.
    echo "› Updating dependencies (package-lock.json changed)"
    npm install --no-audit --no-fund --loglevel=error
  else
    echo "› Installing dependencies (npm ci; a first install compiles native modules for a few minutes)"
    npm ci --no-audit --no-fund --loglevel=error
  fi
  echo "$want" > "$stamp"
fi

name="$1"
shift
# `run.sh exec <command…>`: any command with Node 22 and the dependencies in place.
if [ "$name" = "exec" ]; then exec "$@"; fi
exec node "scripts/$name.mjs" "$@"
