#!/bin/sh
# Writes the answers gettext-runtime's configure checks gave (the "Cache variables" of a
# configured build folder's config.log) as an autoconf site file (packaging/web/libintl-checks.site,
# packaging/windows/libintl-checks.site), which scripts/intl-deps.sh gives the next configure as
# CONFIG_SITE: each check answered there prints "(cached)" and compiles nothing. Under emscripten
# each of its ~400 checks starts emcc (Python, clang, often wasm-ld): about 180 s of CPU on
# 28 Nov 2026, most of libintl's build. The answers hold for one gettext source, one set of
# configure options and one compiler: the first line names them as intl-deps.sh does (its
# CACHE/work/gettext-checks.key), and intl-deps.sh reads the file only when they are its own.
# Left out: what names a program on this machine (ac_cv_path_*, ac_cv_prog_* but the C
# compiler's own checks, lt_cv_path_*), the build and host triplets, and the variables that
# configure compares with the environment (ac_cv_env_*): those are cheap, or must be asked.
#   INTL_CHECKS= make web-deps     (a configure that asks every check; the same for windows-deps)
#   sh scripts/intl-checks.sh build/web/deps > packaging/web/libintl-checks.site
set -eu
cache=$1
key=$cache/work/gettext-checks.key
log=$cache/work/gettext/config.log
[ -f "$key" ] && [ -f "$log" ] || { echo "intl-checks: no $key or $log (build the cache first)" >&2; exit 1; }
if grep -q '^configure: loading site script' "$log"; then
    echo "intl-checks: $log is of a configure that read a site file: configure again with INTL_CHECKS= first" >&2
    exit 1
fi
cat <<HEAD
# key: $(cat "$key")
# GNU libintl's configure checks (gettext-runtime/configure) as the compiler above answered them,
# with the options above: written by scripts/intl-checks.sh from a configure that asked them all
# (docs/building.md, "Configure answers recorded"). scripts/intl-deps.sh reads this file as
# CONFIG_SITE only when the key line is its own; otherwise every check runs.
HEAD
awk '/^## Cache variables\. ##/ { on = 1; next }
     /^## Output variables\. ##/ { on = 0 }
     on && /^[A-Za-z_][A-Za-z0-9_]*=/ {
         name = substr($0, 1, index($0, "=") - 1)
         if (name ~ /^ac_cv_env_/ || name ~ /^ac_cv_(build|host|target)$/ || name ~ /_cv_path_/ ||
             (name ~ /^ac_cv_prog_/ && name !~ /^ac_cv_prog_(cc|cpp)_/) ||
             name ~ /^lt_cv_(truncate_bin|sys_max_cmd_len)$/) next
         print
     }' "$log" | LC_ALL=C sort
