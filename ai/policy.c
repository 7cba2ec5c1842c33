/* Playout policy: cheap, follower-aware random play used inside the search. */
#include <string.h>

#include "internal.h"

/*
 * Chance (out of 256) that a playout keeps the follower of a randomly drawn move, by
 * the kind of feature it would stand on; one row per table.
 *
 * The fixed table (smart_playouts 1, 2): uniform play puts a follower on most tiles
 * (each placement comes with one move per free spot plus one without), mostly on
 * fields, so random players run dry early and the playouts say little about good
 * follower use. Cloisters are nearly always worth a follower, fields rarely are.
 *
 * The eager table (AI_PLAYOUT_EAGER): chances near the follower use of hard's own games.
 * Hard's searches put a follower on most tiles while supply lasts (4 players: 9 tiles in
 * 10 in the first third of a game; 2 players: 3 in 4), the fixed table on about one in
 * four all game long, so its playout players hardly compete for features and fields.
 * Off (selfplay's +pe): level with 4 players, and with 2 at 1 s a move (0.496 over 132
 * games; docs/ai.md, "The playouts' follower use" and "The eager chances at 1 s, settled").
 */
enum { KEEP_FIXED, KEEP_EAGER };
static const uint16_t keep_per_kind[2][CIT_FEAT_KIND_COUNT] = {
    [KEEP_FIXED] = {[CIT_FEAT_ROAD] = 90, [CIT_FEAT_CITY] = 140, [CIT_FEAT_FIELD] = 28,
                    [CIT_FEAT_CLOISTER] = 230, [CIT_FEAT_STREET] = 90, [CIT_FEAT_MARKET] = 140,
                    [CIT_FEAT_RESIDENTIAL] = 60},
    [KEEP_EAGER] = {[CIT_FEAT_ROAD] = 200, [CIT_FEAT_CITY] = 240, [CIT_FEAT_FIELD] = 64,
                    [CIT_FEAT_CLOISTER] = 250, [CIT_FEAT_STREET] = 200, [CIT_FEAT_MARKET] = 240,
                    [CIT_FEAT_RESIDENTIAL] = 120},
};

/*
 * AI_PLAYOUT_PHASED: the chances follow the game's progress t (tiles laid over tiles in
 * the game). A farmer laid early is a follower lost for the game on a field whose worth
 * is still unknown; laid late it is where the last points are. A road or city follower
 * laid in the last tiles rarely sees its feature closed. Fields: 1/4 of the table's
 * chance at the start up to 5 times it at the end; roads and cities: the table's chance
 * down to a half over the last fifth.
 */
static unsigned phased_keep(const cit_game *g, unsigned kind, unsigned keep) {
    int laid = cit_game_placed_count(g), left = cit_game_stack_left(g);
    unsigned t = laid + left > 0 ? (unsigned)(256 * laid / (laid + left)) : 0; /* 0..256 */
    if (kind == CIT_FEAT_FIELD) {
        keep = keep / 4 + keep * 19 / 4 * t / 256 * t / 256;
    } else if ((kind == CIT_FEAT_ROAD || kind == CIT_FEAT_CITY) && t > 205) {
        keep -= keep * (t - 205) / 102;
    }
    return keep > 250 ? 250 : keep;
}

/* Bits set in a 4-bit rotation mask (no popcount instruction is assumed). */
static const uint8_t bits4[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
/* nth_rotation[mask][k]: the k-th rotation (from 0) whose bit is set in mask */
static const uint8_t nth_rotation[16][4] = {
    {0}, {0}, {1}, {0, 1}, {2}, {0, 2}, {1, 2}, {0, 1, 2},
    {3}, {0, 3}, {1, 3}, {0, 1, 3}, {2, 3}, {0, 2, 3}, {1, 2, 3}, {0, 1, 2, 3}};

/* Whether a playout keeps `player`'s follower on `spot` of placement move m (a spot a
   module adds to a move has the kind the engine names; an unknown one counts as a field). */
static int keep_follower(const cit_game *g, int player, const cit_move *m, int spot, int smart,
                         uint64_t *rng) {
    int k = cit_game_spot_kind(g, m, spot);
    unsigned kind = k >= 0 ? (unsigned)k : CIT_FEAT_FIELD;
    int row = smart == AI_PLAYOUT_EAGER ? KEEP_EAGER : KEEP_FIXED;
    unsigned keep = kind < CIT_FEAT_KIND_COUNT ? keep_per_kind[row][kind] : 64;
    if (smart == AI_PLAYOUT_PHASED) keep = phased_keep(g, kind, keep);
    int supply = cit_game_supply(g, player);
    if (supply <= 2) keep /= 2; /* keep a reserve for cloisters and closing cities */
    return ai_rng_below(rng, 256) < keep;
}

cit_move ai_playout_pick(const cit_game *g, int player, const cit_move *moves, int n, int smart,
                         uint64_t *rng) {
    cit_move m = moves[ai_rng_below(rng, (uint32_t)n)];
    if (!smart || m.type != CIT_MOVE_PLACE || m.spot == CIT_SPOT_NONE) return m;
    /* A place move without its follower is always legal too (the follower is optional). */
    if (!keep_follower(g, player, &m, m.spot, smart, rng)) m.spot = CIT_SPOT_NONE;
    return m;
}

static const int8_t side_dx[4] = {0, 1, 0, -1}; /* N E S W */
static const int8_t side_dy[4] = {-1, 0, 1, 0};

/* The most followers any player but `player` has among fol[0..np). */
static int most_of_others(const uint8_t *fol, int np, int player) {
    int other = 0;
    for (int q = 0; q < np && q < CIT_MAX_PLAYERS; q++)
        if (q != player && fol[q] > other) other = fol[q];
    return other;
}

/* The feature of the square beside m's cell on side d (N E S W) on the middle port that
   faces m: 1 with *info filled, 0 if the cell is empty, -1 if it cannot be told (two
   triangles there, or no feature on that port). */
static int facing_feature(const cit_game *g, const cit_move *m, int d, cit_feature_info *info) {
    int nx = m->x + side_dx[d], ny = m->y + side_dy[d];
    cit_placed_tile pt[2];
    int parts = cit_game_parts_at(g, nx, ny, pt);
    if (parts == 0) return 0;
    const int8_t *map = parts == 1 ? cit_game_port_features(g, pt[0].tile, pt[0].rot) : NULL;
    int f = map ? map[cit_port_opposite(3 * d + 1)] : -1;
    return f >= 0 && cit_game_feature(g, nx, ny, f, 0, info, NULL, 0, NULL) ? 1 : -1;
}

/*
 * A cheap look at what placement move m does for `player` (cfg->sense playouts): for
 * each side, the road or city of the neighbouring square it joins (the neighbour's
 * feature on the middle port facing m: edges match, so m's own feature there is of
 * the same kind) counts +1 when `player` holds it (alone or tied), -1 when others hold
 * more followers in it (feeding an opponent's feature). Fields and free features: 0.
 */
double ai_sense_score(const cit_game *g, const cit_move *m, int player) {
    int np = cit_game_setup(g)->nplayers;
    double s = 0;
    for (int d = 0; d < 4; d++) {
        cit_feature_info info;
        if (facing_feature(g, m, d, &info) != 1 || (info.kind != CIT_FEAT_ROAD && info.kind != CIT_FEAT_CITY))
            continue;
        int mine = info.followers[player], other = most_of_others(info.followers, np, player);
        if (mine && mine >= other)
            s += 1;
        else if (other > mine)
            s -= 1;
    }
    return s;
}

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

/*
 * What the board's fields that field `spot` of placement m joins are worth now (their
 * cit_feature_info.value: at the game's end as they stand), each field once. A city two
 * of them touch counts twice, and a city m itself completes not yet: an estimate for a
 * playout's farmer, not a score. Only m's sides on a square neighbour are read.
 */
static int joined_field_worth(const cit_game *g, const cit_move *m, int spot, const int8_t *map,
                              const cit_tile_def *const *nd, const int8_t *const *nmap) {
    uint16_t ids[8];
    int nids = 0, worth = 0;
    for (int d = 0; d < 4; d++) {
        if (!nd[d]) continue;
        int nx = m->x + side_dx[d], ny = m->y + side_dy[d];
        for (int k = 0; k < 3; k++) {
            int port = 3 * d + k;
            if (map[port] != spot) continue;
            int h = nmap[d][cit_port_opposite(port)];
            cit_feature_info info;
            if (h < 0 || nd[d]->feat[h].kind != CIT_FEAT_FIELD || !cit_game_feature_brief(g, nx, ny, h, 0, &info))
                continue;
            int seen = 0;
            for (int i = 0; i < nids && !seen; i++) seen = ids[i] == info.id;
            if (seen || nids >= 8) continue;
            ids[nids++] = info.id;
            if (cit_game_feature(g, nx, ny, h, 0, &info, NULL, 0, NULL)) worth += info.value;
        }
    }
    return worth;
}

/* What close_estimate reports for closing_follower: free_close, the tile's feature that the
   placement closes with nobody's follower in it (its own aside) and the most points
   (free_value), or -1; own_close, whether its follower stands on a feature that closes.
   close_estimate takes NULL when only the score is wanted. */
typedef struct {
    int free_close, own_close;
    double free_value;
} close_spots;

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
 * fields and quarters (scored at the end; with field_pct a farmer gets that share of
 * joined_field_worth), what a wall round or a module's scoring adds, and features beside
 * a cell of two triangles.
 */
static double close_estimate(const ai_tile_facts *tf, const cit_game *g, const cit_move *m, int player,
                             close_spots *cs, int field_pct) {
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
        if (cs) {
            int others = 0;
            for (int q = 0; q < np && q < CIT_MAX_PLAYERS; q++) others += j.fol[q];
            if (m->spot == f) {
                cs->own_close = 1;
                others--;
            }
            if (!others && value > cs->free_value) cs->free_close = f, cs->free_value = value;
        }
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
    /* cloisters around m that m's square fills last */
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
    /* a farmer: legal only on fields nobody holds, so the joined field is the mover's */
    if (field_pct && m->spot >= 0 && m->spot < td->nfeat && td->feat[m->spot].kind == CIT_FEAT_FIELD &&
        player < CIT_MAX_PLAYERS)
        gain[player] += field_pct / 100.0 * joined_field_worth(g, m, m->spot, map, nd, nmap);
    return lead_change(g, gain, np, player);
}

double ai_close_score(const ai_tile_facts *tf, const cit_game *g, const cit_move *m, int player) {
    return close_estimate(tf, g, m, player, NULL, 0);
}

double ai_close_score_fields(const ai_tile_facts *tf, const cit_game *g, const cit_move *m, int player,
                             int field_pct) {
    return close_estimate(tf, g, m, player, NULL, field_pct);
}

double ai_close_score_follower(const ai_tile_facts *tf, const cit_game *g, cit_move *m, int player) {
    close_spots cs = {-1, 0, 0};
    double v = close_estimate(tf, g, m, player, &cs, 0);
    if (cs.free_close < 0 || cs.own_close || cit_game_supply(g, player) <= 0) return v;
    /* only a spot the engine offers (a module may forbid it) */
    int8_t spots[CIT_MAX_TILE_FEATURES + 1];
    cit_move moved = *m;
    moved.spot = CIT_SPOT_NONE;
    int ns = cit_game_move_spots(g, &moved, spots, CIT_MAX_TILE_FEATURES + 1);
    for (int i = 0; i < ns && i < CIT_MAX_TILE_FEATURES + 1; i++)
        if (spots[i] == cs.free_close) {
            moved.spot = (int8_t)cs.free_close;
            *m = moved;
            return close_estimate(tf, g, m, player, NULL, 0);
        }
    return v;
}

/* One placement move drawn from pl[0..n) (total rotations in all): a uniform cell and
   rotation, a module's needed addition, a random spot kept by keep_follower. With cum
   (cum[i]: the rotations of pl[0..i]) the cell is found by bisection, else by a scan. */
static int draw_placement(const cit_game *g, const cit_placement *pl, int n, int total,
                          const uint16_t *cum, const cit_pending *pd, int smart, uint64_t *rng,
                          cit_move *out) {
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
        if (keep_follower(g, pd->player, out, s, smart, rng)) out->spot = (int8_t)s;
    }
    return 1;
}

/*
 * The fast path for tile placement, the one decision of the base game: listing every
 * legal move means finding the free follower spots of every placement, which is most
 * of the cost of a playout. Here a placement (cell and rotation) is drawn uniformly
 * first and only its spots are looked at. Returns 0 if it does not apply.
 * With k > 1 (MAST playouts), k placements are drawn so and the one `score` rates
 * highest is taken (the first on a tie); k = 1 draws exactly what ai_playout_place does.
 */
int ai_playout_place_k(const cit_game *g, const cit_pending *pd, cit_placement *pl, int cap, int smart,
                       uint64_t *rng, cit_move *out, int k, ai_move_score score, void *ctx) {
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
    if (!draw_placement(g, pl, n, total, many ? cum : NULL, pd, smart, rng, out)) return 0;
    if (k <= 1 || !score) return 1;
    double best = score(ctx, out, pd->player);
    for (int c = 1; c < k; c++) {
        cit_move m;
        if (!draw_placement(g, pl, n, total, many ? cum : NULL, pd, smart, rng, &m)) continue;
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
    return ai_playout_place_k(g, pd, pl, cap, smart, rng, out, 1, NULL, NULL);
}

void ai_position_value(const cit_game *g, int reach, double *value) {
    int np = cit_game_setup(g)->nplayers;
    for (int p = 0; p < np; p++) value[p] = cit_game_score(g, p);
    cit_feature_info held[64];
    int n = cit_game_held_features(g, held, 64);
    if (n > 64) n = 64;
    double left = cit_game_stack_left(g);
    /* each open end closes before the end with the same chance: more likely with more
       tiles to come */
    double per_end = left / (left + reach);
    for (int i = 0; i < n; i++) {
        const cit_feature_info *f = &held[i];
        int most = 0;
        for (int p = 0; p < np; p++)
            if (f->followers[p] > most) most = f->followers[p];
        if (!most) continue;
        double v = f->value;
        if (f->open > 0 && f->closed_value > f->value) {
            double closes = 1;
            for (int e = 0; e < f->open; e++) closes *= per_end;
            v += closes * (f->closed_value - f->value);
        }
        for (int p = 0; p < np; p++)
            if (f->followers[p] == most) value[p] += v;
    }
}
