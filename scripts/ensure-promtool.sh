#!/usr/bin/env bash
# Makes sure a promtool is on this machine for the alert rules' test (deploy/prometheus/): Prometheus's
# own checker of rules and configuration, and its unit tests of alerts.
#
# Found at PROMTOOL_PATH, on PATH or in this script's cache it is used. Otherwise, where apt-get is
# there, the Debian package `prometheus` is downloaded (not installed: no service, no dependencies) and
# unpacked into the cache, ${XDG_CACHE_HOME:-~/.cache}/orderdesk/prometheus; promtool is one static binary.
#
# Exit codes: 0 = promtool is ready (its path is the last line of stdout)
#             3 = missing outside CI: the caller skips the alert rules' test
#             1 = missing in CI (CI=true): a failure
set -euo pipefail

cache="${XDG_CACHE_HOME:-$HOME/.cache}/orderdesk/prometheus"
cached="$cache/root/usr/bin/promtool"

find_promtool() {
  if [[ -n "${PROMTOOL_PATH:-}" ]]; then
    [[ -x "$PROMTOOL_PATH" ]] && echo "$PROMTOOL_PATH"
    return 0
  fi
  local path
  path="$(command -v promtool 2>/dev/null || true)"
  [[ -z "$path" && -x "$cached" ]] && path="$cached"
  [[ -n "$path" ]] && echo "$path"
  return 0
}

promtool_path="$(find_promtool)"
if [[ -z "$promtool_path" && -z "${PROMTOOL_PATH:-}" ]] && command -v apt-get >/dev/null 2>&1; then
  echo "promtool not found: downloading Debian's prometheus package into $cache..." >&2
  work="$(mktemp -d)"
  log="$work/apt.log"
  download() { (cd "$work" && apt-get download prometheus) >>"$log" 2>&1; }
  # The package lists may be missing or old on a fresh machine: read them once and try again (as root).
  if download || { [[ "$(id -u)" == "0" ]] && apt-get update -qq >>"$log" 2>&1 && download; }; then
    rm -rf "$cache/root" && mkdir -p "$cache/root"
    dpkg-deb -x "$work"/prometheus_*.deb "$cache/root"
  else
    echo "apt-get could not download prometheus:" >&2
    tail -n 20 "$log" >&2
  fi
  rm -rf "$work"
  promtool_path="$(find_promtool)"
fi

if [[ -n "$promtool_path" ]]; then
  echo "$promtool_path"
  exit 0
fi

if [[ "${CI:-}" == "true" ]]; then
  echo "ERROR: no promtool (${PROMTOOL_PATH:-on PATH or in $cache}) and CI=true: the alert rules' test cannot run." >&2
  exit 1
fi

cat >&2 <<NOTICE

########################################################################
#  NOTICE: no promtool (${PROMTOOL_PATH:-PATH or $cache})
#  The alert rules' test (deploy/prometheus/) is SKIPPED.
#  To run it: apt-get install -y prometheus   (as root)
#         or: export PROMTOOL_PATH=/path/to/promtool
########################################################################

NOTICE
exit 3
