#!/bin/sh
# Installs Debian packages for the tool scripts (scripts/install-deps.sh's later siblings:
# web-tools.sh, windows-tools.sh, deb-tools.sh), waiting up to 10 minutes for another apt.
# .ci/run installs the later steps' packages so while make test runs.
#   sh scripts/apt-install.sh PACKAGE...
set -eu
[ $# -gt 0 ] || exit 0
# One install at a time: make -j2 web runs web-tools.sh from two recipes at once (the libraries'
# script asks for emscripten too), and apt-get update does not wait for another apt's lock on
# its lists (DPkg::Lock::Timeout covers dpkg's lock only): the second failed on a fresh clone.
# The second now waits for the first, then installs only what is still missing.
if [ -z "${CITADELA_APT_LOCKED:-}" ] && command -v flock >/dev/null 2>&1; then
    CITADELA_APT_LOCKED=1 exec flock -w 1800 "${TMPDIR:-/tmp}/citadela-apt.lock" sh "$0" "$@"
fi
missing=""
for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q ' installed$' || missing="$missing $p"
done
# shellcheck disable=SC2086
set -- $missing
[ $# -gt 0 ] || exit 0
SUDO=""
[ "$(id -u)" = 0 ] || SUDO=sudo
export DEBIAN_FRONTEND=noninteractive
echo "Installing missing packages: $*"
# An apt of another program may hold the lists' lock: tried again for up to 10 minutes.
tries=0
until $SUDO apt-get -o DPkg::Lock::Timeout=600 update -qq; do
    tries=$((tries + 1))
    [ "$tries" -lt 60 ] || exit 1
    sleep 10
done
exec $SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "$@"
