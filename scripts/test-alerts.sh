#!/usr/bin/env bash
# The alert rules' test: Prometheus's own promtool checks deploy/prometheus/prometheus.yml and the rules
# it loads, then runs the rules' unit tests (alerts.test.yml: which alerts fire and which stay quiet).
# A step of the test command (scripts/test.sh); alone: PROMTOOL_PATH=/path/to/promtool bash scripts/test-alerts.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../deploy/prometheus"
promtool="${PROMTOOL_PATH:-promtool}"
"$promtool" check config prometheus.yml
"$promtool" test rules alerts.test.yml
