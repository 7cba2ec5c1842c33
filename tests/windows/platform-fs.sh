#!/bin/sh
# Runs the platform layer's file test (tests/windows/platform_fs.c) in a fresh temporary
# folder and removes the folder afterwards. $HOME is a folder with a Czech name in it and
# the XDG variables are unset, so the user's folders come from it (Linux; Wine takes its
# Known Folders from its prefix).
#   sh tests/windows/platform-fs.sh COMMAND...   (the program, or "wine64 platform_fs.exe")
set -u
dir=$(mktemp -d "${TMPDIR:-/tmp}/citadela-platform.XXXXXX")
mkdir "$dir/Jiří Novák"
# No display named: Linux has none then, Windows always has one (EXPECT_DISPLAY=1 from
# scripts/check-windows.sh).
HOME="$dir/Jiří Novák" XDG_DATA_HOME='' XDG_STATE_HOME='' XDG_CONFIG_HOME='' DISPLAY='' WAYLAND_DISPLAY='' \
    SDL_VIDEODRIVER='' EXPECT_DISPLAY=${EXPECT_DISPLAY:-0} "$@" "$dir"
status=$?
rm -rf "$dir"
exit $status
