/* Which rules modules a set-up runs, the placement chain, and the helpers modules share
   at set-up. */
#include "rules.h"

#include <string.h>

const rules_module *rules_module_get(int id) {
    return id > 0 && id < CIT_MODULE_MAX ? rules_modules[id] : NULL;
}

unsigned rules_modules_for(const cit_setup *s) {
    unsigned bits = 0;
    for (int id = 1; id < CIT_MODULE_MAX; id++) {
        const rules_module *m = rules_modules[id];
        if (!m) continue;
        int by_option = (m->option != MODULE_NO_OPTION && s->opt.v[m->option] > 0) ||
                        (m->also_option && s->opt.v[m->also_option] > 0);
        /* a module of three parts (Traders & Builders): any further row of its own that
           switches it on; only such a module pays for the loop at set-up */
        for (int k = 2; k < m->noptions && !by_option; k++)
            by_option = m->options[k].def.is_module && s->opt.v[m->options[k].id] > 0;
        int by_mode = s->mode < 8 && (m->modes >> s->mode & 1);
        if (by_option || by_mode) bits |= 1u << id;
    }
    return bits;
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
    for (int pass = no_first ? 1 : 0; pass < 3; pass++)
        FOR_MODULES(g->modules, m) {
            const placement_rules *r = m->placement;
            if (!r || r == skip || (no_first && r->first)) continue;
            int claims = r->claims && r->claims(g, tile);
            if (r->claims && !claims) continue;
            if ((pass == 0 && r->first) || (pass == 1 && !r->first && claims) ||
                (pass == 2 && !r->first && !r->claims))
                return r;
        }
    return NULL;
}

const placement_rules *placement_rules_for(const cit_game *g, int tile) { return pick_rules(g, tile, NULL, 0); }

const placement_rules *placement_rules_but(const cit_game *g, int tile, const placement_rules *skip) {
    return pick_rules(g, tile, skip, 0);
}

const placement_rules *placement_rules_under(const cit_game *g, int tile, const placement_rules *self) {
    return pick_rules(g, tile, self, 1);
}

void box_add_set(const cit_catalog *cat, const char *set, uint8_t *box, int *n) {
    for (int i = 0; i < *n; i++)
        if (strcmp(cat->set.tiles[box[i]].set, set) == 0) return; /* already in */
    for (int t = 0; t < cat->set.ntiles; t++) {
        const cit_tile_def *d = &cat->set.tiles[t];
        if (strcmp(d->set, set) != 0) continue;
        for (int k = 0; k < d->count && *n < CIT_MAX_STACK; k++) box[(*n)++] = (uint8_t)t;
    }
}
