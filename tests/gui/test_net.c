/* Headless GUI tests of network play through the real net library over
   loopback, in one process: the window hosts a table a library client joins, and the
   window joins a table a library hub hosts; the lobby, a few moves each way, a move
   refused for the wrong seat, and a dropped window that rejoins and gets its seat back. */

#include "test_net.h"


/* Seat `seat`'s view of g hashed: equal for two games that seat cannot tell apart. */
static uint64_t view_hash(const cit_game *g, int seat)
{
    cit_status st;
    cit_game *c = cit_game_new(cit_game_setup(g), NULL, 0, &st);
    cit_game_copy(c, g);
    cit_game_view_canon(c, seat);
    uint64_t h = cit_game_hash(c);
    cit_game_free(c);
    return h;
}

static cit_move first_legal(const cit_game *g)
{
    static cit_move ms[CIT_MAX_MOVES];
    int n = cit_game_legal_moves(g, ms, CIT_MAX_MOVES);
    return n > 0 ? ms[0] : (cit_move){0};
}

/* Whether the window's chat lines hold `line`. */
static int chat_has(const gui_app *a, const char *line)
{
    const char *lines[GUI_NET_CHAT];
    int n = gui_net_chat_lines(a, lines, GUI_NET_CHAT);
    for (int i = 0; i < n; i++)
        if (!strcmp(lines[i], line))
            return 1;
    return 0;
}

/* Whether a notice naming `who` waits in the queue. */
static int toast_waits(const gui_app *a, const char *who)
{
    for (int i = 0; i < a->toast.nqueue; i++)
        if (strstr(a->toast.queue[i], who))
            return 1;
    return 0;
}

/* A new window (the host's after a crash or a quit) reopening the kept table from the host form. */
static gui_app *reopened_window(void)
{
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    frames(a, 2);
    CHECK(click_button(a, MSG_HOST_TABLE));
    frame(a);
    CHECK(click_button(a, MSG_REOPEN_TABLE));
    frame(a);
    return a;
}

/* The window hosts; a library client joins as Cyril. */
/* Whether the button labelled `label` was live last frame; -1 if none was drawn. */
static int button_enabled(const gui_app *a, gui_msg label)
{
    for (int i = 0; i < a->ui.nseen; i++)
        if (!strcmp(a->ui.seen[i].label, gui_tr(label)))
            return a->ui.seen[i].enabled;
    return -1;
}

static int discovery_port;

static void test_host(void)
{
    const char *why = NULL;
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    frames(a, 2);
    CHECK(click_button(a, MSG_HOST_TABLE));
    frame(a);
    CHECK(a->scene == GUI_SCENE_NEWGAME && gui_newgame_state_of(a)->host_form);
    /* Two seats: a person here, then a friend at another screen. */
    a->setup.nplayers = 2;
    a->setup.players[1].kind = CIT_SEAT_HUMAN;
    gui_newgame_state_of(a)->seat_friend[1] = 1;
    frame(a);
    SDL_Rect frc;
    CHECK(nth_button(a, gui_tr(MSG_SEAT_FRIEND), 0, &frc));
    CHECK(nth_button(a, gui_tr(MSG_NEW_SEED), 0, &frc)); /* the host deals: its seed counts */
    CHECK(click_button(a, MSG_SEAT_FRIEND)); /* its seat kinds change: Friend -> a computer level */
    frame(a);
    CHECK(!gui_newgame_state_of(a)->seat_friend[1]);
    a->setup.players[1].kind = CIT_SEAT_HUMAN;
    gui_newgame_state_of(a)->seat_friend[1] = 1;
    frame(a);
    /* Listing the table on the local network is a choice, off in a new form. */
    CHECK(gui_newgame_state_of(a)->host_listed == 0 && gui_net_lan_possible(a));
    CHECK(click_button(a, MSG_NET_LIST_LAN));
    frame(a);
    CHECK(gui_newgame_state_of(a)->host_listed == 1);
    harness_shot(a, "net-host-form");
    CHECK(click_button(a, MSG_OPEN_TABLE));
    frame(a);
    CHECK(a->scene == GUI_SCENE_LOBBY && gui_net_role_of(a) == GUI_NET_HOST);
    int port = gui_net_port(a);
    char code[NET_CODE_LEN + 1];
    SDL_strlcpy(code, gui_net_code(a), sizeof code);
    CHECK(port > 0 && strlen(code) == NET_CODE_LEN);
    /* A table this window hosts has no web page for a browser: no link to give out. */
    frame(a);
    char no_link[200];
    CHECK(button_enabled(a, MSG_LINK_COPY) < 0 && !gui_net_link(a, no_link, sizeof no_link));
    /* The table is announced on the local network (here: loopback, the test's own port),
       and the beacon names the table but never its join code. */
    CHECK(gui_net_listed(a));
    char raw[256] = "";
    int rx = socket(AF_INET, SOCK_DGRAM, 0), one = 1;
    struct sockaddr_in at = {0};
    at.sin_family = AF_INET;
    at.sin_port = htons((uint16_t)discovery_port);
    at.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    setsockopt(rx, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    CHECK(rx >= 0 && bind(rx, (struct sockaddr *)&at, sizeof at) == 0);
    ssize_t got = -1;
    for (int k = 0; k < 300 && rx >= 0 && got <= 0; k++) {
        frame(a);
        SDL_Delay(10);
        got = recv(rx, raw, sizeof raw - 1, MSG_DONTWAIT);
    }
    close(rx);
    raw[got > 0 ? got : 0] = 0;
    net_found_table ft;
    CHECK(got > 0 && net_beacon_parse(raw, (size_t)got, &ft) && ft.port == port && ft.open_seats == 1 &&
          !strcmp(ft.name, "Player 1"));
    CHECK(got > 0 && strstr(raw, code) == NULL);
    CHECK(gui_net_seat_state(a, 1) == GUI_NET_SEAT_OPEN && !gui_net_can_start(a));
    /* Cyril joins over loopback with the code the lobby shows. */
    net_client *c = net_client_connect("127.0.0.1", port, code, "Cyril", NULL, NULL, 0, &why);
    CHECK(c != NULL);
    if (!c) {
        gui_app_free(a);
        return;
    }
    RUN_UNTIL(a, net_client_poll(c, 0), gui_net_seat_state(a, 1) == GUI_NET_SEAT_HERE && net_client_seat(c) >= 0, 400);
    CHECK(net_client_seat(c) == 1);
    CHECK(!strcmp(gui_net_seat_name(a, 1), "Cyril") && gui_net_can_start(a));
    /* Cyril is not ready yet: the host may start anyway and is told; then he marks himself. */
    CHECK(!gui_net_ready(a, 1) && gui_net_ready(a, 0) && !gui_net_all_ready(a));
    net_client_set_ready(c, 1);
    RUN_UNTIL(a, net_client_poll(c, 0), gui_net_ready(a, 1) && net_client_ready(c, 1), 400);
    CHECK(gui_net_ready(a, 1) && gui_net_all_ready(a) && net_client_ready(c, 1));
    /* The host's away setting: 2 minutes, a click takes the next choice. */
    CHECK(gui_net_away_ms(a) == 2 * 60000u);
    harness_shot(a, "net-host-lobby");
    CHECK(click_button(a, MSG_START));
    frame(a);
    CHECK(a->scene == GUI_SCENE_GAME && a->game);
    RUN_UNTIL(a, net_client_poll(c, 0), net_client_view(c) && net_seatview_game(net_client_view(c)), 400);
    CHECK(net_client_view(c) && net_seatview_game(net_client_view(c)));
    /* A move for the host's seat from Cyril is refused and changes nothing. */
    const cit_game *cv = net_seatview_game(net_client_view(c));
    cit_move wrong = first_legal(cv);
    net_client_move(c, &wrong);
    /* The host's person plays; Cyril's view follows. */
    CHECK(play_one(a));
    RUN_UNTIL(a, net_client_poll(c, 0), net_seatview_length(net_client_view(c)) == 1, 400);
    CHECK(net_seatview_length(net_client_view(c)) == 1);
    CHECK(net_client_last_error(c)[0] != 0); /* the move sent out of turn */
    /* Now it is Cyril's turn: the window takes no input for it and shows it coming in. */
    cv = net_seatview_game(net_client_view(c));
    CHECK(cit_game_pending(cv).player == 1 && !gui_app_seat_here(a, 1));
    int before = session_len(a);
    CHECK(!play_one(a) || session_len(a) == before); /* a click on the board does nothing */
    cit_move m = first_legal(cv);
    net_client_move(c, &m);
    RUN_UNTIL(a, net_client_poll(c, 0), session_len(a) == 2, 600);
    CHECK(session_len(a) == 2);
    CHECK(a->game->applied_by_computer); /* it glides in as a computer's move does */
    CHECK(view_hash(gui_game_engine(a->game), 1) == view_hash(net_seatview_game(net_client_view(c)), 1));
    /* A chat line reaches the other side. */
    gui_net_chat(a, "hello");
    char text[256] = "";
    int seat = -1;
    for (int k = 0; k < 400 && seat < 0; k++) {
        net_client_poll(c, 0);
        seat = net_client_take_chat(c, text, sizeof text);
        frame(a);
    }
    CHECK(seat == 0 && !strcmp(text, "hello"));
    /* Cyril's line shows in the host's own window too, not only at the other seats. */
    net_client_chat(c, "hi from Cyril");
    RUN_UNTIL(a, net_client_poll(c, 0), chat_has(a, "Cyril: hi from Cyril"), 400);
    CHECK(chat_has(a, "Cyril: hi from Cyril"));
    /* Cyril's line drops: the host is told, the seat waits for him. */
    char token[64];
    SDL_strlcpy(token, net_client_token(c), sizeof token);
    net_client_free(c);
    RUN_UNTIL(a, (void)0, gui_net_seat_state(a, 1) == GUI_NET_SEAT_AWAY, 400);
    CHECK(gui_net_seat_state(a, 1) == GUI_NET_SEAT_AWAY && strstr(a->toast.text, "Cyril") != NULL);
    harness_shot(a, "net-host-game");
    /* The host's window goes (a crash keeps the same files); a new one reopens the table from
       the file kept beside the autosave, and Cyril takes his seat back with his token. */
    uint64_t h2 = view_hash(gui_game_engine(a->game), 1);
    gui_app_free(a);
    a = reopened_window();
    CHECK(a->scene == GUI_SCENE_GAME && session_len(a) == 2 && gui_net_seat_state(a, 1) == GUI_NET_SEAT_AWAY);
    CHECK(!strcmp(gui_net_code(a), code) && gui_net_port(a) > 0);
    c = net_client_connect("127.0.0.1", gui_net_port(a), code, "Cyril", token, NULL, 0, &why);
    CHECK(c != NULL);
    if (!c)
        fprintf(stderr, "Cyril's rejoin: %s\n", why ? why : "?");
    RUN_UNTIL(a, net_client_poll(c, 0), net_client_view(c) && net_seatview_game(net_client_view(c)), 400);
    CHECK(net_client_seat(c) == 1 && gui_net_seat_state(a, 1) == GUI_NET_SEAT_HERE);
    /* "Cyril dropped out" goes when he is back: "is back" shows now, nothing else of him waits. */
    frame(a);
    CHECK(a->clock < a->toast.until && strstr(a->toast.text, "Cyril is back") != NULL && !toast_waits(a, "Cyril"));
    CHECK(net_client_view(c) && net_seatview_length(net_client_view(c)) == 2 &&
          view_hash(net_seatview_game(net_client_view(c)), 1) == h2);
    /* Play goes on: the host's person, then Cyril. */
    CHECK(play_one(a));
    RUN_UNTIL(a, net_client_poll(c, 0), net_seatview_length(net_client_view(c)) == 3, 400);
    cv = net_seatview_game(net_client_view(c));
    m = first_legal(cv);
    net_client_move(c, &m);
    RUN_UNTIL(a, net_client_poll(c, 0), session_len(a) == 4, 600);
    CHECK(session_len(a) == 4);
    /* Cyril drops again and stays away past the host's time: the host's computer plays his
       seat; he rejoins by token and has it back. */
    net_client_free(c);
    gui_net_set_away_ms(a, 1);
    RUN_UNTIL(a, SDL_Delay(2), gui_net_seat_state(a, 1) == GUI_NET_SEAT_AI, 400);
    CHECK(gui_net_seat_state(a, 1) == GUI_NET_SEAT_AI && gui_net_ai_kind(a, 1) && strstr(a->toast.text, "Cyril") != NULL);
    CHECK(!gui_net_remote(a, 1) && gui_app_seat_computer(a, 1) && !gui_app_seat_here(a, 1));
    frame(a);
    CHECK(gui_drawn(a)->row_computer_rc[1].w > 0 && gui_drawn(a)->row_computer_rc[0].w == 0); /* his row shows who plays */
    CHECK(play_one(a));
    RUN_UNTIL(a, SDL_Delay(5), session_len(a) == 6, 6000);
    CHECK(session_len(a) == 6); /* the host's person, then its computer for Cyril */
    harness_shot(a, "net-host-ai-seat");
    c = net_client_connect("127.0.0.1", gui_net_port(a), code, "Cyril", token, NULL, 0, &why);
    RUN_UNTIL(a, net_client_poll(c, 0), c && net_client_view(c) && net_seatview_game(net_client_view(c)), 400);
    CHECK(c && net_client_seat(c) == 1 && gui_net_seat_state(a, 1) == GUI_NET_SEAT_HERE && gui_net_remote(a, 1));
    CHECK(net_client_view(c) && net_seatview_length(net_client_view(c)) == 6);
    frame(a);
    CHECK(gui_drawn(a)->row_computer_rc[1].w == 0); /* his again: the mark goes */
    gui_dialog_open(a, GUI_DLG_LEAVE); /* the host's Leave closes the table: Reopen, not Continue */
    frame(a);
    CHECK(strstr(a->dlg.text, "Reopen the last table") && !strstr(a->dlg.text, "Continue"));
    CHECK(click_button(a, MSG_NO));
    frame(a);
    CHECK(a->clock < a->toast.until && strstr(a->toast.text, "Cyril is back") != NULL && !toast_waits(a, "Cyril"));
    net_client_free(c);
    gui_app_free(a);
}

/* The host's away choice of one table is where the next table's lobby starts, and the
   settings file keeps it (a file from before the choice was kept gives the default). */
static int open_host_table(gui_app *a)
{
    if (!click_button(a, MSG_HOST_TABLE))
        return 0;
    frame(a);
    a->setup.nplayers = 2;
    a->setup.players[1].kind = CIT_SEAT_HUMAN;
    gui_newgame_state_of(a)->seat_friend[1] = 1;
    frame(a);
    if (!click_button(a, MSG_OPEN_TABLE))
        return 0;
    frame(a);
    return a->scene == GUI_SCENE_LOBBY && gui_net_role_of(a) == GUI_NET_HOST;
}

/* A name is not an identity: Cyril drops out of the lobby; "Cyril" joining again without
   his kept seat is refused, the seat shows "Give to a newcomer" at the host, and a click
   opens it: Dana joins with the code under a new token, and Cyril's old one is void. */
static void test_give_seat(void)
{
    const char *why = NULL;
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    frames(a, 2);
    CHECK(open_host_table(a));
    int port = gui_net_port(a);
    char code[NET_CODE_LEN + 1], token[64];
    SDL_strlcpy(code, gui_net_code(a), sizeof code);
    net_client *c = net_client_connect("127.0.0.1", port, code, "Cyril", NULL, NULL, 0, &why);
    RUN_UNTIL(a, net_client_poll(c, 0), c && net_client_seat(c) == 1 && gui_net_seat_state(a, 1) == GUI_NET_SEAT_HERE, 400);
    CHECK(c && net_client_seat(c) == 1);
    frame(a);
    CHECK(!gui_net_can_give(a, 1) && !gui_net_can_give(a, 0)); /* a connected friend's seat and the host's own: never */
    SDL_strlcpy(token, net_client_token(c), sizeof token);
    net_client_free(c);
    RUN_UNTIL(a, (void)0, gui_net_seat_state(a, 1) == GUI_NET_SEAT_AWAY, 400);
    CHECK(gui_net_seat_state(a, 1) == GUI_NET_SEAT_AWAY);
    /* His name alone does not take the seat back. */
    c = net_client_connect("127.0.0.1", port, code, "Cyril", NULL, NULL, 0, &why);
    RUN_UNTIL(a, net_client_poll(c, 0), !c || net_client_state(c) == NET_CLIENT_CLOSED, 400);
    CHECK(c && net_client_state(c) == NET_CLIENT_CLOSED && !strcmp(net_client_reason(c), "name-away"));
    CHECK(gui_net_seat_state(a, 1) == GUI_NET_SEAT_AWAY);
    char said[300];
    CHECK(strstr(gui_net_reason("name-away", 0, said, sizeof said), "dropped out") != NULL);
    net_client_free(c);
    /* The host gives his seat away from the lobby. */
    frame(a);
    CHECK(gui_net_can_give(a, 1));
    harness_shot(a, "net-give-seat");
    CHECK(click_button(a, MSG_NET_GIVE_SEAT));
    frame(a);
    CHECK(gui_net_seat_state(a, 1) == GUI_NET_SEAT_OPEN && !gui_net_can_give(a, 1) && strstr(a->toast.text, "Cyril") != NULL);
    /* His old token is void; Dana joins with the code and gets a new one. */
    c = net_client_connect("127.0.0.1", port, code, "Cyril", token, NULL, 0, &why);
    RUN_UNTIL(a, net_client_poll(c, 0), !c || net_client_state(c) == NET_CLIENT_CLOSED, 400);
    CHECK(c && net_client_state(c) == NET_CLIENT_CLOSED && !strcmp(net_client_reason(c), "token"));
    net_client_free(c);
    c = net_client_connect("127.0.0.1", port, code, "Dana", NULL, NULL, 0, &why);
    RUN_UNTIL(a, net_client_poll(c, 0), c && net_client_seat(c) == 1 && gui_net_seat_state(a, 1) == GUI_NET_SEAT_HERE, 400);
    CHECK(c && net_client_seat(c) == 1 && strcmp(net_client_token(c), token) != 0);
    CHECK(!strcmp(gui_net_seat_name(a, 1), "Dana"));
    net_client_free(c);
    gui_net_close(a);
    gui_app_free(a);
}

static void test_away_kept(void)
{
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    frames(a, 2);
    CHECK(a->settings.away_min == 2);
    CHECK(open_host_table(a));
    CHECK(gui_net_away_ms(a) == 2 * 60000u && !gui_net_listed(a)); /* not listed unless ticked */
    char label[160];
    gui_subst(label, sizeof label, gui_tr(MSG_NET_AWAY_AFTER), "2", NULL, NULL);
    CHECK(click_label(a, label)); /* 2 -> 5 min */
    frame(a);
    CHECK(gui_net_away_ms(a) == 5 * 60000u && a->settings.away_min == 5);
    CHECK(click_button(a, MSG_NET_LEAVE));
    frame(a);
    CHECK(a->scene == GUI_SCENE_MENU && gui_net_role_of(a) == GUI_NET_NONE);
    /* The next table starts at 5 min, and its lobby says so. */
    CHECK(open_host_table(a));
    CHECK(gui_net_away_ms(a) == 5 * 60000u);
    gui_subst(label, sizeof label, gui_tr(MSG_NET_AWAY_AFTER), "5", NULL, NULL);
    SDL_Rect rc;
    CHECK(nth_button(a, label, 0, &rc));
    /* "Never" is kept too (0 is not the default). */
    CHECK(click_label(a, label)); /* 5 -> 10 */
    frame(a);
    gui_subst(label, sizeof label, gui_tr(MSG_NET_AWAY_AFTER), "10", NULL, NULL);
    CHECK(click_label(a, label)); /* 10 -> never */
    frame(a);
    CHECK(gui_net_away_ms(a) == 0 && a->settings.away_min == 0);
    gui_net_close(a);
    /* Through the settings file: written, read back by the next run. */
    CHECK(gui_settings_save(&a->settings) == 0);
    gui_settings s;
    s.away_min = 7;
    gui_settings_load(&s);
    CHECK(s.away_min == 0);
    a->settings.away_min = 10;
    CHECK(gui_settings_save(&a->settings) == 0);
    gui_settings_load(&s);
    CHECK(s.away_min == 10);
    gui_app_free(a);
    /* A file written before the choice was kept loads with the default. */
    char path[600];
    snprintf(path, sizeof path, "%s/citadela/settings.ini", tmpdir);
    FILE *f = fopen(path, "w");
    CHECK(f != NULL);
    if (f) {
        fputs("# Citadela settings\nlang = 0\nscale = 100\nai_cores = 0\nseats = 0\n", f);
        fclose(f);
    }
    gui_settings_load(&s);
    CHECK(s.away_min == 2 && strcmp(s.lang, "en") == 0); /* the old number for English */
    remove_settings();
    const char *wild = "away_min = 99999\n";
    CHECK(gui_settings_parse(&s, wild, strlen(wild)) == 0 && s.away_min == 60);
}

/* The moves in the hosted table's file as it is on disk now (-1: no file). */
static int table_file_moves(void)
{
    char path[1200];
    snprintf(path, sizeof path, "%snetwork-table.txt", gui_saves_dir());
    size_t len = 0;
    char *text = gui_read_file(path, &len);
    int moves = text ? 0 : -1;
    for (const char *p = text; p && (p = strstr(p, "\nmove ")) != NULL; p++)
        moves++;
    free(text);
    return moves;
}

/* The hosted table's file: a storm of ready marks writes it a few times a second, never on
   the frame loop's thread; a move is on disk without closing; the file is complete when the
   window goes; the table reopens on the port it had, not the usual one. */
static void test_table_file(void)
{
    const char *why = NULL;
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    a->net_port = discovery_port + 1; /* as --port N: not the usual 7447 */
    frames(a, 2);
    CHECK(open_host_table(a));
    int port = gui_net_port(a);
    CHECK(port != GUI_NET_PORT);
    net_client *c = net_client_connect("127.0.0.1", port, gui_net_code(a), "Cyril", NULL, NULL, 0, &why);
    CHECK(c != NULL);
    if (!c) {
        fprintf(stderr, "Cyril's join at port %d: %s\n", port, why ? why : "?");
        gui_app_free(a);
        return;
    }
    RUN_UNTIL(a, net_client_poll(c, 0), gui_net_seat_state(a, 1) == GUI_NET_SEAT_HERE && net_client_seat(c) == 1, 400);
    CHECK(gui_net_seat_state(a, 1) == GUI_NET_SEAT_HERE && net_client_seat(c) == 1); /* at this table, not elsewhere */
    char token[64];
    SDL_strlcpy(token, net_client_token(c), sizeof token);
    int on_loop = -1, before = gui_net_table_writes(a, NULL);
    uint32_t t0 = SDL_GetTicks();
    for (int i = 0; i < 201; i++) /* a friend's storm: ends ready */
        net_client_set_ready(c, (i & 1) == 0);
    /* The hub holds back marks beyond its budget and sets the last one later (docs/protocol.md,
       Hostile peers): up to a few seconds. */
    RUN_UNTIL(a, (net_client_poll(c, 0), SDL_Delay(2)), 0, 150);
    WAIT_UNTIL(a, (net_client_poll(c, 0), SDL_Delay(5)), gui_net_ready(a, 1), "the storm's last ready mark");
    int writes = gui_net_table_writes(a, &on_loop) - before;
    uint32_t spent = SDL_GetTicks() - t0;
    CHECK(gui_net_ready(a, 1));
    CHECK(writes >= 1 && (uint32_t)writes <= 2 + spent / GUI_TABLE_FILE_GAP_MS && on_loop == 0);
    if (!(writes >= 1 && (uint32_t)writes <= 2 + spent / GUI_TABLE_FILE_GAP_MS))
        fprintf(stderr, "%d writes of the table's file in %u ms\n", writes, (unsigned)spent);
    /* In play: the host's move reaches the disk without the table closing. */
    CHECK(click_button(a, MSG_START));
    frame(a);
    CHECK(play_one(a));
    WAIT_UNTIL(a, (net_client_poll(c, 0), SDL_Delay(5)), table_file_moves() == 1, "the host's move in the table's file");
    CHECK(table_file_moves() == 1);
    /* Cyril's move, and the window goes at once: the file has it. */
    RUN_UNTIL(a, net_client_poll(c, 0), net_client_view(c) && net_seatview_length(net_client_view(c)) == 1, 400);
    CHECK(net_client_view(c) != NULL);
    if (net_client_view(c)) {
        cit_move m = first_legal(net_seatview_game(net_client_view(c)));
        net_client_move(c, &m);
    }
    WAIT_UNTIL(a, (net_client_poll(c, 0), SDL_Delay(1)), session_len(a) == 2, "Cyril's move at the host");
    CHECK(session_len(a) == 2);
    gui_app_free(a);
    CHECK(table_file_moves() == 2);
    net_client_free(c);
    /* Reopened by a window started without --port: on the table's port, where Cyril comes back. */
    a = reopened_window();
    CHECK(a->scene == GUI_SCENE_GAME && session_len(a) == 2 && gui_net_port(a) == port);
    c = net_client_connect("127.0.0.1", port, gui_net_code(a), "Cyril", token, NULL, 0, &why);
    RUN_UNTIL(a, c ? net_client_poll(c, 0) : 0, gui_net_seat_state(a, 1) == GUI_NET_SEAT_HERE, 400);
    CHECK(c && gui_net_seat_state(a, 1) == GUI_NET_SEAT_HERE);
    net_client_free(c);
    gui_app_free(a);
}

/* A library hub hosts (seat 1 played by the test); the window joins as Anna. */
static void test_join(void)
{
    const char *why = NULL;
    net_hub *h = harness_hub(0);
    if (!h)
        return;
    cit_setup su = two_players(77);
    uint8_t kinds[CIT_MAX_PLAYERS] = {NET_SEAT_OPEN, NET_SEAT_LOCAL};
    net_table *t = net_hub_open(h, &su, kinds, &why);
    CHECK(t != NULL);
    gui_app *a = harness_app(1280, 800, GUI_LANG_CS);
    frames(a, 2);
    CHECK(click_button(a, MSG_JOIN_TABLE));
    frame(a);
    CHECK(a->scene == GUI_SCENE_JOIN && gui_net_finding(a));
    /* A table announced on the local network is listed; a click fills in the fields. */
    net_beacon *b = net_beacon_new("127.0.0.1", discovery_port, &why);
    CHECK(b != NULL);
    char faddr[64], fhost[CIT_NAME_LEN], label[300];
    int fport = 0, listed = 0;
    snprintf(a->join.code, sizeof a->join.code, "OLDOLD"); /* from an earlier table */
    for (int k = 0; k < 300 && b && !listed; k++) {
        if (k % 50 == 0)
            net_beacon_send(b, t, net_hub_port(h), "Bedřich");
        SDL_Delay(10);
        frame(a);
        listed = gui_net_found(a, 0, faddr, sizeof faddr, &fport, fhost, sizeof fhost, label, sizeof label);
    }
    net_beacon_free(b);
    CHECK(listed && fport == net_hub_port(h) && !strcmp(fhost, "Bedřich") && strstr(label, "obsazeno 1 z 2"));
    frame(a);
    CHECK(listed && click_label(a, label));
    frame(a);
    harness_shot(a, "net-join-found");
    /* The address and port are filled in; the code is asked for (the caret is in its field). */
    CHECK(!strcmp(a->join.addr, "127.0.0.1") && atoi(a->join.port) == net_hub_port(h) && !a->join.code[0] &&
          !strcmp(a->join.picked, "Bedřich"));
    push_text("ab");
    frame(a);
    CHECK(!strcmp(a->join.code, "ab"));
    snprintf(a->join.addr, sizeof a->join.addr, "::1");
    snprintf(a->join.port, sizeof a->join.port, "%d", net_hub_port(h));
    /* The code as people type it: lower case is taken. */
    snprintf(a->join.code, sizeof a->join.code, "%s", net_table_code(t));
    for (char *p = a->join.code; *p; p++)
        if (*p >= 'A' && *p <= 'Z')
            *p = (char)(*p + 32);
    snprintf(a->join.name, sizeof a->join.name, "Anna");
    frame(a);
    harness_shot(a, "net-join");
    /* A wrong code first: the lobby says why in the player's language. */
    char right[sizeof a->join.code];
    SDL_strlcpy(right, a->join.code, sizeof right);
    for (int i = 0; i < NET_CODE_LEN; i++) /* as long as a code, and not this one */
        a->join.code[i] = right[0] == 'z' ? 'y' : 'z';
    a->join.code[NET_CODE_LEN] = 0;
    frame(a);
    CHECK(click_button(a, MSG_NET_JOIN));
    RUN_UNTIL(a, net_hub_poll(h, 0), gui_net_closed(a), 400);
    CHECK(gui_net_closed(a) && !strcmp(gui_net_closed(a), "žádný stůl tam nemá tento kód"));
    frame(a);
    harness_shot(a, "net-join-wrong-code");
    gui_net_close(a);
    gui_join_open(a);
    snprintf(a->join.addr, sizeof a->join.addr, "::1");
    snprintf(a->join.port, sizeof a->join.port, "%d", net_hub_port(h));
    SDL_strlcpy(a->join.code, right, sizeof a->join.code);
    frame(a);
    CHECK(click_button(a, MSG_NET_JOIN));
    CHECK(a->scene == GUI_SCENE_LOBBY && gui_net_role_of(a) == GUI_NET_CLIENT && !gui_net_finding(a));
    RUN_UNTIL(a, net_hub_poll(h, 0), net_table_seat_state(t, 0) == NET_SEAT_HERE && gui_net_seats(a) == 2, 400);
    CHECK(net_table_seat_state(t, 0) == NET_SEAT_HERE);
    CHECK(gui_net_own_seat(a) == 0 && gui_net_seat_state(a, 1) == GUI_NET_SEAT_LOCAL);
    /* Anna marks herself ready in the lobby; the host's table hears it. */
    CHECK(!net_table_ready(t, 0) && click_button(a, MSG_NET_MARK_READY));
    RUN_UNTIL(a, net_hub_poll(h, 0), net_table_ready(t, 0) && gui_net_ready(a, 0), 400);
    CHECK(net_table_ready(t, 0) && gui_net_ready(a, 0) && gui_net_all_ready(a));
    /* Three chat lines that arrive together all show, in order. */
    net_table_chat(t, 1, "one");
    net_table_chat(t, 1, "two");
    net_table_chat(t, 1, "three");
    net_hub_flush(h);
    RUN_UNTIL(a, SDL_Delay(1), chat_has(a, "Bedřich: three"), 400);
    const char *said[GUI_NET_CHAT];
    int nsaid = gui_net_chat_lines(a, said, GUI_NET_CHAT);
    CHECK(nsaid >= 3 && !strcmp(said[nsaid - 3], "Bedřich: one") && !strcmp(said[nsaid - 2], "Bedřich: two") &&
          !strcmp(said[nsaid - 1], "Bedřich: three"));
    frame(a);
    harness_shot(a, "net-join-lobby");
    CHECK(net_table_start(t, &why));
    RUN_UNTIL(a, net_hub_poll(h, 0), a->scene == GUI_SCENE_GAME, 400);
    CHECK(a->scene == GUI_SCENE_GAME && gui_app_seat_here(a, 0) && !gui_app_seat_here(a, 1));
    /* Anna plays at her screen: the table gets it. */
    CHECK(play_one(a));
    RUN_UNTIL(a, net_hub_poll(h, 0), cit_session_length(net_table_session(t)) == 1 && !gui_net_remote(a, 0), 400);
    CHECK(cit_session_length(net_table_session(t)) == 1);
    /* The host's seat answers; it comes into Anna's window. */
    cit_move m = first_legal(net_table_game(t));
    CHECK(net_table_apply(t, &m, &why));
    RUN_UNTIL(a, net_hub_poll(h, 0), session_len(a) == 2, 600);
    CHECK(session_len(a) == 2);
    CHECK(view_hash(gui_game_engine(a->game), 0) == view_hash(net_table_game(t), 0));
    /* The tile in Anna's hand is the true one, not a placeholder. */
    CHECK(cit_game_pending(gui_game_engine(a->game)).player == 0);
    CHECK(play_one(a));
    RUN_UNTIL(a, net_hub_poll(h, 0), cit_session_length(net_table_session(t)) == 3, 400);
    CHECK(cit_session_length(net_table_session(t)) == 3);
    harness_shot(a, "net-join-game");
    /* Leave says what is kept: the seat at the host, not a game Continue would pick up. */
    gui_dialog_open(a, GUI_DLG_LEAVE);
    frame(a);
    CHECK(a->dlg.kind == GUI_DLG_LEAVE && strstr(a->dlg.text, "Připojit se ke stolu") && !strstr(a->dlg.text, "Pokračovat"));
    harness_shot(a, "net-join-leave");
    CHECK(click_button(a, MSG_NO));
    frame(a);
    /* Anna's window drops out (the seat waits), then she joins again under her name. */
    gui_net_close(a);
    gui_app_set_scene(a, GUI_SCENE_MENU);
    RUN_UNTIL(a, net_hub_poll(h, 0), net_table_seat_state(t, 0) == NET_SEAT_AWAY, 400);
    CHECK(net_table_seat_state(t, 0) == NET_SEAT_AWAY);
    m = first_legal(net_table_game(t));
    CHECK(net_table_apply(t, &m, &why)); /* the table played on at the host meanwhile */
    CHECK(click_button(a, MSG_JOIN_TABLE));
    frame(a);
    CHECK(click_button(a, MSG_NET_JOIN));
    RUN_UNTIL(a, net_hub_poll(h, 0), a->scene == GUI_SCENE_GAME && session_len(a) == 4, 600);
    CHECK(a->scene == GUI_SCENE_GAME && session_len(a) == 4 && gui_net_own_seat(a) == 0);
    CHECK(view_hash(gui_game_engine(a->game), 0) == view_hash(net_table_game(t), 0));
    CHECK(gui_app_seat_here(a, 0));
    /* The host goes away (a restart keeps the table): the window says so in a notice and in
       its header, no dialog, and tries again by itself. */
    net_hub_config again = {0};
    again.port = net_hub_port(h);
    size_t kept_len = net_table_save(t, NULL, 0);
    char *kept = malloc(kept_len + 1);
    if (kept)
        net_table_save(t, kept, kept_len + 1);
    net_hub_shutdown(h);
    net_hub_free(h);
    RUN_UNTIL(a, SDL_Delay(1), gui_net_reconnecting(a), 400);
    CHECK(gui_net_reconnecting(a) && a->dlg.kind != GUI_DLG_MESSAGE &&
          strstr(a->toast.text, "Spojení se stolem skončilo: hostitel stůl zavřel") != NULL);
    frame(a);
    harness_shot(a, "net-join-reconnecting");
    /* Back with the table on its port: Anna sits down again with no tap, where she was. */
    h = kept ? net_hub_new(&again, &why) : NULL;
    t = h ? net_hub_restore(h, kept, kept_len, &why) : NULL;
    free(kept);
    CHECK(t != NULL);
    RUN_UNTIL(a, (SDL_Delay(5), h ? net_hub_poll(h, 0) : (void)0),
              !gui_net_reconnecting(a) && t && net_table_seat_state(t, 0) == NET_SEAT_HERE, 4000);
    CHECK(!gui_net_reconnecting(a) && t && net_table_seat_state(t, 0) == NET_SEAT_HERE);
    CHECK(a->scene == GUI_SCENE_GAME && session_len(a) == 4 && gui_app_seat_here(a, 0));
    CHECK(t && view_hash(gui_game_engine(a->game), 0) == view_hash(net_table_game(t), 0));
    /* Gone again, and the host gives her seat to a newcomer meanwhile: the window stops
       trying, says why, and forgets the void token (her next Join sits down afresh). */
    kept_len = t ? net_table_save(t, NULL, 0) : 0;
    kept = malloc(kept_len + 1);
    if (kept && t)
        net_table_save(t, kept, kept_len + 1);
    net_hub_shutdown(h);
    net_hub_free(h);
    RUN_UNTIL(a, SDL_Delay(1), gui_net_reconnecting(a), 400);
    h = kept ? net_hub_new(&again, &why) : NULL;
    t = h ? net_hub_restore(h, kept, kept_len, &why) : NULL;
    free(kept);
    CHECK(t && net_table_give_seat(t, 0));
    RUN_UNTIL(a, (SDL_Delay(5), h ? net_hub_poll(h, 0) : (void)0), a->dlg.kind == GUI_DLG_MESSAGE, 4000);
    CHECK(a->dlg.kind == GUI_DLG_MESSAGE && strstr(a->dlg.text, "už u toho stolu není") != NULL);
    char ka[128], kc[NET_WORD_MAX], kn[CIT_NAME_LEN];
    int kp = 0;
    CHECK(!gui_net_last_join(ka, sizeof ka, &kp, kc, sizeof kc, kn, sizeof kn)); /* the seat file is gone */
    a->dlg.kind = GUI_DLG_NONE;
    gui_net_close(a);
    gui_app_set_scene(a, GUI_SCENE_MENU);
    frame(a);
    CHECK(click_button(a, MSG_JOIN_TABLE));
    frame(a);
    CHECK(click_button(a, MSG_NET_JOIN));
    RUN_UNTIL(a, h ? net_hub_poll(h, 0) : (void)0, a->scene == GUI_SCENE_GAME && gui_net_own_seat(a) == 0, 600);
    CHECK(a->scene == GUI_SCENE_GAME && gui_net_own_seat(a) == 0 && t && net_table_seat_state(t, 0) == NET_SEAT_HERE);
    /* The host comes back without the table: the window stops trying and says why, in a
       message over the board. */
    net_hub_shutdown(h);
    net_hub_free(h);
    h = net_hub_new(&again, &why);
    RUN_UNTIL(a, (SDL_Delay(5), h ? net_hub_poll(h, 0) : (void)0), a->dlg.kind == GUI_DLG_MESSAGE, 4000);
    CHECK(a->dlg.kind == GUI_DLG_MESSAGE &&
          strstr(a->dlg.text, "Spojení se stolem skončilo: hostitel už tento stůl nemá") != NULL);
    CHECK(!gui_net_reconnecting(a));
    harness_shot(a, "net-join-closed");
    net_hub_free(h);
    gui_app_free(a);
}

/* A joined window sees a friend's seat the host's computer took over as a computer's: the
   mark in the row and "thinking" in the banner, until the friend is back. */
static void test_join_sees_ai(void)
{
    const char *why = NULL;
    net_hub *h = harness_hub(0);
    if (!h)
        return;
    cit_setup su = two_players(91);
    uint8_t kinds[CIT_MAX_PLAYERS] = {NET_SEAT_OPEN, NET_SEAT_OPEN};
    net_table *t = net_hub_open(h, &su, kinds, &why);
    CHECK(t != NULL);
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    frames(a, 2);
    char err[200];
    CHECK(t && gui_net_join(a, "127.0.0.1", net_hub_port(h), net_table_code(t), "Anna", err, sizeof err) == 0);
    /* Anna first: the window tries TLS, which this host answers in plain text, so her join
       comes a round trip later than a plain client's would. */
    RUN_UNTIL(a, net_hub_poll(h, 0), t && net_table_seat_state(t, 0) == NET_SEAT_HERE, 400);
    net_client *c = t ? net_client_connect("127.0.0.1", net_hub_port(h), net_table_code(t), "Cyril", NULL, NULL, 0, &why)
                      : NULL;
    CHECK(c != NULL);
    if (!c) {
        gui_app_free(a);
        net_hub_free(h);
        return;
    }
    RUN_UNTIL(a, (net_hub_poll(h, 0), net_client_poll(c, 0)),
              net_table_seat_state(t, 0) == NET_SEAT_HERE && net_table_seat_state(t, 1) == NET_SEAT_HERE, 400);
    CHECK(net_table_start(t, &why));
    RUN_UNTIL(a, (net_hub_poll(h, 0), net_client_poll(c, 0)), a->scene == GUI_SCENE_GAME, 400);
    CHECK(a->scene == GUI_SCENE_GAME && gui_app_seat_here(a, 0));
    CHECK(play_one(a)); /* Anna's move: Cyril's turn next */
    RUN_UNTIL(a, (net_hub_poll(h, 0), net_client_poll(c, 0)), cit_session_length(net_table_session(t)) == 1, 400);
    frame(a);
    CHECK(gui_drawn(a)->row_computer_rc[0].w == 0 && gui_drawn(a)->row_computer_rc[1].w == 0);
    char token[64];
    SDL_strlcpy(token, net_client_token(c), sizeof token);
    net_client_free(c);
    RUN_UNTIL(a, net_hub_poll(h, 0), net_table_seat_state(t, 1) == NET_SEAT_AWAY, 400);
    net_table_seat_to_ai(t, 1); /* as a hosting window does after its away time */
    RUN_UNTIL(a, net_hub_poll(h, 0), gui_net_seat_state(a, 1) == GUI_NET_SEAT_AI, 400);
    CHECK(gui_net_seat_state(a, 1) == GUI_NET_SEAT_AI);
    frame(a);
    CHECK(gui_drawn(a)->row_computer_rc[1].w > 0 && gui_drawn(a)->row_computer_rc[0].w == 0);
    CHECK(gui_app_seat_by_computer(a, 1) && !gui_app_seat_by_computer(a, 0) && !gui_app_seat_computer(a, 1));
    harness_shot(a, "net-join-ai-seat");
    c = net_client_connect("127.0.0.1", net_hub_port(h), net_table_code(t), "Cyril", token, NULL, 0, &why);
    RUN_UNTIL(a, (net_hub_poll(h, 0), c ? net_client_poll(c, 0) : 0), gui_net_seat_state(a, 1) == GUI_NET_SEAT_HERE, 400);
    CHECK(c && gui_net_seat_state(a, 1) == GUI_NET_SEAT_HERE);
    frame(a);
    CHECK(gui_drawn(a)->row_computer_rc[1].w == 0 && !gui_app_seat_by_computer(a, 1));
    net_client_free(c);
    gui_app_free(a);
    net_hub_free(h);
}


static void test_join_link(void)
{
    gui_app_options o;
    memset(&o, 0, sizeof o);
    char err[160], prog[] = "citadela", opt[] = "--join", val[] = "http://127.0.0.1/#join=K7MPQRX2VA";
    char *argv[] = {prog, opt, val, NULL};
    CHECK(gui_parse_args(3, argv, &o, err, sizeof err) == GUI_ARGS_RUN && o.join == argv[2]);
    const char *why = NULL;
    net_hub *h = harness_hub(0);
    if (!h)
        return;
    cit_setup su = two_players(78);
    uint8_t kinds[CIT_MAX_PLAYERS] = {NET_SEAT_OPEN, NET_SEAT_LOCAL};
    net_table *t = net_hub_open(h, &su, kinds, &why);
    CHECK(t != NULL);
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    frames(a, 2);
    CHECK(gui_app_page_url(a, "http://127.0.0.1:7447/") == 0 && gui_app_page_url(a, "http://127.0.0.1:7447/#") == 0);
    frame(a);
    CHECK(a->scene == GUI_SCENE_MENU && a->dlg.kind == GUI_DLG_NONE);
    /* The code as a person might write it into a link: lower case, a dash between the groups. */
    char link[200], code[NET_CODE_LEN + 1], lowered[NET_CODE_LEN + 2];
    SDL_strlcpy(code, t ? net_table_code(t) : "", sizeof code);
    for (int i = 0; i < NET_CODE_LEN; i++)
        lowered[i + (i >= NET_CODE_LEN / 2)] = (char)(code[i] >= 'A' && code[i] <= 'Z' ? code[i] + 32 : code[i]);
    lowered[NET_CODE_LEN / 2] = '-';
    lowered[NET_CODE_LEN + 1] = 0;
    snprintf(link, sizeof link, "http://127.0.0.1:%d/index.html#join=%s", net_hub_port(h), lowered);
    CHECK(gui_app_page_url(a, link) == 0);
    frame(a);
    CHECK(a->scene == GUI_SCENE_JOIN && a->dlg.kind == GUI_DLG_NONE && !strcmp(a->join.addr, "127.0.0.1") &&
          atoi(a->join.port) == net_hub_port(h) && !strcmp(a->join.code, code) && !a->join.name[0]);
    harness_shot(a, "net-join-link");
    /* Join waits for the name, and the name field has the keyboard: typed, Join sits the
       window at the table. */
    SDL_Rect rc;
    CHECK(button_enabled(a, MSG_NET_JOIN) == 0);
    push_text("Filip");
    frame(a);
    frame(a);
    CHECK(!strcmp(a->join.name, "Filip"));
    snprintf(a->join.name, sizeof a->join.name, "Filip"); /* the rest goes on if the keys went astray */
    frame(a);
    CHECK(click_button(a, MSG_NET_JOIN));
    RUN_UNTIL(a, net_hub_poll(h, 0), a->scene == GUI_SCENE_LOBBY && gui_net_own_seat(a) == 0, 400);
    CHECK(a->scene == GUI_SCENE_LOBBY && gui_net_own_seat(a) == 0 && !strcmp(gui_net_code(a), code));
    /* A friend at a table joined by its code gives out no link (only the table's opener). */
    CHECK(!nth_button(a, gui_tr(MSG_LINK_COPY), 0, &rc));
    /* At a table, a link changes nothing. */
    CHECK(gui_app_join_link(a, link) == -1 && a->scene == GUI_SCENE_LOBBY);
    gui_net_close(a);
    gui_app_set_scene(a, GUI_SCENE_MENU);
    frame(a);
    /* An https:// link requires TLS at that address and port; this host (a window's: plain
       TCP) has none, so the window says so and sends nothing: Filip's seat stays away. */
    snprintf(link, sizeof link, "https://127.0.0.1:%d/#join=%s", net_hub_port(h), code);
    CHECK(gui_app_join_link(a, link) == 0);
    frame(a);
    CHECK(a->scene == GUI_SCENE_JOIN && !strcmp(a->join.tls_addr, "127.0.0.1") && a->join.tls_port == net_hub_port(h));
    snprintf(a->join.name, sizeof a->join.name, "Gita");
    frame(a);
    CHECK(click_button(a, MSG_NET_JOIN));
    RUN_UNTIL(a, net_hub_poll(h, 0), gui_net_closed(a) != NULL, 400);
    CHECK(gui_net_closed(a) && !strcmp(gui_net_closed(a), gui_tr(MSG_NET_WHY_TLS_NONE)));
    CHECK(t && net_table_seat_state(t, 0) == NET_SEAT_AWAY);
    frame(a);
    harness_shot(a, "net-join-tls-none");
    gui_net_close(a);
    gui_app_set_scene(a, GUI_SCENE_MENU);
    frame(a);
    /* The page reloaded at its link after its player joined by it (issue 90): the seat kept
       here for this very table gives the name back, not typed again. */
    a->join.name[0] = 0;
    CHECK(gui_app_page_url(a, link) == 0);
    frame(a);
    CHECK(a->scene == GUI_SCENE_JOIN && !strcmp(a->join.code, code) && !strcmp(a->join.name, "Filip"));
    gui_app_set_scene(a, GUI_SCENE_MENU);
    frame(a);
    /* IPv6 in brackets; no port: the default one. Another table: no name given. */
    CHECK(gui_app_join_link(a, "http://[::1]/#join=K7MPQRX2VA") == 0);
    frame(a);
    CHECK(a->scene == GUI_SCENE_JOIN && !strcmp(a->join.addr, "::1") && !strcmp(a->join.port, "7447") &&
          !strcmp(a->join.code, "K7MPQRX2VA") && a->dlg.kind == GUI_DLG_NONE && !a->join.name[0]);
    /* Bad links: the join screen says why, and none of the link goes into the fields. */
    static const struct {
        const char *link;
        gui_msg why;
    } bad[] = {
        {"ftp://evil.example:7447/#join=K7MPQRX2VA", MSG_LINK_WHY_NOT_HTTP},
        {"http://evil.example:99999/#join=K7MPQRX2VA", MSG_LINK_WHY_PORT},
        {"http://evil.example:7447/", MSG_LINK_WHY_NO_TABLE},
        {"http://evil.example:7447/#join=K7MPQ", MSG_LINK_WHY_CODE},
        {"http://me@evil.example/#join=K7MPQRX2VA", MSG_LINK_WHY_HOST},
        {"http://[::1:7447/#join=K7MPQRX2VA", MSG_LINK_WHY_HOST},
        {"http://evil.example/#join=K7MPQRX2VA\n", MSG_LINK_WHY_MALFORMED},
        {"", MSG_LINK_WHY_MALFORMED},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        gui_net_close(a);
        gui_app_set_scene(a, GUI_SCENE_MENU);
        a->dlg.kind = GUI_DLG_NONE;
        a->join.addr[0] = 0;
        frame(a);
        CHECK(gui_app_join_link(a, bad[i].link) == -1);
        frame(a);
        CHECK(a->scene == GUI_SCENE_JOIN && a->dlg.kind == GUI_DLG_MESSAGE && strstr(a->dlg.text, gui_tr(bad[i].why)) &&
              !strstr(a->join.addr, "evil") && strcmp(a->join.code, "K7MPQRX2VA") && gui_net_role_of(a) == GUI_NET_NONE);
        if (i == 0)
            harness_shot(a, "net-join-link-bad");
    }
    gui_app_free(a);
    /* Czech words for the reason. */
    a = harness_app(1280, 800, GUI_LANG_CS);
    frames(a, 2);
    CHECK(gui_app_join_link(a, "ftp://x/#join=K7MPQRX2VA") == -1);
    frame(a);
    CHECK(a->dlg.kind == GUI_DLG_MESSAGE && strstr(a->dlg.text, "nezačíná http://"));
    gui_app_free(a);
    net_hub_free(h);
}

/* Every mode: the window joins as seat 0 of a library hub's table whose seat 1 the test
   plays; the window answers its own decisions the way its dialogs do (gui_game_apply, then
   gui_net_sent) and after every move its game is the host's as seat 0 may see it. */
/* The window's own moves of the last play_mode that drew a chance: shown with the window's
   own draw before the host's came (a guess), or taken back till it came (held). */
static int own_guessed, own_held;

/* A window joins a table of `mode` and plays seat 0 for `limit` moves (the base game: to
   its end and the results), its engine always the host's game as the seat sees it; both
   seats play first legal moves, or the playouts' (`playouts`). Returns the chances the
   host drew meanwhile (a shepherd's tokens). */
static int play_mode(const net_test_mode *mode, uint64_t seed, int limit, int base, int playouts)
{
    int chances = 0;
    uint64_t rng = seed;
    own_guessed = own_held = 0;
    {
        net_hub_config cfg = {0};
        const char *why = NULL;
        net_hub *h = net_hub_new(&cfg, &why);
        cit_setup su;
        CHECK(h && net_test_setup_mode(&su, mode, 2, seed));
        uint8_t kinds[CIT_MAX_PLAYERS] = {NET_SEAT_OPEN, NET_SEAT_LOCAL};
        net_table *t = h ? net_hub_open(h, &su, kinds, &why) : NULL;
        CHECK(t != NULL);
        if (!t) {
            net_hub_free(h);
            return 0;
        }
        gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
        a->settings.anim_speed = GUI_SPEED_INSTANT;
        char autosave[1200];
        gui_autosave_path(autosave, sizeof autosave);
        remove(autosave); /* a joining window writes none until it holds the whole game */
        char err[200];
        CHECK(gui_net_join(a, "127.0.0.1", net_hub_port(h), net_table_code(t), "Anna", err, sizeof err) == 0);
        RUN_UNTIL(a, net_hub_poll(h, 0), net_table_seat_state(t, 0) == NET_SEAT_HERE, 400);
        CHECK(net_table_start(t, &why));
        RUN_UNTIL(a, net_hub_poll(h, 0), a->scene == GUI_SCENE_GAME, 400);
        CHECK(a->scene == GUI_SCENE_GAME);
        int moves = 0, mine = 0, equal = 1, hidden = 1, asked_other = 0, settled = 0;
        drawing = 0;
        for (int f = 0; f < 40000 && moves < limit && a->game && !cit_game_over(net_table_game(t)); f++) {
            net_hub_poll(h, 0);
            frame(a);
            if (!a->game)
                break;
            const cit_game *tg = net_table_game(t), *wg = gui_game_engine(a->game);
            int len = cit_session_length(net_table_session(t));
            hidden &= !gui_app_seat_person(a, 1);
            asked_other |= gui_app_seat_here(a, 1);
            /* The window has the table's moves and no move of its own waits for the host: a few
               frames more for it to take them in (a move to glide, a rebuild). */
            if (session_len(a) != len || gui_net_remote(a, 0)) {
                settled = 0;
                continue;
            }
            if (++settled < 4)
                continue;
            settled = 0;
            equal &= view_hash(wg, 0) == view_hash(tg, 0);
            cit_move m;
            if (cit_game_pending(tg).player == 0) {
                if (!playouts || cit_game_playout_move(wg, &rng, &m) != CIT_OK)
                    m = first_legal(wg);
                if (gui_game_apply(a->game, &m, NULL) != CIT_OK) {
                    fprintf(stderr, "window's move refused at %d\n", len);
                    break;
                }
                gui_net_sent(a);
                mine++;
                uint8_t drew[CIT_CHANCE_MAX];
                if (session_len(a) == len)
                    own_held++;
                else if (cit_session_drawn(a->game->sess, len, drew, CIT_CHANCE_MAX) > 0)
                    own_guessed++;
            } else {
                if (!playouts || cit_game_playout_move(tg, &rng, &m) != CIT_OK)
                    m = first_legal(tg);
                if (!net_table_apply(t, &m, &why)) {
                    fprintf(stderr, "host's move refused at %d: %s\n", len, why);
                    break;
                }
            }
            moves++;
        }
        drawing = 1;
        uint8_t d[CIT_CHANCE_MAX];
        for (int i = 0; i < cit_session_length(net_table_session(t)); i++)
            chances += cit_session_drawn(net_table_session(t), i, d, CIT_CHANCE_MAX);
        if (moves < 40 && !cit_game_over(net_table_game(t)))
            fprintf(stderr, "mode %s: only %d moves (window %d, table %d, pending %d, remote %d)\n", mode->name,
                    moves, session_len(a), cit_session_length(net_table_session(t)),
                    cit_game_pending(net_table_game(t)).player, gui_net_remote(a, 0));
        CHECK(moves == limit || cit_game_over(net_table_game(t)));
        CHECK(mine >= 10 && equal && hidden && !asked_other);
        CHECK(own_guessed == 0); /* no draw of this window's generator was ever shown */
        if (base) {
            /* At the end the host's whole game replaces the view: the results, replay and
               review see the true game, and the autosave keeps it. */
            CHECK(cit_game_over(net_table_game(t)));
            drawing = 0;
            RUN_UNTIL(a, net_hub_poll(h, 0), gui_net_final(a), 4000);
            drawing = 1;
            CHECK(gui_net_final(a) && a->scene == GUI_SCENE_RESULTS);
            CHECK(a->game && cit_game_hash(gui_game_engine(a->game)) == cit_game_hash(net_table_game(t)));
            CHECK(gui_file_exists(autosave));
        }
        gui_app_free(a);
        net_hub_free(h);
    }
    return chances;
}

static void test_modes(void)
{
    for (int k = 0; k < NET_TEST_NMODES; k++)
        play_mode(&NET_TEST_MODES[k], 300 + (uint64_t)k, k == 0 ? 1000 : 40, k == 0, 0);
    /* the shepherd's bag: the window's own session takes the host's draws (`drawn` lines) */
    for (int k = 0; k < NET_VIEW_NMODES; k++)
        if (!strcmp(NET_VIEW_MODES[k].name, "hills")) {
            int chances = play_mode(&NET_VIEW_MODES[k], 12201, 120, 0, 1);
            CHECK(chances > 0);
            /* its own shepherd's moves waited for the host's draw */
            printf("  hills at a table: %d chances drawn; %d of the window's own moves waited for the host's\n", chances, own_held);
            CHECK(own_held > 0);
        }
}

/* A seat the host gave away: the window that kept its token is refused once, forgets the
   void token and says so, and its next join sits down as a newcomer (it used to send the
   void token every time, each a wrong token against its address, till it was locked out). */
static void test_void_token(void)
{
    const char *why = NULL;
    net_hub *h = harness_hub(0);
    if (!h)
        return;
    cit_setup su = two_players(93);
    uint8_t kinds[CIT_MAX_PLAYERS] = {NET_SEAT_OPEN, NET_SEAT_OPEN};
    net_table *t = net_hub_open(h, &su, kinds, &why);
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    frames(a, 2);
    char err[200], code[NET_CODE_LEN + 1];
    SDL_strlcpy(code, t ? net_table_code(t) : "", sizeof code);
    int port = net_hub_port(h);
    CHECK(t && gui_net_join(a, "127.0.0.1", port, code, "Anna", err, sizeof err) == 0);
    RUN_UNTIL(a, net_hub_poll(h, 0), t && net_table_seat_state(t, 0) == NET_SEAT_HERE, 400);
    CHECK(t && net_table_seat_state(t, 0) == NET_SEAT_HERE);
    gui_net_close(a);
    RUN_UNTIL(a, net_hub_poll(h, 0), t && net_table_seat_state(t, 0) == NET_SEAT_AWAY, 400);
    CHECK(t && net_table_give_seat(t, 0)); /* the host gives her seat to a newcomer */
    CHECK(gui_net_join(a, "127.0.0.1", port, code, "Anna", err, sizeof err) == 0);
    RUN_UNTIL(a, net_hub_poll(h, 0), gui_net_closed(a) != NULL && gui_net_closed(a)[0], 400);
    CHECK(gui_net_closed(a) && strstr(gui_net_closed(a), "join again to sit down as a newcomer") != NULL);
    gui_net_close(a);
    CHECK(gui_net_join(a, "127.0.0.1", port, code, "Anna", err, sizeof err) == 0);
    RUN_UNTIL(a, net_hub_poll(h, 0), t && net_table_seat_state(t, 0) == NET_SEAT_HERE, 400);
    CHECK(t && net_table_seat_state(t, 0) == NET_SEAT_HERE && !strcmp(gui_net_seat_name(a, 0), "Anna"));
    gui_net_close(a);
    gui_app_free(a);
    net_hub_free(h);
}

/* A LAN server's self-made certificate: the join is refused with the player's reason and
   the lobby shows the certificate's fingerprint; nothing is trusted until the player clicks,
   then the settings keep it for that address and port and the next join there is seated
   over TLS; another fingerprint kept for it is refused (tls-pin). */
static void test_trust(void)
{
    char dir[64], cmd[600], cert[300], key[300], why[300];
    snprintf(dir, sizeof dir, "/tmp/citadela-trust-%d", (int)getpid());
    snprintf(cmd, sizeof cmd,
             "mkdir -p %s && cd %s && openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout key.pem -out cert.pem "
             "-days 2 -subj /CN=lan-box -addext subjectAltName=DNS:lan-box 2>/dev/null",
             dir, dir);
    CHECK(system(cmd) == 0);
    snprintf(cert, sizeof cert, "%s/cert.pem", dir);
    snprintf(key, sizeof key, "%s/key.pem", dir);
    net_tls_ctx *x = net_tls_server_ctx(cert, key, why, sizeof why);
    CHECK(x != NULL);
    net_hub_config cfg = {0};
    cfg.tls = x;
    const char *w = NULL;
    net_hub *h = x ? net_hub_new(&cfg, &w) : NULL;
    cit_setup su = two_players(33);
    uint8_t kinds[CIT_MAX_PLAYERS] = {NET_SEAT_OPEN, NET_SEAT_LOCAL};
    net_table *t = h ? net_hub_open(h, &su, kinds, &w) : NULL;
    CHECK(t != NULL);
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    frames(a, 2);
    char err[200], code[NET_CODE_LEN + 1] = "";
    int port = h ? net_hub_port(h) : 0;
    if (t)
        SDL_strlcpy(code, net_table_code(t), sizeof code);
    CHECK(t && gui_net_join(a, "127.0.0.1", port, code, "Ida", err, sizeof err) == 0);
    RUN_UNTIL(a, net_hub_poll(h, 0), gui_net_closed(a) != NULL, 400);
    CHECK(gui_net_closed(a) && !strcmp(gui_net_closed(a), gui_tr(MSG_NET_WHY_TLS_UNTRUSTED)));
    const char *fp = gui_net_untrusted(a);
    CHECK(fp && strlen(fp) == NET_TLS_FP_LEN);
    CHECK(a->settings.ntrust == 0 && t && net_table_seat_state(t, 0) == NET_SEAT_OPEN); /* nothing trusted, nothing sent */
    frame(a);
    harness_shot(a, "net-trust-ask");
    char kept[NET_TLS_FP_LEN + 1] = "";
    if (fp)
        SDL_strlcpy(kept, fp, sizeof kept);
    CHECK(click_button(a, MSG_NET_TRUST));
    frame(a);
    CHECK(a->scene == GUI_SCENE_JOIN && a->settings.ntrust == 1 && a->settings.trust[0].port == port &&
          !strcmp(a->settings.trust[0].host, "127.0.0.1") && !strcmp(a->settings.trust[0].fp, kept));
    CHECK(gui_net_join(a, "127.0.0.1", port, code, "Ida", err, sizeof err) == 0);
    RUN_UNTIL(a, net_hub_poll(h, 0), a->scene == GUI_SCENE_LOBBY && gui_net_own_seat(a) == 0, 400);
    CHECK(gui_net_own_seat(a) == 0 && !gui_net_closed(a));
    gui_net_close(a);
    a->settings.trust[0].fp[5] = a->settings.trust[0].fp[5] == '0' ? '1' : '0';
    CHECK(gui_net_join(a, "127.0.0.1", port, code, "Ida", err, sizeof err) == 0);
    RUN_UNTIL(a, net_hub_poll(h, 0), gui_net_closed(a) != NULL, 400);
    CHECK(gui_net_closed(a) && !strcmp(gui_net_closed(a), gui_tr(MSG_NET_WHY_TLS_PIN)) && !gui_net_untrusted(a));
    gui_net_close(a);
    gui_app_free(a);
    net_hub_free(h);
    net_tls_ctx_free(x);
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    CHECK(system(cmd) == 0);
}

int main(int argc, char **argv)
{
    harness_read_args(argc, argv);
    if (harness_start("net", "test_net_gui") != 0)
        return 1;
    /* Beacons to loopback on a port of this run's own (other runs may share the machine). */
    discovery_port = 30000 + (int)(getpid() % 20000);
    harness_lan("127.0.0.1", discovery_port);
    test_host();
    test_away_kept();
    test_give_seat();
    test_table_file();
    test_join();
    test_join_sees_ai();
    test_void_token();
    test_server_table();
    test_server_correspondence();
    test_join_link();
    test_trust();
    test_page_server();
    test_modes();
    harness_finish();
    printf("test_net_gui: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
