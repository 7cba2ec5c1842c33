/* Scoring: completed features, majorities, final scoring, fields; values by the
   catalogue's rule for each feature kind (cit_kind_rules). */
#include "rules.h"

static const char *const category_names[CIT_CAT_CORE_COUNT_] = {
    [CIT_CAT_ROAD] = "road", [CIT_CAT_CITY] = "city", [CIT_CAT_CLOISTER] = "cloister",
    [CIT_CAT_FIELD] = "field", [CIT_CAT_OTHER] = "other",
};

/* Modules' categories are numbered after the core's, module by module in registry order. */
int cit_module_category(int module, int i) {
    const rules_module *m = rules_module_get(module);
    if (!m || i < 0 || i >= m->ncategories) return -1;
    int n = CIT_CAT_CORE_COUNT_;
    for (int id = 1; id < module; id++)
        if (rules_modules[id]) n += rules_modules[id]->ncategories;
    return n + i < CIT_CAT_COUNT ? n + i : -1;
}

/* The module's declaration of category cat (cat past the core's), or NULL. */
static const module_category *declared_category(int cat) {
    if (cat < CIT_CAT_CORE_COUNT_ || cat >= CIT_CAT_COUNT) return NULL;
    int n = CIT_CAT_CORE_COUNT_;
    for (int id = 1; id < CIT_MODULE_MAX; id++) {
        const rules_module *m = rules_modules[id];
        if (!m) continue;
        if (cat < n + m->ncategories) return &m->categories[cat - n];
        n += m->ncategories;
    }
    return NULL;
}

const char *cit_score_category_name(int cat) {
    if (cat >= 0 && cat < CIT_CAT_CORE_COUNT_) return category_names[cat];
    const module_category *d = declared_category(cat);
    return d ? d->key : "none";
}

/* The category each feature kind's points count in: the core's kinds their own; the kinds
   a module declares a category for (rules_module.categories: The City's street, market
   and residential) "other" until set-up gives them their module's (g->kind_cat). */
const uint8_t score_kind_cat[CIT_FEAT_KIND_COUNT] = {
    [CIT_FEAT_ROAD] = CIT_CAT_ROAD,         [CIT_FEAT_CITY] = CIT_CAT_CITY,
    [CIT_FEAT_FIELD] = CIT_CAT_FIELD,       [CIT_FEAT_CLOISTER] = CIT_CAT_CLOISTER,
    [CIT_FEAT_STREET] = CIT_CAT_OTHER,      [CIT_FEAT_MARKET] = CIT_CAT_OTHER,
    [CIT_FEAT_RESIDENTIAL] = CIT_CAT_OTHER, [CIT_FEAT_BARRIER] = CIT_CAT_OTHER,
};

void score_categories_setup(cit_game *g) {
    FOR_MODULES(g->modules, m) {
        if (!m->ncategories) continue;
        int first = cit_module_category(m->id, 0);
        for (int i = 0; i < m->ncategories && first >= 0 && first + i < CIT_CAT_COUNT; i++)
            for (unsigned k = m->categories[i].kinds; k; k &= k - 1)
                if (__builtin_ctz(k) < CIT_FEAT_KIND_COUNT) g->kind_cat[__builtin_ctz(k)] = (uint8_t)(first + i);
    }
}

void score_add(cit_game *g, int player, int cat, int points) {
    g->score[player] = (int16_t)(g->score[player] + points);
    g->score_cat[player][cat] = (int16_t)(g->score_cat[player][cat] + points);
}

/* The goods among the feature's parts (a market's symbols), bit 1u << cit_goods each. */
unsigned score_goods_mask(const cit_game *g, uint16_t root) {
    unsigned seen = 0;
    uint16_t n = root;
    do {
        const node *m = &g->nodes[n];
        int goods = g->cat->set.tiles[g->pieces[m->piece].tile].feat[m->feat].goods;
        if (goods) seen |= 1u << goods;
        n = m->next;
    } while (n != root);
    return seen;
}

/* The features of kind `kind` the feature touches (completed ones only if `done`),
   each once: the parts' touches bits, found through the union-find. */
static inline __attribute__((always_inline)) int touching(const cit_game *g, uint16_t root, int kind, int done, uint16_t *out) {
    int nout = 0;
    uint16_t n = root;
    do {
        const node *m = &g->nodes[n];
        const piece *p = &g->pieces[m->piece];
        uint16_t touches = g->cat->set.tiles[p->tile].feat[m->feat].touches;
        for (int f = 0; touches; f++, touches >>= 1) {
            if (!(touches & 1)) continue;
            uint16_t c = feat_find(g, (uint16_t)(p->node0 + f));
            if (g->nodes[c].kind != kind || (done && g->nodes[c].done != COMPLETED)) continue;
            int dup = 0;
            for (int i = 0; i < nout && !dup; i++) dup = out[i] == c;
            if (!dup && nout < MAX_FIELD_CITIES) out[nout++] = c;
        }
        n = m->next;
    } while (n != root);
    return nout;
}

/* A CIT_VALUE_CELLS kind's points for `cells` cells and `pennants` pennants. */
static inline int cells_points(const cit_game *g, const cit_kind_rule *k, int cells, int pennants, int final) {
    /* Old rule (RULES.md §1): a two-tile city scores 1 per tile, pennants still 2. */
    if (!final && k->small_two && cells == 2 && g->setup.opt.v[CIT_OPT_SMALL_CITY_TWO_POINTS])
        return 2 + k->pennant[0] * pennants;
    int per = k->big_from && cells >= k->big_from ? k->big_cell : k->cell[final];
    return per * cells + k->pennant[final] * pennants;
}

int cit_game_closed_points(const cit_game *g, int kind, int cells, int pennants, unsigned goods) {
    if (!g || kind < 0 || kind >= CIT_FEAT_KIND_COUNT) return 0;
    const cit_kind_rule *k = &cit_kind_rules[kind];
    switch (k->value) {
    case CIT_VALUE_CELLS: return cells_points(g, k, cells, pennants, 0);
    case CIT_VALUE_AROUND: return 9 * k->cell[0];
    case CIT_VALUE_GOODS: return k->cell[0] * cells * bit_count(goods & ~1u);
    default: return 0;
    }
}

int score_feature_value(const cit_game *g, uint16_t root, int final) {
    const node *r = &g->nodes[root];
    const cit_kind_rule *k = &cit_kind_rules[r->kind];
    switch (k->value) {
    case CIT_VALUE_CELLS:
        return cells_points(g, k, feat_distinct_cells(g, root), r->pennants, final);
    case CIT_VALUE_AROUND: {
        /* complete in play means all 8 around are filled */
        if (!final) return 9 * k->cell[0];
        const piece *p = &g->pieces[r->piece];
        return k->cell[1] * (1 + feat_cloister_neighbours(g, p->x, p->y));
    }
    case CIT_VALUE_GOODS:
        return k->cell[final] * feat_distinct_cells(g, root) * bit_count(score_goods_mask(g, root));
    case CIT_VALUE_TOUCHING: {
        uint16_t found[MAX_FIELD_CITIES];
        /* fields and completed cities (every base game's final scoring) get their own
           copy of the walk, with the kind and the test known */
        int n = k->touch == CIT_FEAT_CITY && k->touch_done ? touching(g, root, CIT_FEAT_CITY, 1, found)
                                                            : touching(g, root, k->touch, k->touch_done, found);
        return k->per_touch * n;
    }
    default:
        return 0;
    }
}

cit_event score_feature_event(const cit_game *g, uint16_t root, int type) {
    const node *r = &g->nodes[root];
    const piece *p = &g->pieces[r->piece];
    cit_event ev = {0};
    ev.type = (uint8_t)type;
    ev.feature_kind = r->kind;
    ev.x = p->x;
    ev.y = p->y;
    ev.spot = (int8_t)r->feat;
    ev.half = piece_half(g, r->piece);
    ev.tile = g->cat->variant_base[p->tile]; /* an overlay variant is still the tile it was */
    return ev;
}

/* The players with the most followers in the feature (bit per player; ties all win),
   as the modules' winners hooks leave them (the base game has none). */
static inline unsigned majority(const cit_game *g, const node *r) {
    int best = 0;
    for (int i = 0; i < g->nplayers; i++)
        if (r->meeples[i] > best) best = r->meeples[i];
    unsigned mask = 0;
    if (best)
        for (int i = 0; i < g->nplayers; i++) mask |= (unsigned)(r->meeples[i] == best) << i;
    return mask;
}

unsigned score_winners(const cit_game *g, uint16_t root) {
    unsigned mask = majority(g, &g->nodes[root]);
    FOR_MODULES(g->modules, m) if (m->winners) mask = m->winners(g, root, mask);
    return mask;
}

int score_first_winner(const cit_game *g, uint16_t root, int from) {
    unsigned mask = score_winners(g, root);
    for (int k = 0; k < g->nplayers; k++) {
        int p = (from + k) % g->nplayers;
        if (mask >> p & 1) return p;
    }
    return -1;
}

/* What winner `player` scores beyond the value, as the modules' bonus hooks say. */
static int winner_bonus(const cit_game *g, uint16_t root, int final, int player) {
    int extra = 0;
    FOR_MODULES(g->modules, m) if (m->bonus) extra = m->bonus(g, root, final, player, extra);
    return extra;
}

/* The majority owners of the feature (ties all win) score `points` (and what a module's
   bonus hook adds for one of them). */
void score_award(cit_game *g, uint16_t root, int points, int final, emitter *e) {
    const node *r = &g->nodes[root];
    if (!r->nmeeples || points == 0) return;
    unsigned mask = g->turn_hooks & TURN_USES_WINNERS ? score_winners(g, root) : majority(g, r);
    int cat = g->kind_cat[r->kind];
    int bonus = g->turn_hooks & TURN_USES_BONUS;
    for (; mask; mask &= mask - 1) {
        int i = __builtin_ctz(mask);
        int won = __builtin_expect(bonus, 0) ? points + winner_bonus(g, root, final, i) : points;
        score_add(g, i, cat, won);
        cit_event ev = score_feature_event(g, root, CIT_EV_SCORE);
        ev.player = (uint8_t)i;
        ev.points = (int16_t)won;
        ev.reason = (uint8_t)(final ? CIT_SCORE_FINAL : CIT_SCORE_COMPLETED);
        emit(e, ev);
    }
}

void score_return_followers(cit_game *g, uint16_t root, emitter *e) {
    node *r = &g->nodes[root];
    if (!r->nmeeples) return;
    uint8_t home[CIT_MAX_PLAYERS] = {0}; /* figures, not strength (followers_weigh) */
    uint16_t n = root;
    do {
        node *m = &g->nodes[n];
        if (m->owner) {
            /* every follower on the part: one, or more beside it (followers.c) */
            int p = m->owner - 1;
            node_disown(g, m);
            for (int i = 0; i < g->nfollowers;) {
                if (g->followers[i] == n) {
                    g->followers[i] = g->followers[--g->nfollowers];
                    g->supply[p]++;
                    home[p]++;
                } else {
                    i++;
                }
            }
        }
        n = m->next;
    } while (n != root);
    for (int i = 0; i < g->nplayers; i++) {
        if (!r->meeples[i]) continue;
        cit_event ev = score_feature_event(g, root, CIT_EV_RETURN);
        ev.player = (uint8_t)i;
        ev.count = (uint8_t)(home[i] + g->deployed[i]); /* and those deployed into it (turn.c) */
        emit(e, ev);
        r->meeples[i] = 0;
    }
    r->nmeeples = r->meeples[NODE_OCCUPANTS]; /* occupants stay (internal.h) */
}

static void complete(cit_game *g, uint16_t root, emitter *e) {
    g->nodes[root].done = COMPLETED;
    score_award(g, root, score_feature_value(g, root, 0), 0, e);
    score_return_followers(g, root, e);
}

/* Scores every feature the placement of piece pi completed. */
void score_completed(cit_game *g, int pi, emitter *e) {
    if (!g->closing) return; /* most placements complete nothing */
    const piece *p = &g->pieces[pi];
    for (unsigned m = g->cat->closable[p->tile]; m; m &= m - 1) {
        uint16_t r = feat_find(g, (uint16_t)(p->node0 + __builtin_ctz(m)));
        if (!g->nodes[r].done && g->nodes[r].open == 0) complete(g, r, e);
    }
    for (int i = 0; i < g->ncloisters;) {
        uint16_t n = g->cloisters[i].node;
        if (g->nodes[n].open == 0) {
            g->cloisters[i] = g->cloisters[--g->ncloisters];
            complete(g, n, e);
        } else {
            i++;
        }
    }
}

int score_field_cities(const cit_game *g, uint16_t root, uint16_t *cities) {
    return touching(g, root, CIT_FEAT_CITY, 1, cities);
}

int score_touches_off_land(const cit_game *g, uint16_t root) {
    uint16_t n = root;
    do {
        if (g->cat->set.tiles[g->pieces[g->nodes[n].piece].tile].flags & CIT_TF_OFF_LAND) return 1;
        n = g->nodes[n].next;
    } while (n != root);
    return 0;
}

int score_field_items(const cit_game *g, uint16_t root) {
    uint16_t cities[MAX_FIELD_CITIES];
    int n = score_field_cities(g, root, cities);
    return n + ((g->turn_hooks & TURN_USES_OFF_LAND) && score_touches_off_land(g, root));
}

/* 3rd-edition fields: 3 points per completed city the field touches (the field rule). */
int score_field_value(const cit_game *g, uint16_t root) { return score_feature_value(g, root, 1); }

/*
 * Final scoring walks the followers still on the board: each feature they stand in is
 * scored once (its root is marked done), roads, cities and cloisters first, then fields.
 */
void score_final(cit_game *g, emitter *e) {
    for (int pass = 0; pass < 2; pass++) {
        for (int i = 0; i < g->nfollowers; i++) {
            uint16_t r = feat_find(g, g->followers[i]);
            node *m = &g->nodes[r];
            if (m->done || (m->kind == CIT_FEAT_FIELD) != pass) continue;
            m->done = FINAL_SCORED;
            int points = pass ? score_field_value(g, r) : score_feature_value(g, r, 1);
            score_award(g, r, points, 1, e);
        }
    }
}
