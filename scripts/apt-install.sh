#!/bin/sh
# Installs Debian packages for the tool scripts (scripts/install-deps.sh's later siblings:
# web-tools.sh, windows-tools.sh, deb-tools.sh), waiting up to 10 minutes for another apt.
# With APT_DOWNLOAD_ONLY=1 it only downloads them into apt's cache (no update first, nothing
# installed): .ci/run fetches the later steps' packages so while make test runs, and the
# steps then install from the cache (docs/testing.md, "CI's time").
#   sh scripts/apt-install.sh PACKAGE...
set -eu
[ $# -gt 0 ] || exit 0
SUDO=""
[ "$(id -u)" = 0 ] || SUDO=sudo
export DEBIAN_FRONTEND=noninteractive
if [ "${APT_DOWNLOAD_ONLY:-0}" = 1 ]; then
    echo "Downloading: $*"
    exec $SUDO apt-get -o DPkg::Lock::Timeout=600 install --download-only -y -qq --no-install-recommends "$@"
fi
echo "Installing missing packages: $*"
$SUDO apt-get -o DPkg::Lock::Timeout=600 update -qq
exec $SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "$@"
