/* The games waiting for the player (docs/gui.md "Games waiting") against the real
   citadela-server on loopback: Ada's window keeps her key, lists her games every few hundred
   ms (the test's interval) and counts those hers to move in its title ("(1) Citadela") and on
   the menu's My games button; Bruno moves at a second table, and the count grows and the
   hidden window (never in front) asks the taskbar to flash, once a game more. Ada opens one
   of them: the table in play counts once, as it is now; her move there lowers the count and
   Bruno's answer there raises it again, with a flash. The flashes are counted through the
   seam that stands for SDL_FlashWindow.
     test_turns_gui SERVER_BINARY */
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "app/app.h"
#include "app/i18n.h"
#include "app/my_games.h"
#include "app/net_seam.h"
#include "app/player_keys.h"
#include "app/turns.h"
#include "harness.h"
#include "net_modes.h"
#include "scenes/game/game_state.h"
#include "scenes/scene_state.h"
#include "server_proc.h"

#define WAIT_MS 60000

static char ada_key[NET_TOKEN_LEN + 1];
static int flashes;
static net_client *brunos[2]; /* Bruno's connections, kept alive through every wait */

/* A frame of the window, Bruno's connections polled with it (a silent one is dropped). */
static void step(gui_app *a)
{
    frame(a);
    for (int i = 0; i < 2; i++)
        if (brunos[i])
            net_client_poll(brunos[i], 0);
}

static int count_flash(SDL_Window *w, SDL_FlashOperation op)
{
    flashes += w != NULL && op == SDL_FLASH_UNTIL_FOCUSED;
    return 0;
}

/* A table of Ada's and Bruno's: their connections while the test makes moves. */
typedef struct {
    net_client *c[2];
    char code[NET_CODE_LEN + 1];
    uint64_t rng;
    int sent_at[2]; /* the length each seat last sent a move at (-1 none) */
} table2;

static int length_of(const net_client *c)
{
    const net_seatview *v = c ? net_client_view(c) : NULL;
    return v && net_seatview_game(v) ? net_seatview_length(v) : -1;
}

/* Seat k sends a random legal move when it is its turn at a game `length` moves long, once: the
   host's answer may take a while on a busy machine, and a move sent again is refused as stale
   (the host closes a connection that collects too many refusals). */
static void move_at(table2 *t, int k, int length)
{
    const net_seatview *v = net_client_view(t->c[k]);
    const cit_game *e = v ? net_seatview_game(v) : NULL;
    cit_move m;
    if (e && net_seatview_length(v) == length && t->sent_at[k] != length && cit_game_pending(e).player == k &&
        cit_game_playout_move(e, &t->rng, &m) == CIT_OK)
        net_client_move(t->c[k], &m), t->sent_at[k] = length;
}

/* Both seats polled (and the window's frames run when there is one: its own move goes out
   with them); seat k moves until the game is `length` long. */
static void play_to(gui_app *a, table2 *t, int k, int length)
{
    for (Uint32 t0 = SDL_GetTicks(); length_of(t->c[k]) < length && harness_waiting(t0, WAIT_MS, "a move at the server");) {
        if (a)
            step(a);
        for (int i = 0; i < 2; i++)
            if (t->c[i])
                net_client_poll(t->c[i], 1);
        int at = length_of(t->c[k]);
        if (at >= 0 && at < length)
            move_at(t, k, at);
    }
}

/* Ada opens a table of `days` a move with her key, Bruno joins, Ada starts; Ada's connection
   goes once the game is on (her window takes the seat later), Bruno's stays. */
static void open_table(int port, int days, uint64_t seed, table2 *t)
{
    memset(t, 0, sizeof *t);
    t->rng = seed;
    t->sent_at[0] = t->sent_at[1] = -1;
    size_t len = 0;
    char *setup = net_test_setup_text(seed, 2, &len);
    t->c[0] = net_client_open_table("127.0.0.1", port, "Ada", setup, len, days, NULL, NULL);
    free(setup);
    if (!t->c[0])
        return;
    if (ada_key[0])
        net_client_set_player_key(t->c[0], ada_key);
    int started = 0;
    for (Uint32 t0 = SDL_GetTicks(); harness_waiting(t0, WAIT_MS, "a game to start");) {
        for (int i = 0; i < 2; i++)
            if (t->c[i])
                net_client_poll(t->c[i], 1);
        if (net_client_state(t->c[0]) == NET_CLIENT_CLOSED)
            break;
        if (net_client_state(t->c[0]) != NET_CLIENT_SEATED)
            continue;
        SDL_strlcpy(t->code, net_client_code(t->c[0]), sizeof t->code);
        if (!t->c[1] && (t->c[1] = net_client_connect("127.0.0.1", port, t->code, "Bruno", NULL, NULL, 0, NULL)))
            net_client_set_reconnect(t->c[1], 1); /* a window's frame under the sanitizers may outlast the
                                                     host's patience with a silent peer: he comes back */
        if (!started && net_client_seat_state(t->c[0], 1) == NET_SEAT_HERE)
            net_client_start(t->c[0]), started = 1;
        if (length_of(t->c[0]) >= 0 && length_of(t->c[1]) >= 0 && net_client_player_key(t->c[0])[0])
            break;
    }
    if (!ada_key[0])
        SDL_strlcpy(ada_key, net_client_player_key(t->c[0]), sizeof ada_key);
}

static void ada_goes(table2 *t)
{
    net_client_leave(t->c[0]);
    net_client_free(t->c[0]);
    t->c[0] = NULL;
}

/* Frames until the count is n. */
static void until_waiting(gui_app *a, int n, const char *what)
{
    for (Uint32 t0 = SDL_GetTicks(); gui_turns_waiting(a->your_turn.turns) != n && harness_waiting(t0, WAIT_MS, what);) {
        step(a);
        SDL_Delay(2);
    }
    frame(a);
    CHECK(gui_turns_waiting(a->your_turn.turns) == n);
}

/* The menu's My games button carries the red badge of the games waiting: its pixels there
   (0: none), the label unchanged. */
static int menu_badge(gui_app *a)
{
    gui_app_set_scene(a, GUI_SCENE_MENU);
    frame(a);
    SDL_Rect rc;
    if (!nth_button(a, "My games", 0, &rc))
        return -1;
    return pixels_of(a, rc, GUI_COL_WARN);
}

/* My games, then Open on the game of this code; frames until its board shows. */
static void open_game(gui_app *a, const char *code)
{
    gui_app_set_scene(a, GUI_SCENE_MYGAMES);
    frame(a);
    gui_mygames_state *st = gui_mygames_state_of(a);
    for (Uint32 t0 = SDL_GetTicks(); st && gui_mygames_loading(st->list) && harness_waiting(t0, WAIT_MS, "my games");) {
        step(a);
        SDL_Delay(2);
    }
    frame(a);
    int at = -1;
    for (int i = 0; st && i < gui_mygames_count(st->list); i++)
        if (!strcmp(gui_mygames_at(st->list, i)->code, code))
            at = i;
    SDL_Rect rc;
    CHECK(at >= 0 && nth_button(a, "Open", at, &rc));
    if (at < 0)
        return;
    click(a, rc.x + rc.w / 2, rc.y + rc.h / 2);
    for (Uint32 t0 = SDL_GetTicks(); (a->scene != GUI_SCENE_GAME || !a->game) && harness_waiting(t0, WAIT_MS, "the game");) {
        step(a);
        SDL_Delay(2);
    }
    frames(a, 2);
}

static void test_turns(const char *server_bin)
{
    char dir[] = "/tmp/citadela-turns-gui-XXXXXX", log[300];
    if (!mkdtemp(dir))
        return;
    snprintf(log, sizeof log, "%s/server.log", dir);
    const char *argv[] = {server_bin, "--port", "0", "--dir", dir, "--ai-threads", "0", "--join-delay", "0", NULL};
    pid_t pid = 0;
    int port = server_proc_start(argv, log, 0, &pid);
    CHECK(port > 0);
    if (port <= 0)
        return;
    table2 t[2]; /* t[0]: Ada's turn after a move each; t[1]: Bruno's after Ada's first */
    open_table(port, 7, 41, &t[0]);
    open_table(port, 3, 42, &t[1]);
    play_to(NULL, &t[0], 0, 1);
    play_to(NULL, &t[0], 1, 2);
    play_to(NULL, &t[1], 0, 1);
    ada_goes(&t[0]);
    ada_goes(&t[1]);
    CHECK(net_token_ok(ada_key, strlen(ada_key)) && t[0].code[0] && t[1].code[0]);
    CHECK(gui_keys_put("127.0.0.1", port, ada_key) == 0);
    brunos[0] = t[0].c[1], brunos[1] = t[1].c[1];

    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    gui_turns_set_interval_ms(a->your_turn.turns, 200);
    gui_turns_set_flasher(a->your_turn.turns, count_flash);
    CHECK(!(SDL_GetWindowFlags(a->win) & SDL_WINDOW_INPUT_FOCUS)); /* hidden: never in front */
    until_waiting(a, 1, "the first listing's game waiting");
    CHECK(!strcmp(a->chrome.title, "(1) Citadela") && flashes == 1);
    CHECK(menu_badge(a) > 100);
    harness_shot(a, "turns-menu");

    /* Bruno moves at the other table: at the next listing, two wait, and the taskbar flashes. */
    play_to(a, &t[1], 1, 2);
    until_waiting(a, 2, "Bruno's move counted");
    CHECK(flashes == 2 && menu_badge(a) > 100 && !strcmp(a->chrome.title, "(2) Citadela"));

    /* The table in play counts once; her move there lowers the count, without a flash. */
    open_game(a, t[0].code);
    CHECK(a->scene == GUI_SCENE_GAME && !strcmp(gui_net_code(a), t[0].code) && gui_turns_waiting(a->your_turn.turns) == 2);
    CHECK(!strncmp(a->chrome.title, "(2) Citadela \xE2\x80\x94 ", 17));
    CHECK(play_one(a));
    until_waiting(a, 1, "her move counted");
    CHECK(flashes == 2 && !strncmp(a->chrome.title, "(1) Citadela \xE2\x80\x94 ", 17));

    /* Bruno answers at the table in play: hers again, and the taskbar flashes. */
    play_to(a, &t[0], 1, 4);
    until_waiting(a, 2, "Bruno's answer at the table in play");
    CHECK(flashes == 3 && !strncmp(a->chrome.title, "(2) Citadela \xE2\x80\x94 ", 17));

    /* Off the table, both are listed as hers; then the server goes away: the listings that
       fail keep the count as it was (a dropped connection is no news), and flash nothing. */
    gui_net_close(a);
    int listed = gui_turns_listings(a->your_turn.turns);
    for (Uint32 t0 = SDL_GetTicks(); gui_turns_listings(a->your_turn.turns) == listed && harness_waiting(t0, WAIT_MS, "a listing off the table");) {
        step(a);
        SDL_Delay(2);
    }
    until_waiting(a, 2, "both games listed as hers");
    for (int i = 0; i < 2; i++)
        net_client_leave(t[i].c[1]), net_client_free(t[i].c[1]), brunos[i] = NULL;
    kill(pid, SIGKILL);
    waitpid(pid, NULL, 0);
    listed = gui_turns_listings(a->your_turn.turns);
    for (Uint32 t0 = SDL_GetTicks(); gui_turns_listings(a->your_turn.turns) < listed + 2 && harness_waiting(t0, WAIT_MS, "two listings failing");) {
        step(a);
        SDL_Delay(2);
    }
    frame(a);
    CHECK(gui_turns_listings(a->your_turn.turns) >= listed + 2 && gui_turns_waiting(a->your_turn.turns) == 2 && flashes == 3);
    CHECK(!strncmp(a->chrome.title, "(2) Citadela", 12));
    if (strncmp(a->chrome.title, "(2) Citadela", 12))
        fprintf(stderr, "  title: %s; listings %d (from %d), waiting %d, flashes %d\n", a->chrome.title,
                gui_turns_listings(a->your_turn.turns), listed, gui_turns_waiting(a->your_turn.turns), flashes);
    if (gui_turns_waiting(a->your_turn.turns) != 2) { /* what a listing meets now */
        gui_mygames *m = gui_mygames_new(a);
        for (Uint32 t0 = SDL_GetTicks(); m && gui_mygames_loading(m) && harness_waiting(t0, WAIT_MS, "a listing");)
            gui_mygames_poll(m), SDL_Delay(2);
        for (int i = 0; m && i < gui_mygames_server_count(m); i++) {
            const char *addr, *reason;
            int p, st = gui_mygames_server(m, i, &addr, &p, &reason);
            fprintf(stderr, "  server %s:%d: state %d, reason %s, tries %d\n", addr, p, st, reason, gui_mygames_tries(m, i));
        }
        gui_mygames_free(m);
    }
    gui_app_free(a);
    if (failed)
        server_proc_show_log(log, "closed a connection"), server_proc_show_log(log, "refused");
    char cmd[400];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    if (system(cmd) != 0)
        fprintf(stderr, "could not remove %s\n", dir);
}

int main(int argc, char **argv)
{
    if (argc < 2)
        return 2;
    signal(SIGPIPE, SIG_IGN);
    harness_read_args(argc, argv);
    if (harness_start("turns", "test_turns_gui") != 0)
        return 1;
    test_turns(argv[1]);
    harness_finish();
    printf("test_turns_gui: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
