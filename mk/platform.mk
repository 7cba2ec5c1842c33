# The platform layer's own test (platform/, docs/architecture.md): files by UTF-8 name and
# the atomic replace, here on Linux; mk/windows.mk builds the same test as .exe for Wine.
TEST_BINS += $(BUILD)/platform_fs
TEST_CMDS += "sh tests/windows/platform-fs.sh $(BUILD)/platform_fs"
$(BUILD)/obj/tests/windows/%.o: tests/windows/%.c
	@mkdir -p $(@D)
	$(CC) $(NET_CFLAGS) -c $< -o $@
$(BUILD)/platform_fs: $(BUILD)/obj/tests/windows/platform_fs.o $(LIBNET)
	$(CC) $^ -o $@ $(ALL_LDFLAGS)

# One seat at a server's table as its own process (tests/windows/net_seat.c): the Linux
# half of scripts/check-windows.sh's mixed table; mk/windows.mk builds the .exe half.
$(BUILD)/obj/tests/windows/net_seat.o: NET_CFLAGS += -Itests/net
$(BUILD)/net_seat: $(BUILD)/obj/tests/windows/net_seat.o $(LIBNET) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS)
# The Linux table of four with computer players a Windows seat joins (tests/windows/table_host.c,
# tests/windows/bigbox-table.sh).
$(BUILD)/obj/tests/windows/table_host.o: NET_CFLAGS += -Itests/net -Iai
$(BUILD)/net_table_host: $(BUILD)/obj/tests/windows/table_host.o $(LIBNET) $(LIBAI) $(LIBENGINE)
	$(CC) $^ -o $@ -pthread -lm $(ALL_LDFLAGS)

# A save written with the game's save code, read back by the other build
# (tests/windows/save_swap.c; mk/windows.mk builds the .exe half).
$(BUILD)/obj/tests/windows/save_swap.o: NET_CFLAGS = $(GUI_CFLAGS)
$(BUILD)/save_swap: $(BUILD)/obj/tests/windows/save_swap.o $(GUI_OBJ) $(COMMON_OBJ) $(LIBNET) $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/windows/save_swap.o $(GUI_OBJ) -o $@ $(GUI_LIBS)

# The game's main starts the sockets (plat_sock_init: Winsock on Windows), so it sees the
# platform layer's socket headers.
$(BUILD)/obj/gui/app/main.o: GUI_CFLAGS += -Iplatform/posix
