/* The turn in progress as GUI state: tentative tile and follower, legal caches, log, effects. */
#ifndef GUI_GAME_STATE_H
#define GUI_GAME_STATE_H

#include <SDL.h>
#include <stdint.h>

#include "app/saves.h"
#include "engine.h"
#include "scenes/game/finale.h"

#define GUI_MAX_PLACEMENTS 512
#define GUI_MAX_FX 24
#define GUI_TALLY_ROWS 2 /* a module's own results rows counted from events (gui_module.tally) */
#define GUI_LOG_LINE 200

/* A score popping up over a feature. */
/* A figure question the tentative placement would ask, with its first answers (the placement's
   own parts come first in every module's list). */
#define GUI_FIGURE_CHAIN 8
#define GUI_FIGURE_ANSWERS 48
typedef struct {
    int decision, n;
    cit_move mv[GUI_FIGURE_ANSWERS];
} gui_figure_question;

typedef struct {
    int active;
    float x, y;             /* board point (cells) */
    int points, player;
    uint32_t t0;            /* game time it started */
    int nparts;
    cit_feature_part parts[48];
} gui_fx;

/* What a history line is about, so hovering it can show it on the board. */
typedef struct {
    int16_t move;                     /* index of the move in the session, -1 = none */
    int8_t tx, ty;                    /* the tile that move placed */
    int8_t has_feature, fx, fy, fspot; /* a scored feature (score lines) */
    int8_t fhalf;                      /* its part's piece: 0, or 1 for the second triangle of the cell */
    int8_t scorer;                     /* a score line's player + 1, 0 for any other line */
} gui_log_ref;

typedef struct gui_game {
    cit_session *sess;
    int synced;                       /* session length the caches were built for, -1 = stale */
    cit_pending pend;
    cit_placement place[GUI_MAX_PLACEMENTS];
    int nplace;
    int8_t frontier[GUI_MAX_PLACEMENTS][2]; /* empty cells next to tiles */
    uint8_t fillable[GUI_MAX_PLACEMENTS];
    int nfrontier;
    /* The tentative part of the turn (undone by Ctrl+Z, applied by End turn). */
    int has_tile, tx, ty, trot;
    int8_t spots[CIT_MAX_TILE_FEATURES];
    int nspots, spot;
    int special_mod, special_kind;    /* the piece on `spot` is this module's special piece
                                         (gui_module.nspecial), or special_mod -1: a follower */
    /* After End turn: the answer the person's set-up gives to the question the placement asks
       (gui_module.special_answer) is due while the session has this length (0: none). */
    int answer_due, answer_player, answer_mod, answer_kind, answer_spot;
    int hand_rot;
    char (*log)[GUI_LOG_LINE];
    gui_log_ref *logref;              /* one per log line */
    int nlog, caplog;
    gui_fx fx[GUI_MAX_FX];
    uint32_t now;                     /* game-scene clock, ms */
    int discards;                     /* tiles discarded so far (for a notice) */
    uint32_t applied_at;              /* game time of the last applied move (drop animation) */
    int notices;                      /* module events logged so far that a computer's move shows as
                                         a notice (event_line returned 2; decide.c toasts new ones) */
    char notice[GUI_LOG_LINE];        /* the latest of them in words */
    int notice_player;                /* and whose it was */
    int applied_by_computer;          /* the last move came from a computer seat and put a tile down
                                         (it glides in) */
    int applied_placed;               /* the last move put a tile down (a decision without one,
                                         e.g. a module's question before the tile, animates nothing) */
    gui_finale *finale;               /* the final scoring being shown; NULL before the end */
    cit_outcome *final_events;        /* final scoring's events so far: a module's decisions
                                         may spread it over several moves; NULL until it starts */
    cit_game *preview;                /* the board with the tentative tile on it (gui_game_preview) */
    int preview_key;                  /* which tentative placement `preview` shows, -1 = none */
    /* The figure questions that placement asks (gui_game_figure_answers), walked once per
       preview: for preview_key + 1 in figure_key (0: not walked). */
    gui_figure_question figure_chain[GUI_FIGURE_CHAIN];
    int nfigure_chain, figure_key;
    void *mstate[CIT_MODULE_MAX];     /* each GUI module's own state (gui_module.state_size) */
    gui_record rec;                   /* hints used and seat thinking times, saved beside the moves */
    /* The modules' results rows (gui_module.tally) counted over every event so far: points and
       events per module, row and player, and the points they took out of each category. */
    int16_t tally_pts[CIT_MODULE_MAX][GUI_TALLY_ROWS][CIT_MAX_PLAYERS];
    uint8_t tally_n[CIT_MODULE_MAX][GUI_TALLY_ROWS][CIT_MAX_PLAYERS];
    int16_t tally_taken[CIT_CAT_COUNT][CIT_MAX_PLAYERS];
    /* The tile list (T): rows scrolled by the wheel; as drawn last, its box and how many of the
       box's tile types it showed of how many (gui_panel_distribution). */
    int dist_scroll, dist_shown, dist_types;
    SDL_Rect dist_rc;
    int hint_ghost_spot; /* the spot of the hint's ghost follower drawn last frame (CIT_SPOT_NONE: none) */
    /* The seat of the only person playing at this screen, spoken to in the second person ("Your
       turn"); -1 when nobody or several share the screen (hot seat: the third person for all).
       The window decides it (gui_app_you); the game's words only read it. */
    int you;
    /* A game opened from "My games": while the session is news_at moves long, its last
       news_tiles placed tiles came since the player last looked, and are numbered on the board
       (0: the usual, since this seat's previous turn). */
    int news_at, news_tiles;
} gui_game;

/* A history line's reference to the feature part event e names (hovering the line shows it). */
void gui_log_ref_feature(gui_log_ref *r, const cit_event *e);
/* The GUI state of module `id` (cit_module_id) in this game; NULL if it keeps none. */
void *gui_game_module(const gui_game *g, int id);

/* "N tiles", or "N cells" for a feature with a part in a cell holding a triangle (the engine
   counts cells: two triangles in one are one). parts: the feature's n parts. */
void gui_feature_size(const cit_game *e, const cit_feature_part *parts, int n, int count, char *buf, size_t cap);
/* New game from a set-up; NULL and *st on failure. */
gui_game *gui_game_new(const cit_setup *setup, cit_status *st);
void gui_game_free(gui_game *g);
/* Loads a save file; on failure the game is unchanged and err says why. 0 on success. */
int gui_game_load(gui_game *g, const char *path, int *line, char *err, size_t cap);
/* Loads the good part of a save that fails at bad_line (gui_load_session_before); returns
   its number of moves, or -1 (the game unchanged). */
int gui_game_load_before(gui_game *g, const char *path, int bad_line);
const cit_game *gui_game_engine(const gui_game *g);
/* The session was changed behind the GUI's back (a replay went to another move): the history,
   caches and effects are rebuilt as after a load. */
void gui_game_rewound(gui_game *g);
/* Rebuilds the legal-placement caches after the engine state changed. */
void gui_game_sync(gui_game *g);
/* Legal rotation mask at x,y for the tile in hand (0 = not a legal cell). */
int gui_game_rotmask(const gui_game *g, int x, int y);
/* `want` if legal at x,y, else the next legal rotation clockwise from it; -1 if none. */
int gui_game_rot_from(const gui_game *g, int x, int y, int want);
/* Triangles (half tiles): a triangle turned `rot` covers one half of its cell, its right angle
   in the SW (0), NW (1), NE (2) or SE (3) corner. How deep point fx,fy (cell fractions, y down)
   lies in that half (> 0 inside); the rotation of `mask` whose half the point lies deepest in
   (-1 for an empty mask). */
float gui_half_depth(int rot, float fx, float fy);
int gui_rot_at_point(int mask, float fx, float fy);
/* 1 if the tile in hand is a triangle. */
int gui_game_hand_triangle(const gui_game *g);
/* The rotation to put the tile in hand at x,y when the pointer is at fx,fy in the cell: for a
   triangle the legal half under the pointer, for a square gui_game_rot_from(want); -1 if none. */
int gui_game_rot_at(const gui_game *g, int x, int y, float fx, float fy, int want);
/* Puts the tile in hand tentatively at x,y turned rot; 0 if that is not legal. */
int gui_game_put(gui_game *g, int x, int y, int rot);
/* Turns the tentative tile to its next legal rotation. */
void gui_game_rotate_placed(gui_game *g);
/* Takes the tentative tile back into the hand. */
void gui_game_lift(gui_game *g);
/* Chooses follower spot (or CIT_SPOT_NONE); 0 if the spot is not offered. */
int gui_game_set_spot(gui_game *g, int spot);
/* Puts module `mod`'s special piece `kind` on `spot` of the tentative tile; 0 if the piece may
   not stand there (or is not in supply). */
int gui_game_set_special(gui_game *g, int mod, int kind, int spot);
/* The spots of the tentative tile special piece `kind` of module `mod` may stand on; how many
   (0 without a tentative tile or with the piece not in supply). */
int gui_game_special_spots(gui_game *g, int mod, int kind, int8_t *spots, int cap);
/* Normal followers in the supply of player p (cit_game_supply less the special pieces it counts). */
int gui_game_normal_supply(const gui_game *g, int p);
/* The normal followers player p has left once this turn's tentative follower stands: the one
   count the supply box and the player row both show. */
int gui_game_supply_left(const gui_game *g, int p);
/* The answer due after End turn to the question now pending (see answer_due): 1 and *m once. */
int gui_game_special_answer(gui_game *g, cit_move *m);
/* Ctrl+Z: removes the follower, else a module's piece of the turn (its undo hook), else the
   tile. Returns 2, 3 (a module's piece), 1, or 0 if nothing to undo. */
int gui_game_undo(gui_game *g);
/* Why End turn must wait for a module's piece (its message), or NULL. */
const char *gui_game_missing(const gui_game *g);
/* Applies the tentative move. Returns CIT_OK or why not (no tile placed, or a module's piece
   missing: CIT_ERR_WRONG_DECISION). */
cit_status gui_game_end_turn(gui_game *g, cit_outcome *out);
/* Applies a complete move (from the computer seam). */
cit_status gui_game_apply(gui_game *g, const cit_move *m, cit_outcome *out);
/* The player whose turn it is. */
int gui_game_player(const gui_game *g);
const char *gui_game_player_name(const gui_game *g, int p);
/* Player p's colour (palette index of the set-up; 0 for no such player). */
int gui_game_player_colour(const gui_game *g, int p);
void gui_game_tick(gui_game *g, uint32_t dt_ms);
/*
 * The board as it would be with the tentative tile placed (no follower), so a follower
 * spot can be described before the turn is confirmed; NULL without a tentative tile.
 */
const cit_game *gui_game_preview(gui_game *g);
/* The answers of figure question `decision` (CIT_PENDING_FIGURE: a builder, a mayor...) that
   the tentative placement would be asked without a follower, once the placer's figure
   questions before it were answered "none" (one figure a placement: docs/architecture.md
   "The figure step"). Writes up to cap, returns how many (0: it would not be asked). */
int gui_game_figure_answers(gui_game *g, int decision, cit_move *out, int cap);
/* The placement the player has set up (tile, the modules' arguments) with the follower on `spot`. */
cit_move gui_game_tentative_move(const gui_game *g, int spot);
/* Recomputes the follower spots of the tentative move (after a module's piece changed). */
void gui_game_refresh_spots(gui_game *g);
/* Rewrites the history in the current language (after a language switch). */
void gui_game_relog(gui_game *g);
/* A history line of points scored: "  Anna +8 · WHAT", or to the person at this screen "  You
   score 8 points · WHAT". */
void gui_score_line(const gui_game *g, int player, int points, const char *what, char *buf, size_t cap);
/* 1 when seat p is the person at this screen (gui_game.you): a sentence about p says "you". */
int gui_game_is_you(const gui_game *g, int p);
/* Who the person at this screen is (gui_app_you); the history is rewritten when it changes. */
void gui_game_set_you(gui_game *g, int seat);

#endif
