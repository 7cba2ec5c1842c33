/* The game screen's own state, kept apart: what the player did to the view, and what was drawn. */
#ifndef GUI_GAME_UI_H
#define GUI_GAME_UI_H

#include <SDL.h>

#include "draw/camera.h"
#include "engine.h"
#include "scenes/game/decide.h"

/* A feature of a placed tile (for hover outlines). */
typedef struct {
    int valid, x, y, spot;
    int preview; /* a spot of the tentative tile (described on gui_game_preview) */
    int half;    /* of the part x, y, spot: 0, or 1 for the second triangle of the cell */
} gui_feature_ref;

/* Drag and drop in the game scene. GUI_DRAG_MODULE: a piece of module `module` (its hooks
   run the drag, gui_module.h). */
typedef enum { GUI_DRAG_NONE, GUI_DRAG_PENDING, GUI_DRAG_PAN, GUI_DRAG_TILE, GUI_DRAG_FOLLOWER, GUI_DRAG_MODULE } gui_drag_kind;

typedef struct {
    gui_drag_kind kind;
    int start_x, start_y, last_x, last_y;
    int on_tentative;   /* press was on the tentative tile */
    int rot;            /* ghost rotation while dragging a tile */
    int from_spot;      /* follower dragged off this spot (CIT_SPOT_NONE: from the supply) */
    int cellx, celly;   /* cell under the pointer */
    int turned;         /* the dragged tile was turned by hand in this cell (a triangle then keeps
                           its half rather than following the pointer) */
    int module;         /* GUI_DRAG_MODULE: whose piece (cit_module_id) */
    int special_mod;    /* GUI_DRAG_FOLLOWER: a module's special piece (its cit_module_id), or -1 */
    int special_kind;   /* and which of its pieces */
} gui_drag;

/* The special pieces the supply box shows (gui_module.nspecial of every module), at most. */
#define GUI_MAX_SPECIALS 8 /* the Big Box has seven: big follower, builder, pig, mayor, wagon, barn, abbey */

/*
 * The UI state: what the player did to the view of the board (camera, drag, hover, the panels
 * and dialogs open, scrolls). None of it is engine state (the undo test, HACKING.md); none of
 * it outlives the screen.
 */
typedef struct {
    gui_camera cam;
    int cam_ready;        /* the camera has fitted the board since the screen was entered */
    int cam_fitted;       /* the view is the last fit (no pan or zoom since): a resize fits again */
    int fit_w, fit_h;     /* the board's size when the camera last saw it */
    int glide;            /* the camera is gliding to glide_cx/cy/zoom */
    float glide_cx, glide_cy, glide_zoom;
    gui_drag drag;
    gui_feature_ref hover;
    int show_history, show_dist, show_projected;
    int history_scroll;
    int history_top;      /* log line + 1 the history panel scrolls to its top when next drawn (0: none) */
    int hist_hover;       /* history line under the pointer (last frame), -1 = none */
    gui_decide decide;    /* the decision dialogs' shared state (decide.c) */
    /* A phone's side panel when even compact it outgrows its room (game_panels.c side_scrolled):
       pixels scrolled, and the seat whose turn it showed. */
    int panel_scroll, panel_seat;
    int seen_discards;    /* the game's discarded tiles already announced */
    int lesson_framed;    /* the lesson's move count whose subject the camera last framed, + 1 (0: none) */
    int lesson_turned;    /* 1 once the turning step's tile was given to the hand turned the wrong way */
    /* A phone's docked lesson card: its sentences scrolled so far (pixels) for the text last shown
       (a new text starts at its top), and a finger's swipe on them (1 + its last y; 0: none). */
    const char *lesson_text;
    int lesson_scroll, lesson_swipe;
} gui_game_ui;

/*
 * The draw state: where the last frame put things, for the input of the next and for tests.
 * Each frame writes it again.
 */
typedef struct {
    SDL_Rect board_rc, hand_rc, supply_rc;
    /* The special pieces in the supply box as last drawn (a press there drags one): where, whose
       (module id) and which; only those that may go on a spot now. */
    SDL_Rect special_rc[GUI_MAX_SPECIALS];
    int special_mod[GUI_MAX_SPECIALS], special_kind[GUI_MAX_SPECIALS], nspecial_rc;
    SDL_Rect special_drawn[GUI_MAX_SPECIALS]; /* every special piece in the supply box as drawn */
    int nspecial_drawn;
    SDL_Rect side_rc, banner_rc; /* the game's side panel (below the board on a phone held upright) and its banner */
    SDL_Rect zoom_rc; /* the board's zoom buttons (+, -, fit): a press there is no board drag */
    SDL_Rect end_row_rc; /* Undo / End turn as last drawn (a dialog docked over the panel stays above them) */
    SDL_Point score_pos[CIT_MAX_PLAYERS]; /* each player's score in the side panel (finale flights) */
    /* Each player's row in the side panel, its score and its pieces (supply and the modules'), as
       last drawn: the rows must never overlap (tests). */
    SDL_Rect row_rc[CIT_MAX_PLAYERS], row_score_rc[CIT_MAX_PLAYERS], row_pieces_rc[CIT_MAX_PLAYERS];
    SDL_Rect row_computer_rc[CIT_MAX_PLAYERS]; /* a row's computer mark as last drawn (w 0: none) */
    int panel_need;    /* the height the side panel's full layout needs (else it draws compact) */
    int panel_content; /* a phone's side panel scrolled: its rows' height as last drawn */
    int history_rows;  /* history lines the side panel showed last frame */
    int history_cut;   /* of them, lines too long for their three rows, cut with "…" (tests read it) */
    /* The board drawn last showed a hint's answer to a module's question (a module's
       ghost_answer), its piece centred at hint_piece_x/y in window pixels: the list of
       choices then leaves it in view. */
    int hint_piece_shown;
    float hint_piece_x, hint_piece_y;
    SDL_Rect tip_rc;         /* where a tooltip was drawn last (tests check it) */
    SDL_Rect lesson_card_rc; /* the lesson's card drawn this frame (empty: none): notices keep off its words */
    SDL_Rect review_rc;      /* the replay's review panel over the board this frame (w 0: none) */
    struct gui_shape_buf *shapes; /* a feature outline's working space (board_view.c): made at the first, freed with it */
} gui_game_drawn;

/* The state of the screens that show a game's board: the game and its replay share one, made
   fresh when either is entered from another screen and kept when going from one to the other. */
typedef struct {
    gui_game_ui view;
    gui_game_drawn drawn;
} gui_game_scene_state;


#endif
