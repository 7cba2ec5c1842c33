#!/bin/sh
# Installs the Debian packages that are missing: `run` = what building and playing need
# (make, make run); `test` (the default) = that plus what only the tests use (make test).
# Safe to run again: it only installs what is absent.
set -eu
mode=${1:-test}

need=""
have_pc() { pkg-config --exists "$1" 2>/dev/null; }
have_pkg() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "ok installed"; }

command -v cc >/dev/null 2>&1 || need="$need gcc"
command -v make >/dev/null 2>&1 || need="$need make"
command -v pkg-config >/dev/null 2>&1 || need="$need pkg-config"
have_pc sdl2 || need="$need libsdl2-dev"
have_pc SDL2_image || need="$need libsdl2-image-dev"
have_pc SDL2_ttf || need="$need libsdl2-ttf-dev"
have_pkg fonts-dejavu-core || need="$need fonts-dejavu-core"
have_pkg fontconfig || need="$need fontconfig"
# The game finds its font through the fontconfig API.
have_pc fontconfig || need="$need libfontconfig-dev"
# TLS for the server and the game's connections (net/tls.c): OpenSSL 3; the authorities a
# client checks a server's certificate against.
have_pc openssl || need="$need libssl-dev"
have_pkg ca-certificates || need="$need ca-certificates"
# citadela-server keeps its tables in SQLite (server/store_sqlite.c).
have_pc sqlite3 || need="$need libsqlite3-dev"
# Its Web Push sender POSTs through libcurl on the same OpenSSL (server/push.c).
have_pc libcurl || need="$need libcurl4-openssl-dev"
# msgfmt compiles the translations (po/*.po) and xgettext makes po/citadela.pot.
command -v msgfmt >/dev/null 2>&1 || need="$need gettext"
if [ "$mode" = test ]; then
    have_pc cmocka || need="$need libcmocka-dev"
    # The speed guard counts instructions under valgrind (tests/speed/guard.sh).
    command -v valgrind >/dev/null 2>&1 || need="$need valgrind"
    # clang gives the fuzz smoke tests (libFuzzer); the suite runs without it.
    if [ "${WITH_CLANG:-1}" = 1 ]; then command -v clang >/dev/null 2>&1 || need="$need clang"; fi
    # Validators for the desktop file and the AppStream metadata (tests/gui/desktop-files.sh).
    command -v appstreamcli >/dev/null 2>&1 || need="$need appstream"
    command -v desktop-file-validate >/dev/null 2>&1 || need="$need desktop-file-utils"
    # Two game windows playing over the network under a virtual X server (tests/gui/net-two-windows.sh).
    command -v Xvfb >/dev/null 2>&1 || need="$need xvfb"
    command -v xdotool >/dev/null 2>&1 || need="$need xdotool"
    # The TLS tests make their authority and certificates at test time (tests/net/tls.c).
    command -v openssl >/dev/null 2>&1 || need="$need openssl"
    # The web check reads the server's table out of its database (tests/web/three-systems.sh).
    command -v sqlite3 >/dev/null 2>&1 || need="$need sqlite3"
    # The window's title as a window manager reads it (tests/gui/window-title.sh).
    command -v xprop >/dev/null 2>&1 || need="$need x11-utils"
    # The Web Push check's push service runs in Node with npm's http_ece (tests/push/).
    command -v node >/dev/null 2>&1 || need="$need nodejs"
    command -v npm >/dev/null 2>&1 || need="$need npm"
    # The mail check's relay is Debian's aiosmtpd, run by Debian's python3 (tests/mail/smtp.py).
    have_pkg python3-aiosmtpd || need="$need python3-aiosmtpd"
    # CPU hogs that keep every core busy for make test-loaded (tests/run-loaded.sh).
    command -v stress-ng >/dev/null 2>&1 || need="$need stress-ng"
fi

[ -z "$need" ] && exit 0

echo "Installing missing packages:$need"
SUDO=""
if [ "$(id -u)" != 0 ]; then
    if command -v sudo >/dev/null 2>&1; then SUDO=sudo; else
        echo "error: need root (or sudo) to install:$need" >&2
        echo "       run: apt-get install$need" >&2
        exit 1
    fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# shellcheck disable=SC2086
$SUDO apt-get install -y -qq --no-install-recommends $need
