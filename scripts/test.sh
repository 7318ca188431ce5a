#!/usr/bin/env bash
# Runs every test of Flagfall, installing what is missing first (idempotent: present tools are kept).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }

step "toolchain"
rustup component list --installed 2>/dev/null | grep -q '^rustfmt' || rustup component add rustfmt
rustup component list --installed 2>/dev/null | grep -q '^clippy' || rustup component add clippy
rustup target list --installed | grep -qx wasm32-unknown-unknown || rustup target add wasm32-unknown-unknown

step "format"
cargo fmt --all -- --check

step "clippy (host)"
cargo clippy --workspace --all-targets --locked -- -D warnings

step "clippy (wasm32-unknown-unknown)"
cargo clippy --workspace --all-targets --locked --target wasm32-unknown-unknown -- -D warnings

step "core builds for wasm32 with no web dependency"
cargo build -p flagfall-core --locked --target wasm32-unknown-unknown
if cargo tree -p flagfall-core -e normal --target wasm32-unknown-unknown | grep -Eq '(web-sys|js-sys|wasm-bindgen)'; then
  echo "flagfall-core must not depend on web crates" >&2
  exit 1
fi

step "native tests (unit, property, doc, command line)"
cargo test --workspace --locked
