#!/usr/bin/env bash
# Finds a PostgreSQL for the server's PostgreSQL suite.
#
# Sourced (as scripts/test.sh does):   source scripts/ensure-postgres.sh
#   sets ORDERDESK_PG_STATUS = ready | missing | failed, exports TEST_DATABASE_URL when ready, and defines
#   orderdesk_pg_cleanup, which stops the throw-away cluster if this script started one (call it from a trap).
# Run directly:                        bash scripts/ensure-postgres.sh
#   prints `export TEST_DATABASE_URL=...` on stdout (and how to stop a cluster it started);
#   exit 0 = ready, 3 = missing (outside CI), 1 = failed (CI=true).
#
# How it decides, first match wins:
#   1. TEST_DATABASE_URL is set: use it as given.
#   2. postgres://postgres@127.0.0.1:5432/postgres answers (trust auth): use it.
#   3. PostgreSQL binaries are installed, or we are root and apt-get can install them: initdb a throw-away
#      cluster in a temp folder (as user postgres when root: initdb refuses root), start it on a free port
#      from 54329 with its socket in that folder, use it, and stop it in orderdesk_pg_cleanup.
#   4. Otherwise: in CI (CI=true) a failure; elsewhere a loud notice, and only the SQLite suite runs.

ORDERDESK_PG_STATUS=missing
ORDERDESK_PG_CLUSTER_DIR=""
_odpg_bindir=""
_odpg_owner=""
_odpg_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_odpg_default_url="postgres://postgres@127.0.0.1:5432/postgres"

_odpg_log() { echo "[postgres] $*" >&2; }

# Runs a command as the cluster's owner (user postgres when we are root), from inside the cluster folder.
_odpg_as_owner() {
  if [[ -n "$_odpg_owner" ]]; then
    if command -v runuser >/dev/null 2>&1; then
      (cd "$ORDERDESK_PG_CLUSTER_DIR" && runuser -u "$_odpg_owner" -- "$@")
    else
      (cd "$ORDERDESK_PG_CLUSTER_DIR" && su -s /bin/sh "$_odpg_owner" -c "$(printf '%q ' "$@")")
    fi
  else
    (cd "$ORDERDESK_PG_CLUSTER_DIR" && "$@")
  fi
}

# True when `select 1` succeeds at the URL: psql if installed, else the `pg` package from node_modules.
_odpg_can_connect() {
  local url="$1"
  if command -v psql >/dev/null 2>&1 &&
    PGCONNECT_TIMEOUT=3 psql "$url" -X -Atqc 'select 1' >/dev/null 2>&1; then
    return 0
  fi
  (cd "$_odpg_root" && timeout 15 node -e '
    const { Client } = require("pg");
    const client = new Client({ connectionString: process.argv[1], connectionTimeoutMillis: 3000 });
    client.connect().then(() => client.query("select 1")).then(() => client.end())
      .then(() => process.exit(0), () => process.exit(1));
  ' "$url" >/dev/null 2>&1)
}

_odpg_port_in_use() {
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

_odpg_find_bindir() {
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  if [[ -n "$dir" && -x "$dir/initdb" && -x "$dir/pg_ctl" ]]; then
    _odpg_bindir="$dir"
    return 0
  fi
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    _odpg_bindir="$(dirname "$(command -v initdb)")"
    return 0
  fi
  return 1
}

_odpg_install() {
  [[ "$(id -u)" == "0" ]] && command -v apt-get >/dev/null 2>&1 || return 1
  _odpg_log "installing PostgreSQL with apt-get..."
  local apt_log
  apt_log="$(mktemp)"
  if { DEBIAN_FRONTEND=noninteractive apt-get update -qq &&
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql; } >"$apt_log" 2>&1; then
    rm -f "$apt_log"
    return 0
  fi
  _odpg_log "apt-get could not install postgresql:"
  tail -n 20 "$apt_log" >&2
  rm -f "$apt_log"
  return 1
}

_odpg_start_cluster() {
  if ! _odpg_find_bindir; then
    _odpg_install || return 1
    _odpg_find_bindir || return 1
  fi

  if [[ "$(id -u)" == "0" ]]; then
    _odpg_owner=postgres
    if ! id postgres >/dev/null 2>&1; then
      useradd --system --no-create-home --shell /usr/sbin/nologin postgres || return 1
    fi
  fi

  local port=54329
  while _odpg_port_in_use "$port"; do
    port=$((port + 1))
    if ((port > 54399)); then
      _odpg_log "no free port in 54329-54399"
      return 1
    fi
  done

  ORDERDESK_PG_CLUSTER_DIR="$(mktemp -d /tmp/orderdesk-pg.XXXXXX)" || return 1
  if [[ -n "$_odpg_owner" ]]; then
    chown "$_odpg_owner" "$ORDERDESK_PG_CLUSTER_DIR" || return 1
  fi

  _odpg_log "starting a throw-away cluster ($_odpg_bindir) on port $port in $ORDERDESK_PG_CLUSTER_DIR"
  if ! _odpg_as_owner "$_odpg_bindir/initdb" -D "$ORDERDESK_PG_CLUSTER_DIR/data" -U postgres -A trust \
    -E UTF8 --no-locale --no-sync >"$ORDERDESK_PG_CLUSTER_DIR/initdb.log" 2>&1; then
    _odpg_log "initdb failed:"
    tail -n 20 "$ORDERDESK_PG_CLUSTER_DIR/initdb.log" >&2
    return 1
  fi
  if ! _odpg_as_owner "$_odpg_bindir/pg_ctl" -D "$ORDERDESK_PG_CLUSTER_DIR/data" \
    -l "$ORDERDESK_PG_CLUSTER_DIR/server.log" -w -t 30 \
    -o "-p $port -k $ORDERDESK_PG_CLUSTER_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >/dev/null 2>&1; then
    _odpg_log "pg_ctl start failed:"
    tail -n 20 "$ORDERDESK_PG_CLUSTER_DIR/server.log" >&2 || true
    return 1
  fi

  local url="postgres://postgres@127.0.0.1:$port/postgres"
  _odpg_can_connect "$url" || return 1
  export TEST_DATABASE_URL="$url"
  return 0
}

# Stops and removes the throw-away cluster, if this script started one. Safe to call more than once.
orderdesk_pg_cleanup() {
  if [[ -n "${ORDERDESK_PG_CLUSTER_DIR:-}" && -d "$ORDERDESK_PG_CLUSTER_DIR" ]]; then
    if [[ -f "$ORDERDESK_PG_CLUSTER_DIR/data/postmaster.pid" ]]; then
      _odpg_as_owner "$_odpg_bindir/pg_ctl" -D "$ORDERDESK_PG_CLUSTER_DIR/data" -m fast -w stop \
        >/dev/null 2>&1 || true
    fi
    rm -rf "$ORDERDESK_PG_CLUSTER_DIR"
    _odpg_log "throw-away cluster stopped and removed"
  fi
  ORDERDESK_PG_CLUSTER_DIR=""
}

_odpg_notice() {
  cat >&2 <<'NOTICE'

########################################################################
#  NOTICE: no PostgreSQL found.
#  The server's PostgreSQL suite is SKIPPED; only the SQLite suite runs.
#  To run it, either:
#    - start PostgreSQL on 127.0.0.1:5432 with trust auth for user postgres,
#    - or set TEST_DATABASE_URL=postgres://user:pass@host:port/db,
#    - or run the tests as root on Debian/Ubuntu: PostgreSQL is installed
#      and a throw-away cluster is started for the run.
########################################################################

NOTICE
}

_odpg_main() {
  if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
    _odpg_log "using TEST_DATABASE_URL from the environment"
    export TEST_DATABASE_URL
    ORDERDESK_PG_STATUS=ready
    return 0
  fi

  local listening=yes
  if command -v pg_isready >/dev/null 2>&1 && ! pg_isready -q -h 127.0.0.1 -p 5432 -t 3 >/dev/null 2>&1; then
    listening=no
  fi
  if [[ "$listening" == yes ]] && _odpg_can_connect "$_odpg_default_url"; then
    _odpg_log "using the PostgreSQL on 127.0.0.1:5432"
    export TEST_DATABASE_URL="$_odpg_default_url"
    ORDERDESK_PG_STATUS=ready
    return 0
  fi

  if _odpg_start_cluster; then
    ORDERDESK_PG_STATUS=ready
    return 0
  fi
  orderdesk_pg_cleanup

  if [[ "${CI:-}" == "true" ]]; then
    _odpg_log "ERROR: no PostgreSQL and CI=true: the PostgreSQL suite cannot run."
    ORDERDESK_PG_STATUS=failed
  else
    _odpg_notice
    ORDERDESK_PG_STATUS=missing
  fi
  return 1
}

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
  set -uo pipefail
  _odpg_main || true
  case "$ORDERDESK_PG_STATUS" in
    ready)
      echo "export TEST_DATABASE_URL=$TEST_DATABASE_URL"
      if [[ -n "$ORDERDESK_PG_CLUSTER_DIR" ]]; then
        stop_cmd="$_odpg_bindir/pg_ctl -D $ORDERDESK_PG_CLUSTER_DIR/data -m fast stop"
        [[ -n "$_odpg_owner" ]] && stop_cmd="runuser -u $_odpg_owner -- $stop_cmd"
        echo "# stop it later with: $stop_cmd && rm -rf $ORDERDESK_PG_CLUSTER_DIR"
      fi
      exit 0
      ;;
    missing) exit 3 ;;
    *) exit 1 ;;
  esac
else
  _odpg_main || true
fi
