/* Headless GUI tests of the window at a server's tables, through the real net library over
   loopback: a library hub that lets clients open tables as citadela-server does; the
   window opens a live and a correspondence table from the join screen, and a desktop
   program is no page server. Part of test_net_gui (test_net.h). */
#include "test_net.h"

/* A window at 1280x800 with the form for a new table on h's server open, as `name`. */
static gui_app *server_form(net_hub *h, const char *name)
{
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    frames(a, 2);
    CHECK(click_button(a, MSG_JOIN_TABLE));
    frame(a);
    snprintf(a->join.addr, sizeof a->join.addr, "127.0.0.1");
    snprintf(a->join.port, sizeof a->join.port, "%d", net_hub_port(h));
    a->join.code[0] = 0;
    snprintf(a->join.name, sizeof a->join.name, "%s", name);
    frame(a);
    CHECK(click_button(a, MSG_NET_NEW_ON_SERVER));
    frame(a);
    return a;
}

/* A table on a server (a library hub that lets clients open tables, as citadela-server's):
   the window opens it from the join screen, a library client joins by the code the lobby
   shows, the window starts the game and plays. */
void test_server_table(void)
{
    const char *why = NULL;
    net_hub *h = harness_hub(1);
    if (!h)
        return;
    gui_app *a = server_form(h, "Dora");
    CHECK(a->scene == GUI_SCENE_NEWGAME && gui_newgame_state_of(a)->host_form == 2 && !strcmp(a->setup.players[0].name, "Dora"));
    a->setup.nplayers = 2;
    snprintf(a->newgame_kept.seed_text, sizeof a->newgame_kept.seed_text, "not a seed"); /* left from a new game: no matter here */
    frame(a);
    /* The server shuffles and ignores a seed: the form has no seed row. */
    SDL_Rect src;
    CHECK(!nth_button(a, gui_tr(MSG_NEW_SEED), 0, &src));
    /* Nor can a seat's kind change there: its button shows it, greyed. */
    int kinds_shown = 0, kinds_live = 0;
    for (int i = 0; i < a->ui.nseen; i++)
        if (!strcmp(a->ui.seen[i].label, gui_tr(MSG_HUMAN)) || !strcmp(a->ui.seen[i].label, gui_tr(MSG_SEAT_FRIEND))) {
            kinds_shown++;
            kinds_live += a->ui.seen[i].enabled;
        }
    CHECK(kinds_shown == 2 && kinds_live == 0);
    harness_shot(a, "net-server-form");
    CHECK(click_button(a, MSG_OPEN_TABLE));
    RUN_UNTIL(a, net_hub_poll(h, 0), net_hub_tables(h) == 1 && gui_net_code(a)[0] && gui_net_seats(a) == 2, 400);
    CHECK(a->scene == GUI_SCENE_LOBBY && net_hub_tables(h) == 1 && gui_net_own_seat(a) == 0 && gui_net_starts(a));
    net_table *t = net_hub_table(h, 0);
    CHECK(t && !strcmp(gui_net_code(a), net_table_code(t)) && gui_net_seat_state(a, 1) == GUI_NET_SEAT_OPEN &&
          !gui_net_can_start(a));
    /* The lobby gives out the table's link; Copy puts it on the clipboard, and a friend who
       reads it back reaches this table. */
    frame(a);
    char want[200];
    snprintf(want, sizeof want, "http://127.0.0.1:%d/#join=%s", net_hub_port(h), gui_net_code(a));
    char *clip = NULL;
    SDL_SetClipboardText("");
    CHECK(click_button(a, MSG_LINK_COPY));
    frame(a);
    CHECK((clip = SDL_GetClipboardText()) && !strcmp(clip, want));
    net_link link;
    int read_back = clip && net_link_parse(clip, strlen(clip), &link) == NET_LINK_OK;
    CHECK(read_back);
    SDL_free(clip);
    if (!read_back) /* the rest of the test goes on by the code alone */
        net_link_parse(want, strlen(want), &link);
    net_client *c = net_client_connect(link.host, link.port, link.code, "Emil", NULL, NULL, 0, &why);
    RUN_UNTIL(a, (net_hub_poll(h, 0), net_client_poll(c, 0)), gui_net_can_start(a), 400);
    CHECK(gui_net_can_start(a) && !strcmp(gui_net_seat_name(a, 1), "Emil"));
    frame(a);
    harness_shot(a, "net-server-lobby");
    CHECK(click_button(a, MSG_START));
    RUN_UNTIL(a, (net_hub_poll(h, 0), net_client_poll(c, 0)), a->scene == GUI_SCENE_GAME && net_client_view(c), 400);
    CHECK(a->scene == GUI_SCENE_GAME && net_table_started(t) && gui_app_seat_here(a, 0));
    CHECK(play_one(a));
    RUN_UNTIL(a, (net_hub_poll(h, 0), net_client_poll(c, 0)),
              cit_session_length(net_table_session(t)) == 1 && net_seatview_length(net_client_view(c)) == 1, 400);
    CHECK(cit_session_length(net_table_session(t)) == 1 && net_seatview_length(net_client_view(c)) == 1);
    /* The server restarts (its table from its file, on the same port): the creator's join
       screen has the table's code again, and Join gives Dora her seat back. */
    char code[NET_CODE_LEN + 1], *saved = malloc(net_table_save(t, NULL, 0) + 1);
    SDL_strlcpy(code, gui_net_code(a), sizeof code);
    net_table_save(t, saved, net_table_save(t, NULL, 0) + 1);
    int port = net_hub_port(h);
    net_client_free(c);
    net_hub_shutdown(h);
    net_hub_free(h);
    /* The window would try again by itself (test_join follows that); here its player
       leaves and comes back through the join screen, as after a crash. */
    RUN_UNTIL(a, SDL_Delay(1), gui_net_reconnecting(a), 400);
    CHECK(gui_net_reconnecting(a) && a->dlg.kind != GUI_DLG_MESSAGE);
    gui_net_close(a);
    gui_app_set_scene(a, GUI_SCENE_MENU);
    net_hub_config cfg = {0};
    cfg.port = port;
    cfg.allow_create = 1;
    h = net_hub_new(&cfg, &why);
    t = h ? net_hub_restore(h, saved, strlen(saved), &why) : NULL;
    free(saved);
    CHECK(t != NULL);
    frame(a);
    CHECK(click_button(a, MSG_JOIN_TABLE));
    frame(a);
    CHECK(!strcmp(a->join.code, code) && !strcmp(a->join.addr, "127.0.0.1") && atoi(a->join.port) == port);
    CHECK(click_button(a, MSG_NET_JOIN));
    RUN_UNTIL(a, h ? net_hub_poll(h, 0) : (void)0, a->scene == GUI_SCENE_GAME && session_len(a) == 1, 600);
    CHECK(a->scene == GUI_SCENE_GAME && gui_net_own_seat(a) == 0 && session_len(a) == 1);
    gui_app_free(a);
    net_hub_free(h);
}

/* A correspondence table on a server: the form's Play row chooses By correspondence and 7
   days a move; the table opens as such (the lobby says so), starts with the second seat
   still open, and a friend joins it by the code after the start and gets the game. */
void test_server_correspondence(void)
{
    const char *why = NULL;
    net_hub *h = harness_hub(1);
    if (!h)
        return;
    gui_app *a = server_form(h, "Olga");
    a->setup.nplayers = 2;
    frame(a);
    CHECK(a->newgame_kept.net_pace == 0 && click_button(a, MSG_PACE_CORR));
    SDL_Rect seven;
    frame(a);
    CHECK(a->newgame_kept.net_pace == 3 && nth_button(a, "7", 0, &seven));
    click(a, seven.x + seven.w / 2, seven.y + seven.h / 2);
    CHECK(a->newgame_kept.net_pace == 7);
    harness_shot(a, "net-server-correspondence-form");
    CHECK(click_button(a, MSG_OPEN_TABLE));
    RUN_UNTIL(a, net_hub_poll(h, 0), net_hub_tables(h) == 1 && gui_net_code(a)[0] && gui_net_seats(a) == 2, 400);
    net_table *t = net_hub_table(h, 0);
    CHECK(t && net_table_pace(t) == 7 && gui_net_pace(a) == 7);
    CHECK(gui_net_seat_state(a, 1) == GUI_NET_SEAT_OPEN && gui_net_can_start(a)); /* friends join later */
    frame(a);
    harness_shot(a, "net-server-correspondence-lobby");
    CHECK(click_button(a, MSG_START));
    RUN_UNTIL(a, net_hub_poll(h, 0), a->scene == GUI_SCENE_GAME, 400);
    CHECK(a->scene == GUI_SCENE_GAME && t && net_table_started(t) && net_table_seat_state(t, 1) == NET_SEAT_OPEN);
    net_client *c = t ? net_client_connect("127.0.0.1", net_hub_port(h), net_table_code(t), "Pavel", NULL, NULL, 0, &why)
                      : NULL;
    RUN_UNTIL(a, (net_hub_poll(h, 0), c ? net_client_poll(c, 0) : 0),
              c && net_client_view(c) && net_seatview_game(net_client_view(c)) && net_client_pace(c) == 7, 400);
    CHECK(c && net_client_seat(c) == 1 && net_seatview_game(net_client_view(c)) && net_client_pace(c) == 7);
    net_client_free(c);
    gui_app_free(a);
    net_hub_free(h);
}

/* A friend's join link (citadela --join, the browser page's address): the join screen opens
   with the server, port and code filled in and the name left to type; Join sits the window
   at the table. IPv6 and the default port; a bad link says why and fills in nothing; a page
   opened without a link stays at the menu. */
/* The server a page came from, read from its address (issue 90: a page's Host a table opens
   its table there, and its join form has the page's own port). */
void test_page_server(void)
{
    static const struct {
        const char *href, *host;
        int port;
    } ok[] = {{"http://127.0.0.1:7447/", "127.0.0.1", 7447},
              {"http://game.example/?arg=--lang#join=K7MPQRX2VA", "game.example", 80},
              {"https://game.example/index.html", "game.example", 443},
              {"http://[::1]:8080/#x", "::1", 8080},
              {"http://host:1", "host", 1}};
    for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++) {
        char host[64] = "";
        int port = 0;
        CHECK(gui_page_server_of(ok[i].href, host, sizeof host, &port) && !strcmp(host, ok[i].host) && port == ok[i].port);
    }
    static const char *const no[] = {NULL, "", "file:///x/index.html", "http://", "http://:80/", "http://h:0/",
                                     "http://h:65536/", "http://h:8x/", "http://[::1/", "http://me@h/", "ftp://h/"};
    for (size_t i = 0; i < sizeof no / sizeof no[0]; i++) {
        char host[64];
        int port = 0;
        CHECK(!gui_page_server_of(no[i], host, sizeof host, &port));
    }
    char small[4];
    int port;
    CHECK(!gui_page_server_of("http://longhost/", small, sizeof small, &port));
    /* a desktop program is no page */
    CHECK(!gui_app_page_server(small, sizeof small, &port));
}
