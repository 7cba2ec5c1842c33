#!/bin/sh
# Gives apt the deb-src lines it needs to hand out Debian's source packages (the Windows and
# browser builds' libraries are built from them: scripts/debian-src-deps.sh,
# scripts/openssl-deps.sh), when it has none: the same archive and suites as the machine's
# own deb lines (Debian's deb.debian.org and its security archive on a stock Debian 12).
#   sh scripts/deb-src.sh
set -eu
SUDO=""
[ "$(id -u)" = 0 ] || SUDO=sudo
export DEBIAN_FRONTEND=noninteractive
if ! apt-cache showsrc libsdl2 2>/dev/null | grep -q '^Version:'; then
    codename=$(. /etc/os-release && echo "$VERSION_CODENAME")
    $SUDO tee /etc/apt/sources.list.d/citadela-deb-src.sources >/dev/null <<SRC
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: $codename $codename-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb-src
URIs: http://deb.debian.org/debian-security
Suites: $codename-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SRC
    $SUDO apt-get -o DPkg::Lock::Timeout=600 update -qq
fi

