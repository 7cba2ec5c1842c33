/* Playout policy: cheap, follower-aware random play used inside the search. */
#include <string.h>

#include "internal.h"

/*
 * Chance (out of 256) that a playout keeps the follower of a randomly drawn move, by
 * the kind of feature it would stand on. Uniform play puts a follower on most tiles
 * (each placement comes with one move per free spot plus one without), mostly on
 * fields, so random players run dry early and the playouts say little about good
 * follower use. Cloisters are nearly always worth a follower, fields rarely are.
 * (Chances that follow the game's progress, and higher ones near hard's own follower
 * use, were tried and not kept: docs/history/ai-experiments.md.)
 */
static const uint16_t keep_per_kind[CIT_FEAT_KIND_COUNT] = {
    [CIT_FEAT_ROAD] = 90, [CIT_FEAT_CITY] = 140, [CIT_FEAT_FIELD] = 28, [CIT_FEAT_CLOISTER] = 230,
    [CIT_FEAT_STREET] = 90, [CIT_FEAT_MARKET] = 140, [CIT_FEAT_RESIDENTIAL] = 60};

/* Bits set in a 4-bit rotation mask (no popcount instruction is assumed). */
static const uint8_t bits4[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
/* nth_rotation[mask][k]: the k-th rotation (from 0) whose bit is set in mask */
static const uint8_t nth_rotation[16][4] = {
    {0}, {0}, {1}, {0, 1}, {2}, {0, 2}, {1, 2}, {0, 1, 2},
    {3}, {0, 3}, {1, 3}, {0, 1, 3}, {2, 3}, {0, 2, 3}, {1, 2, 3}, {0, 1, 2, 3}};

/* Whether a playout keeps `player`'s follower on `spot` of placement move m (a spot a
   module adds to a move has the kind the engine names; an unknown one counts as a field). */
static int keep_follower(const cit_game *g, int player, const cit_move *m, int spot, uint64_t *rng) {
    int k = cit_game_spot_kind(g, m, spot);
    unsigned kind = k >= 0 ? (unsigned)k : CIT_FEAT_FIELD;
    unsigned keep = kind < CIT_FEAT_KIND_COUNT ? keep_per_kind[kind] : 64;
    int supply = cit_game_supply(g, player);
    if (supply <= 2) keep /= 2; /* keep a reserve for cloisters and closing cities */
    return ai_rng_below(rng, 256) < keep;
}

cit_move ai_playout_pick(const cit_game *g, int player, const cit_move *moves, int n, int smart,
                         uint64_t *rng) {
    cit_move m = moves[ai_rng_below(rng, (uint32_t)n)];
    if (!smart || m.type != CIT_MOVE_PLACE || m.spot == CIT_SPOT_NONE) return m;
    /* A place move without its follower is always legal too (the follower is optional). */
    if (!keep_follower(g, player, &m, m.spot, rng)) m.spot = CIT_SPOT_NONE;
    return m;
}

static const int8_t side_dx[4] = {0, 1, 0, -1}; /* N E S W */
static const int8_t side_dy[4] = {-1, 0, 1, 0};

/* Gives `value` to each player with the most followers in a feature (all of them on a
   tie, as the engine scores it); nobody gains from a feature without followers. */
static void award_to(double *gain, const uint8_t *fol, int np, double value) {
    int most = 0;
    for (int q = 0; q < np && q < CIT_MAX_PLAYERS; q++)
        if (fol[q] > most) most = fol[q];
    for (int q = 0; most && q < np && q < CIT_MAX_PLAYERS; q++)
        if (fol[q] == most) gain[q] += value;
}

/* What gains of every player do to `player`'s lead over the best other player (the
   search's reward): with two players the mover's gain minus the other's; with more, an
   opponent's gain counts only as far as it passes the best of the others. */
static double lead_change(const cit_game *g, const double *gain, int np, int player) {
    int any = 0; /* most placements close nothing: no scores to read then */
    for (int q = 0; q < np && q < CIT_MAX_PLAYERS; q++) any |= gain[q] != 0;
    if (!any) return 0;
    double before = -1e9, after = -1e9;
    for (int q = 0; q < np && q < CIT_MAX_PLAYERS; q++) {
        if (q == player) continue;
        double sq = cit_game_score(g, q);
        if (sq > before) before = sq;
        if (sq + gain[q] > after) after = sq + gain[q];
    }
    return gain[player] - (after - before);
}

/* Whether feature f runs out through side d: an edge kind through the middle port, a
   market (any side closes it) through any of the three. */
static inline int reaches_side(const int8_t *map, int f, int d, int any_side) {
    return map[3 * d + 1] == f || (any_side && (map[3 * d] == f || map[3 * d + 2] == f));
}

/* A feature being put together from the board's features a placement joins: their
   followers and open ends summed, and where each part lies (x, y, spot) so that, should
   the whole close, its cells, pennants, goods and what the modules add to its value
   (closed_value beyond the kind's own rule) can be asked then (joined_worth): most
   placements close nothing, and the full answer walks the feature. */
typedef struct {
    uint16_t ids[8];
    int nids, cells, pennants, open, extra;
    unsigned goods;
    uint8_t fol[CIT_MAX_PLAYERS];
    int x[8], y[8], spot[8];
} joined_feature;

/* Adds the board's feature `brief` (cit_game_feature_brief of spot at x,y) to j unless it
   is there already (or j is full). */
static void join_feature(joined_feature *j, const cit_feature_info *brief, int x, int y, int spot, int np) {
    for (int i = 0; i < j->nids; i++)
        if (j->ids[i] == brief->id) return;
    if (j->nids >= 8) return;
    j->x[j->nids] = x;
    j->y[j->nids] = y;
    j->spot[j->nids] = spot;
    j->ids[j->nids++] = brief->id;
    j->open += brief->open;
    for (int q = 0; q < np && q < CIT_MAX_PLAYERS; q++) j->fol[q] = (uint8_t)(j->fol[q] + brief->followers[q]);
}

/* Adds the joined parts' cells, pennants, goods and module extras to j (whose own tile's
   are there already). */
static void joined_worth(const cit_game *g, joined_feature *j) {
    for (int i = 0; i < j->nids; i++) {
        cit_feature_info info;
        if (!cit_game_feature(g, j->x[i], j->y[i], j->spot[i], 0, &info, NULL, 0, NULL)) continue;
        j->cells += info.cells;
        j->pennants += info.pennants;
        j->goods |= info.goods;
        j->extra += info.closed_value - cit_game_closed_points(g, info.kind, info.cells, info.pennants, info.goods);
    }
}

/* The parts of markets on the neighbours' sides that face m's square: each is an open end
   that m closes (any side closes a market), listed once per part with its market. */
typedef struct {
    cit_feature_info info[16];
    int n;
} facing_markets;

static void find_facing_markets(const cit_game *g, const cit_move *m, const unsigned *nmarkets,
                                const int8_t *const *nmap, facing_markets *fm) {
    fm->n = 0;
    for (int d = 0; d < 4; d++) {
        for (unsigned bits = nmarkets[d]; bits && fm->n < 16; bits &= bits - 1) {
            int h = __builtin_ctz(bits);
            if (reaches_side(nmap[d], h, (d + 2) & 3, 1) &&
                cit_game_feature(g, m->x + side_dx[d], m->y + side_dy[d], h, 0, &fm->info[fm->n], NULL, 0, NULL))
                fm->n++;
        }
    }
}

/* How many of fm's ends belong to the markets ids[0..n). */
static int ends_of(const facing_markets *fm, const uint16_t *ids, int n) {
    int ends = 0;
    for (int k = 0; k < fm->n; k++)
        for (int i = 0; i < n; i++) ends += ids[i] == fm->info[k].id;
    return ends;
}

void ai_tile_facts_for(ai_tile_facts *tf, const cit_game *g) {
    const cit_tileset *ts = cit_game_tileset(g);
    if (tf->ts == ts) return;
    memset(tf, 0, sizeof *tf);
    tf->ts = ts;
    for (int t = 0; t < ts->ntiles && t < CIT_MAX_TILE_TYPES; t++)
        for (int k = 0; k < ts->tiles[t].nfeat && k < CIT_MAX_TILE_FEATURES; k++) {
            if (ts->tiles[t].feat[k].kind == CIT_FEAT_CLOISTER) tf->cloisters[t] |= (uint16_t)(1u << k);
            if (ts->tiles[t].feat[k].kind == CIT_FEAT_MARKET) tf->markets[t] |= (uint16_t)(1u << k);
        }
}

/* ai_close_score's cloisters: those on the cells around m (bit c of `cloistered` for the cell
   c of the 3x3 square, its tile around_tile[c]) that m's square fills last pay their
   followers. */
static void award_cloisters(const ai_tile_facts *tf, const cit_game *g, const cit_move *m, unsigned cloistered,
                            const int *around_tile, double *gain, int np) {
    for (unsigned cells = cloistered; cells; cells &= cells - 1) {
        int c = __builtin_ctz(cells);
        for (unsigned bits = tf->cloisters[around_tile[c]]; bits; bits &= bits - 1) {
            int cx = m->x + c % 3 - 1, cy = m->y + c / 3 - 1, spot = __builtin_ctz(bits);
            cit_feature_info ci;
            if (!cit_game_feature_brief(g, cx, cy, spot, 0, &ci) || ci.complete || ci.open != 1) continue;
            if (cit_game_feature(g, cx, cy, spot, 0, &ci, NULL, 0, NULL))
                award_to(gain, ci.followers, np, ci.closed_value);
        }
    }
}

/*
 * cfg->closing: what placement m is worth to its mover in points, estimated without
 * playing it (a copy of the game is the size of the board: dozens of moves' worth).
 * Each road, city, street or market of m's tile joins the neighbours' features it meets
 * (by their cit_feature_info.id, each once); their open ends less the ones m's square
 * closes, plus m's own sides that face an empty cell, are the whole's open ends. None
 * left: it closes, worth the kind's points for all its cells, pennants and goods with m's
 * square (cit_game_closed_points) plus what the modules added to the parts, to whoever
 * has most followers in it (all of them on a tie), m's own follower counted. A
 * neighbour's market or cloister that m's square closes without joining it scores as it
 * stands. A feature joined that stays open gives its majority a tenth of a point. The
 * result is what these gains do to the mover's lead over the best other player at the
 * current scores (lead_change), the quantity the search's reward is made of. Left out:
 * fields and quarters (scored at the end), what a wall round or a module's scoring adds,
 * and features beside a cell of two triangles.
 */
double ai_close_score(const ai_tile_facts *tf, const cit_game *g, const cit_move *m, int player) {
    const cit_tileset *ts = tf->ts;
    if (m->tile >= ts->ntiles) return 0;
    const cit_tile_def *td = &ts->tiles[m->tile];
    int np = cit_game_setup(g)->nplayers;
    /* the four neighbours: their tile (NULL for an empty cell, and unknown for two triangles) */
    const cit_tile_def *nd[4];
    const int8_t *map = cit_game_port_features(g, m->tile, m->rot), *nmap[4]; /* features by port */
    int unknown_side[4], walled[4];
    unsigned nmarkets[4]; /* the neighbours' markets, by feature */
    if (!map) return 0;
    /* the eight cells around m, read once: the sides' for joining, all for cloisters
       (cells holding a cloister in `cloistered`) */
    int around_tile[9], around_rot[9], around_parts[9];
    unsigned cloistered = 0;
    for (int c = 0; c < 9; c++) {
        int cx = m->x + c % 3 - 1, cy = m->y + c / 3 - 1;
        around_tile[c] = around_rot[c] = 0; /* read below only for one piece, set then */
        around_parts[c] = c == 4 ? 0 : cit_game_tile_at(g, cx, cy, &around_tile[c], &around_rot[c]);
        if (around_parts[c] == 1 && around_tile[c] < ts->ntiles && tf->cloisters[around_tile[c]])
            cloistered |= 1u << c;
    }
    for (int d = 0; d < 4; d++) {
        int c = 3 * (1 + side_dy[d]) + 1 + side_dx[d], parts = around_parts[c], t = around_tile[c];
        nd[d] = parts == 1 && t < ts->ntiles ? &ts->tiles[t] : NULL;
        nmap[d] = nd[d] ? cit_game_port_features(g, t, around_rot[c]) : NULL;
        if (!nmap[d]) nd[d] = NULL;
        nmarkets[d] = nd[d] ? tf->markets[t] : 0;
        unknown_side[d] = parts != 0 && !nd[d];
        walled[d] = 0;
    }
    facing_markets fm;
    find_facing_markets(g, m, nmarkets, nmap, &fm);
    double gain[CIT_MAX_PLAYERS] = {0};
    /* the tile's own roads, cities, streets and markets, each once */
    uint16_t closed_ids[16];
    int nclosed = 0;
    for (int f = 0; f < td->nfeat && f < CIT_MAX_TILE_FEATURES; f++) {
        int kind = td->feat[f].kind, market = kind == CIT_FEAT_MARKET;
        if (kind != CIT_FEAT_ROAD && kind != CIT_FEAT_CITY && kind != CIT_FEAT_STREET && !market) continue;
        joined_feature j; /* the parts' places are written as they join: not cleared */
        j.nids = j.open = j.extra = 0;
        memset(j.fol, 0, sizeof j.fol);
        j.cells = 1;
        j.pennants = td->feat[f].pennants;
        j.goods = td->feat[f].goods ? 1u << td->feat[f].goods : 0;
        if (m->spot == f && player < CIT_MAX_PLAYERS) j.fol[player] = 1;
        int contacts, joins = 0, unknown = 0, reached = 0;
        for (int d = 0; d < 4; d++) {
            if (!reaches_side(map, f, d, market)) continue;
            reached = 1;
            if (unknown_side[d]) { unknown = 1; break; }
            if (!nd[d]) {
                /* an empty cell: open, unless a wall closes the side (The City) */
                if (!walled[d]) walled[d] = 1 + cit_game_beyond_wall(g, m->x + side_dx[d], m->y + side_dy[d]);
                j.open += walled[d] == 1;
                continue;
            }
            for (int k = market ? 0 : 1; k < (market ? 3 : 2); k++) {
                int port = 3 * d + k;
                if (map[port] != f) continue;
                int h = nmap[d][cit_port_opposite(port)], nx = m->x + side_dx[d], ny = m->y + side_dy[d];
                cit_feature_info brief;
                if (h < 0 || nd[d]->feat[h].kind != kind || !cit_game_feature_brief(g, nx, ny, h, 0, &brief))
                    continue;
                join_feature(&j, &brief, nx, ny, h, np);
                joins++;
            }
        }
        if (unknown || !reached || !j.nids) continue; /* nothing joined, or a side not told */
        /* the open ends m's square closes: an edge kind's is each side it joins on; a
           market's, each part of a joined market on a side facing m */
        contacts = market ? ends_of(&fm, j.ids, j.nids) : joins;
        for (int i = 0; i < j.nids && nclosed < 16; i++) closed_ids[nclosed++] = j.ids[i];
        j.open -= contacts;
        if (j.open > 0) { /* stays open: a tenth of a point to its majority */
            award_to(gain, j.fol, np, 0.1);
            continue;
        }
        joined_worth(g, &j);
        double value = j.extra + cit_game_closed_points(g, kind, j.cells, j.pennants, j.goods);
        award_to(gain, j.fol, np, value);
    }
    /* neighbours' markets that m's square closes without joining them: each once, its
       ends facing m summed over every side */
    for (int k = 0; k < fm.n; k++) {
        const cit_feature_info *ci = &fm.info[k];
        int known = ci->complete;
        for (int i = 0; i < nclosed; i++) known |= closed_ids[i] == ci->id;
        if (known || nclosed >= 16) continue;
        closed_ids[nclosed++] = ci->id;
        if (ci->open <= ends_of(&fm, &ci->id, 1)) award_to(gain, ci->followers, np, ci->closed_value);
    }
    award_cloisters(tf, g, m, cloistered, around_tile, gain, np);
    return lead_change(g, gain, np, player);
}


/* One placement move drawn from pl[0..n) (total rotations in all): a uniform cell and
   rotation, a module's needed addition, a random spot kept by keep_follower. With cum
   (cum[i]: the rotations of pl[0..i]) the cell is found by bisection, else by a scan. */
static int draw_placement(const cit_game *g, const cit_placement *pl, int n, int total,
                          const uint16_t *cum, const cit_pending *pd, uint64_t *rng, cit_move *out) {
    int k = (int)ai_rng_below(rng, (uint32_t)total), i, r = 0;
    if (cum) {
        /* the first i with cum[i] > k, which lies in [lo, lo + len); the step is a
           conditional add, not a branch: which half it takes cannot be predicted */
        int lo = 0, len = n;
        while (len > 1) {
            int half = len / 2;
            lo += cum[lo + half - 1] <= k ? half : 0;
            len -= half;
        }
        i = lo;
        if (i) k -= cum[i - 1];
    } else {
        for (i = 0; i < n; i++) {
            int c = bits4[pl[i].rotmask & 15];
            if (k < c) break;
            k -= c;
        }
    }
    r = nth_rotation[pl[i].rotmask & 15][k];
    memset(out, 0, sizeof *out);
    out->type = CIT_MOVE_PLACE;
    out->tile = pd->tile;
    out->x = pl[i].x;
    out->y = pl[i].y;
    out->rot = (uint8_t)r;
    out->spot = CIT_SPOT_NONE;
    /* A placement legal only with something a module adds to the move (cit_game_placement_
       options: needs) takes one of those moves; playouts leave optional additions aside. */
    cit_move opts[16];
    int needs, no = cit_game_placement_options(g, pl[i].x, pl[i].y, r, opts, 16, &needs);
    if (needs) {
        if (no <= 0) return 0;
        *out = opts[ai_rng_below(rng, (uint32_t)(no < 16 ? no : 16))];
    }
    int8_t spots[CIT_MAX_TILE_FEATURES + 1];
    int ns = cit_game_move_spots(g, out, spots, CIT_MAX_TILE_FEATURES + 1);
    if (ns > CIT_MAX_TILE_FEATURES + 1) ns = CIT_MAX_TILE_FEATURES + 1;
    if (ns > 0) {
        int s = spots[ai_rng_below(rng, (uint32_t)ns)];
        if (keep_follower(g, pd->player, out, s, rng)) out->spot = (int8_t)s;
    }
    return 1;
}

/*
 * The fast path for tile placement, the one decision of the base game: listing every
 * legal move means finding the free follower spots of every placement, which is most
 * of the cost of a playout. Here a placement (cell and rotation) is drawn uniformly
 * first and only its spots are looked at. Returns 0 if it does not apply.
 * With k > 1 (heavy playouts), k placements are drawn so and the one `score` rates
 * highest is taken (the first on a tie); k = 1 draws exactly what ai_playout_place does.
 */
int ai_playout_place_k(const cit_game *g, const cit_pending *pd, cit_placement *pl, int cap, uint64_t *rng,
                       cit_move *out, int k, ai_move_score score, void *ctx) {
    if (pd->decision != CIT_DECIDE_PLACE_TILE) return 0;
    int n = cit_game_legal_placements(g, pl, cap);
    if (n <= 0 || n > cap) return 0;
    /* several draws: the running counts, so that each draw bisects instead of scanning */
    uint16_t cum[AI_MAX_PLACEMENTS];
    int many = k > 1 && score && n <= AI_MAX_PLACEMENTS, total = 0;
    for (int i = 0; i < n; i++) {
        total += bits4[pl[i].rotmask & 15];
        if (many) cum[i] = (uint16_t)total;
    }
    if (total <= 0) return 0;
    if (!draw_placement(g, pl, n, total, many ? cum : NULL, pd, rng, out)) return 0;
    if (k <= 1 || !score) return 1;
    double best = score(ctx, out, pd->player);
    for (int c = 1; c < k; c++) {
        cit_move m;
        if (!draw_placement(g, pl, n, total, many ? cum : NULL, pd, rng, &m)) continue;
        double v = score(ctx, &m, pd->player);
        if (v > best) {
            best = v;
            *out = m;
        }
    }
    return 1;
}

int ai_playout_place(const cit_game *g, const cit_pending *pd, cit_placement *pl, int cap, int smart,
                     uint64_t *rng, cit_move *out) {
    if (pd->decision != CIT_DECIDE_PLACE_TILE) return 0;
    /* Uniform play is exactly the engine's cheap random move. */
    if (!smart) return cit_game_random_move(g, ai_rng_next(rng), out) == CIT_OK;
    return ai_playout_place_k(g, pd, pl, cap, rng, out, 1, NULL, NULL);
}
