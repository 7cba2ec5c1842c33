/* The property test's checks of Inns & Cathedrals' big follower (RULES.md §6): where it
   stands it counts two, and the Count's questions offer it as the rule says. */
#include <string.h>

#include "property.h"

static cit_move decision_moves[CIT_MAX_MOVES];
static long bigs_placed; /* big followers put on the board, over all games */

/* Inns & Cathedrals: a big follower on the board stands on a part of its player, and
   counts two there: the feature's count for the player is at least 2. And exactly: on
   every feature with followers (but the one being scored, which the Count may have fed),
   each player's count is their figures on its parts, plus one for a big follower there
   (so a big one that went home, from a castle or a crop circle, took its second vote). */
static long bigs_away, bigs_deployed; /* big followers sent to a quarter, deployed from one */

/* The Count's questions with the big follower, against the rule (RULES.md §6): a quarter
   takes a normal follower while one is in supply and the big one while it is; a deployment
   lists 0..limit normal ones, each with and without the big one when it waits there, and
   the quarter holds exactly those. */
static long big_only_quarters; /* quarter questions where the big follower was all there was */

static void check_count_big(const cit_game *g, uint64_t seed) {
    cit_pending pd = cit_game_pending(g);
    if (pd.decision != CIT_DECIDE_COUNT_QUARTER && pd.decision != CIT_DECIDE_COUNT_DEPLOY) return;
    /* an answer's figure bits name the big follower alone only where it is the game's one
       follower kind (a mayor or a wagon in a quarter adds answers, and counts, of its own) */
    if (cit_game_follower_kinds(g) != 1) return;
    int n = cit_game_legal_moves(g, decision_moves, CIT_MAX_MOVES), with = 0, without = 0;
    for (int i = 0; i < n && i < CIT_MAX_MOVES; i++) {
        if (decision_moves[i].arg0 == CIT_QUARTER_NONE) continue;
        if (decision_moves[i].rot) with++;
        else without++;
    }
    if (pd.decision == CIT_DECIDE_COUNT_QUARTER) {
        int big = cit_game_big_follower_in_supply(g, pd.player), normal = cit_game_supply(g, pd.player) > big;
        CHECK(with == 4 * big && without == 4 * normal, "seed %llu: quarter answers %d with the big follower, %d without",
              (unsigned long long)seed, with, without);
        big_only_quarters += big && !normal;
    } else {
        int big = cit_game_big_follower_away(g, pd.player) == pd.arg;
        CHECK(without == pd.limit + 1 && with == (big ? pd.limit + 1 : 0) &&
                  cit_game_quarter_followers(g, pd.arg, pd.player) == pd.limit + big,
              "seed %llu: deployment answers %d and %d, limit %d", (unsigned long long)seed, without, with, pd.limit);
    }
}

static void check_big(const cit_game *g, int nplayers, uint64_t seed) {
    check_count_big(g, seed);
    enum { CAP = 64 };
    uint16_t ids[CAP];
    int want[CAP][CIT_MAX_PLAYERS], nids = 0, scored = -1;
    memset(want, 0, sizeof want);
    for (int p = 0; p < nplayers; p++) {
        cit_feature_part at;
        if (!cit_game_big_follower(g, p, &at)) continue;
        CHECK(!cit_game_big_follower_in_supply(g, p) && cit_game_big_follower_away(g, p) < 0,
              "seed %llu: the big follower in two places", (unsigned long long)seed);
        cit_feature_info info;
        CHECK(cit_game_feature_brief(g, at.x, at.y, at.spot, at.half, &info) && info.followers[p] >= 2,
              "seed %llu: player %d's big follower does not count two", (unsigned long long)seed, p);
        int k = 0;
        while (k < nids && ids[k] != info.id) k++;
        if (k == nids) ids[nids++] = info.id;
        want[k][p] = 1;
    }
    cit_follower f[CAP];
    int n = cit_game_followers(g, f, CAP);
    /* the listing names the big follower's kind on one entry, its own, at its part: the
       window draws that one taller (cit_follower.figure) */
    int big = 0;
    for (int k = 1; k <= cit_game_follower_kinds(g); k++) {
        const char *w = cit_game_follower_word(g, k);
        if (w && !strcmp(w, "big")) big = k;
    }
    for (int p = 0; p < nplayers && big; p++) {
        cit_feature_part at;
        int on = cit_game_big_follower(g, p, &at), named = 0, there = 0;
        for (int i = 0; i < n && i < CAP; i++) {
            if (f[i].figure != big || f[i].player != p) continue;
            named++;
            there += f[i].where == CIT_AT_PART && f[i].x == at.x && f[i].y == at.y &&
                     f[i].spot == at.spot && f[i].half == at.half;
        }
        CHECK(named == on && there == on, "seed %llu: player %d's big follower named %d times, %d at its part (on board: %d)",
              (unsigned long long)seed, p, named, there, on);
    }
    for (int i = 0; i < n && i < CAP; i++) {
        if (f[i].where != CIT_AT_PART && f[i].where != CIT_AT_FEATURE) continue;
        cit_feature_info info;
        if (!cit_game_feature_brief(g, f[i].x, f[i].y, f[i].spot, f[i].half, &info)) continue;
        if (f[i].where == CIT_AT_FEATURE) scored = info.id;
        int k = 0;
        while (k < nids && ids[k] != info.id) k++;
        if (k == nids && nids < CAP) ids[nids++] = info.id;
        if (k < CAP) want[k][f[i].player]++;
    }
    for (int k = 0; k < nids; k++) {
        if (ids[k] == scored) continue;
        /* find a part of feature k again: the first follower on it */
        for (int i = 0; i < n && i < CAP; i++) {
            cit_feature_info info;
            if (f[i].where != CIT_AT_PART || !cit_game_feature_brief(g, f[i].x, f[i].y, f[i].spot, f[i].half, &info) ||
                info.id != ids[k])
                continue;
            for (int p = 0; p < nplayers; p++)
                CHECK(info.followers[p] == want[k][p], "seed %llu: player %d counts %d on a feature (kind %d, complete %d) with %d",
                      (unsigned long long)seed, p, info.followers[p], info.kind, info.complete, want[k][p]);
            break;
        }
    }
}

/* With each expansion it may meet, and alone. */
static void inns_options(cit_setup *su, uint64_t seed) {
    su->opt.v[CIT_OPT_INNS] = (uint8_t)(seed % 6 != 5);
    su->opt.v[CIT_OPT_BIG_FOLLOWER] = (uint8_t)(seed % 6 != 4);
    su->opt.v[CIT_OPT_COUNT] = (uint8_t)(seed % 5 == 0);
    su->opt.v[CIT_OPT_HALFLINGS] = (uint8_t)(seed % 5 == 2);
    su->opt.v[CIT_OPT_FARMERS_OFF] = (uint8_t)(seed % 5 == 3);
    if (seed % 5 == 1) bcb_options_on(su, seed);
}

static void count_big_move(const cit_move *m) {
    bigs_placed += m->type == CIT_MOVE_BIG && m->arg0;
    bigs_away += m->type == CIT_MOVE_COUNT_QUARTER && m->rot;
    bigs_deployed += m->type == CIT_MOVE_COUNT_DEPLOY && m->rot;
}

static int inns_summary(int games) {
    /* nor one where the big follower hardly went on the board */
    int failed = 0;
    if (bigs_placed < games) failed++, fprintf(stderr, "only %ld big followers placed\n", bigs_placed);
    fprintf(stderr, "property: %ld big followers placed, %ld decisions in %d games\n", bigs_placed,
            module_decisions, games);
    /* and the big follower met the Count and Halflings' crop circle */
    if (games >= 2000 && (!bigs_away || !bigs_deployed)) failed++;
    fprintf(stderr, "property: %ld big followers sent to a quarter, %ld deployed from one; %ld quarter "
            "questions with only the big follower in supply\n", bigs_away, bigs_deployed, big_only_quarters);
    return failed;
}

/* In some Count games with the big follower every farmer is kept, so supplies run down
   to it: the big one then stays home to the last. */
static int inns_choose(property_game *pg, cit_move *m) {
    if (pg->seed % 20 != 10) return 0;
    if (m->type == CIT_MOVE_BIG) m->arg0 = 0;
    return 1;
}

static void inns_after_move(property_game *pg, const cit_move *m, const cit_outcome *out) {
    (void)out;
    const cit_game *g = cit_session_game(pg->s);
    const cit_setup *su = cit_game_setup(g);
    if (su->opt.v[CIT_OPT_INNS] || su->opt.v[CIT_OPT_BIG_FOLLOWER]) check_big(g, pg->nplayers, pg->seed);
    count_big_move(m);
}

static const property_mode inns_mode = {
    .name = "inns", .options = inns_options, .choose = inns_choose, .summary = inns_summary};
static const property_mode *const modes[] = {&inns_mode};
static const property_checks checks = {.after_move = inns_after_move};
const property_module property_inns = {modes, 1, &checks};
