/* The calls through which modules meet over figures (docs/architecture.md, "Figures"):
   each asks the module that declared the figure or the hook, found by its hook mask
   (g->hook_mods, set at turn_begin), so a module names no other, and a game without the
   declarer pays one test of a mask. Included by rules.h, after the module table. */
#ifndef CIT_FIGURES_H
#define CIT_FIGURES_H

/* Loops over the modules with figure_held / figure_paid (figures.c). */
int figures_held(const cit_game *g, uint16_t n);
int figures_paid(const cit_game *g, uint16_t n);

/* 1 if a module's rule holds the figure on part n where it is (rules_module.figure_held):
   nothing takes, guards or moves it. */
static inline int turn_figure_held(const cit_game *g, uint16_t n) {
    return g->hook_mods[TURN_HOOK_HELD] ? figures_held(g, n) : 0;
}
/* Player + 1 if a module paid for the figure on part n in this turn part outside an award
   (rules_module.figure_paid), else 0. */
static inline int turn_figure_paid(const cit_game *g, uint16_t n) {
    return g->hook_mods[TURN_HOOK_PAID] ? figures_paid(g, n) : 0;
}

/* The strong follower's operations (strong_figure_ops, rules.h), asked of the module that
   declares it; without one: 0, -1 or nothing. */
#define FIGURE_STRONG_(g) (rules_modules[__builtin_ctz((g)->hook_mods[TURN_HOOK_STRONG])]->strong)
static inline int figure_strong_free(const cit_game *g, int player) {
    return g->hook_mods[TURN_HOOK_STRONG] ? FIGURE_STRONG_(g)->is_free(g, player) : 0;
}
static inline int figure_strong_on(const cit_game *g, uint16_t n) {
    return g->hook_mods[TURN_HOOK_STRONG] ? FIGURE_STRONG_(g)->is_on(g, n) : 0;
}
static inline int figure_strong_away(const cit_game *g, int player) {
    return g->hook_mods[TURN_HOOK_STRONG] ? FIGURE_STRONG_(g)->away(g, player) : -1;
}
static inline void figure_strong_ask(cit_game *g, int player, uint16_t n) {
    if (g->hook_mods[TURN_HOOK_STRONG]) FIGURE_STRONG_(g)->ask(g, player, n);
}
static inline void figure_strong_put(cit_game *g, int player, uint16_t n) {
    if (g->hook_mods[TURN_HOOK_STRONG]) FIGURE_STRONG_(g)->put(g, player, n);
}
static inline void figure_strong_home(cit_game *g, int player) {
    if (g->hook_mods[TURN_HOOK_STRONG]) FIGURE_STRONG_(g)->home(g, player);
}
static inline void figure_strong_send_away(cit_game *g, int player, int place) {
    if (g->hook_mods[TURN_HOOK_STRONG]) FIGURE_STRONG_(g)->send_away(g, player, place);
}
static inline void figure_strong_back(cit_game *g, int player) {
    if (g->hook_mods[TURN_HOOK_STRONG]) FIGURE_STRONG_(g)->back(g, player);
}
static inline void figure_strong_deploy(cit_game *g, int player) {
    if (g->hook_mods[TURN_HOOK_STRONG]) FIGURE_STRONG_(g)->deploy(g, player);
}
static inline int figure_strong_deployed(const cit_game *g, int player) {
    return g->hook_mods[TURN_HOOK_STRONG] ? FIGURE_STRONG_(g)->deployed(g, player) : 0;
}
static inline void figure_strong_drop(cit_game *g) {
    if (g->hook_mods[TURN_HOOK_STRONG]) FIGURE_STRONG_(g)->drop(g);
}

/* The FIG_KIND_* figures' operations (kind_figure_ops, rules.h), asked of the module that
   brings them; figure_kinds_declared: whether a module in the game brings any. */
#define FIGURE_KINDS_(g) (rules_modules[__builtin_ctz((g)->hook_mods[TURN_HOOK_KINDS])]->kinds)
static inline int figure_kinds_declared(const cit_game *g) { return g->hook_mods[TURN_HOOK_KINDS] != 0; }
/* The feature kinds (bit per CIT_FEAT_*) a figure of `kind` may stand in or join; 0
   without one. For a listing over many parts: asked once, tested per part. */
static inline unsigned figure_kind_stands(const cit_game *g, int kind) {
    return g->hook_mods[TURN_HOOK_KINDS] ? FIGURE_KINDS_(g)->may_stand[kind] : 0u;
}
/* 1 if a figure of `kind` may stand in (or join) a feature of kind `feat`; 0 without one. */
static inline int figure_kind_may_stand(const cit_game *g, int kind, int feat) {
    return (int)(figure_kind_stands(g, kind) >> feat & 1);
}
static inline int figure_kinds_any(const cit_game *g) {
    return g->hook_mods[TURN_HOOK_KINDS] ? FIGURE_KINDS_(g)->any(g) : 0;
}
static inline int figure_kind_on(const cit_game *g, uint16_t n) {
    return g->hook_mods[TURN_HOOK_KINDS] ? FIGURE_KINDS_(g)->on(g, n) : FIG_KIND_NONE;
}
static inline int figure_kind_free(const cit_game *g, int player, int kind) {
    return g->hook_mods[TURN_HOOK_KINDS] ? FIGURE_KINDS_(g)->is_free(g, player, kind) : 0;
}
static inline int figure_kind_kept(const cit_game *g, int player, int kind) {
    return g->hook_mods[TURN_HOOK_KINDS] ? FIGURE_KINDS_(g)->kept(g, player, kind) : -1;
}
static inline void figure_kind_keep(cit_game *g, int player, int kind, int place) {
    if (g->hook_mods[TURN_HOOK_KINDS]) FIGURE_KINDS_(g)->keep(g, player, kind, place);
}
static inline void figure_kind_return(cit_game *g, int player, int kind) {
    if (g->hook_mods[TURN_HOOK_KINDS]) FIGURE_KINDS_(g)->give_back(g, player, kind);
}
static inline void figure_kind_place(cit_game *g, int player, int kind, uint16_t n) {
    if (g->hook_mods[TURN_HOOK_KINDS]) FIGURE_KINDS_(g)->place(g, player, kind, n);
}

#endif
