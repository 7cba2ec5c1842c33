/* Property tests over thousands of seeded random games, and the golden seed catalogue. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "internal.h" /* the occupancy reference places a tile with board_place_piece */
#include "property.h"
#include "property_golden.h"
#include "rules.h"    /* the decision queue's depth and the turn's loud failures */
#include "turn.h"

/*
 *   property GAMES            random games of the base game with invariant checks
 *   property --NAME GAMES     the games of a registered mode (property.h: each module's
 *                             test file says what its games are; an unknown NAME lists them)
 *   property --golden         print the golden catalogue (tests/golden/catalogue.txt)
 *   property --check FILE     compare the catalogue with FILE
 *
 * In every mode each placement lets its player place one figure at most
 * (property_figure_step.c). This file plays the games and checks what holds in every
 * one, naming no module; each module's checks and modes are in property_NAME.c, found
 * through the registry (property_registry.c).
 */

int failures;

static cit_move legal[CIT_MAX_MOVES];
static cit_move decision_moves[CIT_MAX_MOVES];
long module_decisions;    /* decisions other than placements, over all games */
static int deepest_queue; /* the most decisions queued at once, over all games */

/* Supply and board hold each player's followers, and of each follower kind the game's
   modules declare the figures its declaration puts there (cit_game_follower_counted). */
static int followers_conserved(const cit_game *g, int nplayers) {
    cit_follower f[64];
    int n = cit_game_followers(g, f, 64), on_board[CIT_MAX_PLAYERS] = {0};
    for (int i = 0; i < n && i < 64; i++) on_board[f[i].player]++;
    for (int p = 0; p < nplayers; p++) {
        int figures = CIT_FOLLOWERS;
        for (int k = 1; k <= cit_game_follower_kinds(g); k++) figures += cit_game_follower_counted(g, p, k);
        if (on_board[p] + cit_game_supply(g, p) != figures) return 0;
    }
    return 1;
}

/* A part's owner is set exactly while the follower list holds the part (followers.c): the
   rules that ask "does the follower still stand there" (the fairy's) read the owner alone. */
static void check_part_owners(const cit_game *g, uint64_t seed) {
    for (int i = 0; i < g->nfollowers; i++)
        CHECK(g->nodes[g->followers[i]].owner, "seed %llu: a listed follower's part %d has no owner",
              (unsigned long long)seed, g->followers[i]);
    for (int n = 0; n < g->nnodes; n++) {
        if (!g->nodes[n].owner) continue;
        int listed = 0;
        for (int i = 0; i < g->nfollowers && !listed; i++) listed = g->followers[i] == n;
        CHECK(listed, "seed %llu: part %d has an owner and no follower", (unsigned long long)seed, n);
    }
}

/* The core's figure table (docs/architecture.md, "Figures: one model"): every figure a
   module declares is one record, once: each game kind has players x per_player records,
   in set-up order (kind, then owner), each somewhere a record can be. Every module's
   figure checks (property_<module>.c) then compare its queries with these records. */
static void check_figure_table(const cit_game *g, int nplayers, uint64_t seed) {
    int n = 0;
    for (int k = 0; k < g->nkinds; k++) {
        CHECK(g->kind_first[k] == n, "seed %llu: kind %d's records start at %d, not %d", (unsigned long long)seed,
              k, g->kind_first[k], n);
        for (int p = 0; p < nplayers; p++)
            for (int i = 0; i < g->kind_per_player[k] && n < MAX_FIGURES; i++, n++) {
                const fig_record *f = &g->figures[n];
                CHECK(f->kind == k && f->owner == p, "seed %llu: record %d is kind %d of player %d, not %d of %d",
                      (unsigned long long)seed, n, f->kind, f->owner, k, p);
                int ok = f->where == FIG_SUPPLY   ? !f->at && !f->keeper
                         : f->where == FIG_PART || f->where == FIG_TOP ? f->at < g->nnodes && !f->keeper
                         : f->where == FIG_CORNER ? f->at / 4 < g->nnodes && !f->keeper
                         : f->where == FIG_KEPT   ? f->keeper < CIT_MODULE_MAX && (g->modules >> f->keeper & 1)
                         : f->where == FIG_DEPLOYED ? f->at < g->nnodes && !f->keeper
                                                  : f->where == FIG_GONE;
                CHECK(ok, "seed %llu: record %d stands nowhere a figure can (where %d, at %d, keeper %d)",
                      (unsigned long long)seed, n, f->where, f->at, f->keeper);
            }
    }
    CHECK(n == g->nfigures, "seed %llu: %d records, %d laid out", (unsigned long long)seed, g->nfigures, n);
}

/* Is m legal by the placement queries (which list every rotation, not only distinct)?
   Other decisions: is it in the legal list? */
static int legal_by_queries(const cit_game *g, const cit_move *m) {
    if (cit_game_pending(g).decision != CIT_DECIDE_PLACE_TILE) {
        int n = cit_game_legal_moves(g, decision_moves, CIT_MAX_MOVES);
        for (int i = 0; i < n && i < CIT_MAX_MOVES; i++)
            if (!memcmp(&decision_moves[i], m, sizeof *m)) return 1;
        return 0;
    }
    if (m->type != CIT_MOVE_PLACE) return 0;
    cit_placement pl[512];
    int n = cit_game_legal_placements(g, pl, 512);
    for (int i = 0; i < n; i++) {
        if (pl[i].x != m->x || pl[i].y != m->y || !(pl[i].rotmask >> m->rot & 1)) continue;
        /* a bridge: one of the placement's bridge options; none: not a bridge-only one */
        if (m->arg0 != CIT_BRIDGE_NONE || m->arg1) {
            cit_move opts[16];
            int k = cit_game_bridge_options(g, m->x, m->y, m->rot, opts, 16, NULL), found = 0;
            for (int j = 0; j < k && j < 16; j++) found |= opts[j].arg0 == m->arg0 && opts[j].arg1 == m->arg1;
            if (!found) return 0;
        } else if (pl[i].extramask >> m->rot & 1) {
            return 0;
        }
        if (m->spot == CIT_SPOT_NONE) return 1;
        int8_t spots[16];
        int k = cit_game_move_spots(g, m, spots, 16);
        for (int j = 0; j < k; j++)
            if (spots[j] == m->spot) return 1;
        return 0;
    }
    return 0;
}

/* The held features, each scored once to its majority at its end value, make the
   projected scores (the base game: no module scores anything else at the end). */
static void check_held_features(const cit_game *g, int nplayers, uint64_t seed) {
    cit_feature_info held[64];
    int n = cit_game_held_features(g, held, 64), sum[CIT_MAX_PLAYERS], projected[CIT_MAX_PLAYERS];
    CHECK(n >= 0 && n <= 64 && n == cit_game_held_features(g, NULL, 0), "seed %llu: %d held features",
          (unsigned long long)seed, n);
    for (int p = 0; p < nplayers; p++) sum[p] = cit_game_score(g, p);
    for (int i = 0; i < n && i < 64; i++) {
        int most = 0;
        CHECK(!held[i].complete, "seed %llu: a complete feature is held", (unsigned long long)seed);
        for (int j = 0; j < i; j++)
            CHECK(held[j].id != held[i].id, "seed %llu: feature %d listed twice", (unsigned long long)seed, held[i].id);
        for (int p = 0; p < nplayers; p++)
            if (held[i].followers[p] > most) most = held[i].followers[p];
        CHECK(most > 0, "seed %llu: a held feature without followers", (unsigned long long)seed);
        for (int p = 0; p < nplayers; p++)
            if (most && held[i].followers[p] == most) sum[p] += held[i].value;
    }
    cit_game_projected_scores(g, projected);
    for (int p = 0; p < nplayers; p++)
        CHECK(sum[p] == projected[p], "seed %llu player %d: held features make %d, projected %d",
              (unsigned long long)seed, p, sum[p], projected[p]);
}

/* The cheap queries against the full ones, on the last few tiles placed and their
   cells: cit_game_tile_at against cit_game_parts_at, and cit_game_feature_brief against
   cit_game_feature on every spot of every part (the fields the brief one fills). */
static void check_cheap_queries(const cit_game *g, uint64_t seed) {
    int n = cit_game_placed_count(g);
    for (int i = n > 6 ? n - 6 : 0; i < n; i++) {
        cit_placed_tile pt = cit_game_placed(g, i), parts[2];
        int np = cit_game_parts_at(g, pt.x, pt.y, parts), tile = -1, rot = -1;
        int nt = cit_game_tile_at(g, pt.x, pt.y, &tile, &rot);
        CHECK(nt == np && (np != 1 || (tile == parts[0].tile && rot == parts[0].rot)),
              "seed %llu: tile_at %d (tile %d rot %d), parts_at %d (tile %d rot %d) at %d,%d",
              (unsigned long long)seed, nt, tile, rot, np, parts[0].tile, parts[0].rot, pt.x, pt.y);
        for (int spot = 0; spot < CIT_MAX_TILE_FEATURES; spot++) {
            cit_feature_info full, brief;
            int a = cit_game_feature(g, pt.x, pt.y, spot, pt.half, &full, NULL, 0, NULL);
            int b = cit_game_feature_brief(g, pt.x, pt.y, spot, pt.half, &brief);
            CHECK(a == b, "seed %llu: feature %d at %d,%d: found %d, brief %d", (unsigned long long)seed, spot,
                  pt.x, pt.y, a, b);
            if (!a || !b) break;
            CHECK(brief.kind == full.kind && brief.complete == full.complete && brief.pennants == full.pennants &&
                      brief.open == full.open && brief.id == full.id &&
                      !memcmp(brief.followers, full.followers, sizeof brief.followers) && brief.cells == 0 &&
                      brief.value == 0 && brief.closed_value == 0 && brief.goods == 0,
                  "seed %llu: feature %d at %d,%d: the brief answer differs", (unsigned long long)seed, spot, pt.x,
                  pt.y);
        }
    }
}

/* A random move near the board: usually illegal; must be rejected without change. */
static void probe_random_move(cit_game *g, cit_game *scratch, uint64_t *rs) {
    if (cit_game_pending(g).decision != CIT_DECIDE_PLACE_TILE) {
        /* any move type with random arguments */
        cit_move m = {0};
        m.type = (uint8_t)(mix(rs) % (CIT_MOVE_BAZAAR_DEAL + 1)) /* the types the shipped modules know */;
        m.arg0 = (uint8_t)(mix(rs) % 6);
        if (m.arg0 == 5) m.arg0 = CIT_QUARTER_NONE;
        m.arg1 = (uint8_t)(mix(rs) % 9);
        m.spot = CIT_SPOT_NONE;
        int expect_ok = legal_by_queries(g, &m);
        uint64_t before = cit_game_hash(g);
        cit_game_copy(scratch, g);
        cit_status st = cit_game_apply(scratch, &m, NULL);
        CHECK((st == CIT_OK) == expect_ok, "random decision type %d %d %d: status %s, list says %s", m.type,
              m.arg0, m.arg1, cit_status_str(st), expect_ok ? "legal" : "illegal");
        if (st != CIT_OK) CHECK(cit_game_hash(scratch) == before, "rejected move changed the game");
        return;
    }
    int minx, miny, maxx, maxy;
    cit_game_bounds(g, &minx, &miny, &maxx, &maxy);
    cit_move m = {0};
    m.type = CIT_MOVE_PLACE;
    m.tile = cit_game_pending(g).tile;
    m.x = (int8_t)(minx - 2 + (int)(mix(rs) % (uint64_t)(maxx - minx + 5)));
    m.y = (int8_t)(miny - 2 + (int)(mix(rs) % (uint64_t)(maxy - miny + 5)));
    m.rot = (uint8_t)(mix(rs) % 5);
    m.spot = (int8_t)((int)(mix(rs) % 11) - 1);
    if (mix(rs) % 3 == 0) { /* a bridge somewhere, or nonsense in the bridge bytes */
        m.arg0 = (uint8_t)(mix(rs) % 7);
        m.arg1 = (uint8_t)(mix(rs) % 3);
    }
    int expect_ok = m.rot < 4 && legal_by_queries(g, &m);
    uint64_t before = cit_game_hash(g);
    cit_game_copy(scratch, g);
    cit_status st = cit_game_apply(scratch, &m, NULL);
    CHECK((st == CIT_OK) == expect_ok, "random move %d,%d r%d f%d: status %s, queries say %s", m.x,
          m.y, m.rot, m.spot, cit_status_str(st), expect_ok ? "legal" : "illegal");
    if (st != CIT_OK) CHECK(cit_game_hash(scratch) == before, "rejected move changed the game");
}

/*
 * The definition of an occupied spot (RULES: a follower goes on a feature of the new
 * tile "that is not already occupied, anywhere along its connected extent"): place the
 * tile on a copy, without a follower and without scoring (which would send followers
 * home), and ask each of its features whether a follower stands anywhere on it.
 */
static long placements_checked, discards_checked;

static uint32_t occupied_by_placing(const cit_game *g, cit_game *copy, int x, int y, int rot, uint32_t *closed) {
    cit_game_copy(copy, g);
    int pi = board_place_piece(copy, cit_game_pending(g).tile, x, y, rot);
    const piece *p = &copy->pieces[pi];
    uint32_t mask = 0;
    *closed = 0;
    /* The City (RULES.md §5): nor on a free street or market the tile completes */
    int city = cit_game_setup(g)->mode == CIT_MODE_CITY;
    if (city) { /* markets closed by every neighbour, streets and markets by a wall */
        feat_touch_any_sides(copy, pi);
        uint16_t done[16];
        for (int d = 0; d < 4; d++)
            if (board_wall_at(copy, x, y, d)) feat_close_side(copy, x, y, d, done, 16);
    }
    for (int f = 0; f < p->nfeat; f++) {
        const node *r = &copy->nodes[feat_find(copy, (uint16_t)(p->node0 + f))];
        if (r->kind == CIT_FEAT_RIVER) *closed |= 1u << f; /* RULES.md §8: never a follower on the river */
        else if (r->nmeeples) mask |= 1u << f;
        else if (city && r->open == 0 && (r->kind == CIT_FEAT_STREET || r->kind == CIT_FEAT_MARKET))
            *closed |= 1u << f;
    }
    return mask;
}

/* The follower spots the queries and the listing give for x,y turned rot (the listing
   only if it lists that rotation) are the features placing the tile leaves free. */
/* Halflings' crop circle: its placement carries no follower, which is asked
   after the crop circle's action (not in a game replayed from a format-2 save). */

static int follower_later(const cit_game *g) {
    return (cit_game_tileset(g)->tiles[cit_game_pending(g).tile].flags & CIT_TF_CROP_CIRCLE) &&
           cit_game_setup(g)->moves_format != 2;
}

/* RULES.md §9: no figure on a volcano. */
static int on_volcano(const cit_game *g) {
    return (cit_game_tileset(g)->tiles[cit_game_pending(g).tile].flags & CIT_TF_VOLCANO) != 0;
}

static void check_spots(const cit_game *g, cit_game *copy, int n, int x, int y, int rot, uint32_t *occupied) {
    uint32_t closed, want = occupied_by_placing(g, copy, x, y, rot, &closed);
    int nfeat = cit_game_tileset(g)->tiles[cit_game_pending(g).tile].nfeat;
    uint32_t free_spots = cit_game_supply(g, cit_game_pending(g).player) ? ((1u << nfeat) - 1) & ~want & ~closed : 0;
    if (follower_later(g) || on_volcano(g))
        free_spots = 0;
    if (cit_game_setup(g)->opt.v[CIT_OPT_FARMERS_OFF]) /* the beginners' game: no farmers */
        for (int f = 0; f < nfeat; f++)
            if (cit_game_tileset(g)->tiles[cit_game_pending(g).tile].feat[f].kind == CIT_FEAT_FIELD) free_spots &= ~(1u << f);
    int8_t spots[16];
    int k = cit_game_follower_spots(g, x, y, rot, spots, 16);
    uint32_t got = 0, listed = 0;
    for (int i = 0; i < k; i++) got |= 1u << spots[i];
    int placed = 0;
    for (int i = 0; i < n; i++) {
        if (legal[i].x != x || legal[i].y != y || legal[i].rot != rot || legal[i].arg0) continue;
        if (legal[i].spot == CIT_SPOT_NONE) placed = 1;
        else listed |= 1u << legal[i].spot;
    }
    CHECK(got == free_spots, "%d,%d r%d: follower spots %#x, placing the tile leaves %#x free", x, y, rot, got,
          free_spots);
    CHECK(!placed || listed == free_spots, "%d,%d r%d: listed spots %#x, placing the tile leaves %#x free", x, y,
          rot, listed, free_spots);
    placements_checked++;
    *occupied = want;
}

/* Does `tile` fit anywhere, by the placement rule read cell by cell round the board
   (not through the frontier and its fit table, which the discard check uses)? */
static int fits_by_the_rule(const cit_game *g, int tile) {
    int minx, miny, maxx, maxy;
    cit_game_bounds(g, &minx, &miny, &maxx, &maxy);
    for (int y = miny - 1; y <= maxy + 1; y++)
        for (int x = minx - 1; x <= maxx + 1; x++) {
            if (board_piece_at(g, x, y) || board_beyond_wall(g, x, y)) continue; /* The City: outside */
            int touches = 0;
            /* a neighbour touches with an edge it shows (not a triangle's open half) */
            for (int d = 0; d < 4; d++) touches |= board_edge_facing(g, x + dir_dx[d], y + dir_dy[d], (d + 2) & 3) != 0;
            for (int r = 0; r < 4 && touches; r++) {
                int ok = 1;
                for (int d = 0; d < 4; d++) {
                    int theirs = board_edge_facing(g, x + dir_dx[d], y + dir_dy[d], (d + 2) & 3);
                    ok &= !theirs || theirs == g->cat->edge[tile][r][d];
                }
                if (ok) return 1;
            }
        }
    return 0;
}

static void every_listed_move_applies(const cit_game *g, cit_game *scratch, int n) {
    for (int i = 0; i < n; i++) {
        cit_game_copy(scratch, g);
        cit_status st = cit_game_apply(scratch, &legal[i], NULL);
        CHECK(st == CIT_OK, "listed move %d rejected: %s", i, cit_status_str(st));
        CHECK(legal_by_queries(g, &legal[i]), "listed move not legal by the queries");
    }
}

static void check_save_load(const cit_session *s) {
    size_t need = cit_session_save(s, NULL, 0);
    char *text = malloc(need + 1);
    cit_session_save(s, text, need + 1);
    cit_setup su;
    cit_setup_default(&su, 2, 1);
    cit_session *t = cit_session_new(&su, NULL);
    cit_load_error err;
    cit_status st = cit_session_load(t, text, need, &err);
    CHECK(st == CIT_OK, "reload failed at line %d: %s", err.line, err.message);
    if (st == CIT_OK)
        CHECK(cit_game_hash(cit_session_game(t)) == cit_game_hash(cit_session_game(s)), "reload changed the hash");
    cit_session_free(t);
    free(text);
}



/* Undo to a few moves back and play them again: the same state (the hash covers the
   module's state). */
static void check_undo_replay(cit_session *s, uint64_t seed) {
    int n = cit_session_length(s), back = n < 4 ? n : 4;
    uint64_t want = cit_game_hash(cit_session_game(s));
    cit_move again[4];
    for (int i = 0; i < back; i++) again[i] = *cit_session_move(s, n - back + i);
    CHECK(cit_session_undo_to(s, n - back) == CIT_OK, "seed %llu: undo failed", (unsigned long long)seed);
    for (int i = 0; i < back; i++) cit_session_apply(s, &again[i], NULL);
    CHECK(cit_game_hash(cit_session_game(s)) == want, "seed %llu: undo and replay changed the hash", (unsigned long long)seed);
}


/* ---- the checks of the modules in play, by the registry ---------------------------- */

/* Runs `hook` of every registered module's checks that run in g. */
#define FOR_CHECKS(g, c, hook)                                                               \
    for (int ci_ = 0; ci_ < property_nmodules; ci_++)                                        \
        for (const property_checks *c = property_modules[ci_]->checks; c; c = NULL)          \
            if (c->hook && (!c->runs || c->runs(g)))

/* The turn order: each placement is the next seat's, but a module's second part (the
   same player, never twice running) or a round that goes on from a player. */
static void check_turn_order(property_game *pg, const cit_pending *pd, int *placements, int *last_placer,
                             int *last_second) {
    const cit_game *g = cit_session_game(pg->s);
    int order = PROPERTY_TURN_NEXT;
    FOR_CHECKS(g, c, turn_order) if (order == PROPERTY_TURN_NEXT) order = c->turn_order(pg, pd);
    int second = order == PROPERTY_TURN_AGAIN;
    if (second)
        CHECK(pd->player == *last_placer && !*last_second, "seed %llu: a second part out of turn",
              (unsigned long long)pg->seed);
    else if (order == PROPERTY_TURN_FROM_HERE)
        *placements = pd->player + 1; /* the round goes on from there, passes skipped */
    else
        CHECK(pd->player == (*placements)++ % pg->nplayers,
              "seed %llu: turn order broken (player %d, tile %d, stack %d)", (unsigned long long)pg->seed,
              pd->player, pd->tile, cit_game_stack_left(g));
    *last_placer = pd->player;
    *last_second = second;
    second_parts += second;
}

/* The events of the move: scores (and points that change hands) add up, and every tile
   discarded fits nowhere (by the module that checks its own, else by the rule). */
static void check_events(property_game *pg, const cit_outcome *out, int *events) {
    const cit_game *now = cit_session_game(pg->s);
    for (int i = 0; i < out->n; i++) {
        const cit_event *ev = &out->ev[i];
        if (ev->type == CIT_EV_SCORE) events[ev->player] += ev->points;
        int moved = 0, checked = 0;
        FOR_CHECKS(now, c, event) c->event(pg, ev);
        FOR_CHECKS(now, c, points_moved) moved |= c->points_moved(ev);
        if (moved) {
            events[ev->player] -= ev->points;
            if (ev->other != CIT_NOBODY) events[ev->other] += ev->points;
        }
        if (ev->type != CIT_EV_DISCARD) continue;
        /* discards happen after the move, on the board as it now is */
        FOR_CHECKS(now, c, discard) checked = checked || c->discard(pg, ev);
        if (!checked) CHECK(!fits_by_the_rule(now, ev->tile), "discarded a tile that fits");
        discards_checked++;
    }
}

/* After every move: what holds in every game, then each module's checks. */
static void check_after_move(property_game *pg, const property_mode *mode, const cit_move *m, const cit_outcome *out) {
    const cit_game *now = cit_session_game(pg->s);
    CHECK(followers_conserved(now, pg->nplayers), "seed %llu: followers not conserved", (unsigned long long)pg->seed);
    check_figure_table(now, pg->nplayers, pg->seed);
    if (pg->turn % 4 == 1) check_part_owners(now, pg->seed);
    /* the decision queue never fills (a full one refuses steps, rules.h) */
    if (now->nqueue > deepest_queue) deepest_queue = now->nqueue;
    CHECK(now->nqueue < MAX_QUEUE, "seed %llu: the decision queue is full (%d steps)", (unsigned long long)pg->seed,
          now->nqueue);
    CHECK(turn_flow_error(now) == 0, "seed %llu: the turn refused a step or feature", (unsigned long long)pg->seed);
    /* the base game: no module scores anything at the end but the core */
    if (!now->modules && pg->turn % 4 == 0) check_held_features(now, pg->nplayers, pg->seed);
    if (pg->turn % 8 == 3) check_cheap_queries(now, pg->seed);
    FOR_CHECKS(now, c, after_move) c->after_move(pg, m, out);
    if (mode->after_move) mode->after_move(pg, m);
}

/* The set-up of a game of `mode`: the core's choices by seed, then the mode's options. */
static void mode_setup(const property_mode *mode, uint64_t seed, int nplayers, cit_setup *su) {
    cit_setup_default(su, nplayers, seed);
    if (!mode->own_setup) {
        su->opt.v[CIT_OPT_SMALL_CITY_TWO_POINTS] = (uint8_t)(seed % 7 == 0);
        su->opt.v[CIT_OPT_COUNT_ALL_SCORINGS] = (uint8_t)(seed % 2);
    }
    if (mode->options) mode->options(su, seed);
}

static void play_one(uint64_t seed, cit_game *scratch, const property_mode *mode) {
    uint64_t rs = seed * 0x2545F4914F6CDD1DULL + 1;
    int nplayers = 2 + (int)(seed % (uint64_t)((mode->max_players ? mode->max_players : 6) - 1));
    cit_setup su;
    mode_setup(mode, seed, nplayers, &su);
    cit_session *s = cit_session_new(&su, NULL);
    if (!s) { /* a mode whose options need a module this run's registry lacks */
        CHECK(0, "seed %llu: the set-up of mode %s is refused", (unsigned long long)seed, mode->name);
        return;
    }
    property_game pg = {s, seed, nplayers, 0, &su, scratch, &rs, -1};
    figure_step_game_start();
    FOR_CHECKS(cit_session_game(s), c, game_start) c->game_start(&pg);
    if (mode->game_start) mode->game_start(&pg);
    int events[CIT_MAX_PLAYERS] = {0}, check_turn = (int)(mix(&rs) % 60);
    int save_turn = (int)(mix(&rs) % 70), placements = 0, decisions = 0, last_placer = -1, last_second = 0;
    cit_outcome out;
    while (!cit_game_over(cit_session_game(s))) {
        const cit_game *g = cit_session_game(s);
        FOR_CHECKS(g, c, before_move) c->before_move(&pg);
        int n = cit_game_legal_moves(g, legal, CIT_MAX_MOVES);
        CHECK(n > 0, "no legal move while a tile is in hand");
        if (n <= 0) break;
        int placing = cit_game_pending(g).decision == CIT_DECIDE_PLACE_TILE;
        if (pg.turn == check_turn) every_listed_move_applies(g, scratch, n);
        if (mode->before_move) mode->before_move(&pg);
        if (pg.turn == check_turn && placing) {
            uint32_t occupied;
            for (int i = 0; i < n; i++)
                if (legal[i].spot == CIT_SPOT_NONE && legal[i].arg0 == CIT_BRIDGE_NONE)
                    check_spots(g, scratch, n, legal[i].x, legal[i].y, legal[i].rot, &occupied);
        }
        probe_random_move((cit_game *)g, scratch, &rs);
        cit_move rm;
        uint64_t rseed = mix(&rs);
        CHECK(cit_game_random_move(g, rseed, &rm) == CIT_OK && legal_by_queries(g, &rm),
              "seed %llu: cit_game_random_move gave an illegal move", (unsigned long long)seed);
        /* The random move's placement (uniform over the legal ones) against the
           definition: its spot is free, and apply refuses every occupied one. */
        uint32_t occupied = 0;
        if (placing && rm.arg0 == CIT_BRIDGE_NONE) check_spots(g, scratch, n, rm.x, rm.y, rm.rot, &occupied);
        CHECK(rm.spot == CIT_SPOT_NONE || !(occupied >> rm.spot & 1), "random move on an occupied spot");
        cit_game_copy(scratch, g);
        for (; occupied && cit_game_supply(g, cit_game_pending(g).player); occupied &= occupied - 1) {
            cit_move bad = rm;
            bad.spot = (int8_t)__builtin_ctz(occupied);
            CHECK(cit_game_apply(scratch, &bad, NULL) == (follower_later(g) || on_volcano(g) ? CIT_ERR_BAD_SPOT : CIT_ERR_SPOT_OCCUPIED),
                  "apply took an occupied spot");
        }
        /* The playout step plays that very move, as apply would. */
        cit_game_copy(scratch, g);
        cit_move played;
        CHECK(cit_game_play_random(scratch, rseed, &played) == CIT_OK && !memcmp(&played, &rm, sizeof rm),
              "cit_game_play_random drew another move");
        uint64_t stepped = cit_game_hash(scratch);
        cit_game_copy(scratch, g);
        CHECK(cit_game_apply(scratch, &rm, NULL) == CIT_OK && cit_game_hash(scratch) == stepped,
              "seed %llu: cit_game_play_random left another state than apply (decision %s)", (unsigned long long)seed,
              cit_decision_name(cit_game_pending(g).decision));
        cit_pending pd = cit_game_pending(g);
        decisions += pd.decision != CIT_DECIDE_PLACE_TILE;
        if (pd.decision == CIT_DECIDE_PLACE_TILE) check_turn_order(&pg, &pd, &placements, &last_placer, &last_second);
        cit_move m = legal[mix(&rs) % (uint64_t)n];
        /* Uniform moves put followers on fields until none are left, so games with
           modules would hardly ever reach their decisions: most farmers are left out
           (but where the mode keeps them). */
        int keep_farmers = mode->keep_farmers || (mode->choose && mode->choose(&pg, &m));
        if (!keep_farmers && m.type == CIT_MOVE_PLACE && m.spot != CIT_SPOT_NONE &&
            m.spot < cit_game_tileset(g)->tiles[m.tile].nfeat &&
            cit_game_tileset(g)->tiles[m.tile].feat[m.spot].kind == CIT_FEAT_FIELD && mix(&rs) % 8)
            m.spot = CIT_SPOT_NONE;
        pg.asked = cit_game_pending(g).player; /* who answers this move */
        cit_status st = cit_session_apply(s, &m, &out);
        CHECK(st == CIT_OK, "apply of a listed move failed: %s", cit_status_str(st));
        CHECK(out.dropped == 0, "events dropped");
        check_events(&pg, &out, events);
        check_after_move(&pg, mode, &m, &out);
        if (pg.turn == save_turn) check_save_load(s);
        if (mode->undo_replay && pg.turn % 16 == 5) check_undo_replay(s, seed);
        check_figure_step(&pd, &m, &out, pg.turn, seed);
        pg.turn++;
    }
    const cit_game *g = cit_session_game(s);
    for (int p = 0; p < nplayers; p++) {
        CHECK(cit_game_score(g, p) == events[p], "seed %llu player %d: score %d, events %d",
              (unsigned long long)seed, p, cit_game_score(g, p), events[p]);
        int sum = 0;
        for (int c = 0; c < CIT_CAT_COUNT; c++) sum += cit_game_score_in(g, p, (cit_score_category)c);
        CHECK(sum == cit_game_score(g, p), "categories do not add up");
    }
    FOR_CHECKS(g, c, game_end) c->game_end(&pg);
    check_save_load(s);
    cit_session_free(s);
    module_decisions += decisions;
}

/* The mode named by `flag` ("--NAME"; NULL: the base game), or NULL. */
static const property_mode *mode_named(const char *flag) {
    if (!flag) return property_base.modes[0];
    if (strncmp(flag, "--", 2)) return NULL;
    for (int i = 0; i < property_nmodules; i++)
        for (int k = 0; k < property_modules[i]->nmodes; k++)
            if (!strcmp(property_modules[i]->modes[k]->name, flag + 2)) return property_modules[i]->modes[k];
    return NULL;
}

int main(int argc, char **argv) {
    if (argc == 2 && !strcmp(argv[1], "--golden")) {
        property_golden(stdout);
        return 0;
    }
    if (argc == 3 && !strcmp(argv[1], "--check")) return property_check_golden(argv[2]);
    const property_mode *mode = mode_named(argc > 2 ? argv[1] : NULL);
    if (!mode) {
        fprintf(stderr, "property: no mode %s; the modes:", argv[1]);
        for (int i = 0; i < property_nmodules; i++)
            for (int k = 0; k < property_modules[i]->nmodes; k++)
                if (property_modules[i]->modes[k]->name[0]) fprintf(stderr, " --%s", property_modules[i]->modes[k]->name);
        fprintf(stderr, "\n");
        return 2;
    }
    int base = mode == property_base.modes[0];
    int games = argc > 1 ? atoi(argv[1 + !base]) : 10000;
    cit_game *scratch = malloc(cit_game_size());
    int failed_games = 0;
    for (int i = 0; i < games; i++) {
        int before = failures;
        play_one((uint64_t)i + 1, scratch, mode);
        if (failures != before) failed_games++;
    }
    free(scratch);
    if (mode->summary) failed_games += mode->summary(games);
    failed_games += figure_step_summary(games, mode->figure_totals);
    if (!base) fprintf(stderr, "property: at most %d decisions queued at once (room for %d)\n", deepest_queue,
                       MAX_QUEUE - 1);
    printf("property%s%s: %d passed, %d failed (%ld placements checked against placing the tile, %ld "
           "discards against the placement rule)\n", base ? "" : "-", mode->name, games - failed_games, failed_games,
           placements_checked, discards_checked);
    return failed_games ? 1 : 0;
}

/* ---- the core's own mode: the base game ---------------------------------------------- */

static const property_mode base_mode = {.name = "", .keep_farmers = 1};
static const property_mode *const base_modes[] = {&base_mode};
const property_module property_base = {base_modes, 1, NULL};
