#!/usr/bin/env bash
# The release build of the web app into dist/, offline, with the pinned tools (see Trunk.toml).
set -euo pipefail
cd "$(dirname "$0")/.."

# npm's binaryen first on PATH: Trunk must find wasm-opt 132, never an older system one.
PATH="$PWD/node_modules/.bin:$PATH" trunk build --release --offline --locked
