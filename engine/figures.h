/* The calls through which modules meet over figures (docs/architecture.md, "Figures"):
   each asks the module that declared the figure or the hook, found by its hook mask
   (g->hook_mods, set at turn_begin), so a module names no other, and a game without the
   declarer pays one test of a mask. Included by rules.h, after the module table. */
#ifndef CIT_FIGURES_H
#define CIT_FIGURES_H

#include "rules.h"

/* ---- the figure table (internal.h `fig_record`, rules.h `figure_kind`) ---- */

/* Lays out the records of every kind the game's modules declare, then the normal
   followers' where a module keeps them (below), all in supply (at set-up, before the
   modules' own set-up); 0 when they outgrow the table (a registry whose modules declare
   more than MAX_FIGURE_KINDS kinds or MAX_FIGURES records). */
int figures_setup(cit_game *g);
/* Every record with FK_EATEN that stands on a part of cell x, y goes to its owner's
   supply, eaten[owner] growing by one each (turn_eat_cell). */
void figures_eat_cell(cit_game *g, int x, int y, uint8_t *eaten);

/* The record of player's figure number i (0 for a kind of one each) of kind `local` in
   module `module`'s table, or NULL when the kind is not in the game (its option off). */
static inline fig_record *figure_of(cit_game *g, int module, int local, int player, int i) {
    if (local >= g->module_nkinds[module]) return NULL;
    int k = g->module_kind0[module] + local;
    if (!g->kind_per_player[k]) return NULL;
    return &g->figures[g->kind_first[k] + player * g->kind_per_player[k] + i];
}
static inline const fig_record *figure_of_c(const cit_game *g, int module, int local, int player, int i) {
    return figure_of((cit_game *)(uintptr_t)g, module, local, player, i);
}
/* The first record of kind `local` of module `module`, for a caller that knows the kind
   is in the game (its option on): the kind's records follow owner by owner, so with one
   each, player p's is [p]. Two loads, for the hooks that look every turn. */
static inline fig_record *figures_of_kind(const cit_game *g, int module, int local) {
    return (fig_record *)(uintptr_t)&g->figures[g->kind_first[g->module_kind0[module] + local]];
}
/* A module's records, consecutive: the first (NULL with none) and how many. */
static inline fig_record *figures_of_module(cit_game *g, int module, int *n) {
    *n = g->module_nfig[module];
    return *n ? &g->figures[g->module_fig0[module]] : NULL;
}
/* A kept record's `at`, its slot: the place its keeper names (the low byte: a Count
   quarter, a tower's top or prison; what figure_strong_away and figure_kind_kept answer,
   and the public queries with them) and which one of such places (the high byte: which
   tower, which captor; 0 where there is one). */
#define FIG_SLOT(place, which) ((place) | (which) << 8)
#define FIG_SLOT_PLACE(at) ((at) & 0xFF)
#define FIG_SLOT_WHICH(at) ((at) >> 8)
/* Moves: to a part, back to supply (emptied, so equal positions hash alike). */
static inline void figure_put(fig_record *f, int where, uint16_t at) {
    f->where = (uint8_t)where;
    f->at = at;
    f->keeper = 0;
}
static inline void figure_home(fig_record *f) { figure_put(f, FIG_SUPPLY, 0); }
/* The part a record on a part still stands on by its kind's rules, or -1: in supply or
   elsewhere, or home by them (FK_BESIDE: its owner has no follower left in the feature;
   FK_UNTIL_DONE: the feature was completed), which its module's next look makes true
   (a module sends such records home with its own event). */
static inline int figure_stands(const cit_game *g, const fig_record *f, unsigned props) {
    if (f->where != FIG_PART) return -1;
    const node *r = &g->nodes[feat_find(g, f->at)];
    if (((props & FK_BESIDE) && !r->meeples[f->owner]) || ((props & FK_UNTIL_DONE) && r->done)) return -1;
    return f->at;
}

/* Loops over the modules with figure_held / figure_paid (figures.c). */
int figures_held(const cit_game *g, uint16_t n);
int figures_paid(const cit_game *g, uint16_t n);
/* 1 if a module's rule bars figures from cell x, y (rules_module.cell_barred): nothing is
   put or moved onto a part there (a wagon's move, a tower's closing: asked for every tower
   a step lists, so a game without such a module pays one load). */
int figures_barred_by(const cit_game *g, int x, int y);
static inline int figures_barred(const cit_game *g, int x, int y) {
    return g->hook_mods[TURN_HOOK_BARRED] ? figures_barred_by(g, x, y) : 0;
}
/* 1 if a module's figure stands on piece pi off its features (rules_module.piece_held):
   the tile is not turned into another under it. */
int pieces_held_by(const cit_game *g, int pi);
static inline int pieces_held(const cit_game *g, int pi) {
    return g->hook_mods[TURN_HOOK_PIECE_HELD] ? pieces_held_by(g, pi) : 0;
}

/* How many of player's figures (-1: everyone's) modules keep on cells at most `reach`
   cells from x, y in both directions (0: on x, y; 1: its 3x3), by rules_module.kept_cell:
   on a tower's top, an acrobat space. */
int figures_kept_near(const cit_game *g, int x, int y, int reach, int player);

/* A place on a cell where a module keeps player's normal followers that another module's
   rule may take (rules_module.kept_word: an acrobat space): its cell, the owner, the
   keeper (module id). */
typedef struct {
    int8_t x, y;
    uint8_t owner, keeper;
} kept_spot;
/* Every such place, one per cell, owner and keeper, not kept by `taker`, into out;
   returns how many (writes up to cap). A game without such a keeper pays one test. */
int figures_takeable_(const cit_game *g, int taker, kept_spot *out, int cap);
static inline int figures_takeable(const cit_game *g, int taker, kept_spot *out, int cap) {
    return g->hook_mods[TURN_HOOK_TAKEABLE] ? figures_takeable_(g, taker, out, cap) : 0;
}
/* One of player's normal followers `keeper` keeps on cell x, y leaves its keeping for the
   caller's rule, in no supply (the caller keeps it or sends it home: figure_normal_keep
   with from_supply 0). 1 if there was one. */
int figure_kept_take(cit_game *g, int x, int y, int player, int keeper);
/* The module of the game whose kept_word is w (n bytes), or -1. */
int figures_kept_word_module(const cit_game *g, const char *w, size_t n);

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

/* ---- the follower of strength 2 (the big follower): a record of its kind, its second
   vote in a majority the core's (followers_weigh). The modules that move followers tell
   the core what they did with it, naming no module; the kind is the game's first
   FK_FOLLOWER kind of strength 2 with records (g->strong_kind, set at set-up). In a game
   of an older save's move order (cit_setup.moves_format 2 or 3) no other module's rule
   moved it, so there every call but figure_strong_away answers 0 or does nothing, as in
   a game without one, and such a save replays as written (docs/save-format.md). Each
   call is one test in a game without one; the work is figures.c's (the name with _). ---- */

/* Whether the game has one (records). */
static inline int figure_strong_any(const cit_game *g) { return g->strong_kind != 0; }
/* Its follower code (follower kind index + 1, as moves name it), 0 without one. */
static inline int figure_strong_code(const cit_game *g) {
    for (int i = 0; g->strong_kind && i < g->nfollower_kinds; i++)
        if (g->follower_kind[i] == g->strong_kind - 1) return i + 1;
    return 0;
}
/* player's record of it (a game with one). */
static inline fig_record *figure_strong_record(const cit_game *g, int player) {
    int k = g->strong_kind - 1;
    return (fig_record *)(uintptr_t)&g->figures[g->kind_first[k] + player * g->kind_per_player[k]];
}
/* The same where other modules' rules reach it, or NULL. */
static inline fig_record *figure_strong_reached(const cit_game *g, int player) {
    return g->strong_kind && !g->setup.moves_format ? figure_strong_record(g, player) : NULL;
}
/* 1 if player's is in supply: on no part its player still holds, in no keeping, not
   deployed. */
static inline int figure_strong_free(const cit_game *g, int player) {
    const fig_record *f = figure_strong_reached(g, player);
    if (!f || !g->supply[player]) return 0;
    if (f->where == FIG_PART) return g->nodes[f->at].owner != player + 1;
    return f->where != FIG_KEPT && f->where != FIG_DEPLOYED;
}
/* 1 if the one of part n's owner stands on part n. */
int figure_strong_on_(const cit_game *g, uint16_t n);
static inline int figure_strong_on(const cit_game *g, uint16_t n) { return g->strong_kind ? figure_strong_on_(g, n) : 0; }
/* The place (0..255: FIG_SLOT_PLACE) another module keeps player's in, or -1 (any move
   order). */
static inline int figure_strong_away(const cit_game *g, int player) {
    if (!g->strong_kind) return -1;
    const fig_record *f = figure_strong_record(g, player);
    return f->where == FIG_KEPT ? FIG_SLOT_PLACE(f->at) : -1;
}
/* 1 if player's was deployed into the feature being scored. */
static inline int figure_strong_deployed(const cit_game *g, int player) {
    const fig_record *f = figure_strong_reached(g, player);
    return f && f->where == FIG_DEPLOYED;
}
/* A figure of player's from supply just went onto part n by another module's rule: the
   kind's declaring module decides whether it was this one (figure_kind.which). */
void figure_strong_ask_(cit_game *g, int player, uint16_t n);
static inline void figure_strong_ask(cit_game *g, int player, uint16_t n) {
    if (g->strong_kind) figure_strong_ask_(g, player, n);
}
/* The figure just put on part n is player's one of strength 2 (counts two from now). */
void figure_strong_put_(cit_game *g, int player, uint16_t n);
static inline void figure_strong_put(cit_game *g, int player, uint16_t n) {
    if (g->strong_kind) figure_strong_put_(g, player, n);
}
/* It left its part for the supply while the feature stays: its second vote leaves. */
void figure_strong_home_(cit_game *g, int player);
static inline void figure_strong_home(cit_game *g, int player) {
    if (g->strong_kind) figure_strong_home_(g, player);
}
/* From supply into module `keeper`'s keeping at `place` (the caller's id and a place it
   defines). */
void figure_strong_send_away_(cit_game *g, int player, int keeper, int place);
static inline void figure_strong_send_away(cit_game *g, int player, int keeper, int place) {
    if (g->strong_kind) figure_strong_send_away_(g, player, keeper, place);
}
/* From that keeping back to supply (the caller counts it in the core's supply). */
void figure_strong_back_(cit_game *g, int player);
static inline void figure_strong_back(cit_game *g, int player) {
    if (g->strong_kind) figure_strong_back_(g, player);
}
/* From that keeping into the feature being scored (counts two there, home after the
   award). */
void figure_strong_deploy_(cit_game *g, int player);
static inline void figure_strong_deploy(cit_game *g, int player) {
    if (g->strong_kind) figure_strong_deploy_(g, player);
}
/* The feature being scored ended without an award: deployed ones are home, their second
   votes leave it. */
void figure_strong_drop_(cit_game *g);
static inline void figure_strong_drop(cit_game *g) {
    if (g->strong_kind) figure_strong_drop_(g);
}

/* ---- the followers by kind (the big follower, the mayor, the wagon): what the Count,
   The Tower and the portal do with them, answered from the records by the kinds'
   declarations. A module's moves name follower kind i as i + 1 (0: a normal follower),
   its text as the kind's word. Those of strength 1 are kept and placed here (figure_kind_*);
   the one of strength 2 through figure_strong_* (above: its second vote). ---- */

/* The game kind of follower kind i (internal.h follower_kind), or -1. */
static inline int figure_follower_kind(const cit_game *g, int i) {
    return i >= 0 && i < g->nfollower_kinds ? g->follower_kind[i] : -1;
}
/* Whether any follower kind of strength 1 has records in the game. */
static inline int figure_kinds_any(const cit_game *g) { return g->follower_kinds_on != 0; }
/* Follower kind i is one of strength 1 with records (kept and placed by figure_kind_*). */
static inline int figure_follower_kept(const cit_game *g, int i) {
    return i >= 0 && i < 8 && (g->follower_kinds_on >> i & 1);
}
/* The follower kind whose declared word is w (n bytes), or -1 (move text); FIGURE_ABSENT
   and up for the word of a follower kind the game does not have (one code per declared
   kind, so the move's text writes back): read as a figure no player has, so a move naming
   it is refused as any move of a figure the player lacks, as it always was. */
#define FIGURE_ABSENT MAX_FOLLOWER_KINDS
/* Codes a follower may have in a move, absent kinds' included: 8, as the Count's quarter
   answers carry them as bits of the move's 8-bit rot. */
#define FIGURE_CODES 8
int figure_follower_named(const cit_game *g, const char *w, size_t n, int *strength);
/* Follower code i's word (i as figure_follower_named answers it), or NULL. */
const char *figure_follower_word(const cit_game *g, int i);
/* The declaration of game kind k (the core's normal follower's: figure_normal_decl). */
extern const figure_kind figure_normal_decl;
static inline const figure_kind *figure_kind_decl(const cit_game *g, int k) {
    if (!g->kind_module[k]) return &figure_normal_decl;
    return &rules_modules[g->kind_module[k]]->figure_kinds[g->kind_local[k]];
}
/* player's (first) record of game kind k, or NULL (k < 0, or the kind has no records). */
static inline fig_record *figure_record(const cit_game *g, int k, int player) {
    if (k < 0 || !g->kind_per_player[k]) return NULL;
    return (fig_record *)(uintptr_t)&g->figures[g->kind_first[k] + player * g->kind_per_player[k]];
}
/* The feature kinds (bit per CIT_FEAT_*) a figure of game kind k may stand in or join
   (declared `may_stand`); 0 for k < 0. For a listing over many parts: asked once, tested
   per part. */
static inline unsigned figure_kind_stands(const cit_game *g, int k) {
    return k < 0 ? 0u : figure_kind_decl(g, k)->may_stand;
}
static inline int figure_kind_may_stand(const cit_game *g, int k, int feat) {
    return (int)(figure_kind_stands(g, k) >> feat & 1);
}
/* Which follower of strength 1 of part n's owner stands on part n: its index i (its game
   kind is figure_follower_kind(g, i)), or -1 (only followers of the core's, or nobody). */
int figure_follower_on(const cit_game *g, uint16_t n);
/* 1 if player's figure of game kind k is in supply. */
static inline int figure_kind_free(const cit_game *g, int player, int k) {
    const fig_record *f = figure_record(g, k, player);
    return f && f->where == FIG_SUPPLY;
}
/* The place (0..255: FIG_SLOT_PLACE) another module keeps player's figure of kind k at,
   or -1 (its own module's keeping, as a wagon freed from its feature, is not another's). */
static inline int figure_kind_kept(const cit_game *g, int player, int k) {
    const fig_record *f = figure_record(g, k, player);
    return f && f->where == FIG_KEPT && f->keeper != g->kind_module[k] ? FIG_SLOT_PLACE(f->at) : -1;
}
/* Into module `keeper`'s keeping at `place` (the caller's id and a place it defines): from
   supply, or off the board once the caller took it off its part as it would a follower;
   the core's supply is not touched. */
void figure_kind_keep(cit_game *g, int player, int k, int keeper, int place);
/* From a keeping back to supply. */
void figure_kind_return(cit_game *g, int player, int k);
/* From supply or a keeping onto part n as one of player's followers there (it then scores
   and goes home as one; its own module's next look sends the record home); the caller
   checks the part and emits the event. */
void figure_kind_place(cit_game *g, int player, int k, uint16_t n);

/* ---- the normal follower off the plain path: in a game where a running module keeps
   normal followers (rules_module.keeps_followers), every normal follower of each player
   is a record too, of the core's kind "follower" (figure_normal_decl; game kind
   g->normal_kind - 1, laid out after the modules' kinds; not a follower code of the
   moves: those name it 0). One on the plain path, in supply or on the board (which
   g->supply and the follower list carry, as in every game), is FIG_SUPPLY; one a module
   keeps is FIG_KEPT, keeper its id and at a slot it defines. A player's records stay in
   order of place, so equal positions hash alike; which record moved is never asked.
   In a game without such a module there are none, and each call answers 0 (or NULL).
   In an older save's move order (cit_setup.moves_format) the follower of strength 2 is a
   normal one to other modules' rules, so a player has CIT_FOLLOWERS + 1 there. ---- */

/* Whether the game has them. */
static inline int figure_normals_any(const cit_game *g) { return g->normal_kind != 0; }
/* player's first normal record (a game with them); kind_per_player[normal_kind - 1] of
   them follow. */
static inline fig_record *figure_normals(const cit_game *g, int player) {
    int k = g->normal_kind - 1;
    return (fig_record *)(uintptr_t)&g->figures[g->kind_first[k] + player * g->kind_per_player[k]];
}
/* player's kept records: consecutive at the end of player's run, in order of keeper and
   slot; *n of them (0, and NULL, in a game without records). */
static inline fig_record *figure_normals_kept(const cit_game *g, int player, int *n) {
    *n = 0;
    if (!g->normal_kind) return NULL;
    int per = g->kind_per_player[g->normal_kind - 1], i = per;
    fig_record *r = figure_normals(g, player);
    while (i > 0 && r[i - 1].where == FIG_KEPT) i--;
    *n = per - i;
    return r + i;
}
/* One of player's normal followers into module `keeper`'s keeping at `slot`: from supply
   (from_supply: g->supply[player] goes down by one), or one the caller took off the board
   (the core's list and the feature's counts no longer hold it). 1 if done, 0 when all of
   player's records are kept already or the game has none. */
int figure_normal_keep(cit_game *g, int player, int keeper, int slot, int from_supply);
/* One kept by `keeper` at `slot` (slot -1: at any) back on the plain path: into supply
   (to_supply: g->supply[player] up by one), or onto the board or into the feature being
   scored by the caller, whose counts carry it from there. 1 if there was one. */
int figure_normal_free(cit_game *g, int player, int keeper, int slot, int to_supply);
/* One kept by `keeper` at slot `from` (-1: any) to its slot `to`. 1 if there was one. */
int figure_normal_move(cit_game *g, int player, int keeper, int from, int to);
/* How many of player's `keeper` keeps at `slot` (-1: at all its slots); player -1:
   every player's. */
int figure_normal_kept(const cit_game *g, int player, int keeper, int slot);
/* The first of player's records (player -1: of any player, its owner in the record)
   `keeper` keeps at `slot` (-1: any), or with keeper 0 the first on the plain path; NULL
   for none. A pointer valid until the next call here (the records are kept in order). */
fig_record *figure_normal_find(const cit_game *g, int player, int keeper, int slot);

#endif
