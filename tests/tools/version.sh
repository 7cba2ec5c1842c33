#!/bin/sh
# citadela and citadela-server say their version: the number in common/version.h (also
# CHANGELOG.md's newest entry and the man pages' headers) and the commit they were built
# from; the commit header is rewritten only when the commit changes. Prints a
# "N passed, N failed" line.
# Usage: version.sh BUILD_DIR
b=${1:-build}
passed=0 failed=0
ok() { passed=$((passed + 1)); }
bad() { failed=$((failed + 1)); echo "FAIL: $*"; }

version=$(sed -n 's/^#define CIT_VERSION "\(.*\)"$/\1/p' common/version.h)
case $version in [0-9]*.[0-9]*.[0-9]*) ok ;; *) bad "common/version.h gives no version ('$version')" ;; esac
newest=$(sed -n 's/^## \([0-9][^ ]*\).*/\1/p' CHANGELOG.md | head -n 1)
[ "$newest" = "$version" ] && ok || bad "CHANGELOG.md's newest entry is '$newest', common/version.h says '$version'"

for page in assets/citadela.6 assets/citadela-server.6; do
    grep -q "^\.TH .*\"citadela $version\"" "$page" && ok || bad "$page's .TH line does not say citadela $version"
done

# "NAME VERSION (commit HASH)", HASH being the one the build wrote into its header (the
# build may be older than HEAD when a commit comes while the suite runs).
built=$(sed -n 's/^#define CIT_COMMIT "\(.*\)"$/\1/p' "$b/gen/cit_commit.h")
[ -n "$built" ] && ok || bad "$b/gen/cit_commit.h names no commit"
for prog in citadela citadela-server; do
    out=$("$b/$prog" --version 2>&1); rc=$?
    [ "$rc:$out" = "0:$prog $version (commit $built)" ] && ok ||
        bad "$prog --version gave status $rc and '$out' (wanted '$prog $version (commit $built)')"
done

# The header: a given commit, a refused name, and no rewrite when nothing changed (a rewrite
# would recompile the programs on every make).
tmp=$(mktemp -d) || exit 1
h=$tmp/gen/cit_commit.h
sh scripts/commit-header.sh "$h" 0123abcd && grep -q '^#define CIT_COMMIT "0123abcd"$' "$h" && ok ||
    bad "commit-header.sh did not write the commit it was given"
touch -d '2020-01-01 00:00' "$h"
sh scripts/commit-header.sh "$h" 0123abcd
[ "$(find "$h" -newermt '2021-01-01')" = "" ] && ok || bad "commit-header.sh rewrote an unchanged header"
sh scripts/commit-header.sh "$h" 4567ef && grep -q '"4567ef"' "$h" && ok || bad "commit-header.sh kept an old commit"
if sh scripts/commit-header.sh "$h" 'x"y' 2>/dev/null; then bad "commit-header.sh took a name with a quote"; else ok; fi
# In this checkout, without a commit given: HEAD's (with -dirty while tracked files differ).
head=$(git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)
CIT_COMMIT= sh scripts/commit-header.sh "$tmp/head.h"
got=$(sed -n 's/^#define CIT_COMMIT "\(.*\)"$/\1/p' "$tmp/head.h")
case $got in "$head" | "$head-dirty") ok ;; *) bad "commit-header.sh wrote '$got', HEAD is $head" ;; esac
# Outside git, without a commit given: "unknown".
(cd "$tmp" && CIT_COMMIT= GIT_DIR=/nonexistent sh "$OLDPWD/scripts/commit-header.sh" "$tmp/u.h") &&
    grep -q '"unknown"' "$tmp/u.h" && ok || bad "commit-header.sh outside git did not fall back to unknown"
rm -rf "$tmp"
echo "version: $passed passed, $failed failed"
[ "$failed" = 0 ]
