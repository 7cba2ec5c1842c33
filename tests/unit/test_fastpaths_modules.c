/*
 * The modules' fast paths checked against the rules they shortcut, as test_fastpaths.c
 * does for the core's: The City's wall listing against the completion search, and the
 * Big Box's (a part's owner count, the abbey's hole, the playout's answers, the Tower's
 * reach, the portal's sampled listing, the fairy's drawn answer), the hands' kept counts
 * and the Count's quarters' filter against the lists, walks and records they stand for.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "rules.h"
#include "turn.h"
#include "modules/abbey/mod_abbey.h" /* white-box: the hole's and the figures' looks */
#include "modules/bazaar/bazaar.h"
#include "modules/bridges/bridges.h"
#include "modules/castles/castles.h"
#include "modules/city/city_wall.h"
#include "modules/count/mod_count.h" /* white-box: the quarters' filter */
#include "modules/dragon/mod_dragon.h" /* white-box: the portal's listing by the rule */
#include "modules/halflings/halflings.h"
#include "modules/inns/inns.h"
#include "modules/river/mod_river.h" /* white-box: the turned river sides */
#include "modules/tower/mod_tower.h" /* white-box: the capture listing and its shortcuts */
#include "modules/traders/mod_traders.h" /* white-box: the figure question's look */
#include "unit.h"
#include "fastpaths.h"

/* ---- The City's wall: the walk over the town against the completion search ---------- */

/* Random City games (CIT_WALL_GAMES of them, default 150; `make wall-soak` runs 10,000):
   at every wall decision, every edge at either end a piece may take by its own rules is
   judged by the listing's walk (one picture of the town for all of them, as the
   listing does, the piece's own rules read off that picture as off the board), by
   city_wall_can_close (a picture of its own) and by the completion search
   (city_wall_can_close_plain), which must all agree; at every gate
   decision, every tile side is judged over the town with the closed walls found so far
   (as the listing does), over a town of its own and by the search; and a playout's wall piece is
   one the legal list has. */
static int wall_games(void) {
    const char *s = getenv("CIT_WALL_GAMES");
    long n = s ? strtol(s, NULL, 10) : 0;
    return n > 0 && n <= 1000000 ? (int)n : 150;
}

/* Every edge at either end of the wall (every side of the four cells round the corner
   that runs from the head or to the tail) asked three ways; and the listing's pieces
   are those that may lie and close, in this order (the head's, then the tail's, cell by
   cell; the piece from the head to the tail once, at the head), each with its watchman
   after it when one may go. */
static void check_wall_pieces(const cit_game *g, int *checked, int *legal) {
    const city_state *c = city_of(g);
    int b[4];
    tile_bounds(g, b);
    city_town town;
    city_town_init(&town, g, 0);
    cit_move listed[64];
    int nlisted = cit_game_legal_moves(g, listed, 64), at = 0;
    assert_true(nlisted <= 64);
    static const int8_t cells[4][2] = {{0, 0}, {-1, 0}, {-1, -1}, {0, -1}};
    for (int end = 0; end < 2; end++)
        for (int k = 0; k < 4; k++)
            for (int s = 0; s < 4; s++) {
                int cx = end ? c->ax : c->bx, cy = end ? c->ay : c->by;
                int x = cx + cells[k][0], y = cy + cells[k][1], x0, y0, x1, y1;
                city_edge_corners(x, y, s, &x0, &y0, &x1, &y1);
                int starts = end ? x1 == cx && y1 == cy : x0 == cx && y0 == cy;
                /* the piece's own rules read off the listing's picture, as off the board */
                assert_int_equal(city_town_may_lie(&town, b, x, y, s), city_piece_may_lie(g, b, x, y, s));
                if (!starts || !city_piece_may_lie(g, b, x, y, s)) continue;
                int want = city_wall_can_close_plain(g, x, y, s, 0);
                assert_int_equal(city_town_can_close(&town, x, y, s, NULL, NULL), want);
                assert_int_equal(city_wall_can_close(g, x, y, s, 0), want);
                (*checked)++;
                *legal += want;
                if (!want || (end && x0 == c->bx && y0 == c->by)) continue;
                for (int watchman = 0; watchman < 2 && at < nlisted; watchman++) {
                    const cit_move *m = &listed[at];
                    if (m->x != x || m->y != y || m->arg0 != s || m->arg1 != watchman) break;
                    at++;
                }
                assert_true(at > 0 && listed[at - 1].x == x && listed[at - 1].y == y && listed[at - 1].arg0 == s);
            }
    assert_int_equal(at, nlisted);
}

static void check_gates(const cit_game *g, int *checked, int *legal) {
    int b[4];
    tile_bounds(g, b);
    city_town town, alone;
    city_town_init(&town, g, 1);
    for (int i = 0; i < g->npieces; i++)
        for (int side = 0; side < 4; side++) {
            int x = g->pieces[i].x, y = g->pieces[i].y;
            int want = city_gate_fits(g, b, NULL, x, y, side);
            /* the listing's way (the closed walls found so far kept) and an edge alone */
            assert_int_equal(city_gate_fits(g, b, &town, x, y, side), want);
            city_town_init(&alone, g, 1);
            assert_int_equal(city_gate_fits(g, b, &alone, x, y, side), want);
            (*checked)++;
            *legal += want;
        }
}

static void city_wall_walk_matches_the_search(void **state) {
    (void)state;
    int games = wall_games(), pieces = 0, legal_pieces = 0, gates = 0, legal_gates = 0, playouts = 0;
    for (int seed = 1; seed <= games; seed++) {
        cit_setup s;
        cit_setup_default(&s, 2 + seed % 3, (uint64_t)seed);
        s.mode = (uint8_t)cit_mode_find("city", 4);
        cit_game *g = cit_game_new(&s, NULL, 0, NULL);
        assert_non_null(g);
        for (int guard = 0; guard < 2000 && !cit_game_over(g); guard++) {
            int decision = cit_game_pending(g).decision;
            if (decision == CIT_DECIDE_CITY_WALL) {
                check_wall_pieces(g, &pieces, &legal_pieces);
                /* the playout's piece (edges tried one by one) is one the legal list has */
                cit_move pm, ms[32];
                uint64_t rng = (uint64_t)seed * 31 + (uint64_t)guard;
                if (cit_game_playout_move(g, &rng, &pm) == CIT_OK) {
                    int n = cit_game_legal_moves(g, ms, 32), found = 0;
                    for (int i = 0; i < n && i < 32; i++) found |= !memcmp(&ms[i], &pm, sizeof pm);
                    assert_true(found);
                    playouts++;
                }
            }
            if (decision == CIT_DECIDE_CITY_GATE) check_gates(g, &gates, &legal_gates);
            cit_move m;
            if (cit_game_play_random(g, (uint64_t)seed * 7919 + (uint64_t)guard, &m) != CIT_OK) break;
        }
        cit_game_free(g);
    }
    print_message("city wall: %d games, %d pieces (%d legal), %d gate edges (%d legal)\n", games, pieces,
                  legal_pieces, gates, legal_gates);
    /* both answers occur (150 games on 27 Nov 2026: 2,800 pieces, 9,800 gate edges) */
    assert_true(pieces > games * 10 && legal_pieces < pieces && legal_pieces > pieces / 2);
    assert_true(gates > games * 30 && legal_gates < gates && legal_gates > gates / 10);
    assert_true(playouts > games);
}

/* The wall's completion taken in the clockwise order alone (right before straight
   before left among the shortest) against the rule as it reads, the least area asked at
   every step (docs/rules-decisions.md, The City 15: the least-area path is the innermost
   one, which the clockwise order finds): in random City games at every wall decision,
   and at every gate decision with the gate imagined on the first edge that takes it (as
   the end does when no wall was built), each relaxation of the rules (`touching` 0-3;
   the two that need not go round the gate's tile take the areas themselves) lays the
   same pieces or none both ways (`make wall-soak`: 10,000 games). */
static void completion_pair(const cit_game *g, const int8_t *vgate, int *paths) {
    for (int touching = 0; touching < 4; touching++) {
        int8_t a[CITY_MAX_COMPLETION][3], b[CITY_MAX_COMPLETION][3];
        int na = city_wall_completion(g, a, CITY_MAX_COMPLETION, touching, vgate);
        int nb = city_wall_completion_by_area(g, b, CITY_MAX_COMPLETION, touching, vgate);
        assert_int_equal(na, nb);
        if (na > 0) assert_memory_equal(a, b, (size_t)na * sizeof a[0]);
        *paths += na > 0;
    }
}

static void city_completion_clockwise_is_least_area(void **state) {
    (void)state;
    int games = wall_games(), paths = 0;
    for (int seed = 1; seed <= games; seed++) {
        cit_setup s;
        cit_setup_default(&s, 2 + seed % 3, (uint64_t)seed * 7907);
        s.mode = (uint8_t)cit_mode_find("city", 4);
        cit_game *g = cit_game_new(&s, NULL, 0, NULL);
        assert_non_null(g);
        for (int guard = 0; guard < 2000 && !cit_game_over(g); guard++) {
            int decision = cit_game_pending(g).decision;
            if (decision == CIT_DECIDE_CITY_WALL) completion_pair(g, NULL, &paths);
            if (decision == CIT_DECIDE_CITY_GATE) {
                cit_move gates[1];
                assert_int_equal(cit_game_legal_moves(g, gates, 1) > 0, 1);
                cit_game *v = cit_game_clone(g);
                city_state *c = city_of(v);
                int x0, y0, x1, y1;
                city_edge_corners(gates[0].x, gates[0].y, gates[0].arg0, &x0, &y0, &x1, &y1);
                c->ax = (int8_t)x0, c->ay = (int8_t)y0, c->bx = (int8_t)x1, c->by = (int8_t)y1;
                const int8_t gate[3] = {gates[0].x, gates[0].y, (int8_t)gates[0].arg0};
                completion_pair(v, gate, &paths);
                cit_game_free(v);
            }
            cit_move m;
            if (cit_game_play_random(g, (uint64_t)seed * 6151 + (uint64_t)guard, &m) != CIT_OK) break;
        }
        cit_game_free(g);
    }
    print_message("city completion: %d games, %d paths laid both ways\n", games, paths);
    assert_true(paths > games * 10);
}

/* The wall decision's answers the state keeps (worked out once when the step is queued,
   read by the listing, the check and the playout) against the board: in random City
   games of 2-4 players, answered by uniform play and by the playout in turn, at every
   turn the answers kept for the board as it is equal the ones worked out from it anew,
   and at every wall or gate decision they are kept. */
static void city_kept_answers_match_the_board(void **state) {
    (void)state;
    int games = 2 * wall_games(), turns = 0, pieces = 0, gates = 0;
    for (int seed = 1; seed <= games; seed++) {
        cit_setup s;
        cit_setup_default(&s, 2 + seed % 3, (uint64_t)seed * 104729);
        s.mode = (uint8_t)cit_mode_find("city", 4);
        cit_game *g = cit_game_new(&s, NULL, 0, NULL);
        assert_non_null(g);
        uint64_t rng = (uint64_t)seed;
        for (int guard = 0; guard < 2000 && !cit_game_over(g); guard++) {
            const city_state *c = city_of(g);
            int decision = cit_game_pending(g).decision, now = c->kept_tiles == g->npieces && c->kept_walls == g->nwalls;
            if (decision == CIT_DECIDE_CITY_WALL) assert_true(now && c->kept_kind == CITY_KEPT_PIECES);
            if (decision == CIT_DECIDE_CITY_GATE) assert_true(now && c->kept_kind == CITY_KEPT_GATES);
            if (now && c->kept_kind == CITY_KEPT_PIECES) {
                assert_int_equal(c->kept_ends, city_fresh_ends(g));
                assert_int_equal(c->kept_may, city_fresh_may(g));
                assert_int_equal(c->kept_ends & ~c->kept_may, 0);
                pieces++;
            }
            if (now && c->kept_kind == CITY_KEPT_GATES) {
                uint8_t bits[CITY_KEPT_TILES / 2];
                assert_true(city_fresh_gates(g, bits) >= 0);
                assert_memory_equal(bits, c->kept_gates, sizeof bits);
                gates++;
            }
            turns++;
            cit_move m;
            cit_status st = seed % 2 ? cit_game_play_random(g, (uint64_t)seed * 7919 + (uint64_t)guard, &m)
                                     : cit_game_play_playout(g, &rng, &m);
            if (st != CIT_OK) break;
        }
        assert_true(cit_game_over(g));
        cit_game_free(g);
    }
    print_message("city kept answers: %d games, %d turns, %d piece steps, %d gate steps\n", games, turns, pieces, gates);
    assert_true(pieces > games * 3 && gates > games / 2);
}


/* ---- a part's owner and the follower list ------------------------------------------- */

/* A part has an owner exactly while the follower list holds it (every way a follower
   comes or goes keeps the two together), so the big follower's part is asked by its
   owner alone (mod_inns.c, big_node); and g->owned[p] counts the parts p owns (the
   fairy's count, mod_dragon.c). Each part's owner against a look along the list, the
   counts against the nodes, and the answers kept on the owner counts (owners_looked,
   open_answer) against working them out. */
static long check_owners(const cit_game *g) {
    int owned[CIT_MAX_PLAYERS] = {0};
    long n_owned = 0;
    for (uint16_t n = 0; n < g->nnodes; n++) {
        assert_int_equal(g->nodes[n].owner != 0, followers_any_on(g, n));
        if (g->nodes[n].owner) owned[g->nodes[n].owner - 1]++, n_owned++;
    }
    for (int p = 0; p < CIT_MAX_PLAYERS; p++) assert_int_equal(g->owned[p], owned[p]);
    /* no owner cleared since Abbey & Mayor's last look (wagon.c abbey_figures_sync): each
       of its figures on a part stands on one its owner owns, so the look may be skipped */
    for (int id = CIT_MODULE_INNS; id <= CIT_MODULE_ABBEY; id += CIT_MODULE_ABBEY - CIT_MODULE_INNS)
        if (g->owners_looked[id] == g->owner_clears)
            for (int i = 0; i < g->module_nfig[id]; i++) {
                const fig_record *f = &g->figures[g->module_fig0[id] + i];
                if (f->where == FIG_PART) assert_int_equal(g->nodes[f->at].owner, f->owner + 1);
            }
    /* turn_figure_open, kept by apply_place while no part gets or loses an owner, for the
       pieces it kept it for and their neighbours in the list */
    for (int pi = g->npieces > 3 ? g->npieces - 3 : 0; pi < g->npieces; pi++)
        assert_int_equal(turn_figure_open(g, pi), turn_figure_open_plain(g, pi));
    return n_owned;
}


/* At every step of random games of every kind (the classic ones, and the Big Box's with
   the dragon eating, the princess, the portal and the towers' captures). */
static void owner_matches_the_follower_list(void **state) {
    (void)state;
    long owned = 0;
    for (int kind = 0; kind < KINDS + 4; kind++)
        for (uint64_t seed = 1; seed <= 4; seed++) {
            cit_game *g = kind < KINDS ? kind_game(kind, seed, 53) : bigbox_game(kind - KINDS, seed);
            for (int step = 0; step < 6000 && !cit_game_over(g); step++) {
                owned += check_owners(g);
                assert_int_equal(cit_game_play_random(g, seed * 104729u + (uint64_t)step, NULL), CIT_OK);
            }
            cit_game_free(g);
        }
    assert_true(owned > 50000); /* 109,922 owned parts seen in the classic kinds on 27 Nov 2026 */
}

/* ---- the abbey's hole: the frontier's key against the four neighbours ----------------- */

/* The rule as RULES.md §11 states it, read from the board: an empty cell in the frontier
   (not closed by a wall) whose four neighbours each hold a tile showing it an edge. */
static int hole_by_neighbours(const cit_game *g, int x, int y) {
    if (cell_frontier_slot(g, x, y) < 0) return 0;
    for (int d = 0; d < 4; d++) {
        int nx = x + dir_dx[d], ny = y + dir_dy[d];
        if (!cell_piece_at(g, nx, ny) || !board_edge_facing(g, nx, ny, (d + 2) & 3)) return 0;
    }
    return 1;
}

/* At every step of random games with the abbey (alone, with Halflings' triangles, the
   Count's City of Carcassonne, Bridges' bridges that rewrite a key, and the whole Big
   Box), every frontier cell and every cell beside it: cit_game_abbey_hole (the key)
   against the neighbours. */
static void abbey_hole_matches_the_neighbours(void **state) {
    (void)state;
    long seen = 0;
    for (int kind = 0; kind < 5; kind++)
        for (uint64_t seed = 1; seed <= 6; seed++) {
            cit_setup s;
            cit_setup_default(&s, 2 + (int)(seed % 4), seed * 613u + (uint64_t)kind);
            s.opt.v[CIT_OPT_ABBEY] = 1;
            if (kind == 1) s.opt.v[CIT_OPT_HALFLINGS] = 1;
            if (kind == 2) s.opt.v[CIT_OPT_COUNT] = 1;
            if (kind == 3) s.opt.v[CIT_OPT_BRIDGES] = s.opt.v[CIT_OPT_CASTLES] = s.opt.v[CIT_OPT_BAZAAR] = 1;
            if (kind == 4) {
                s.opt.v[CIT_OPT_RIVER] = s.opt.v[CIT_OPT_INNS] = s.opt.v[CIT_OPT_BIG_FOLLOWER] = 1;
                s.opt.v[CIT_OPT_TRADERS] = s.opt.v[CIT_OPT_BUILDER] = s.opt.v[CIT_OPT_PIG] = 1;
                s.opt.v[CIT_OPT_TOWER] = s.opt.v[CIT_OPT_DRAGON] = 1;
                s.opt.v[CIT_OPT_MAYOR] = s.opt.v[CIT_OPT_WAGON] = s.opt.v[CIT_OPT_BARN] = 1;
            }
            cit_game *g = cit_game_new(&s, NULL, 0, NULL);
            assert_non_null(g);
            for (int step = 0; step < 4000 && !cit_game_over(g); step++) {
                for (int i = 0; i < g->nfrontier; i++)
                    for (int d = -1; d < 4; d++) {
                        int x = g->frontier[i].x + (d < 0 ? 0 : dir_dx[d]);
                        int y = g->frontier[i].y + (d < 0 ? 0 : dir_dy[d]);
                        int hole = hole_by_neighbours(g, x, y);
                        assert_int_equal(cit_game_abbey_hole(g, x, y), hole);
                        seen += hole;
                    }
                assert_int_equal(cit_game_play_random(g, seed * 7919u + (uint64_t)step, NULL), CIT_OK);
            }
            cit_game_free(g);
        }
    assert_true(seen > 5000); /* 18,173 hole sightings on 27 Nov 2026 */
}

/* ---- the Big Box's playout path ------------------------------------------------------- */

/* A Big Box game: 0 The Tower, 1 the Princess & the Dragon, 2 Abbey & Mayor (abbey, mayor,
   wagon, barn), 3 the whole box (with the River, Inns & Cathedrals, Traders & Builders). */
cit_game *bigbox_game(int kind, uint64_t seed) {
    cit_setup s;
    cit_setup_default(&s, 2 + (int)(seed % 3), seed * 7717u + (uint64_t)kind);
    if (kind == 0 || kind == 3) s.opt.v[CIT_OPT_TOWER] = 1;
    if (kind == 1 || kind == 3) s.opt.v[CIT_OPT_DRAGON] = 1;
    if (kind == 2 || kind == 3)
        s.opt.v[CIT_OPT_ABBEY] = s.opt.v[CIT_OPT_MAYOR] = s.opt.v[CIT_OPT_WAGON] = s.opt.v[CIT_OPT_BARN] = 1;
    if (kind == 3) {
        s.opt.v[CIT_OPT_RIVER] = s.opt.v[CIT_OPT_INNS] = s.opt.v[CIT_OPT_BIG_FOLLOWER] = 1;
        s.opt.v[CIT_OPT_TRADERS] = s.opt.v[CIT_OPT_BUILDER] = s.opt.v[CIT_OPT_PIG] = 1;
    }
    cit_game *g = cit_game_new(&s, NULL, 0, NULL);
    assert_non_null(g);
    return g;
}

/* In Big Box games played the computer players' way, at every decision with a module's
   own playout answer: cit_game_play_playout (the answer applied unchecked) leaves the game
   and the stream as cit_game_playout_move and a checked cit_game_apply. */
static void playout_answers_apply_unchecked(void **state) {
    (void)state;
    long answers = 0;
    for (int kind = 0; kind < 4; kind++)
        for (uint64_t seed = 1; seed <= 4; seed++) {
            cit_game *g = bigbox_game(kind, seed);
            uint64_t rng = seed * 0x9E3779B97F4A7C15ULL;
            for (int guard = 0; guard < 6000 && !cit_game_over(g); guard++) {
                if (!(cit_game_pending(g).flags & CIT_PENDING_PLAYOUT)) {
                    assert_int_equal(cit_game_play_random(g, seed * 131u + (uint64_t)guard, NULL), CIT_OK);
                    continue;
                }
                cit_game *checked = cit_game_clone(g);
                assert_non_null(checked);
                uint64_t r1 = rng;
                cit_move m, pm;
                assert_int_equal(cit_game_playout_move(checked, &r1, &m), CIT_OK);
                assert_int_equal(cit_game_apply(checked, &m, NULL), CIT_OK);
                assert_int_equal(cit_game_play_playout(g, &rng, &pm), CIT_OK);
                assert_memory_equal(&m, &pm, sizeof m);
                assert_true(r1 == rng);
                assert_true(cit_game_hash(g) == cit_game_hash(checked));
                cit_game_free(checked);
                answers++;
            }
            assert_true(cit_game_over(g));
            cit_game_free(g);
        }
    print_message("playout answers: %ld applied unchecked\n", answers);
    assert_true(answers > 1000); /* 2,010 on 28 Nov 2026 */
}

/* ---- hands: the kept count against the held tiles -------------------------------------- */

static void check_hand_counts(const cit_game *g) {
    for (int p = 0; p < CIT_MAX_PLAYERS; p++) {
        int n = 0;
        for (int i = 0; i < g->nheld; i++) n += g->held_by[i] == p;
        assert_int_equal(g->hand_count[p], n);
    }
}

/* Halflings games (dealt and drafted) and games of every classic expansion, played
   uniformly and the computer players' way by turns: after every move each player's kept
   hand count (g->hand_count, place.c) is the count of the tiles held_by them, and so it is
   in a copy re-dealt for an observer (cit_game_shuffle_unseen) and in the search's copy. */
static void hand_count_matches_the_held_tiles(void **state) {
    (void)state;
    long moves = 0, held = 0, redeals = 0;
    cit_game *scratch = calloc(1, cit_game_size());
    assert_non_null(scratch);
    for (uint64_t seed = 1; seed <= 24; seed++) {
        cit_game *g;
        if (seed % 3 == 0) { /* drafted */
            cit_setup su;
            cit_setup_default(&su, 2 + (int)(seed % 5), seed);
            su.opt.v[CIT_OPT_HALFLINGS] = su.opt.v[CIT_OPT_HALFLINGS_DRAFT] = 1;
            g = cit_game_new(&su, NULL, 0, NULL);
        } else {
            g = kind_game(seed % 3 == 1 ? 3 : 9, seed, 7919);
        }
        assert_non_null(g);
        uint64_t rng = seed * 0x9E3779B97F4A7C15ULL;
        int computer = seed % 2 == 0;
        check_hand_counts(g);
        for (int guard = 0; guard < 3000 && !cit_game_over(g); guard++) {
            cit_move m;
            if (computer && (cit_game_pending(g).flags & CIT_PENDING_PLAYOUT)) {
                assert_int_equal(cit_game_play_playout(g, &rng, &m), CIT_OK);
            } else {
                assert_int_equal(cit_game_random_move(g, seed * 7u + (uint64_t)guard, &m), CIT_OK);
                assert_int_equal(cit_game_apply(g, &m, NULL), CIT_OK);
            }
            check_hand_counts(g);
            moves++;
            held += g->hand_count[cit_game_pending(g).player % CIT_MAX_PLAYERS] != 0;
            if (guard % 8 == 0) {
                cit_game_copy_used(scratch, g);
                check_hand_counts(scratch);
                cit_game_shuffle_unseen(scratch, (int)(seed + (uint64_t)guard) % g->nplayers, seed + (uint64_t)guard);
                check_hand_counts(scratch);
                redeals++;
            }
        }
        assert_true(cit_game_over(g));
        cit_game_free(g);
    }
    free(scratch);
    print_message("hand counts: %ld moves (%ld with a hand to move), %ld re-dealt copies\n", moves, held, redeals);
    assert_true(held > 1000 && redeals > 500);
}

/* Whether the listed capture answer m takes a follower not p's (the playout's test). */
static int listed_takes_other(const cit_game *g, int p, const cit_move *m) {
    if (m->arg0 == CIT_CAPTURE_TOP) { /* the public query's owner of the top */
        cit_tower t[TOWER_MAX];
        int n = cit_game_towers(g, t, TOWER_MAX);
        for (int i = 0; i < n && i < TOWER_MAX; i++)
            if (t[i].x == m->x && t[i].y == m->y) return t[i].top != p + 1;
        return 0;
    }
    int pi = cell_part_at(g, m->x, m->y, m->rot) - 1;
    return g->nodes[g->pieces[pi].node0 + m->spot].owner != p + 1;
}

/* At every decision of Big Box games whose module has legal_sampled (the portal's): its
   answers are legal's first ones and its count legal's, or past cap when legal's is, for
   a cap of turn_random_move's and smaller ones; and legal's portal answers are the rule's,
   part by part (dragon_portal_listing_plain). */
static void sampled_listing_matches_legal(void **state) {
    (void)state;
    long asked = 0, wide = 0, portals = 0;
    for (int kind = 1; kind < 4; kind += 2)
        for (uint64_t seed = 1; seed <= 24; seed++) {
            cit_game *g = bigbox_game(kind, seed);
            for (int guard = 0; guard < 6000 && !cit_game_over(g); guard++) {
                const rules_module *m = g->nqueue ? rules_module_get(g->queue[0].module) : NULL;
                if (m && m->legal_sampled) {
                    static cit_move all[MAX_NODES * 4], some[TURN_SAMPLED_ANSWERS];
                    int n = m->legal(g, &g->queue[0], all, MAX_NODES * 4);
                    assert_true(n <= MAX_NODES * 4);
                    if (g->queue[0].decision == CIT_DECIDE_PORTAL) { /* the listing's shortcuts */
                        static cit_move plain[MAX_NODES * 4];
                        assert_int_equal(dragon_portal_listing_plain(g, g->queue[0].player, plain, MAX_NODES * 4), n);
                        assert_memory_equal(plain, all, sizeof all[0] * (size_t)n);
                        portals++;
                    }
                    for (int cap = 1; cap <= TURN_SAMPLED_ANSWERS; cap = cap < 4 ? cap + 1 : cap * 4) {
                        int k = m->legal_sampled(g, &g->queue[0], some, cap);
                        if (n <= cap) assert_int_equal(k, n);
                        else assert_true(k > cap && k <= n);
                        assert_memory_equal(some, all, sizeof all[0] * (size_t)(k < cap ? k : cap));
                    }
                    asked++;
                    wide += n > TURN_SAMPLED_ANSWERS;
                }
                assert_int_equal(cit_game_play_random(g, seed * 1811u + (uint64_t)guard, NULL), CIT_OK);
            }
            cit_game_free(g);
        }
    print_message("sampled listings: %ld decisions (%ld portals), %ld wider than a sample\n", asked, portals, wide);
    assert_true(asked > 100 && wide > 10 && portals > 50); /* 73 portals on 29 Nov 2026 */
}

/* At every decision of Big Box games whose module has random_answer (the fairy's), for
   several seeds: the answer is the one turn_random_move would draw from legal's list. */
static void random_answer_matches_the_list(void **state) {
    (void)state;
    long answered = 0, parts = 0;
    for (int kind = 1; kind < 4; kind += 2)
        for (uint64_t seed = 1; seed <= 24; seed++) {
            cit_game *g = bigbox_game(kind, seed);
            for (int guard = 0; guard < 6000 && !cit_game_over(g); guard++) {
                const rules_module *m = g->nqueue ? rules_module_get(g->queue[0].module) : NULL;
                for (uint64_t s = 0; m && m->random_answer && s < 8; s++) {
                    cit_move all[TURN_SAMPLED_ANSWERS], got;
                    uint64_t draw = seed * 7919u + s * 104729u + (uint64_t)guard, st = draw;
                    if (!m->random_answer(g, &g->queue[0], draw, &got)) break;
                    int n = m->legal(g, &g->queue[0], all, TURN_SAMPLED_ANSWERS);
                    assert_true(n >= 1 && n <= TURN_SAMPLED_ANSWERS);
                    assert_memory_equal(&got, &all[splitmix_below(&st, (uint32_t)n)], sizeof got);
                    answered++;
                    parts += got.arg0 != 0;
                }
                assert_int_equal(cit_game_play_random(g, seed * 1811u + (uint64_t)guard, NULL), CIT_OK);
            }
            cit_game_free(g);
        }
    print_message("random answers: %ld drawn, %ld beside a follower\n", answered, parts);
    assert_true(answered > 1000 && parts > answered / 4);
}

/* ---- the looks after a placement and the rested hooks (issue 87) ---------------------- */

/* Whether a feature of a kind in `kinds` of piece pi is free, feature by feature. */
static int free_kinds_plain(const cit_game *g, int pi, unsigned kinds) {
    const piece *q = &g->pieces[pi];
    for (int f = 0; f < q->nfeat; f++)
        if ((kinds >> g->nodes[q->node0 + f].kind & 1) && figure_part_free(g, pi, f)) return 1;
    return 0;
}

/* A hook a module rested (rules.h turn_hook_rest) has nothing to do: woken on a copy and
   run there, it changes nothing the hash reads, queues nothing and owes no second part. */
static int check_rested(const cit_game *g, int hook) {
    int rested = 0;
    FOR_MODULES(g->modules, m) {
        int has = hook == TURN_HOOK_TURN_END ? m->turn_end != NULL : m->turn_start != NULL;
        if (!has || !turn_hook_resting(g, hook, m->id)) continue;
        cit_game *c = cit_game_clone(g);
        assert_non_null(c);
        turn_hook_rest(c, hook, m->id, 0);
        emitter e = {c, NULL};
        if (hook == TURN_HOOK_TURN_END) m->turn_end(c, &e);
        else assert_int_equal(m->turn_start(c, &e), 0);
        assert_true(cit_game_hash(c) == cit_game_hash(g));
        assert_int_equal(c->nqueue, g->nqueue);
        assert_int_equal(c->again, g->again);
        cit_game_free(c);
        rested++;
    }
    return rested;
}

/* At every step of random games of the Big Box's kinds and the classic kinds with the
   River or Traders & Builders: the abbey's hole test eight keys to a word against key by key;
   for the piece laid last, Traders & Builders' figure look (the tile's kind masks, the
   root inline) against every figure and feature, and Abbey & Mayor's free part of the
   mayor's and the wagon's kinds against every feature; every rested turn_start and
   turn_end hook against running it; and the River's sides turned from the unturned ones
   against the turned ports, for every river tile. */
static void looks_match_the_rules(void **state) {
    (void)state;
    long holes = 0, looks = 0, rested = 0, tower_rests = 0;
    for (int kind = 0; kind < 7; kind++)
        for (uint64_t seed = 1; seed <= 4; seed++) {
            static const int classic[3] = {5, 7, 9}; /* the River, Traders & Builders, every one */
            cit_game *g = kind < 4 ? bigbox_game(kind, seed) : kind_game(classic[kind - 4], seed, 977);
            for (int step = 0; step < 6000 && !cit_game_over(g); step++) {
                assert_int_equal(abbey_any_hole(g), abbey_any_hole_plain(g));
                holes += abbey_any_hole_plain(g);
                int pi = g->npieces - 1;
                for (int p = 0; p < g->nplayers && (g->modules >> CIT_MODULE_TRADERS & 1); p++)
                    for (int figs = 1; figs < 4; figs++, looks++)
                        assert_int_equal(traders_figure_may_go_any(g, pi, figs, p),
                                         traders_figure_may_go_any_plain(g, pi, figs, p));
                for (int k = 0; k < 2 && (g->modules >> CIT_MODULE_ABBEY & 1); k++, looks++) {
                    unsigned kinds = k ? WAGON_MAY_STAND : MAYOR_MAY_STAND;
                    assert_int_equal(figure_parts_free(g, pi, kinds), free_kinds_plain(g, pi, kinds));
                }
                rested += check_rested(g, TURN_HOOK_TURN_END) + check_rested(g, TURN_HOOK_TURN_START);
                if (tower_running(g) && turn_hook_resting(g, TURN_HOOK_TURN_END, CIT_MODULE_TOWER)) {
                    /* The Tower's ransom rests only while nobody holds a prisoner */
                    for (int c = 0; c < g->nplayers; c++)
                        for (int v = 0; v < g->nplayers; v++) assert_int_equal(cit_game_tower_prisoners(g, c, v, NULL), 0);
                    tower_rests++;
                }
                assert_int_equal(cit_game_play_random(g, seed * 6007u + (uint64_t)step, NULL), CIT_OK);
            }
            if (g->modules >> CIT_MODULE_RIVER & 1)
                for (int t = 0; t < g->cat->ntypes; t++)
                    for (int rot = 0; rot < 4; rot++)
                        assert_int_equal(river_sides_turned(g, t, rot), river_sides_plain(g, t, rot));
            cit_game_free(g);
        }
    print_message("looks: %ld figure looks, %ld positions with a hole, %ld rested hooks run, %ld with the ransom resting\n",
                  looks, holes, rested, tower_rests);
    assert_true(looks > 20000 && holes > 1000 && rested > 3000 && tower_rests > 100); /* 42,683, 4,010, 8,466 and 1,390 on 29 Nov 2026 */
}

/* The dragon on the cell of the piece laid last and on every closed tower's: the top
   eaten (tower_top_eaten, which looks up the towers only on a foundation's cell) exactly
   where the tower list has a closed tower, else nothing changes. Returns the tops eaten. */
static int top_eaten_matches(cit_game *g) {
    const tower_state *t = tower_of(g);
    const piece *last = &g->pieces[g->npieces - 1];
    int i = tower_index(t, last->x, last->y), tops = 0;
    if (i < 0 || !t->closed[i]) {
        uint8_t eaten[CIT_MAX_PLAYERS] = {0};
        uint64_t h = cit_game_hash(g);
        tower_top_eaten(g, last->x, last->y, eaten);
        assert_true(cit_game_hash(g) == h);
        for (int p = 0; p < CIT_MAX_PLAYERS; p++) assert_int_equal(eaten[p], 0);
    }
    for (int u = 0; u < t->ntowers; u++) {
        if (!t->closed[u]) continue;
        cit_game *c = cit_game_clone(g);
        assert_non_null(c);
        uint8_t eaten[CIT_MAX_PLAYERS] = {0};
        int code, owner = tower_top(c, u, &code), sum = 0;
        tower_top_eaten(c, t->x[u], t->y[u], eaten);
        for (int p = 0; p < CIT_MAX_PLAYERS; p++) sum += eaten[p];
        assert_int_equal(sum, 1);
        assert_int_equal(eaten[owner], 1);
        assert_int_equal(tower_of(c)->closed[u], 0);
        cit_game_free(c);
        tops++;
    }
    return tops;
}

/* At every position of Tower games, for every tower, its height and one more, and every
   player: tower_capture_any answers as the capture listing does (an answer besides "none";
   one taking another's follower), tower_capture_others lists the latter in order, and for an open tower so does the step's playout list
   of target cells (tower_others_cells and the range). */
static void tower_reach_matches_the_capture_list(void **state) {
    (void)state;
    long checked = 0, reached = 0, eaten_tops = 0;
    for (int kind = 0; kind < 4; kind += 3)
        for (uint64_t seed = 1; seed <= 4; seed++) {
            cit_game *g = bigbox_game(kind, seed);
            for (int guard = 0; guard < 6000 && !cit_game_over(g); guard++) {
                const tower_state *t = tower_of(g);
                for (int i = 0; i < t->ntowers; i++)
                    for (int h = t->height[i]; h <= t->height[i] + 1; h++)
                        for (int p = 0; p < g->nplayers; p++) {
                            cit_move ms[128];
                            int n = tower_capture_answers(g, i, h, ms, 128), other = 0;
                            assert_true(n <= 128);
                            cit_move others[128];
                            int k_others = tower_capture_others(g, i, h, p, others, 128), o = 0;
                            for (int j = 1; j < n; j++) {
                                if (!listed_takes_other(g, p, &ms[j])) continue;
                                other = 1; /* the playout's list: these, in this order */
                                assert_true(o < k_others && !memcmp(&others[o], &ms[j], sizeof ms[j]));
                                o++;
                            }
                            assert_int_equal(o, k_others);
                            assert_int_equal(tower_capture_any(g, i, h, p, 0), n > 1);
                            assert_int_equal(tower_capture_any(g, i, h, p, 1), other);
                            checked++;
                            reached += other;
                            if (t->closed[i]) continue;
                            int8_t xs[TOWER_TARGETS_MAX], ys[TOWER_TARGETS_MAX];
                            int k = tower_others_cells(g, p, xs, ys, TOWER_TARGETS_MAX), in = 0;
                            for (int j = 0; j < k; j++) in |= tower_in_range(t->x[i], t->y[i], h, xs[j], ys[j]);
                            assert_int_equal(in, other);
                            tower_bits bits; /* the playout's quick "none in range" never misses */
                            tower_bits_make(&bits, xs, ys, k);
                            if (in) assert_true(tower_bits_near(&bits, t->x[i], t->y[i], h));
                        }
                eaten_tops += top_eaten_matches(g);
                assert_int_equal(cit_game_play_random(g, seed * 977u + (uint64_t)guard, NULL), CIT_OK);
            }
            cit_game_free(g);
        }
    print_message("tower reach: %ld checks, %ld reaching another's follower, %ld tops eaten\n", checked, reached,
                  eaten_tops);
    assert_true(checked > 10000 && reached > checked / 50 && eaten_tops > 100);
}

/* tower_bits_near against tower_in_range for random cells anywhere an int8_t reaches (the
   words wrap modulo 16 and 64) and every height a tower may have and more: never a miss,
   and a "no" for most cells out of range (else it would save nothing). */
static uint64_t bits_rng(uint64_t *s) {
    uint64_t z = (*s += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static void tower_bits_never_miss(void **state) {
    (void)state;
    uint64_t rng = 0x5eed;
    long far = 0, said_no = 0;
    for (int round = 0; round < 20000; round++) {
        int8_t xs[8], ys[8];
        int n = 1 + (int)(bits_rng(&rng) % 8);
        for (int j = 0; j < n; j++) xs[j] = (int8_t)bits_rng(&rng), ys[j] = (int8_t)bits_rng(&rng);
        tower_bits bits;
        tower_bits_make(&bits, xs, ys, n);
        for (int probe = 0; probe < 8; probe++) {
            int j = (int)(bits_rng(&rng) % (uint64_t)n), h = (int)(bits_rng(&rng) % 40);
            /* a tower near a target (on its line) or anywhere */
            int x = probe & 1 ? (int8_t)bits_rng(&rng) : xs[j] + (probe & 2 ? (int)(bits_rng(&rng) % 9) - 4 : 0);
            int y = probe & 1 ? (int8_t)bits_rng(&rng) : ys[j] + (probe & 2 ? 0 : (int)(bits_rng(&rng) % 9) - 4);
            int in = 0;
            for (int k = 0; k < n; k++) in |= tower_in_range(x, y, h, xs[k], ys[k]);
            int near = tower_bits_near(&bits, x, y, h);
            if (in) assert_true(near);
            far += !in;
            said_no += !near;
        }
    }
    print_message("tower bits: %ld out of range, %ld answered no\n", far, said_no);
    assert_true(said_no > far / 2);
}

/* ---- the Count's quarters: its per-quarter filter against the records ---------------- */

/* The figures in each quarter (count_state.in, final_wanted's filter) are the records
   the Count keeps there: normal followers and every follower kind, all players. And
   every follower the core counts is somewhere: in supply, on the board, in a quarter
   (`total` each: CIT_FOLLOWERS and the big follower; 0: not asked, in a game where the
   core's list holds mayors and wagons too). */
static int check_count_quarters(const cit_game *g, int total) {
    int n[CIT_QUARTERS] = {0}, kept = 0;
    for (int i = 0; i < g->nfigures; i++) {
        const fig_record *f = &g->figures[i];
        if (f->where != FIG_KEPT || f->keeper != CIT_MODULE_COUNT || f->at >= CIT_QUARTERS) continue;
        n[f->at]++;
        kept++;
    }
    const count_state *c = MODULE_STATE(g, count_state, CIT_MODULE_COUNT);
    for (int q = 0; q < CIT_QUARTERS; q++) assert_int_equal(c->in[q], n[q]);
    if (!total || cit_game_pending(g).decision == CIT_DECIDE_COUNT_DEPLOY) return kept; /* some in the feature */
    for (int p = 0; p < g->nplayers; p++) {
        int on_board = 0, in_city = 0;
        for (int i = 0; i < g->nfollowers; i++) on_board += g->nodes[g->followers[i]].owner == p + 1;
        for (int q = 0; q < CIT_QUARTERS; q++) in_city += cit_game_quarter_followers(g, q, p);
        assert_int_equal(cit_game_supply(g, p) + on_board + in_city, total);
    }
    return kept;
}

/* At every step of random Count games: alone, with Inns & Cathedrals' big follower, with
   Abbey & Mayor's mayor and wagon besides, with the big follower in an older save's move
   order (cit_setup.moves_format 3: CIT_FOLLOWERS + 1 normal records each), and with all of
   them and The Tower, whose prisoners are records it keeps beside the Count's. */
static void count_quarters_match_the_records(void **state) {
    (void)state;
    long kept = 0;
    for (int kind = 0; kind < 5; kind++)
        for (uint64_t seed = 1; seed <= 6; seed++) {
            cit_game *g = NULL;
            if (!kind) {
                g = kind_game(2, seed, 61);
            } else {
                cit_setup s;
                cit_setup_default(&s, 2 + (int)(seed % 5), seed * 7907u);
                s.opt.v[CIT_OPT_COUNT] = s.opt.v[CIT_OPT_INNS] = s.opt.v[CIT_OPT_BIG_FOLLOWER] = 1;
                s.opt.v[CIT_OPT_MAYOR] = s.opt.v[CIT_OPT_WAGON] = (uint8_t)(kind == 2 || kind == 4);
                s.opt.v[CIT_OPT_TOWER] = (uint8_t)(kind == 4); /* its prisoners: normal records it keeps */
                s.moves_format = (uint8_t)(kind == 3 ? 3 : 0); /* the big follower a normal one */
                g = cit_game_new(&s, NULL, 0, NULL);
            }
            int total = kind == 2 || kind == 4 ? 0 : CIT_FOLLOWERS + (kind > 0);
            assert_non_null(g);
            assert_true(g->modules >> CIT_MODULE_COUNT & 1);
            for (int step = 0; step < 6000 && !cit_game_over(g); step++) {
                kept += check_count_quarters(g, total);
                assert_int_equal(cit_game_play_random(g, seed * 104723u + (uint64_t)step, NULL), CIT_OK);
            }
            kept += check_count_quarters(g, total);
            cit_game_free(g);
        }
    assert_true(kept > 1000); /* figures waiting in quarters, summed over every step */
}

int unit_run_fastpaths_modules(void) {
    extern int unit_test_count;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(city_wall_walk_matches_the_search),
        cmocka_unit_test(city_kept_answers_match_the_board),
        cmocka_unit_test(city_completion_clockwise_is_least_area),
        cmocka_unit_test(owner_matches_the_follower_list),
        cmocka_unit_test(abbey_hole_matches_the_neighbours),
        cmocka_unit_test(playout_answers_apply_unchecked),
        cmocka_unit_test(hand_count_matches_the_held_tiles),
        cmocka_unit_test(tower_reach_matches_the_capture_list),
        cmocka_unit_test(tower_bits_never_miss),
        cmocka_unit_test(count_quarters_match_the_records),
        cmocka_unit_test(sampled_listing_matches_legal),
        cmocka_unit_test(random_answer_matches_the_list),
        cmocka_unit_test(looks_match_the_rules),
    };
    unit_test_count += (int)(sizeof tests / sizeof tests[0]);
    return cmocka_run_group_tests_name("the modules' fast paths", tests, NULL, NULL);
}
