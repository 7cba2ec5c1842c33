/* What the two files of test_net_gui share: the headers, and frames run until something
   holds. test_net.c: the window hosting and joining tables; test_net_server.c: the window
   at a server's tables (opened from the join screen, correspondence, the page's server). */
#ifndef CIT_TESTS_GUI_TEST_NET_H
#define CIT_TESTS_GUI_TEST_NET_H

#include "app/app.h"
#include "app/cmdline.h"
#include "app/i18n.h"
#include "app/join_link.h"
#include "app/net_seam.h"
#include "app/table_file.h"
#include "draw/textparse.h"
#include "client.h"
#include "discover.h"
#include "host.h"
#include "link.h"
#include "tls.h"
#include "scenes/game/game_state.h"
#include "scenes/scenes.h"
#include "harness.h"
#include "../net/net_modes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>

/* Frames of the app with the library side polled too, until cond holds or n frames passed. */
#define RUN_UNTIL(a, side, cond, n)                                                                                  \
    do {                                                                                                             \
        for (int k_ = 0; k_ < (n) && !(cond); k_++) {                                                                \
            side;                                                                                                    \
            frame(a);                                                                                                \
        }                                                                                                            \
    } while (0)

/* Frames of the app with the library side polled too, until cond holds: for what another
   clock decides (the table file's writer thread, the hub's budgets), a deadline for a machine
   ten times slower, failing as "timed out waiting for what". */
#define WAIT_UNTIL(a, side, cond, what)                                                                              \
    do {                                                                                                             \
        for (Uint32 t0_ = SDL_GetTicks(); !(cond) && harness_waiting(t0_, 60000, what);) {                           \
            side;                                                                                                    \
            frame(a);                                                                                                \
        }                                                                                                            \
    } while (0)

/* test_net_server.c */
void test_server_table(void);
void test_server_correspondence(void);
void test_page_server(void);

#endif
