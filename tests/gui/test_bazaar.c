/*
 * Headless GUI tests of the bazaar's table: the seed's 3-player example clicked through by
 * three people; a complete auction with a computer bidder (clicks for the people, the AI for
 * the computer, each step's payments checked); the no-auction pick; the round's strip; Czech;
 * computers alone through a whole bazaar; a monkey on the table.
 */
#define _XOPEN_SOURCE 700
#include "app/app.h"
#include "modules/gui_module.h"
#include "modules/bazaar/bazaar_view.h"
#include "harness.h"
#include "app/i18n.h"
#include "modules/bazaar/bazaar_text.h"
#include "modules/bazaar/bazaar.h"

#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static gui_app *new_app(int lang) { return harness_app(1280, 800, lang); }

static const cit_game *eng(gui_app *a) { return gui_game_engine(a->game); }

/* The seed's position: Anna (0) has just placed the bazaar tile BCB-6; three tiles are up
   (B, E, A), Ben (1) is the first auctioneer. `seats` gives each seat's kind word. */
/* Writes `text` as NAME.save in the scratch home and loads it, its notices silenced. */
static int load_text(gui_app *a, const char *name, const char *text)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s.save", tmpdir, name);
    FILE *f = fopen(path, "w");
    if (!f)
        return 0;
    fputs(text, f);
    fclose(f);
    if (gui_app_load_game(a, path) != 0 || !a->game)
        return 0;
    a->toast.until = 0;
    a->toast.nqueue = 0;
    frames(a, 3);
    return 1;
}

static int load_position(gui_app *a, const char *seats[3], int no_auction)
{
    char text[512];
    snprintf(text, sizeof text,
             "citadela-save 2\nmode classic\noption bazaar 1\noption bazaar_no_auction %d\nseed 1\n"
             "player %s 0 Anna\nplayer %s 1 Ben\nplayer %s 2 Cecílie\n"
             "tiles D BCB-6 B E A U B U U U V V\nmove place BCB-6 0,1 r0\nend\n",
             no_auction, seats[0], seats[1], seats[2]);
    return load_text(a, "bazaar", text);
}

/* A window in `lang` with the seed's position loaded; NULL (and a failed check) if it fails. */
static gui_app *open_position(int lang, const char *seats[3], int no_auction)
{
    gui_app *a = new_app(lang);
    if (!a || !load_position(a, seats, no_auction)) {
        CHECK(0);
        gui_app_free(a);
        return NULL;
    }
    return a;
}

/* A button whose label is a template with an amount: "Offer 3 points", "Raise to 4 points". */
static int click_amount(gui_app *a, bazaar_text_id tmpl, int amount)
{
    char pts[32], label[64];
    if (tmpl == BZ_RAISE) /* counted by itself: "do 3 punktów" wants its own case */
        snprintf(pts, sizeof pts, "%d", amount);
    else
        gui_points(pts, sizeof pts, amount);
    gui_subst(label, sizeof label, tmpl == BZ_RAISE ? gui_word_n(&bazaar_text[BZ_RAISE], amount) : bazaar_tr(tmpl), pts,
              NULL, NULL);
    return click_label(a, label);
}

static void click_tile(gui_app *a, int i)
{
    frame(a);
    SDL_Rect rc = gui_bazaar_of(a->game)->tile_rc[i];
    click(a, rc.x + rc.w / 2, rc.y + rc.h / 2);
}

static int pending(gui_app *a, int decision, int player)
{
    cit_pending p = cit_game_pending(eng(a));
    return p.decision == decision && p.player == player;
}

static int owner_tile(gui_app *a, int player)
{
    cit_bazaar b;
    if (!cit_game_bazaar(eng(a), &b))
        return -1;
    for (int i = 0; i < b.ntiles; i++)
        if (b.owner[i] == player)
            return b.tile[i];
    return -1;
}

static int tile_id(gui_app *a, const char *id) { return cit_tileset_find(cit_game_tileset(eng(a)), id); }

/* The seed's example, every seat a person: Ben picks B and bids 2 (+1, then +), Cecílie
   passes, Anna raises to 3, Ben buys; Cecílie picks E and bids 2, Anna raises to 3,
   Cecílie sells; Cecílie takes A free. Ben -3, Anna 0, Cecílie +3; the round starts with Ben. */
static void test_seed_example(int lang)
{
    const char *seats[3] = {"human", "human", "human"};
    gui_app *a = open_position(lang, seats, 0);
    if (!a)
        return;
    CHECK(gui_bazaar_of(a->game)->shown);
    CHECK(pending(a, CIT_DECIDE_BAZAAR_PICK, 1));
    /* Offer is refused until a tile is chosen. */
    SDL_Rect rc;
    frame(a);
    CHECK(gui_ui_find(&a->ui, bazaar_tr(BZ_CLICK_TILE), &rc) == 0); /* drawn, but disabled */
    click_tile(a, 0);
    CHECK(gui_bazaar_of(a->game)->sel == 0);
    CHECK(click_label(a, "+1"));
    CHECK(click_label(a, "+"));
    CHECK(gui_bazaar_of(a->game)->amount == 2);
    CHECK(click_amount(a, BZ_OFFER, 2));
    CHECK(pending(a, CIT_DECIDE_BAZAAR_BID, 2));
    CHECK(click_label(a, bazaar_tr(BZ_PASS)));
    CHECK(pending(a, CIT_DECIDE_BAZAAR_BID, 0));
    CHECK(gui_bazaar_of(a->game)->amount == 3); /* a raise starts one above the top bid */
    CHECK(click_amount(a, BZ_RAISE, 3));
    CHECK(pending(a, CIT_DECIDE_BAZAAR_DEAL, 1));
    CHECK(click_label(a, bazaar_tr(BZ_BUY)));
    CHECK(cit_game_score(eng(a), 1) == -3 && cit_game_score(eng(a), 0) == 3);
    CHECK(owner_tile(a, 1) == tile_id(a, "B"));
    /* Lot 2: Cecílie picks E for 2 (+1 twice: the quick amount sets, + adds). */
    CHECK(pending(a, CIT_DECIDE_BAZAAR_PICK, 2));
    click_tile(a, 1);
    CHECK(click_label(a, "+3"));
    CHECK(click_label(a, "\xE2\x88\x92"));
    CHECK(click_amount(a, BZ_OFFER, 2));
    CHECK(pending(a, CIT_DECIDE_BAZAAR_BID, 0));
    CHECK(click_amount(a, BZ_RAISE, 3));
    CHECK(pending(a, CIT_DECIDE_BAZAAR_DEAL, 2));
    /* the money flow is written under the buttons */
    CHECK(click_label(a, bazaar_tr(BZ_SELL)));
    const cit_game *e = eng(a);
    CHECK(cit_game_score(e, 1) == -3);
    CHECK(cit_game_score(e, 0) == 0);
    CHECK(cit_game_score(e, 2) == 3);
    CHECK(owner_tile(a, 0) == tile_id(a, "E"));
    CHECK(owner_tile(a, 2) == tile_id(a, "A"));
    /* The round: Ben plays his B; the table is gone, the strip shows who plays what. */
    frames(a, 2);
    cit_pending p = cit_game_pending(e);
    CHECK(p.decision == CIT_DECIDE_PLACE_TILE && p.player == 1 && p.tile == tile_id(a, "B"));
    CHECK(!gui_bazaar_of(a->game)->shown);
    CHECK(gui_bazaar_of(a->game)->strip);
    /* the history tells the auction: "Ben pays Anna 3 points" among its lines */
    int pays = 0;
    for (int i = 0; i < a->game->nlog; i++)
        pays += strncmp(a->game->log[i], "  Ben ", 6) == 0 && strstr(a->game->log[i], "Anna") != NULL;
    CHECK(pays >= 1);
    gui_app_free(a);
}

/*
 * A complete auction with a computer bidder. Anna (0) and Ben (1) are people, Cecílie (2) is a
 * computer. People act by clicks: an auctioneer picks the first free tile (3 on the first lot,
 * 0 afterwards); a bidder passes on the first lot and raises by one afterwards; an auctioneer
 * with a rival bid sells the first time and buys after. The computer answers through the AI,
 * never before the pause. Every step's payments are checked against the state before it.
 */
static void test_computer_bidder(void)
{
    const char *seats[3] = {"human", "human", "ai-easy"};
    gui_app *a = open_position(GUI_LANG_EN, seats, 0);
    if (!a)
        return;
    int lots = 0, deals = 0, computer_moves = 0, steps = 0;
    cit_bazaar b;
    while (cit_game_bazaar(eng(a), &b) && b.auction && steps++ < 40) {
        cit_pending p = cit_game_pending(eng(a));
        int score[3], len = cit_session_length(a->game->sess);
        for (int i = 0; i < 3; i++)
            score[i] = cit_game_score(eng(a), i);
        if (p.player == 2) {
            /* The computer: its answer waits for the pause, then comes on its own. */
            frames(a, 5);
            CHECK(cit_session_length(a->game->sess) == len);
            CHECK(gui_bazaar_of(a->game)->shown);
            for (int i = 0; i < 600 && cit_session_length(a->game->sess) == len; i++) {
                frame(a);
                SDL_Delay(1);
            }
            CHECK(cit_session_length(a->game->sess) == len + 1);
            CHECK(a->game->applied_at - gui_bazaar_of(a->game)->shown_at >= gui_bazaar_pause_ms(a->settings.anim_speed));
            computer_moves++;
        } else if (p.decision == CIT_DECIDE_BAZAAR_PICK) {
            int i = 0;
            while (b.owner[i] != CIT_NOBODY)
                i++;
            click_tile(a, i);
            if (lots == 0)
                CHECK(click_label(a, "+3"));
            CHECK(click_amount(a, BZ_OFFER, lots == 0 ? 3 : 0));
            const cit_move *m = cit_session_move(a->game->sess, len);
            CHECK(m && m->type == CIT_MOVE_BAZAAR_PICK && m->arg0 == i && m->arg1 == (lots == 0 ? 3 : 0));
            lots++;
        } else if (p.decision == CIT_DECIDE_BAZAAR_BID) {
            if (lots <= 1)
                CHECK(click_label(a, bazaar_tr(BZ_PASS)));
            else
                CHECK(click_amount(a, BZ_RAISE, b.bid + 1));
        } else if (p.decision == CIT_DECIDE_BAZAAR_DEAL) {
            CHECK(click_label(a, bazaar_tr(deals++ ? BZ_BUY : BZ_SELL)));
        }
        CHECK(cit_session_length(a->game->sess) == len + 1);
        if (cit_session_length(a->game->sess) != len + 1)
            break;
        /* Payments by the rules, from the state before the move. */
        const cit_move *m = cit_session_move(a->game->sess, len);
        int want[3] = {score[0], score[1], score[2]};
        cit_bazaar after;
        cit_game_bazaar(eng(a), &after);
        if (m->type == CIT_MOVE_BAZAAR_DEAL) {
            int payer = m->arg0 ? b.auctioneer : b.bidder, payee = m->arg0 ? b.bidder : b.auctioneer;
            want[payer] -= b.bid;
            want[payee] += b.bid;
        } else if (b.lot >= 0 && after.owner[b.lot] == b.auctioneer) {
            want[b.auctioneer] -= b.bid; /* nobody raised: to nobody */
        } else if (b.lot < 0 && m->type == CIT_MOVE_BAZAAR_PICK && after.owner[m->arg0] == b.auctioneer) {
            want[b.auctioneer] -= m->arg1; /* nobody left to ask */
        }
        for (int i = 0; i < 3; i++)
            CHECK(cit_game_score(eng(a), i) == want[i]);
    }
    /* What happened, for the log of the run. */
    printf("bazaar auction with a computer:");
    for (int i = 1; i < cit_session_length(a->game->sess); i++) {
        char text[64];
        if (cit_move_format(eng(a), cit_session_move(a->game->sess, i), text, sizeof text) == CIT_OK)
            printf(" %s%s", i > 1 ? "/ " : "", text);
    }
    printf(" (scores %d %d %d)\n", cit_game_score(eng(a), 0), cit_game_score(eng(a), 1), cit_game_score(eng(a), 2));
    /* The auction is over: one tile each, the round begins with Ben, the table has gone. */
    CHECK(cit_game_bazaar(eng(a), &b) && !b.auction);
    int owners = 0;
    for (int i = 0; i < b.ntiles; i++)
        owners |= b.owner[i] < 3 ? 1 << b.owner[i] : 0;
    CHECK(owners == 7);
    CHECK(lots >= 1);
    CHECK(computer_moves >= 1);
    CHECK(cit_game_score(eng(a), 0) + cit_game_score(eng(a), 1) + cit_game_score(eng(a), 2) <= 0);
    frames(a, 2);
    CHECK(cit_game_pending(eng(a)).player == 1 && cit_game_pending(eng(a)).decision == CIT_DECIDE_PLACE_TILE);
    CHECK(cit_game_pending(eng(a)).tile == owner_tile(a, 1));
    CHECK(!gui_bazaar_of(a->game)->shown && gui_bazaar_of(a->game)->strip);
    gui_app_free(a);
}

/* Without the auction the picking player clicks a tile and has it in hand at once. */
static void test_no_auction(void)
{
    const char *seats[3] = {"human", "human", "human"};
    gui_app *a = open_position(GUI_LANG_EN, seats, 1);
    if (!a)
        return;
    CHECK(pending(a, CIT_DECIDE_BAZAAR_PICK, 1));
    CHECK(gui_bazaar_of(a->game)->shown);
    SDL_Rect rc;
    frame(a);
    CHECK(!gui_ui_find(&a->ui, bazaar_tr(BZ_PASS), &rc)); /* no bidding */
    click_tile(a, 2);
    cit_pending p = cit_game_pending(eng(a));
    CHECK(p.decision == CIT_DECIDE_PLACE_TILE && p.player == 1 && p.tile == tile_id(a, "A"));
    frames(a, 2);
    CHECK(!gui_bazaar_of(a->game)->shown && gui_bazaar_of(a->game)->strip);
    gui_app_free(a);
}

/* In Czech the table speaks Czech: the pass button, the buy/sell question. */
static void test_czech(void)
{
    const char *seats[3] = {"human", "human", "human"};
    gui_app *a = open_position(GUI_LANG_CS, seats, 0);
    if (!a)
        return;
    click_tile(a, 1);
    CHECK(click_amount(a, BZ_OFFER, 0));
    SDL_Rect rc;
    frame(a);
    CHECK(gui_ui_find(&a->ui, "Pasovat", &rc));
    CHECK(click_amount(a, BZ_RAISE, 1));
    CHECK(click_label(a, "Pasovat"));
    frame(a);
    CHECK(gui_ui_find(&a->ui, "Prodat", &rc) && gui_ui_find(&a->ui, "Koupit", &rc));
    gui_app_free(a);
}

/* Computers only: the whole bazaar (auction and round) plays itself through the window. */
static void test_computers_only(void)
{
    const char *seats[3] = {"ai-easy", "ai-easy", "ai-easy"};
    gui_app *a = open_position(GUI_LANG_EN, seats, 0);
    if (!a)
        return;
    a->settings.anim_speed = GUI_SPEED_FAST;
    int saw_table = 0, saw_strip = 0;
    cit_bazaar b;
    for (int i = 0; i < 4000 && cit_game_bazaar(eng(a), &b); i++) {
        frame(a);
        saw_table |= gui_bazaar_of(a->game)->shown;
        saw_strip |= gui_bazaar_of(a->game)->strip;
        SDL_Delay(1);
    }
    CHECK(!cit_game_bazaar(eng(a), &b)); /* the round was played to its end */
    CHECK(saw_table && saw_strip);
    CHECK(cit_game_placed_count(eng(a)) == 5); /* start, BCB-6 and the three bazaar tiles */
    gui_app_free(a);
}

/* A random enabled button or revealed tile on the table, or 0. */
static int random_target(gui_app *a, uint32_t r, SDL_Rect *rc)
{
    SDL_Rect all[64 + CIT_BAZAAR_MAX];
    int n = 0;
    for (int i = 0; i < a->ui.nseen && n < 64; i++)
        if (a->ui.seen[i].enabled && SDL_HasIntersection(&a->ui.seen[i].rc, &gui_drawn(a)->board_rc))
            all[n++] = a->ui.seen[i].rc;
    cit_bazaar b;
    for (int i = 0; cit_game_bazaar(eng(a), &b) && i < b.ntiles; i++)
        all[n++] = gui_bazaar_of(a->game)->tile_rc[i];
    if (!n)
        return 0;
    *rc = all[r % (unsigned)n];
    return 1;
}

/* Random clicks and keys on the table of hot-seat auctions: every auction must end (each
   player one tile), whatever people press, and nothing may break on the way. */
static void test_monkey(void)
{
    static const SDL_Keycode keys[] = {SDLK_PLUS, SDLK_MINUS, SDLK_UP, SDLK_DOWN, SDLK_RETURN, SDLK_p, SDLK_h};
    const char *seats[3] = {"human", "human", "human"};
    uint32_t r = 99;
    int auctions = 0, longest = 0;
    for (int run = 0; run < 6; run++) {
        gui_app *a = open_position(run % 2 ? GUI_LANG_CS : GUI_LANG_EN, seats, run == 5);
        if (!a)
            continue;
        drawing = 0;
        int steps = 0;
        cit_bazaar b;
        while (cit_game_pending(eng(a)).module == CIT_MODULE_BAZAAR && steps < 2000) {
            r = r * 1103515245u + 12345u;
            SDL_Rect rc;
            if ((r >> 8) % 4 == 0)
                key(a, keys[(r >> 12) % (sizeof keys / sizeof keys[0])], 0);
            else if (random_target(a, r >> 10, &rc))
                click(a, rc.x + 1 + (int)((r >> 4) % (unsigned)(rc.w - 1)), rc.y + rc.h / 2);
            else
                frame(a);
            if (a->dlg.kind != GUI_DLG_NONE)
                a->dlg.kind = GUI_DLG_NONE;
            steps++;
        }
        drawing = 1;
        longest = steps > longest ? steps : longest;
        CHECK(cit_game_pending(eng(a)).decision == CIT_DECIDE_PLACE_TILE);
        if (run < 5) { /* the auction is over: a tile each */
            CHECK(cit_game_bazaar(eng(a), &b) && !b.auction);
            for (int i = 0; i < b.ntiles; i++)
                CHECK(b.owner[i] < 3);
            auctions++;
        }
        gui_app_free(a);
    }
    printf("bazaar monkey: %d auctions ended, longest %d steps\n", auctions, longest);
    CHECK(auctions == 5);
}

/* The seat's tag for player p now. */
static void seat_tag(gui_app *a, int p, char *buf, size_t cap)
{
    cit_bazaar b;
    int top = 0;
    buf[0] = 0;
    if (cit_game_bazaar(eng(a), &b))
        gui_bazaar_status_words(GUI_MODULE_CTX(a, gui_module_find(CIT_MODULE_BAZAAR)), &b, p, buf, cap, &top);
}

static int tag_is(gui_app *a, int p, bazaar_text_id id, int amount)
{
    char got[96], want[96], pts[32];
    seat_tag(a, p, got, sizeof got);
    gui_points(pts, sizeof pts, amount);
    gui_subst(want, sizeof want, bazaar_tr(id), pts, NULL, NULL);
    if (strcmp(got, want) != 0)
        fprintf(stderr, "seat %d: '%s', want '%s'\n", p, got, want);
    return strcmp(got, want) == 0;
}

/* Tags say what happened on the lot: Ben opens at 0, Cecílie raises to 1, Anna to 2: Cecílie was
   outbid (not "passed"), and so was Ben the auctioneer; then on the next lot a pass is "passed".
   The tags come from the lot's events, also when the history is rebuilt (a loaded game). */
static void test_tags(void)
{
    const char *seats[3] = {"human", "human", "human"};
    gui_app *a = open_position(GUI_LANG_EN, seats, 0);
    if (!a)
        return;
    click_tile(a, 0);
    CHECK(click_amount(a, BZ_OFFER, 0));
    CHECK(tag_is(a, 1, BZ_BIDS, 0));
    CHECK(tag_is(a, 2, BZ_TO_ASK, 0));
    CHECK(click_amount(a, BZ_RAISE, 1));
    CHECK(tag_is(a, 2, BZ_BIDS, 1));
    CHECK(tag_is(a, 1, BZ_OUTBID, 0)); /* the auctioneer's opening bid, outbid */
    CHECK(click_amount(a, BZ_RAISE, 2));
    CHECK(pending(a, CIT_DECIDE_BAZAAR_DEAL, 1));
    CHECK(tag_is(a, 0, BZ_BIDS, 2));
    CHECK(tag_is(a, 2, BZ_OUTBID, 1)); /* raised, then outbid: not "passed" */
    CHECK(tag_is(a, 1, BZ_OUTBID, 0));
    /* The same after the history is rebuilt from the moves. */
    gui_game_relog(a->game);
    CHECK(tag_is(a, 2, BZ_OUTBID, 1));
    CHECK(tag_is(a, 0, BZ_BIDS, 2));
    gui_app_free(a);
    /* Another table: Ben opens at 0, Cecílie passes, Anna raises to 1. */
    a = new_app(GUI_LANG_CS);
    if (!a || !load_position(a, seats, 0)) {
        CHECK(0);
        gui_app_free(a);
        return;
    }
    click_tile(a, 0);
    CHECK(click_amount(a, BZ_OFFER, 0));
    CHECK(click_label(a, bazaar_tr(BZ_PASS)));
    CHECK(tag_is(a, 2, BZ_PASSED, 0));
    CHECK(tag_is(a, 0, BZ_TO_ASK, 0));
    CHECK(click_amount(a, BZ_RAISE, 1));
    CHECK(tag_is(a, 2, BZ_PASSED, 0));
    CHECK(tag_is(a, 1, BZ_OUTBID, 0));
    CHECK(tag_is(a, 0, BZ_BIDS, 1));
    gui_app_free(a);
}

/* The seed's position with n people (Anna has just placed BCB-6; n tiles are up). */
static int load_people(gui_app *a, int n)
{
    static const char *const names[] = {"Anna", "Ben", "Cecílie", "Dora", "Emil", "František"};
    char text[1024];
    int len = snprintf(text, sizeof text,
                       "citadela-save 2\nmode classic\noption bazaar 1\noption bazaar_no_auction 0\nseed 1\n");
    for (int p = 0; p < n; p++)
        len += snprintf(text + len, sizeof text - (size_t)len, "player human %d %s\n", p, names[p]);
    snprintf(text + len, sizeof text - (size_t)len, "tiles D BCB-6 B E A U B U U U V V V V\nmove place BCB-6 0,1 r0\nend\n");
    return load_text(a, "bazaar-n", text);
}

/* Every seat's tags lie inside the seat, the outbid auctioneer's too (with 5 or 6 players its
   "bid 10 points · outbid" ran past the seat's right edge): Ben opens at 10, each next one raises
   by one, all round. */
static void test_tags_fit(int w, int h, int lang, int n)
{
    gui_app *a = harness_app(w, h, lang);
    if (!a || !load_people(a, n)) {
        CHECK(0);
        gui_app_free(a);
        return;
    }
    click_tile(a, 0);
    frame(a);
    gui_bazaar_of(a->game)->amount = 10; /* set with "+" ten times */
    CHECK(click_amount(a, BZ_OFFER, 10));
    for (int k = 1; k < n; k++)
        CHECK(click_amount(a, BZ_RAISE, 10 + k));
    frames(a, 2);
    gui_bazaar_ui *bu = gui_bazaar_of(a->game);
    int inside = 0;
    for (int p = 0; p < n; p++) {
        SDL_Rect c = bu->seat_rc[p], t = bu->status_rc[p];
        CHECK(t.w > 0);
        inside += t.w > 0 && t.x >= c.x && t.x + t.w <= c.x + c.w && t.y >= c.y && t.y + t.h <= c.y + c.h;
    }
    CHECK(inside == n);
    if (inside != n)
        fprintf(stderr, "tags: %dx%d lang %d, %d players: %d inside\n", w, h, lang, n, inside);
    if (inside != n || harness_shots) {
        char name[64];
        snprintf(name, sizeof name, "bazaar-tags-%dx%d-%s-%d", w, h, lang == GUI_LANG_CS ? "cs" : "en", n);
        harness_shot(a, name);
    }
    gui_app_free(a);
}

/* M mutes (and unmutes) while the table is open, as it does over the board. */
static void test_mute(void)
{
    const char *seats[3] = {"human", "human", "human"};
    gui_app *a = open_position(GUI_LANG_EN, seats, 0);
    if (!a)
        return;
    CHECK(gui_bazaar_of(a->game)->shown);
    int was = a->settings.muted;
    key(a, SDLK_m, 0);
    frame(a);
    CHECK(a->settings.muted == !was && gui_bazaar_of(a->game)->shown);
    CHECK(pending(a, CIT_DECIDE_BAZAAR_PICK, 1)); /* nothing else happened */
    key(a, SDLK_m, 0);
    CHECK(a->settings.muted == was);
    gui_app_free(a);
}

/* Computers alone end the auction: the table stays a moment with who got what before the round's
   strip (never closing at once), and a click closes it sooner. */
static void test_computer_ends_auction(void)
{
    for (int run = 0; run < 2; run++) {
        const char *seats[3] = {"ai-easy", "ai-easy", "ai-easy"};
        gui_app *a = open_position(GUI_LANG_EN, seats, 0);
        if (!a)
            return;
        a->settings.anim_speed = GUI_SPEED_FAST;
        cit_bazaar b;
        for (int i = 0; i < 3000 && cit_game_bazaar(eng(a), &b) && b.auction; i++) {
            frame(a);
            SDL_Delay(1);
        }
        CHECK(cit_game_bazaar(eng(a), &b) && !b.auction);
        Uint32 ended = a->game->applied_at;
        frame(a);
        CHECK(gui_bazaar_of(a->game)->closing && !gui_bazaar_of(a->game)->strip);
        /* The tiles stand in the order they will be played: owners clockwise from the first. */
        int ordered = 1;
        for (int k = 1; k < 3; k++) {
            int i0 = -1, i1 = -1;
            for (int i = 0; i < b.ntiles; i++) {
                i0 = b.owner[i] == (b.first + k - 1) % 3 ? i : i0;
                i1 = b.owner[i] == (b.first + k) % 3 ? i : i1;
            }
            SDL_Rect *rc = gui_bazaar_of(a->game)->tile_rc;
            ordered &= i0 >= 0 && i1 >= 0 && rc[i0].x < rc[i1].x;
        }
        CHECK(ordered);
        CHECK(cit_game_placed_count(eng(a)) == 2); /* nobody plays while the table shows the result */
        if (run == 0) {
            int frames_closing = 0;
            while (gui_bazaar_of(a->game)->closing && frames_closing < 3000) {
                frame(a);
                SDL_Delay(1);
                frames_closing++;
            }
            CHECK(a->game->now - ended >= gui_bazaar_close_ms(GUI_SPEED_FAST));
        } else {
            SDL_Rect rc;
            CHECK(gui_ui_find(&a->ui, bazaar_tr(BZ_CONTINUE), &rc));
            click(a, gui_drawn(a)->board_rc.x + 5, gui_drawn(a)->board_rc.y + 5);
            CHECK(a->game->now - ended < gui_bazaar_close_ms(GUI_SPEED_FAST));
        }
        frame(a);
        CHECK(!gui_bazaar_of(a->game)->closing);
        gui_app_free(a);
    }
}

/* The table folds to a strip (See the board, or B) so the board is in sight while bidding: the
   tile looked at is ghosted on every cell it could go to (the engine's count), the wheel zooms and
   a drag pans the board, a click on a strip tile looks at another (and picks it for the
   auctioneer), a computer answers while folded, and Back to the table (or B) unfolds; the next
   person asked gets the table back. */
static void test_fold(void)
{
    const char *seats[3] = {"human", "human", "ai-easy"};
    gui_app *a = open_position(GUI_LANG_EN, seats, 0);
    if (!a)
        return;
    gui_bazaar_ui *bu = gui_bazaar_of(a->game);
    /* The player had looked elsewhere; folding brings every ghost into view below the strip. */
    gui_view(a)->cam.cx += 12;
    gui_view(a)->cam.cy -= 3;
    gui_view(a)->glide = 0;
    CHECK(click_label(a, bazaar_tr(BZ_SHOW_BOARD)));
    frames(a, 80);
    CHECK(bu->folded && !bu->shown);
    cit_bazaar b;
    cit_game_bazaar(eng(a), &b);
    cit_placement cells[64];
    int ncell = cit_game_tile_cells(eng(a), b.tile[0], -1, cells, 64);
    CHECK(bu->ncells > 0 && bu->ncells == ncell);
    int seen = 0;
    for (int i = 0; i < ncell && i < 64; i++) {
        SDL_Rect rc = gui_camera_cell_rect(&gui_view(a)->cam, cells[i].x, cells[i].y), v = gui_drawn(a)->board_rc;
        seen += rc.x >= v.x && rc.x + rc.w <= v.x + v.w && rc.y + rc.h <= v.y + v.h &&
                rc.y >= bu->cover_rc.y + bu->cover_rc.h;
    }
    CHECK(ncell > 0 && seen == ncell);
    /* Look at tile 3 (A): it becomes Ben's choice too. */
    SDL_Rect t = bu->strip_tile_rc[2];
    click(a, t.x + t.w / 2, t.y + t.h / 2);
    frame(a);
    CHECK(bu->sel == 2 && bu->ncells == cit_game_tile_cells(eng(a), b.tile[2], -1, cells, 64));
    /* The board moves under the wheel and a drag. */
    float zoom = gui_view(a)->cam.zoom, cx = gui_view(a)->cam.cx;
    int mx = gui_drawn(a)->board_rc.x + gui_drawn(a)->board_rc.w / 2, my = gui_drawn(a)->board_rc.y + gui_drawn(a)->board_rc.h * 3 / 4;
    push_motion(mx, my);
    frame(a);
    SDL_Event w;
    memset(&w, 0, sizeof w);
    w.type = SDL_MOUSEWHEEL;
    w.wheel.y = 1;
    SDL_PushEvent(&w);
    frames(a, 2);
    CHECK(gui_view(a)->cam.zoom > zoom);
    drag(a, mx, my, mx - 120, my);
    CHECK(gui_view(a)->cam.cx > cx);
    CHECK(bu->folded);
    /* Home fits the board into the part below the strip: no tile under it, every one in sight. */
    SDL_Rect strip = bu->cover_rc, v = gui_drawn(a)->board_rc;
    CHECK(strip.w > 0 && strip.y >= v.y && strip.y + strip.h < v.y + v.h / 3);
    key(a, SDLK_HOME, 0);
    frames(a, 80);
    int under = 0, out = 0, n = cit_game_placed_count(eng(a));
    for (int i = 0; i < n; i++) {
        cit_placed_tile pt = cit_game_placed(eng(a), i);
        SDL_Rect rc = gui_camera_cell_rect(&gui_view(a)->cam, pt.x, pt.y);
        under += rc.y < strip.y + strip.h;
        out += rc.x < v.x || rc.x + rc.w > v.x + v.w || rc.y + rc.h > v.y + v.h;
    }
    CHECK(n > 1 && under == 0 && out == 0 && bu->folded);
    /* B unfolds: the table has Ben's choice; Offer it folded again with B, and the computer
       (Cecílie) answers while the board is shown. */
    key(a, SDLK_b, 0);
    frame(a);
    CHECK(!bu->folded && bu->shown && bu->sel == 2);
    CHECK(click_amount(a, BZ_OFFER, 0));
    CHECK(pending(a, CIT_DECIDE_BAZAAR_BID, 2));
    key(a, SDLK_b, 0);
    int len = cit_session_length(a->game->sess);
    for (int i = 0; i < 600 && cit_session_length(a->game->sess) == len; i++) {
        frame(a);
        SDL_Delay(1);
    }
    CHECK(cit_session_length(a->game->sess) == len + 1);
    /* Anna is asked now: her table is back. */
    frame(a);
    CHECK(pending(a, CIT_DECIDE_BAZAAR_BID, 0));
    CHECK(!bu->folded && bu->shown);
    CHECK(click_label(a, bazaar_tr(BZ_SHOW_BOARD)));
    CHECK(click_label(a, bazaar_tr(BZ_BACK_TABLE)));
    frame(a);
    CHECK(!bu->folded && bu->shown);
    gui_app_free(a);
}

/* Pictures for the docs (and for a person to look at): --shots DIR. */
static int shots(const char *dir)
{
    gui_app *a = new_app(GUI_LANG_EN);
    const char *seats[3] = {"human", "human", "ai-easy"};
    if (!a || !load_position(a, seats, 0))
        return 1;
    char path[600];
    click_tile(a, 0);
    click_label(a, "+3");
    frames(a, 2);
    snprintf(path, sizeof path, "%s/bazaar-pick.png", dir);
    gui_app_screenshot(a, path);
    click_amount(a, BZ_OFFER, 3);
    frames(a, 10);
    snprintf(path, sizeof path, "%s/bazaar-computer.png", dir);
    gui_app_screenshot(a, path);
    /* Folded while the computer thinks: the board with the tile for sale ghosted. */
    key(a, SDLK_b, 0);
    frames(a, 2);
    snprintf(path, sizeof path, "%s/bazaar-folded.png", dir);
    gui_app_screenshot(a, path);
    gui_app_free(a);
    /* Tags after Ben opens at 0, Cecílie raises to 1 and Anna to 2 (Czech). */
    const char *people[3] = {"human", "human", "human"};
    a = new_app(GUI_LANG_CS);
    if (!a || !load_position(a, people, 0))
        return 1;
    click_tile(a, 0);
    click_amount(a, BZ_OFFER, 0);
    click_amount(a, BZ_RAISE, 1);
    click_amount(a, BZ_RAISE, 2);
    frames(a, 2);
    snprintf(path, sizeof path, "%s/bazaar-tags-cs.png", dir);
    gui_app_screenshot(a, path);
    gui_app_free(a);
    /* Computers end the auction: the table stays with who got what. */
    const char *computers[3] = {"ai-easy", "ai-easy", "ai-easy"};
    a = new_app(GUI_LANG_EN);
    if (!a || !load_position(a, computers, 0))
        return 1;
    a->settings.anim_speed = GUI_SPEED_FAST;
    cit_bazaar b;
    for (int i = 0; i < 3000 && cit_game_bazaar(eng(a), &b) && b.auction; i++) {
        frame(a);
        SDL_Delay(1);
    }
    frames(a, 2);
    snprintf(path, sizeof path, "%s/bazaar-closing.png", dir);
    gui_app_screenshot(a, path);
    gui_app_free(a);
    return 0;
}

int main(int argc, char **argv)
{
    if (harness_start("bazaar-test", "bazaar-gui") != 0)
        return 1;
    int rc = 0;
    if (argc > 2 && !strcmp(argv[1], "--shots")) {
        rc = shots(argv[2]);
    } else {
        test_seed_example(GUI_LANG_EN);
        test_seed_example(GUI_LANG_CS);
        test_computer_bidder();
        test_no_auction();
        test_czech();
        test_tags();
        test_mute();
        for (int n = 3; n <= 6; n++) {
            test_tags_fit(1024, 600, GUI_LANG_CS, n);
            test_tags_fit(1280, 800, GUI_LANG_CS, n);
            test_tags_fit(1024, 600, GUI_LANG_EN, n);
        }
        test_computer_ends_auction();
        test_fold();
        test_computers_only();
        test_monkey();
        printf("bazaar-gui: %d passed, %d failed\n", passed, failed);
        rc = failed ? 1 : 0;
    }
    IMG_Quit();
    SDL_Quit();
    harness_finish();
    fflush(stdout);
    return rc;
}
