#!/usr/bin/env bash
# Builds the web app for release and serves it on localhost, installing what is missing first.
#   PORT (default 8080) and HOST (default 127.0.0.1) choose where it is served.
set -euo pipefail
cd "$(dirname "$0")/.."

./scripts/setup.sh
./scripts/build-web.sh

exec node scripts/static-server.mjs dist
