#!/bin/sh
# Writes the C header that names the commit a build comes from (CIT_COMMIT), and rewrites it
# only when the text changes, so a rebuild without a new commit recompiles nothing.
#   scripts/commit-header.sh OUT.h [COMMIT]
# COMMIT (or the CIT_COMMIT environment variable) is for builds outside git, e.g. from a
# tarball; otherwise git's short hash, with "-dirty" when tracked files differ from it.
set -eu
out=$1
commit=${2:-${CIT_COMMIT:-}}
if [ -z "$commit" ]; then
    if commit=$(git rev-parse --short=12 HEAD 2>/dev/null); then
        git diff --quiet HEAD -- 2>/dev/null || commit="$commit-dirty"
    else
        commit=unknown
    fi
fi
case $commit in *[!0-9A-Za-z._+-]*) echo "commit-header.sh: bad commit name '$commit'" >&2; exit 2 ;; esac
mkdir -p "$(dirname "$out")"
tmp="$out.tmp.$$"
printf '/* Written by scripts/commit-header.sh at build time. */\n#define CIT_COMMIT "%s"\n' "$commit" >"$tmp"
if cmp -s "$tmp" "$out" 2>/dev/null; then rm -f "$tmp"; else mv "$tmp" "$out"; fi
