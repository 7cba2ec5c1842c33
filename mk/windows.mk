# Windows: the engine, its tests and (later) the game cross-compiled with MinGW-w64 against
# libraries built from Debian's source packages (scripts/windows-deps.sh, docs/building.md).
#   make windows          the libraries (cached in $(WIN)/deps), the engine's tests as .exe and
#                         citadela-server.exe
#   make windows-check    those tests under Wine (scripts/check-windows.sh)
# The tile tables come from the native build's generator ($(BUILD)/gen/tiles_gen.c): the
# generated C is the same for every platform.
WIN := $(BUILD)/windows
# Reproducible programs (make windows-repro builds twice in two folders and compares):
# source paths in the debug information and assert strings relative to the tree, no link
# time in the PE header. The .deb gets the same from dpkg-buildflags.
WIN_CC := x86_64-w64-mingw32-gcc -ffile-prefix-map=$(CURDIR)=. -Wl,--no-insert-timestamp
WIN_AR := x86_64-w64-mingw32-ar
WIN_PREFIX := $(WIN)/deps/prefix
WIN_DEPS_STAMP := $(WIN_PREFIX)/.citadela-deps
# The C99 printf family (%zu, %lld) rather than the old msvcrt one, as on Linux.
WIN_CPPFLAGS := -D__USE_MINGW_ANSI_STDIO=1
WIN_ENGINE_OBJ := $(ENGINE_SRC:engine/%.c=$(WIN)/obj/engine/%.o) $(WIN)/obj/gen/tiles_gen.o
WIN_LIBENGINE := $(WIN)/libengine.a
WIN_UNIT_OBJ := $(UNIT_SRC:tests/unit/%.c=$(WIN)/obj/tests/unit/%.o)
WIN_TESTS := $(WIN)/unit_tests.exe $(WIN)/scenario_runner.exe $(WIN)/property.exe
# GNU libintl on its own under Wine (tests/windows/intl.sh, the catalogues: mk/intl.mk).
WIN_INTL_TEST := $(WIN)/intl/plurals.exe
# The network layer over the platform layer's Windows files (docs/architecture.md).
WIN_NET_CFLAGS := $(BASE_CFLAGS) -D_POSIX_C_SOURCE=200809L -Iengine -Inet -Iplatform -Iplatform/win -Icommon \
                  -I$(BUILD)/gen $(WIN_CPPFLAGS) $(CFLAGS)
WIN_NET_OBJ := $(NET_SRC:%.c=$(WIN)/obj/%.o) $(patsubst %.c,$(WIN)/obj/%.o,$(filter-out %/font.c %/intl.c,$(wildcard platform/win/*.c)))
WIN_LIBNET := $(WIN)/libnet.a
# Winsock, the adapters' addresses, the random source, the Known Folders; clock_gettime from winpthreads, linked
# in statically (-static) so that no MinGW DLL has to travel with the programs.
# OpenSSL (scripts/openssl-deps.sh) for TLS, with the system's certificate store (crypt32).
WIN_NET_LIBS := -static -L$(WIN_PREFIX)/lib -lssl -lcrypto -lws2_32 -liphlpapi -lbcrypt -lcrypt32 -lshell32 -lole32 \
                -luuid -lgdi32 -luser32 -lwinpthread
WIN_PROGRAMS := $(WIN)/citadela-server.exe $(WIN)/platform_fs.exe $(WIN)/citadela.exe $(WIN)/net_seat.exe $(WIN)/save_swap.exe
# The icon both programs carry (resource 1, which Explorer shows), from the art tool's PNGs;
# the zip and the installer use the same .ico file.
WIN_ICON_PNGS := $(BUILD)/art/icon-16.png $(BUILD)/art/icon-32.png $(BUILD)/art/icon-48.png $(BUILD)/art/icon-256.png
WIN_ICON := $(WIN)/citadela.ico
WIN_ICON_RES := $(WIN)/obj/citadela-res.o
WIN_SERVER_RES := $(WIN)/obj/citadela-server-res.o
# The version resource's numbers: 0.2.0 -> 0,2,0,0.
WIN_COMMA := ,
WIN_VERSION_NUM := $(subst .,$(WIN_COMMA),$(CIT_VERSION))$(WIN_COMMA)0
WIN_RC_FLAGS = -DCIT_VERSION_NUM=$(WIN_VERSION_NUM) -DCIT_VERSION_STR='\"$(CIT_VERSION)\"'

.PHONY: windows windows-build windows-deps windows-check windows-check-run
# Each top-level Windows target first installs what it needs, in order, then builds in a
# make of its own: the native SDL packages (the art tool draws the icon's PNGs), then the
# MinGW compilers and the cross-built libraries. As prerequisites of one make run, a
# compiler call could start before apt had installed the compiler (make -j2 on a fresh
# machine: "x86_64-w64-mingw32-gcc: not found").
WIN_FIRST = @sh scripts/install-deps.sh $(1) && sh scripts/windows-deps.sh $(WIN)/deps
windows:
	$(call WIN_FIRST,run)
	@$(MAKE) --no-print-directory windows-build
windows-build: $(WIN_TESTS) $(WIN_PROGRAMS)
# The Windows server is played against by the Linux build's clients (net_server_load); a
# Windows client sits at the Linux server's table with a Linux one (net_seat).
# The game's window is photographed from the zip's folder (windows-dist) beside the Linux
# game's; a save goes from save_swap.exe to the Linux save_swap and back. A Windows seat plays
# the whole Big Box at a Linux table with computer players (net_table_host).
windows-check:
	$(call WIN_FIRST,test)
	@$(MAKE) --no-print-directory windows-check-run
# windows-check-bins: what it runs, built (scripts/package-checks.sh builds it beside the other
# checks' programs in one make, then runs the checks side by side).
.PHONY: windows-check-bins
windows-check-bins: windows-build windows-dist-build $(WIN_INTL_TEST) $(INTL_TEST_MO) $(BUILD)/net_server_load $(BUILD)/net_seat $(BUILD)/citadela-server \
               $(BUILD)/citadela $(BUILD)/save_swap $(LOOPBACK_ONLY_LIB) $(BUILD)/net_table_host
windows-check-run: windows-check-bins
	sh scripts/check-windows.sh $(WIN) $(BUILD) $(WIN)/dist/citadela-$(CIT_VERSION) dist/citadela-$(CIT_VERSION)-windows-x64-setup.exe

# Always asked: the script itself says when its cache is current (and then does nothing).
windows-deps:
	@sh scripts/windows-deps.sh $(WIN)/deps
$(WIN_DEPS_STAMP): windows-deps

$(WIN)/obj/engine/%.o: engine/%.c
	@mkdir -p $(@D)
	$(WIN_CC) $(ENGINE_CFLAGS) $(WIN_CPPFLAGS) -c $< -o $@

$(WIN)/obj/gen/tiles_gen.o: $(BUILD)/gen/tiles_gen.c
	@mkdir -p $(@D)
	$(WIN_CC) $(ENGINE_CFLAGS) $(WIN_CPPFLAGS) -c $< -o $@

$(WIN_LIBENGINE): $(WIN_ENGINE_OBJ)
	rm -f $@
	$(WIN_AR) rcs $@ $^

# Test objects wait for the libraries: the unit tests include cmocka.h from the prefix.
# cmocka.h marks its message functions with GCC's plain printf format, which on MinGW means
# Microsoft's (no %zu); cmocka is built with MinGW's C99 stdio, so the messages print right,
# and the native build checks the same format strings.
$(WIN)/obj/tests/unit/%.o: WIN_TEST_FLAGS := -Wno-format
$(WIN)/obj/tests/%.o: tests/%.c | $(WIN_DEPS_STAMP)
	@mkdir -p $(@D)
	$(WIN_CC) $(TOOL_CFLAGS) $(WIN_CPPFLAGS) $(WIN_TEST_FLAGS) -I$(WIN_PREFIX)/include -c $< -o $@

$(WIN)/unit_tests.exe: $(WIN_UNIT_OBJ) $(WIN_LIBENGINE) | $(WIN_DEPS_STAMP)
	$(WIN_CC) $^ -o $@ -L$(WIN_PREFIX)/lib -lcmocka-static

$(WIN)/scenario_runner.exe: $(SCENARIO_SRC:tests/%.c=$(WIN)/obj/tests/%.o) $(WIN_LIBENGINE)
	$(WIN_CC) $^ -o $@

# PROPERTY_SRC: mk/tests.mk (read before this file)
$(WIN)/property.exe: $(PROPERTY_SRC:tests/%.c=$(WIN)/obj/tests/%.o) $(WIN_LIBENGINE)
	$(WIN_CC) $^ -o $@

$(WIN)/obj/net/%.o: net/%.c
	@mkdir -p $(@D)
	$(WIN_CC) $(WIN_NET_CFLAGS) -c $< -o $@
$(WIN)/obj/platform/%.o: platform/%.c
	@mkdir -p $(@D)
	$(WIN_CC) $(WIN_NET_CFLAGS) -c $< -o $@
$(WIN)/obj/server/%.o: server/%.c $(COMMIT_HEADER)
	@mkdir -p $(@D)
	$(WIN_CC) $(WIN_NET_CFLAGS) -c $< -o $@
$(WIN)/obj/common/%.o: common/%.c
	@mkdir -p $(@D)
	$(WIN_CC) $(WIN_NET_CFLAGS) -c $< -o $@

# TLS (net/tls.c) against the cross-built OpenSSL: it alone of the network layer needs a
# library of the cache, which windows-openssl makes (also for web-check's net_seat.exe,
# which needs no other).
$(WIN)/obj/net/tls.o: WIN_NET_CFLAGS += -DCIT_TLS -I$(WIN_PREFIX)/include
$(WIN)/obj/net/tls.o: | windows-openssl
.PHONY: windows-openssl
windows-openssl:
	@sh scripts/windows-tools.sh && sh scripts/openssl-deps.sh windows-deps $(WIN)/deps

$(WIN_LIBNET): $(WIN_NET_OBJ)
	rm -f $@
	$(WIN_AR) rcs $@ $^

$(WIN)/citadela-server.exe: $(WIN)/obj/server/server.o $(WIN)/obj/server/store_open_files.o $(WIN)/obj/server/machine_none.o $(WIN)/obj/server/push_none.o $(WIN)/obj/server/mail_none.o $(WIN)/obj/server/notify.o $(WIN)/obj/common/args.o $(WIN_LIBNET) $(WIN_LIBENGINE) $(WIN_SERVER_RES)
	$(WIN_CC) $^ -o $@ $(WIN_NET_LIBS)

$(WIN_ICON): $(WIN_ICON_PNGS) scripts/windows-icon.sh
	@mkdir -p $(@D)
	sh scripts/windows-icon.sh $@ $(WIN_ICON_PNGS)
# One resource object per program: each says what it is in Properties > Details.
$(WIN_ICON_RES) $(WIN_SERVER_RES): packaging/windows/citadela.rc packaging/windows/citadela.manifest $(WIN_ICON) common/version.h
	@mkdir -p $(@D)
	x86_64-w64-mingw32-windres -I$(WIN) -Ipackaging/windows $(WIN_RC_FLAGS) $(WIN_RC_WHAT) $< -O coff -o $@
$(WIN_ICON_RES): WIN_RC_WHAT = -DCIT_EXE='\"citadela\"' -DCIT_DESCRIPTION='\"Citadela, a tile-laying board game\"'
$(WIN_SERVER_RES): WIN_RC_WHAT = -DCIT_EXE='\"citadela-server\"' -DCIT_DESCRIPTION='\"Citadela network game server\"'

# The platform layer's file test (tests/windows/platform_fs.c) as .exe.
$(WIN)/obj/tests/windows/%.o: tests/windows/%.c
	@mkdir -p $(@D)
	$(WIN_CC) $(WIN_NET_CFLAGS) -c $< -o $@
$(WIN)/platform_fs.exe: $(WIN)/obj/tests/windows/platform_fs.o $(WIN_LIBNET)
	$(WIN_CC) $^ -o $@ $(WIN_NET_LIBS)

# citadela.exe: the window, with no console (-mwindows), against the static SDL libraries
# (SDL2_image and SDL2_ttf install no pkg-config files: their flags are written out here).
# No data directory is compiled in: art\ and sfx\ are found beside the program.
WIN_GUI_SRC := $(wildcard gui/*/*.c gui/scenes/*/*.c gui/modules/*/*.c)
WIN_GUI_SRC := $(filter-out gui/app/icon_sizes.c,$(WIN_GUI_SRC))
# The frame loop is the desktop one, the same as on Linux (platform/posix/loop.c: plain C).
WIN_GUI_OBJ := $(WIN_GUI_SRC:%.c=$(WIN)/obj/%.o) $(WIN)/obj/platform/win/font.o $(WIN)/obj/platform/win/intl.o \
               $(WIN)/obj/platform/posix/loop.o
# The gettext binding (platform/win/intl.c) includes GNU libintl's header from the prefix.
$(WIN)/obj/platform/win/intl.o: WIN_NET_CFLAGS += -I$(WIN_PREFIX)/include
$(WIN)/obj/platform/win/intl.o: | $(WIN_DEPS_STAMP)
WIN_AI_OBJ := $(AI_SRC:%.c=$(WIN)/obj/%.o)
WIN_GUI_CFLAGS := $(WIN_NET_CFLAGS) -Iai -Igui -I$(WIN_PREFIX)/include/SDL2 -I$(WIN_PREFIX)/include -DCIT_DATA_DIR='""'
# GNU libintl (scripts/intl-deps.sh) gives the game its messages (gettext, ngettext); it needs advapi32.
WIN_SDL_LIBS := -L$(WIN_PREFIX)/lib -lmingw32 -lSDL2main -lintl -lSDL2_ttf -lSDL2_image -lSDL2 -lfreetype -lm -luser32 -lgdi32 \
                -lwinmm -limm32 -lole32 -loleaut32 -lversion -luuid -ladvapi32 -lsetupapi -lshell32 -ldinput8
$(WIN)/obj/gui/app/main.o: $(COMMIT_HEADER) # only main.c prints the commit
$(WIN)/obj/gui/%.o: gui/%.c | $(WIN_DEPS_STAMP)
	@mkdir -p $(@D)
	$(WIN_CC) $(WIN_GUI_CFLAGS) -c $< -o $@
# ai/ unchanged: its threads are winpthreads'. Without -Wconversion here: its statistics add
# uint32_t visit counts to `long`, 32 bits on Windows, which -Wconversion calls a sign change;
# the Linux build keeps checking the rest.
$(WIN)/obj/ai/%.o: ai/%.c
	@mkdir -p $(@D)
	$(WIN_CC) $(WIN_NET_CFLAGS) -Iai -c $< -o $@
$(WIN)/citadela.exe: $(WIN_GUI_OBJ) $(WIN_AI_OBJ) $(WIN)/obj/common/args.o $(WIN_LIBNET) $(WIN_LIBENGINE) $(WIN_ICON_RES) | $(WIN_DEPS_STAMP)
	$(WIN_CC) -mwindows $^ -o $@ $(WIN_SDL_LIBS) $(WIN_NET_LIBS)

# dist/citadela-VERSION-windows-x64.zip (scripts/windows-dist.sh): the programs, the art and
# sounds, the font, the licences.
WIN_ZIP := dist/citadela-$(CIT_VERSION)-windows-x64.zip
.PHONY: windows-dist windows-dist-build windows-repro
# Not in CI (it builds everything twice, the libraries too: about 15 minutes on two cores):
# two copies of the committed tree in folders of different names and depths, each built
# with make windows-dist; the programs, the zip and the installer must be the same bytes.
windows-repro:
	sh scripts/windows-repro.sh
windows-dist:
	$(call WIN_FIRST,run)
	@$(MAKE) --no-print-directory windows-dist-build
windows-dist-build: $(WIN)/citadela.exe $(WIN)/citadela-server.exe $(WIN_ICON) $(ART)/tiles-128.png $(ART_OUT) $(SFX_OUT) $(MO_FILES)
	sh scripts/windows-dist.sh $(BUILD) $(WIN) $(CIT_VERSION) dist

# The Windows half of the mixed table (tests/windows/net_seat.c).
$(WIN)/obj/tests/windows/net_seat.o: WIN_NET_CFLAGS += -Itests/net
$(WIN)/net_seat.exe: $(WIN)/obj/tests/windows/net_seat.o $(WIN_LIBNET) $(WIN_LIBENGINE)
	$(WIN_CC) $^ -o $@ $(WIN_NET_LIBS)
# ... and the Windows seat of the browser's table (make web-check, mk/web.mk): it needs MinGW
# and OpenSSL (windows-openssl), not SDL.
web-check-bins: $(WIN)/net_seat.exe

# The game's code but main.c as a library, for test programs that use a part of it
# (tests/windows/save_swap.c: the game's save code); console programs, without SDL2main.
WIN_LIBGUI := $(WIN)/libgui.a
$(WIN_LIBGUI): $(filter-out %/main.o,$(WIN_GUI_OBJ)) $(WIN_AI_OBJ)
	rm -f $@
	$(WIN_AR) rcs $@ $^
$(WIN)/obj/tests/windows/save_swap.o: WIN_NET_CFLAGS += -Igui
$(WIN)/save_swap.exe: $(WIN)/obj/tests/windows/save_swap.o $(WIN_LIBGUI) $(WIN)/obj/common/args.o $(WIN_LIBNET) $(WIN_LIBENGINE)
	$(WIN_CC) $^ -o $@ $(filter-out -lSDL2main,$(WIN_SDL_LIBS)) $(WIN_NET_LIBS)

# GNU libintl's test program (WIN_INTL_TEST above).
$(WIN_INTL_TEST): tests/intl/plurals.c | $(WIN_DEPS_STAMP)
	@mkdir -p $(@D)
	$(WIN_CC) $(TOOL_CFLAGS) $(WIN_CPPFLAGS) -I$(WIN_PREFIX)/include $< -o $@ -L$(WIN_PREFIX)/lib -static -lintl -ladvapi32
