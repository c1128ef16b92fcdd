#!/usr/bin/env bash
# Builds the Linux app image of the workbench with its own Java runtime (jpackage, JDK 17+):
#   app/target/jpackage/Game-tree Workbench/bin/Game-tree Workbench
# It runs the Maven profile `package` (see app/pom.xml) from the repository root, so the two are
# the same build; extra arguments go to Maven (e.g. -o for offline).
set -euo pipefail
cd "$(dirname "$0")/.."

# Maven runs jpackage from its own JDK: the one JAVA_HOME names, or else the java on PATH.
if [ -n "${JAVA_HOME:-}" ]; then
    jdk="$JAVA_HOME"
else
    jdk="$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")"
fi
if [ ! -x "$jdk/bin/jpackage" ]; then
    echo "error: no jpackage in the JDK at $jdk (it comes with a full JDK 17 or newer;" \
         "e.g. Debian's openjdk-17-jdk; or set JAVA_HOME to such a JDK)" >&2
    exit 1
fi

start=$(date +%s)
mvn -B -Ppackage -DskipTests "$@" package
image="app/target/jpackage/Game-tree Workbench"
echo "app image built in $(( $(date +%s) - start )) s: $image ($(du -sh "$image" | cut -f1))"
echo "run it: \"$image/bin/Game-tree Workbench\"   check it: packaging/smoke-test.sh"
