/* The AI's playout estimates checked against play: the closing estimate (ai_close_score)
   and the position value of cut playouts (ai_position_value). */
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
    /* ai_close_score_follower: moves given a follower where they close, those legal, those
       estimated exactly, and those estimated above the move as drawn */
    long moved, moved_legal, moved_agree, moved_better;
    /* ai_close_score_fields at 100 %: farmer moves, the extra it gives them, and of those
       the ones whose extra is the farmer's field's worth once played; any other move
       given an extra */
    long farmers, farmer_extra, farmer_exact, others_extra;
} close_counts;

static close_counts close_score_games(int with, int games, uint64_t seed) {
    close_counts c = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
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
                int gain = ai_lead(after, p) - ai_lead(g, p);
                int est = (int)lround(ai_close_score(&tf, g, &moves[i], p));
                c.total++;
                c.agree += est == gain;
                if (gain) c.scoring++, c.scoring_agree += est == gain;
                double extra = ai_close_score_fields(&tf, g, &moves[i], p, 100) - ai_close_score(&tf, g, &moves[i], p);
                if (moves[i].spot >= 0 && cit_game_spot_kind(g, &moves[i], moves[i].spot) == CIT_FEAT_FIELD) {
                    cit_feature_info field;
                    c.farmers++;
                    c.farmer_extra += extra > 0;
                    c.farmer_exact += cit_game_feature(after, moves[i].x, moves[i].y, moves[i].spot, 0, &field, NULL, 0,
                                                       NULL) && lround(extra) == field.value;
                } else {
                    c.others_extra += extra != 0;
                }
                cit_move moved = moves[i];
                double with_follower = ai_close_score_follower(&tf, g, &moved, p);
                if (moved.spot == moves[i].spot) continue;
                c.moved++;
                cit_game_copy(after, g);
                if (cit_game_apply(after, &moved, NULL) != CIT_OK) continue;
                c.moved_legal++;
                c.moved_agree += lround(with_follower) == ai_lead(after, p) - ai_lead(g, p);
                c.moved_better += with_follower > ai_close_score(&tf, g, &moves[i], p);
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
    /* the follower moved onto what a placement closes: always a legal move, and one that
       scores what the estimate says, more than the move as drawn; never in The City, where
       no follower may go on a street or market its tile completes */
    printf("close score with the follower moved, base game: %ld moves changed, %ld legal, %ld estimated "
           "exactly, %ld rated higher; The City: %ld changed\n", base.moved, base.moved_legal, base.moved_agree,
           base.moved_better, city.moved);
    CHECK(base.moved > 100 && base.moved_legal == base.moved && base.moved_agree >= base.moved * 95 / 100 &&
              base.moved_better == base.moved,
          "ai_close_score_follower puts the follower where the placement closes: legal, exact, better");
    CHECK(city.moved == 0, "ai_close_score_follower: no follower on what the tile completes in The City");
    /* the farmer's field (cit_ai_config.closing_fields): the worth of the fields it joins,
       which is its own worth once played unless the tile completes a city beside it or two
       of the joined fields touch one city; nothing for any other move */
    printf("close score with fields, base game: %ld farmer moves, %ld given an extra, %ld the field's worth "
           "once played; %ld other moves given one\n", base.farmers, base.farmer_extra, base.farmer_exact,
           base.others_extra);
    CHECK(base.farmers > 1000 && base.farmer_extra > 50 && base.farmer_exact >= base.farmers * 9 / 10 &&
              base.others_extra == 0 && city.others_extra == 0,
          "ai_close_score_fields: a farmer gets what its field is worth, nothing else changes");
}

/* The position value of cut playouts (cit_ai_config.playout_value): the projected scores
   plus, for each player, at most the extra its held open features would score if they
   closed, more the nearer closing is (smaller reach), and something in some positions. */
void position_value(void) {
    int positions = 0, bonus = 0, bounded = 1, ordered = 1;
    for (uint64_t s = 0; s < 24; s++) {
        int np = 2 + (int)(s % 3);
        cit_game *g = position(700u + s, np, 8 + (int)(s * 5 % 60));
        if (!g || cit_game_over(g)) {
            cit_game_free(g);
            continue;
        }
        int projected[CIT_MAX_PLAYERS];
        double near[CIT_MAX_PLAYERS], far[CIT_MAX_PLAYERS], extra[CIT_MAX_PLAYERS] = {0};
        cit_game_projected_scores(g, projected);
        ai_position_value(g, 1, near);
        ai_position_value(g, 255, far);
        cit_feature_info held[64];
        int n = cit_game_held_features(g, held, 64);
        for (int i = 0; i < n && i < 64; i++) {
            int most = 0;
            for (int p = 0; p < np; p++)
                if (held[i].followers[p] > most) most = held[i].followers[p];
            for (int p = 0; p < np; p++)
                if (held[i].followers[p] == most && held[i].open > 0 && held[i].closed_value > held[i].value)
                    extra[p] += held[i].closed_value - held[i].value;
        }
        for (int p = 0; p < np; p++) {
            ordered &= projected[p] <= far[p] + 1e-9 && far[p] <= near[p] + 1e-9;
            bounded &= near[p] <= projected[p] + extra[p] + 1e-9;
            bonus += near[p] > projected[p] + 1;
        }
        positions++;
        cit_game_free(g);
    }
    CHECK(positions >= 20 && ordered && bounded && bonus > 5,
          "position value: projected <= far <= near <= projected + the held features' extra (%d positions, "
          "%d players with a bonus)", positions, bonus);
}

/*
 * The eager follower chances (AI_PLAYOUT_EAGER): from the same early positions, the
 * playout policy keeps a follower on its drawn placement at least 1.5 times as often as with
 * the fixed table, and on most placements (hard's own games: 3 in 4 to 9 in 10 in the
 * first third); every move drawn applies either way.
 */
void eager_followers(void) {
    static cit_placement pl[AI_MAX_PLACEMENTS];
    cit_game *after = malloc(cit_game_size());
    int draws = 0, kept[2] = {0, 0}, legal = 1;
    CHECK(after != NULL, "eager follower chances: no memory for a game");
    if (!after) return;
    for (uint64_t s = 0; s < 24; s++) {
        cit_game *g = position(900u + s, 2 + (int)(s % 3), 2 + (int)(s % 5));
        if (!g || cit_game_over(g)) {
            cit_game_free(g);
            continue;
        }
        cit_pending pd = cit_game_pending(g);
        for (int k = 0; k < 2; k++) {
            uint64_t rng = 40u + s; /* the same draws of placements for both tables */
            for (int i = 0; i < 50; i++) {
                cit_move m;
                if (!ai_playout_place(g, &pd, pl, AI_MAX_PLACEMENTS, k ? AI_PLAYOUT_EAGER : 1, &rng, &m)) continue;
                cit_game_copy(after, g); /* a turn of a symmetric tile is listed once */
                legal &= cit_game_apply(after, &m, NULL) == CIT_OK;
                kept[k] += m.spot != CIT_SPOT_NONE;
                draws += k == 0;
            }
        }
        cit_game_free(g);
    }
    free(after);
    CHECK(draws >= 1000 && legal && kept[1] * 2 >= 3 * kept[0] && kept[1] * 2 > draws,
          "eager follower chances: %d of %d drawn placements keep a follower (fixed table: %d), all apply",
          kept[1], draws, kept[0]);
}
