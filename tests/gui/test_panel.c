/* Headless GUI tests of the side panel (player rows with every expansion, the round's order, the
   history's room), of the words that tell where a tile went, and of the rules screen's keys and
   pictures. */
#include "app/app.h"
#include "scenes/game/game_panels.h"
#include "harness.h"
#include "app/i18n.h"
#include "modules/bazaar/bazaar.h"
#include "modules/bridges/bridges.h"
#include "modules/castles/castles.h"
#include "modules/city/city.h"
#include "modules/count/count.h"
#include "modules/halflings/halflings.h"
#include "modules/river/river.h"
#include "modules/traders/traders.h"
#include "modules/inns/inns.h"
#include "modules/tower/tower.h"
#include "modules/abbey/abbey.h"
#include "modules/dragon/dragon.h"
#include "modules/bazaar/bazaar_words.h"
#include "scenes/game/place_words.h"
#include "modules/gui_module.h"
#include "draw/draw.h"

#include <SDL_image.h>
#include <stdio.h>
#include <string.h>

static const char *const names[4] = {"Anna", "Bedřich", "Cyril Dlouhé-Jméno", "Dana Veliká"};

/* Four seats and every expansion of the classic game. */
static cit_setup every_expansion(void)
{
    cit_setup s;
    cit_setup_default(&s, 4, 5);
    for (int p = 0; p < 4; p++) {
        SDL_strlcpy(s.players[p].name, names[p], CIT_NAME_LEN);
        s.players[p].colour = (uint8_t)p;
    }
    s.opt.v[CIT_OPT_BRIDGES] = s.opt.v[CIT_OPT_CASTLES] = s.opt.v[CIT_OPT_BAZAAR] = 1;
    s.opt.v[CIT_OPT_COUNT] = s.opt.v[CIT_OPT_HALFLINGS] = 1;
    return s;
}

/* Mid-game, the Halflings' turn question with triangles in hand: a person's turn starts, with the
   tallest panel (the hand of triangles under the tile). */
static int turn_mid_game(const cit_game *g)
{
    cit_pending p = cit_game_pending(g);
    cit_tile_id hand[8];
    return cit_game_stack_left(g) <= 62 && p.player == p.active && p.module == CIT_MODULE_HALFLINGS &&
           cit_game_hand(g, p.player, hand, 8) >= 2;
}

static int wall_round(const cit_game *g)
{
    cit_pending p = cit_game_pending(g);
    return p.decision == CIT_DECIDE_CITY_WALL && p.limit - p.arg >= 1;
}

/* A game of setup s played by the moves found for pred, in a w x h window; NULL if none. */
static gui_app *reach(const cit_setup *s, int (*pred)(const cit_game *), int w, int h, int lang)
{
    static cit_move ms[400];
    int n = harness_find_moves(s, pred, ms, 400);
    if (n < 0)
        return NULL;
    gui_app *a = harness_app(w, h, lang);
    if (!a)
        return NULL;
    a->settings.curtain = 0; /* open play: the panel, not the curtain */
    frames(a, 2);
    if (gui_app_start_game(a, s) != 0 || !a->game) {
        gui_app_free(a);
        return NULL;
    }
    for (int i = 0; i < n; i++)
        if (gui_game_apply(a->game, &ms[i], NULL) != CIT_OK) {
            gui_app_free(a);
            return NULL;
        }
    frames(a, 4); /* the compact layout is chosen from the frame before */
    gui_app_frame(a, GUI_TOAST_MS * 3, 1);
    frames(a, 2);
    return a;
}

static int inside(SDL_Rect in, SDL_Rect out)
{
    return in.x >= out.x && in.y >= out.y && in.x + in.w <= out.x + out.w && in.y + in.h <= out.y + out.h;
}

/* With four seats and every expansion, each row's pieces stay inside
   the row and clear of its score, the rows do not overlap, and the history keeps rows. */
static void test_rows_and_history(int w, int h, int lang, int min_rows)
{
    cit_setup s = every_expansion();
    gui_app *a = reach(&s, turn_mid_game, w, h, lang);
    CHECK(a != NULL);
    if (!a)
        return;
    harness_shot(a, w > 1100 ? (lang ? "panel-1280-cs" : "panel-1280-en") : (lang ? "panel-1024-cs" : "panel-1024-en"));
    for (int p = 0; p < 4; p++) {
        SDL_Rect row = gui_drawn(a)->row_rc[p], pc = gui_drawn(a)->row_pieces_rc[p], sc = gui_drawn(a)->row_score_rc[p];
        CHECK(pc.w > 0 && sc.w > 0);
        CHECK(inside(pc, row));
        CHECK(!SDL_HasIntersection(&pc, &sc));
        CHECK(sc.x + sc.w <= row.x + row.w);
        if (p < 3)
            CHECK(row.y + row.h <= gui_drawn(a)->row_rc[p + 1].y);
        if (!inside(pc, row) || SDL_HasIntersection(&pc, &sc))
            fprintf(stderr, "  %dx%d row %d: row %d,%d %dx%d pieces %d,%d %dx%d score %d,%d %dx%d\n", w, h, p, row.x,
                    row.y, row.w, row.h, pc.x, pc.y, pc.w, pc.h, sc.x, sc.y, sc.w, sc.h);
    }
    CHECK(gui_drawn(a)->history_rows >= min_rows);
    if (gui_drawn(a)->history_rows < min_rows)
        fprintf(stderr, "  %dx%d: %d history rows\n", w, h, gui_drawn(a)->history_rows);
    gui_app_free(a);
}

/* Seventy tiles laid: far enough for most kinds of history line. */
static int seventy_laid(const cit_game *g) { return cit_game_placed_count(g) >= 70; }

/* The side panel's history at the smallest window in Czech and German (the longest words):
   a game of four with names as people give them, played move by move with the expansions in
   three tables, never cuts a line with "…" (each usual line fits its two rows). */
static void test_history_uncut(const char *lang)
{
    static const char *const people[4] = {"Anna", "Bořek", "Cyril", "Dana"};
    static const int tables[3][6] = {
        {CIT_OPT_INNS, CIT_OPT_TRADERS, CIT_OPT_BRIDGES, CIT_OPT_CASTLES, CIT_OPT_BAZAAR, CIT_OPT_BUILDER},
        {CIT_OPT_TOWER, CIT_OPT_ABBEY, CIT_OPT_MAYOR, CIT_OPT_WAGON, CIT_OPT_BARN, CIT_OPT_BIG_FOLLOWER},
        {CIT_OPT_DRAGON, CIT_OPT_PIG, CIT_OPT_RIVER, CIT_OPT_INNS, CIT_OPT_TRADERS, CIT_OPT_BRIDGES},
    };
    for (int t = 0; t < 3; t++) {
        cit_setup s;
        cit_setup_default(&s, 4, 3);
        for (int p = 0; p < 4; p++) {
            SDL_strlcpy(s.players[p].name, people[p], CIT_NAME_LEN);
            s.players[p].colour = (uint8_t)p;
        }
        for (int k = 0; k < 6; k++)
            s.opt.v[tables[t][k]] = 1;
        static cit_move ms[400];
        int n = harness_find_moves(&s, seventy_laid, ms, 400), cut = 0;
        CHECK(n > 0);
        if (n <= 0)
            fprintf(stderr, "  table %d: no game reached 70 tiles\n", t);
        gui_app *a = harness_app(1024, 600, GUI_LANG_EN);
        if (!a || n <= 0) {
            gui_app_free(a);
            continue;
        }
        CHECK(gui_i18n_set(lang));
        a->settings.curtain = 0;
        frames(a, 2);
        CHECK(gui_app_start_game(a, &s) == 0 && a->game);
        for (int i = 0; a->game && i < n; i++) {
            if (gui_game_apply(a->game, &ms[i], NULL) != CIT_OK)
                break;
            gui_app_frame(a, GUI_TOAST_MS * 3, 1);
            cut += gui_drawn(a)->history_cut;
        }
        CHECK(cut == 0);
        if (cut)
            fprintf(stderr, "  %s, table %d: %d history lines cut\n", lang, t, cut);
        /* German nouns keep their capital inside a sentence ("Ritter (Stadt, 1 Plättchen)") */
        int lower = 0;
        for (int i = 0; a->game && !strcmp(lang, "de") && i < a->game->nlog; i++)
            lower += strstr(a->game->log[i], "stadt") || strstr(a->game->log[i], "straße") ||
                     strstr(a->game->log[i], "wiese") || strstr(a->game->log[i], "(kloster");
        CHECK(lower == 0);
        gui_app_free(a);
    }
    gui_i18n_set(harness_lang(GUI_LANG_EN));
}

/* The round's order. A classic turn: the others after the one whose turn it is. */
static void test_order_classic(void)
{
    cit_setup s = every_expansion();
    gui_app *a = reach(&s, turn_mid_game, 1280, 800, GUI_LANG_EN);
    CHECK(a != NULL);
    if (!a)
        return;
    int seats[16], n = gui_round_order(GUI_SCENE_CTX(a), seats, 16), cur = a->game->pend.active;
    CHECK(n == 3);
    for (int i = 0; i < n && i < 3; i++)
        CHECK(seats[i] == (cur + 1 + i) % 4);
    gui_app_free(a);
}

/* The City's wall round: the pieces still to come go round the table from the one placing now. */
static void test_order_wall_round(void)
{
    cit_setup s;
    cit_setup_default(&s, 3, 7);
    s.mode = CIT_MODE_CITY;
    for (int p = 0; p < 3; p++) {
        SDL_strlcpy(s.players[p].name, names[p], CIT_NAME_LEN);
        s.players[p].colour = (uint8_t)p;
    }
    gui_app *a = reach(&s, wall_round, 1280, 800, GUI_LANG_EN);
    CHECK(a != NULL);
    if (!a)
        return;
    const cit_pending *pd = &a->game->pend;
    int seats[16], n = gui_round_order(GUI_SCENE_CTX(a), seats, 16);
    CHECK(n == pd->limit - pd->arg);
    for (int i = 0; i < n; i++)
        CHECK(seats[i] == (pd->player + 1 + i) % 3);
    gui_app_free(a);
}

static int bazaar_bid(const cit_game *g)
{
    cit_pending p = cit_game_pending(g);
    return p.module == CIT_MODULE_BAZAAR && p.decision == CIT_DECIDE_BAZAAR_BID;
}

static int crop_answer(const cit_game *g)
{
    cit_pending p = cit_game_pending(g);
    return p.module == CIT_MODULE_HALFLINGS &&
           (p.decision == CIT_DECIDE_HALFLINGS_CROP_ADD || p.decision == CIT_DECIDE_HALFLINGS_CROP_RETURN);
}

static int in_round(const cit_game *g, int crop)
{
    cit_pending p = cit_game_pending(g);
    return crop ? crop_answer(g)
                : p.module == CIT_MODULE_BAZAAR && (p.decision == CIT_DECIDE_BAZAAR_BID || p.decision == CIT_DECIDE_BAZAAR_DEAL);
}

/* The deciders the engine asks after the one deciding now while the round lasts, played out
   on a copy (each bidder raising when it may, each crop answer the first listed). */
static int engine_round(const cit_game *g, int crop, int *want, int cap)
{
    int n = 0;
    cit_game *c = cit_game_clone(g);
    cit_move mv[64];
    for (int k = 0; c && k < cap; k++) {
        int nm = cit_game_legal_moves(c, mv, 64), pick = 0;
        for (int i = 0; !crop && i < nm && i < 64; i++)
            if (mv[i].type == CIT_MOVE_BAZAAR_BID && mv[i].arg0 == 1) {
                pick = i;
                break;
            }
        if (nm <= 0 || cit_game_apply(c, &mv[pick], NULL) != CIT_OK || !in_round(c, crop))
            break;
        want[n++] = cit_game_pending(c).player;
    }
    cit_game_free(c);
    return n;
}

/* A round of a decision of its own (bids on a bazaar lot, the crop circle's answers): the discs
   are the seats the engine asks next, in its order, not the turn's. Played out on a copy (each
   bidder raising, each crop answer the first listed), the deciders after this one are the
   round order given; the one deciding now carries no disc. */
static void test_order_round(int crop)
{
    cit_setup s = every_expansion();
    /* half-crop-add.scn: Bedřich answers Anna's "add a farmer" first, Anna after him */
    gui_app *a = crop ? harness_open_save(GUI_LANG_EN, "crop",
                                          "citadela-save 2\nmode classic\noption halflings 1\nseed 1\n"
                                          "player human 0 Anna\nplayer human 1 Bed\xC5\x99ich\n"
                                          "tiles D U U E E E A A H2-04 H1-01 H1-02 H1-03 H1-05 H1-06\n"
                                          "move draw\nmove place U -1,0 r0 f1\nmove draw\nmove place U 1,0 r0 f2\n"
                                          "move play H2-04\nmove place H2-04 0,1 r1\nmove crop add farmer\nend\n")
                      : reach(&s, bazaar_bid, 1280, 800, GUI_LANG_EN);
    CHECK(a != NULL);
    if (!a)
        return;
    int seats[16], n = gui_round_order(GUI_SCENE_CTX(a), seats, 16), want[16];
    int nwant = engine_round(gui_game_engine(a->game), crop, want, 16);
    CHECK(nwant > 0 && n == nwant);
    for (int i = 0; i < n && i < nwant; i++)
        CHECK(seats[i] == want[i]);
    for (int i = 0; i < n; i++)
        CHECK(seats[i] != a->game->pend.player || i == n - 1);
    if (n != nwant)
        fprintf(stderr, "  %s: %d seats given, the engine asks %d\n", crop ? "crop" : "bids", n, nwant);
    harness_shot(a, crop ? "panel-order-crop" : "panel-order-bids");
    gui_app_free(a);
}

/* The tester's box (issue 66: four seats, the River, Inns & Cathedrals, Traders & Builders):
   the tile list (T) shows every tile type of it in a w x h window, inside the board; where
   the rows do not all fit, the wheel over it scrolls them and leaves the board's zoom alone. */
static void test_tile_list(int w, int h, int all_fit)
{
    cit_setup s = every_expansion(); /* its four seats, with the tester's expansions instead */
    s.opt.v[CIT_OPT_BRIDGES] = s.opt.v[CIT_OPT_CASTLES] = s.opt.v[CIT_OPT_BAZAAR] = 0;
    s.opt.v[CIT_OPT_COUNT] = s.opt.v[CIT_OPT_HALFLINGS] = 0;
    s.opt.v[CIT_OPT_RIVER] = s.opt.v[CIT_OPT_INNS] = s.opt.v[CIT_OPT_BIG_FOLLOWER] = 1;
    s.opt.v[CIT_OPT_TRADERS] = s.opt.v[CIT_OPT_BUILDER] = s.opt.v[CIT_OPT_PIG] = 1;
    gui_app *a = harness_app(w, h, GUI_LANG_CS);
    if (!a)
        return;
    a->settings.curtain = 0;
    if (!all_fit) /* large print: the rows outgrow the board */
        a->settings.scale_pct = 200;
    frames(a, 2);
    CHECK(gui_app_start_game(a, &s) == 0 && a->game);
    if (!a->game) {
        gui_app_free(a);
        return;
    }
    frames(a, 3);
    key(a, SDLK_t, 0);
    frames(a, 2);
    gui_game *g = a->game;
    SDL_Rect in;
    CHECK(g->dist_types > 60 && SDL_IntersectRect(&g->dist_rc, &gui_drawn(a)->board_rc, &in) && in.w == g->dist_rc.w &&
          in.h == g->dist_rc.h);
    if (all_fit) {
        CHECK(g->dist_shown == g->dist_types);
        harness_shot(a, "panel-tile-list");
    } else {
        CHECK(g->dist_shown < g->dist_types && g->dist_scroll == 0);
        float zoom = gui_view(a)->cam.zoom;
        push_motion(g->dist_rc.x + g->dist_rc.w / 2, g->dist_rc.y + g->dist_rc.h / 2);
        frame(a);
        SDL_Event wh;
        memset(&wh, 0, sizeof wh);
        wh.type = SDL_MOUSEWHEEL;
        wh.wheel.y = -1; /* down: the next rows */
        SDL_PushEvent(&wh);
        frames(a, 2);
        CHECK(g->dist_scroll == 1 && gui_view(a)->cam.zoom == zoom);
        harness_shot(a, "panel-tile-list-small");
    }
    if (g->dist_shown != g->dist_types && all_fit)
        fprintf(stderr, "  %dx%d: %d of %d tile types shown\n", w, h, g->dist_shown, g->dist_types);
    gui_app_free(a);
}

/* The hover line of the city on the start tile D after E closed it at 0,-1: with nobody on it
   (`moves` without a follower) it does not say "scored 4 points · nobody", as if someone had;
   with Anna's knight it says she scored it (her follower is home by then). */
static void city_hover(const char *name, const char *moves, const char *want, const char *not_want)
{
    char text[512];
    snprintf(text, sizeof text, "citadela-save 2\nmode classic\nseed 1\nplayer human 0 Anna\n"
             "player human 1 Bed\xC5\x99ich\ntiles D E U U\n%send\n", moves);
    gui_app *a = harness_open_save(GUI_LANG_EN, name, text);
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    const cit_tileset *ts = cit_game_tileset(e);
    int tile = 0, rot = 0, city = -1;
    CHECK(cit_game_tile_at(e, 0, 0, &tile, &rot) == 1);
    for (int f = 0; f < ts->tiles[tile].nfeat && city < 0; f++)
        if (ts->tiles[tile].feat[f].kind == CIT_FEAT_CITY)
            city = f;
    gui_view(a)->hover = (gui_feature_ref){1, 0, 0, city, 0, 0};
    char line[300];
    gui_panel_tooltip_line(GUI_SCENE_CTX(a), line, sizeof line);
    CHECK(strstr(line, want) != NULL && strstr(line, not_want) == NULL);
    if (!strstr(line, want) || strstr(line, not_want))
        fprintf(stderr, "  hover: %s\n", line);
    gui_app_free(a);
}

static void test_finished_hover(void)
{
    city_hover("hover-nobody", "move place E 0,-1 r2\n", "finished \xC2\xB7 worth 4 points \xC2\xB7 nobody scored it", "scored 4");
    city_hover("hover-anna", "move place E 0,-1 r2 f0\n", "finished \xC2\xB7 scored 4 points \xC2\xB7 Anna", "nobody");
}

/* The H history: a line too long for the overlay goes on in a second, indented row (its
   follower part kept, no "..."), so the row under its first is still that line: hovering it
   lights line 0, not the score line after it. */
static void test_history_wraps(int lang)
{
    gui_app *a = harness_open_save(lang, lang == GUI_LANG_CS ? "hist-cs" : "hist",
                                   "citadela-save 2\nmode classic\nseed 1\nplayer human 0 Cyril Dlouh\xC3\xA9-Jm\xC3\xA9no\n"
                                   "player human 1 Dana Velik\xC3\xA1\ntiles D E U U\nmove place E 0,-1 r2 f0\nend\n");
    if (!a)
        return;
    key(a, SDLK_h, 0);
    frames(a, 2);
    CHECK(gui_view(a)->show_history && a->game->nlog >= 2);
    gui_ui *ui = &a->ui;
    int lh = gui_font_px(ui, 14) * 5 / 4;
    int top = gui_drawn(a)->board_rc.y + gui_px(ui, 10) + gui_px(ui, 12) + gui_px(ui, 34);
    push_motion(gui_drawn(a)->board_rc.x + gui_px(ui, 60), top + lh + lh / 2);
    frames(a, 2);
    CHECK(gui_view(a)->hist_hover == 0);
    harness_shot(a, lang == GUI_LANG_CS ? "panel-history-wraps-cs" : "panel-history-wraps");
    gui_app_free(a);
}

static int tile_index(const cit_tileset *ts, const char *id)
{
    for (int t = 0; t < ts->ntiles; t++)
        if (!strcmp(ts->tiles[t].id, id))
            return t;
    return -1;
}

/* A tile and a follower's spot in words. Tile D has a city on its
   north edge (Nw Nm Ne), a road from west to east (Wm Em) and a field on its south half. */
static void test_tile_and_spot_words(void)
{
    cit_setup s = two_players(3);
    cit_status st;
    cit_game *g = cit_game_new(&s, NULL, 0, &st);
    CHECK(g != NULL);
    if (!g)
        return;
    const cit_tileset *ts = cit_game_tileset(g);
    int d = tile_index(ts, "D");
    CHECK(d >= 0);
    char buf[160];
    gui_i18n_set(harness_lang(GUI_LANG_EN));
    gui_tile_kinds(ts, d, buf, sizeof buf);
    CHECK(!strcmp(buf, "city + road"));
    gui_spot_words(ts, d, 0, 0, buf, sizeof buf);
    CHECK(!strcmp(buf, "city to the north"));
    gui_spot_words(ts, d, 1, 0, buf, sizeof buf); /* turned a quarter clockwise: the city faces east */
    CHECK(!strcmp(buf, "city to the east"));
    gui_spot_words(ts, d, 0, 1, buf, sizeof buf); /* straight through: no side */
    CHECK(!strcmp(buf, "road"));
    gui_spot_words(ts, d, 2, 3, buf, sizeof buf); /* the south field turned half round */
    CHECK(!strcmp(buf, "field to the north"));
    gui_i18n_set(harness_lang(GUI_LANG_CS));
    gui_spot_words(ts, d, 3, 0, buf, sizeof buf);
    CHECK(!strcmp(buf, "město na západě"));
    gui_tile_kinds(ts, d, buf, sizeof buf);
    CHECK(!strcmp(buf, "město + cesta"));
    /* "gets a bazaar tile" says which: the table's second tile (count 1) is a D. */
    cit_event e;
    memset(&e, 0, sizeof e);
    e.type = CIT_EV_BAZAAR_WIN;
    e.player = 1;
    e.count = 1;
    e.tile = (cit_tile_id)d;
    gui_i18n_set(harness_lang(GUI_LANG_EN));
    CHECK(gui_bazaar_event_words(g, -1, &e, buf, sizeof buf) && !strcmp(buf, "  Bedřich gets bazaar tile 2 (city + road)"));
    gui_i18n_set(harness_lang(GUI_LANG_CS));
    CHECK(gui_bazaar_event_words(g, -1, &e, buf, sizeof buf) &&
          !strcmp(buf, "  Bedřich získává kartičku 2 z bazaru (město + cesta)"));
    gui_i18n_set(harness_lang(GUI_LANG_EN));
    cit_game_free(g);
}

/* The history line of a placement beside the start tile says what the tile shows and where it
   went in words: "Anna: <kinds>, 1 tile east of the start", no coordinates. */
static void test_history_where(int lang)
{
    gui_app *a = harness_app(1280, 800, lang);
    CHECK(a != NULL);
    if (!a)
        return;
    cit_setup s = two_players(11);
    a->settings.curtain = 0;
    frames(a, 2);
    CHECK(gui_app_start_game(a, &s) == 0 && a->game);
    if (!a->game) {
        gui_app_free(a);
        return;
    }
    static const int at[4][2] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
    static const char *const where[2][4] = {
        {"1 tile east of the start", "1 tile south of the start", "1 tile west of the start", "1 tile north of the start"},
        {"1 kartička východně od startu", "1 kartička jižně od startu", "1 kartička západně od startu", "1 kartička severně od startu"}};
    static cit_move ms[CIT_MAX_MOVES];
    const cit_game *e = gui_game_engine(a->game);
    int n = cit_game_legal_moves(e, ms, CIT_MAX_MOVES), k = -1, side = -1;
    for (int i = 0; i < n && k < 0; i++)
        for (int j = 0; j < 4; j++)
            if (ms[i].type == CIT_MOVE_PLACE && ms[i].spot == CIT_SPOT_NONE && ms[i].x == at[j][0] && ms[i].y == at[j][1]) {
                k = i;
                side = j;
                break;
            }
    CHECK(k >= 0);
    if (k >= 0) {
        char kinds[96], want[200];
        gui_tile_kinds(cit_game_tileset(e), ms[k].tile, kinds, sizeof kinds);
        snprintf(want, sizeof want, "Anna: %s, %s", kinds, where[lang == GUI_LANG_CS][side]);
        CHECK(gui_game_apply(a->game, &ms[k], NULL) == CIT_OK);
        frames(a, 2);
        CHECK(a->game->nlog >= 1 && !strcmp(a->game->log[0], want));
        if (a->game->nlog < 1 || strcmp(a->game->log[0], want))
            fprintf(stderr, "  history: '%s', want '%s'\n", a->game->nlog ? a->game->log[0] : "", want);
    }
    gui_app_free(a);
}

/* The rules' controls name N (the hint) and the board's zoom buttons, in both
   languages; the Count, Bridges and Castles bring a picture each (drawn, measured, with some height). */
static void test_rules_screen(void)
{
    CHECK(strstr(gui_tr_in(harness_lang(GUI_LANG_EN), MSG_RULES_CONTROLS), "N asks for a hint") != NULL);
    CHECK(strstr(gui_tr_in(harness_lang(GUI_LANG_CS), MSG_RULES_CONTROLS), "N poradí tah") != NULL);
    for (int l = 0; l < 2; l++) /* +, the minus sign and the fit button's house */
        CHECK(strstr(gui_tr_in(harness_lang((gui_lang)l), MSG_RULES_CONTROLS), "+, \xE2\x88\x92 a") ||
              strstr(gui_tr_in(harness_lang((gui_lang)l), MSG_RULES_CONTROLS), "+, \xE2\x88\x92 and \xE2\x8C\x82"));
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    CHECK(a != NULL);
    if (!a)
        return;
    static const int with_picture[3] = {CIT_MODULE_COUNT, CIT_MODULE_BRIDGES, CIT_MODULE_CASTLES};
    for (int i = 0; i < 3; i++) {
        const gui_module *m = gui_module_find(with_picture[i]);
        CHECK(m && m->rules_diagram);
        int h = m && m->rules_diagram ? m->rules_diagram(GUI_MODULE_CTX(a, m), 0, 0, 700, 16) : 0;
        CHECK(h >= 3 * 16); /* a row of tiles at least, beside its caption */
        if (h < 3 * 16)
            fprintf(stderr, "  module %d: picture %d high\n", with_picture[i], h);
    }
    gui_app_set_scene(a, GUI_SCENE_RULES);
    frames(a, 2);
    harness_shot(a, "rules");
    gui_app_free(a);
}

int main(int argc, char **argv)
{
    harness_read_args(argc, argv);
    if (harness_start("panel-test", "panel-gui") != 0)
        return 1;
    test_rows_and_history(1280, 800, GUI_LANG_EN, 3);
    test_rows_and_history(1280, 800, GUI_LANG_CS, 3);
    test_rows_and_history(1024, 600, GUI_LANG_EN, 2);
    test_rows_and_history(1024, 600, GUI_LANG_CS, 2);
    test_order_classic();
    test_order_wall_round();
    test_order_round(0);
    test_tile_list(1280, 800, 1);
    test_finished_hover();
    test_history_wraps(GUI_LANG_EN);
    test_history_wraps(GUI_LANG_CS);
    test_tile_list(1280, 800, 0);
    test_order_round(1);
    test_tile_and_spot_words();
    test_history_where(GUI_LANG_EN);
    test_history_where(GUI_LANG_CS);
    test_rules_screen();
    test_history_uncut("cs");
    test_history_uncut("de");
    IMG_Quit();
    SDL_Quit();
    harness_finish();
    printf("panel-gui: %d passed, %d failed\n", passed, failed);
    fflush(stdout);
    return failed ? 1 : 0;
}
