# Windows: the engine, its tests and (later) the game cross-compiled with MinGW-w64 against
# libraries built from Debian's source packages (scripts/windows-deps.sh, docs/building.md).
#   make windows          the libraries (cached in $(WIN)/deps), the engine's tests as .exe and
#                         citadela-server.exe
#   make windows-check    those tests under Wine (scripts/check-windows.sh)
# The tile tables come from the native build's generator ($(BUILD)/gen/tiles_gen.c): the
# generated C is the same for every platform.
WIN := $(BUILD)/windows
WIN_CC := x86_64-w64-mingw32-gcc
WIN_AR := x86_64-w64-mingw32-ar
WIN_PREFIX := $(WIN)/deps/prefix
WIN_DEPS_STAMP := $(WIN_PREFIX)/.citadela-deps
# The C99 printf family (%zu, %lld) rather than the old msvcrt one, as on Linux.
WIN_CPPFLAGS := -D__USE_MINGW_ANSI_STDIO=1
WIN_ENGINE_OBJ := $(ENGINE_SRC:engine/%.c=$(WIN)/obj/engine/%.o) $(WIN)/obj/gen/tiles_gen.o
WIN_LIBENGINE := $(WIN)/libengine.a
WIN_UNIT_OBJ := $(UNIT_SRC:tests/unit/%.c=$(WIN)/obj/tests/unit/%.o)
WIN_TESTS := $(WIN)/unit_tests.exe $(WIN)/scenario_runner.exe $(WIN)/property.exe
# The network layer over the platform layer's Windows files (docs/architecture.md).
WIN_NET_CFLAGS := $(BASE_CFLAGS) -D_POSIX_C_SOURCE=200809L -Iengine -Inet -Iplatform -Iplatform/win -Icommon \
                  -I$(BUILD)/gen $(WIN_CPPFLAGS) $(CFLAGS)
WIN_NET_OBJ := $(NET_SRC:%.c=$(WIN)/obj/%.o) $(patsubst %.c,$(WIN)/obj/%.o,$(wildcard platform/win/*.c))
WIN_LIBNET := $(WIN)/libnet.a
# Winsock, the adapters' addresses, the random source; clock_gettime from winpthreads, linked
# in statically (-static) so that no MinGW DLL has to travel with the programs.
WIN_NET_LIBS := -static -lws2_32 -liphlpapi -lbcrypt -lwinpthread
WIN_PROGRAMS := $(WIN)/citadela-server.exe $(WIN)/platform_fs.exe

.PHONY: windows windows-deps windows-check
windows: $(WIN_TESTS) $(WIN_PROGRAMS)
# The Windows server is played against by the Linux build's clients (net_server_load).
windows-check: windows $(BUILD)/net_server_load $(LOOPBACK_ONLY_LIB)
	sh scripts/check-windows.sh $(WIN) $(BUILD)

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

$(WIN)/scenario_runner.exe $(WIN)/property.exe: $(WIN)/%.exe: $(WIN)/obj/tests/%.o $(WIN_LIBENGINE)
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

$(WIN_LIBNET): $(WIN_NET_OBJ)
	rm -f $@
	$(WIN_AR) rcs $@ $^

$(WIN)/citadela-server.exe: $(WIN)/obj/server/server.o $(WIN)/obj/common/args.o $(WIN_LIBNET) $(WIN_LIBENGINE)
	$(WIN_CC) $^ -o $@ $(WIN_NET_LIBS)

# The platform layer's file test (tests/windows/platform_fs.c) as .exe.
$(WIN)/obj/tests/windows/%.o: tests/windows/%.c
	@mkdir -p $(@D)
	$(WIN_CC) $(WIN_NET_CFLAGS) -c $< -o $@
$(WIN)/platform_fs.exe: $(WIN)/obj/tests/windows/platform_fs.o $(WIN_LIBNET)
	$(WIN_CC) $^ -o $@ $(WIN_NET_LIBS)
