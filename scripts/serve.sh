#!/usr/bin/env bash
# Builds the web app for release and serves it on localhost, installing what is missing first.
#   PORT (default 8080) and HOST (default 127.0.0.1) choose where it is served.
#   --hall [BOARDS] also runs a hall of BOARDS boards (default 12) on a NATS broker of this machine,
#   listening on HOST at HALL_PORT (default 8443), over TLS when TLS_CERT and TLS_KEY name PEM files: it
#   prints the hall's links and its page of QR codes, and the broker stops when the app's server does.
#   The hall (passwords, everything the broker stored) is kept in .hall/ for the next run; --new-hall
#   makes a new one with new passwords.
set -euo pipefail
cd "$(dirname "$0")/.."

hall=false
hall_options=()
while (($#)); do
  case $1 in
    --hall)
      hall=true
      if [[ ${2:-} =~ ^[0-9]+$ ]]; then
        hall_options+=(--boards "$2")
        shift
      fi
      ;;
    --new-hall)
      hall=true
      hall_options+=(--new)
      ;;
    *)
      echo "usage: $0 [--hall [BOARDS]] [--new-hall]" >&2
      exit 2
      ;;
  esac
  shift
done

./scripts/setup.sh
./scripts/build-web.sh

if [[ $hall == false ]]; then
  exec node scripts/static-server.mjs dist
fi

# The broker runs in the background: stop it, and the app's server, however this script ends.
trap 'kill "${server:-}" 2>/dev/null || true; node scripts/hall.mjs stop' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
# After the build, which empties dist/: the page of QR codes goes into dist/hall/.
node scripts/hall.mjs start "${hall_options[@]}"
node scripts/static-server.mjs dist &
server=$!
wait "$server"
