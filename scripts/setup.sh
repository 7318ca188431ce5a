#!/usr/bin/env bash
# Installs what the web app's build and tests need. Idempotent: every step checks first and skips when
# the right version is already there. Nothing here downloads from anywhere but crates.io, npm, PyPI and
# Debian, and no tool fetches its own browser: Rust tools are built from crates.io, wasm-opt, esbuild,
# playwright-core and the NATS client come from npm, python-chess from PyPI, Chromium and nats-server from
# Debian.
set -euo pipefail
cd "$(dirname "$0")/.."

TRUNK_VERSION=0.21.14
WASM_PACK_VERSION=0.15.1
# wasm-split-cli cuts the app's split points into modules of their own (scripts/split-app.mjs).
WASM_SPLIT_VERSION=0.2.4
# python-chess reads the exported PGN in the end-to-end tests, as other programs would (e2e/pgn_read.py).
PYTHON_CHESS_VERSION=1.11.2
# The wasm-bindgen CLI must be exactly the library's version, which Cargo.toml pins and Cargo.lock records.
WASM_BINDGEN_VERSION=$(awk '$0 == "name = \"wasm-bindgen\"" { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
[[ -n $WASM_BINDGEN_VERSION ]] || { echo "setup: no wasm-bindgen in Cargo.lock" >&2; exit 1; }

have() { printf '    %s\n' "$*"; }
doing() { printf '  + %s\n' "$*"; }
# The first word-with-dots of a tool's --version output, or nothing when the tool is missing.
version_of() { "$@" --version 2>/dev/null | grep -Eo '[0-9]+\.[0-9]+\.[0-9]+' | head -n 1 || true; }

echo "==> setup"

if rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  have "rust target wasm32-unknown-unknown"
else
  doing "rustup target add wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
fi

if [[ $(version_of trunk) == "$TRUNK_VERSION" ]]; then
  have "trunk $TRUNK_VERSION"
else
  # 0.22 needs a newer rustc than the machine's; --locked keeps trunk's own tested dependencies.
  doing "cargo install trunk $TRUNK_VERSION (about 10 minutes on 2 cores)"
  cargo install --locked "trunk@$TRUNK_VERSION"
fi

if [[ $(version_of wasm-bindgen) == "$WASM_BINDGEN_VERSION" &&
  $(version_of wasm-bindgen-test-runner) == "$WASM_BINDGEN_VERSION" ]]; then
  have "wasm-bindgen-cli $WASM_BINDGEN_VERSION"
else
  # Not --locked: the CLI's lock file names a dependency version the registry no longer has.
  doing "cargo install wasm-bindgen-cli $WASM_BINDGEN_VERSION (about 5 minutes)"
  cargo install --force "wasm-bindgen-cli@=$WASM_BINDGEN_VERSION"
fi

if [[ $(version_of wasm-pack) == "$WASM_PACK_VERSION" ]]; then
  have "wasm-pack $WASM_PACK_VERSION"
else
  doing "cargo install wasm-pack $WASM_PACK_VERSION (about 3 minutes)"
  cargo install --locked "wasm-pack@$WASM_PACK_VERSION"
fi

# wasm-split-cli has no --version: cargo's list of installed packages names the crate's version.
if cargo install --list | grep -qx "wasm_split_cli_support v$WASM_SPLIT_VERSION:" && command -v wasm-split-cli >/dev/null; then
  have "wasm-split-cli $WASM_SPLIT_VERSION"
else
  doing "cargo install wasm_split_cli_support $WASM_SPLIT_VERSION (about 1 minute)"
  cargo install --locked --features build-binary "wasm_split_cli_support@$WASM_SPLIT_VERSION"
fi

# npm ls fails when an installed package is missing or differs from package.json's exact pins.
if npm ls --depth=0 >/dev/null 2>&1; then
  have "npm packages (binaryen, esbuild, playwright-core, axe-core, the NATS client, qrcode)"
elif [[ -f package-lock.json ]]; then
  doing "npm ci"
  npm ci --no-audit --no-fund
else
  doing "npm install"
  npm install --no-audit --no-fund
fi

if [[ -x /usr/bin/chromium && -x /usr/bin/chromedriver ]]; then
  have "chromium and chromedriver"
else
  doing "apt-get install chromium chromium-driver"
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y chromium chromium-driver
fi

# The hall's message broker (./scripts/serve.sh --hall, e2e/hall-broker.test.mjs): Debian's NATS server.
if [[ -x /usr/sbin/nats-server ]]; then
  have "nats-server $(version_of /usr/sbin/nats-server)"
else
  doing "apt-get install nats-server"
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y nats-server
fi

if [[ "$(python3 -c 'import chess; print(chess.__version__)' 2>/dev/null)" == "$PYTHON_CHESS_VERSION" ]]; then
  have "python-chess $PYTHON_CHESS_VERSION"
else
  doing "pip install chess $PYTHON_CHESS_VERSION"
  python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore "chess==$PYTHON_CHESS_VERSION"
fi
