/* Where modules meet over figures: the core asks every module's figure hooks, so a rule
   that acts on figures (eats, captures, guards) names no module (docs/architecture.md,
   "Figures"). */
#include "rules.h"

int turn_figure_held(const cit_game *g, uint16_t n) {
    if (!(g->turn_hooks & TURN_USES_HELD)) return 0;
    FOR_MODULES(g->modules, m)
        if (m->figure_held && m->figure_held(g, n)) return 1;
    return 0;
}

int turn_figure_paid(const cit_game *g, uint16_t n) {
    FOR_MODULES(g->modules, m) {
        int who = m->figure_paid ? m->figure_paid(g, n) : 0;
        if (who) return who;
    }
    return 0;
}

/* The strong follower's declarer: one module a game, found by its hook mask. */
static const strong_figure_ops *strong(const cit_game *g) {
    unsigned mods = g->hook_mods[TURN_HOOK_STRONG];
    return mods ? rules_modules[__builtin_ctz(mods)]->strong : NULL;
}

int figure_strong_free(const cit_game *g, int player) {
    const strong_figure_ops *s = strong(g);
    return s ? s->is_free(g, player) : 0;
}
int figure_strong_on(const cit_game *g, uint16_t n) {
    const strong_figure_ops *s = strong(g);
    return s ? s->is_on(g, n) : 0;
}
int figure_strong_away(const cit_game *g, int player) {
    const strong_figure_ops *s = strong(g);
    return s ? s->away(g, player) : -1;
}
void figure_strong_ask(cit_game *g, int player, uint16_t n) {
    const strong_figure_ops *s = strong(g);
    if (s) s->ask(g, player, n);
}
void figure_strong_put(cit_game *g, int player, uint16_t n) {
    const strong_figure_ops *s = strong(g);
    if (s) s->put(g, player, n);
}
void figure_strong_home(cit_game *g, int player) {
    const strong_figure_ops *s = strong(g);
    if (s) s->home(g, player);
}
void figure_strong_send_away(cit_game *g, int player, int place) {
    const strong_figure_ops *s = strong(g);
    if (s) s->send_away(g, player, place);
}
void figure_strong_back(cit_game *g, int player) {
    const strong_figure_ops *s = strong(g);
    if (s) s->back(g, player);
}
void figure_strong_deploy(cit_game *g, int player) {
    const strong_figure_ops *s = strong(g);
    if (s) s->deploy(g, player);
}
int figure_strong_deployed(const cit_game *g, int player) {
    const strong_figure_ops *s = strong(g);
    return s ? s->deployed(g, player) : 0;
}
void figure_strong_drop(cit_game *g) {
    const strong_figure_ops *s = strong(g);
    if (s) s->drop(g);
}

/* The FIG_KIND_* figures' module: one a game, found by its hook mask. */
static const kind_figure_ops *kinds(const cit_game *g) {
    unsigned mods = g->hook_mods[TURN_HOOK_KINDS];
    return mods ? rules_modules[__builtin_ctz(mods)]->kinds : NULL;
}

int figure_kinds_declared(const cit_game *g) { return g->hook_mods[TURN_HOOK_KINDS] != 0; }
int figure_kinds_any(const cit_game *g) {
    const kind_figure_ops *k = kinds(g);
    return k ? k->any(g) : 0;
}
int figure_kind_on(const cit_game *g, uint16_t n) {
    const kind_figure_ops *k = kinds(g);
    return k ? k->on(g, n) : FIG_KIND_NONE;
}
int figure_kind_free(const cit_game *g, int player, int kind) {
    const kind_figure_ops *k = kinds(g);
    return k ? k->is_free(g, player, kind) : 0;
}
int figure_kind_kept(const cit_game *g, int player, int kind) {
    const kind_figure_ops *k = kinds(g);
    return k ? k->kept(g, player, kind) : -1;
}
void figure_kind_keep(cit_game *g, int player, int kind, int place) {
    const kind_figure_ops *k = kinds(g);
    if (k) k->keep(g, player, kind, place);
}
void figure_kind_return(cit_game *g, int player, int kind) {
    const kind_figure_ops *k = kinds(g);
    if (k) k->give_back(g, player, kind);
}
void figure_kind_place(cit_game *g, int player, int kind, uint16_t n) {
    const kind_figure_ops *k = kinds(g);
    if (k) k->place(g, player, kind, n);
}
