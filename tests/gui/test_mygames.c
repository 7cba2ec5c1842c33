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
#include "draw/text.h"
#include "harness.h"
#include "host.h"
#include "net_modes.h"
#include "scenes/game/game_state.h"
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
    for (int i = 0; gui_mygames_count(m) != 3 && i < gui_mygames_server_count(m); i++) {
        const char *addr, *reason;
        int p, st = gui_mygames_server(m, i, &addr, &p, &reason);
        fprintf(stderr, "  server %s:%d (%s): state %d, reason %s\n", addr, p, p == down ? "down" : "live", st,
                reason ? reason : "-");
    }
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

    /* A server that leaves a sign-in unanswered (stopped, as a sleeping or overloaded machine
       is) is asked again: the list then comes whole, with no failure shown. */
    kill(pid, SIGSTOP);
    gui_app_set_scene(a, GUI_SCENE_MENU);
    frame(a);
    CHECK(click_button(a, MSG_MYGAMES));
    frame(a);
    m = list_of(a);
    int live = -1;
    for (int i = 0; m && i < gui_mygames_server_count(m); i++) {
        const char *addr, *reason;
        int p;
        if (gui_mygames_server(m, i, &addr, &p, &reason) != GUI_MG_FAILED && p == port)
            live = i;
    }
    CHECK(live >= 0);
    for (Uint32 t0 = SDL_GetTicks(); live >= 0 && gui_mygames_tries(m, live) < 2 && harness_waiting(t0, WAIT_MS, "a second sign-in");) {
        frame(a);
        SDL_Delay(2);
    }
    kill(pid, SIGCONT);
    for (Uint32 t0 = SDL_GetTicks(); gui_mygames_loading(m) && harness_waiting(t0, WAIT_MS, "the servers' answers");) {
        frame(a);
        SDL_Delay(2);
    }
    frame(a);
    const char *addr2, *reason2;
    int port2;
    CHECK(live >= 0 && gui_mygames_tries(m, live) == 2 &&
          gui_mygames_server(m, live, &addr2, &port2, &reason2) == GUI_MG_LISTED && gui_mygames_count(m) == 2);
    gui_app_free(a);
    kill(pid, SIGTERM);
    waitpid(pid, NULL, 0);
    if (failed)
        server_proc_show_log(log, "closed a connection"), server_proc_show_log(log, "refused");
    char cmd[400];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    if (system(cmd) != 0)
        fprintf(stderr, "could not remove %s\n", dir);
}

/* How many lines drawn in the next frame hold `what`. */
static int drawn(gui_app *a, const char *what)
{
    static gui_text_drawn lines[1024];
    gui_text_log(lines, 1024);
    frame(a);
    int found = 0;
    for (int i = 0; i < gui_text_logged() && i < 1024; i++)
        found += strstr(lines[i].text, what) != NULL;
    gui_text_log(NULL, 0);
    return found;
}

/* Whether a notice shown or waiting holds `what`. */
static int toasted(const gui_app *a, const char *what)
{
    int found = strstr(a->toast.text, what) != NULL;
    for (int i = 0; i < a->toast.nqueue; i++)
        found |= strstr(a->toast.queue[i], what) != NULL;
    return found;
}

/* Frames until the window has shown or queued a notice holding `what`. */
static int wait_toast(gui_app *a, const char *what)
{
    for (Uint32 t0 = SDL_GetTicks(); !toasted(a, what) && harness_waiting(t0, WAIT_MS, what);) {
        frame(a);
        SDL_Delay(2);
    }
    return toasted(a, what);
}

/* Bruno's absence as Ada sees it at her screen, and her own in My games (docs/protocol.md
   "Absence"): a correspondence table of a day a move at Bruno's turn; he declares five days
   away; Ada, opening the game, reads "Bruno is away until DATE" above the board and in a
   notice. He comes back, his day runs out (the test clock), the server's computer moves for
   him: Ada is told "The computer played for Bruno: their time ran out". In My games her own
   line says her 30 days; Going away opens the dialog (7 days, one more with +), Go away
   declares 8 (the line then says until when, and I'm back), I'm back ends it with one day
   charged. */
static void test_absence(const char *server_bin)
{
    char dir[] = "/tmp/citadela-absence-gui-XXXXXX", clock_path[300], log[300];
    if (!mkdtemp(dir))
        return;
    snprintf(clock_path, sizeof clock_path, "%s/test-clock", dir);
    snprintf(log, sizeof log, "%s/server.log", dir);
    FILE *f = fopen(clock_path, "w");
    if (f)
        fputs("0\n", f), fclose(f);
    const char *argv[] = {server_bin, "--port", "0", "--dir", dir, "--test-clock", clock_path, "--join-delay", "0", NULL};
    pid_t pid = 0;
    int port = server_proc_start(argv, log, 0, &pid);
    CHECK(port > 0);
    if (port <= 0)
        return;
    /* Ada (the window's key) opens the table, Bruno joins with a key of his own; Ada moves */
    char key[NET_TOKEN_LEN + 1] = "", code[NET_CODE_LEN + 1] = "";
    SDL_strlcpy(key, "a1b2c3d4e5f60718293a4b5c6d7e8f90", sizeof key);
    game2 g = {{NULL, NULL}, {-1, -1}, 41};
    size_t len = 0;
    char *setup = net_test_setup_text(41, 2, &len);
    g.c[0] = net_client_open_table("127.0.0.1", port, "Ada", setup, len, 1, NULL, NULL);
    free(setup);
    int started = 0;
    for (Uint32 t0 = SDL_GetTicks(); g.c[0] && harness_waiting(t0, WAIT_MS, "Ada's move at Bruno's table");) {
        play(&g, 1);
        if (net_client_state(g.c[0]) == NET_CLIENT_CLOSED)
            break;
        if (net_client_state(g.c[0]) != NET_CLIENT_SEATED)
            continue;
        SDL_strlcpy(code, net_client_code(g.c[0]), sizeof code);
        if (!g.c[1])
            g.c[1] = net_client_connect("127.0.0.1", port, code, "Bruno", NULL, NULL, 0, NULL);
        if (!started && net_client_seat_state(g.c[0], 1) == NET_SEAT_HERE)
            net_client_start(g.c[0]), started = 1;
        if (length_of(g.c[0]) >= 1 && length_of(g.c[1]) >= 1 && net_client_player_key(g.c[0])[0] &&
            net_client_player_key(g.c[1])[0])
            break;
    }
    char bruno[NET_TOKEN_LEN + 1] = "";
    SDL_strlcpy(key, net_client_player_key(g.c[0]), sizeof key);
    SDL_strlcpy(bruno, net_client_player_key(g.c[1]), sizeof bruno);
    long long until = 0;
    int left = 0;
    net_client_away(g.c[1], 5);
    for (Uint32 t0 = SDL_GetTicks(); !net_client_away_state(g.c[1], &until, &left) && harness_waiting(t0, WAIT_MS, "Bruno away");)
        net_client_poll(g.c[1], 2);
    CHECK(until > 0 && left == 25);
    for (int k = 0; k < 2; k++)
        net_client_leave(g.c[k]), net_client_free(g.c[k]);

    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    frames(a, 2);
    CHECK(gui_keys_put("127.0.0.1", port, key) == 0);
    open_screen(a);
    SDL_Rect rc;
    CHECK(gui_mygames_count(list_of(a)) == 1 && nth_button(a, "Open", 0, &rc));
    click(a, rc.x + rc.w / 2, rc.y + rc.h / 2);
    for (Uint32 t0 = SDL_GetTicks(); (a->scene != GUI_SCENE_GAME || !a->game) && harness_waiting(t0, WAIT_MS, "the game");) {
        frame(a);
        SDL_Delay(2);
    }
    char date[64], words[200];
    gui_net_day_words(until, date, sizeof date);
    snprintf(words, sizeof words, "Bruno is away until %s", date);
    CHECK(wait_toast(a, words));
    for (Uint32 t0 = SDL_GetTicks(); strcmp(a->toast.text, words) && harness_waiting(t0, WAIT_MS, "the notice shown");)
        frame(a);
    CHECK(drawn(a, words) == 2); /* the notice, and above the board where Bruno would be deciding */
    harness_shot(a, "absence-game");

    /* Bruno back at once; two days on his clock has run out: the computer moves for him */
    net_client *b = net_client_sign_in("127.0.0.1", port, bruno, NULL, NULL, NULL);
    if (b)
        net_client_away(b, 0);
    for (Uint32 t0 = SDL_GetTicks(); b && !net_client_away_state(b, &until, &left) && harness_waiting(t0, WAIT_MS, "Bruno back");)
        net_client_poll(b, 2);
    CHECK(b && until == 0 && left == 29);
    net_client_leave(b), net_client_free(b);
    f = fopen(clock_path, "w");
    if (f)
        fputs("172800\n", f), fclose(f);
    CHECK(wait_toast(a, "The computer played for Bruno: their time ran out"));

    /* Ada's own absence in My games: the dialog, eight days, then back */
    open_screen(a);
    gui_mygames *m = list_of(a);
    int at = -1;
    for (int i = 0; m && i < gui_mygames_server_count(m); i++) {
        const char *addr, *reason;
        int p = 0;
        gui_mygames_server(m, i, &addr, &p, &reason);
        at = p == port ? i : at;
    }
    CHECK(at >= 0 && drawn(a, "30 days of absence left this year"));
    CHECK(click_button(a, MSG_MG_AWAY_BUTTON));
    frame(a);
    CHECK(drawn(a, "Going away") && drawn(a, "Away for 7 days") && drawn(a, "30 days of absence left this year"));
    CHECK(nth_button(a, "+", 0, &rc));
    click(a, rc.x + rc.w / 2, rc.y + rc.h / 2);
    CHECK(drawn(a, "Away for 8 days"));
    harness_shot(a, "absence-dialog");
    CHECK(click_button(a, MSG_MG_AWAY_GO));
    const char *refused = "";
    for (Uint32 t0 = SDL_GetTicks(); at >= 0 && (gui_mygames_away(m, at, &until, &left, &refused) != 1 || !until) &&
                                     harness_waiting(t0, WAIT_MS, "Ada away");) {
        frame(a);
        SDL_Delay(2);
    }
    CHECK(until > 0 && left == 22);
    gui_net_day_words(until, date, sizeof date);
    snprintf(words, sizeof words, "You are away until %s", date);
    CHECK(drawn(a, words) && drawn(a, "22 days of absence left this year"));
    harness_shot(a, "absence-away");
    CHECK(click_button(a, MSG_MG_AWAY_END));
    for (Uint32 t0 = SDL_GetTicks(); at >= 0 && (gui_mygames_away(m, at, &until, &left, &refused) != 1 || until) &&
                                     harness_waiting(t0, WAIT_MS, "Ada back");) {
        frame(a);
        SDL_Delay(2);
    }
    CHECK(until == 0 && left == 29 && drawn(a, "29 days of absence left this year"));
    gui_net_close(a);
    gui_app_free(a);
    kill(pid, SIGTERM);
    waitpid(pid, NULL, 0);
    char line[400]; /* what the one timed-out move (medium: no computer seat) cost the server */
    for (FILE *lf = fopen(log, "r"); lf; fclose(lf), lf = NULL)
        while (fgets(line, sizeof line, lf))
            if (strstr(line, "the computer played"))
                printf("  Bruno's timed-out move: %s", strstr(line, "the computer played"));
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
    if (harness_start("mygames", "test_mygames_gui") != 0)
        return 1;
    test_mygames(argv[1]);
    test_absence(argv[1]);
    harness_finish();
    printf("test_mygames_gui: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
