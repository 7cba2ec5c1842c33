/* Where modules meet over figures: the core's figure table (its layout at set-up, the
   rules it applies by the kinds' declared properties) and the loops over the modules
   that hold or pay figures (figures.h calls them only in a game where one does). */
#include "rules.h"
#include "figures.h"

#include <stdlib.h>
#include <string.h>

/* The core's own kind: the normal follower, with records only where a module keeps
   normal followers (figure_normal_*). Its word is declared, never written in a move: a
   module's moves name it as follower code 0. */
const figure_kind figure_normal_decl = {"follower", 0, CIT_FOLLOWERS, 1, FK_FOLLOWER,
                                        (1u << CIT_FEAT_KIND_COUNT) - 1, "follower", NULL};

/* After the modules' kinds: the normal followers' records, when a module in the game
   keeps them (in an older save's move order the follower of strength 2 is one of them
   to other modules' rules: figures.h). Not a follower kind of the moves' numbering. */
static int normals_setup(cit_game *g) {
    g->normal_kind = 0;
    int keeps = 0;
    FOR_MODULES(g->modules, m) keeps |= m->keeps_followers;
    if (!keeps) return 1;
    int per_player = CIT_FOLLOWERS + (g->strong_kind && g->setup.moves_format);
    if (g->nkinds == MAX_FIGURE_KINDS || g->nfigures + g->nplayers * per_player > MAX_FIGURES) return 0;
    int k = g->nkinds++;
    g->kind_first[k] = g->nfigures;
    g->kind_module[k] = 0; /* the core: figure_kind_decl answers figure_normal_decl */
    g->kind_local[k] = 0;
    g->kind_per_player[k] = (uint8_t)per_player;
    g->kind_props[k] = figure_normal_decl.props;
    g->figure_props |= figure_normal_decl.props;
    g->normal_kind = (uint8_t)(k + 1);
    for (int p = 0; p < g->nplayers; p++)
        for (int i = 0; i < per_player; i++) {
            fig_record f = {(uint8_t)k, (uint8_t)p, FIG_SUPPLY, 0, 0};
            g->figures[g->nfigures++] = f;
        }
    return 1;
}

int figures_setup(cit_game *g) {
    g->nkinds = g->nfigures = g->figure_props = g->nfollower_kinds = g->follower_kinds_on = g->strong_kind = 0;
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
            if (fk->props & FK_FOLLOWER) {
                if (g->nfollower_kinds == MAX_FOLLOWER_KINDS) return 0;
                if (per_player && fk->strength == 1) g->follower_kinds_on |= (uint8_t)(1u << g->nfollower_kinds);
                if (per_player && fk->strength == 2 && !g->strong_kind) g->strong_kind = (uint8_t)(k + 1);
                g->follower_kind[g->nfollower_kinds++] = (uint8_t)k;
            }
            for (int p = 0; p < g->nplayers; p++)
                for (int i = 0; i < g->kind_per_player[k]; i++) {
                    fig_record f = {(uint8_t)k, (uint8_t)p, FIG_SUPPLY, 0, 0};
                    g->figures[g->nfigures++] = f;
                }
        }
        g->module_nfig[m->id] = (uint8_t)(g->nfigures - g->module_fig0[m->id]);
    }
    return normals_setup(g);
}

void figures_eat_cell(cit_game *g, int x, int y, uint8_t *eaten) {
    /* the normal followers' records, laid out last, never stand on a part */
    int end = g->normal_kind ? g->kind_first[g->normal_kind - 1] : g->nfigures;
    for (int i = 0; i < end; i++) {
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

int figures_barred_by(const cit_game *g, int x, int y) {
    FOR_HOOK(g, TURN_HOOK_BARRED, m)
        if (m->cell_barred && m->cell_barred(g, x, y)) return 1;
    return 0;
}

int pieces_held_by(const cit_game *g, int pi) {
    FOR_HOOK(g, TURN_HOOK_PIECE_HELD, m)
        if (m->piece_held(g, pi)) return 1;
    return 0;
}

int figures_kept_near(const cit_game *g, int x, int y, int reach, int player) {
    int k = 0;
    for (int i = 0; i < g->nfigures; i++) {
        const fig_record *f = &g->figures[i];
        if (f->where != FIG_KEPT || (player >= 0 && f->owner != player)) continue;
        const rules_module *m = rules_module_get(f->keeper);
        int fx, fy;
        k += m && m->kept_cell && m->kept_cell(g, f, &fx, &fy) && abs(fx - x) <= reach && abs(fy - y) <= reach;
    }
    return k;
}

/* The keeper of normal record f if its module lets another rule take it, on a cell. */
static const rules_module *takeable_keeper(const cit_game *g, const fig_record *f, int taker, int *x, int *y) {
    if (f->keeper == taker) return NULL;
    const rules_module *m = rules_module_get(f->keeper);
    return m && m->kept_word && m->kept_cell && m->kept_cell(g, f, x, y) ? m : NULL;
}

int figures_takeable_(const cit_game *g, int taker, kept_spot *out, int cap) {
    int k = 0;
    for (int p = 0; p < g->nplayers && figure_normals_any(g); p++) {
        int n;
        const fig_record *r = figure_normals_kept(g, p, &n);
        for (int i = 0; i < n; i++) {
            int x, y;
            if (!takeable_keeper(g, &r[i], taker, &x, &y)) continue;
            int seen = 0; /* the records are in keeper and slot order: the same place is the last one listed */
            for (int j = k - 1; j >= 0 && !seen && out[j].owner == p; j--)
                seen = out[j].x == x && out[j].y == y && out[j].keeper == r[i].keeper;
            if (seen || k == cap) continue;
            kept_spot s = {(int8_t)x, (int8_t)y, (uint8_t)p, r[i].keeper};
            out[k++] = s;
        }
    }
    return k;
}

int figure_kept_take(cit_game *g, int x, int y, int player, int keeper) {
    int n;
    const fig_record *r = figure_normals_kept(g, player, &n);
    for (int i = 0; i < n; i++) {
        int fx, fy;
        if (r[i].keeper != keeper || !takeable_keeper(g, &r[i], -1, &fx, &fy) || fx != x || fy != y) continue;
        return figure_normal_free(g, player, keeper, r[i].at, 0);
    }
    return 0;
}

int figures_kept_word_module(const cit_game *g, const char *w, size_t n) {
    FOR_MODULES(g->modules, m) if (m->kept_word && strlen(m->kept_word) == n && !memcmp(m->kept_word, w, n)) return m->id;
    return -1;
}

int figures_paid(const cit_game *g, uint16_t n) {
    FOR_HOOK(g, TURN_HOOK_PAID, m) {
        int who = m->figure_paid(g, n);
        if (who) return who;
    }
    return 0;
}

int figure_strong_on_(const cit_game *g, uint16_t n) {
    int owner = g->nodes[n].owner;
    if (!owner) return 0;
    const fig_record *f = figure_strong_reached(g, owner - 1);
    return f && f->where == FIG_PART && f->at == n;
}

void figure_strong_ask_(cit_game *g, int player, uint16_t n) {
    if (!figure_strong_reached(g, player)) return;
    void (*which)(cit_game *, int, uint16_t) = figure_kind_decl(g, g->strong_kind - 1)->which;
    if (which) which(g, player, n);
}

void figure_strong_put_(cit_game *g, int player, uint16_t n) {
    fig_record *f = figure_strong_reached(g, player);
    if (!f) return;
    figure_put(f, FIG_PART, n);
    followers_weigh(g, n, player, 1); /* counts two wherever a majority is decided */
}

void figure_strong_home_(cit_game *g, int player) {
    fig_record *f = figure_strong_reached(g, player);
    if (!f || f->where != FIG_PART) return;
    followers_weigh(g, f->at, player, -1);
    figure_home(f);
}

void figure_strong_send_away_(cit_game *g, int player, int keeper, int place) {
    fig_record *f = figure_strong_reached(g, player);
    if (!f) return;
    figure_put(f, FIG_KEPT, (uint16_t)place);
    f->keeper = (uint8_t)keeper;
}

void figure_strong_back_(cit_game *g, int player) {
    fig_record *f = figure_strong_reached(g, player);
    if (f && f->where == FIG_KEPT) figure_home(f);
}

void figure_strong_deploy_(cit_game *g, int player) {
    fig_record *f = figure_strong_reached(g, player);
    if (!f) return;
    figure_put(f, FIG_DEPLOYED, g->item_root);
    followers_weigh(g, g->item_root, player, 1);
}

void figure_strong_drop_(cit_game *g) {
    if (!figure_strong_reached(g, 0)) return;
    for (int p = 0; p < g->nplayers; p++) {
        fig_record *f = figure_strong_record(g, p);
        if (f->where != FIG_DEPLOYED) continue;
        followers_weigh(g, g->item_root, p, -1);
        figure_home(f);
    }
}

void figure_kind_place(cit_game *g, int player, int k, uint16_t n) {
    fig_record *f = figure_record(g, k, player);
    if (!f) return;
    /* the core's lists and returns carry it from here on; it comes from its own supply,
       so the core's count is made up first */
    g->supply[player]++;
    followers_put(g, n, player);
    figure_put(f, FIG_PART, n);
}

int figure_follower_on(const cit_game *g, uint16_t n) {
    int p = g->nodes[n].owner - 1;
    if (p < 0) return -1;
    for (unsigned on = g->follower_kinds_on; on; on &= on - 1) {
        int i = __builtin_ctz(on);
        const fig_record *f = figure_record(g, g->follower_kind[i], p);
        if (f->where == FIG_PART && f->at == n) return i;
    }
    return -1;
}

void figure_kind_keep(cit_game *g, int player, int k, int keeper, int place) {
    fig_record *f = figure_record(g, k, player);
    if (!f) return;
    figure_put(f, FIG_KEPT, (uint16_t)place);
    f->keeper = (uint8_t)keeper;
}

void figure_kind_return(cit_game *g, int player, int k) {
    fig_record *f = figure_record(g, k, player);
    if (f) figure_home(f);
}

/* ---- the normal follower's records ---- */

/* A record's place as one number, for the order a player's normal records keep: those on
   the plain path (FIG_SUPPLY, key 0) first, then the kept ones by keeper and slot. */
static unsigned normal_key(const fig_record *f) { return (unsigned)f->where << 24 | (unsigned)f->keeper << 16 | f->at; }

/* player's records into *n. */
static fig_record *normals_run(const cit_game *g, int player, int *n) {
    *n = g->kind_per_player[g->normal_kind - 1];
    return figure_normals(g, player);
}

/* Record f of player's run changed place: it moves to where the order puts it (the
   records are alike but for their place, so equal positions hash alike). */
static void normal_settle(cit_game *g, int player, fig_record *f) {
    int n;
    fig_record *r = normals_run(g, player, &n);
    int i = (int)(f - r);
    fig_record moved = *f;
    unsigned k = normal_key(&moved);
    for (; i > 0 && normal_key(&r[i - 1]) > k; i--) r[i] = r[i - 1];
    for (; i < n - 1 && normal_key(&r[i + 1]) < k; i++) r[i] = r[i + 1];
    r[i] = moved;
}

/* One of player's records kept by keeper at slot (-1: any), or NULL. */
static fig_record *kept_find(const cit_game *g, int player, int keeper, int slot) {
    int n;
    fig_record *r = figure_normals_kept(g, player, &n);
    for (int i = 0; i < n; i++)
        if (r[i].keeper == keeper && (slot < 0 || r[i].at == slot)) return &r[i];
    return NULL;
}

fig_record *figure_normal_find(const cit_game *g, int player, int keeper, int slot) {
    if (!g->normal_kind) return NULL;
    if (!keeper) { /* the plain path's are the run's start */
        fig_record *r = figure_normals(g, player < 0 ? 0 : player);
        int n = player < 0 ? g->nplayers : 1;
        for (int p = 0, per = g->kind_per_player[g->normal_kind - 1]; p < n; p++)
            if (r[p * per].where == FIG_SUPPLY) return &r[p * per];
        return NULL;
    }
    if (player >= 0) return kept_find(g, player, keeper, slot);
    for (int p = 0; p < g->nplayers; p++) {
        fig_record *f = kept_find(g, p, keeper, slot);
        if (f) return f;
    }
    return NULL;
}

int figure_normal_kept(const cit_game *g, int player, int keeper, int slot) {
    int k = 0;
    for (int p = player < 0 ? 0 : player; p < (player < 0 ? g->nplayers : player + 1); p++) {
        int n;
        const fig_record *r = figure_normals_kept(g, p, &n);
        for (int i = 0; i < n; i++) k += r[i].keeper == keeper && (slot < 0 || r[i].at == slot);
    }
    return k;
}

int figure_normal_keep(cit_game *g, int player, int keeper, int slot, int from_supply) {
    if (!g->normal_kind) return 0;
    int n;
    fig_record *kept = figure_normals_kept(g, player, &n);
    if (kept == figure_normals(g, player)) return 0; /* all kept already */
    /* the last on the plain path joins the kept ones where the order puts it */
    fig_record f = kept[-1];
    f.where = FIG_KEPT;
    f.keeper = (uint8_t)keeper;
    f.at = (uint16_t)slot;
    unsigned k = normal_key(&f);
    int t = 0;
    while (t < n && normal_key(&kept[t]) < k) t++;
    for (int i = 0; i < t; i++) kept[i - 1] = kept[i]; /* a few at most: no memmove call */
    kept[t - 1] = f;
    if (from_supply) g->supply[player]--;
    return 1;
}

int figure_normal_move(cit_game *g, int player, int keeper, int from, int to) {
    fig_record *f = figure_normal_find(g, player, keeper, from);
    if (!f) return 0;
    f->at = (uint16_t)to;
    normal_settle(g, player, f);
    return 1;
}

int figure_normal_free(cit_game *g, int player, int keeper, int slot, int to_supply) {
    int n, j = 0;
    fig_record *kept = figure_normals_kept(g, player, &n);
    while (j < n && !(kept[j].keeper == keeper && (slot < 0 || kept[j].at == slot))) j++;
    if (j == n) return 0;
    /* it goes to the first kept one's place, the kept ones before it one up */
    fig_record home = kept[j];
    figure_home(&home);
    for (int i = j; i > 0; i--) kept[i] = kept[i - 1];
    kept[0] = home;
    if (to_supply) g->supply[player]++;
    return 1;
}

static int word_is(const char *word, const char *w, size_t n) { return word && strlen(word) == n && !memcmp(word, w, n); }

/* The j-th follower kind declared by any registered module (registry order), or NULL:
   an absent kind's code is FIGURE_ABSENT + j, so its text reads back to the same move. */
static const figure_kind *declared_follower(int j) {
    for (int id = 1; id < CIT_MODULE_MAX; id++) {
        const rules_module *m = rules_modules[id];
        for (int l = 0; m && l < m->nfigure_kinds; l++)
            if ((m->figure_kinds[l].props & FK_FOLLOWER) && j-- == 0) return &m->figure_kinds[l];
    }
    return NULL;
}

/* The game's follower kind whose declared word is w (n bytes): its index, or -1. */
static int present_named(const cit_game *g, const char *w, size_t n, int *strength) {
    for (int i = 0; i < g->nfollower_kinds; i++) {
        const figure_kind *fk = figure_kind_decl(g, g->follower_kind[i]);
        if (!word_is(fk->word, w, n)) continue;
        if (strength) *strength = fk->strength;
        return i;
    }
    return -1;
}

int figure_follower_named(const cit_game *g, const char *w, size_t n, int *strength) {
    int i = present_named(g, w, n, strength);
    if (i >= 0) return i;
    /* a follower kind of a module the game does not run: read, as a figure nobody has */
    int j = 0;
    for (int id = 1; id < CIT_MODULE_MAX; id++) {
        const rules_module *m = rules_modules[id];
        for (int l = 0; m && l < m->nfigure_kinds; l++) {
            const figure_kind *fk = &m->figure_kinds[l];
            if (!(fk->props & FK_FOLLOWER)) continue;
            if (word_is(fk->word, w, n)) {
                if (strength) *strength = fk->strength;
                return FIGURE_ABSENT + j < FIGURE_CODES ? FIGURE_ABSENT + j : -1;
            }
            j++;
        }
    }
    return -1;
}

const char *figure_follower_word(const cit_game *g, int i) {
    if (i >= FIGURE_ABSENT) {
        const figure_kind *fk = i < FIGURE_CODES ? declared_follower(i - FIGURE_ABSENT) : NULL;
        for (int k = 0; fk && k < g->nfollower_kinds; k++) /* a kind the game has: its own code */
            if (figure_kind_decl(g, g->follower_kind[k]) == fk) fk = NULL;
        return fk ? fk->word : NULL;
    }
    return cit_game_follower_word(g, i + 1);
}

int cit_game_follower_kinds(const cit_game *g) { return g ? g->nfollower_kinds : 0; }

const char *cit_game_follower_word(const cit_game *g, int f) {
    int k = g ? figure_follower_kind(g, f - 1) : -1;
    return k < 0 ? NULL : figure_kind_decl(g, k)->word;
}

int cit_game_follower_named(const cit_game *g, const char *word) {
    int i = g && word ? present_named(g, word, strlen(word), NULL) : -1;
    return i + 1;
}

int cit_game_follower_strength(const cit_game *g, int f) {
    int k = g ? figure_follower_kind(g, f - 1) : -1;
    return k < 0 ? 0 : figure_kind_decl(g, k)->strength;
}

int cit_game_follower_counted(const cit_game *g, int player, int f) {
    int k = g ? figure_follower_kind(g, f - 1) : -1;
    if (k < 0 || player < 0 || player >= g->nplayers) return 0;
    if (k == g->strong_kind - 1) return g->kind_per_player[k]; /* the core's supply holds it */
    int n = 0;
    for (int i = 0; i < g->kind_per_player[k]; i++) {
        const fig_record *r = &g->figures[g->kind_first[k] + player * g->kind_per_player[k] + i];
        n += (r->where == FIG_PART && g->nodes[r->at].owner == player + 1) ||
             (r->where == FIG_KEPT && r->keeper != g->kind_module[k]);
    }
    return n;
}

int cit_game_follower_votes(const cit_game *g, int f, int pennants) {
    int k = g ? figure_follower_kind(g, f - 1) : -1;
    if (k < 0) return 0;
    const figure_kind *fk = figure_kind_decl(g, k);
    return fk->props & FK_PENNANTS ? pennants : fk->strength;
}
