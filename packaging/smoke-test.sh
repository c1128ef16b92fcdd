#!/usr/bin/env bash
# Checks that the app image's launcher starts the workbench: runs it with --smoke-test (the
# window is built and shown, its title printed, then it closes; exit 0), under Xvfb when there
# is no display. Usage: packaging/smoke-test.sh [TIMEOUT_SECONDS]   (default: the launcher's, 120)
set -euo pipefail
cd "$(dirname "$0")/.."

launcher="app/target/jpackage/Game-tree Workbench/bin/Game-tree Workbench"
if [ ! -x "$launcher" ]; then
    echo "error: no app image at $launcher; build it first: packaging/build-app-image.sh" >&2
    exit 1
fi
check=("$launcher" "--smoke-test${1:+=$1}")
if [ -z "${DISPLAY:-}" ]; then
    if ! command -v xvfb-run >/dev/null; then
        echo "error: no display and no xvfb-run; install them: apt-get install xvfb xauth libgtk-3-0" >&2
        exit 1
    fi
    check=(xvfb-run -a "${check[@]}")
fi

start=$(date +%s)
status=0
"${check[@]}" || status=$?
echo "smoke test: exit status $status after $(( $(date +%s) - start )) s"
exit "$status"
