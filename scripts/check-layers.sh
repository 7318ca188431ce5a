#!/usr/bin/env bash
# The app's layers, as ARCHITECTURE.md draws them: src/model/ and src/record/ are pure (no Leptos, no
# browser API, no reach into the layers above them), so they run and are tested natively. Models also
# speak in types, not in the page's language: src/i18n/ words them, and src/model/ never reaches it
# (src/record/ renders documents in the page's language, so it may).
set -euo pipefail
cd "$(dirname "$0")/.."

status=0
forbidden='\b(leptos|web_sys|js_sys|wasm_bindgen|wasm_bindgen_futures|gloo_timers|send_wrapper)\b|crate::(browser|screens|widgets|app)\b'
for layer in src/model src/record; do
  if found=$(grep -rnE "$forbidden" "$layer" --include='*.rs'); then
    echo "$layer must stay pure, but:" >&2
    echo "$found" >&2
    status=1
  fi
done
# Each layer reaches only down: widgets never into a screen; browser effects and languages into no
# component.
check_down() {
  local layer=$1 above=$2 found
  if found=$(grep -rnE "crate::($above)\\b" "$layer" --include='*.rs'); then
    echo "$layer must not depend on $above, but:" >&2
    echo "$found" >&2
    status=1
  fi
}
check_down src/model 'i18n'
# Nor the page's language by another road.
if found=$(grep -rnE '\bflagfall_lang\b' src/model --include='*.rs'); then
  echo "src/model must not depend on the page's language, but:" >&2
  echo "$found" >&2
  status=1
fi
check_down src/screens 'app'
check_down src/widgets 'screens|app'
check_down src/browser 'screens|widgets|app'
check_down src/i18n 'screens|widgets|app|browser'

top=$(find src -maxdepth 1 -type f -printf '%f\n' | sort | tr '\n' ' ')
if [[ $top != "app.rs lib.rs main.rs " ]]; then
  echo "src/ holds only main.rs, lib.rs and app.rs at its top; found: $top" >&2
  status=1
fi
exit $status
