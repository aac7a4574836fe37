#!/usr/bin/env bash
# The proxy test: Debian's nginx, configured with deploy/nginx/orderdesk.conf.template, in front of two
# built instances (apps/server/dist) on PostgreSQL. A step of the test command (scripts/test.sh), after
# the build; run alone after `npm run build`:
#   NGINX_PATH=/usr/sbin/nginx TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres bash scripts/test-proxy.sh
# TEST_DATABASE_URL: the PostgreSQL the test creates its database on; NGINX_PATH: the nginx (default: on PATH).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if [[ -z "${TEST_DATABASE_URL:-}" ]]; then
  echo "the proxy test needs TEST_DATABASE_URL (a PostgreSQL the test creates its database on)" >&2
  exit 1
fi
if [[ ! -f apps/server/dist/main.js || ! -f apps/web/dist/index.html ]]; then
  echo "the proxy test runs the built server and web app: npm run build first" >&2
  exit 1
fi
cd apps/server
exec env TEST_DB=postgres npx vitest run -c vitest.proxy.config.ts
