#!/bin/sh
# Installs what the Debian package needs and is missing: dpkg-shlibdeps (dpkg-dev) for
# make deb (scripts/build-deb.sh); with `check`, lintian for make deb-check
# (scripts/check-deb.sh). Safe to run again.
#   sh scripts/deb-tools.sh [check]
set -eu
need=""
command -v dpkg-shlibdeps >/dev/null 2>&1 || need="$need dpkg-dev"
if [ "${1:-}" = check ]; then
    command -v lintian >/dev/null 2>&1 || need="$need lintian"
fi
# shellcheck disable=SC2086
exec sh "$(dirname "$0")/apt-install.sh" $need
