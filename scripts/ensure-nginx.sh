#!/usr/bin/env bash
# Makes sure an nginx for the proxy test (apps/server/test/proxy/) is on this machine: Debian's nginx, the
# proxy the compose file puts in front of the instances (deploy/nginx/orderdesk.conf.template).
#
# Found on PATH or in /usr/sbin (or at NGINX_PATH) it is used; when it is missing and this runs as root,
# apt-get installs Debian's `nginx` package (the server alone; Debian does not start it here, and the
# test runs its own nginx process with a configuration and folder of its own). The test also makes its
# certificate with the `openssl` command, installed the same way when missing.
#
# Exit codes: 0 = nginx is ready (its path is the last line of stdout)
#             3 = missing outside CI: the caller skips the proxy test
#             1 = missing in CI (CI=true): a failure
set -euo pipefail

find_nginx() {
  if [[ -n "${NGINX_PATH:-}" ]]; then
    [[ -x "$NGINX_PATH" ]] && echo "$NGINX_PATH"
    return 0
  fi
  local path
  path="$(command -v nginx 2>/dev/null || true)"
  [[ -z "$path" && -x /usr/sbin/nginx ]] && path=/usr/sbin/nginx
  [[ -n "$path" ]] && echo "$path"
  return 0
}

have_openssl() { command -v openssl >/dev/null 2>&1; }

nginx_path="$(find_nginx)"
if [[ -n "$nginx_path" ]] && have_openssl; then
  echo "$nginx_path"
  exit 0
fi

packages=()
[[ -z "$nginx_path" ]] && packages+=(nginx)
have_openssl || packages+=(openssl)
if [[ -z "${NGINX_PATH:-}" || -n "$nginx_path" ]] && [[ "$(id -u)" == "0" ]] && command -v apt-get >/dev/null 2>&1; then
  echo "${packages[*]} not found: installing Debian's ${packages[*]} with apt-get..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt_log="$(mktemp)"
  # policy-rc.d 101: the package's scripts do not start the system's nginx (no service is wanted here).
  policy=/usr/sbin/policy-rc.d
  placed_policy=no
  if [[ ! -e "$policy" ]]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy" && placed_policy=yes
  fi
  if { apt-get update -qq && apt-get install -y -qq --no-install-recommends "${packages[@]}"; } >"$apt_log" 2>&1; then
    echo "${packages[*]} installed." >&2
  else
    echo "apt-get could not install ${packages[*]}:" >&2
    tail -n 20 "$apt_log" >&2
  fi
  [[ "$placed_policy" == yes ]] && rm -f "$policy"
  rm -f "$apt_log"
  nginx_path="$(find_nginx)"
  if [[ -n "$nginx_path" ]] && have_openssl; then
    echo "$nginx_path"
    exit 0
  fi
fi

missing="${packages[*]}"
if [[ "${CI:-}" == "true" ]]; then
  echo "ERROR: no $missing (nginx: ${NGINX_PATH:-on PATH or /usr/sbin/nginx}) and CI=true: the proxy test cannot run." >&2
  exit 1
fi

cat >&2 <<NOTICE

########################################################################
#  NOTICE: no $missing (nginx: ${NGINX_PATH:-PATH or /usr/sbin/nginx})
#  The proxy test (nginx in front of two instances) is SKIPPED.
#  To run it: apt-get install -y nginx openssl   (as root)
#         or: export NGINX_PATH=/path/to/nginx
########################################################################

NOTICE
exit 3
