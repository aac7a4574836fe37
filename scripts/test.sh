#!/usr/bin/env bash
# The whole test command (`npm test`): prerequisites, static checks, every suite, the build and the browser
# suite. A failing step does not stop the run; the summary lists every step, and the last line is
# "N passed, N failed". Exits non-zero when any step failed.
#
# Environment: CI=true turns a missing Chromium, PostgreSQL, nginx or promtool into a failure (elsewhere
# those suites are skipped with a notice); TEST_DATABASE_URL picks the PostgreSQL to test on; CHROMIUM_PATH
# picks the browser; NGINX_PATH the nginx of the proxy test; PROMTOOL_PATH the promtool of the alert rules'
# test; TEST_JOBS (default: the number of cores + 1) is how many steps run at once. Steps that run
# together write into a buffer each, printed whole when the step ends, so the output stays readable.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

if [[ -t 1 ]]; then
  BOLD=$'\e[1m' GREEN=$'\e[32m' RED=$'\e[31m' YELLOW=$'\e[33m' RESET=$'\e[0m'
else
  BOLD='' GREEN='' RED='' YELLOW='' RESET=''
fi

STEP_NAMES=()
STEP_RESULTS=()
STEP_TIMES=()
STEP_NOTES=()

section() {
  printf '\n%s==== %s ====%s\n' "$BOLD" "$1" "$RESET"
}

duration() {
  local seconds=$1
  if ((seconds >= 60)); then
    printf '%dm%02ds' $((seconds / 60)) $((seconds % 60))
  else
    printf '%ds' "$seconds"
  fi
}

# record NAME PASS|FAIL|SKIP SECONDS [NOTE]
record() {
  STEP_NAMES+=("$1")
  STEP_RESULTS+=("$2")
  STEP_TIMES+=("$(duration "$3")")
  STEP_NOTES+=("${4:-}")
  case "$2" in
    PASS) printf '%s-> %s passed (%s)%s\n' "$GREEN" "$1" "$(duration "$3")" "$RESET" ;;
    FAIL) printf '%s-> %s FAILED (%s)%s\n' "$RED" "$1" "$(duration "$3")" "$RESET" ;;
    SKIP) printf '%s-> %s skipped: %s%s\n' "$YELLOW" "$1" "${4:-}" "$RESET" ;;
  esac
}

# run_step NAME COMMAND...: runs the command, records pass/fail and duration, never stops the script.
run_step() {
  local name=$1
  shift
  section "$name"
  local start=$SECONDS rc=0
  "$@" || rc=$?
  if ((rc == 0)); then
    record "$name" PASS $((SECONDS - start))
  else
    record "$name" FAIL $((SECONDS - start)) "exit code $rc"
  fi
}

# ---- Steps that run at the same time ---------------------------------------------------------------------
# Most steps use one core (tsc, eslint, one vitest worker) and the server suites spend much of their time
# waiting on databases, sockets and timers, so running a few at once fills the machine's cores.

TEST_JOBS=${TEST_JOBS:-$(($(nproc 2>/dev/null || echo 2) + 1))}
BUFFER_DIR="$(mktemp -d)"
declare -A RUNNING_NAME=() RUNNING_START=() RUNNING_LOG=()

# finish_one_step: waits for one running step, prints its buffered output and records it.
finish_one_step() {
  local pid rc=0
  wait -n -p pid "${!RUNNING_NAME[@]}" || rc=$?
  local name=${RUNNING_NAME[$pid]} start=${RUNNING_START[$pid]}
  local log=${RUNNING_LOG[$pid]}
  unset "RUNNING_NAME[$pid]" "RUNNING_START[$pid]" "RUNNING_LOG[$pid]"
  section "$name"
  cat "$log"
  if ((rc == 0)); then
    record "$name" PASS $((SECONDS - start))
  else
    record "$name" FAIL $((SECONDS - start)) "exit code $rc"
  fi
}

# start_step NAME COMMAND...: runs the command in the background into a buffer, at most TEST_JOBS at once.
start_step() {
  local name=$1
  shift
  while ((${#RUNNING_NAME[@]} >= TEST_JOBS)); do finish_one_step; done
  # Each step its own buffer file, named before it starts (renaming it after could race the step's
  # own opening of the file).
  local log
  log="$(mktemp -p "$BUFFER_DIR")"
  "$@" >"$log" 2>&1 </dev/null &
  local pid=$!
  RUNNING_NAME[$pid]=$name
  RUNNING_START[$pid]=$SECONDS
  RUNNING_LOG[$pid]=$log
  printf '%s.. %s started%s\n' "$BOLD" "$name" "$RESET"
}

finish_steps() {
  while ((${#RUNNING_NAME[@]} > 0)); do finish_one_step; done
}

skip_step() {
  section "$1"
  record "$1" SKIP 0 "$2"
}

step_passed() {
  local i
  for i in "${!STEP_NAMES[@]}"; do
    if [[ "${STEP_NAMES[$i]}" == "$1" ]]; then
      [[ "${STEP_RESULTS[$i]}" == PASS ]]
      return
    fi
  done
  return 1
}

summary() {
  section "Summary"
  local i passed=0 failed=0 skipped=()
  printf '%-36s %-6s %8s  %s\n' 'Step' 'Result' 'Time' 'Note'
  for i in "${!STEP_NAMES[@]}"; do
    local colour=$GREEN
    case "${STEP_RESULTS[$i]}" in
      PASS) passed=$((passed + 1)) ;;
      FAIL) failed=$((failed + 1)) colour=$RED ;;
      SKIP) skipped+=("${STEP_NAMES[$i]}") colour=$YELLOW ;;
    esac
    printf '%-36s %s%-6s%s %8s  %s\n' "${STEP_NAMES[$i]}" "$colour" "${STEP_RESULTS[$i]}" "$RESET" \
      "${STEP_TIMES[$i]}" "${STEP_NOTES[$i]}"
  done
  echo
  if ((${#skipped[@]} > 0)); then
    printf '%sSkipped: %s%s\n' "$YELLOW" "$(IFS=','; echo "${skipped[*]}" | sed 's/,/, /g')" "$RESET"
  fi
  echo "$passed passed, $failed failed"
  SUMMARY_FAILED=$failed
}

trap 'exit 130' INT
trap 'exit 143' TERM

# prerequisite NAME SCRIPT VARIABLE SKIP_NOTE: runs an ensure script, which prints the tool's path last and
# exits 0 (ready), 3 (missing outside CI: the suites needing it are skipped) or else (missing in CI). The
# path is exported as VARIABLE for the suites.
prerequisite() {
  local name=$1 script=$2 variable=$3 skip_note=$4 start=$SECONDS rc=0 out
  section "$name"
  out="$(bash "$script")" || rc=$?
  case $rc in
    0)
      export "$variable=${out##*$'\n'}"
      echo "$name: ${!variable}"
      record "$name" PASS $((SECONDS - start))
      ;;
    3) record "$name" SKIP $((SECONDS - start)) "$skip_note" ;;
    *) record "$name" FAIL $((SECONDS - start)) "required in CI" ;;
  esac
}

# ---- Prerequisites -------------------------------------------------------------------------------------

prerequisite "Chromium" scripts/ensure-chromium.sh CHROMIUM_PATH "not installed: browser suite skipped"

section "PostgreSQL"
start=$SECONDS
# shellcheck source=ensure-postgres.sh
source scripts/ensure-postgres.sh
trap 'orderdesk_pg_cleanup; orderdesk_redis_cleanup' EXIT
orderdesk_redis_cleanup() { :; }
case "$ORDERDESK_PG_STATUS" in
  ready)
    echo "PostgreSQL: ${TEST_DATABASE_URL}"
    record "PostgreSQL" PASS $((SECONDS - start))
    ;;
  missing) record "PostgreSQL" SKIP $((SECONDS - start)) "not available: PostgreSQL suite skipped" ;;
  *) record "PostgreSQL" FAIL $((SECONDS - start)) "required in CI" ;;
esac

section "Redis"
start=$SECONDS
# shellcheck source=ensure-redis.sh
source scripts/ensure-redis.sh
case "$ORDERDESK_REDIS_STATUS" in
  ready)
    echo "Redis: ${TEST_REDIS_URL}"
    record "Redis" PASS $((SECONDS - start))
    ;;
  missing) record "Redis" SKIP $((SECONDS - start)) "not available: the hub's Redis test skips itself" ;;
  *) record "Redis" FAIL $((SECONDS - start)) "required in CI" ;;
esac

prerequisite "nginx" scripts/ensure-nginx.sh NGINX_PATH "not installed: proxy test skipped"

prerequisite "promtool" scripts/ensure-promtool.sh PROMTOOL_PATH "not found: alert rules' test skipped"

# ---- Checks and suites ---------------------------------------------------------------------------------

# The build goes first: the browser suites run on it. Then the checks, unit and server suites, up to
# TEST_JOBS at once; then the two browser suites (SQLite, PostgreSQL) side by side, each with its own
# port and results folder. Browser suites beside the server suites starve both on a small machine.
run_step "Build" npm run build
echo "Running up to $TEST_JOBS steps at once (TEST_JOBS); each step's output is printed when it ends."
if [[ "$ORDERDESK_PG_STATUS" == ready ]]; then
  start_step "Server tests (PostgreSQL)" env TEST_DB=postgres TEST_DATABASE_URL="$TEST_DATABASE_URL" \
    npm test -w @orderdesk/server
else
  skip_step "Server tests (PostgreSQL)" "no PostgreSQL"
fi
# The longest steps first, so that no long one starts late and runs alone at the end.
start_step "Server tests (SQLite)" env -u TEST_DATABASE_URL TEST_DB=sqlite npm test -w @orderdesk/server
start_step "Web tests" npm test -w @orderdesk/web
start_step "Lint" npm run lint
start_step "Typecheck" npm run typecheck
start_step "Contracts tests" npm test -w @orderdesk/contracts
start_step "Tools tests" npm test -w @orderdesk/tools
# nginx in front of two built instances on PostgreSQL (about 20 s): after the build, beside the suites.
if ! step_passed "nginx"; then
  skip_step "Proxy test (nginx)" "no nginx"
elif [[ "$ORDERDESK_PG_STATUS" != ready ]]; then
  skip_step "Proxy test (nginx)" "no PostgreSQL"
elif ! step_passed "Build"; then
  skip_step "Proxy test (nginx)" "the build failed"
else
  start_step "Proxy test (nginx)" env TEST_DATABASE_URL="$TEST_DATABASE_URL" NGINX_PATH="$NGINX_PATH" \
    bash scripts/test-proxy.sh
fi
# The alerting rules, by Prometheus's own promtool (a second or two).
if step_passed "promtool"; then
  start_step "Alert rules (promtool)" env PROMTOOL_PATH="$PROMTOOL_PATH" bash scripts/test-alerts.sh
else
  skip_step "Alert rules (promtool)" "no promtool"
fi
finish_steps

if ! step_passed "Chromium"; then
  skip_step "Browser tests (e2e)" "no Chromium"
  skip_step "Browser tests (e2e, PostgreSQL)" "no Chromium"
elif ! step_passed "Build"; then
  skip_step "Browser tests (e2e)" "the build failed"
  skip_step "Browser tests (e2e, PostgreSQL)" "the build failed"
else
  start_step "Browser tests (e2e)" env E2E_PORT="${E2E_PORT:-3199}" E2E_OUTPUT_DIR=test-results \
    npm test -w @orderdesk/e2e
  if [[ "$ORDERDESK_PG_STATUS" == ready ]]; then
    start_step "Browser tests (e2e, PostgreSQL)" env E2E_PORT="${E2E_PG_PORT:-3198}" \
      E2E_OUTPUT_DIR=test-results-postgres E2E_DATABASE_URL="$TEST_DATABASE_URL" npm test -w @orderdesk/e2e
  else
    skip_step "Browser tests (e2e, PostgreSQL)" "no PostgreSQL"
  fi
  finish_steps
fi
rm -rf "$BUFFER_DIR"

SUMMARY_FAILED=0
summary
if ((SUMMARY_FAILED > 0)); then
  exit 1
fi
