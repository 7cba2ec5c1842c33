/* The Princess & the Dragon's fast paths against the rule they shortcut (HACKING.md,
   "Speed is measured"): the fairy's answers, listed in every playout turn, against a
   plain listing of the follower list (each part once, in the list's order), and the
   fairy's question, asked from the first follower it may go beside, against that
   listing's size. */
#include <string.h>

#include "rules.h"
#include "modules/castles/castles.h"
#include "modules/castles/mod_castles.h"
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
    long questions, answers, repeats, placements_checked, offered;
} fairy_counts;

/* At a fairy question: the engine's answers are the plain listing, in its order. */
static void check_fairy_listing(const cit_game *g, fairy_counts *c) {
    static cit_move want[CIT_MAX_MOVES], got[CIT_MAX_MOVES];
    cit_pending p = cit_game_pending(g);
    int nwant = plain_fairy_answers(g, p.player, want, &c->repeats);
    int ngot = cit_game_legal_moves(g, got, CIT_MAX_MOVES);
    assert_int_equal(ngot, nwant);
    assert_true(nwant >= 2); /* asked only with a follower to go beside */
    for (int i = 0; i < ngot; i++) assert_memory_equal(&got[i], &want[i], sizeof got[0]);
    c->questions++;
    c->answers += ngot - 1;
}

/* A placement without a follower on a tile that asks neither the princess nor the portal:
   the fairy is asked exactly when the plain listing (taken before the placement, as no
   follower came or left) has an answer. */
static void check_fairy_offer(const cit_game *before, const cit_game *after, const cit_move *m,
                              fairy_counts *c) {
    cit_pending was = cit_game_pending(before), now = cit_game_pending(after);
    if (was.decision != CIT_DECIDE_PLACE_TILE || m->spot != CIT_SPOT_NONE) return;
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
            if (cit_game_pending(g).decision == CIT_DECIDE_FAIRY) check_fairy_listing(g, c);
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
    fairy_counts alone = {0}, halflings = {0}, castles = {0};
    play_checking_the_fairy(0, 40, &alone);
    play_checking_the_fairy(CIT_OPT_HALFLINGS, 40, &halflings); /* crop circles stack followers */
    play_checking_the_fairy(CIT_OPT_CASTLES, 40, &castles);
    /* every path was taken: questions with several answers, offers made and not made,
       a part named twice in the follower list */
    assert_true(alone.questions > 100 && alone.answers > alone.questions);
    assert_true(alone.offered > 100 && alone.placements_checked > alone.offered);
    assert_true(halflings.questions > 100 && halflings.repeats > 0);
    assert_true(castles.questions > 100);
}

int unit_run_dragon(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(fairy_answers_match_the_rule),
    };
    extern int unit_test_count;
    unit_test_count += (int)(sizeof tests / sizeof tests[0]);
    return cmocka_run_group_tests_name("dragon", tests, NULL, NULL);
}
