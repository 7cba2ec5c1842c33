#!/bin/sh
# Follows docs/server.md as an admin would, in a booted Debian 12 container: the package
# and certbot installed with apt, a certificate from a test authority laid out as certbot
# lays it, the page's own deploy hook (read from the page) run by hand and again for a
# renewal, /etc/default/citadela-server from the page, enable --now, the journal, reload,
# restart, and TLS clients (openssl s_client, curl) against port 443. The container has a
# network namespace of its own with loopback only (--private-network): the server and
# every client stay inside it. Prints a "N passed, N failed" line.
#   scripts/check-server-page.sh build/deb/citadela_VERSION_ARCH.deb [docs/server.md]
# As root, with debootstrap and systemd-nspawn (installed if missing). The base system is
# debootstrapped once into build/server-page/base.tar (about 15 minutes on this machine's
# mirror); each run then unpacks a fresh copy and takes about 4 minutes. Packages come
# from Debian's mirror, downloaded before the container boots.
set -u
deb=$1
doc=${2:-docs/server.md}
here=$(cd "$(dirname "$0")/.." && pwd)
work=$here/build/server-page
root=$work/root
name=citadela.example.org
passed=0 failed=0
ok() { passed=$((passed + 1)); echo "ok   $1"; }
bad() { failed=$((failed + 1)); echo "FAIL $1"; }
finish() { echo "server-page: $passed passed, $failed failed"; [ "$failed" = 0 ]; exit; }
[ -f "$deb" ] || { bad "no package at $deb (make deb)"; finish; }
[ "$(id -u)" = 0 ] || { bad "a container needs root"; finish; }
export DEBIAN_FRONTEND=noninteractive
command -v debootstrap >/dev/null 2>&1 && command -v systemd-nspawn >/dev/null 2>&1 ||
    sh "$here/scripts/apt-install.sh" debootstrap systemd-container >/dev/null || { bad "cannot install debootstrap"; finish; }

nspawn_pid="" leader=""
cleanup() {
    if [ -n "$nspawn_pid" ] && kill -0 "$nspawn_pid" 2>/dev/null; then
        [ -n "$leader" ] && inside systemctl poweroff 2>/dev/null
        for _ in $(seq 300); do kill -0 "$nspawn_pid" 2>/dev/null || break; sleep 0.1; done
        kill "$nspawn_pid" 2>/dev/null
        wait "$nspawn_pid" 2>/dev/null
    fi
    # nspawn may still be tearing the folder's mounts down: a second try after a second
    rm -rf "$root" 2>/dev/null || { sleep 1; rm -rf "$root"; }
    rm -f "$work/.#root.lck"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

# The base system: a minimal Debian 12 with systemd as init, kept as a tarball.
mkdir -p "$work"
if [ ! -f "$work/base.tar" ]; then
    echo "server-page: debootstrap bookworm (once; build/server-page/base.tar)"
    rm -rf "$work/base"
    # The Debian mirror the host's apt uses (DEBIAN_MIRROR overrides it).
    mirror=${DEBIAN_MIRROR:-$({
        awk '/^Types:/{d=($0 ~ /Types:( .*)? deb( |$)/)} d && /^URIs:/{print $2}' /etc/apt/sources.list.d/*.sources
        awk '$1 == "deb" {print $2}' /etc/apt/sources.list
    } 2>/dev/null | grep '/debian/*$' | head -n 1)}
    # shellcheck disable=SC2086 # no mirror found: none given, debootstrap's default
    debootstrap --variant=minbase --include=systemd,systemd-sysv,dbus,ca-certificates,openssl,curl \
        bookworm "$work/base" $mirror >"$work/debootstrap.log" 2>&1 || { tail -5 "$work/debootstrap.log"; bad "debootstrap"; finish; }
    tar -C "$work/base" -cf "$work/base.tar.new" . && mv "$work/base.tar.new" "$work/base.tar" && rm -rf "$work/base"
fi
rm -rf "$root" && mkdir -p "$root" && tar -C "$root" -xf "$work/base.tar" || { bad "unpack the base system"; finish; }
echo citadela-page >"$root/etc/hostname"
cp /etc/resolv.conf "$root/etc/resolv.conf"
cp "$deb" "$root/root/"
pkg=/root/$(basename "$deb")
# Download only, with the host's network: the booted container has none.
chroot "$root" apt-get update -qq >"$work/apt.log" 2>&1 &&
    chroot "$root" apt-get install -d -y -qq "$pkg" certbot >>"$work/apt.log" 2>&1 ||
    { tail -5 "$work/apt.log"; bad "download the packages"; finish; }

# A test authority and two certificates for $name (the first issue and a renewal), ECDSA
# P-256 as Debian 12's certbot makes them, laid out as certbot does: archive/NAME/*N.pem,
# live/NAME/*.pem linking to them.
ca=$work/ca
rm -rf "$ca" && mkdir -p "$ca"
printf 'subjectAltName=DNS:%s\nextendedKeyUsage=serverAuth\n' "$name" >"$ca/ext"
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout "$ca/ca.key" -out "$ca/ca.pem" \
    -days 30 -subj "/CN=Citadela test authority" 2>/dev/null
le=$root/etc/letsencrypt
install -d -m 0700 "$le/archive" "$le/live"
install -d "$le/archive/$name" "$le/live/$name"
for n in 1 2; do
    openssl req -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout "$ca/key$n.pem" -out "$ca/req$n.pem" \
        -subj "/CN=$name" 2>/dev/null
    openssl x509 -req -in "$ca/req$n.pem" -CA "$ca/ca.pem" -CAkey "$ca/ca.key" -CAcreateserial -days 90 \
        -extfile "$ca/ext" -out "$ca/cert$n.pem" 2>/dev/null
    install -m 0644 "$ca/cert$n.pem" "$le/archive/$name/cert$n.pem"
    install -m 0644 "$ca/ca.pem" "$le/archive/$name/chain$n.pem"
    cat "$ca/cert$n.pem" "$ca/ca.pem" >"$le/archive/$name/fullchain$n.pem"
    install -m 0600 "$ca/key$n.pem" "$le/archive/$name/privkey$n.pem"
done
issue() { for f in cert chain fullchain privkey; do ln -sfn "../../archive/$name/$f$1.pem" "$le/live/$name/$f.pem"; done; }
issue 1
cp "$ca/ca.pem" "$root/root/test-ca.pem"
fingerprint() { openssl x509 -in "$1" -noout -fingerprint -sha256 | sed 's/.*=//'; }

# Boot it.
systemd-nspawn -D "$root" -b --private-network --register=no --keep-unit --console=passive \
    -M "citadela-page-$$" >"$work/nspawn.log" 2>&1 &
nspawn_pid=$!
for _ in $(seq 100); do
    leader=$(pgrep -P "$nspawn_pid" -x systemd)
    [ -n "$leader" ] && break
    sleep 0.1
done
[ -n "$leader" ] || { cat "$work/nspawn.log"; bad "systemd-nspawn -b started no systemd"; finish; }
inside() { nsenter -t "$leader" -m -u -i -n -p -- env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin:/usr/games "$@"; }
state=""
for _ in $(seq 600); do # at most 60 s
    state=$(inside systemctl is-system-running 2>/dev/null)
    case $state in running | degraded) break ;; esac
    sleep 0.1
done
[ "$state" = running ] && ok "the container boots: systemd $state" || bad "the container's systemd is '$state'"

# Install (the page's apt line, from the downloaded packages).
if inside sh -c "apt-get install -y -q $pkg certbot" >"$work/install.log" 2>&1; then ok "apt install ./$(basename "$deb") certbot"
else tail -5 "$work/install.log"; bad "apt install"; fi
inside test -x /usr/games/citadela-server && ok "/usr/games/citadela-server" || bad "no /usr/games/citadela-server"
[ "$(inside systemctl is-enabled citadela-server 2>&1)" = disabled ] && ok "the unit is installed, not enabled" ||
    bad "the unit is '$(inside systemctl is-enabled citadela-server 2>&1)'"
v=$(inside certbot --version 2>&1)
case $v in "certbot 2."*) ok "$v, ECDSA by default as the page says" ;; *) bad "certbot says '$v'" ;; esac

# The certificate: certbot's first run makes renewal-hooks/deploy; the hook saved there
# from the page, run by hand. /var/lib/private goes first: Debian makes it 0700 at boot,
# and the hook must not make it 0755 where it is missing.
inside certbot certificates >/dev/null 2>&1
inside rm -rf /var/lib/private
hook=/etc/letsencrypt/renewal-hooks/deploy/citadela-server
awk '/^    #!\/bin\/sh$/{on=1} on&&!/^    /{exit} on{sub(/^    /,""); print}' "$doc" >"$work/hook"
if [ -s "$work/hook" ] && install -m 0755 "$work/hook" "$root$hook"; then ok "the deploy hook read from $doc"
else bad "no deploy hook in $doc"; fi
inside "$hook" >"$work/hook.log" 2>&1 && ok "the hook run by hand" || { cat "$work/hook.log"; bad "the hook run by hand"; }
modes=$(inside stat -c '%a %n' /var/lib/private /var/lib/private/citadela-server /var/lib/private/citadela-server/tls 2>&1)
[ "$(echo "$modes" | grep -c '^700 ')" = 3 ] && ok "the hook made each level 0700" || bad "the hook made: $(echo "$modes" | tr '\n' ' ')"

# The unit: options from the page, plus --web with a stand-in page.
opts=$(grep -o '^    CITADELA_SERVER_OPTS="--port 443 .*"$' "$doc" | head -1 | sed 's/^ *//')
[ -n "$opts" ] && ok "the options read from $doc" || bad "no CITADELA_SERVER_OPTS for port 443 in $doc"
echo "$opts" | sed 's|"$| --web /usr/local/share/citadela/web"|' >"$root/etc/default/citadela-server"
mkdir -p "$root/usr/local/share/citadela/web"
echo '<!doctype html><title>Citadela</title>' >"$root/usr/local/share/citadela/web/index.html"
inside systemctl enable --now citadela-server >/dev/null 2>&1
active() { # waits at most 10 s for the unit to be active and listening on 443
    for _ in $(seq 100); do
        inside journalctl -u citadela-server -o cat --no-pager 2>/dev/null | grep -c "listening on port 443" | grep -qx "$1" &&
            [ "$(inside systemctl is-active citadela-server)" = active ] && return 0
        sleep 0.1
    done
    return 1
}
if active 1; then ok "systemctl enable --now: active"
else inside journalctl -n 20 -o cat --no-pager; bad "systemctl enable --now: '$(inside systemctl is-active citadela-server)'"; fi
inside journalctl -u citadela-server -o cat --no-pager | grep -q "SHA-256 fingerprint .*valid until" &&
    ok "the journal names the certificate's fingerprint and expiry" || bad "no fingerprint in the journal"

served() { # the fingerprint a TLS client is shown on 443
    inside sh -c "echo | openssl s_client -connect 127.0.0.1:443 -servername $name -CAfile /root/test-ca.pem -verify_return_error 2>/dev/null" |
        openssl x509 -noout -fingerprint -sha256 2>/dev/null | sed 's/.*=//'
}
[ "$(served)" = "$(fingerprint "$ca/cert1.pem")" ] && ok "openssl s_client: verified, the issued certificate" ||
    bad "openssl s_client on 443 did not verify the issued certificate"
curl="curl -sS -o /dev/null -w %{http_code}:%{redirect_url} --max-time 10 --resolve $name:443:127.0.0.1"
r=$(inside $curl --cacert /root/test-ca.pem "https://$name/" 2>&1)
[ "$r" = "200:" ] && ok "curl --cacert https://$name/: 200" || bad "curl https gave '$r'"
r=$(inside $curl "http://$name:443/" 2>&1)
case $r in 301:https://$name*) ok "curl http://$name:443/: 301 to https" ;; *) bad "curl http gave '$r'" ;; esac

# Renewal: certbot points live/ at the new files and runs the hook with RENEWED_DOMAINS.
pid1=$(inside systemctl show -p MainPID --value citadela-server)
issue 2
inside env RENEWED_DOMAINS="other.example.org" "$hook" && [ "$(served)" = "$(fingerprint "$ca/cert1.pem")" ] &&
    ok "the hook leaves another name's renewal alone" || bad "the hook acted on another name's renewal"
if inside env RENEWED_DOMAINS="www.$name $name" "$hook" >"$work/hook.log" 2>&1; then ok "the hook on renewal"
else cat "$work/hook.log"; inside journalctl -u citadela-server -n 8 -o cat --no-pager; bad "the hook on renewal"; fi
got=""
for _ in $(seq 100); do got=$(served); [ "$got" = "$(fingerprint "$ca/cert2.pem")" ] && break; sleep 0.1; done
[ "$got" = "$(fingerprint "$ca/cert2.pem")" ] && ok "renewal: the hook's reload serves the new certificate" ||
    bad "renewal: 443 still serves $got"
[ "$pid1" != 0 ] && [ "$(inside systemctl show -p MainPID --value citadela-server)" = "$pid1" ] && ok "reload kept the process ($pid1)" ||
    bad "reload restarted the process"

# Restart: stops cleanly (tables saved), comes back on the same certificate.
inside systemctl restart citadela-server
if active 2; then ok "systemctl restart: active again"; else bad "systemctl restart: '$(inside systemctl is-active citadela-server)'"; fi
inside journalctl -u citadela-server -o cat --no-pager | grep -q "stopping: 0 tables saved" && ok "the journal: stopping, tables saved" ||
    bad "no 'stopping' line in the journal"
[ "$(served)" = "$(fingerprint "$ca/cert2.pem")" ] && ok "after restart: the renewed certificate" || bad "after restart: not the renewed certificate"

score=$(inside systemd-analyze security citadela-server --no-pager 2>&1 | sed -n 's/.*Overall exposure level for [^:]*: \([0-9.]*\).*/\1/p')
want=$(sed -n 's/.*`systemd-analyze security` scores it \([0-9.]*\).*/\1/p' "$doc")
[ -n "$score" ] && [ "$score" = "$want" ] && ok "systemd-analyze security: $score, as the page says" ||
    bad "systemd-analyze security: '$score', the page says '$want'"
finish
