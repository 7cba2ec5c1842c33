/*
 * The seam every rules module plugs into (docs/architecture.md, "Rules modules").
 *
 * A module is one table of hooks. Set-up decides once which modules a game runs (from
 * its options); the plain base game runs none and keeps its fast path. With any module
 * on, the general turn (turn.c) runs: a turn is a series of stages (place, score each
 * completed feature, end of turn, next draw; at the end, final scoring feature by
 * feature), and any hook may queue decisions for any player. The turn pauses while the
 * queue holds a decision and resumes exactly where it stopped when it is answered; all
 * of it lives in cit_game, so copies, hashes and saves carry it.
 */
#ifndef CIT_RULES_H
#define CIT_RULES_H

#include "internal.h"
#include "movetext.h"

enum turn_stage {
    STAGE_PLACE,    /* the active player places the tile in hand */
    STAGE_SCORE,    /* the features the placement completed, one by one */
    STAGE_NEXT,     /* end of turn done: next player draws */
    STAGE_FINAL,    /* final scoring, feature by feature */
    STAGE_OVER
};

/*
 * Placement rules a module may replace (placements legal only with something the module
 * lays over a tile, carried by the move, and a follower on it).
 *
 * Several modules in one game may have them. They form a chain in table order
 * (modules.c): the rules that answer for the tile in hand are those of the first module
 * whose `claims` accepts the tile (NULL `claims`: every tile); a module declines a tile
 * that is not its kind (a triangle, for rules made for squares) and the next module, or at the end of the
 * chain the core, answers. Every entry point below is asked of the rules that claim the
 * tile in hand (fits_otherwise: of every module claiming `tile`). g->placing is the
 * first module with placement rules, 0 if none: the one test the base game pays.
 */
typedef struct placement_rules {
    /* 1 if these rules answer for `tile` (NULL: every tile, unless claims_flags). */
    int (*claims)(const cit_game *g, int tile);
    /* Declared instead of claims: these rules answer for exactly the tiles whose own flags
       (a variant's: its set tile's) have one of these CIT_TF_* bits, which the chain
       tests itself without a call (it asks for every move: rules_claim below). */
    uint32_t claims_flags;
    int (*legal_moves)(const cit_game *g, cit_move *out, int cap);
    int (*legal_placements)(const cit_game *g, cit_placement *out, int cap);
    cit_status (*random_move)(const cit_game *g, uint64_t seed, cit_move *out);
    cit_status (*check)(const cit_game *g, const cit_move *m);
    /* Lays the tile of a checked move (and whatever else it carries); returns the piece. */
    int (*place)(cit_game *g, const cit_move *m, emitter *e);
    int (*spots)(const cit_game *g, const cit_move *m, int8_t *spots, int cap);
    /* Whether `tile` has a legal placement that the core's fit table does not show, on
       frontier slot `slot` (-1: on any), made by `player` (-1: by any player). Asked
       only when the fit table says no (game_tile_fits, game_tile_fits_at). */
    int (*fits_otherwise)(const cit_game *g, int tile, int slot, int player);
    /* The text of what a placement move carries in arg0, arg1 (movetext.c): the word
       that starts it after the placement ("bridge"), its writer (into buf, with the
       blank before it: returns the length, 0 when arg0 says nothing is carried, -1 when
       the fields are not its) and its reader (the words after carried_word). */
    const char *carried_word;
    int (*format_carried)(const cit_move *m, char *buf, size_t cap);
    int (*parse_carried)(mt_cursor *c, cit_move *m);
    /* For the AI through generic calls (the search names no module): the moves the module adds to the
       placement x,y,rot (cit_game_placement_options), and the feature kind of a spot
       the module adds to a move (cit_game_spot_kind; -1 if none). */
    int (*options)(const cit_game *g, int x, int y, int rot, cit_move *out, int cap, int *needs);
    int (*spot_kind)(const cit_game *g, const cit_move *m, int spot);
    /* For rules that decide alone where a tile may go (a course laid first: only at its open end),
       replacing the fit table and fits_otherwise for the tiles they claim (NULL: the fit
       table answers): the rotations (bit r) in which `tile` may go on frontier slot
       `slot`, and whether it may go anywhere. The draw, game_tile_fits(_at) and
       cit_game_tile_cells ask them. */
    uint8_t (*rotations)(const cit_game *g, int tile, int slot);
    int (*fits)(const cit_game *g, int tile);
    /* 1: these rules answer for the tiles they claim ahead of the chain's table order
       (a course laid first is placed its module's way, whoever else lays things
       over tiles). */
    uint8_t first;
} placement_rules;

/*
 * A kind of figure a module declares (rules_module.figure_kinds; docs/architecture.md,
 * "Figures: one model"): each player has `per_player` of it while option `option` is on,
 * each one a record in the core's table (internal.h, `figure`). Its rules are data the
 * core and every other module read, naming no module: what it counts in a majority
 * (`strength`), where it may stand (`may_stand`, a bit per CIT_FEAT_*) and the FK_*
 * properties below.
 */
enum {
    FK_FOLLOWER = 1,   /* a follower: eaten, moved, captured, kept as one */
    FK_EATEN = 2,      /* eaten with the cell it stands on though no follower (RULES.md §9) */
    FK_BESIDE = 4,     /* stands only beside its owner's follower: home once its feature
                          holds none of them */
    FK_UNTIL_DONE = 8, /* home once its feature is completed */
    FK_CORNER = 16,    /* stands on a corner where its features meet (FIG_CORNER), not a part */
    FK_PENNANTS = 32   /* votes its city's pennants in a majority, not its strength (the
                          declaring module's winners hook on the board; a module that
                          deploys it from off the board weighs it so: followers_weigh) */
};
typedef struct figure_kind {
    const char *name;   /* English, stable (tests, docs) */
    uint8_t option;     /* the option that brings it */
    uint8_t per_player;
    uint8_t strength;   /* votes in a majority (0: none) */
    uint8_t props;      /* FK_* */
    uint16_t may_stand; /* bit per CIT_FEAT_* it may be put in */
    const char *word;   /* its word in move text ("capture 2,-1 f3 mayor"), stable */
    /* A follower of strength 2 only (NULL: never asked): a figure of player's from supply
       just went onto part n by another module's rule (figures.h, figure_strong_ask); the
       declaring module decides whether it was this one (the last left, or its question). */
    void (*which)(cit_game *g, int player, uint16_t n);
} figure_kind;

/* An option a module brings (its row of the options table, cit_option_def_at): its id
   is in the module's public header, from CIT_MODULE_IDS(the module's id). */
typedef struct {
    uint8_t id;
    cit_option_def def;
} module_option;

/* A status a module declares (its public header numbers it, from CIT_MODULE_STATUS(its
   id)): the stable key (scenarios' `reject KEY`) and the English message, marked CIT_N_ for
   the translators' catalogue (cit_status_key, cit_status_str). */
typedef struct {
    const char *key;
    const char *text;
} module_status;

/* A score category a module declares (numbered by the core: cit_module_category): its
   stable key (tests, scenarios' `expect category`, the GUI module's words) and the
   feature kinds whose points count in it in a game that runs the module (bit per
   CIT_FEAT_*; a kind the core scores in "other": score_kind_cat). */
typedef struct {
    const char *key;
    uint16_t kinds;
} module_category;

/* rules_module.option of a module no option switches on (it comes with a mode). */
#define MODULE_NO_OPTION 0xFF

typedef struct rules_module {
    const char *name;
    uint8_t id;     /* cit_module_id: its index in the registry (registry.c) */
    uint8_t option; /* the option id that switches it on, or MODULE_NO_OPTION */
    uint8_t also_option; /* a second option that switches it on alone, 0 if none (option 0
                            is the core's): a module with two parts (tiles, a piece) */
    /* The options it brings (the one that switches it on among them): rows of the
       options table, read by saves, the new-game screen and the tools as the core's. */
    const module_option *options;
    uint8_t noptions;
    uint8_t modes;  /* bit per cit_mode in which it is always on (The City's rules) */
    /* 1: its option (.option) lays the board's first tiles itself (a spring, a city:
       RULES.md §8); two such cannot be on together (cit_option_excluded_by). */
    uint8_t lays_start;
    uint16_t state_size; /* bytes of its own state (module_state), 0 if none */
    /* Its own statuses: CIT_MODULE_STATUS(id) + i is statuses[i] (at most
       CIT_MODULE_STATUSES). */
    const module_status *statuses;
    uint8_t nstatuses;
    /* The score categories it declares, in the order of their numbers. */
    const module_category *categories;
    uint8_t ncategories;

    /* Set-up: the box, after the core put the mode's tiles in (the base game's for
       classic): may add tiles (box_add_set) or replace them. *start is the start tile's
       type, or -1 when a start board or the first order entries are laid instead. */
    void (*box)(const cit_catalog *cat, const cit_setup *s, cit_tile_id *box, int *n, int *start);
    /* Set-up: lays a start board instead of the start tile (NULL: the start tile). May
       lay order entries (g->order[0..]): returns how many it used. */
    int (*start_board)(cit_game *g);
    /* Set-up: the module's own state (the core has zeroed it). */
    void (*setup)(cit_game *g);
    /* Every turn's start (a second part's too) once the turn is sure to come: after the
       turn_start hook that took the turn (for the player it is then for: a round after
       the last tile may pick its own), or after the draw found a tile; never when the
       stack is out and final scoring starts instead (no point paid for a turn that never
       comes, RULES.md §9). Runs for every module that has it, whatever a turn_start hook
       then does with the draw (the turn's own bookkeeping: points paid at a turn's
       start). */
    void (*turn_open)(cit_game *g, emitter *e);
    /* A tile about to leave the stack by a draw or a reveal (g->order[at], at the old
       next_draw; next_draw is already past it): returns 1 if the module takes it aside
       instead (it keeps `at`), and the stack hands out the next one (game_stack_next). */
    int (*set_aside)(cit_game *g, int at, emitter *e);
    /* Turn start, before the draw: may queue a decision that replaces the draw
       (play a tile from the hand, or draw) or hand the player a tile (turn_give_tile: one
       won earlier).
       Returns 1 if it did. */
    int (*turn_start)(cit_game *g, emitter *e);
    /* With the stack out, the turn its turn_start would still give after the turn ending
       now, whose next seat is `seat` (an end round's turn, a tile won earlier): the
       player, or -1 when it gives none. Must answer as turn_start will (the board does
       not change in between); turn_next_player asks it. */
    int (*turn_after_stack)(const cit_game *g, int seat);
    /* A feature is about to be awarded, before majorities (final = 1 at the end):
       may queue decisions; the award waits for them. */
    void (*before_award)(cit_game *g, uint16_t root, int final);
    /* After the award and the return of followers. */
    void (*after_award)(cit_game *g, uint16_t root, int final, emitter *e);
    /* Another module's decision sent figures home outside an award (a crop circle's
       return, turn_figures_home): a module that keeps figures of its own among the core's
       followers (a mayor, a wagon) counts them again before anything else is decided. */
    void (*figures_home)(cit_game *g);
    /* Something that eats every figure on a cell (RULES.md §9 "Eaten") entered cell x, y
       (both halves of a cell of triangles): the figures the module keeps there in its own
       state and the rules say are eaten (one standing on a part, one on top of a
       structure of the module's) go back to their owners' supplies unscored, and
       eaten[p] grows by player p's. The followers on the cell's parts are the eater's
       (the core's lists); a figure already home by its own rule is not counted again.
       Run by turn_eat_cell, so the eater names no module. */
    void (*figures_eaten)(cit_game *g, int x, int y, uint8_t *eaten);
    /* Where modules meet over figures (docs/architecture.md, "Figures"): the rules that
       act on figures (eat, capture, guard, move) ask these through the core, naming no
       module. figure_held: 1 if the figure on part n is held there by the module's rule
       (a follower that stands on no feature any more until it is paid), so nothing
       takes, guards or moves it. figure_paid: player + 1 if the figure on part n was paid
       for in this turn part outside an award (a rule paying for a figure's scoring hears
       of it), else 0. */
    int (*figure_held)(const cit_game *g, uint16_t n);
    int (*figure_paid)(const cit_game *g, uint16_t n);
    /* 1 if the module's rule lets no figure be put or moved onto a part of cell x, y (a
       neutral figure's cell, RULES.md §9); a rule that moves a figure asks it through the
       core (figures_barred), naming no module. */
    int (*cell_barred)(const cit_game *g, int x, int y);
    /* 1 if a figure the module keeps stands on piece pi off its features: no rule may turn
       the tile into another under it (another module's variant of it); a rule that changes
       a tile asks it through the core (pieces_held), naming no module. */
    int (*piece_held)(const cit_game *g, int pi);
    /* The cell a figure the module keeps (f->keeper is its id) stands on: 1 and x, y (a
       tower's top, an acrobat space), or 0 when it stands on none (a prison, a quarter).
       A rule that counts figures on a cell asks it through the core (figures_kept_near). */
    int (*kept_cell)(const cit_game *g, const fig_record *f, int *x, int *y);
    /* The word naming the place on a cell where it keeps normal followers that other
       modules' rules reach (move text: a tower's "capture X,Y acrobats P", the fairy's
       "fairy X,Y acrobats"), or NULL: none of its figures is reached so (figures_takeable,
       figure_kept_take). Its records are all it keeps of them: the taker's event reports
       the move. */
    const char *kept_word;
    /* The kinds of figure the module declares (figure_kind above): their records are
       the core's (figures.h: figure_of, figure_stands...). */
    const figure_kind *figure_kinds;
    uint8_t nfigure_kinds;
    /* 1: it keeps normal followers off the board at places of its own (figures.h,
       figure_normal_*): set-up then lays out a record per normal follower of the core's
       kind "follower", in a game without such a module they are counts alone. */
    uint8_t keeps_followers;
    /* After the tile of a placement (and whatever the move carries) is laid and the
       features it completed are collected, before any of them is scored: may queue
       decisions (they are answered before the first award) or put more features on the
       agenda (turn_score_root). `piece` is the new piece. */
    void (*after_place)(cit_game *g, int piece, emitter *e);
    /* The value of a feature, in play (final = 0: completed) and at the end (final = 1),
       as the module changes it; hooks run in table order, each given the value so far.
       The one value hook: the award, final scoring, projections and final_wanted read
       it through turn_feature_value. */
    int (*value)(const cit_game *g, uint16_t root, int final, int value);
    /* The majority winners of a feature (bit per player; ties all win) as the module
       narrows or widens them (a hill's tie-break); run in table order inside every
       award and every majority the modules ask for (score_winners). */
    unsigned (*winners)(const cit_game *g, uint16_t root, unsigned mask);
    /* What winner `player` scores beyond the feature's value (a pig's point per city its
       field pays for), in table order, each given the extra so far; paid inside the
       feature's own award and SCORE event, and only when the value is not 0. */
    int (*bonus)(const cit_game *g, uint16_t root, int final, int player, int extra);
    /* Final scoring: 1 if a feature without followers must still be visited (someone
       may deploy into it). Asked often: answer cheaply before computing values. */
    int (*final_wanted)(const cit_game *g, uint16_t root);
    /* The turn part's awards are over and paid something (g->scored_self, scored_other),
       before the turn_end hooks: may queue decisions that belong to the scorings (a freed
       wagon's move), which every turn_end hook then follows. Asked again once they are
       answered, until none is queued: it queues only what is still owed. */
    void (*scorings_done)(cit_game *g, emitter *e);
    /* End of turn, after its scorings: may queue decisions. */
    void (*turn_end)(cit_game *g, emitter *e);
    /* Final scoring: before the first feature is visited (complete the wall and score
       what that completes with turn_score_root, take away what scores nothing) and
       after the last (watchmen). Either may queue decisions; final scoring waits. */
    void (*final_begin)(cit_game *g, emitter *e);
    void (*final_end)(cit_game *g, emitter *e);
    /* Final scoring: the feature kinds it visits, in order (NULL: the base game's
       roads, cities, cloisters, fields); the first module in table order that names
       them decides for the game. */
    const uint8_t *final_kinds;
    uint8_t nfinal_kinds;
    /* 1 if a decision of the module may list more than TURN_SAMPLED_ANSWERS answers
       (turn_random_move then samples only the first ones, so the module lists the ones
       that matter first). Without it, a longer list fails loudly (see below). */
    uint8_t wide_answers;

    /* Queries: followers the module keeps off the board (appended to out[n..cap);
       returns the new total), and what a pending step adds to cit_pending. */
    int (*list_followers)(const cit_game *g, cit_follower *out, int n, int cap);
    void (*describe)(const cit_game *g, const decide_step *s, cit_pending *p);

    /* The decisions the module asks: legal moves, a check, and carrying one out (the
       step is already off the queue, so apply may queue the next one in front). */
    int (*legal)(const cit_game *g, const decide_step *s, cit_move *out, int cap);
    /* Optional, for a wide_answers module: legal's first cap answers and its count, which
       may stop anywhere past cap (turn_random_move samples the first TURN_SAMPLED_ANSWERS
       only, so a listing of the whole board need not be counted to its end). */
    int (*legal_sampled)(const cit_game *g, const decide_step *s, cit_move *out, int cap);
    /* Optional: the answer turn_random_move draws, legal's at splitmix_below(seed, n) of
       its n (seed as turn_random_move's), found without the list; returns 0 to leave the
       decision to the list. */
    int (*random_answer)(const cit_game *g, const decide_step *s, uint64_t seed, cit_move *out);
    cit_status (*check)(const cit_game *g, const decide_step *s, const cit_move *m);
    void (*apply)(cit_game *g, const decide_step *s, const cit_move *m, emitter *e);
    /* The figure step (RULES.md: one figure a placement, whichever module's): the module's
       decisions that offer the placement's figure, one bit each (decision d is bit
       d - CIT_MODULE_IDS(id)). Each module asks its own and a "no" passes to the next;
       an answer that places a figure calls turn_figure_used, and the core takes every
       other figure question of that player off the queue, telling its module through
       figure_withdrawn (which forgets what it kept for the question, as an answer would). */
    uint8_t figure_decisions;
    void (*figure_withdrawn)(cit_game *g, const decide_step *s);
    /* 1 when the placement of piece pi has its figure asked by this module later, after an
       action of its own (a special tile whose follower comes after its effect): no module
       asks a figure question for it (turn_figure_open). */
    int (*figure_claimed)(const cit_game *g, int pi);
    /* The tile words whose rules it plays on every tile that has one (NULL-ended; a hill, a
       vineyard): a symbol two expansions print is ruled once, by the later module in play
       that plays it; an earlier one asks rules_word_played_later and leaves it. */
    const char *const *plays_words;

    const placement_rules *placement; /* NULL: the core's placement rules */

    /* Move text (movetext.h): the verbs of its decisions, and the names of its decision
       kinds (cit_decision_name). */
    const move_verb *verbs;
    uint8_t nverbs;
    const decision_name *decision_names;
    uint8_t ndecision_names;
    const event_name *event_names; /* its event types' names (cit_event_name) */
    uint8_t nevent_names;

    /* ---- Searching and seeing (what the AI asks through generic calls) ----
       The search knows no module: a module that wants its decisions treated specially
       says so here and in describe (cit_pending.flags: CIT_PENDING_WIDEN when its
       answers are listed best guess first). Hands need no hook: the core keeps them
       (game_hold_tile below), hashes them and re-deals them for an observer. */
    /* A playout's answer to the pending step `s` (cheap, sensible rather than uniform):
       writes a legal move and returns 1, or returns 0 to leave the step to uniform play.
       Draw randomness only through rules_rng_below(rng, ...). Having the hook sets
       CIT_PENDING_PLAYOUT on every step of the module. */
    int (*playout)(const cit_game *g, const decide_step *s, uint64_t *rng, cit_move *out);
    /* What of the module's state every player sees and no other query shows, as a
       hash (cit_game_view_hash); 0 for nothing. Never from a hand. */
    uint64_t (*view_hash)(const cit_game *g, int observer);
    /* Tiles the module set aside that will still be played (revealed earlier and owed),
       each with the player who will play it (CIT_NOBODY: not known yet); returns how
       many (at most cap). The unfillable-cell query asks it. */
    int (*tiles_to_come)(const cit_game *g, cit_tile_id *tiles, uint8_t *players, int cap);
    /* Where every player knows the stack to be cut (order indexes, ascending; returns how
       many, at most cap): cit_game_shuffle_unseen re-deals each part on its own (a course
       laid first: its tiles, then its last tile, then the land). The first module that
       names cuts decides. */
    int (*stack_parts)(const cit_game *g, uint8_t *cuts, int cap);
} rules_module;

/* A chance of the game's own, uniform in [0, bound) (bound at most 256), from its
   generator: for what the rules keep hidden until drawn and then show to all (a bag's
   token, a face-down token turned). The move logs it, and a seat's view is told it and
   takes it as given (cit_game_view_arrange, docs/protocol.md), so a module needs nothing
   more to be followed over a network; cit_game_shuffle_unseen deals the generator anew
   for a search. Nothing else may read g->rng_state after set-up. */
int rules_chance(cit_game *g, uint32_t bound);

/* The stream cit_game_playout_move documents (splitmix64, internal.h): uniform in
   [0, bound), for a module's playout answers. */
static inline uint32_t rules_rng_below(uint64_t *s, uint32_t bound) { return splitmix_below(s, bound); }

/*
 * Hands and tiles out face down (game.c). A module takes the next tile of the stack
 * into a player's private hand (owner = the player) or face down for everyone (owner =
 * CIT_NOBODY: a tile put under another); game_hold_tile returns the tile, or -1 when the stack
 * is empty or MAX_HELD tiles are held. game_release_tile takes the k-th tile held by
 * `owner` (in the order they were taken; the later ones move up) out of hiding and
 * returns it, or -1. Held tiles count as unseen (cit_game_remaining_counts), are
 * hashed, and cit_game_shuffle_unseen re-deals all but the observer's own. A tile from
 * a hand is played with turn_give_tile(g, tile, 1, e).
 */
int game_hold_tile(cit_game *g, int owner);
/* The stack's next tile for a draw or a module's reveal, past the tiles a module's
   set_aside hook takes; -1 when the stack is out. */
int game_stack_next(cit_game *g, emitter *e);
/* Puts the drawn tile at order index `at` (below next_draw: one a module set aside) back
   on top of the stack; the tiles drawn after it keep their order (and the held tiles
   their places). */
void game_stack_return(cit_game *g, int at);
/* The same for the stack tile at order index i (i >= next_draw), not the next one: it
   moves to the top of the stack, the tiles between keep their order, and it is held.
   So the order stays a permutation of the box (saves replay it: a game made again from
   cit_game_tile_order holds the same tiles the same way). For a module whose own tiles
   are shuffled in with the stack's and taken out at set-up (tiles dealt into hands).
   Returns the tile, or -1 (i not in the stack, or MAX_HELD tiles held). */
int game_hold_stack_tile(cit_game *g, int owner, int i);
/* Puts `tile` into owner's hand (or face down): one the module took off the stack
   earlier and kept face up in its own state (released with game_release_tile), such as
   a tile picked from an open display. Returns the tile, or -1 (MAX_HELD tiles held). */
int game_hold_revealed(cit_game *g, int owner, int tile);
int game_release_tile(cit_game *g, int owner, int k);
/* Counts each player's held tiles anew (g->hand_count), for white-box code (tests) that
   rewrites held_by itself; the calls above keep the counts. */
void game_count_hands(cit_game *g);
/* Whether `tile` has a legal placement now (the core's answer for a drawn tile, a
   module's placements included): a module offers only hand tiles that fit. */
int game_tile_fits(const cit_game *g, int tile);

/* registry.c: the table, in the fixed order hooks run (index = cit_module_id; entry 0,
   the core, is NULL). It is its own translation unit so that a test binary can link its
   own table (tests/modules/) instead. rules_module_get is NULL if id is not a module. */
extern const rules_module *const rules_modules[CIT_MODULE_MAX];
static inline const rules_module *rules_module_get(int id) { /* inline: asked for every decision */
    return id > 0 && id < CIT_MODULE_MAX ? rules_modules[id] : NULL;
}
/* Whether rules r answer for `tile` (claims_flags, else claims; neither: every tile), and
   whether they answer for some tiles only (not every tile). */
static inline int rules_claim(const cit_game *g, const placement_rules *r, int tile) {
    if (r->claims_flags)
        return (unsigned)tile < (unsigned)g->cat->ntypes &&
               (g->cat->set.tiles[g->cat->variant_base[tile]].flags & r->claims_flags) != 0;
    return !r->claims || r->claims(g, tile);
}
static inline int rules_claim_some(const placement_rules *r) { return r->claims || r->claims_flags; }
/* modules.c: the placement rules that answer for `tile` in this game (the chain above:
   rules marked `first` that claim it before the others), or NULL for the core's. Asked
   only when g->placing. */
const placement_rules *placement_rules_for(const cit_game *g, int tile);
/* game_new: keeps the chain of the modules in play for placement_rules_for. */
void placement_chain_setup(cit_game *g);
/* The same without `skip`: the rules that answer when `skip` hands a tile on (they narrow
   what the others allow). */
const placement_rules *placement_rules_but(const cit_game *g, int tile, const placement_rules *skip);
/* The rules that would answer for `tile` if `self` (rules marked first) stood aside, or
   NULL for the core's: who lays a tile whose place `self` decided (a course laid
   first is laid by an overlay module's rules when they are on, so it can carry an
   overlay later). */
const placement_rules *placement_rules_under(const cit_game *g, int tile, const placement_rules *self);

/* A module's own state: its slice of the game's state block, laid out at set-up for the
   modules the game runs (zeroed; hashed, copied and saved with the game). Only valid for
   a module the game runs. `g` may be const: the caller's own constness rules. */
#define MODULE_STATE(g, type, id) ((type *)(void *)&(g)->state[(g)->state_at[id]])

/* Box helper for modules: adds every copy of every tile of tile set `set` (its name in
   the tile files) unless the box already holds that set (several modules may share
   one). */
void box_add_set(const cit_catalog *cat, const char *set, cit_tile_id *box, int *n);
/* The room of the box a box hook fills: tiles are added while *n < BOX_CAP, so a box that
   reaches it holds more than one game may (game_new refuses it, cit_options_problem says
   so) rather than losing tiles unseen. */
#define BOX_CAP (CIT_MAX_STACK + 1)
/* Runs the statement after it once for every module in `bits`, in table order, with
   `m` naming the module; only the set bits are visited (a game runs one or two). */
#define FOR_MODULES(bits, m)                                                           \
    for (unsigned mb_ = (unsigned)(bits) & ~1u; mb_; mb_ &= mb_ - 1)                  \
        for (const rules_module *m = rules_modules[__builtin_ctz(mb_)]; m; m = NULL)
/* Set-up: the modules the options and the mode switch on, as a bit mask. */
unsigned rules_modules_for(const cit_setup *s);
/* 1 if a module in play after module `id` plays the rules of tile word `word`
   (rules_module.plays_words): module `id` leaves that symbol to it. At set-up. */
int rules_word_played_later(const cit_game *g, int id, const char *word);

/*
 * The general turn (turn.h declares its calls, turn.c runs it).
 *
 * Conventions every module's decisions keep (the AI and the projections rely on them):
 * - The FIRST legal answer of every decision is its "no" (pass, keep, score as usual,
 *   or for a forced choice any harmless answer): turn_project_final ends a game on a
 *   copy by answering every decision with its first answer, so that answer must never
 *   start anything that does not end (a forced wall piece is fine: the game still ends).
 * - turn_random_move (playouts) samples uniformly among the first TURN_SAMPLED_ANSWERS
 *   answers only. A module whose decisions may list more sets `wide_answers` and lists
 *   the answers that matter first (every choice at its cheapest before dearer ones);
 *   without it, a longer list is refused (CIT_ERR_BUFFER_TOO_SMALL, and an assert in
 *   debug and sanitizer builds).
 * - The decision queue holds MAX_QUEUE steps (internal.h). A module that asks many
 *   players many things chains its steps: it queues the next one from `apply` (with
 *   turn_queue_front) instead of queueing a whole round at once. A push onto a full
 *   queue is refused: it returns CIT_ERR_BUFFER_TOO_SMALL, sets the sticky
 *   TURN_ERR_QUEUE_FULL in turn_flow_error and asserts in debug and sanitizer builds;
 *   the property tests watch the depth in every game.
 */
#define TURN_SAMPLED_ANSWERS 64
/* g->turn_hooks: set at turn_begin, so the turn skips what no module and no tile needs
   (a module switched on later, as white-box tests do, calls turn_begin again). */
enum { TURN_USES_AFTER_PLACE = 1, TURN_USES_WINNERS = 2, TURN_USES_ANY_SIDES = 4, TURN_USES_BONUS = 8, TURN_USES_FINAL_WANTED = 16,
       TURN_USES_TURN_OPEN = 32, TURN_USES_OFF_LAND = 64 /* a tile of the board is CIT_TF_OFF_LAND */,
       TURN_USES_FIGURE_OPEN = 128 /* modules with figure questions ask turn_figure_open */ };
enum { TURN_ERR_QUEUE_FULL = 1, TURN_ERR_AGENDA_FULL = 2 };
/* g->hook_mods[TURN_HOOK_*]: the modules in play that have the hook, set at turn_begin
   with turn_hooks, so the turn's hot loops call the modules that declared the hook and
   visit no other (FOR_HOOK). */
enum { TURN_HOOK_TURN_START, TURN_HOOK_TURN_END, TURN_HOOK_AFTER_PLACE, TURN_HOOK_BEFORE_AWARD,
       TURN_HOOK_AFTER_AWARD, TURN_HOOK_VALUE, TURN_HOOK_FINAL_KINDS, TURN_HOOK_SET_ASIDE,
       TURN_HOOK_HELD, TURN_HOOK_PAID,
       TURN_HOOK_CLAIMED, TURN_HOOK_FIGURES_HOME, TURN_HOOK_EATEN, TURN_HOOK_TURN_OPEN, TURN_HOOK_BARRED,
       TURN_HOOK_PIECE_HELD, TURN_HOOK_TAKEABLE /* kept_word */, TURN_HOOK_COUNT_ };
#define FOR_HOOK(g, hook, m) FOR_MODULES((g)->hook_mods[hook], m)
/* A hook that has nothing to do until its module has something on the board or the turn
   (no figure of its own off supply, a phase of its own over) rests: the module takes its
   bit out of the hook's mask, so the turn's loops no longer call it, and puts it back (its
   own hook: it has it) when it has something again (it placed a figure, a turn earned
   something). Only a module's own code moves what its rested hook would look at, so the
   hook runs exactly when it has work. Never hashed: turn_begin sets every hook in play
   again, which is always right. turn_hook_resting tells a module whether its hook rests
   (what it knows then: nothing of its own is out). */
static inline void turn_hook_rest(cit_game *g, int hook, int module, int rest) {
    if (rest) g->hook_mods[hook] = (uint16_t)(g->hook_mods[hook] & ~(1u << module));
    else g->hook_mods[hook] = (uint16_t)(g->hook_mods[hook] | 1u << module);
}
static inline int turn_hook_resting(const cit_game *g, int hook, int module) {
    return !(g->hook_mods[hook] >> module & 1);
}
/* A decision move of a module: only its type and arguments (every legal answer has
   exactly one form). */
static inline cit_move decision_move(int type, int arg0, int arg1) {
    cit_move m = {0};
    m.type = (uint8_t)type;
    m.spot = CIT_SPOT_NONE;
    m.arg0 = (uint8_t)arg0;
    m.arg1 = (uint8_t)arg1;
    return m;
}
/* The same for a decision that names a tile type (a triangle played from a hand): the
   type goes in the move's `tile`, as a placement's does (an argument byte is too narrow). */
static inline cit_move tile_move(int type, int arg0, int tile) {
    cit_move m = decision_move(type, arg0, 0);
    m.tile = (cit_tile_id)tile;
    return m;
}

/* scoring.c: majorities as the modules' winners hooks leave them (bit per player), and
   the first winner in turn order from `from` (-1 if nobody has a follower there). */
unsigned score_winners(const cit_game *g, uint16_t root);
int score_first_winner(const cit_game *g, uint16_t root, int from);
/* Points outside any feature's award (towers, watchmen, points paid between players). */
void score_add(cit_game *g, int player, int cat, int points);
/* Set-up: g->kind_cat is score_kind_cat, then score_categories_setup gives the kinds the
   game's modules declare categories for theirs. */
extern const uint8_t score_kind_cat[CIT_FEAT_KIND_COUNT];
void score_categories_setup(cit_game *g);

#endif
