/* Which rules modules a set-up runs, the placement chain, and the helpers modules share
   at set-up. */
#include "rules.h"

#include <string.h>

unsigned rules_modules_for(const cit_setup *s) {
    unsigned bits = 0;
    for (int id = 1; id < CIT_MODULE_MAX; id++) {
        const rules_module *m = rules_modules[id];
        if (!m) continue;
        int by_option = (m->option != MODULE_NO_OPTION && s->opt.v[m->option] > 0) ||
                        (m->also_option && s->opt.v[m->also_option] > 0);
        /* a module of three parts (three options that each switch it on): any further row of its own that
           switches it on; only such a module pays for the loop at set-up */
        for (int k = 2; k < m->noptions && !by_option; k++)
            by_option = m->options[k].def.is_module && s->opt.v[m->options[k].id] > 0;
        int by_mode = s->mode < 8 && (m->modes >> s->mode & 1);
        if (by_option || by_mode) bits |= 1u << id;
    }
    return bits;
}

int rules_word_played_later(const cit_game *g, int id, const char *word) {
    FOR_MODULES(g->modules >> (id + 1) << (id + 1), m)
        for (const char *const *w = m->plays_words; w && *w; w++)
            if (!strcmp(*w, word)) return 1;
    return 0;
}

int cit_mode_playable(int mode) {
    if (mode == CIT_MODE_CLASSIC) return 1;
    if (mode < 0 || mode >= CIT_MODE_COUNT_) return 0;
    for (int id = 1; id < CIT_MODULE_MAX; id++)
        if (rules_modules[id] && (rules_modules[id]->modes >> mode & 1)) return 1;
    return 0;
}

/* The placement rules of the chain (rules.h) that answer for `tile`, leaving out `skip`
   (NULL: none) and, with `no_first`, every rule marked `first`: rules marked `first` that
   claim the tile (or take every tile) come before all others, then rules that claim the tile
   by their `claims`, then those that take every tile, each in table order. */
static const placement_rules *pick_rules(const cit_game *g, int tile, const placement_rules *skip, int no_first) {
    /* One walk, each `claims` asked once (it is asked for every move): the first rule
       marked `first` wins at once; else the first that claims the tile, else the first
       that takes every tile. */
    const placement_rules *claimer = NULL, *taker = NULL;
    /* only the modules that have placement rules (kept at set-up) */
    FOR_MODULES(g->modules & g->placement_mods, m) {
        const placement_rules *r = m->placement;
        if (r == skip || (no_first && r->first)) continue;
        if (!rules_claim(g, r, tile)) continue;
        if (r->first) return r;
        if (rules_claim_some(r)) {
            if (!claimer) claimer = r;
        } else if (!taker) {
            taker = r;
        }
    }
    return claimer ? claimer : taker;
}

const placement_rules *placement_rules_for(const cit_game *g, int tile) {
    /* asked several times a turn, mostly of tiles not in hand: the chain kept at set-up
       is walked without the modules' table (pick_rules answers when a test switched
       modules on since) */
    if (!g->chain_ok || g->chain_mods != g->modules) return pick_rules(g, tile, NULL, 0);
    for (int i = 0; i < g->nchain; i++) {
        const placement_rules *r = g->chain[i];
        if (rules_claim(g, r, tile)) return r;
    }
    return g->chain_taker;
}

void placement_chain_setup(cit_game *g) {
    int n = 0, fits = 1;
    g->chain_taker = NULL;
    for (int pass = 0; pass < 2; pass++) /* the rules marked first, then the others */
        FOR_MODULES(g->modules & g->placement_mods, m) {
            const placement_rules *r = m->placement;
            if ((r->first != 0) != (pass == 0)) continue;
            if (!r->first && !rules_claim_some(r)) {
                if (!g->chain_taker) g->chain_taker = r;
                continue;
            }
            if (n < (int)(sizeof g->chain / sizeof g->chain[0])) g->chain[n++] = r;
            else fits = 0;
        }
    g->nchain = (uint8_t)n;
    g->chain_mods = g->modules;
    g->chain_ok = (uint8_t)fits;
}

const placement_rules *placement_rules_but(const cit_game *g, int tile, const placement_rules *skip) {
    return pick_rules(g, tile, skip, 0);
}

const placement_rules *placement_rules_under(const cit_game *g, int tile, const placement_rules *self) {
    return pick_rules(g, tile, self, 1);
}

void box_add_set(const cit_catalog *cat, const char *set, cit_tile_id *box, int *n) {
    /* the set's tiles found once (a game's set-up asks for several sets): the catalogue's
       runs of one set name are walked by their first tile's name (catalog.h set_end; a
       catalogue without them is walked tile by tile) and marked, then the box searched
       once for any of them, from its end (where a set added before lies) */
    cit_tile_id of_set[CIT_MAX_TILE_TYPES];
    uint64_t marked[(CIT_MAX_TILE_TYPES + 63) / 64] = {0};
    int k = 0, lo = 0, hi = 0;
    for (int t = 0, end; t < cat->set.ntiles; t = end) {
        const char *name = cat->set.tiles[t].set;
        end = cat->set_end[t] > t ? cat->set_end[t] : t + 1;
        if (name[0] != set[0] || strcmp(name, set) != 0) continue;
        if (!k) lo = t;
        hi = end;
        for (int u = t; u < end; u++) {
            of_set[k++] = (cit_tile_id)u;
            marked[u >> 6] |= 1ull << (u & 63);
        }
    }
    if (k == hi - lo) { /* one run (a set's tiles lie together): a range */
        for (int i = *n - 1; i >= 0; i--)
            if ((unsigned)(box[i] - lo) < (unsigned)k) return; /* already in */
    } else {
        for (int i = *n - 1; i >= 0; i--)
            if (marked[box[i] >> 6] >> (box[i] & 63) & 1) return;
    }
    for (int i = 0; i < k; i++) {
        const cit_tile_def *d = &cat->set.tiles[of_set[i]];
        for (int c = 0; c < d->count && *n < BOX_CAP; c++) box[(*n)++] = of_set[i];
    }
}
