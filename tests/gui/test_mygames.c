/* "My games" in the window (docs/gui.md "My games") against the real citadela-server on
   loopback: Ada plays three correspondence games with Bruno (one hers to move with a move
   of Bruno's she has not seen, one waiting for Bruno, one finished); the window keeps her
   key for that server and for a second one that does not answer. The screen, one click from
   the menu, says it is asking, then lists the three in order (her turn first, the finished
   game last) and the silent server on its own line; Remove takes the finished game off for
   good; Open rejoins her seat at the right table with the board at the current move and
   Bruno's move since she last looked marked; her own move there counts as seen.
     test_mygames_gui SERVER_BINARY */
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
#include "harness.h"
#include "host.h"
#include "net_modes.h"
#include "scenes/game_state.h"
#include "scenes/scene_state.h"
#include "server_proc.h"

#define WAIT_MS 60000

static char ada_key[NET_TOKEN_LEN + 1];

typedef struct {
    net_client *c[2];
    int sent_at[2];
    uint64_t rng;
} game2;

static int length_of(const net_client *c)
{
    const net_seatview *v = c ? net_client_view(c) : NULL;
    return v && net_seatview_game(v) ? net_seatview_length(v) : -1;
}

/* The seat to move sends a random legal move while the game is shorter than `limit`. */
static void play(game2 *g, int limit)
{
    for (int k = 0; k < 2; k++) {
        if (!g->c[k])
            continue;
        net_client_poll(g->c[k], 0);
        const net_seatview *v = net_client_view(g->c[k]);
        const cit_game *e = v ? net_seatview_game(v) : NULL;
        if (!e || net_seatview_length(v) >= limit || cit_game_over(e) || cit_game_pending(e).player != k ||
            g->sent_at[k] == net_seatview_length(v))
            continue;
        cit_move m;
        if (cit_game_playout_move(e, &g->rng, &m) == CIT_OK)
            net_client_move(g->c[k], &m), g->sent_at[k] = net_seatview_length(v);
    }
}

/* Ada opens a table of `days` a move with her key, Bruno joins, Ada starts; then moves are
   played until the game is `moves` long (-1: its end), Ada alone playing when `ada_only`. */
static void make_game(int port, int days, uint64_t seed, int moves, char *code)
{
    game2 g = {{NULL, NULL}, {-1, -1}, seed};
    size_t len = 0;
    char *setup = net_test_setup_text(seed, 2, &len);
    g.c[0] = net_client_open_table("127.0.0.1", port, "Ada", setup, len, days, NULL, NULL);
    free(setup);
    if (g.c[0])
        net_client_set_player_key(g.c[0], ada_key);
    int started = 0;
    for (Uint32 t0 = SDL_GetTicks(); harness_waiting(t0, WAIT_MS, "a game to start");) {
        play(&g, 0);
        if (!g.c[0] || net_client_state(g.c[0]) == NET_CLIENT_CLOSED)
            break;
        if (net_client_state(g.c[0]) != NET_CLIENT_SEATED)
            continue;
        SDL_strlcpy(code, net_client_code(g.c[0]), NET_CODE_LEN + 1);
        if (!g.c[1])
            g.c[1] = net_client_connect("127.0.0.1", port, code, "Bruno", NULL, NULL, 0, NULL);
        if (!started && net_client_seat_state(g.c[0], 1) == NET_SEAT_HERE)
            net_client_start(g.c[0]), started = 1;
        if (length_of(g.c[0]) >= 0 && length_of(g.c[1]) >= 0 && net_client_player_key(g.c[0])[0])
            break;
    }
    if (!ada_key[0] && g.c[0])
        SDL_strlcpy(ada_key, net_client_player_key(g.c[0]), sizeof ada_key);
    for (Uint32 t0 = SDL_GetTicks(); harness_waiting(t0, WAIT_MS * 3, "a game's moves");) {
        play(&g, moves < 0 ? 100000 : moves);
        const net_seatview *v = net_client_view(g.c[0]);
        int over = v && net_seatview_final(v, NULL) && net_client_view(g.c[1]) &&
                   net_seatview_final(net_client_view(g.c[1]), NULL);
        if (moves < 0 ? over : length_of(g.c[0]) >= moves && length_of(g.c[1]) >= moves)
            break;
        SDL_Delay(1);
    }
    for (int k = 0; k < 2; k++)
        net_client_leave(g.c[k]), net_client_free(g.c[k]);
}

/* A port nothing listens on (a server that is down). */
static int dead_port(void)
{
    net_hub_config cfg = {0};
    const char *why = NULL;
    net_hub *h = net_hub_new(&cfg, &why);
    int port = h ? net_hub_port(h) : 1;
    net_hub_free(h);
    return port;
}

static gui_mygames *list_of(gui_app *a)
{
    gui_mygames_state *st = gui_mygames_state_of(a);
    return st ? st->list : NULL;
}

/* The menu's My games, and frames until every server answered or failed. */
static void open_screen(gui_app *a)
{
    gui_app_set_scene(a, GUI_SCENE_MENU);
    frame(a);
    CHECK(click_button(a, MSG_MYGAMES));
    frame(a);
    for (Uint32 t0 = SDL_GetTicks(); gui_mygames_loading(list_of(a)) && harness_waiting(t0, WAIT_MS, "the servers' answers");) {
        frame(a);
        SDL_Delay(2);
    }
    frame(a);
}

static const char *code_at(gui_app *a, int i)
{
    const gui_mygame *g = gui_mygames_at(list_of(a), i);
    return g ? g->code : "";
}

static void test_mygames(const char *server_bin)
{
    char dir[] = "/tmp/citadela-mygames-gui-XXXXXX", clock_path[300], log[300];
    if (!mkdtemp(dir))
        return;
    snprintf(clock_path, sizeof clock_path, "%s/test-clock", dir);
    snprintf(log, sizeof log, "%s/server.log", dir);
    FILE *f = fopen(clock_path, "w");
    if (f)
        fputs("0\n", f), fclose(f);
    const char *argv[] = {server_bin, "--port", "0", "--dir", dir, "--test-clock", clock_path, "--ai-threads", "0",
                          "--join-delay", "0", NULL};
    pid_t pid = 0;
    int port = server_proc_start(argv, log, 0, &pid);
    CHECK(port > 0);
    if (port <= 0)
        return;
    char mine[NET_CODE_LEN + 1] = "", waits[NET_CODE_LEN + 1] = "", over[NET_CODE_LEN + 1] = "";
    make_game(port, 3, 31, 1, waits);  /* Ada moved: Bruno's turn */
    make_game(port, 7, 32, 2, mine);   /* Ada, then Bruno: hers */
    make_game(port, 1, 33, -1, over);  /* to its end */
    CHECK(net_token_ok(ada_key, strlen(ada_key)) && mine[0] && waits[0] && over[0]);

    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    frames(a, 2);
    int down = dead_port();
    CHECK(gui_keys_put("127.0.0.1", down, "0123456789abcdef0123456789abcdef") == 0);
    CHECK(gui_keys_put("127.0.0.1", port, ada_key) == 0);
    gui_mygames_set_seen("127.0.0.1", port, mine, 1); /* she saw her own move, not Bruno's */
    gui_app_set_scene(a, GUI_SCENE_MENU);
    frame(a);
    CHECK(click_button(a, MSG_MYGAMES));
    frame(a);
    CHECK(a->scene == GUI_SCENE_MYGAMES && gui_mygames_server_count(list_of(a)) == 2 && gui_mygames_loading(list_of(a)));
    harness_shot(a, "mygames-asking");
    for (Uint32 t0 = SDL_GetTicks(); gui_mygames_loading(list_of(a)) && harness_waiting(t0, WAIT_MS, "the servers' answers");) {
        frame(a);
        SDL_Delay(2);
    }
    frame(a);
    harness_shot(a, "mygames");
    gui_mygames *m = list_of(a);
    CHECK(gui_mygames_count(m) == 3 && gui_mygames_waiting(m) == 1);
    CHECK(!strcmp(code_at(a, 0), mine) && !strcmp(code_at(a, 1), waits) && !strcmp(code_at(a, 2), over));
    const gui_mygame *g0 = gui_mygames_at(m, 0);
    CHECK(g0 && g0->yours && g0->unseen == 1 && g0->left > 6 * 86400 && g0->left <= 7 * 86400);
    int failed_servers = 0;
    for (int i = 0; i < gui_mygames_server_count(m); i++) {
        const char *addr, *reason;
        int p;
        failed_servers += gui_mygames_server(m, i, &addr, &p, &reason) == GUI_MG_FAILED && p == down;
    }
    CHECK(failed_servers == 1);
    SDL_Rect rc;
    CHECK(nth_button(a, "Open", 2, &rc) && nth_button(a, "Remove", 0, &rc) && !nth_button(a, "Remove", 1, &rc));

    /* Remove: the finished game goes, and stays gone. */
    CHECK(click_button(a, MSG_MG_REMOVE));
    frame(a);
    CHECK(gui_mygames_count(list_of(a)) == 2);
    open_screen(a);
    CHECK(gui_mygames_count(list_of(a)) == 2 && !strcmp(code_at(a, 0), mine));

    /* Open: her seat at that table, the board at the current move, Bruno's move marked. */
    CHECK(nth_button(a, "Open", 0, &rc));
    click(a, rc.x + rc.w / 2, rc.y + rc.h / 2);
    for (Uint32 t0 = SDL_GetTicks(); (a->scene != GUI_SCENE_GAME || !a->game) && harness_waiting(t0, WAIT_MS, "the game");) {
        frame(a);
        SDL_Delay(2);
    }
    CHECK(a->scene == GUI_SCENE_GAME && !strcmp(gui_net_code(a), mine) && gui_net_own_seat(a) == 0);
    CHECK(a->game && session_len(a) == 2 && a->game->news_at == 2 && a->game->news_tiles == 1);
    CHECK(gui_mygames_seen("127.0.0.1", port, mine) == 2);
    frames(a, 3);
    harness_shot(a, "mygames-opened");
    /* Her own move, seen here: not new the next time she looks. */
    play_one(a);
    for (Uint32 t0 = SDL_GetTicks();
         gui_mygames_seen("127.0.0.1", port, mine) < 3 && harness_waiting(t0, WAIT_MS, "her move, seen here, kept");) {
        frame(a);
        SDL_Delay(2);
    }
    frame(a);
    CHECK(session_len(a) == 3 && gui_mygames_seen("127.0.0.1", port, mine) == 3);
    gui_net_close(a);
    gui_app_free(a);
    kill(pid, SIGTERM);
    waitpid(pid, NULL, 0);
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
    if (harness_start("mygames", "test_mygames_gui") != 0)
        return 1;
    test_mygames(argv[1]);
    harness_finish();
    printf("test_mygames_gui: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
