/* The Princess & the Dragon's fast paths against the rule they shortcut (HACKING.md,
   "Speed is measured"): the fairy's answers, listed in every random turn, against a
   plain listing of the follower list (each part once, in the list's order); the fairy's
   question, asked from the first follower it may go beside, against that listing's
   size; the playout's fairy answer (its coin drawn before any listing) against the
   plain listing with the coin after it; and the dragon's steps, found without branches,
   against the rule's four tests read cell by cell. And the portal's answers against the
   board's open features read through the public queries, sharing none of its code. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules.h"
#include "modules/abbey/abbey.h"
#include "modules/bridges/bridges.h"
#include "modules/castles/castles.h"
#include "modules/castles/mod_castles.h"
#include "modules/count/count.h"
#include "modules/dragon/mod_dragon.h"
#include "modules/halflings/halflings.h"
#include "modules/inns/inns.h"
#include "modules/river/river.h"
#include "unit.h"

/* Whether the follower on part n is a castle's (it stands on no feature). */
static int plain_on_castle(const cit_game *g, uint16_t n) {
    if (!(g->modules >> CIT_MODULE_CASTLES & 1)) return 0;
    const castles_state *c = MODULE_STATE(g, castles_state, CIT_MODULE_CASTLES);
    for (int i = 0; i < c->n; i++)
        if (!c->list[i].paid && c->list[i].node == n) return 1;
    return 0;
}

/* RULES.md §9 decision 5 read straight: "fairy none", then every part holding one of
   player's followers, the first time the follower list names it, but the part the fairy
   guards already and a castle's. *repeats counts the list's entries naming a part again. */
static int plain_fairy_answers(const cit_game *g, int player, cit_move *out, long *repeats) {
    const dragon_state *d = MODULE_STATE(g, dragon_state, CIT_MODULE_DRAGON);
    int n = 0;
    out[n++] = decision_move(CIT_MOVE_FAIRY, 0, 0);
    for (int i = 0; i < g->nfollowers; i++) {
        uint16_t k = g->followers[i];
        int earlier = 0;
        for (int j = 0; j < i; j++) earlier |= g->followers[j] == k;
        *repeats += earlier;
        if (earlier || d->fairy == k + 1 || g->nodes[k].owner != player + 1 || plain_on_castle(g, k)) continue;
        const piece *q = &g->pieces[g->nodes[k].piece];
        out[n] = decision_move(CIT_MOVE_FAIRY, 1, 0);
        out[n].x = q->x;
        out[n].y = q->y;
        out[n].spot = (int8_t)g->nodes[k].feat;
        out[n].rot = piece_half(g, g->nodes[k].piece);
        n++;
    }
    return n;
}

typedef struct {
    long questions, answers, repeats, placements_checked, offered, steps, step_answers;
} fairy_counts;

/* The playout's fairy answer for a few generator states: "fairy none" first, then half
   the time one of the listed parts at random, drawn as the plain listing would be. */
static void check_fairy_playout(const cit_game *g, const cit_move *listed, int n) {
    const rules_module *mod = rules_modules[CIT_MODULE_DRAGON];
    decide_step s = g->queue[0];
    for (uint64_t seed = 1; seed <= 8; seed++) {
        uint64_t want_rng = seed * 0x9e3779b97f4a7c15ULL, got_rng = want_rng;
        cit_move want = listed[0], got;
        if (n > 1 && rules_rng_below(&want_rng, 2)) want = listed[1 + rules_rng_below(&want_rng, (uint32_t)(n - 1))];
        assert_int_equal(mod->playout(g, &s, &got_rng, &got), 1);
        assert_memory_equal(&got, &want, sizeof got);
        assert_true(got_rng == want_rng);
    }
}

/* At a step of the dragon: the answers are the sides N, E, S, W (in that order) whose
   cell holds a tile, is not visited in this movement, is not the fairy's and is not a
   City of Carcassonne tile. */
static void check_dragon_steps(const cit_game *g, fairy_counts *c) {
    const dragon_state *d = MODULE_STATE(g, dragon_state, CIT_MODULE_DRAGON);
    cit_move want[4], got[CIT_MAX_MOVES];
    int nwant = 0;
    for (int s = 0; s < 4; s++) {
        int x = d->x + dir_dx[s], y = d->y + dir_dy[s], tile, rot, seen = 0;
        if (!cit_game_tile_at(g, x, y, &tile, &rot)) continue;
        for (int i = 0; i < d->nvisited; i++) seen |= d->visited[i][0] == x && d->visited[i][1] == y;
        if (seen || (d->fairy && d->fairy_x == x && d->fairy_y == y)) continue;
        if (g->cat->set.tiles[tile].flags & CIT_TF_COUNT_CITY) continue;
        want[nwant++] = decision_move(CIT_MOVE_DRAGON_STEP, s, 0);
    }
    int ngot = cit_game_legal_moves(g, got, CIT_MAX_MOVES);
    assert_int_equal(ngot, nwant);
    for (int i = 0; i < ngot; i++) assert_memory_equal(&got[i], &want[i], sizeof got[0]);
    c->steps++;
    c->step_answers += ngot;
}

/* At a fairy question: the engine's answers are the plain listing, in its order. */
static void check_fairy_listing(const cit_game *g, fairy_counts *c) {
    static cit_move want[CIT_MAX_MOVES], got[CIT_MAX_MOVES];
    cit_pending p = cit_game_pending(g);
    int nwant = plain_fairy_answers(g, p.player, want, &c->repeats);
    int ngot = cit_game_legal_moves(g, got, CIT_MAX_MOVES);
    assert_int_equal(ngot, nwant);
    assert_true(nwant >= 2); /* asked only with a follower to go beside */
    for (int i = 0; i < ngot; i++) assert_memory_equal(&got[i], &want[i], sizeof got[0]);
    check_fairy_playout(g, want, nwant);
    c->questions++;
    c->answers += ngot - 1;
}

/* A placement without a follower on a tile that asks neither the princess nor the portal:
   the fairy is asked exactly when the plain listing (taken before the placement, as no
   follower came or left) has an answer; never about a crop circle, whose figure is the
   follower Halflings asks for after its action (one figure a placement). */
static void check_fairy_offer(const cit_game *before, const cit_game *after, const cit_move *m,
                              fairy_counts *c) {
    cit_pending was = cit_game_pending(before), now = cit_game_pending(after);
    if (was.decision != CIT_DECIDE_PLACE_TILE || m->spot != CIT_SPOT_NONE) return;
    if (after->cat->set.tiles[m->tile].flags & CIT_TF_CROP_CIRCLE) {
        assert_false(now.decision == CIT_DECIDE_FAIRY);
        return;
    }
    if (now.decision == CIT_DECIDE_PRINCESS || now.decision == CIT_DECIDE_PORTAL) return;
    static cit_move want[CIT_MAX_MOVES];
    long ignored = 0;
    int offered = plain_fairy_answers(before, was.player, want, &ignored) >= 2;
    int asked = now.decision == CIT_DECIDE_FAIRY && now.player == was.player;
    assert_int_equal(asked, offered);
    c->placements_checked++;
    c->offered += offered;
}

static void play_checking_the_fairy(uint8_t extra_option, int games, fairy_counts *c) {
    for (int gi = 0; gi < games; gi++) {
        cit_setup su;
        cit_setup_default(&su, 2 + gi % 2, (uint64_t)gi * 7919u + 3u);
        su.opt.v[CIT_OPT_DRAGON] = 1;
        if (extra_option) su.opt.v[extra_option] = 1;
        cit_status st;
        cit_game *g = cit_game_new(&su, NULL, 0, &st);
        if (!g) fail_msg("game %d, option %d: %s", gi, extra_option, cit_status_str(st));
        cit_game *before = cit_game_clone(g);
        for (int i = 0; !cit_game_over(g); i++) {
            int decision = cit_game_pending(g).decision;
            if (decision == CIT_DECIDE_FAIRY) check_fairy_listing(g, c);
            if (decision == CIT_DECIDE_DRAGON_STEP) check_dragon_steps(g, c);
            cit_move m;
            assert_int_equal(cit_game_random_move(g, (uint64_t)gi * 1000003u + (uint64_t)i, &m), CIT_OK);
            cit_game_copy(before, g);
            assert_int_equal(cit_game_apply(g, &m, NULL), CIT_OK);
            check_fairy_offer(before, g, &m, c);
        }
        cit_game_free(before);
        cit_game_free(g);
    }
}

static void fairy_answers_match_the_rule(void **state) {
    (void)state;
    fairy_counts alone = {0}, halflings = {0}, castles = {0}, count = {0};
    play_checking_the_fairy(0, 40, &alone);
    play_checking_the_fairy(CIT_OPT_HALFLINGS, 40, &halflings); /* crop circles stack followers */
    play_checking_the_fairy(CIT_OPT_CASTLES, 40, &castles);
    play_checking_the_fairy(CIT_OPT_COUNT, 20, &count); /* the dragon never enters Carcassonne */
    /* every path was taken: questions with several answers, offers made and not made,
       a part named twice in the follower list */
    assert_true(alone.questions > 100 && alone.answers > alone.questions);
    assert_true(alone.offered > 100 && alone.placements_checked > alone.offered);
    assert_true(halflings.questions > 100 && halflings.repeats > 0);
    assert_true(castles.questions > 100);
    assert_true(alone.steps > 100 && alone.step_answers > alone.steps && count.steps > 50);
}

/* ---- the portal against the board ------------------------------------------------------ */

/* RULES.md §9 decision 9, read off the board through the public queries: the feature kinds
   a follower stands on in the classic game (fields only with farmers), written out here
   rather than taken from the engine's own list. */
static int portal_kind(const cit_game *g, int kind) {
    if (kind == CIT_FEAT_FIELD) return !g->setup.opt.v[CIT_OPT_FARMERS_OFF];
    return kind == CIT_FEAT_ROAD || kind == CIT_FEAT_CITY || kind == CIT_FEAT_CLOISTER;
}

typedef struct {
    long questions, answers, cloisters, abbeys, wagons_to_cloisters, mayors, bridged, barn_fields;
} portal_counts;

/* The ids (cit_feature_info.id) of the fields that hold a barn, into ids; returns how many.
   A barn stands on corner k of its cell (0 NE .. 3 NW), where the half-edge ports 3k + 2
   and 3k + 3 meet: the field on the first is the barn's. */
static int barn_fields(const cit_game *g, uint16_t *ids) {
    int n = 0;
    for (int p = 0; p < cit_game_setup(g)->nplayers; p++) {
        int x, y, corner, tile, rot;
        if (!cit_game_barn(g, p, &x, &y, &corner)) continue;
        assert_int_equal(cit_game_tile_at(g, x, y, &tile, &rot), 1);
        int spot = cit_game_port_features(g, tile, rot)[3 * corner + 2];
        cit_feature_info f;
        assert_int_equal(cit_game_feature_brief(g, x, y, spot, 0, &f), 1);
        assert_int_equal(f.kind, CIT_FEAT_FIELD);
        ids[n++] = f.id;
    }
    return n;
}

#define PORTAL_TEXT 48
static int text_order(const void *a, const void *b) { return strcmp((const char *)a, (const char *)b); }

/* One expected answer: "portal X,Y fS" ("fS'" on a second triangle), then the figure's
   word when it is not a normal follower. */
static void add_answer(char (*out)[PORTAL_TEXT], int *n, const cit_placed_tile *t, int spot, const char *word) {
    assert_true(*n < CIT_MAX_MOVES);
    snprintf(out[(*n)++], PORTAL_TEXT, "portal %d,%d f%d%s%s%s", t->x, t->y, spot, t->half ? "'" : "",
             word ? " " : "", word ? word : "");
}

/* Every part of every tile on the board whose feature is of a kind above, not completed
   and held by nobody, off the dragon's cell and the City of Carcassonne, once for each
   figure of the player's that may go there: a follower from supply anywhere (the big
   follower is its own question after it), the mayor on a city, the wagon on a road, city
   or cloister (RULES.md §11). Returns how many, "portal none" included. */
static int board_portal_answers(const cit_game *g, int player, char (*out)[PORTAL_TEXT], portal_counts *c) {
    int n = 0, dx = 0, dy = 0, dragon = cit_game_dragon_cell(g, &dx, &dy);
    int mayor = cit_game_follower_named(g, "mayor"), wagon = cit_game_follower_named(g, "wagon");
    int follower_free = cit_game_supply(g, player) > 0;
    uint16_t barns[CIT_MAX_PLAYERS];
    int nbarns = barn_fields(g, barns);
    int mayor_free = mayor && cit_game_mayor_in_supply(g, player);
    int wagon_free = wagon && cit_game_wagon_in_supply(g, player);
    snprintf(out[n++], PORTAL_TEXT, "portal none");
    for (int i = 0; i < cit_game_placed_count(g); i++) {
        cit_placed_tile t = cit_game_placed(g, i);
        if ((dragon && t.x == dx && t.y == dy) || (g->cat->set.tiles[t.tile].flags & CIT_TF_COUNT_CITY)) continue;
        cit_feature_info f;
        for (int spot = 0; cit_game_feature_brief(g, t.x, t.y, spot, t.half, &f); spot++) {
            int held = 0;
            for (int p = 0; p < CIT_MAX_PLAYERS; p++) held += f.followers[p];
            if (f.complete || held || !portal_kind(g, f.kind)) continue;
            int barn = 0;
            for (int b = 0; b < nbarns; b++) barn |= barns[b] == f.id;
            c->barn_fields += barn;
            if (barn) continue; /* decision 9: no farmer joins a barn's field */
            int abbey = f.kind == CIT_FEAT_CLOISTER && cit_tile_is_abbey(g, t.tile);
            c->cloisters += f.kind == CIT_FEAT_CLOISTER;
            c->abbeys += abbey;
            c->bridged += t.overlay != 0;
            if (follower_free) add_answer(out, &n, &t, spot, NULL);
            if (mayor_free && f.kind == CIT_FEAT_CITY) add_answer(out, &n, &t, spot, cit_game_follower_word(g, mayor));
            if (wagon_free && f.kind != CIT_FEAT_FIELD) add_answer(out, &n, &t, spot, cit_game_follower_word(g, wagon));
            c->wagons_to_cloisters += wagon_free && f.kind == CIT_FEAT_CLOISTER;
            c->mayors += mayor_free && f.kind == CIT_FEAT_CITY;
        }
    }
    return n;
}

/* At a portal question: the engine's answers, as text, are exactly the board's. */
static void check_portal_answers(const cit_game *g, portal_counts *c) {
    static cit_move got[CIT_MAX_MOVES];
    static char want_text[CIT_MAX_MOVES][PORTAL_TEXT], got_text[CIT_MAX_MOVES][PORTAL_TEXT];
    int nwant = board_portal_answers(g, cit_game_pending(g).player, want_text, c);
    int ngot = cit_game_legal_moves(g, got, CIT_MAX_MOVES);
    assert_true(ngot <= CIT_MAX_MOVES);
    for (int i = 0; i < ngot; i++) assert_int_equal(cit_move_format(g, &got[i], got_text[i], PORTAL_TEXT), CIT_OK);
    qsort(want_text, (size_t)nwant, PORTAL_TEXT, text_order);
    qsort(got_text, (size_t)ngot, PORTAL_TEXT, text_order);
    for (int i = 0; i < ngot || i < nwant; i++)
        if (i >= ngot || i >= nwant || strcmp(got_text[i], want_text[i]))
            fail_msg("portal answer %d: engine \"%s\", board \"%s\" (%d against %d)", i, i < ngot ? got_text[i] : "-",
                     i < nwant ? want_text[i] : "-", ngot, nwant);
    c->questions++;
    c->answers += ngot - 1;
}

/* Random games with the dragon and the options given, the portal's answers checked at
   every portal question. */
static void play_checking_the_portal(const uint8_t *options, int games, portal_counts *c) {
    for (int gi = 0; gi < games; gi++) {
        cit_setup su;
        cit_setup_default(&su, 2 + gi % 3, (uint64_t)gi * 104729u + 11u);
        su.opt.v[CIT_OPT_DRAGON] = 1;
        for (const uint8_t *o = options; *o; o++) su.opt.v[*o] = 1;
        cit_status st;
        cit_game *g = cit_game_new(&su, NULL, 0, &st);
        if (!g) fail_msg("game %d, options from %d: %s", gi, options[0], cit_status_str(st));
        for (int i = 0; !cit_game_over(g); i++) {
            if (cit_game_pending(g).decision == CIT_DECIDE_PORTAL) check_portal_answers(g, c);
            cit_move m;
            assert_int_equal(cit_game_random_move(g, (uint64_t)gi * 1000033u + (uint64_t)i, &m), CIT_OK);
            assert_int_equal(cit_game_apply(g, &m, NULL), CIT_OK);
        }
        cit_game_free(g);
    }
}

static void portal_answers_match_the_board(void **state) {
    (void)state;
    static const uint8_t alone[] = {0}, abbey[] = {CIT_OPT_ABBEY, CIT_OPT_MAYOR, CIT_OPT_WAGON, CIT_OPT_BARN, 0},
                         count[] = {CIT_OPT_COUNT, CIT_OPT_WAGON, 0}, river[] = {CIT_OPT_RIVER, 0},
                         halflings[] = {CIT_OPT_HALFLINGS, 0}, bridges[] = {CIT_OPT_BRIDGES, 0},
                         inns[] = {CIT_OPT_INNS, CIT_OPT_BIG_FOLLOWER, 0}, no_farmers[] = {CIT_OPT_FARMERS_OFF, 0};
    portal_counts c = {0}, with_abbey = {0};
    play_checking_the_portal(alone, 30, &c);
    play_checking_the_portal(abbey, 30, &with_abbey);
    play_checking_the_portal(count, 15, &c);
    play_checking_the_portal(river, 15, &c);
    play_checking_the_portal(halflings, 15, &c);
    play_checking_the_portal(bridges, 15, &c);
    play_checking_the_portal(inns, 15, &c);
    play_checking_the_portal(no_farmers, 15, &c);
    print_message("portal: %ld questions, %ld answers, %ld open cloisters (%ld abbeys, %ld wagons), %ld mayors, "
                  "%ld barn fields\n",
                  c.questions + with_abbey.questions, c.answers + with_abbey.answers,
                  c.cloisters + with_abbey.cloisters, with_abbey.abbeys, with_abbey.wagons_to_cloisters,
                  with_abbey.mayors, with_abbey.barn_fields);
    /* every kind of answer was met: open cloisters and abbeys, the wagon and the mayor */
    assert_true(c.questions > 100 && c.answers > 10 * c.questions && c.cloisters > 100);
    assert_true(with_abbey.questions > 50 && with_abbey.abbeys > 0 && with_abbey.wagons_to_cloisters > 10);
    assert_true(with_abbey.mayors > 10 && with_abbey.barn_fields > 0 && c.bridged > 0);
}

int unit_run_dragon(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(fairy_answers_match_the_rule),
        cmocka_unit_test(portal_answers_match_the_board),
    };
    extern int unit_test_count;
    unit_test_count += (int)(sizeof tests / sizeof tests[0]);
    return cmocka_run_group_tests_name("dragon", tests, NULL, NULL);
}
