/*
 * The rules seam: the general turn (turn.c) must play the plain base game exactly as
 * the fast path does, and the options table must drive set-up and move text.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "modules/traders/traders.h"
#include "modules/bazaar/mod_bazaar.h"
#include "modules/bridges/mod_bridges.h"
#include "rules.h"
#include "figures.h"
#include "turn.h"
#include "unit.h"
#include "modules/bridges/bridges.h"
#include "modules/city/city.h"
#include "modules/count/count.h"
#include "modules/abbey/abbey.h"
#include "modules/castles/castles.h"
#include "modules/dragon/dragon.h"
#include "modules/halflings/halflings.h"
#include "modules/inns/inns.h"
#include "modules/river/river.h"
#include "modules/tower/tower.h"

static cit_game *new_game(int nplayers, uint64_t seed, int general) {
    cit_setup su;
    cit_setup_default(&su, nplayers, seed);
    cit_game *g = cit_game_new(&su, NULL, 0, NULL);
    assert_non_null(g);
    if (general) game_use_general_turn(g);
    return g;
}

/* Field by field: the struct has padding that copies need not keep. */
static int same_event(const cit_event *a, const cit_event *b) {
    return a->type == b->type && a->player == b->player && a->tile == b->tile &&
           a->feature_kind == b->feature_kind && a->reason == b->reason && a->count == b->count &&
           a->x == b->x && a->y == b->y && a->spot == b->spot && a->rot == b->rot &&
           a->points == b->points && a->quarter == b->quarter;
}

static int same_outcome(const cit_outcome *a, const cit_outcome *b) {
    /* Final scoring visits features in another order on the general path: its score
       events are compared as a multiset; every other event comes in the same order. */
    if (a->n != b->n) return 0;
    int final_a[CIT_MAX_PLAYERS] = {0}, final_b[CIT_MAX_PLAYERS] = {0}, ia = 0, ib = 0;
    for (;;) {
        while (ia < a->n && a->ev[ia].type == CIT_EV_SCORE && a->ev[ia].reason == CIT_SCORE_FINAL)
            final_a[a->ev[ia].player] += a->ev[ia].points, ia++;
        while (ib < b->n && b->ev[ib].type == CIT_EV_SCORE && b->ev[ib].reason == CIT_SCORE_FINAL)
            final_b[b->ev[ib].player] += b->ev[ib].points, ib++;
        if (ia == a->n || ib == b->n) break;
        if (!same_event(&a->ev[ia++], &b->ev[ib++])) return 0;
    }
    return ia == a->n && ib == b->n && !memcmp(final_a, final_b, sizeof final_a);
}

/* The same seeded games, move by move: hashes, legal-move lists, events and random moves. */
static void general_turn_plays_the_base_game(void **state) {
    (void)state;
    static cit_move la[CIT_MAX_MOVES], lb[CIT_MAX_MOVES];
    static cit_outcome oa, ob;
    for (uint64_t seed = 1; seed <= 60; seed++) {
        int np = 2 + (int)(seed % 5);
        cit_game *a = new_game(np, seed, 0), *b = new_game(np, seed, 1);
        assert_true(cit_game_hash(a) == cit_game_hash(b));
        for (int turn = 0; !cit_game_over(a); turn++) {
            int na = cit_game_legal_moves(a, la, CIT_MAX_MOVES), nb = cit_game_legal_moves(b, lb, CIT_MAX_MOVES);
            assert_int_equal(na, nb);
            assert_memory_equal(la, lb, sizeof la[0] * (size_t)na);
            cit_move ra, rb;
            uint64_t rseed = seed * 7919u + (uint64_t)turn;
            assert_int_equal(cit_game_random_move(a, rseed, &ra), CIT_OK);
            assert_int_equal(cit_game_random_move(b, rseed, &rb), CIT_OK);
            assert_memory_equal(&ra, &rb, sizeof ra);
            cit_pending pa = cit_game_pending(a), pb = cit_game_pending(b);
            assert_int_equal(pa.decision, pb.decision);
            assert_int_equal(pa.player, pb.player);
            /* half the games through apply with events, half through the playout step */
            if (seed & 1) {
                const cit_move *m = &la[(seed * 31u + (uint64_t)turn) % (uint64_t)na];
                assert_int_equal(cit_game_apply(a, m, &oa), CIT_OK);
                assert_int_equal(cit_game_apply(b, m, &ob), CIT_OK);
                assert_true(same_outcome(&oa, &ob));
            } else {
                assert_int_equal(cit_game_play_random(a, rseed, NULL), CIT_OK);
                assert_int_equal(cit_game_play_random(b, rseed, NULL), CIT_OK);
            }
            assert_true(cit_game_hash(a) == cit_game_hash(b));
        }
        assert_true(cit_game_over(b));
        for (int p = 0; p < np; p++) assert_int_equal(cit_game_score(a, p), cit_game_score(b, p));
        cit_game_free(a);
        cit_game_free(b);
    }
}

static void options_table_drives_setup(void **state) {
    (void)state;
    assert_int_equal(cit_option_count(), CIT_OPTIONS_MAX);
    int rows = 0;
    for (int i = 0; i < cit_option_count(); i++) {
        const cit_option_def *d = cit_option_def_at(i);
        if (!d) continue; /* an id no option has */
        rows++;
        assert_int_equal(cit_option_find(d->name, strlen(d->name)), i);
        assert_true(d->label_en[0] && d->help_en[0]);
        assert_true(d->def <= d->max);
        assert_true(d->requires < 0 || cit_option_def_at(d->requires));
        assert_true(d->excludes < 0 || cit_option_def_at(d->excludes));
    }
    /* the core's two, and the modules' rows from their own tables (this binary's
       registry: the shipped modules, the River's, Inns & Cathedrals' two, Traders &
       Builders' three, The Tower's, the dragon's and Abbey & Mayor's four included, and
       the test's) */
    assert_int_equal(rows, 22);
    /* a refused option set says why, naming the options */
    cit_options o;
    char why[96];
    cit_options_default(&o);
    assert_int_equal(cit_options_problem(&o, CIT_MODE_CLASSIC, why, sizeof why), 0);
    o.v[CIT_OPT_PIG] = o.v[CIT_OPT_FARMERS_OFF] = 1;
    assert_true(cit_options_problem(&o, CIT_MODE_CLASSIC, why, sizeof why) > 0);
    assert_string_equal(why, "'pig' cannot be on together with 'farmers_off'");
    o.v[CIT_OPT_FARMERS_OFF] = 0;
    assert_true(cit_options_problem(&o, CIT_MODE_CITY, why, sizeof why) > 0);
    assert_string_equal(why, "'pig' belongs to another game mode");
    /* The River and the Count both lay the board's first tiles (a declared property, so
       neither names the other): each excludes the other, and not an option that does not. */
    o.v[CIT_OPT_PIG] = 0;
    o.v[CIT_OPT_RIVER] = 1;
    assert_int_equal(cit_options_problem(&o, CIT_MODE_CLASSIC, why, sizeof why), 0);
    assert_int_equal(cit_option_excluded_by(&o, CIT_OPT_COUNT), CIT_OPT_RIVER);
    assert_int_equal(cit_option_excluded_by(&o, CIT_OPT_INNS), -1);
    o.v[CIT_OPT_COUNT] = 1;
    assert_int_equal(cit_option_excluded_by(&o, CIT_OPT_RIVER), CIT_OPT_COUNT);
    assert_true(cit_options_problem(&o, CIT_MODE_CLASSIC, why, sizeof why) > 0);
    assert_string_equal(why, "'count' cannot be on together with 'river' (each lays the first tiles)");
    o.v[CIT_OPT_RIVER] = 0;
    o.v[CIT_OPT_FARMERS_OFF] = 1; /* the Count's own exclusion, named in its row */
    assert_int_equal(cit_option_excluded_by(&o, CIT_OPT_COUNT), CIT_OPT_FARMERS_OFF);
    assert_int_equal(cit_option_excluded_by(&o, CIT_OPT_FARMERS_OFF), CIT_OPT_COUNT);
    assert_int_equal(cit_option_excluded_by(NULL, CIT_OPT_COUNT), -1);
    cit_options_default(&o);
    assert_non_null(cit_option_def_at(CIT_OPT_BAZAAR_NO_AUCTION));
    assert_null(cit_option_def_at(-1));
    assert_null(cit_option_def_at(CIT_OPTIONS_MAX));
    assert_null(cit_option_def_at(CIT_MODULE_IDS(CIT_MODULE_TEST))); /* the test module brings none */
    assert_int_equal(cit_option_find("nonsense", 8), -1);
    cit_setup su;
    cit_setup_default(&su, 3, 5);
    assert_int_equal(cit_option_get(&su.opt, CIT_OPT_COUNT_ALL_SCORINGS), 1);
    assert_int_equal(cit_option_set(&su.opt, CIT_OPT_COUNT, 2), 0); /* out of range */
    su.opt.v[CIT_OPT_COUNT] = 2;
    cit_status st;
    assert_null(cit_game_new(&su, NULL, 0, &st));
    assert_int_equal(st, CIT_ERR_BAD_SETUP);
    assert_int_equal(cit_option_set(&su.opt, CIT_OPT_COUNT, 1), 1);
    cit_game *g = cit_game_new(&su, NULL, 0, &st);
    assert_non_null(g);
    assert_int_equal(cit_game_modules(g), 1u << CIT_MODULE_COUNT);
    assert_int_equal(cit_game_setup_tiles(g), 0);
    assert_int_equal(cit_game_placed_count(g), 12);
    assert_int_equal(cit_game_stack_left(g) + 1, 72); /* every base tile is drawn; one in hand */
    assert_int_equal(cit_game_count_quarter(g), CIT_QUARTER_CASTLE);
    int x, y;
    assert_true(cit_game_quarter_cell(g, CIT_QUARTER_MARKET, &x, &y));
    assert_int_equal(x, 0);
    assert_int_equal(y, 0);
    cit_game_free(g);
}

/* Every decision kind's moves have a text that parses back to the same move. */
static void decision_moves_have_text_forms(void **state) {
    (void)state;
    cit_setup su;
    cit_setup_default(&su, 4, 11);
    su.opt.v[CIT_OPT_COUNT] = 1;
    cit_game *g = cit_game_new(&su, NULL, 0, NULL);
    static cit_move moves[CIT_MAX_MOVES];
    int seen[CIT_IDS_MAX] = {0};
    for (int turn = 0; !cit_game_over(g); turn++) {
        int n = cit_game_legal_moves(g, moves, CIT_MAX_MOVES);
        assert_true(n > 0);
        seen[cit_game_pending(g).decision]++;
        for (int i = 0; i < n && i < CIT_MAX_MOVES; i++) {
            char text[64];
            cit_move back;
            assert_int_equal(cit_move_format(g, &moves[i], text, sizeof text), CIT_OK);
            assert_int_equal(cit_move_parse(g, text, strlen(text), &back), CIT_OK);
            assert_memory_equal(&back, &moves[i], sizeof back);
        }
        assert_int_equal(cit_game_play_random(g, (uint64_t)turn * 977u + 3u, NULL), CIT_OK);
    }
    assert_true(seen[CIT_DECIDE_PLACE_TILE] > 0);
    cit_game_free(g);
    const char *bad[] = {"deploy", "deploy castle", "deploy moat 1", "deploy castle 9", "quarter",
                         "quarter castle 1", "count", "count nowhere", "deploy none 1"};
    cit_move m;
    g = cit_game_new(&su, NULL, 0, NULL);
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        assert_int_equal(cit_move_parse(g, bad[i], strlen(bad[i]), &m), CIT_ERR_PARSE);
    cit_game_free(g);
}


/* ---- a white-box test module (registered by tests/unit/registry.c at the first free
   id, no option, no mode) ---------------------------------------------------------------
   Its hooks act as `slot` says and keep counts; a test switches it on by setting its bit
   (and the general turn) on a game. */
#define FLOW_TEST_ID CIT_MODULE_TEST

/* The test module's own decision and move type, numbered from its id's range as a new
   module's are (engine.h, CIT_MODULE_IDS), with a verb and a decision name of its own:
   move text and names reach it through its table, the core naming nothing of it. */
enum { SLOT_DECIDE = CIT_MODULE_IDS(FLOW_TEST_ID), SLOT_MOVE = CIT_MODULE_IDS(FLOW_TEST_ID) };

static size_t slot_format(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    (void)g;
    return m->arg0 < 100 ? cit_fmt(buf, cap, "slot %d", m->arg0) : 0;
}

static int slot_parse(const cit_game *g, mt_cursor *c, cit_move *m) {
    (void)g;
    const char *w;
    size_t n;
    int v;
    if (!mt_word(c, &w, &n) || !mt_number(w, w + n, 0, 99, &v)) return 0;
    m->arg0 = (uint8_t)v;
    return 1;
}

static const move_verb slot_verbs[] = {{"slot", SLOT_MOVE, slot_format, slot_parse}};
static const decision_name slot_names[] = {{SLOT_DECIDE, "slot_choice"}};
enum { ASK_NOTHING, ASK_DRAW, ASK_WALL, ASK_MANY };

static struct {
    int road_value;           /* value hook: roads are worth this (0: unchanged) */
    int narrow;               /* winners hook: only the lowest winner */
    int city_kinds;           /* final kinds: cities only */
    int ask_on_start;         /* turn_start: queue a "draw" decision once */
    int ask_on_end;           /* turn_end: queue a "wall" decision once */
    int finish_after;         /* turn_end: end the game after this many turn ends (0: never) */
    int watch_points;         /* final_end: score this much as watchmen for player 0 */
    int after_place, turn_ends, final_begins, final_ends, awards_in_play, awards_final;
    int values_in_play, values_final;
    int bad;                  /* a hook saw the machine where it should not be */
    int16_t wall_x, wall_y, wall_side, wall_x2, wall_y2, wall_side2;
    int walls_completed;
} slot;

static const uint8_t slot_city_kinds[] = {CIT_FEAT_CITY};

static void slot_after_place(cit_game *g, int pi, emitter *e) {
    (void)e;
    slot.after_place++;
    /* after the placement's completions are collected, before any is scored */
    if (g->stage != STAGE_SCORE || g->agenda_at != 0 || g->item_open || pi != g->npieces - 1) slot.bad++;
}

static int slot_value(const cit_game *g, uint16_t root, int final, int v) {
    if (final) slot.values_final++;
    else slot.values_in_play++;
    return slot.road_value && g->nodes[root].kind == CIT_FEAT_ROAD ? slot.road_value : v;
}

static unsigned slot_winners(const cit_game *g, uint16_t root, unsigned mask) {
    (void)g, (void)root;
    return slot.narrow ? mask & -mask : mask;
}

static void slot_after_award(cit_game *g, uint16_t root, int final, emitter *e) {
    (void)g, (void)root, (void)e;
    if (final) {
        slot.awards_final++;
        if (!slot.final_begins || slot.final_ends) slot.bad++;
    } else {
        slot.awards_in_play++;
    }
}

static int slot_turn_start(cit_game *g, emitter *e) {
    (void)e;
    if (slot.ask_on_start != ASK_DRAW && slot.ask_on_start != ASK_MANY) return 0;
    decide_step s = {SLOT_DECIDE, g->player, FLOW_TEST_ID, (uint8_t)slot.ask_on_start};
    slot.ask_on_start = 0;
    turn_queue_back(g, s);
    return 1;
}

static void slot_turn_end(cit_game *g, emitter *e) {
    (void)e;
    slot.turn_ends++;
    if (slot.ask_on_end == ASK_WALL) {
        decide_step s = {SLOT_DECIDE, g->player, FLOW_TEST_ID, ASK_WALL};
        slot.ask_on_end = 0;
        turn_queue_back(g, s);
    }
    if (slot.finish_after && slot.turn_ends == slot.finish_after) turn_finish_game(g);
}

static void slot_final_begin(cit_game *g, emitter *e) {
    (void)g, (void)e;
    slot.final_begins++;
    if (slot.awards_final || g->stage != STAGE_FINAL) slot.bad++;
}

static void slot_final_end(cit_game *g, emitter *e) {
    (void)e;
    slot.final_ends++;
    if (slot.watch_points) score_add(g, 0, CIT_CAT_WATCHMAN, slot.watch_points);
}

static int slot_legal(const cit_game *g, const decide_step *s, cit_move *out, int cap) {
    (void)g;
    int n = s->arg == ASK_MANY ? TURN_SAMPLED_ANSWERS + 6 : 2;
    for (int i = 0; i < n && i < cap; i++) out[i] = decision_move(SLOT_MOVE, i, 0);
    return n;
}

static cit_status slot_check(const cit_game *g, const decide_step *s, const cit_move *m) {
    (void)g;
    if (m->type != SLOT_MOVE) return CIT_ERR_WRONG_DECISION;
    return m->arg0 < (s->arg == ASK_MANY ? TURN_SAMPLED_ANSWERS + 6 : 2) ? CIT_OK : CIT_ERR_BAD_SPOT;
}

static void slot_apply(cit_game *g, const decide_step *s, const cit_move *m, emitter *e) {
    if (s->arg == ASK_WALL && m->arg0 == 1) {
        /* two wall pieces: whatever they complete is scored before the next draw */
        uint16_t done[6];
        int n = feat_close_side(g, slot.wall_x, slot.wall_y, slot.wall_side, done, 3);
        n += feat_close_side(g, slot.wall_x2, slot.wall_y2, slot.wall_side2, done + n, 3);
        for (int i = 0; i < n; i++) slot.walls_completed += turn_score_root(g, done[i]) == CIT_OK;
        return;
    }
    if (s->arg == ASK_DRAW || s->arg == ASK_MANY) turn_draw(g, e);
}

/* Placement rules that answer for triangles only (the chain: Bridges declines them). */
static int slot_claims(const cit_game *g, int tile) { return g->cat->set.tiles[tile].shape == CIT_SHAPE_TRIANGLE; }
static int slot_no_moves(const cit_game *g, cit_move *out, int cap) { (void)g, (void)out, (void)cap; return 0; }
static const placement_rules slot_rules = {.claims = slot_claims, .legal_moves = slot_no_moves};

extern const rules_module flow_test_module;
const rules_module flow_test_module = {
    .name = "flow-test",
    .id = FLOW_TEST_ID,
    .option = MODULE_NO_OPTION,
    .turn_start = slot_turn_start,
    .after_place = slot_after_place,
    .value = slot_value,
    .winners = slot_winners,
    .after_award = slot_after_award,
    .turn_end = slot_turn_end,
    .final_begin = slot_final_begin,
    .final_end = slot_final_end,
    .final_kinds = slot_city_kinds, /* the slot's "mode" scores only cities at the end */
    .nfinal_kinds = 1,
    .legal = slot_legal,
    .check = slot_check,
    .apply = slot_apply,
    .placement = &slot_rules,
    .verbs = slot_verbs,
    .nverbs = 1,
    .decision_names = slot_names,
    .ndecision_names = 1,
    .keeps_followers = 1, /* figures_setup run again with it on (normal_followers_as_records) */
};


/* A base game with the test module on (and the general turn); slot_rules answer nothing
   for squares, so placement is the core's. */
static cit_game *slot_game(int nplayers, uint64_t seed, const cit_tile_id *order, int norder) {
    cit_setup su;
    cit_setup_default(&su, nplayers, seed);
    cit_game *g = cit_game_new(&su, order, norder, NULL);
    assert_non_null(g);
    g->modules = (uint16_t)(g->modules | 1u << FLOW_TEST_ID);
    g->placing = FLOW_TEST_ID;
    game_use_general_turn(g);
    return g;
}

/* A module's verb and decision name, from its table alone: written, read back, refused
   when malformed, and the core's and the shipped modules' verbs untouched beside it. */
static void module_verbs_from_its_table(void **state) {
    (void)state;
    cit_game *g = slot_game(2, 5, NULL, 0);
    cit_move m = decision_move(SLOT_MOVE, 7, 0), back;
    char text[64];
    assert_int_equal(cit_move_format(g, &m, text, sizeof text), CIT_OK);
    assert_string_equal(text, "slot 7");
    assert_int_equal(cit_move_parse(g, text, strlen(text), &back), CIT_OK);
    assert_int_equal(back.type, SLOT_MOVE);
    assert_int_equal(back.arg0, 7);
    assert_int_equal(cit_move_parse(g, "slot x", 6, &back), CIT_ERR_PARSE);
    assert_int_equal(cit_move_parse(g, "slot 1 2", 8, &back), CIT_ERR_PARSE);
    m.arg0 = 100;
    assert_int_equal(cit_move_format(g, &m, text, sizeof text), CIT_ERR_BAD_SPOT);
    assert_string_equal(cit_decision_name(SLOT_DECIDE), "slot_choice");
    assert_string_equal(cit_decision_name(CIT_DECIDE_PLACE_TILE), "place_tile");
    assert_string_equal(cit_decision_name(CIT_DECIDE_BAZAAR_BID), "bazaar_bid");
    assert_string_equal(cit_decision_name(SLOT_DECIDE + 1), "?");
    assert_int_equal(cit_move_parse(g, "bid pass", 8, &back), CIT_OK);
    assert_int_equal(back.type, CIT_MOVE_BAZAAR_BID);
    cit_game_free(g);
}

static int tile_id(const char *id) { return cit_tileset_find(cit_tileset_builtin(), id); }

/* A full queue refuses the step, says so, and keeps what it held. */
static void queue_fails_loudly(void **state) {
    (void)state;
#ifdef TURN_ASSERTS
    skip(); /* the refusal asserts in this build */
#else
    cit_game *g = new_game(2, 3, 1);
    decide_step s = {SLOT_DECIDE, 0, FLOW_TEST_ID, 0};
    for (int i = 0; i < MAX_QUEUE; i++) {
        s.arg = (uint8_t)i;
        assert_int_equal(i % 2 ? turn_queue_front(g, s) : turn_queue_back(g, s), CIT_OK);
    }
    assert_int_equal(turn_flow_error(g), 0);
    decide_step q[MAX_QUEUE];
    memcpy(q, g->queue, sizeof q);
    s.arg = 99;
    assert_int_equal(turn_queue_back(g, s), CIT_ERR_BUFFER_TOO_SMALL);
    assert_int_equal(turn_queue_front(g, s), CIT_ERR_BUFFER_TOO_SMALL);
    assert_int_equal(g->nqueue, MAX_QUEUE);
    assert_memory_equal(q, g->queue, sizeof q);
    assert_true(turn_flow_error(g) & TURN_ERR_QUEUE_FULL);
    cit_game_free(g);
#endif
}

/* Random games with the slot's hooks all on: after_place before every award, the value
   hook in play and at the end (roads worth 7), winners narrowed to one player, final
   scoring of the slot's final kinds only (cities) between final_begin and final_end,
   watchmen's points in their category. */
static void hooks_run_where_promised(void **state) {
    (void)state;
    static cit_outcome out;
    for (uint64_t seed = 1; seed <= 12; seed++) {
        memset(&slot, 0, sizeof slot);
        slot.road_value = 7;
        slot.narrow = 1;
        slot.watch_points = 5;
        cit_game *g = slot_game(2 + (int)(seed % 4), seed, NULL, 0);
        int placements = 0, game_end = 0, final_kinds = 0;
        while (!cit_game_over(g)) {
            cit_move m;
            placements += cit_game_pending(g).decision == CIT_DECIDE_PLACE_TILE;
            assert_int_equal(cit_game_random_move(g, seed * 31 + (uint64_t)placements, &m), CIT_OK);
            assert_int_equal(cit_game_apply(g, &m, &out), CIT_OK);
            for (int i = 0; i < out.n; i++) {
                const cit_event *ev = &out.ev[i];
                if (ev->type == CIT_EV_GAME_END) game_end++;
                if (ev->type != CIT_EV_SCORE) continue;
                if (ev->reason == CIT_SCORE_FINAL) final_kinds |= 1 << ev->feature_kind;
                if (ev->feature_kind == CIT_FEAT_ROAD) assert_int_equal(ev->points, 7);
                /* one winner per award: no other player scores the same feature */
                for (int j = i + 1; j < out.n; j++)
                    if (out.ev[j].type == CIT_EV_SCORE && out.ev[j].x == ev->x && out.ev[j].y == ev->y &&
                        out.ev[j].spot == ev->spot && out.ev[j].reason == ev->reason)
                        assert_int_equal(out.ev[j].player, ev->player);
            }
        }
        assert_int_equal(slot.bad, 0);
        assert_int_equal(slot.after_place, placements);
        assert_true(slot.values_in_play > 0 && slot.values_final > 0);
        assert_int_equal(slot.final_begins, 1);
        assert_int_equal(slot.final_ends, 1);
        assert_int_equal(game_end, 1);
        assert_int_equal(cit_game_score_in(g, 0, CIT_CAT_WATCHMAN), 5);
        for (int p = 0; p < g->nplayers; p++) {
            int sum = 0;
            for (int c = 0; c < CIT_CAT_COUNT; c++) sum += cit_game_score_in(g, p, (cit_score_category)c);
            assert_int_equal(sum, cit_game_score(g, p));
        }
        assert_int_equal(final_kinds & ~(1 << CIT_FEAT_CITY), 0); /* the slot's final kinds */
        assert_int_equal(g->final_kind, 1);                    /* left at the end of the kinds */
        cit_game_free(g);
    }
}

/* A wall completes a road in the decisions after a turn: it is scored before the next
   draw, with no second turn_end; then turn_draw, the slot's own draw, and
   turn_finish_game, which ends the game with tiles still in the stack. */
static void flow_entry_points(void **state) {
    (void)state;
    static cit_outcome out;
    int D = tile_id("D"), U = tile_id("U");
    cit_tile_id order[] = {(cit_tile_id)D, (cit_tile_id)U, (cit_tile_id)U, (cit_tile_id)U, (cit_tile_id)U, (cit_tile_id)U};
    memset(&slot, 0, sizeof slot);
    slot.ask_on_end = ASK_WALL;
    slot.wall_x = 0, slot.wall_y = 0, slot.wall_side = CIT_SIDE_W;  /* D's road, west end */
    slot.wall_x2 = 1, slot.wall_y2 = 0, slot.wall_side2 = CIT_SIDE_E; /* U's road, east end */
    cit_game *g = slot_game(2, 1, order, 6);
    /* player 0 extends D's road east with U and stands on it */
    cit_move m = {0};
    m.type = CIT_MOVE_PLACE;
    m.tile = (cit_tile_id)U;
    m.x = 1;
    m.rot = 0;
    m.spot = 0;
    assert_int_equal(cit_game_apply(g, &m, &out), CIT_OK);
    assert_int_equal(slot.turn_ends, 1);
    cit_pending p = cit_game_pending(g);
    assert_int_equal(p.decision, SLOT_DECIDE);
    assert_int_equal(p.module, FLOW_TEST_ID);
    assert_int_equal(g->stage, STAGE_NEXT);
    /* the walls: the road's two ends close, it completes and scores 2 at once */
    cit_move wall = decision_move(SLOT_MOVE, 1, 0);
    assert_int_equal(cit_game_apply(g, &wall, &out), CIT_OK);
    assert_int_equal(slot.walls_completed, 1);
    int scored = 0, returned = 0, drew = 0;
    for (int i = 0; i < out.n; i++) {
        if (out.ev[i].type == CIT_EV_SCORE) scored += out.ev[i].points, assert_int_equal(out.ev[i].player, 0);
        if (out.ev[i].type == CIT_EV_RETURN) returned++;
        if (out.ev[i].type == CIT_EV_DRAW) drew = i > 0 && out.ev[i - 1].type == CIT_EV_RETURN;
    }
    assert_int_equal(scored, 2);
    assert_int_equal(returned, 1);
    assert_true(drew); /* scored, follower home, then the next player's draw */
    assert_int_equal(cit_game_score(g, 0), 2);
    assert_int_equal(cit_game_supply(g, 0), CIT_FOLLOWERS);
    assert_int_equal(slot.turn_ends, 1); /* no new round */
    assert_int_equal(cit_game_pending(g).decision, CIT_DECIDE_PLACE_TILE);
    assert_int_equal(cit_game_pending(g).player, 1);
    /* an already scored feature cannot go on the agenda again */
    assert_int_equal(turn_score_root(g, (uint16_t)(g->pieces[1].node0)), CIT_ERR_GAME_OVER);
    /* the slot replaces the next draw with a decision whose "draw" is turn_draw */
    slot.ask_on_start = ASK_DRAW;
    m.tile = (cit_tile_id)U;
    m.x = -1;
    m.spot = CIT_SPOT_NONE;
    assert_int_equal(cit_game_apply(g, &m, &out), CIT_OK);
    assert_int_equal(cit_game_pending(g).decision, SLOT_DECIDE);
    int left = cit_game_stack_left(g);
    cit_move draw = decision_move(SLOT_MOVE, 0, 0);
    assert_int_equal(cit_game_apply(g, &draw, &out), CIT_OK);
    assert_int_equal(cit_game_pending(g).decision, CIT_DECIDE_PLACE_TILE);
    assert_int_equal(cit_game_pending(g).player, 0);
    assert_int_equal(cit_game_stack_left(g), left - 1);
    /* the game ends after this turn, with tiles still to draw */
    slot.finish_after = slot.turn_ends + 1;
    m.x = 2;
    assert_int_equal(cit_game_apply(g, &m, &out), CIT_OK);
    assert_true(cit_game_over(g));
    assert_true(cit_game_stack_left(g) > 0);
    assert_int_equal(slot.final_begins, 1);
    assert_int_equal(slot.final_ends, 1);
    assert_int_equal(out.ev[out.n - 1].type, CIT_EV_GAME_END);
    assert_int_equal(turn_score_root(g, 0), CIT_ERR_GAME_OVER);
    assert_int_equal(turn_flow_error(g), 0);
    cit_game_free(g);
}

/* A decision with more answers than playouts sample is refused unless its module says
   it lists them best first (Bazaars do). */
static void sampled_answers_are_capped_loudly(void **state) {
    (void)state;
#ifdef TURN_ASSERTS
    skip();
#else
    memset(&slot, 0, sizeof slot);
    cit_game *g = slot_game(2, 5, NULL, 0);
    cit_move m;
    assert_int_equal(cit_game_random_move(g, 1, &m), CIT_OK); /* a placement: the core's */
    slot.ask_on_start = ASK_MANY;
    assert_int_equal(cit_game_play_random(g, 2, NULL), CIT_OK);
    assert_int_equal(cit_game_pending(g).decision, SLOT_DECIDE);
    assert_int_equal(cit_game_random_move(g, 3, &m), CIT_ERR_BUFFER_TOO_SMALL);
    assert_int_equal(cit_game_legal_moves(g, NULL, 0), TURN_SAMPLED_ANSWERS + 6);
    assert_false(flow_test_module.wide_answers);
    assert_true(bazaar_module.wide_answers);
    cit_game_free(g);
#endif
}

/* The placement chain: rules that claim the tile in hand by their `claims` answer first,
   then rules that take every tile, each in table order; one that declines leaves it to
   the next, or to the core. Bridges answers for squares and triangles (a bridge over a
   cell of two triangles; no `claims`); the slot claims only triangles, so alone it leaves
   squares to the core, and beside Bridges it answers for triangles (as Halflings' crop
   circle does, handing the placement on with placement_rules_but). */
static void placement_rules_chain(void **state) {
    (void)state;
    cit_setup su;
    cit_setup_default(&su, 2, 9);
    su.opt.v[CIT_OPT_BRIDGES] = 1;
    cit_game *g = cit_game_new(&su, NULL, 0, NULL);
    assert_non_null(g);
    const cit_tileset *ts = cit_tileset_builtin();
    int square = tile_id("D"), triangle = -1;
    for (int t = 0; t < ts->ntiles && triangle < 0; t++)
        if (ts->tiles[t].shape == CIT_SHAPE_TRIANGLE) triangle = t;
    assert_true(triangle >= 0);
    assert_int_equal(g->placing, CIT_MODULE_BRIDGES);
    assert_ptr_equal(placement_rules_for(g, square), bridges_module.placement);
    assert_ptr_equal(placement_rules_for(g, triangle), bridges_module.placement);
    uint16_t with_bridges = g->modules;
    g->modules = (uint16_t)(1u << FLOW_TEST_ID); /* the slot alone */
    assert_null(placement_rules_for(g, square)); /* the slot declines: the core answers */
    assert_ptr_equal(placement_rules_for(g, triangle), &slot_rules);
    g->modules = (uint16_t)(with_bridges | 1u << FLOW_TEST_ID);
    assert_ptr_equal(placement_rules_for(g, square), bridges_module.placement);
    assert_ptr_equal(placement_rules_for(g, triangle), &slot_rules); /* a claim by name first */
    assert_ptr_equal(placement_rules_but(g, triangle, &slot_rules), bridges_module.placement);
    /* the chain answers for the tile in hand */
    g->modules = (uint16_t)(1u << FLOW_TEST_ID);
    g->hand = (cit_tile_id)triangle;
    cit_move moves[8];
    assert_int_equal(cit_game_legal_moves(g, moves, 8), 0); /* slot_no_moves */
    cit_game_free(g);
}

/* Majorities: the shared code (ties all win; the first from a seat in turn order, as
   Castles asks) and the winners hook narrowing them. */
static void majority_through_one_place(void **state) {
    (void)state;
    cit_game *g = new_game(4, 2, 1);
    uint16_t city = feat_find(g, g->pieces[0].node0); /* D's city */
    node *r = &g->nodes[city];
    assert_int_equal(score_winners(g, city), 0);
    assert_int_equal(score_first_winner(g, city, 0), -1);
    r->meeples[1] = r->meeples[3] = 2;
    r->meeples[2] = 1;
    r->nmeeples = 5;
    assert_int_equal(score_winners(g, city), 0xA);
    assert_int_equal(score_first_winner(g, city, 0), 1);
    assert_int_equal(score_first_winner(g, city, 2), 3);
    memset(&slot, 0, sizeof slot);
    slot.narrow = 1;
    g->modules = (uint16_t)(g->modules | 1u << FLOW_TEST_ID);
    assert_int_equal(score_winners(g, city), 0x2);
    assert_int_equal(score_first_winner(g, city, 2), 1);
    r->meeples[1] = r->meeples[2] = r->meeples[3] = 0;
    r->nmeeples = 0;
    cit_game_free(g);
}

/* The completion table is what the catalogue, placement and scoring read. */
static void completion_rules_are_one_table(void **state) {
    (void)state;
    const cit_catalog *cat = cit_catalog_builtin();
    for (int t = 0; t < cat->ntypes; t++) {
        const cit_tile_def *d = &cat->set.tiles[t];
        for (int f = 0; f < d->nfeat; f++) {
            int rule = cit_kind_rules[d->feat[f].kind].closes;
            assert_int_equal(cat->closable[t] >> f & 1, rule == CIT_CLOSE_EDGES || rule == CIT_CLOSE_ANY_SIDE);
            assert_int_equal(cat->any_side_feats[t] >> f & 1, rule == CIT_CLOSE_ANY_SIDE);
            assert_int_equal(cat->cloister[t] == f, rule == CIT_CLOSE_AROUND);
        }
        for (int r = 0; r < 4; r++)
            for (int s = 0; s < 4; s++) {
                const cit_side_runs *run = &cat->runs[t][r][s];
                if (run->mid == CIT_NO_RUN) continue;
                int kind = d->feat[run->feat[run->mid]].kind;
                assert_int_equal(run->closes, cit_kind_rules[kind].closes == CIT_CLOSE_EDGES);
            }
    }
    /* every kind scores in one of the core's categories unless a module declares one for
       it; the categories have names */
    for (int k = 0; k < CIT_FEAT_KIND_COUNT; k++) assert_true(score_kind_cat[k] < CIT_CAT_CORE_COUNT_);
    assert_string_equal(cit_score_category_name(CIT_CAT_ROAD), "road");
    assert_string_equal(cit_score_category_name(CIT_CAT_WATCHMAN), "watchman");
    assert_string_equal(cit_score_category_name(CIT_CAT_COUNT), "none");
    for (int c = 0; c < CIT_CAT_COUNT; c++) assert_string_not_equal(cit_score_category_name(c), "none");
}

/* Score categories: the core's come first; every module's declared ones have room, each
   its own number after the core's and its own key; a kind is declared by one module at
   most, only a kind the core scores in "other", and a game running the module scores the
   kind in the module's category (The City's streets, markets and quarters). */
static void categories_are_declared_by_modules(void **state) {
    (void)state;
    int n = CIT_CAT_CORE_COUNT_;
    for (int id = 1; id < CIT_MODULE_MAX; id++) {
        const rules_module *m = rules_module_get(id);
        for (int i = 0; m && i < m->ncategories; i++) {
            assert_int_equal(cit_module_category(id, i), n++);
            assert_string_equal(cit_score_category_name(cit_module_category(id, i)), m->categories[i].key);
        }
        if (m) assert_int_equal(cit_module_category(id, m->ncategories), -1);
    }
    assert_true(n <= CIT_CAT_COUNT);
    for (int c = 0; c < n; c++)
        for (int o = 0; o < c; o++) assert_string_not_equal(cit_score_category_name(c), cit_score_category_name(o));
    for (int k = 0; k < CIT_FEAT_KIND_COUNT; k++) {
        int by = 0;
        for (int id = 1; id < CIT_MODULE_MAX; id++) {
            const rules_module *m = rules_module_get(id);
            for (int i = 0; m && i < m->ncategories; i++) by += m->categories[i].kinds >> k & 1;
        }
        assert_true(by <= 1);
        if (by) assert_int_equal(score_kind_cat[k], CIT_CAT_OTHER);
    }
    cit_setup su;
    cit_setup_default(&su, 2, 4);
    cit_game *plain = cit_game_new(&su, NULL, 0, NULL);
    su.mode = CIT_MODE_CITY;
    cit_game *city = cit_game_new(&su, NULL, 0, NULL);
    assert_non_null(plain);
    assert_non_null(city);
    assert_int_equal(plain->kind_cat[CIT_FEAT_ROAD], CIT_CAT_ROAD);
    assert_int_equal(plain->kind_cat[CIT_FEAT_STREET], CIT_CAT_OTHER);
    assert_int_equal(city->kind_cat[CIT_FEAT_STREET], CIT_CAT_STREET);
    assert_int_equal(city->kind_cat[CIT_FEAT_MARKET], CIT_CAT_MARKET);
    assert_int_equal(city->kind_cat[CIT_FEAT_RESIDENTIAL], CIT_CAT_QUARTER);
    assert_int_equal(city->kind_cat[CIT_FEAT_FIELD], CIT_CAT_FIELD);
    cit_game_free(plain);
    cit_game_free(city);
    assert_string_equal(cit_score_category_name(CIT_CAT_STREET), "street");
    assert_string_equal(cit_score_category_name(CIT_CAT_QUARTER), "quarter");
    assert_int_equal(cit_module_category(0, 0), -1);
}

/* Statuses: the core's and each module's declared ones have a key and a message, the keys
   are all different, a module's statuses lie in its own range, and a number that is no
   status has no key. */
static void statuses_are_declared_with_keys(void **state) {
    (void)state;
    int n = 0;
    for (int st = 0; st < CIT_STATUS_MAX; st++) {
        const char *k = cit_status_key((cit_status)st);
        if (!k) {
            assert_string_equal(cit_status_str((cit_status)st), "unknown status");
            continue;
        }
        n++;
        assert_true(k[0] != 0);
        assert_string_not_equal(cit_status_str((cit_status)st), "unknown status");
        for (int o = 0; o < st; o++)
            if (cit_status_key((cit_status)o)) assert_string_not_equal(cit_status_key((cit_status)o), k);
    }
    assert_true(n > CIT_STATUS_COUNT);
    for (int id = 1; id < CIT_MODULE_MAX; id++) {
        const rules_module *m = rules_module_get(id);
        if (!m) continue;
        assert_true(m->nstatuses <= CIT_MODULE_STATUSES);
        for (int i = 0; i < m->nstatuses; i++)
            assert_string_equal(cit_status_key((cit_status)(CIT_MODULE_STATUS(id) + i)), m->statuses[i].key);
    }
    assert_string_equal(cit_status_key(CIT_ERR_BAD_BRIDGE), "bad_bridge");
    assert_string_equal(cit_status_key(CIT_ERR_NO_PIECE), "no_piece");
    assert_string_equal(cit_status_str(CIT_ERR_BAD_BRIDGE), "a bridge cannot stand there");
    assert_string_equal(cit_status_key(CIT_ERR_CLOSED_CELL), "beyond_wall");
    assert_null(cit_status_key((cit_status)CIT_STATUS_COUNT));
    assert_null(cit_status_key((cit_status)CIT_STATUS_MAX));
    assert_string_equal(cit_status_str((cit_status)CIT_STATUS_MAX), "unknown status");
}

/* Markets close when any tile (or a wall) lies against every side they reach; streets
   by their ends; values by the table: a market is cells x distinct goods, a street 1 per
   cell and 2 from 4 cells on, a quarter 2 per market it touches. */
static void markets_and_walls_close_features(void **state) {
    (void)state;
    cit_game *g = new_game(2, 4, 1);
    int grain = tile_id("T03-G"), fish = tile_id("T02-F"), chateau = tile_id("T01-chateau");
    assert_true(grain >= 0 && fish >= 0 && chateau >= 0);
    /* a market reaching N and E at 10,10 */
    int a = board_place_piece(g, grain, 10, 10, 0);
    feat_touch_any_sides(g, a);
    uint16_t market = feat_find(g, g->pieces[a].node0);
    assert_int_equal(g->nodes[market].kind, CIT_FEAT_MARKET);
    assert_int_equal(g->nodes[market].open, 2);
    /* a residential tile north of it closes the N side */
    int b = board_place_piece(g, chateau, 10, 9, 0);
    feat_touch_any_sides(g, b);
    assert_int_equal(g->nodes[feat_find(g, market)].open, 1);
    /* a wall on its E side would complete it */
    cit_game *w = cit_game_clone(g);
    uint16_t done[3];
    assert_int_equal(feat_close_side(w, 10, 10, CIT_SIDE_N, done, 3), 0); /* not open: a tile lies there */
    assert_int_equal(feat_close_side(w, 10, 10, CIT_SIDE_E, done, 3), 1);
    assert_int_equal(done[0], feat_find(w, market));
    assert_int_equal(score_feature_value(w, done[0], 0), 1); /* 1 cell x 1 goods */
    cit_game_free(w);
    /* instead a fish market turned to face it: they join, and both sides close */
    int c = board_place_piece(g, fish, 11, 10, 3);
    feat_touch_any_sides(g, c);
    market = feat_find(g, market);
    assert_int_equal(feat_find(g, g->pieces[c].node0), market);
    assert_int_equal(g->nodes[market].open, 0);
    assert_int_equal(score_feature_value(g, market, 0), 4); /* 2 cells x 2 goods */
    /* the residential quarter on the chateau touches no market on its own tile */
    uint16_t quarter = feat_find(g, g->pieces[c].node0 + 1);
    assert_int_equal(g->nodes[quarter].kind, CIT_FEAT_RESIDENTIAL);
    assert_int_equal(score_feature_value(g, quarter, 1), 2); /* touches the market: 2 */
    cit_game_free(g);
}

/* turn_score_root from after_place joins the placement's scorings; a root left on the
   agenda survives the next placement's collection; a full agenda refuses loudly. */
static void agenda_takes_module_features(void **state) {
    (void)state;
    static cit_outcome out;
    int D = tile_id("D"), U = tile_id("U");
    cit_tile_id order[] = {(cit_tile_id)D, (cit_tile_id)U, (cit_tile_id)U, (cit_tile_id)U};
    memset(&slot, 0, sizeof slot);
    cit_game *g = slot_game(2, 1, order, 4);
    /* the road of D and a U east of it: a wall at each end, closed by hand */
    cit_move m = {0};
    m.type = CIT_MOVE_PLACE;
    m.tile = (cit_tile_id)U;
    m.x = 1;
    m.spot = 0;
    assert_int_equal(cit_game_apply(g, &m, &out), CIT_OK);
    uint16_t done[3];
    assert_int_equal(feat_close_side(g, 0, 0, CIT_SIDE_W, done, 3), 0);
    assert_int_equal(feat_close_side(g, 0, 0, CIT_SIDE_W + 4, done, 3), 0); /* no such side */
    assert_int_equal(feat_close_side(g, 5, 5, CIT_SIDE_W, done, 3), 0);     /* no tile there */
    assert_int_equal(feat_close_side(g, 1, 0, CIT_SIDE_E, done, 3), 1);
    /* put on the agenda while the next player is about to place: scored with the
       scorings of that placement, before its turn ends */
    assert_int_equal(g->stage, STAGE_PLACE);
    assert_int_equal(turn_score_root(g, done[0]), CIT_OK);
    assert_int_equal(turn_score_root(g, done[0]), CIT_ERR_GAME_OVER); /* once */
    m.x = 0;
    m.y = 1; /* south of D, touching the road nowhere */
    m.spot = CIT_SPOT_NONE;
    assert_int_equal(cit_game_apply(g, &m, &out), CIT_OK);
    int scored = 0;
    for (int i = 0; i < out.n; i++)
        if (out.ev[i].type == CIT_EV_SCORE) scored += out.ev[i].points, assert_int_equal(out.ev[i].player, 0);
    assert_int_equal(scored, 2);
    assert_int_equal(cit_game_score(g, 0), 2);
    assert_int_equal(cit_game_supply(g, 0), CIT_FOLLOWERS);
    assert_int_equal(turn_flow_error(g), 0);
#ifndef TURN_ASSERTS
    g->nagenda = MAX_AGENDA;
    g->agenda_at = 0;
    uint16_t city = feat_find(g, g->pieces[0].node0);
    assert_int_equal(turn_score_root(g, city), CIT_ERR_BUFFER_TOO_SMALL);
    assert_true(turn_flow_error(g) & TURN_ERR_AGENDA_FULL);
    assert_int_equal(g->nodes[city].done, 0);
#endif
    cit_game_free(g);
}

/* The whole first Big Box (the base game, the River, Inns & Cathedrals, Traders & Builders,
   the Princess & the Dragon, The Tower, Abbey & Mayor: 186 tiles) is one game with every
   tile (the stack held 160 until 2026-11-27 and dropped the rest unseen), and so are the
   tiles of every classic expansion at once (222; the Count goes without the River). A box larger
   than a game holds would be refused, and say why (cit_options_problem). */
static int stack_of(const cit_setup *su) {
    char why[128];
    if (cit_options_problem(&su->opt, CIT_MODE_CLASSIC, why, sizeof why)) fail_msg("%s", why);
    cit_status st;
    cit_game *g = cit_game_new(su, NULL, 0, &st);
    assert_non_null(g);
    int n = cit_game_stack_left(g);
    cit_game_free(g);
    return n;
}

static void whole_big_box_is_one_game(void **state) {
    (void)state;
    cit_setup su;
    cit_setup_default(&su, 4, 11);
    const int big_box[] = {CIT_OPT_RIVER, CIT_OPT_INNS, CIT_OPT_BIG_FOLLOWER, CIT_OPT_TRADERS, CIT_OPT_BUILDER,
                           CIT_OPT_PIG, CIT_OPT_DRAGON, CIT_OPT_TOWER, CIT_OPT_ABBEY, CIT_OPT_MAYOR, CIT_OPT_WAGON,
                           CIT_OPT_BARN};
    for (size_t i = 0; i < sizeof big_box / sizeof big_box[0]; i++) su.opt.v[big_box[i]] = 1;
    assert_int_equal(stack_of(&su), 186 - 2); /* less the spring laid and the tile in hand */
    su.opt.v[CIT_OPT_BRIDGES] = su.opt.v[CIT_OPT_CASTLES] = su.opt.v[CIT_OPT_BAZAAR] = 1;
    su.opt.v[CIT_OPT_HALFLINGS] = 1; /* the mayor and the wagon too (refused with it until 2026-11-27) */
    assert_int_equal(stack_of(&su), 222 - 2 - 24); /* Halflings deals its 24 triangles to hands */
}

/* The figure seam (figures.h): without the module that declares a figure every call
   answers "none" (a caller needs no test of its own), and with it the declarer answers
   (the big follower, the mayor and where it may stand, in supply at the start). */
static void figure_seam_answers_for_its_declarer(void **state) {
    (void)state;
    cit_game *g = new_game(2, 5, 1); /* the general turn, no module */
    assert_int_equal(figure_strong_free(g, 0), 0);
    assert_int_equal(figure_strong_on(g, 0), 0);
    assert_int_equal(figure_strong_away(g, 0), -1);
    assert_int_equal(figure_strong_deployed(g, 0), 0);
    assert_int_equal(figure_kinds_any(g), 0);
    assert_int_equal(figure_follower_kind(g, 0), -1);
    assert_int_equal(figure_follower_on(g, 0), -1);
    assert_int_equal(figure_kind_free(g, 0, figure_follower_kind(g, 0)), 0);
    assert_int_equal(figure_kind_kept(g, 0, figure_follower_kind(g, 1)), -1);
    assert_int_equal(figure_kind_may_stand(g, figure_follower_kind(g, 0), CIT_FEAT_CITY), 0);
    assert_int_equal(turn_figure_held(g, 0), 0);
    assert_int_equal(turn_figure_paid(g, 0), 0);
    cit_game_free(g);

    cit_setup su;
    cit_setup_default(&su, 2, 5);
    su.opt.v[CIT_OPT_BIG_FOLLOWER] = su.opt.v[CIT_OPT_ABBEY] = su.opt.v[CIT_OPT_MAYOR] = 1;
    g = cit_game_new(&su, NULL, 0, NULL);
    assert_non_null(g);
    assert_int_equal(figure_strong_free(g, 1), 1);
    assert_int_equal(figure_strong_away(g, 1), -1);
    assert_int_equal(figure_kinds_any(g), 1);
    /* the followers by declaration: the big follower (strength 2, not kept by kind), the
       mayor, the wagon; the barn is none */
    int mayor = figure_follower_kind(g, 1), wagon = figure_follower_kind(g, 2);
    assert_int_equal(g->nfollower_kinds, 3);
    assert_string_equal(figure_kind_decl(g, figure_follower_kind(g, 0))->word, "big");
    assert_int_equal(figure_follower_kept(g, 0), 0);
    assert_int_equal(figure_follower_kept(g, 1), 1);
    assert_int_equal(figure_follower_kept(g, 2), 0); /* its option is off: no records */
    assert_string_equal(figure_kind_decl(g, mayor)->name, "mayor");
    assert_string_equal(figure_kind_decl(g, wagon)->name, "wagon");
    assert_int_equal(figure_kind_free(g, 1, mayor), 1);
    assert_int_equal(figure_kind_free(g, 1, wagon), 0); /* its option is off */
    assert_int_equal(figure_kind_may_stand(g, mayor, CIT_FEAT_CITY), 1);
    assert_int_equal(figure_kind_may_stand(g, mayor, CIT_FEAT_ROAD), 0);
    assert_int_equal(figure_kind_may_stand(g, wagon, CIT_FEAT_CLOISTER), 1);
    assert_int_equal(figure_kind_may_stand(g, wagon, CIT_FEAT_FIELD), 0);
    figure_kind_keep(g, 1, mayor, CIT_MODULE_COUNT, 7);
    assert_int_equal(figure_kind_kept(g, 1, mayor), 7);
    assert_int_equal(figure_kind_free(g, 1, mayor), 0);
    figure_kind_return(g, 1, mayor);
    assert_int_equal(figure_kind_kept(g, 1, mayor), -1);
    assert_int_equal(figure_kind_free(g, 1, mayor), 1);
    /* the follower of strength 2 by its declaration: kept, back, its record the core's */
    assert_int_equal(g->strong_kind - 1, figure_follower_kind(g, 0));
    figure_strong_send_away(g, 1, CIT_MODULE_COUNT, 3);
    assert_int_equal(figure_strong_away(g, 1), 3);
    assert_int_equal(figure_strong_free(g, 1), 0);
    figure_strong_back(g, 1);
    assert_int_equal(figure_strong_away(g, 1), -1);
    assert_int_equal(figure_strong_free(g, 1), 1);
    cit_game_free(g);

    /* no records (its option off): none; an older save's move order: other modules'
       rules do not move it, but where it is kept is still answered */
    su.opt.v[CIT_OPT_BIG_FOLLOWER] = 0;
    g = cit_game_new(&su, NULL, 0, NULL);
    assert_non_null(g);
    assert_int_equal(figure_strong_any(g), 0);
    assert_int_equal(figure_strong_free(g, 1), 0);
    cit_game_free(g);
    su.opt.v[CIT_OPT_BIG_FOLLOWER] = 1;
    su.moves_format = 3;
    g = cit_game_new(&su, NULL, 0, NULL);
    assert_non_null(g);
    assert_int_equal(figure_strong_any(g), 1);
    assert_int_equal(figure_strong_free(g, 1), 0);
    figure_strong_send_away(g, 1, CIT_MODULE_COUNT, 3);
    assert_int_equal(figure_strong_away(g, 1), -1);
    figure_kind_keep(g, 1, g->strong_kind - 1, CIT_MODULE_COUNT, 3);
    assert_int_equal(figure_strong_away(g, 1), 3);
    cit_game_free(g);
}

/* The normal follower off the plain path (figures.h, figure_normal_*): no records without
   a module that keeps them; with one, a record per normal follower of the core's kind,
   on the plain path at first; kept from supply or off the board, moved, freed; the same
   position hashes alike whichever record moved, and copies carry them. */
static void normal_followers_as_records(void **state) {
    (void)state;
    cit_game *g = new_game(3, 7, 1);
    assert_int_equal(figure_normals_any(g), 0);
    assert_int_equal(g->nfigures, 0);
    assert_int_equal(figure_normal_keep(g, 0, FLOW_TEST_ID, 1, 1), 0);
    assert_null(figure_normal_find(g, 0, 0, 0));
    cit_game_free(g);

    g = slot_game(3, 7, NULL, 0);
    uint64_t before = cit_game_hash(g);
    assert_int_equal(figures_setup(g), 1); /* again, with the keeping module in play */
    assert_int_equal(figure_normals_any(g), 1);
    int k = g->normal_kind - 1;
    assert_int_equal(g->nfigures, 3 * CIT_FOLLOWERS);
    assert_int_equal(g->kind_per_player[k], CIT_FOLLOWERS);
    assert_string_equal(figure_kind_decl(g, k)->word, "follower");
    assert_int_equal(figure_kind_decl(g, k)->strength, 1);
    assert_true(g->kind_props[k] & FK_FOLLOWER);
    assert_int_equal(g->nfollower_kinds, 0); /* not a follower code: moves name it 0 */
    assert_int_not_equal(cit_game_hash(g), before); /* the records are hashed */
    assert_non_null(figure_normal_find(g, 2, 0, 0));

    /* two from supply, one off the board: the supply counts the first two only */
    assert_int_equal(figure_normal_keep(g, 1, FLOW_TEST_ID, 5, 1), 1);
    assert_int_equal(figure_normal_keep(g, 1, FLOW_TEST_ID, 2, 1), 1);
    assert_int_equal(figure_normal_keep(g, 1, FLOW_TEST_ID, 5, 0), 1);
    assert_int_equal(g->supply[1], CIT_FOLLOWERS - 2);
    assert_int_equal(figure_normal_kept(g, 1, FLOW_TEST_ID, 5), 2);
    assert_int_equal(figure_normal_kept(g, 1, FLOW_TEST_ID, 2), 1);
    assert_int_equal(figure_normal_kept(g, 1, FLOW_TEST_ID, -1), 3);
    assert_int_equal(figure_normal_kept(g, 0, FLOW_TEST_ID, -1), 0);
    assert_int_equal(figure_normal_kept(g, 1, CIT_MODULE_TOWER, -1), 0);
    const fig_record *f = figure_normal_find(g, 1, FLOW_TEST_ID, 2);
    assert_non_null(f);
    assert_int_equal(f->where, FIG_KEPT);
    assert_int_equal(f->owner, 1);
    assert_int_equal(f->kind, k);
    assert_null(figure_normal_find(g, 1, FLOW_TEST_ID, 3));
    /* moved, then home: the supply up again only for the one sent to it */
    assert_int_equal(figure_normal_move(g, 1, FLOW_TEST_ID, 2, 3), 1);
    assert_int_equal(figure_normal_kept(g, 1, FLOW_TEST_ID, 3), 1);
    assert_int_equal(figure_normal_move(g, 1, FLOW_TEST_ID, 2, 3), 0);
    assert_int_equal(figure_normal_free(g, 1, FLOW_TEST_ID, 5, 1), 1);
    assert_int_equal(g->supply[1], CIT_FOLLOWERS - 1);
    assert_int_equal(figure_normal_free(g, 1, FLOW_TEST_ID, 5, 0), 1); /* onto the board */
    assert_int_equal(g->supply[1], CIT_FOLLOWERS - 1);
    assert_int_equal(figure_normal_free(g, 1, FLOW_TEST_ID, 5, 1), 0);
    assert_int_equal(figure_normal_kept(g, 1, FLOW_TEST_ID, -1), 1);

    /* the same position reached the other way round hashes alike */
    cit_game *h = cit_game_clone(g);
    assert_non_null(h);
    assert_int_equal(cit_game_hash(h), cit_game_hash(g));
    assert_int_equal(figure_normal_free(g, 1, FLOW_TEST_ID, 3, 1), 1);
    assert_int_equal(figure_normal_keep(g, 1, FLOW_TEST_ID, 9, 1), 1);
    assert_int_equal(figure_normal_keep(g, 1, FLOW_TEST_ID, 3, 1), 1);
    assert_int_equal(figure_normal_free(g, 1, FLOW_TEST_ID, 9, 1), 1);
    assert_int_equal(cit_game_hash(h), cit_game_hash(g));
    /* all kept: no more */
    for (int i = 0; i < CIT_FOLLOWERS - 1; i++) assert_int_equal(figure_normal_keep(g, 2, FLOW_TEST_ID, i, 1), 1);
    assert_int_equal(figure_normal_keep(g, 2, FLOW_TEST_ID, 0, 0), 1);
    assert_int_equal(figure_normal_keep(g, 2, FLOW_TEST_ID, 0, 0), 0);
    assert_null(figure_normal_find(g, 2, 0, 0));
    /* a copy carries them */
    cit_game_copy_used(h, g);
    assert_int_equal(cit_game_hash(h), cit_game_hash(g));
    assert_int_equal(figure_normal_kept(h, 2, FLOW_TEST_ID, 0), 2);
    cit_game_free(h);
    cit_game_free(g);

    /* an older save's move order: the follower of strength 2 is a normal one there */
    cit_setup su;
    cit_setup_default(&su, 2, 5);
    su.opt.v[CIT_OPT_INNS] = su.opt.v[CIT_OPT_BIG_FOLLOWER] = 1;
    su.moves_format = 3;
    g = cit_game_new(&su, NULL, 0, NULL);
    assert_non_null(g);
    g->modules = (uint16_t)(g->modules | 1u << FLOW_TEST_ID);
    assert_int_equal(figures_setup(g), 1);
    assert_int_equal(g->kind_per_player[g->normal_kind - 1], CIT_FOLLOWERS + 1);
    su.moves_format = 0;
    cit_game_free(g);
    g = cit_game_new(&su, NULL, 0, NULL);
    assert_non_null(g);
    g->modules = (uint16_t)(g->modules | 1u << FLOW_TEST_ID);
    assert_int_equal(figures_setup(g), 1);
    assert_int_equal(g->kind_per_player[g->normal_kind - 1], CIT_FOLLOWERS);
    cit_game_free(g);
}

int unit_run_modules(void) {
    extern int unit_test_count;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(general_turn_plays_the_base_game),
        cmocka_unit_test(options_table_drives_setup),
        cmocka_unit_test(whole_big_box_is_one_game),
        cmocka_unit_test(decision_moves_have_text_forms),
        cmocka_unit_test(queue_fails_loudly),
        cmocka_unit_test(hooks_run_where_promised),
        cmocka_unit_test(flow_entry_points),
        cmocka_unit_test(agenda_takes_module_features),
        cmocka_unit_test(sampled_answers_are_capped_loudly),
        cmocka_unit_test(placement_rules_chain),
        cmocka_unit_test(majority_through_one_place),
        cmocka_unit_test(module_verbs_from_its_table),
        cmocka_unit_test(completion_rules_are_one_table),
        cmocka_unit_test(markets_and_walls_close_features),
        cmocka_unit_test(statuses_are_declared_with_keys),
        cmocka_unit_test(categories_are_declared_by_modules),
        cmocka_unit_test(figure_seam_answers_for_its_declarer),
        cmocka_unit_test(normal_followers_as_records),
    };
    unit_test_count += (int)(sizeof tests / sizeof tests[0]);
    return cmocka_run_group_tests_name("modules", tests, NULL, NULL);
}
