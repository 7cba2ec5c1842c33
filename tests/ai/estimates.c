/* The AI's playout estimate checked against play: the closing estimate (ai_close_score). */
#include <math.h>
#include <stdlib.h>

#include "ai.h"
#include "../../ai/internal.h" /* the estimates are internal, tested directly */
#include "check.h"

/* The counts of close_score_matches_play for `games` random games: placements weighed,
   estimated exactly, changing the lead, and of those estimated exactly. with < 0: the
   base game. */
typedef struct {
    long total, agree, scoring, scoring_agree;
} close_counts;

/* `player`'s lead in points over the best other player in g (negative when behind). */
static int lead(const cit_game *g, int player) {
    int np = cit_game_setup(g)->nplayers, best = -1000000;
    for (int q = 0; q < np; q++)
        if (q != player && cit_game_score(g, q) > best) best = cit_game_score(g, q);
    return cit_game_score(g, player) - best;
}

static close_counts close_score_games(int with, int games, uint64_t seed) {
    close_counts c = {0, 0, 0, 0};
    cit_move *moves = malloc(CIT_MAX_MOVES * sizeof *moves);
    cit_game *after = malloc(cit_game_size());
    for (int gi = 0; gi < games && moves && after; gi++) {
        cit_setup su;
        if (with < 0) cit_setup_default(&su, 2 + gi % 2, seed + (uint64_t)gi);
        else expansion_setup(&su, 2 + gi % 2, seed + (uint64_t)gi, with);
        cit_game *g = cit_game_new(&su, NULL, 0, NULL);
        uint64_t rng = 77u + (uint64_t)gi;
        ai_tile_facts tf = {0};
        if (g) ai_tile_facts_for(&tf, g);
        for (int turn = 0; g && !cit_game_over(g); turn++) {
            int n = cit_game_legal_moves(g, moves, CIT_MAX_MOVES), p = cit_game_pending(g).player;
            if (n > CIT_MAX_MOVES) n = CIT_MAX_MOVES;
            for (int i = 0; i < n && turn % 3 == 0; i++) {
                if (moves[i].type != CIT_MOVE_PLACE) continue;
                cit_game_copy(after, g);
                /* the last tile's final scoring is no placement's closing */
                if (cit_game_apply(after, &moves[i], NULL) != CIT_OK || cit_game_over(after)) continue;
                int gain = lead(after, p) - lead(g, p);
                int est = (int)lround(ai_close_score(&tf, g, &moves[i], p));
                c.total++;
                c.agree += est == gain;
                if (gain) c.scoring++, c.scoring_agree += est == gain;
            }
            if (n <= 0 || cit_game_apply(g, &moves[ai_rng_below(&rng, (uint32_t)n)], NULL) != CIT_OK) break;
        }
        cit_game_free(g);
    }
    free(moves);
    free(after);
    return c;
}

/*
 * ai_close_score (the closing playouts' estimate, made without playing the move) against
 * the lead each legal placement really gives once applied, over every move of random
 * 2- and 3-player games of the base game and of The City (streets and markets): the
 * estimate rounded to whole points must be the true gain for nearly every move, and for
 * most of the moves that score at all.
 */
void close_score_matches_play(void) {
    close_counts base = close_score_games(-1, 12, 900u), city = close_score_games(WITH_CITY, 12, 930u);
    printf("close score, base game: %ld of %ld placements estimated exactly; %ld of the %ld that change "
           "the lead\n", base.agree, base.total, base.scoring_agree, base.scoring);
    printf("close score, The City: %ld of %ld placements estimated exactly; %ld of the %ld that change "
           "the lead\n", city.agree, city.total, city.scoring_agree, city.scoring);
    CHECK(base.total > 5000 && base.agree >= base.total * 99 / 100 && base.scoring > 200 &&
              base.scoring_agree >= base.scoring * 95 / 100,
          "ai_close_score gives the lead a placement's closings bring for nearly every move (base game)");
    CHECK(city.total > 2000 && city.agree >= city.total * 99 / 100 && city.scoring > 100 &&
              city.scoring_agree >= city.scoring * 95 / 100,
          "ai_close_score gives the lead a placement's closings bring for nearly every move (The City)");
}
