#!/bin/sh
# Runs the platform layer's file test (tests/windows/platform_fs.c) in a fresh temporary
# folder and removes the folder afterwards.
#   sh tests/windows/platform-fs.sh COMMAND...   (the program, or "wine64 platform_fs.exe")
set -u
dir=$(mktemp -d "${TMPDIR:-/tmp}/citadela-platform.XXXXXX")
"$@" "$dir"
status=$?
rm -rf "$dir"
exit $status
