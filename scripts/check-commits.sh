#!/bin/sh
# Every commit after BASE (merges too) has a subject line of at most 72 characters: the
# subject says what changed, the body says why (HACKING.md, "Commits"). Older commits are
# history and stay as they are.
#   scripts/check-commits.sh [REV]      (REV defaults to HEAD)
# A shallow clone (CI's) may lack BASE: then the commits it has that were committed after
# BASE's time are checked. Outside git (a tarball) there is nothing to check.
# Exit status: 0 when every subject fits, 1 otherwise (each offender named), 2 on misuse.
set -eu
cd "$(dirname "$0")/.."
BASE=0cdca44eaa9a39e4984385f1734547760a3028a7
BASE_TIME=1795878370 # git log -1 --format=%ct BASE
MAX=72
rev=${1:-HEAD}
if ! git rev-parse --git-dir >/dev/null 2>&1; then
    echo "check-commits: not a git checkout: no commits to check"
    exit 0
fi
if ! git rev-parse --verify --quiet "$rev^{commit}" >/dev/null; then
    echo "check-commits: no commit '$rev'" >&2
    exit 2
fi
list=$(mktemp)
trap 'rm -f "$list"' EXIT
# One commit a line: hash, commit time, subject (the first line of the message).
if git cat-file -e "$BASE^{commit}" 2>/dev/null; then
    git log --format='%h %ct %s' "$BASE..$rev" >"$list"
    from="after ${BASE%"${BASE#????????}"}"
else
    git log --format='%h %ct %s' "$rev" | awk -v t="$BASE_TIME" '$2 > t' >"$list"
    from="committed after ${BASE%"${BASE#????????}"}'s time (the clone lacks it)"
fi
n=0 bad=0
while read -r hash _ subject; do
    n=$((n + 1))
    len=$(printf '%s' "$subject" | LC_ALL=C.UTF-8 wc -m)
    if [ -z "$subject" ]; then
        echo "check-commits: $hash has an empty subject line"
        bad=$((bad + 1))
    elif [ "$len" -gt "$MAX" ]; then
        echo "check-commits: $hash's subject is $len characters (at most $MAX; the why goes in the body): $subject"
        bad=$((bad + 1))
    fi
done <"$list"
if [ "$bad" -gt 0 ]; then
    echo "check-commits: $bad of $n commits $from have a subject over $MAX characters"
    echo "check-commits: $((n - bad)) passed, $bad failed"
    exit 1
fi
echo "check-commits: $n commits $from, every subject at most $MAX characters"
echo "check-commits: $n passed, 0 failed"
