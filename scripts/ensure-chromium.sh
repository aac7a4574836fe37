#!/usr/bin/env bash
# Makes sure a Chromium for the browser suite is on this machine. No test tool downloads its own browser:
# the suite drives Debian's Chromium (or the one CHROMIUM_PATH points at).
#
# Debian builds Chromium two ways from one source: `chromium-headless-shell` (the browser without its
# desktop shell, which is what a headless test run uses) and `chromium`. The suite prefers the headless
# shell: the same Blink and V8, about a quarter less CPU and a third less time on the browser suite.
# Either one found is used; when neither is and this runs as root, apt-get installs the headless shell
# (or `chromium` where that package does not exist).
#
# Exit codes: 0 = Chromium is ready (its path is the last line of stdout)
#             3 = missing outside CI: the caller skips the browser suite
#             1 = missing in CI (CI=true): a failure
set -euo pipefail

CANDIDATES=(/usr/bin/chromium-headless-shell /usr/bin/chromium)

find_chromium() {
  if [[ -n "${CHROMIUM_PATH:-}" ]]; then
    [[ -x "$CHROMIUM_PATH" ]] && echo "$CHROMIUM_PATH"
    return 0
  fi
  local path
  for path in "${CANDIDATES[@]}"; do
    if [[ -x "$path" ]]; then
      echo "$path"
      return 0
    fi
  done
}

chromium_path="$(find_chromium)"
if [[ -n "$chromium_path" ]]; then
  echo "$chromium_path"
  exit 0
fi

if [[ -z "${CHROMIUM_PATH:-}" && "$(id -u)" == "0" ]] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found: installing Debian's chromium-headless-shell with apt-get (about 30 s)..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt_log="$(mktemp)"
  if { apt-get update -qq &&
    { apt-get install -y -qq --no-install-recommends chromium-headless-shell ||
      apt-get install -y -qq --no-install-recommends chromium; }; } >"$apt_log" 2>&1; then
    echo "Chromium installed." >&2
  else
    echo "apt-get could not install chromium:" >&2
    tail -n 20 "$apt_log" >&2
  fi
  rm -f "$apt_log"
  chromium_path="$(find_chromium)"
  if [[ -n "$chromium_path" ]]; then
    echo "$chromium_path"
    exit 0
  fi
fi

if [[ "${CI:-}" == "true" ]]; then
  echo "ERROR: no Chromium (${CHROMIUM_PATH:-${CANDIDATES[*]}}) and CI=true: the browser suite cannot run." >&2
  exit 1
fi

cat >&2 <<NOTICE

########################################################################
#  NOTICE: no Chromium at ${CHROMIUM_PATH:-${CANDIDATES[*]}}
#  The browser (end-to-end) suite is SKIPPED on this machine.
#  To run it: apt-get install -y chromium-headless-shell   (as root)
#         or: export CHROMIUM_PATH=/path/to/chromium
########################################################################

NOTICE
exit 3
