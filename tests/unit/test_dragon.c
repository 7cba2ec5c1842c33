/* The Princess & the Dragon's fast paths against the rule they shortcut (HACKING.md,
   "Speed is measured"): the fairy's answers, listed in every random turn, against a
   plain listing of the follower list (each part once, in the list's order); the fairy's
   question, asked from the first follower it may go beside, against that listing's
   size; the playout's fairy answer (its coin drawn before any listing) against the
   plain listing with the coin after it; and the dragon's steps, found without branches,
   against the rule's four tests read cell by cell. */
#include <string.h>

#include "rules.h"
#include "modules/castles/castles.h"
#include "modules/castles/mod_castles.h"
#include "modules/count/count.h"
#include "modules/dragon/mod_dragon.h"
#include "modules/halflings/halflings.h"
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

int unit_run_dragon(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(fairy_answers_match_the_rule),
    };
    extern int unit_test_count;
    unit_test_count += (int)(sizeof tests / sizeof tests[0]);
    return cmocka_run_group_tests_name("dragon", tests, NULL, NULL);
}
