/* The property test's checks of Under the Big Top (RULES.md §13), read apart from the
   module: the big top stands on a circus tile; the 16 animal tokens are the ones not turned
   plus the ones turned; each turned token pays its value times a player's meeples; an
   acrobat space holds at most 3; a pyramid pays 5 a follower; a ringmaster's bonus is 2 per
   circus and acrobat tile around it; and the face-down token is no part of the game a seat
   sees: a copy dealt anew for the observer (cit_game_shuffle_unseen) shows the same view and
   turns other tokens. */
#include <stdlib.h>
#include <string.h>

#include "internal.h" /* the tiles' flags, read from the catalogue */
#include "property.h"
#include "modules/bigtop/bigtop.h"
#include "modules/hills/hills.h"
#include "modules/tower/tower.h"
#include "modules/dragon/dragon.h"

static long tokens_turned, tops_paid, acrobats_placed, pyramids_paid, ring_bonuses; /* over all games */
static long deals_compared, deals_differing; /* the hidden token, over all games */
static long acrobats_captured;               /* by a tower (decision 8b), in --bigtop-mix */
static long fairy_acrobats, fairy_points;    /* the fairy on acrobats (decision 8d), in --bigtop-mix */
static int game_turned;                      /* this game's tokens turned */
static cit_game *before;                     /* the game before the move, while the big top stands */
static int before_kept;

/* A cell of one square whose tile has the flag (a cell of two triangles names no tile, and
   triangles are never circus or acrobat tiles). */
static int flagged_at(const cit_game *g, int x, int y, unsigned flag) {
    int tile, rot;
    return cit_game_tile_at(g, x, y, &tile, &rot) == 1 && (g->cat->set.tiles[g->cat->variant_base[tile]].flags & flag);
}

static void bigtop_alone(cit_setup *su, uint64_t seed) {
    su->opt.v[CIT_OPT_BIGTOP] = 1;
    /* one part off now and then: the parts may be used apart */
    su->opt.v[CIT_OPT_BIGTOP_CIRCUS] = (uint8_t)(seed % 7 != 3);
    su->opt.v[CIT_OPT_BIGTOP_ACROBATS] = (uint8_t)(seed % 7 != 4);
    su->opt.v[CIT_OPT_BIGTOP_RINGMASTER] = (uint8_t)(seed % 7 != 5);
}

/* With the classic expansions by turns: Inns & Traders (the big follower, builders and
   pigs; Halflings' triangles and crop circles every other time), the River with Bridges &
   Castles or the Count, the Tower with the Dragon and Abbey & Mayor, and Hills & Sheep. */
static void bigtop_mixed(cit_setup *su, uint64_t seed) {
    bigtop_alone(su, seed);
    int k = (int)(seed % 4);
    su->opt.v[CIT_OPT_INNS] = su->opt.v[CIT_OPT_BIG_FOLLOWER] = (uint8_t)(k == 0);
    su->opt.v[CIT_OPT_TRADERS] = su->opt.v[CIT_OPT_BUILDER] = su->opt.v[CIT_OPT_PIG] = (uint8_t)(k == 0);
    su->opt.v[CIT_OPT_HALFLINGS] = (uint8_t)(k == 0 && seed % 8 == 4);
    su->opt.v[CIT_OPT_COUNT] = (uint8_t)(k == 1 && seed % 8 == 1); /* both lay the start: */
    su->opt.v[CIT_OPT_RIVER] = (uint8_t)(k == 1 && seed % 8 != 1);  /* one or the other */
    if (k == 1) bcb_options_on(su, seed);
    su->opt.v[CIT_OPT_TOWER] = su->opt.v[CIT_OPT_DRAGON] = (uint8_t)(k == 2);
    su->opt.v[CIT_OPT_ABBEY] = su->opt.v[CIT_OPT_MAYOR] = su->opt.v[CIT_OPT_WAGON] = su->opt.v[CIT_OPT_BARN] =
        (uint8_t)(k == 2);
    su->opt.v[CIT_OPT_HILLS_SHEEP] = su->opt.v[CIT_OPT_SHEPHERD] = (uint8_t)(k == 3);
}

static int bigtop_on(const cit_game *g) { return cit_game_setup(g)->opt.v[CIT_OPT_BIGTOP] != 0; }

static void bigtop_game_start(property_game *pg) {
    (void)pg;
    game_turned = 0;
    before_kept = 0;
}

/* The tokens not turned and the ones turned are the 16; the big top on a circus tile; no
   acrobat space over 3, none but on an acrobat tile (read from the follower list). */
static void check_state(const cit_game *g, uint64_t seed) {
    if (!cit_game_setup(g)->opt.v[CIT_OPT_BIGTOP_CIRCUS]) return;
    int left = 0;
    for (int a = 0; a < CIT_BIGTOP_ANIMALS; a++) left += cit_game_bigtop_tokens(g, a);
    CHECK(left + game_turned == 16, "seed %llu: %d tokens left and %d turned", (unsigned long long)seed, left,
          game_turned);
    int x, y;
    if (cit_game_bigtop_at(g, &x, &y))
        CHECK(flagged_at(g, x, y, CIT_TF_CIRCUS), "seed %llu: the big top at %d,%d, no circus there",
              (unsigned long long)seed, x, y);
}

static void check_acrobats(const cit_game *g, uint64_t seed) {
    cit_follower f[64];
    int n = cit_game_followers(g, f, 64);
    for (int i = 0; i < n && i < 64; i++) {
        if (f[i].where != CIT_AT_QUARTER || f[i].quarter != CIT_BIGTOP_AT_ACROBATS) continue;
        CHECK(flagged_at(g, f[i].x, f[i].y, CIT_TF_ACROBATS) && cit_game_bigtop_acrobats(g, f[i].x, f[i].y, -1) <= 3,
              "seed %llu: %d acrobats at %d,%d", (unsigned long long)seed,
              cit_game_bigtop_acrobats(g, f[i].x, f[i].y, -1), f[i].x, f[i].y);
    }
}

/* While the big top stands, the game before each move is kept: a move that turns its token
   is played again on copies dealt anew for the mover (what the mover cannot see is dealt
   at random), which must look the same to every seat and, over the run, turn other tokens. */
static void bigtop_before_move(property_game *pg) {
    const cit_game *g = cit_session_game(pg->s);
    check_state(g, pg->seed);
    check_acrobats(g, pg->seed);
    before_kept = pg->seed % 3 == 0 && cit_game_bigtop_at(g, NULL, NULL);
    if (!before_kept) return;
    if (!before) before = malloc(cit_game_size());
    cit_game_copy(before, g);
}

static int token_of(const cit_outcome *out) {
    for (int i = 0; i < out->n; i++)
        if (out->ev[i].type == CIT_EV_BIGTOP_TOKEN) return out->ev[i].count;
    return -1;
}

static void bigtop_after_move(property_game *pg, const cit_move *m, const cit_outcome *out) {
    int token = token_of(out);
    if (!before_kept || token < 0) return;
    int mover = pg->asked;
    for (uint64_t k = 1; k <= 2; k++) {
        cit_game_copy(pg->scratch, before);
        cit_game_shuffle_unseen(pg->scratch, mover, pg->seed * 31 + k);
        for (int p = 0; p < pg->nplayers; p++)
            CHECK(cit_game_view_hash(pg->scratch, p) == cit_game_view_hash(before, p),
                  "seed %llu: a deal for seat %d changed what seat %d sees", (unsigned long long)pg->seed, mover, p);
        cit_outcome again;
        CHECK(cit_game_apply(pg->scratch, m, &again) == CIT_OK, "seed %llu: the move failed on a new deal",
              (unsigned long long)pg->seed);
        int other = token_of(&again);
        CHECK(other >= 0, "seed %llu: the new deal turned no token", (unsigned long long)pg->seed);
        deals_compared++;
        deals_differing += other != token;
    }
}

static void bigtop_event(property_game *pg, const cit_event *ev) {
    const cit_game *g = cit_session_game(pg->s);
    if (ev->type == CIT_EV_BIGTOP_TOKEN) {
        CHECK(ev->count < CIT_BIGTOP_ANIMALS && ev->points == cit_bigtop_animal_value(ev->count),
              "seed %llu: token %d worth %d", (unsigned long long)pg->seed, ev->count, ev->points);
        tokens_turned++, game_turned++;
    }
    if (ev->type == CIT_EV_BIGTOP_ACROBAT) acrobats_placed++;
    if (ev->type == CIT_EV_TOWER_CAPTURE && ev->feature_kind == 0xFF) {
        CHECK(flagged_at(g, ev->x, ev->y, CIT_TF_ACROBATS), "seed %llu: a tower took a kept figure at %d,%d, no acrobat space",
              (unsigned long long)pg->seed, ev->x, ev->y);
        acrobats_captured++;
    }
    if (ev->type == CIT_EV_FAIRY && ev->feature_kind == 0xFF) {
        CHECK(cit_game_bigtop_acrobats(g, ev->x, ev->y, ev->player) > 0, "seed %llu: the fairy at %d,%d, no acrobat of %d",
              (unsigned long long)pg->seed, ev->x, ev->y, ev->player);
        fairy_acrobats++;
    }
    if (ev->type == CIT_EV_SCORE && ev->reason == CIT_SCORE_FAIRY_TURN && ev->feature_kind == 0xFF) {
        CHECK(ev->points == cit_game_bigtop_acrobats(g, ev->x, ev->y, ev->player) && ev->points > 0,
              "seed %llu: the fairy paid %d for %d acrobats", (unsigned long long)pg->seed, ev->points,
              cit_game_bigtop_acrobats(g, ev->x, ev->y, ev->player));
        fairy_points++;
    }
    if (ev->type != CIT_EV_SCORE) return;
    if (ev->reason == CIT_SCORE_BIGTOP_CIRCUS) {
        int value = cit_bigtop_animal_value(ev->count);
        CHECK(value && ev->points > 0 && ev->points % value == 0, "seed %llu: the big top paid %d for a token of %d",
              (unsigned long long)pg->seed, ev->points, value);
        tops_paid++;
    }
    if (ev->reason == CIT_SCORE_BIGTOP_ACROBATS) {
        CHECK(ev->points == 5 * ev->count && ev->count >= 1 && ev->count <= 3, "seed %llu: %d acrobats paid %d",
              (unsigned long long)pg->seed, ev->count, ev->points);
        pyramids_paid++;
    }
    if (ev->reason == CIT_SCORE_BIGTOP_RINGMASTER) {
        int shows = 0;
        for (int dy = -1; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++) shows += flagged_at(g, ev->x + dx, ev->y + dy, CIT_TF_CIRCUS | CIT_TF_ACROBATS);
        CHECK(ev->points == 2 * shows, "seed %llu: a ringmaster at %d,%d paid %d with %d show tiles around",
              (unsigned long long)pg->seed, ev->x, ev->y, ev->points, shows);
        ring_bonuses++;
    }
}

static void bigtop_game_end(property_game *pg) {
    const cit_game *g = cit_session_game(pg->s);
    check_state(g, pg->seed);
    CHECK(!cit_game_bigtop_at(g, NULL, NULL) || !cit_game_setup(g)->opt.v[CIT_OPT_BIGTOP_CIRCUS] || game_turned >= 1,
          "seed %llu: the big top stood at the end and was never scored", (unsigned long long)pg->seed);
}

static int bigtop_summary(int games) {
    int failed = 0;
    /* a run where they hardly came proves little */
    if (tokens_turned < games || acrobats_placed < games || pyramids_paid * 4 < games || ring_bonuses * 2 < games ||
        (games >= 100 && deals_differing * 4 < deals_compared))
        failed++, fprintf(stderr, "only %ld tokens, %ld acrobats, %ld acrobat scorings, %ld ringmaster bonuses, "
                          "%ld of %ld new deals turning another token\n", tokens_turned, acrobats_placed,
                          pyramids_paid, ring_bonuses, deals_differing, deals_compared);
    fprintf(stderr, "property: %ld tokens turned (%ld big top scorings), %ld acrobats, %ld acrobat scorings, %ld "
            "ringmaster bonuses, %ld acrobats captured, %ld fairies on acrobats paying %ld times in %d games; %ld "
            "new deals, %ld turned another token\n", tokens_turned, tops_paid, acrobats_placed, pyramids_paid,
            ring_bonuses, acrobats_captured, fairy_acrobats, fairy_points, games, deals_compared, deals_differing);
    return failed;
}

static const property_mode bigtop_mode = {
    .name = "bigtop", .undo_replay = 1, .options = bigtop_alone, .summary = bigtop_summary};
static const property_mode bigtop_mix_mode = {.name = "bigtop-mix", .options = bigtop_mixed, .summary = bigtop_summary};
static const property_mode *const modes[] = {&bigtop_mode, &bigtop_mix_mode};
static const property_checks checks = {
    .runs = bigtop_on, .game_start = bigtop_game_start, .before_move = bigtop_before_move,
    .after_move = bigtop_after_move, .event = bigtop_event, .game_end = bigtop_game_end};
const property_module property_bigtop = {modes, 2, &checks};
