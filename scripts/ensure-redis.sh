#!/usr/bin/env bash
# Finds a Redis for the server suite's hub test through Redis (apps/server/test/order-hub-redis.test.ts,
# docs/adr/0008).
#
# Sourced (as scripts/test.sh does):   source scripts/ensure-redis.sh
#   sets ORDERDESK_REDIS_STATUS = ready | missing | failed, exports TEST_REDIS_URL when ready, and defines
#   orderdesk_redis_cleanup, which stops the throw-away server if this script started one (call it from a trap).
#
# How it decides, first match wins:
#   1. TEST_REDIS_URL is set: use it as given.
#   2. redis://127.0.0.1:6379 answers PING: use it.
#   3. redis-server is installed, or we are root and apt-get can install Debian's `redis-server`: start a
#      throw-away one (nothing kept on disk) on a free port from 63790, use it, stop it in the cleanup.
#   4. Otherwise: in CI (CI=true) a failure; elsewhere a notice, and the test skips itself.
ORDERDESK_REDIS_STATUS=missing
_odredis_pid_file=""
_odredis_log() { echo "[redis] $*" >&2; }

# True when a Redis answers PING at host:port.
_odredis_answers() {
  (
    exec 4<>"/dev/tcp/$1/$2" || exit 1
    printf 'PING\r\n' >&4
    reply=""
    read -r -t 2 reply <&4 || true
    [[ "$reply" == +PONG* ]]
  ) 2>/dev/null
}

_odredis_install() {
  [[ "$(id -u)" == "0" ]] && command -v apt-get >/dev/null 2>&1 || return 1
  _odredis_log "installing Debian's redis-server with apt-get..."
  local apt_log
  apt_log="$(mktemp)"
  if { DEBIAN_FRONTEND=noninteractive apt-get update -qq &&
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends redis-server; } >"$apt_log" 2>&1; then
    rm -f "$apt_log"
    return 0
  fi
  _odredis_log "apt-get could not install redis-server:"
  tail -n 20 "$apt_log" >&2
  rm -f "$apt_log"
  return 1
}

_odredis_start() {
  if ! command -v redis-server >/dev/null 2>&1; then
    _odredis_install || return 1
  fi
  local port=63790
  while _odredis_answers 127.0.0.1 "$port" || (exec 5<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do
    port=$((port + 1))
  done
  _odredis_pid_file="$(mktemp -u /tmp/orderdesk-redis-XXXXXX.pid)"
  redis-server --daemonize yes --bind 127.0.0.1 --port "$port" --save "" --appendonly no \
    --pidfile "$_odredis_pid_file" --logfile "${_odredis_pid_file%.pid}.log" >/dev/null || return 1
  local tries
  for tries in $(seq 1 50); do
    if _odredis_answers 127.0.0.1 "$port"; then
      export TEST_REDIS_URL="redis://127.0.0.1:$port"
      return 0
    fi
    sleep 0.1
  done
  return 1
}

orderdesk_redis_cleanup() {
  if [[ -n "$_odredis_pid_file" && -f "$_odredis_pid_file" ]]; then
    kill "$(cat "$_odredis_pid_file")" 2>/dev/null || true
    rm -f "$_odredis_pid_file" "${_odredis_pid_file%.pid}.log"
  fi
}

if [[ -n "${TEST_REDIS_URL:-}" ]]; then
  ORDERDESK_REDIS_STATUS=ready
elif _odredis_answers 127.0.0.1 6379; then
  export TEST_REDIS_URL="redis://127.0.0.1:6379"
  ORDERDESK_REDIS_STATUS=ready
elif _odredis_start; then
  _odredis_log "started a throw-away Redis at $TEST_REDIS_URL"
  ORDERDESK_REDIS_STATUS=ready
elif [[ "${CI:-}" == "true" ]]; then
  _odredis_log "no Redis, and none could be started (CI=true: a failure)"
  ORDERDESK_REDIS_STATUS=failed
else
  _odredis_log "NOTICE: no Redis at 127.0.0.1:6379 and none could be started: the hub's Redis test is skipped"
  ORDERDESK_REDIS_STATUS=missing
fi
