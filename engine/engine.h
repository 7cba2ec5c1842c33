/* Citadela rules engine: the one public header for games, moves, queries and sessions. */
#ifndef CIT_ENGINE_H
#define CIT_ENGINE_H

/*
 * Pointer contract. Every pointer parameter is marked below: "not NULL" (the function
 * does not check: the game queries run in playouts, where a check a call costs) or
 * "may be NULL" (with what NULL means). Where a check is cheap and a caller could
 * plausibly pass NULL (sessions, text forms, set-up), NULL gives CIT_ERR_BAD_ARGUMENT
 * or an empty answer instead of a crash; that is said as "NULL: ...".
 */

#include <stddef.h>
#include <stdint.h>

#include "tileset.h"

#define CIT_MAX_PLAYERS 6
#define CIT_MIN_PLAYERS 2
#define CIT_NAME_LEN 32
#define CIT_FOLLOWERS 7
#define CIT_SPOT_NONE (-1)
#define CIT_MAX_MOVES 4096   /* enough for every legal move of any decision */
#define CIT_MAX_EVENTS 256   /* events one apply can report */
/* Tiles in one game, start tile(s) included: every expansion's tiles at once (222 today)
   fit. A choice of expansions whose box holds more is refused (cit_options_problem
   says so). Bound by the board's one-byte piece numbers (MAX_PIECES, internal.h). */
#define CIT_MAX_STACK 236
/* Chances one move may draw from the game's generator (a bag's token, a token turned):
   each is told to every seat (docs/protocol.md), and a seat's save keeps them. */
#define CIT_CHANCE_MAX 8

/*
 * The rules modules: the core is 0; a module's id is its index in the registry
 * (engine/registry.c), named in its public header (engine/modules/NAME/NAME.h, which
 * those who use the module include). Its moves, decisions, events and options name no
 * module (the names it still has: scripts/check-docs.sh lists them): a module numbers its
 * own options, move types, decisions and event types from CIT_MODULE_IDS(its id), eight
 * of each at most, so a new module adds them all in its own folder. (The four modules
 * that came first keep the numbers they always had, below 24.) The module bit set is
 * 16 bits wide; the registry leaves the last slot free for a test's own module.
 */
#define CIT_MODULE_MAX 16
#define CIT_MODULE_TEST (CIT_MODULE_MAX - 1)
#define CIT_MODULE_IDS(module) (16 + 8 * (module))
#define CIT_IDS_MAX 256 /* every option, move type, decision and event type is below this */

/* ---- status codes ------------------------------------------------------------------- */

typedef enum {
    CIT_OK = 0,
    CIT_ERR_GAME_OVER,        /* no decision is pending */
    CIT_ERR_WRONG_DECISION,   /* this move type does not answer the pending decision */
    CIT_ERR_WRONG_TILE,       /* the move names a tile other than the one in hand */
    CIT_ERR_OUT_OF_BOUNDS,    /* cell outside the board */
    CIT_ERR_OCCUPIED,         /* cell already holds a tile */
    CIT_ERR_NO_NEIGHBOUR,     /* a tile must touch the board */
    CIT_ERR_EDGE_MISMATCH,    /* a touching edge does not match */
    CIT_ERR_BAD_ROTATION,     /* rotation not 0..3 */
    CIT_ERR_BAD_SPOT,         /* no such feature on the tile */
    CIT_ERR_NO_FOLLOWER,      /* the player has no follower in supply */
    CIT_ERR_SPOT_OCCUPIED,    /* the feature already has a follower */
    CIT_ERR_BAD_SETUP,        /* player count, names or options are invalid */
    CIT_ERR_BAD_TILE_ORDER,   /* an explicit tile order is not a valid stack */
    CIT_ERR_PARSE,            /* text that does not parse */
    CIT_ERR_NO_MEMORY,
    CIT_ERR_BUFFER_TOO_SMALL,
    CIT_ERR_BAD_ARGUMENT,     /* a required pointer is NULL or a number is out of range */
    CIT_ERR_CLOSED_CELL,      /* no tile may go on that cell again (beyond a wall, a course's
                                 closed end: cit_game_beyond_wall) */
    CIT_ERR_MODULE_RULE,      /* the move breaks a rule of the module asking (a module's own
                                 refusal that no status names: its header says when) */
    CIT_STATUS_COUNT
} cit_status;

/* A short English explanation of a status, for logs and the UI (never NULL). */
/* Marks English a player reads (statuses, options' and modes' labels) for the translators'
   catalogue (make pot runs xgettext over the engine too); the GUI looks each one up by this
   text, so the engine itself stays in English. */
#define CIT_N_(s) s
const char *cit_status_str(cit_status st);
/* A stable key for a status, for tests and logs ("ok", "game_over", ..., "module_rule", or
   a module's own), NULL for a number that is no status. */
const char *cit_status_key(cit_status st);
/* A module's own statuses (its refusals that no status above names): its public header
   numbers them from CIT_MODULE_STATUS(its id), CIT_MODULE_STATUSES at most, and its rules
   declare each one's key and message, which cit_status_key and cit_status_str give. Every
   status is below CIT_STATUS_MAX. */
#define CIT_MODULE_STATUSES 4
#define CIT_MODULE_STATUS(module) (32 + CIT_MODULE_STATUSES * (module))
#define CIT_STATUS_MAX CIT_MODULE_STATUS(CIT_MODULE_MAX)

/* ---- set-up ------------------------------------------------------------------------- */

typedef enum { CIT_MODE_CLASSIC, CIT_MODE_CITY, CIT_MODE_COUNT_ } cit_mode;

/*
 * The game modes as a table beside the options (options.c): a mode is a different box
 * and rules (The City is not an expansion of the base game). A mode other than classic
 * is playable only when a rules module comes with it (rules.h, rules_module.modes).
 */
typedef struct {
    const char *name;                /* the word in saves and command lines */
    uint8_t min_players, max_players;
    const char *label_en; /* for the new-game screen (CIT_N_: the GUI translates it) */
    const char *help_en;  /* one line under the mode buttons: what the game is */
} cit_mode_def;
int cit_mode_count(void);
const cit_mode_def *cit_mode_def_at(int mode);     /* NULL if out of range */
int cit_mode_find(const char *name, size_t len);    /* the mode, or -1 */
int cit_mode_playable(int mode);                    /* 1 if a game of this mode can start */

typedef enum {
    CIT_SEAT_HUMAN,
    CIT_SEAT_AI_EASY,
    CIT_SEAT_AI_MEDIUM,
    CIT_SEAT_AI_HARD
} cit_seat_kind;

/*
 * Rule options: every one is recorded in saves (by name). An option is a byte of
 * cit_options.v at its id: the core's ids are below, a module's are in its public
 * header (from CIT_MODULE_IDS(its id)). The table (cit_option_def: the core's rows in
 * options.c, a module's in its rules table) is the one place that names them, gives
 * their defaults and limits and explains them; set-up validation, saves, the scenario
 * runner, cit-cli and the new-game screen read it.
 */
#define CIT_OPTIONS_MAX CIT_MODULE_IDS(CIT_MODULE_MAX) /* option ids are below this */
typedef struct {
    uint8_t v[CIT_OPTIONS_MAX]; /* by option id; 0 for an id no option has */
} cit_options;

typedef enum {
    CIT_OPT_SMALL_CITY_TWO_POINTS = 0, /* a completed 2-tile city scores 2, not 4 */
    CIT_OPT_FARMERS_OFF = 7            /* beginners' game: no followers on fields, no field scoring */
} cit_option_id;

typedef struct {
    const char *name;      /* the word in saves, scenarios and command lines */
    uint8_t def, max;      /* default; allowed values are 0..max */
    uint8_t mode;          /* cit_mode the option belongs to */
    uint8_t is_module;     /* 1: switches a rules module (an expansion) on;
                              CIT_OPTION_ENGINE_ONLY: one no window draws yet */
    int8_t requires;       /* option that must be on for this one to matter, or -1 */
    int8_t excludes;       /* option that may not be on together with this one, or -1 */
    const char *label_en; /* short name for the new-game screen (CIT_N_: the GUI translates it) */
    const char *help_en;  /* one line: what it changes */
} cit_option_def;
/* cit_option_def.is_module of an expansion whose tiles or figures no window draws yet: the
   new-game screens and network tables do not offer it, a host refuses a table with it on;
   cit-cli and the tests play it. */
#define CIT_OPTION_ENGINE_ONLY 2

/* Option ids run from 0 to cit_option_count() - 1, with holes: cit_option_def_at is
   NULL for an id no option has (or one out of range), so a loop over the options skips
   those. */
int cit_option_count(void);
const cit_option_def *cit_option_def_at(int id);
int cit_option_find(const char *name, size_t len);          /* id, or -1 */
int cit_option_get(const cit_options *o, int id);           /* -1 if out of range */
int cit_option_set(cit_options *o, int id, int value);      /* 0 if id or value is invalid */
/* The option that is on in `o` and cannot go with option `id` (either names the other in
   `excludes`, or both lay the board's first tiles: a spring, a city), or -1. */
int cit_option_excluded_by(const cit_options *o, int id);
/* Why set-up refuses options `o` in `mode` (CIT_ERR_BAD_SETUP): writes one short English
   line naming the options (e.g. "'pig' cannot be on together with 'farmers_off'") into
   buf (cap bytes, NUL-terminated) and returns its length, or 0 when they are valid. */
size_t cit_options_problem(const cit_options *o, int mode, char *buf, size_t cap);
void cit_options_default(cit_options *o);

typedef struct {
    char name[CIT_NAME_LEN]; /* valid by cit_name_problem (UTF-8, trimmed) */
    uint8_t colour;          /* palette index 0..5 */
    uint8_t kind;            /* cit_seat_kind: the engine stores it, never reads it */
} cit_player_setup;

typedef struct {
    uint8_t mode;      /* cit_mode */
    uint8_t nplayers;  /* 2..6 */
    cit_options opt;
    uint64_t seed;     /* shuffles the stack; shown in the UI and saved */
    cit_player_setup players[CIT_MAX_PLAYERS];
    /* 0: the rules as today's moves ask them. A save format version (2 or 3) when the
       game replays an older save whose moves were asked in another order (2: the crop
       circle's follower with its placement; 3: the big follower before it met three other
       modules; docs/save-format.md names them): set by the loader, kept by the game played on and written
       back as that version by its saves (docs/save-format.md). */
    uint8_t moves_format;
} cit_setup;

/* Fills a default 2-player classic set-up ("Player 1", "Player 2") with the given seed.
   setup: not NULL. */
void cit_setup_default(cit_setup *setup, int nplayers, uint64_t seed);

/*
 * The one rule for player names, used by set-up validation, the save loader and the
 * GUI: 1-31 bytes of valid UTF-8, no control characters, none of cit_char_unsafe's
 * invisible or text-direction characters, not only spaces, and no space
 * (or other blank character) at either end. Returns NULL if `name` (len bytes, no NUL
 * needed; NULL is refused) is valid, else a short English reason.
 */
const char *cit_name_problem(const char *name, size_t len);
/* Removes blanks at both ends of the NUL-terminated `name` in place (what a text field
   should do before starting a game) and returns the new length. NULL returns 0. */
size_t cit_name_tidy(char *name);
/* Characters a name or a chat line must not hold, as they hide or reorder the text around
   them (one name posing as another, a chat line that reads backwards): the line and
   paragraph separators, the bidi embeddings, overrides, isolates and marks, and the
   zero-width characters. cit_name_problem refuses them; the network layer refuses lines
   holding them. */
int cit_char_unsafe(uint32_t cp);

/* ---- moves -------------------------------------------------------------------------- */

typedef enum {
    CIT_MOVE_NONE,
    CIT_MOVE_PLACE          /* place the tile in hand at (x, y) turned `rot`, follower on `spot` */
} cit_move_type;

/*
 * A player decision as a value. Coordinates are cells relative to the start tile
 * (north is y-1). `spot` is the index of a feature of the placed tile, in tile-file
 * order, or CIT_SPOT_NONE. `tile` is the tile type index in hand (checked on apply).
 *
 * A placement may carry what a module's placement rules add to it (a bridge) in arg0
 * and arg1, as that module's header says; the core's own placements leave them 0. A
 * follower on a spot such a module adds takes a spot past the tile's features.
 *
 * A triangle is placed like a square, on an empty cell or into a half-filled one: the
 * cell says which half it becomes, so a placement names no half. A decision that names
 * a tile part ("castlepay X,Y fN", "fN'" for the second triangle of a cell) carries the
 * part in x, y, spot and its half (0 or 1) in `rot`, which such a move does not use
 * otherwise: cit_move stays small (10 bytes).
 *
 * No padding (moves are compared with memcmp): `type` takes two bytes so that the tile
 * lies aligned right after it (every type is below CIT_IDS_MAX all the same).
 */
typedef struct {
    uint16_t type;
    cit_tile_id tile;
    int8_t x, y;
    uint8_t rot;
    int8_t spot;
    uint8_t arg0, arg1; /* the module's: what its decision or placement carries */
} cit_move;

/* ---- what an apply reports -------------------------------------------------------------- */

typedef enum {
    CIT_EV_PLACE,      /* player placed tile at x,y rot */
    CIT_EV_FOLLOWER,   /* player placed a follower on `feature_kind` at x,y, spot */
    CIT_EV_SCORE,      /* player scored `points` for a feature of `feature_kind` */
    CIT_EV_RETURN,     /* `count` followers of player returned to supply */
    CIT_EV_DRAW,       /* player drew `tile` */
    CIT_EV_DISCARD,    /* `tile` fitted nowhere and left the game */
    CIT_EV_GAME_END    /* final scoring done; a module's events: its header */
} cit_event_type;
#define CIT_NOBODY 0xFF

/* Why points were scored; a module's own reasons (a castle paid) follow in its header. */
typedef enum { CIT_SCORE_COMPLETED, CIT_SCORE_FINAL } cit_score_reason;

typedef struct {
    uint8_t type;         /* cit_event_type */
    uint8_t player;
    cit_tile_id tile;
    uint8_t feature_kind; /* cit_feature_kind for SCORE / FOLLOWER */
    uint8_t reason;       /* cit_score_reason (or a module's) for SCORE */
    uint8_t count;        /* followers returned (RETURN) */
    int8_t x, y;          /* a cell of the feature / the placed tile */
    int8_t spot;          /* feature index on that cell's tile */
    uint8_t rot;
    int16_t points;
    uint8_t quarter;      /* a module's: a place off the board it names (a quarter) */
    uint8_t other;        /* a module's: another player (who received a payment), or CIT_NOBODY */
    uint8_t half;         /* with x, y, spot: 0, or 1 for the second triangle of the cell */
} cit_event;

typedef struct {
    int n;                /* events written (at most CIT_MAX_EVENTS) */
    int dropped;          /* events that did not fit */
    cit_event ev[CIT_MAX_EVENTS];
} cit_outcome;

/* ---- the game ----------------------------------------------------------------------- */

/*
 * Opaque, fixed size, copyable with memcpy. Functions taking a const cit_game * never
 * change it (no hidden caches), so several threads may read one game at once.
 */
typedef struct cit_game cit_game;

typedef enum {
    CIT_DECIDE_NONE,          /* the game is over */
    CIT_DECIDE_PLACE_TILE     /* place `tile` (and optionally a follower); a module's
                                 decisions: its header */
} cit_decision;

/* The core's module id; a game runs the modules its options or its mode switch on, and
   their hooks run in id order (CIT_MODULE_MAX above). */
typedef enum { CIT_MODULE_CORE } cit_module_id;

/*
 * Who must decide what. `player` is whoever decides, which need not be the player
 * whose turn it is (`active`): Count deployments ask every player in turn.
 */
typedef struct {
    uint8_t decision; /* cit_decision */
    uint8_t player;   /* who decides */
    cit_tile_id tile; /* tile type in hand for PLACE_TILE */
    uint8_t module;   /* cit_module_id of the rule asking */
    uint8_t arg;      /* the decision's argument (the module's: a quarter...) */
    uint8_t limit;    /* the most the decision can take (followers to deploy) */
    int8_t x, y, spot; /* the feature the decision is about; spot -1 if none */
    uint8_t active;   /* whose turn it is */
    uint8_t final;    /* 1 while final scoring runs */
    uint8_t half;     /* with x, y, spot: 0, or 1 for the second triangle of the cell */
    uint8_t flags;    /* CIT_PENDING_*: what the module promises about its answers */
} cit_pending;

/*
 * cit_pending.flags, set by the module that asks (never by a test of its name, so a
 * search can treat every module alike):
 *   WIDEN    the legal answers are listed best guess first (cheapest bid, the "no"...)
 *            and there are many: a search should try them in list order and widen
 *            progressively rather than sample them all once;
 *   PLAYOUT  the module has a playout answer of its own for this decision
 *            (cit_game_playout_move): uniform play would make a playout's score noise.
 */
#define CIT_PENDING_WIDEN 0x01
#define CIT_PENDING_PLAYOUT 0x02
/*   FIGURE   the decision offers the placement's figure instead of a follower (a builder,
 *            a tower piece, the fairy, a mayor...): one figure a placement, so an answer
 *            that places one withdraws the player's other such questions, and its first
 *            legal answer is "none", which passes the step to the next (set by the core,
 *            docs/architecture.md "The figure step"). */
#define CIT_PENDING_FIGURE 0x04

/* Size of a cit_game in bytes, for callers that keep games in their own memory. */
size_t cit_game_size(void);

/*
 * Creates a game: validates the set-up, shuffles the stack with the seed (or takes
 * `order`, `norder` tile type indices with the start tile first, as saves do; an order
 * may hold fewer tiles than the box, for short test games), places
 * the start tile and draws the first tile. Returns NULL and sets *st on failure.
 * The caller frees with cit_game_free. setup: NULL gives CIT_ERR_BAD_SETUP; order:
 * may be NULL (shuffle); st: may be NULL.
 */
cit_game *cit_game_new(const cit_setup *setup, const cit_tile_id *order, int norder, cit_status *st);
/*
 * For rule scenarios and tests only (docs/testing.md): cit_game_new with an explicit
 * order (not NULL) and the relaxations `relax` asks for, which cit_game_new never grants.
 * CIT_NEW_ANY_START: order[0], any tile of the sets in play, is laid at 0,0 as the start
 * tile (not with a module that lays a start board: CIT_ERR_BAD_SETUP). CIT_NEW_NO_START:
 * no start tile, the first entry is drawn (needs a module or mode that builds the start;
 * classic mode has none yet: CIT_ERR_BAD_SETUP). CIT_NEW_EXTRA_COPIES: the order may hold
 * more copies of a tile type than the box has (only types the box holds, at most
 * CIT_MAX_STACK tiles). Saves record no relaxation, so such a game does not reload.
 */
enum { CIT_NEW_ANY_START = 1, CIT_NEW_NO_START = 2, CIT_NEW_EXTRA_COPIES = 4 };
cit_game *cit_game_new_test(const cit_setup *setup, const cit_tile_id *order, int norder, unsigned relax,
                            cit_status *st);
void cit_game_free(cit_game *g);           /* NULL is a no-op */
cit_game *cit_game_clone(const cit_game *g); /* g not NULL; NULL on allocation failure */
void cit_game_copy(cit_game *dst, const cit_game *src); /* both not NULL, cit_game_size() bytes */
/* src over dst as cit_game_copy, moving only what src's game uses (its lists up to their
   counts, the board's cells around its tiles, the states of its modules) and clearing
   what dst's game wrote beyond that: dst then answers every call as src does. dst must
   hold a game already (cit_game_new, cit_game_clone, either copy; played on or not; any
   set-up) or cit_game_size() zero bytes; both not NULL. Returns the bytes written to dst.
   The search's copy per iteration (docs/ai.md, "The copy per iteration"). */
size_t cit_game_copy_used(cit_game *dst, const cit_game *src);

/*
 * From here to the text forms, every `g` must not be NULL; output arrays (out, spots,
 * counts, scores) must not be NULL unless their cap is 0 or a comment says otherwise.
 */

/* The tile catalogue the game plays with (all sets; ids, features, counts). */
const cit_tileset *cit_game_tileset(const cit_game *g);
/* The feature of tile type `tile` turned `rot` on each port as the board sees it
   (CIT_PORT_COUNT entries: cit_port_rotate of the tile's own), -1 where it has none;
   NULL for a tile or rotation out of range. Read-only, valid while g is. */
const int8_t *cit_game_port_features(const cit_game *g, int tile, int rot);
/* The same built-in catalogue without a game (static, never freed). */
const cit_tileset *cit_tileset_builtin(void);
const cit_setup *cit_game_setup(const cit_game *g);

cit_pending cit_game_pending(const cit_game *g);
/* Whether the pending decision's module has a playout answer of its own: the same as
   cit_game_pending(g).flags & CIT_PENDING_PLAYOUT, without the module's description (a
   playout asks it every move; a description may list a hand's playable tiles). */
int cit_game_pending_playout(const cit_game *g);
int cit_game_over(const cit_game *g);

/*
 * Lists every legal move for the pending decision into out[0..cap). Returns the total
 * number of legal moves (which may exceed cap: then only cap are written). Never
 * allocates.
 */
int cit_game_legal_moves(const cit_game *g, cit_move *out, int cap);

/*
 * Validates and applies a move. On success returns CIT_OK and, if `outcome` is not
 * NULL, fills it with what happened. On failure returns the reason and leaves the
 * game untouched. Never allocates. g, m: not NULL; outcome: may be NULL.
 */
cit_status cit_game_apply(cit_game *g, const cit_move *m, cit_outcome *outcome);

/* A 64-bit hash of everything that affects play (board, stack, supplies, scores). */
uint64_t cit_game_hash(const cit_game *g);

/* ---- placement queries (for the GUI, the AI and the bench) ---------------------------- */

typedef struct {
    int8_t x, y;
    uint8_t rotmask;    /* bit r set = rotation r is legal here */
    uint8_t extramask;  /* bit r set = rotation r is legal only with what a module's
                           placement rules add (a bridge: cit_game_placement_options) */
} cit_placement;

/* Legal cells and rotations for the tile in hand. Returns the total (see legal_moves). */
int cit_game_legal_placements(const cit_game *g, cit_placement *out, int cap);

/* Empty cells where tile type `tile` could go now, as if `player` held it (-1: any player),
   for a look at a tile not in hand (a tile a module shows for sale): rotmask the rotations its
   edges allow there, 0 when only a module's placement rules place it (a bridge); extramask
   0. Returns the total (may exceed cap); 0 for a tile index out of range. */
int cit_game_tile_cells(const cit_game *g, int tile, int player, cit_placement *out, int cap);

/*
 * The same for whatever module has placement rules of its own, without naming it (for
 * the AI): the placement moves that module adds at x,y turned rot (one per bridge...),
 * *needs (may be NULL) set to 1 if the placement is legal only with one of them.
 * Returns the total (may exceed cap); 0 when no module adds any.
 */
int cit_game_placement_options(const cit_game *g, int x, int y, int rot, cit_move *out, int cap,
                               int *needs);

/* Follower spots of the placement move m (its bridge included: the bridge of the placed
   tile is spot = the tile's feature count). m: not NULL. */
int cit_game_move_spots(const cit_game *g, const cit_move *m, int8_t *spots, int cap);
/* The cit_feature_kind a follower on `spot` of placement move m would stand on (a spot
   a module adds, such as a bridge, included), or -1 if m names no such spot. */
int cit_game_spot_kind(const cit_game *g, const cit_move *m, int spot);

/*
 * Follower spots the current player may use after putting the tile in hand at x,y
 * rotated `rot` (which must be legal): writes feature indices to spots[] and returns
 * how many. Returns 0 when the player has no follower left. The placement carries
 * nothing a module adds; the rules that answer for the tile decide (The City's take
 * away the free streets and markets the tile completes).
 */
int cit_game_follower_spots(const cit_game *g, int x, int y, int rot, int8_t *spots, int cap);

/* True if the tile in hand (for the player to move), a tile still in the stack or one
   revealed by a module and not yet played (for any player) could legally fill the empty
   cell x,y, through a module's placement rules too (a bridge). */
int cit_game_cell_fillable(const cit_game *g, int x, int y);
/* True if the empty cell x,y borders the board: a placed tile shows it a full edge (a cell
   that touches a half-filled cell only along its empty half does not, yet). These are the
   cells cit_game_cell_fillable answers about; the window marks only these. */
int cit_game_cell_borders(const cit_game *g, int x, int y);

/* ---- board and player queries ------------------------------------------------------- */

typedef struct {
    cit_tile_id tile; /* tile type index */
    uint8_t rot;
    int8_t x, y;
    uint16_t turn;    /* placement number; 0 = start tile */
    uint8_t player;   /* who placed it (0 for the start tile) */
    uint8_t overlay;  /* 0, or 1 + the axis of what a module laid over it (a bridge:
                         CIT_AXIS_* of its module's header) */
    uint8_t half;     /* 0: a square or the first triangle of its cell; 1: the second */
} cit_placed_tile;

typedef enum {
    CIT_AT_PART,      /* on a tile part: x, y, spot */
    CIT_AT_QUARTER,   /* off the board in a place a module names: `quarter` (x, y: its cell) */
    CIT_AT_FEATURE,   /* deployed into the feature being scored (x, y, spot: a part of it) */
    CIT_AT_WALL       /* a watchman on the wall piece on side `spot` of cell x,y */
} cit_follower_place;

typedef struct {
    uint8_t player;
    int8_t x, y;
    int8_t spot;      /* feature index on that tile */
    uint8_t feature_kind;
    uint8_t where;    /* cit_follower_place */
    uint8_t quarter;  /* for CIT_AT_QUARTER */
    uint8_t half;     /* CIT_AT_PART, CIT_AT_FEATURE: 0, or 1 for the second triangle */
    uint8_t figure;   /* CIT_AT_PART: the follower kind standing there (1..
                         cit_game_follower_kinds: the big follower, the mayor...), 0 for a
                         normal follower */
} cit_follower;

int cit_game_placed_count(const cit_game *g);
/* The i-th placed tile in placement order (0 = start tile). */
cit_placed_tile cit_game_placed(const cit_game *g, int i);
/*
 * The pieces in cell x,y: a square, or one or two triangles. Fills out[0] (the square or
 * the first triangle, half 0) and out[1] (the second triangle, half 1) and returns how
 * many there are: 0 for an empty cell (or one outside the board), 1 or 2. out: may be
 * NULL (only the count).
 */
int cit_game_parts_at(const cit_game *g, int x, int y, cit_placed_tile out[2]);
/* The same count, and for a cell of one piece its tile and rotation as out[0] would give
   them (tile and rot: not NULL; left alone for 0 or 2 pieces). Cheaper than
   cit_game_parts_at, for callers that read many cells (the AI's closing estimate). */
int cit_game_tile_at(const cit_game *g, int x, int y, int *tile, int *rot);
/* Bounding box of the placed tiles (0,0,0,0 on an empty board: a City game before its
   first tile). All four outputs: not NULL. */
void cit_game_bounds(const cit_game *g, int *minx, int *miny, int *maxx, int *maxy);

/* Followers on the board, on walls and kept by modules (one entry each, so a part
   with two followers is listed twice); returns the total. */
int cit_game_followers(const cit_game *g, cit_follower *out, int cap);

/* The game's follower kinds besides the base game's follower (the big follower, the mayor,
   the wagon: docs/architecture.md, "Figures"), numbered 1..cit_game_follower_kinds in the
   order the game's modules declare them; 0 is a normal follower. A move or event that
   names such a figure (a capture, a ransom, a Count quarter, the portal) carries this
   number, and its text the kind's word ("big", "mayor", "wagon"), so the numbers follow
   the game's modules and the text does not. Without such kinds: 0, NULL. */
int cit_game_follower_kinds(const cit_game *g);
const char *cit_game_follower_word(const cit_game *g, int f);
/* The number of the kind whose word is `word`, or 0 (none in this game). */
int cit_game_follower_named(const cit_game *g, const char *word);
/* Its votes in a majority (2 the big follower, 1 mayor and wagon), 0 for no such kind. */
int cit_game_follower_strength(const cit_game *g, int f);
/* How many of player's figures of follower kind f the follower counts hold now
   (cit_game_supply plus cit_game_followers): every one of the kind that comes in the
   core's supply (the big follower); of a kind with a supply of its own (the mayor, the
   wagon), those away from it, standing on a part or kept by another module. 0 for no
   such kind. Summed over the game's kinds, with the normal followers, it is what a
   player's supply and board hold: the conservation the tests check. */
int cit_game_follower_counted(const cit_game *g, int player, int f);
/* Its votes in the majority of a feature with `pennants` pennants: its strength, or for a
   kind that votes its city's pennants instead (the mayor) `pennants`; 0 for no such kind. */
int cit_game_follower_votes(const cit_game *g, int f, int pennants);

/* Walls on cell edges (The City): each piece lies on side `side` (CIT_SIDE_*) of the cell
   x,y inside the wall; the cell across is outside and takes no tile. */
typedef enum { CIT_WALL_PIECE, CIT_WALL_GATE } cit_wall_kind;
typedef struct {
    int8_t x, y;      /* the cell inside */
    uint8_t side;     /* the edge of that cell the piece lies on */
    uint8_t kind;     /* cit_wall_kind */
    uint8_t watchman; /* player + 1 of the watchman on it, or 0 */
    uint8_t by;       /* who placed it, or CIT_NOBODY */
} cit_wall;
/* The wall pieces in the order they were placed; returns the total (may exceed cap). */
int cit_game_walls(const cit_game *g, cit_wall *out, int cap);
/* 1 if no tile may go on cell x,y because a wall stands between it and the board. */
int cit_game_beyond_wall(const cit_game *g, int x, int y);

/* The modules this game runs, bit (1 << cit_module_id) each; 0 for the plain base game. */
unsigned cit_game_modules(const cit_game *g);
/* Order entries laid at set-up (1: the start tile is order[0]; 0: a start board such
   as the City of Carcassonne is laid instead and every order entry is drawn). */
int cit_game_setup_tiles(const cit_game *g);
/* Tiles laid at set-up before any move (1: the start tile; 12: the City of Carcassonne):
   cit_game_placed(g, i) for i below this is the start board. */
int cit_game_start_pieces(const cit_game *g);

/* A tile part: the feature `spot` of the piece `half` of the cell x,y (0: the square,
   or the first triangle; 1: the second triangle placed in the cell). Text: "X,Y fS",
   "X,Y fS'" for half 1. */
typedef struct {
    int8_t x, y, spot;
    uint8_t half;
} cit_feature_part;

/* The name of a decision (English, stable: used in text forms; a module's from its
   table, "?" for none). */
const char *cit_decision_name(int decision);
/* The name of an event type (English, stable: "place", "score", ..., a module's from its
   table, "?" for none), for tests and tools that name events without naming modules. */
const char *cit_event_name(int type);

int cit_game_score(const cit_game *g, int player);
int cit_game_supply(const cit_game *g, int player);  /* followers in supply */

/*
 * Score broken down by category for the results table; the categories always add up
 * to the score. The base game's four and "other" (points outside features: a module's
 * points kept apart, payments between players) are the core's and come first; then the
 * ones modules declare (rules_module.categories: a key and the feature kinds whose points
 * count in it), numbered after the core's in the registry's order (cit_module_category;
 * a module's public header names its own). A feature's points count in its kind's
 * category; a module's other points in the category it names. A results table shows
 * the first four always and the others where someone scored. CIT_CAT_COUNT is the room
 * for all of them (a unit test checks the registry's fit).
 */
typedef enum {
    CIT_CAT_ROAD, CIT_CAT_CITY, CIT_CAT_CLOISTER, CIT_CAT_FIELD, CIT_CAT_OTHER,
    CIT_CAT_CORE_COUNT_
} cit_score_category;
#define CIT_CAT_COUNT 10
int cit_game_score_in(const cit_game *g, int player, cit_score_category cat);
/* A stable English key for a category ("road", ..., "other", or a module's declared
   one; "none" if no category has that number). */
const char *cit_score_category_name(int cat);
/* The number of module `module`'s i-th declared category, or -1 if it has none such. */
int cit_module_category(int module, int i);

/*
 * Tiles left to draw, and how many of each type are still unseen by somebody
 * (counts[], not NULL, has ntiles entries): the stack, the tiles a module took out
 * face down, and every player's hand (cit_game_hand). So the counts may sum to more
 * than cit_game_stack_left, and they are the same for every observer: a player who
 * subtracts their own hand gets what is unseen to them.
 */
int cit_game_stack_left(const cit_game *g);
void cit_game_remaining_counts(const cit_game *g, int *counts);

/*
 * Hands and tiles out face down. A module may take tiles off the stack and keep them
 * out of sight in the core's state: in a player's private hand (seen by that player
 * only) or face down (seen by nobody: a tile under a hill). Either way they stay
 * in cit_game_remaining_counts, and cit_game_shuffle_unseen deals them anew.
 * cit_game_hand writes the tiles in `player`'s hand (in the order the module keeps
 * them, up to cap) and returns how many there are: 0 when no module keeps hands. The
 * tile being placed (cit_pending.tile) is not in the hand.
 */
int cit_game_hand(const cit_game *g, int player, cit_tile_id *out, int cap);

/* The order the stack was dealt in (start tile first), e.g. for saves. */
int cit_game_tile_order(const cit_game *g, cit_tile_id *out, int cap);

/*
 * Re-deals what `observer` cannot see (for the AI's determinisation): the tiles not
 * yet drawn, every other player's hand and the tiles out face down are pooled and
 * dealt back at random, each hand keeping its size. The observer's own hand, the tile
 * being placed and everything face up stay. The result depends only on the seed and
 * on what the observer can see (the pool's multiset and the sizes), never on the hidden
 * order or on who holds what. Shapes are public, so a place that held a square gets a
 * square and one that held a triangle a triangle (squares and triangles are shuffled
 * apart). The game's generator, which modules draw hidden chances from (a bag's tokens),
 * is seeded anew from the seed as well. observer: a player, or -1 (nobody: every hand
 * re-dealt).
 */
void cit_game_shuffle_unseen(cit_game *g, int observer, uint64_t seed);

/*
 * A random legal move for the pending decision, cheaply (for playouts): a tile
 * placement is drawn uniformly over legal (cell, rotation) pairs, then a follower
 * spot or none uniformly. `seed` drives the choice. Returns CIT_ERR_GAME_OVER if no
 * decision is pending. out: not NULL.
 */
cit_status cit_game_random_move(const cit_game *g, uint64_t seed, cit_move *out);

/*
 * The playout step: draws the move cit_game_random_move(g, seed) draws and applies it
 * without checking it again and without events. `played` (may be NULL) receives it.
 * Returns CIT_ERR_GAME_OVER if no decision is pending.
 */
cit_status cit_game_play_random(cit_game *g, uint64_t seed, cit_move *played);

/*
 * A move for a playout: the answer of the module that asks, where it has a playout
 * policy of its own (cit_pending.flags has CIT_PENDING_PLAYOUT: e.g. an auction's bids
 * like a thrifty table), else cit_game_random_move. `rng` is a splitmix64 state that
 * the call advances (state += 0x9E3779B97F4A7C15, then the splitmix64 mix), so a
 * caller's own stream goes on where the call left it. Returns CIT_ERR_GAME_OVER if no
 * decision is pending. rng, out: not NULL.
 */
cit_status cit_game_playout_move(const cit_game *g, uint64_t *rng, cit_move *out);
/*
 * The same move applied in one call, as cit_game_playout_move then cit_game_apply would
 * (the same stream, the same game), without checking a module's playout answer again:
 * a module answers with a legal move (debug and sanitizer builds still check it).
 * Computer players' playouts take this. played: may be NULL. rng: not NULL.
 */
cit_status cit_game_play_playout(cit_game *g, uint64_t *rng, cit_move *played);

/*
 * A hash of the module state that `observer` can see and that no other query shows
 * (the Count's quarter...), for callers that key on a position as a player sees it
 * (the AI's per-move seed). 0 when no module adds anything; never reads a hand.
 */
uint64_t cit_game_view_hash(const cit_game *g, int observer);

/* ---- features ----------------------------------------------------------------------- */

typedef struct {
    uint8_t kind;           /* cit_feature_kind */
    uint8_t complete;
    uint8_t cells;          /* distinct cells */
    uint8_t pennants;
    uint8_t followers[CIT_MAX_PLAYERS];
    int16_t value;          /* points it is worth now: if complete, its score; else at game end
                               (with every module's value: the Count's City for a field...) */
    int16_t closed_value;   /* points it would score if it were completed as it stands */
    int16_t open;           /* roads, cities, streets: open ends; markets: the sides of its
                               parts that face no tile or wall (0 once complete); cloisters
                               and the like: empty neighbour cells; fields, quarters: 0 */
    uint16_t id;            /* the same for every part of one feature until the next move */
    uint8_t goods;          /* markets: the goods in it, bit 1u << cit_goods each */
} cit_feature_info;

/*
 * Describes the feature `spot` of the piece `half` of cell x,y (0: the square or the
 * first triangle, 1: the second triangle); fills members with the parts (x, y, spot,
 * half) of every piece in it (up to cap) and returns 1, or 0 if there is none.
 * info, members and nmembers: each may be NULL (not wanted).
 * Completed features stay queryable for the rest of the game (complete = 1, value =
 * the points they scored), so the UI can outline and flash them after the move.
 */
int cit_game_feature(const cit_game *g, int x, int y, int spot, int half, cit_feature_info *info,
                     cit_feature_part *members, int cap, int *nmembers);

/*
 * The part of cit_game_feature's info that needs no walk through the feature: kind,
 * complete, pennants, followers, open and id; cells, value, closed_value and goods are
 * 0. Returns 1, or 0 if there is no such feature. For callers that look at many
 * features and need the rest of few (the AI's closing estimate asks the full info only
 * of features that a placement would close).
 */
int cit_game_feature_brief(const cit_game *g, int x, int y, int spot, int half, cit_feature_info *info);

/*
 * What a feature of `kind` scores when completed in play with `cells` distinct cells,
 * `pennants` pennants and the goods `goods` (bit 1u << cit_goods each): the kind's own
 * rule with g's options, without any module's value. For a feature a move would make,
 * weighed before the move is played (the AI's closing estimate). A cloister: its points
 * once surrounded (9). 0 for kinds that score only at the end (fields, quarters).
 */
int cit_game_closed_points(const cit_game *g, int kind, int cells, int pennants, unsigned goods);

/*
 * The features that hold followers and are not complete, each once (as final scoring
 * would meet them), in the order of the followers placed; fills up to cap of out (may be
 * NULL) and returns how many there are. For an estimate of what the board is worth
 * before the game ends (the AI's cut playouts), without the copy that
 * cit_game_projected_scores makes.
 */
int cit_game_held_features(const cit_game *g, cit_feature_info *out, int cap);

/* Scores as they would be if the game ended now (final scoring on a copy); scores: not
   NULL, one entry per player. */
void cit_game_projected_scores(const cit_game *g, int *scores);

/* ---- text forms --------------------------------------------------------------------- */

/* Formats a move as one line without newline, e.g. "place D 3,-1 r1 f0", "deploy castle 2",
   "quarter market", "quarter none", "count cathedral", "count stay". The text depends
   only on the move, the tile catalogue and the game's follower kinds (a figure's word,
   cit_game_follower_word), never on the state of the game. NULL g or
   m, or NULL buf with cap > 0: CIT_ERR_BAD_ARGUMENT. */
cit_status cit_move_format(const cit_game *g, const cit_move *m, char *buf, size_t cap);
/* Parses the text form back (len bytes, no newline). NULL g or m, or NULL text with
   len > 0: CIT_ERR_BAD_ARGUMENT. */
cit_status cit_move_parse(const cit_game *g, const char *text, size_t len, cit_move *m);
/* 1 if `word` (n bytes) starts a move's text: "place", or a verb a registered module
   reads (its rules_module.verbs); else 0. How a reader of mixed text (the scenario
   runner) tells a move from its own statements without a list of verbs. */
int cit_move_verb_known(const char *word, size_t n);

/* ---- session: history, undo, save, load ------------------------------------------------ */

typedef struct cit_session cit_session;

/* What kind of fault stopped a load: the window keys the player's sentence by it (the engine
   writes no language but the English `message` for logs and tools). */
typedef enum {
    CIT_LOAD_NONE = 0,      /* no fault of the text (a NULL argument, no memory): see status */
    CIT_LOAD_NOT_A_SAVE,    /* no save's first line, or binary data */
    CIT_LOAD_OTHER_FORMAT,  /* a save format version this engine does not read */
    CIT_LOAD_TRUNCATED,     /* the text ends before its 'end' line */
    CIT_LOAD_AFTER_END,     /* text other than comments after the 'end' line */
    CIT_LOAD_BAD_HEADER,    /* a header line unknown, repeated, late, missing or unreadable */
    CIT_LOAD_BAD_PLAYERS,   /* a player line (kind, colour, name) or a count of players */
    CIT_LOAD_UNKNOWN_RULES, /* a mode or option unknown, out of range or not playable */
    CIT_LOAD_BAD_TILES,     /* the tile order does not fit the box */
    CIT_LOAD_BAD_MOVE,      /* a move line that does not parse */
    CIT_LOAD_ILLEGAL_MOVE,  /* a move the rules refuse: `status` says why */
    CIT_LOAD_REASON_COUNT
} cit_load_reason;

/* Where a load failed. `line` is 1-based (0 if not line-specific). */
typedef struct {
    int line;
    cit_status status;
    cit_load_reason reason;
    char message[160];
} cit_load_error;

/* setup: NULL gives CIT_ERR_BAD_SETUP; st: may be NULL. */
cit_session *cit_session_new(const cit_setup *setup, cit_status *st);
void cit_session_free(cit_session *s);                       /* NULL is a no-op */
const cit_game *cit_session_game(const cit_session *s);      /* NULL: NULL */
/* s, m: NULL gives CIT_ERR_BAD_ARGUMENT; outcome: may be NULL. */
cit_status cit_session_apply(cit_session *s, const cit_move *m, cit_outcome *outcome);
int cit_session_length(const cit_session *s);                /* moves applied; NULL: 0 */
const cit_move *cit_session_move(const cit_session *s, int i); /* NULL s or i out of range: NULL */
/* Score of each player after move i (i = -1: before any move); for score charts. NULL: 0. */
int cit_session_score_after(const cit_session *s, int i, int player);
/* Goes back to the state after the first n moves (replay); NULL s or n outside
   0..length gives CIT_ERR_BAD_ARGUMENT and changes nothing. */
cit_status cit_session_undo_to(cit_session *s, int n);
/* The chances move i drew from the game's generator (cit_reveal CHANCE): how many (writes
   up to cap), 0 for a move outside the session. A session replays its moves with them. */
int cit_session_drawn(const cit_session *s, int i, uint8_t *out, int cap);
/* The next cit_session_apply takes these n draws (at most CIT_CHANCE_MAX) as given instead
   of drawing: a seat's copy of a host's game (docs/protocol.md). Its save then writes
   every move's draws (`drawn` lines: docs/save-format.md). CIT_ERR_BAD_ARGUMENT if n is
   out of range. */
cit_status cit_session_give_draws(cit_session *s, const uint8_t *v, int n);

/*
 * Writes the save text into buf (NUL-terminated). Returns the length the whole text
 * needs (excluding the NUL); if that is >= cap, call again with a bigger buffer.
 * buf: may be NULL (then only the length is returned); s: NULL writes "" and returns 0.
 */
size_t cit_session_save(const cit_session *s, char *buf, size_t cap);

/*
 * Replaces the session's game with the one in `text` (len bytes). On any error the
 * session is left exactly as it was and err (may be NULL) says which line and why.
 * NULL s, or NULL text with len > 0: CIT_ERR_BAD_ARGUMENT.
 */
cit_status cit_session_load(cit_session *s, const char *text, size_t len, cit_load_error *err);

/* ==== network views (docs/protocol.md) =========================================
 * What one seat may see. Hidden tiles live in two places: the stack still to draw and
 * the held tiles (cit_game_hand) of other players or face down. A seat's view is a game
 * whose hidden places hold the seat's unseen pool in a canonical deal; the host sends a
 * seat only what each move reveals to it. observer: a player, or -1 (a spectator: every
 * hand hidden). All pure, no allocation.
 */

/* Deals the observer's unseen pool back into its hidden places sorted by type (squares
   and triangles apart, as shapes are public). Two games that differ only in what the
   observer cannot see become equal (cit_game_hash), so a host checks a seat's copy by
   canonicalising a copy of its own game. g: not NULL. */
void cit_game_view_canon(cit_game *g, int observer);

/* The tile order a seat may be told (for the view save a seat gets on joining): every
   tile the observer has seen in its place, the hidden ones in canonical order. A game
   made from it with the moves so far, canonicalised, is the seat's view. Returns the
   order's length; writes up to cap. g, out: not NULL. */
int cit_game_view_order(const cit_game *g, int observer, cit_tile_id *out, int cap);

/* A tile a move reveals to a seat: DRAW, the index-th tile the move takes off the stack
   (0: the top before the move) is `tile`; HAND, `tile` leaves the hidden hand of `who`
   (CIT_NOBODY: face down) from its place number `index` (places are numbered as tiles
   are taken into hands, from 0, mod 256: public, as everyone sees a tile taken);
   CHANCE: the move's index-th draw from the game's generator came out `value` (a chance
   the rules show to all once drawn, as a bag's token: never the generator itself). */
enum { CIT_REVEAL_DRAW, CIT_REVEAL_HAND, CIT_REVEAL_CHANCE };
typedef struct {
    uint8_t kind;  /* CIT_REVEAL_* */
    uint8_t who;   /* HAND: the holder */
    uint8_t index; /* DRAW: which tile the move takes; HAND: the place; CHANCE: which draw */
    cit_tile_id tile;
    uint8_t value; /* CHANCE: what it drew */
} cit_reveal;

/* The chances the last cit_game_apply of g drew (cit_reveal CHANCE): how many (writes up
   to cap), -1 if more than CIT_CHANCE_MAX. */
int cit_game_drawn(const cit_game *g, uint8_t *out, int cap);

/* The reveals of the move that took `before` to `after` (the host's games, one move
   apart, after just applied) for observer: every tile the move takes off the stack that
   does not end up in a place hidden from the observer, every tile taken out of a hidden
   place, and every chance the move drew. Returns how
   many (writes up to cap), -1 if the games are not one game a move apart. Never names a
   tile drawn into another hand or under a hill. before, after, out: not NULL. */
int cit_game_view_reveals(const cit_game *before, const cit_game *after, int observer, cit_reveal *out, int cap);

/* Makes a seat's view ready for a move: puts each revealed tile in its place, swapping
   it with a placeholder of the unseen pool (the pool stays the same multiset); with a
   seed other than 0 then shuffles the placeholders left (to find a deal consistent with
   a flow that hidden tiles decide: docs/protocol.md). Apply the move next, then
   cit_game_view_canon. The chances revealed are the next apply's draws. CIT_ERR_BAD_ARGUMENT
   (nothing changed) if a reveal names a tile not in the pool, a place that does not exist
   or chances with a gap. */
cit_status cit_game_view_arrange(cit_game *g, int observer, const cit_reveal *r, int nr, uint64_t seed);
/* ==== end of network views ================================================================ */

#endif
