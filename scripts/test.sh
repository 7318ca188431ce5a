#!/usr/bin/env bash
# Runs every test of Flagfall, installing what is missing first (idempotent: present tools are kept).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }

./scripts/setup.sh

# A clean clone builds once: incremental caches would only add gigabytes to its disk.
if [[ -n ${CI:-} ]]; then export CARGO_INCREMENTAL=0; fi

step "toolchain"
rustup component list --installed 2>/dev/null | grep -q '^rustfmt' || rustup component add rustfmt
rustup component list --installed 2>/dev/null | grep -q '^clippy' || rustup component add clippy

step "layers (src/model and src/record pure, each layer reaching only down)"
./scripts/check-layers.sh

step "format"
cargo fmt --all -- --check

step "clippy (host)"
cargo clippy --workspace --all-targets --locked -- -D warnings

step "clippy (wasm32-unknown-unknown)"
cargo clippy --workspace --all-targets --locked --target wasm32-unknown-unknown -- -D warnings
# The app as Trunk builds it: the parts fetched when first used are split points.
cargo clippy -p flagfall-web --locked --target wasm32-unknown-unknown --features split -- -D warnings

step "core builds for wasm32 with no web dependency"
cargo build -p flagfall-core --locked --target wasm32-unknown-unknown
if cargo tree -p flagfall-core -e normal --target wasm32-unknown-unknown | grep -Eq '(web-sys|js-sys|wasm-bindgen)'; then
  echo "flagfall-core must not depend on web crates" >&2
  exit 1
fi

step "native tests (unit, property, doc, command line)"
cargo test --workspace --locked

step "web app release build (trunk, offline)"
./scripts/build-web.sh

step "browser tests (wasm-bindgen-test in headless Chromium)"
# The runner stops each Chromium before it can delete its profile (85 MB a test file): give them a
# temporary directory of their own, removed afterwards.
browser_tmp=$(mktemp -d)
trap 'rm -rf "$browser_tmp"' EXIT
# --mode no-install: use the installed wasm-bindgen-test-runner and Debian's chromedriver, download nothing.
# -p: only the app has browser tests; the other crates' tests run natively above.
TMPDIR=$browser_tmp CHROMEDRIVER=/usr/bin/chromedriver wasm-pack test --headless --chrome --mode no-install -- -p flagfall-web --locked

step "end-to-end (the release build in headless Chromium)"
node --test e2e/
