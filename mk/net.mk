# The network layer (docs/protocol.md): libnet.a between the engine and the
# window, the headless server, and their tests.
NET_CFLAGS := $(BASE_CFLAGS) -D_POSIX_C_SOURCE=200809L -Iengine -Inet -Iplatform -Iplatform/posix $(CFLAGS)
# TLS (net/tls.c, docs/protocol.md "TLS"): OpenSSL 3 from Debian (libssl-dev). The browser's
# and the Windows build compile net/tls.c without CIT_TLS: no TLS there.
$(BUILD)/obj/net/tls.o: NET_CFLAGS += -DCIT_TLS
# Every program links them, and only those that call them (libnet.a's) keep them.
NET_TLS_LIBS := -Wl,--as-needed -lssl -lcrypto -Wl,--no-as-needed
ALL_LDFLAGS += $(NET_TLS_LIBS)
NET_SRC := $(wildcard net/*.c)
# libnet.a carries the platform layer (docs/architecture.md): POSIX here, platform/win in
# mk/windows.mk.
PLAT_SRC := $(filter-out %/font.c %/intl.c,$(wildcard platform/posix/*.c)) # font.c, intl.c: the window's (fontconfig, gettext)
NET_OBJ := $(NET_SRC:%.c=$(BUILD)/obj/%.o) $(PLAT_SRC:%.c=$(BUILD)/obj/%.o)
LIBNET := $(BUILD)/libnet.a

$(BUILD)/obj/net/%.o: net/%.c
	@mkdir -p $(@D)
	$(CC) $(NET_CFLAGS) -c $< -o $@

$(BUILD)/obj/platform/%.o: platform/%.c
	@mkdir -p $(@D)
	$(CC) $(NET_CFLAGS) -c $< -o $@

$(LIBNET): $(NET_OBJ)
	@mkdir -p $(@D)
	rm -f $@
	$(AR) rcs $@ $^

$(BUILD)/obj/tests/net/%.o: tests/net/%.c
	@mkdir -p $(@D)
	$(CC) $(NET_CFLAGS) -Itests/net -Itests -c $< -o $@

# Every mode, 2-6 seats: each seat's copy follows the host's game as it may see it.
NET_VIEW_GAMES ?= 4
TEST_BINS += $(BUILD)/net_views
TEST_CMDS += "$(BUILD)/net_views $(NET_VIEW_GAMES)"
$(BUILD)/net_views: $(BUILD)/obj/tests/net/view_property.o $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS)

# Host and 2-6 clients over loopback TCP, whole games of every mode; then the same with
# crashes, rejoins, refusable messages and a host restart (a short soak).
TEST_BINS += $(BUILD)/net_loopback
TEST_CMDS += "$(LOOPBACK_ONLY) $(BUILD)/net_loopback 1" "$(LOOPBACK_ONLY) $(BUILD)/net_loopback --faults --restart 1"
$(BUILD)/net_loopback: $(BUILD)/obj/tests/net/loopback.o $(LIBNET) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS)

# A seat cut off for 5 s, 60 s and 10 minutes (a relay in the test; the backoff's clock
# jumps) comes back by itself to the same final game.
TEST_BINS += $(BUILD)/net_reconnect
TEST_CMDS += "$(LOOPBACK_ONLY) $(BUILD)/net_reconnect"
$(BUILD)/net_reconnect: $(BUILD)/obj/tests/net/reconnect.o $(LIBNET) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS)

# The host's refusals and faults, each stated (a silent peer takes NET_DEAD_MS, 5 s).
TEST_BINS += $(BUILD)/net_faults
TEST_CMDS += "$(LOOPBACK_ONLY) $(BUILD)/net_faults"
$(BUILD)/net_faults: $(BUILD)/obj/tests/net/faults.o $(LIBNET) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS)

# Quiet connections: ten minutes of keep-alives on a test clock, the hub's timer duties
# counted (a quiet connection's are about one a minute, not one a second).
TEST_BINS += $(BUILD)/net_quiet
TEST_CMDS += "$(LOOPBACK_ONLY) $(BUILD)/net_quiet"
$(BUILD)/net_quiet: $(BUILD)/obj/tests/net/quiet.o $(LIBNET) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS)

# Web Push (server/push_crypto.c, docs/server.md "Push"): VAPID and aes128gcm on OpenSSL's
# primitives, Linux server only (the Windows server has no players to notify).
SERVER_PUSH_OBJ := $(BUILD)/obj/server/push.o $(BUILD)/obj/server/push_addr.o $(BUILD)/obj/server/push_crypto.o \
                   $(BUILD)/obj/server/notify.o
# Mail (server/mail.c, docs/server.md "Mail"): "your turn" through the admin's SMTP relay,
# by libcurl too; notify.c tells both.
SERVER_PUSH_OBJ += $(BUILD)/obj/server/mail.o $(BUILD)/obj/server/mail_send.o $(BUILD)/obj/server/sendq.o
$(BUILD)/obj/server/sendq.o $(BUILD)/obj/server/mail.o: NET_CFLAGS += -pthread
# The sender POSTs through libcurl (Debian's libcurl4-openssl-dev: the same OpenSSL as TLS).
CURL_LIBS := -lcurl
$(BUILD)/obj/server/push.o: NET_CFLAGS += -pthread

# citadela-server: the headless host (docs/protocol.md; man page assets/citadela-server.6).
TOOLS += $(BUILD)/citadela-server
# Its store is SQLite (Debian's libsqlite3-dev; server/store_sqlite.c, docs/server.md
# "Storage"): linked into this server only; the Windows one keeps table files
# (server/store_open_files.c), the window and the page keep nothing.
SERVER_STORE_OBJ := $(BUILD)/obj/server/store_sqlite.o $(BUILD)/obj/server/mail_text.o # the stored addresses are checked
SQLITE_LIBS := -lsqlite3
$(BUILD)/obj/server/%.o: server/%.c
	@mkdir -p $(@D)
	$(CC) $(NET_CFLAGS) -Icommon -Iserver -c $< -o $@
# Its computer players (server/machine.c, docs/server.md "Computer seats"): worker threads
# on the ai/ library; the Windows server links server/machine_none.c (none).
SERVER_MACHINE_OBJ := $(BUILD)/obj/server/machine.o
$(SERVER_MACHINE_OBJ): NET_CFLAGS += -Iai -pthread
$(BUILD)/citadela-server: $(BUILD)/obj/server/server.o $(SERVER_STORE_OBJ) $(SERVER_MACHINE_OBJ) $(SERVER_PUSH_OBJ) $(COMMON_OBJ) $(LIBNET) $(LIBAI) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS) $(SQLITE_LIBS) $(AI_LDLIBS) $(CURL_LIBS) -pthread

# Web Push's pieces on their own: RFC 8291's example, VAPID, the addresses refused, when a
# turn is told (server/notify.c) on a table of the store's.
TEST_BINS += $(BUILD)/net_push_units
TEST_CMDS += "$(BUILD)/net_push_units"
$(BUILD)/obj/tests/net/push_units.o: NET_CFLAGS += -Iserver
$(BUILD)/net_push_units: $(BUILD)/obj/tests/net/push_units.o $(SERVER_PUSH_OBJ) $(SERVER_STORE_OBJ) $(LIBNET) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS) $(SQLITE_LIBS) $(CURL_LIBS) -pthread

# Web Push end to end (tests/net/push_e2e.c) against a push service in Node
# (tests/push/service.js) that decrypts with npm's http_ece, at the version the lock file
# pins, installed from the npm registry into $(BUILD)/push-check.
PUSH_NODE := $(BUILD)/push-check/node_modules/.installed
$(PUSH_NODE): tests/push/package.json tests/push/package-lock.json
	rm -rf $(BUILD)/push-check && mkdir -p $(BUILD)/push-check
	cp tests/push/package.json tests/push/package-lock.json $(BUILD)/push-check/
	cd $(BUILD)/push-check && npm ci --no-audit --no-fund --loglevel=error
	touch $@
TEST_BINS += $(BUILD)/net_push_e2e $(PUSH_NODE)
TEST_CMDS += "$(LOOPBACK_ONLY) env NODE_PATH=$(BUILD)/push-check/node_modules $(BUILD)/net_push_e2e $(BUILD)/citadela-server tests/push/service.js"
$(BUILD)/net_push_e2e: $(BUILD)/obj/tests/net/push_e2e.o $(LIBNET) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS) $(SQLITE_LIBS)
# Mail's pieces on their own: addresses, every language's message, the `mail` lines, the
# store's rows and the daily digest.
TEST_BINS += $(BUILD)/net_mail_units
TEST_CMDS += "$(LOOPBACK_ONLY) $(BUILD)/net_mail_units"
$(BUILD)/obj/tests/net/mail_units.o: NET_CFLAGS += -Iserver
$(BUILD)/net_mail_units: $(BUILD)/obj/tests/net/mail_units.o $(SERVER_PUSH_OBJ) $(SERVER_STORE_OBJ) $(LIBNET) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS) $(SQLITE_LIBS) $(CURL_LIBS) -pthread

# Mail end to end (tests/net/mail_e2e.c) against a relay made for the test in Python
# (tests/mail/smtp.py: Debian's python3-aiosmtpd, STARTTLS and a login), Debian's own
# interpreter (a python3 earlier in PATH may lack Debian's packages).
MAIL_PYTHON := /usr/bin/python3
TEST_BINS += $(BUILD)/net_mail_e2e
TEST_CMDS += "$(LOOPBACK_ONLY) $(BUILD)/net_mail_e2e $(BUILD)/citadela-server tests/mail/smtp.py $(MAIL_PYTHON)"
$(BUILD)/net_mail_e2e: $(BUILD)/obj/tests/net/mail_e2e.o $(LIBNET) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS) $(SQLITE_LIBS)

# The page's service worker's part (platform/web/sw.js): the notification a push shows and
# what a tap opens, in Node with stand-ins for the worker's globals.
TEST_CMDS += "node tests/push/sw_check.js platform/web/sw.js"

# The server with 200 clients at 50 tables, a SIGTERM and a restart halfway.
NET_SERVER_TABLES ?= 50
TEST_BINS += $(BUILD)/net_server_load $(BUILD)/citadela-server
TEST_CMDS += "$(LOOPBACK_ONLY) $(BUILD)/net_server_load $(BUILD)/citadela-server $(NET_SERVER_TABLES)"
$(BUILD)/net_server_load: $(BUILD)/obj/tests/net/server_load.o $(LIBNET) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS) $(SQLITE_LIBS)

# The store against crashes (docs/server.md "Storage"): kill -9 right after answered moves,
# restarts, rejoins by token, the final hash of the same moves uncrashed; --backup beside the
# running server; an older server's table file migrated on the first start.
TEST_BINS += $(BUILD)/net_store_restart
TEST_CMDS += "$(LOOPBACK_ONLY) $(BUILD)/net_store_restart $(BUILD)/citadela-server"
$(BUILD)/net_store_restart: $(BUILD)/obj/tests/net/store_restart.o $(LIBNET) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS) $(SQLITE_LIBS)

# The SQLite store on its own: random operations killed with -9 at random moments (what was
# acknowledged is read back, the call in flight whole or not at all), a full disk (a file size
# limit), damaged rows and files.
NET_STORE_ROUNDS ?= 30
TEST_BINS += $(BUILD)/net_store_units
TEST_CMDS += "$(BUILD)/net_store_units $(NET_STORE_ROUNDS)"
$(BUILD)/obj/tests/net/store_units.o: NET_CFLAGS += -Iserver
$(BUILD)/net_store_units: $(BUILD)/obj/tests/net/store_units.o $(SERVER_STORE_OBJ) $(LIBNET) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS) $(SQLITE_LIBS)

# make soak: NET_SOAK_ROUNDS rounds of every mode with 2-6 players (28 games a round) with
# crashes, rejoins, refusable messages and a host restart each, under ASan+UBSan.
NET_SOAK_ROUNDS ?= 36
.PHONY: net-soak
soak: net-soak
net-soak:
	@$(MAKE) --no-print-directory BUILD=build/asan SAN=1 build/asan/net_loopback
	build/asan/net_loopback --faults --restart $(NET_SOAK_ROUNDS)

# make bench's network figures (tools/dev/net_bench.c): at each of these many tables (1 %
# busy, the rest idle, from many addresses in 127.0.0.0/8), plain and over TLS, the server's
# CPU and latency a move, its CPU idle and its memory a connection.
NET_BENCH_TABLES ?= 10 100 1000 5000
$(BUILD)/obj/tools/dev/net_bench.o: tools/dev/net_bench.c
	@mkdir -p $(@D)
	$(CC) $(NET_CFLAGS) -Itests/net -c $< -o $@
$(BUILD)/net_bench: $(BUILD)/obj/tools/dev/net_bench.o $(LIBNET) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS)

# Hostile peers against the real server (issue 63): abandoned tables, storms, guessed codes,
# a seat taken by name, idle connections, a descriptor limit; strangers from 127.0.x.y.
TEST_BINS += $(BUILD)/net_hostile
TEST_CMDS += "$(LOOPBACK_ONLY) $(BUILD)/net_hostile $(BUILD)/citadela-server"
$(BUILD)/net_hostile: $(BUILD)/obj/tests/net/hostile.o $(LIBNET) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS) $(SQLITE_LIBS)

# One connection cannot hold the loop (issue 85): WebSocket floods of empty frames and of
# pings at loopback speed while 8 tables measure their round trips.
TEST_BINS += $(BUILD)/net_fairness
TEST_CMDS += "$(LOOPBACK_ONLY) $(BUILD)/net_fairness $(BUILD)/citadela-server"
$(BUILD)/net_fairness: $(BUILD)/obj/tests/net/fairness.o $(LIBNET) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS) $(SQLITE_LIBS)

# Every slot can be won back (issue 85): idle connections from 64 and 400 networks, seats
# held from 64, while a player rejoins and newcomers open tables.
TEST_BINS += $(BUILD)/net_slots
TEST_CMDS += "$(LOOPBACK_ONLY) $(BUILD)/net_slots $(BUILD)/citadela-server"
$(BUILD)/net_slots: $(BUILD)/obj/tests/net/slots.o $(LIBNET) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS) $(SQLITE_LIBS)

# The systemd unit's exposure score by systemd-analyze (skipped where it is missing).
SOURCE_CHECKS += "sh tests/net/unit_security.sh assets/citadela-server.service"

# citadela-server --web (issue 74): the web layer's pieces (SHA-1, base64, frames, HTTP
# heads, paths) without sockets, then the real server serving a folder and a game with a
# TCP seat and a WebSocket seat, the TCP port's limits on WebSocket connections.
TEST_BINS += $(BUILD)/net_web_units $(BUILD)/net_web
TEST_CMDS += "$(BUILD)/net_web_units" "$(LOOPBACK_ONLY) $(BUILD)/net_web $(BUILD)/citadela-server"
$(BUILD)/net_web_units: $(BUILD)/obj/tests/net/web_units.o $(LIBNET) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS)
$(BUILD)/net_web: $(BUILD)/obj/tests/net/web.o $(LIBNET) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS)

# The join link (net/link.c): links read and refused for each reason, written and read back,
# damaged at random.
TEST_BINS += $(BUILD)/net_link_units
TEST_CMDS += "$(BUILD)/net_link_units"
$(BUILD)/net_link_units: $(BUILD)/obj/tests/net/link_units.o $(LIBNET) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS)

# TLS (issue 84): citadela-server --tls-cert/--tls-key with an authority and certificates the
# openssl command makes at test time for names under .test (connections go to 127.0.0.1 and
# are checked against the name): a table played over TLS through two SIGHUPs, the https://
# page and the plain redirect, plain clients refused, wrong certificates refused, a trusted
# fingerprint, the plain fallback, a stalled handshake cut by the deadline.
TEST_BINS += $(BUILD)/net_tls
TEST_CMDS += "$(LOOPBACK_ONLY) $(BUILD)/net_tls $(BUILD)/citadela-server"
$(BUILD)/net_tls: $(BUILD)/obj/tests/net/tls.o $(BUILD)/obj/tests/net/tls_fixture.o $(LIBNET) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS)

# Friends behind one address or one /24 sit down together beside strangers from 16, 64 and
# 400 networks holding idle lobby seats (docs/protocol.md "Hostile peers").
TEST_BINS += $(BUILD)/net_households
TEST_CMDS += "$(LOOPBACK_ONLY) $(BUILD)/net_households $(BUILD)/citadela-server"
$(BUILD)/net_households: $(BUILD)/obj/tests/net/households.o $(LIBNET) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS) $(SQLITE_LIBS)

# What a public TLS server owes its players (docs/protocol.md "Hostile peers", docs/server.md):
# a KeyUpdate flood closed as a flood while a seated player is answered, one read bounded in
# bytes and records; the cipher suites with an RSA certificate; an expiring certificate
# logged; HSTS; a WebSocket upgrade without Host, or from an http:// page, refused; join
# codes shortened in the log.
TEST_BINS += $(BUILD)/net_tls_public
TEST_CMDS += "$(LOOPBACK_ONLY) $(BUILD)/net_tls_public $(BUILD)/citadela-server"
$(BUILD)/net_tls_public: $(BUILD)/obj/tests/net/tls_public.o $(BUILD)/obj/tests/net/tls_fixture.o $(LIBNET) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS)

# The event loop's pieces (issue 95): the deadline heap against a plain list, the epoll and
# poll loops on socket pairs (AF_UNIX: no network).
TEST_BINS += $(BUILD)/net_loop_units
TEST_CMDS += "$(BUILD)/net_loop_units"
$(BUILD)/net_loop_units: $(BUILD)/obj/tests/net/loop_units.o $(LIBNET)
	$(CC) $^ -o $@ $(ALL_LDFLAGS)

# Correspondence tables (docs/protocol.md "Correspondence tables"): three players, a kill -9
# and their return by token, the final hash of the same moves played live; the tables' clock
# moved on (--test-clock): a live game left unfinished expires, a correspondence game waits.
# Player keys (docs/protocol.md "Players"): a second device reaches a player's seats by key,
# device codes once and for ten minutes, guessing budgeted, keys kept hashed across a restart.
TEST_BINS += $(BUILD)/net_keys
TEST_CMDS += "$(LOOPBACK_ONLY) $(BUILD)/net_keys $(BUILD)/citadela-server"
$(BUILD)/net_keys: $(BUILD)/obj/tests/net/keys.o $(LIBNET) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS) $(SQLITE_LIBS)

TEST_BINS += $(BUILD)/net_correspondence
TEST_CMDS += "$(LOOPBACK_ONLY) $(BUILD)/net_correspondence $(BUILD)/citadela-server"
$(BUILD)/net_correspondence: $(BUILD)/obj/tests/net/correspondence.o $(LIBNET) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS) $(SQLITE_LIBS)

# "My games": a signed-in player's games listed with their fields (docs/protocol.md "Players").
TEST_BINS += $(BUILD)/net_mygames
TEST_CMDS += "$(LOOPBACK_ONLY) $(BUILD)/net_mygames $(BUILD)/citadela-server"
$(BUILD)/net_mygames: $(BUILD)/obj/tests/net/mygames.o $(LIBNET) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS) $(SQLITE_LIBS)

# make bench's storage figures (tools/dev/store_bench.c): correspondence games in a new
# SQLite store through the server's backend, a move at a table nobody had open, the server's
# start on that store.
STORE_BENCH_GAMES ?= 100000
$(BUILD)/obj/tools/dev/store_bench.o: tools/dev/store_bench.c
	@mkdir -p $(@D)
	$(CC) $(NET_CFLAGS) -Itests/net -Iserver -c $< -o $@
$(BUILD)/store_bench: $(BUILD)/obj/tools/dev/store_bench.o $(SERVER_STORE_OBJ) $(SERVER_PUSH_OBJ) $(LIBNET) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS) $(SQLITE_LIBS) $(CURL_LIBS) -pthread

# Computer seats at the server (docs/server.md "Computer seats"): one person and two easy
# computers to the end; another table moving while a hard computer thinks; SIGTERM while it
# thinks; a correspondence seat out of time three times, kept, taken back by its rejoin;
# --ai-threads 0 refusing such a table.
TEST_BINS += $(BUILD)/net_computers
TEST_CMDS += "$(LOOPBACK_ONLY) $(BUILD)/net_computers $(BUILD)/citadela-server"
$(BUILD)/net_computers: $(BUILD)/obj/tests/net/computers.o $(LIBNET) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS) $(SQLITE_LIBS)
