#!/usr/bin/env bash
# Makes sure a Chromium for the browser suite is on this machine. No test tool downloads its own browser:
# the suite drives Debian's Chromium (or the one CHROMIUM_PATH points at).
#
# Exit codes: 0 = Chromium is ready (its path is the last line of stdout)
#             3 = missing outside CI: the caller skips the browser suite
#             1 = missing in CI (CI=true): a failure
set -euo pipefail

chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"

if [[ -x "$chromium_path" ]]; then
  echo "$chromium_path"
  exit 0
fi

if [[ -z "${CHROMIUM_PATH:-}" && "$(id -u)" == "0" ]] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found: installing Debian's chromium with apt-get (about 30 s)..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt_log="$(mktemp)"
  if { apt-get update -qq && apt-get install -y -qq --no-install-recommends chromium; } >"$apt_log" 2>&1; then
    echo "Chromium installed." >&2
  else
    echo "apt-get could not install chromium:" >&2
    tail -n 20 "$apt_log" >&2
  fi
  rm -f "$apt_log"
fi

if [[ -x "$chromium_path" ]]; then
  echo "$chromium_path"
  exit 0
fi

if [[ "${CI:-}" == "true" ]]; then
  echo "ERROR: no Chromium at $chromium_path and CI=true: the browser suite cannot run." >&2
  exit 1
fi

cat >&2 <<NOTICE

########################################################################
#  NOTICE: no Chromium at $chromium_path
#  The browser (end-to-end) suite is SKIPPED on this machine.
#  To run it: apt-get install -y chromium   (as root)
#         or: export CHROMIUM_PATH=/path/to/chromium
########################################################################

NOTICE
exit 3
