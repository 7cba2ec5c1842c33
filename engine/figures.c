/* Where modules meet over figures: the core's figure table (its layout at set-up, the
   rules it applies by the kinds' declared properties) and the loops over the modules
   that hold or pay figures (figures.h calls them only in a game where one does). */
#include "rules.h"

#include <string.h>

int figures_setup(cit_game *g) {
    g->nkinds = g->nfigures = g->figure_props = 0;
    memset(g->module_nkinds, 0, sizeof g->module_nkinds);
    memset(g->module_nfig, 0, sizeof g->module_nfig);
    FOR_MODULES(g->modules, m) {
        g->module_kind0[m->id] = g->nkinds;
        g->module_fig0[m->id] = g->nfigures;
        for (int l = 0; l < m->nfigure_kinds; l++) {
            const figure_kind *fk = &m->figure_kinds[l];
            int per_player = g->setup.opt.v[fk->option] ? fk->per_player : 0;
            if (g->nkinds == MAX_FIGURE_KINDS || g->nfigures + g->nplayers * per_player > MAX_FIGURES) return 0;
            /* every declared kind has its game kind; one whose option is off has no
               records (figure_of answers NULL) */
            int k = g->nkinds++;
            g->module_nkinds[m->id]++;
            g->kind_first[k] = g->nfigures;
            g->kind_module[k] = m->id;
            g->kind_local[k] = (uint8_t)l;
            g->kind_per_player[k] = (uint8_t)per_player;
            g->kind_props[k] = fk->props;
            if (g->kind_per_player[k]) g->figure_props |= fk->props;
            for (int p = 0; p < g->nplayers; p++)
                for (int i = 0; i < g->kind_per_player[k]; i++) {
                    fig_record f = {(uint8_t)k, (uint8_t)p, FIG_SUPPLY, 0, 0};
                    g->figures[g->nfigures++] = f;
                }
        }
        g->module_nfig[m->id] = (uint8_t)(g->nfigures - g->module_fig0[m->id]);
    }
    return 1;
}

void figures_eat_cell(cit_game *g, int x, int y, uint8_t *eaten) {
    for (int i = 0; i < g->nfigures; i++) {
        fig_record *f = &g->figures[i];
        if (f->where != FIG_PART) continue;
        unsigned props = g->kind_props[f->kind];
        if (!(props & FK_EATEN) || figure_stands(g, f, props) < 0) continue;
        const piece *q = &g->pieces[g->nodes[f->at].piece];
        if (q->x != x || q->y != y) continue;
        figure_home(f);
        eaten[f->owner]++;
    }
}

int figures_held(const cit_game *g, uint16_t n) {
    FOR_HOOK(g, TURN_HOOK_HELD, m)
        if (m->figure_held(g, n)) return 1;
    return 0;
}

int figures_paid(const cit_game *g, uint16_t n) {
    FOR_HOOK(g, TURN_HOOK_PAID, m) {
        int who = m->figure_paid(g, n);
        if (who) return who;
    }
    return 0;
}
