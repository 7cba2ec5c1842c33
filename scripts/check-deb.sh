#!/bin/sh
# Checks the Debian package for real, as root: lintian finds no error; dpkg -i installs
# it; the game and the server answer --version and --help; the server unit's own command,
# run by hand as an unprivileged user on 127.0.0.1 and a free port, listens and stops on
# SIGTERM; dpkg --purge removes it and leaves none of its files behind.
# Prints a "N passed, N failed" line.
#   scripts/check-deb.sh build/deb/citadela_VERSION_ARCH.deb     (make deb-check)
set -u
deb=$1
passed=0 failed=0
ok() { passed=$((passed + 1)); echo "ok   $1"; }
bad() { failed=$((failed + 1)); echo "FAIL $1"; }
finish() { echo "deb-check: $passed passed, $failed failed"; [ "$failed" = 0 ]; exit; }
[ -f "$deb" ] || { bad "no package at $deb (make deb)"; finish; }
[ "$(id -u)" = 0 ] || { bad "installing a package needs root"; finish; }
export DEBIAN_FRONTEND=noninteractive
if dpkg-query -W -f='${Status}' citadela 2>/dev/null | grep -q installed; then
    bad "citadela is installed already: this check would remove it (dpkg --purge citadela first)"; finish
fi
tmp=$(mktemp -d)
server_pid=""
had_state=0
[ -e /var/lib/citadela-server ] && had_state=1
cleanup() {
    [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null
    rm -rf "$tmp"
}
trap cleanup EXIT
# dpkg takes one caller at a time: wait (at most 5 minutes) while another holds its lock.
dpkg_retry() {
    n=0
    while ! dpkg "$@" >"$tmp/dpkg.log" 2>&1; do
        if grep -q 'lock' "$tmp/dpkg.log" && [ "$n" -lt 60 ]; then n=$((n + 1)); sleep 5; continue; fi
        cat "$tmp/dpkg.log"; return 1
    done
}

sh "$(dirname "$0")/deb-tools.sh" check >/dev/null 2>&1
if lintian --fail-on error "$deb" >"$tmp/lintian.log" 2>&1; then
    ok "lintian: no error ($(grep -c '^W:' "$tmp/lintian.log") warnings)"
else
    bad "lintian:"; cat "$tmp/lintian.log"
fi
grep '^[WE]:' "$tmp/lintian.log"

dpkg-deb --fsys-tarfile "$deb" | tar -t | sed 's|^\./|/|; s|/$||' | grep -v '^/$' | LC_ALL=C sort >"$tmp/files"
if dpkg_retry -i "$deb"; then ok "dpkg -i"; else
    # Missing libraries: apt brings them (a fresh machine after make test has them all).
    apt-get -o DPkg::Lock::Timeout=600 install -f -y -qq >/dev/null 2>&1 && ok "dpkg -i (with apt-get -f install)" || bad "dpkg -i"
fi
missing=$(while read -r f; do [ -e "$f" ] || echo "$f"; done <"$tmp/files")
[ -z "$missing" ] && ok "all $(wc -l <"$tmp/files") paths of the package are on disk" || bad "not on disk: $missing"

want=$(dpkg-deb -f "$deb" Version)
out=$(PATH=/usr/games:$PATH citadela --version 2>&1)
case $out in "citadela $want (commit "*")") ok "citadela --version: $out" ;; *) bad "citadela --version gave '$out'" ;; esac
out=$(PATH=/usr/games:$PATH citadela-server --version 2>&1)
case $out in "citadela-server $want (commit "*")") ok "citadela-server --version: $out" ;; *) bad "citadela-server --version gave '$out'" ;; esac
if out=$(PATH=/usr/games:$PATH citadela-server --help 2>&1) && echo "$out" | grep -q '^usage: citadela-server'; then
    ok "citadela-server --help"
else bad "citadela-server --help gave '$out'"; fi
desktop=/usr/share/applications/cz.citadela.Citadela.desktop
exe=$(sed -n 's/^Exec=//p' "$desktop" | cut -d' ' -f1)
[ -x "$exe" ] && ok "the desktop entry starts $exe" || bad "the desktop entry's Exec '$exe' is no installed program"
if command -v desktop-file-validate >/dev/null 2>&1; then
    desktop-file-validate "$desktop" && ok "desktop-file-validate" || bad "desktop-file-validate $desktop"
fi
if command -v man >/dev/null 2>&1; then
    man -w citadela-server >/dev/null 2>&1 && ok "man -w citadela-server" || bad "man does not find citadela-server(6)"
fi

# The unit's ExecStart, with the state directory systemd would make (StateDirectory=) in a
# temporary one, on loopback and a port the system picks; as nobody, like DynamicUser=.
# $CITADELA_SERVER_OPTS (from /etc/default/citadela-server, which the package does not ship)
# expands to nothing, as systemd expands an unset variable.
unit=/lib/systemd/system/citadela-server.service
grep -q '^EnvironmentFile=-/etc/default/citadela-server$' "$unit" && ok "unit reads /etc/default/citadela-server" ||
    bad "unit has no EnvironmentFile=-/etc/default/citadela-server"
grep -q '^ExecReload=/bin/kill -s HUP \$MAINPID$' "$unit" && ok "unit reloads with SIGHUP" || bad "unit has no ExecReload sending SIGHUP"
cmd=$(sed -n 's/^ExecStart=//p' "$unit" | sed 's/ \$CITADELA_SERVER_OPTS//')
case $cmd in
/usr/games/citadela-server*--dir\ /var/lib/citadela-server*) ok "unit ExecStart: $cmd" ;;
*) bad "unit ExecStart is '$cmd'" ;;
esac
state=$tmp/state
mkdir -p "$state" && chown nobody:nogroup "$state" && chmod 755 "$tmp"
# shellcheck disable=SC2086
set -- $(echo "$cmd" | sed "s|--dir /var/lib/citadela-server|--dir $state|") --addr 127.0.0.1 --port 0
setpriv --reuid=nobody --regid=nogroup --clear-groups "$@" >"$tmp/server.out" 2>"$tmp/server.err" &
server_pid=$!
port=""
for _ in $(seq 100); do # at most 10 s
    port=$(sed -n 's/^port \([0-9]*\)$/\1/p' "$tmp/server.out")
    [ -n "$port" ] && break
    kill -0 "$server_pid" 2>/dev/null || break
    sleep 0.1
done
if [ -n "$port" ]; then
    # /proc/net/tcp: local address 127.0.0.1 (0100007F) and the port in hex, state 0A (LISTEN).
    hex=$(printf '%04X' "$port")
    if grep -q "^ *[0-9]*: 0100007F:$hex 00000000:0000 0A " /proc/net/tcp; then ok "server listens on 127.0.0.1:$port"
    else bad "server said port $port but nothing listens on 127.0.0.1:$port"; fi
    owner=$(stat -c %U "/proc/$server_pid" 2>/dev/null)
    [ "$owner" = nobody ] && ok "server runs as nobody" || bad "server runs as '$owner'"
else
    bad "server printed no port within 10 s"; cat "$tmp/server.err"
fi
kill -TERM "$server_pid" 2>/dev/null
rc=""
for _ in $(seq 100); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$server_pid" 2>/dev/null; then bad "server still running 10 s after SIGTERM"
else wait "$server_pid"; rc=$?; [ "$rc" = 0 ] && ok "server stopped on SIGTERM" || bad "server exited $rc on SIGTERM"; fi
server_pid=""

if dpkg_retry --purge citadela; then ok "dpkg --purge"; else bad "dpkg --purge"; fi
dpkg-query -W -f='${Status}' citadela 2>/dev/null | grep -q installed && bad "citadela still installed"
# Every path of the package is gone but the directories other packages share (/usr/share/...).
left=$(while read -r f; do
    if [ -d "$f" ]; then [ -n "$(dpkg -S "$f" 2>/dev/null)" ] || echo "$f"; elif [ -e "$f" ]; then echo "$f"; fi
done <"$tmp/files")
[ -z "$left" ] && ok "nothing of the package left after purge" || bad "left after purge: $left"
ls /var/lib/dpkg/info/citadela.* >/dev/null 2>&1 && bad "dpkg still has files on citadela" || ok "dpkg keeps no record of citadela"
[ "$had_state" = 0 ] && [ -e /var/lib/citadela-server ] && bad "/var/lib/citadela-server was made" || ok "no state directory made under /var/lib"
finish
