/*
 * The GUI's module table: what a rules module adds to the window, as hooks the core views
 * call in a loop (as the engine's turn loops over rules_module). The core files (gui/app,
 * gui/draw, gui/scenes) name no module; everything a module shows or reads lives in
 * gui/modules/NAME/ and is reached through its entry in gui_modules (registry.c).
 *
 * Every hook may be NULL (the module adds nothing there). The core calls a module's hooks
 * only while the game runs that module (cit_game_modules), except `rules`, which the rules
 * screen shows for every module; every game allocates every module's state.
 */
#ifndef GUI_MODULE_H
#define GUI_MODULE_H

#include <stddef.h>

#include "app/module_ctx.h"
#include "app/i18n.h"

struct gui_finale_step; /* scenes/game/finale.h */

/* The box an expansion is sold in: the new-game screen lists the expansions box by box, under
   the base game's own options. The default (0) is any other: sold alone or in a small box. */
enum { GUI_BOX_OTHER = 0, GUI_BOX_BIG = 1 };

/* A figure kind a module declares (the engine's follower kinds, engine.h
   cit_game_follower_kinds: the mayor, the wagon, the big follower) as the window shows it
   where other modules meet it (a tower's prisoner, a Count quarter's occupant, the portal's
   choice): they name it by the engine's kind number and the core finds its record by the
   kind's word (gui_figure_of), so no module names another's figure. */
enum {
    GUI_FIGNAME_NOUN,     /* "mayor" in a list of prisoners ("2 followers, mayor") */
    GUI_FIGNAME_THE,      /* "the mayor" as a sentence's subject (the portal's line) */
    GUI_FIGNAME_THE_OBJ,  /* "the mayor" as an object ("sends the mayor and ...") */
    GUI_FIGNAME_YOUR_OBJ, /* "Your mayor" as a button taking it back */
    GUI_FIGNAME_TITLE,    /* "Mayor" as a button's or switch's label */
    /* the forms other modules' sentences put in their templates (gui_figure_say) */
    GUI_FIGNAME_OWNED,    /* "mayor" after its owner, as an object: "Capture Anna's [mayor]" */
    GUI_FIGNAME_OWN,      /* "your mayor" the player gets back: "Take back [your mayor]" */
    GUI_FIGNAME_HELD,     /* "your mayor" another player holds: "Anna holds [your mayor]" */
    GUI_FIGNAME_IT,       /* "it" for it as an object, in its gender: "pay 3 to free [it]" */
    GUI_FIGNAME_YOURS,    /* "your mayor" as a label: "Keys: 1 your follower · 2 [your mayor]" */
    GUI_FIGNAMES
};
typedef struct gui_figure {
    const char *word; /* the engine kind's declared word (cit_game_follower_word) */
    /* Draws it in player colour `colour` centred at cx,cy, h high (as a follower of that height). */
    void (*draw)(gui_module_ctx *ctx, int colour, float cx, float cy, float h, Uint8 alpha);
    /* Its name in form `form` (GUI_FIGNAME_*), in the language shown. */
    const char *(*name)(int form);
    /* 1: others word it as a follower of a kind ("Pay Anna 3 points for your big follower"),
       0: as a figure of its own ("Pay Anna 3 points to free your mayor") */
    int follower_words;
    float width;      /* its width where it stands in a row, per height (0: a follower's, 0.8) */
    /* On the board (a follower listed with its kind, cit_follower.figure): its height per a
       follower's (0: the same), and whether `draw` draws it there (0: the core's follower,
       standing or lying, at that height). */
    float board_scale;
    int board_draw;
    SDL_Keycode key;  /* the key that picks it where a dialog offers it (a Count deployment) */
    /* A kind the player is asked about after putting a follower ("is it the big one?": the
       engine's strong follower), from its declarer's queries: the decision that asks (its
       answers' arg0 1: yes); 1 if player's is in supply; 1 and its part when it stands on the
       board. in_supply NULL: no such question. */
    int decision;
    int (*in_supply)(const cit_game *e, int player);
    int (*on_board)(const cit_game *e, int player, cit_feature_part *at);
} gui_figure;

typedef struct gui_module {
    int module;        /* cit_module_id: which engine module this shows */
    int mode;          /* the cit_mode whose rules it shows (a mode's module: the new-game screen
                          offers the mode once it is here); 0 (classic) for an expansion */
    size_t state_size; /* its per-game GUI state (gui_game_module), zeroed with a new game */
    int box;           /* the box its expansion comes in (GUI_BOX_*), for the new-game screen */

    /* ---- the turn (game_state.c) ---- */
    /* A new decision is pending (after every move and a load): forget the turn's pieces. */
    void (*turn_reset)(gui_game *g);
    /* The tentative tile was put, moved, turned or lifted (has_tile says which). */
    void (*tile_changed)(gui_game *g);
    /* Ctrl+Z after the follower: takes back a piece of its own; 1 if it did. */
    int (*undo)(gui_game *g);
    /* Its part of the placement the player has set up (move arguments). */
    void (*tentative)(const gui_game *g, cit_move *m);
    /* Why End turn must wait (a message), or NULL. */
    const char *(*missing)(const gui_game *g);
    /* The history line of a placement it has a part in (1), or 0 for the core's line. */
    int (*place_line)(const gui_game *g, const cit_game *before, const cit_move *m, int player, char *buf,
                      size_t cap);
    /* The history line of a move other than a placement (a decision of its own) (1), or 0: the
       core then tells the move by its events only. `ref` starts as no move (-1). */
    int (*move_line)(const gui_game *g, const cit_game *before, const cit_move *m, int player, char *buf,
                     size_t cap, gui_log_ref *ref);
    /* The history line of an event: 1, or 2 when a computer's move also shows it as a notice; 0
       if not its event. `ref` (what hovering the line shows) starts as the move's. */
    int (*event_line)(gui_game *g, const cit_game *before, const cit_event *e, char *buf, size_t cap,
                      gui_log_ref *ref);
    /* The sound of one of its events (a gui_sfx, app/sound.h, or one of its own by its name:
       gui_sound_named), or -1 for the core's. */
    int (*sound)(const cit_event *e);
    /* A move of its decisions in words for the list of choices (1), or 0. */
    int (*move_words)(const cit_game *g, const cit_move *m, char *buf, size_t cap);

    /* ---- the board (board_view.c), board clip set ---- */
    /* Rotations legal at x,y only with a piece of its own (bit r): the cell is marked in mark_colour. */
    int (*only_with)(const gui_game *g, int x, int y);
    unsigned mark_colour;
    /* Where a follower stands on a spot past the tile's features at x,y (its own piece), in cell fractions; 1 if its. */
    int (*anchor)(gui_module_ctx *ctx, int x, int y, float *fx, float *fy);
    void (*draw_under)(gui_module_ctx *ctx); /* over the tiles, under the follower spots and followers */
    void (*draw_over)(gui_module_ctx *ctx); /* over the followers, under hover outlines and score pop-ups */
    /* What else a field (parts[0..n) of game e) feeds at the end besides finished cities, as a noun
       phrase for "feeds %1" in the hover ("the City of Carcassonne"): 1 and buf, or 0. */
    int (*field_feeds)(const cit_game *e, const cit_feature_part *parts, int n, char *buf, size_t cap);
    /* A suggested placement's part of this module (what it carries in arg0/arg1: a bridge), drawn
       see-through in `player`'s colour; 1 and where a follower on its spot (past the tile's
       features) stands, in window pixels, or 0 if the move has none of it. */
    int (*ghost)(gui_module_ctx *ctx, const cit_move *m, int player, Uint8 alpha, float *px, float *py);
    /* A suggested answer to a question of its own (a hint's, hint.h) drawn see-through in
       `player`'s colour where its piece would stand: `after` is the suggested placement the
       question follows (its tile not laid yet), or NULL when the question is pending now (about
       the tile just laid). 1 and the piece's centre in window pixels, or 0 if the move is not its
       or puts nothing on the board (its "none"). *pr starts at 0 (the core's ring, a follower's
       size): a piece wider than that (the big follower on its disc) sets its radius there, so
       the ring goes round it. The answer may make the placement's own follower its piece (the
       big follower): it is drawn over that follower's ghost, on its spot. */
    int (*ghost_answer)(gui_module_ctx *ctx, const cit_move *after, const cit_move *m, int player, Uint8 alpha,
                        float *px, float *py, float *pr);
    /* The part of the board its bar or strip covers (1 and *rc, in window pixels), or 0: as
       drawn in the frame under way, or else the last one. Fitting the board (Home, the fit
       button, a resize) fits it into the largest part of the board the modules leave free. */
    int (*covers)(gui_module_ctx *ctx, SDL_Rect *rc);

    /* ---- the side panel (game_panels.c) ---- */
    /* A player's pieces of its own left, at x in the player's row (top row_y); returns the width used. */
    int (*pieces)(gui_module_ctx *ctx, int player, int x, int row_y);
    /* The seats that act after the one deciding now to the end of its round, in order (a seat may
       come more than once), or 0 when no round of its own is under way (the core's turn order). */
    int (*round_order)(const gui_game *g, int *seats, int cap);
    /* Its decision takes a follower from the panel's supply (the supply is lit and draggable). */
    int (*supply_usable)(gui_module_ctx *ctx);
    /* Its block under the hand (x, y, width w); returns the y below. */
    int (*panel)(gui_module_ctx *ctx, int x, int y, int w);
    /* The turn hint when it has one (its drag, its piece missing...), else NULL. */
    const char *(*hint)(const gui_module_ctx *ctx);
    /* Keys of its own while they apply (its question pending), named first in the key help
       line ("D/Enter draw · 1-3 triangle"), else NULL. */
    const char *(*key_help)(const gui_module_ctx *ctx);

    /* ---- its special pieces (game_panels.c, board_view.c, scene_game.c) ---- */
    /* Figures a player drags from the supply panel instead of a follower (the big follower, the
       builder, the pig), kinds 0..nspecial-1 of its own. The core shows each in the supply box,
       lit while it may go on a spot of the tile being placed, and lets the player drag it there
       like a follower; End turn then plays the placement and, for the person, the module's answer
       to the question that placement asks (special_answer), so the engine is asked as always. */
    int nspecial;
    /* 1 if player has piece `kind` in supply (0 too when the game plays without it). */
    int (*special_home)(const cit_game *e, int player, int kind);
    /* Bit k set: cit_game_supply counts piece k while it is home (the big follower), so the
       core's count of normal followers leaves it out. */
    unsigned special_counted;
    /* Bit k set: the placement carries piece k as its follower (spot); else the placement
       carries none and the piece is the answer to the question after it. */
    unsigned special_in_place;
    /* The follower kind each piece is in the engine (its word, cit_game_follower_word), nspecial
       entries; NULL (the array or an entry): no follower (a builder, a barn). A piece asked
       after the placement (not in place) counts in the majority of the feature it goes into by
       that kind's votes there (cit_game_follower_votes: a mayor its city's pennants, none
       without); the hover before End turn counts its owner by them. */
    const char *const *special_figures;
    /* What special piece `kind` of `player`, set on part x,y,spot,half of the tile being placed
       in game `preview` (the piece not yet there), is in its feature, in the words its hover
       would use once it stands ("Eva's mayor counts nothing (no pennant)"): 1 and buf, or 0. The
       hover before End turn adds it, so a piece that will count nothing says so; `you`: player
       is the person at this screen, spoken to ("your mayor"). */
    int (*special_note)(const cit_game *preview, int player, int you, int kind, int x, int y, int spot, int half,
                        char *buf, size_t cap);
    /* The spots of the tentative placement piece `kind` may stand on (into spots); how many. */
    int (*special_spots)(gui_game *g, int kind, int8_t *spots, int cap);
    /* Draws piece `kind` of `player` centred at cx,cy, h pixels high (as a follower of that height);
       lying: it stands on a field (a big follower lies there, as a farmer). */
    void (*special_draw)(gui_module_ctx *ctx, int player, int kind, int lying, float cx, float cy, float h,
                         Uint8 alpha);
    /* The answer for the person to its question pending now (pending.module is its), given what
       they set up before End turn: piece `kind` on `spot`, or kind -1 (no piece of its own);
       1 and *m, or 0 to leave the question to its dialog. */
    int (*special_answer)(const gui_game *g, int kind, int spot, cit_move *m);
    /* Piece `kind` in the supply box's tooltip: its name and what it does, in one line
       ("Builder: ..."); the core adds whether it is home and may be played now. */
    const char *(*special_tip)(int kind);
    /* A turn of its own kind in the banner and title ("Anna's second turn"): 1 and buf, or 0. */
    int (*turn_words)(const gui_game *g, char *buf, size_t cap);

    /* ---- the whole game screen (scene_game.c) ---- */
    /* Before the board and panels: 1 if it covers the whole window this frame, having drawn it
       and taken the input (a pass-the-mouse curtain between hot-seat turns hides what the next
       person must not see); the scene then draws and does nothing else. */
    int (*cover)(gui_module_ctx *ctx);

    /* ---- input in the game scene (scene_game.c), a person's turn ---- */
    /* A left press the core did not take: 1 if it started a drag of its own (GUI_DRAG_MODULE). */
    int (*press)(gui_module_ctx *ctx);
    /* Its drag: the pointer moved, the button came up (far: moved enough to be no click),
       turned (R, right-click, the wheel), drawn over the board and panels. */
    void (*drag_motion)(gui_module_ctx *ctx);
    void (*drag_release)(gui_module_ctx *ctx, int far);
    void (*drag_turn)(gui_module_ctx *ctx);
    void (*drag_draw)(gui_module_ctx *ctx);
    /* Its keys during the turn. */
    void (*keys)(gui_module_ctx *ctx);
    /* The pointer is over something of its own to drag or click (the hand cursor). */
    int (*hot)(gui_module_ctx *ctx, int over_board);
    /* After the input of a frame (notices once a turn); human: a person plays now. */
    void (*after_input)(gui_module_ctx *ctx, int human);

    /* ---- decisions (decide.c) ---- */
    /* Every frame of the game scene, before any dialog, for people and computers alike: its
       toasts, a table of its own. Returns GUI_DECIDE_* bits; nonzero takes the frame. */
    int (*frame)(gui_module_ctx *ctx, cit_move *chosen);
    /* Its decision pending now is how a player's turn starts (the banner and title say "Anna's
       turn", not "Anna decides"). */
    int (*is_turn)(const gui_game *g);
    /* The dialog of a decision it asks (pending.module) when a person decides; `fresh` on the
       first frame. Returns GUI_DECIDE_* bits. NULL: the generic list of legal moves. */
    int (*decide)(gui_module_ctx *ctx, cit_move *chosen, int fresh);
    /* A hint (hint.h gui_hint_shown) is marked in its dialog by gui_decide_answer (decide.h),
       which its dialog calls for each button or place that gives an answer. */
    /* The hint's line for a suggested answer to its question (1 and buf), or 0 for the core's
       "Hint: " and its move_words; `then`: the answer follows the hint's suggested placement
       (gui_hint_then), its line goes after the placement's, or, returning 2, is the whole
       turn's line in place of it (when the answer only says which follower the placement's is:
       "Hint: the tile where the ghost shows, your big follower on the road."). */
    int (*hint_words)(const gui_module_ctx *ctx, const cit_move *m, int then, char *buf, size_t cap);

    /* ---- names (i18n.c, scene_results.c) ---- */
    /* The name of a feature kind (cit_feature_kind) its tiles bring, or NULL if not its own. */
    const char *(*kind_name)(int kind);
    /* A feature of its tiles in a hover's words (game_panels.c gui_feature_line): may replace
       its size ("3 tiles") in size[] and its worth ("5 points now") in val[]; returns 1 if it
       spoke for the feature, 0 to leave the core's words. */
    int (*feature_words)(const cit_game *e, const cit_feature_info *info, char *size, size_t size_cap, char *val,
                         size_t val_cap);
    /* What it does to the feature through part x,y,spot,half, any kind, for its hover ("inn:
       2 per tile if completed, 0 if not" in place of the worth while open; once complete, the
       short form after the worth) and its history lines (the short form "inn: 2 per tile"
       after the size); `brief` asks for the short form. Returns 1 if it wrote any. */
    int (*feature_note)(const cit_game *e, int x, int y, int spot, int half, int brief, char *buf, size_t cap);
    /* Words it adds after a feature's size in the hover line ("wine 2" in a city, "Anna's
       builder"), given a part of the feature (x, y, spot, half): 1 and buf, or 0. Seat `you` (the
       person at this screen, gui_game.you, or -1) is spoken to: "your builder". */
    int (*feature_more)(const cit_game *e, int you, int x, int y, int spot, int half, char *buf, size_t cap);
    /* Bit k set: a follower on a feature of kind k of its tiles is drawn lying (as a farmer). */
    unsigned lying_kinds;

    /* ---- the figures it declares, where other modules meet them (gui_figure_of) ---- */
    const gui_figure *figures;
    int nfigures;
    /* The name of a score category (cit_score_category) it scores in, or NULL: the results
       table shows its categories always while the game runs it (others only where someone scored). */
    const char *(*category)(int cat);

    /* The hover line of a feature of a kind its tiles bring (1), or 0 for the core's line
       ("River · 5 tiles · ..." where a core line would promise points). */
    int (*feature_line)(const cit_game *e, const cit_feature_info *info, char *line, size_t cap);

    /* Rows of its own in the results table, under the score categories (the goods each player
       holds): how many now; row k's label and player p's cell. */
    int (*result_rows)(const cit_game *e);
    void (*result_row)(const cit_game *e, int row, int player, char *label, size_t lcap, char *cell, size_t ccap);

    /* Rows of its own in the results table counted from the game's events (game_state.c keeps
       the tally from the first move): 1 if event e (of game `after`) counts in its row *row
       (0..GUI_TALLY_ROWS-1), *taken the score category its points already count in (the row
       takes them out of that category's row), or -1; 0 if the event is not counted. *payer
       (-1 unless set) is a player who paid the event's points to e->other: they count for
       e->other then, and against the payer (a ransom). */
    int (*tally)(const cit_game *after, const cit_event *e, int *row, int *taken, int *payer);
    /* Row `row`'s label, and a player's cell from their points and counted events: 1, or 0 to
       leave the row out (nobody has any), or 2 for a row that counts no points (how many were
       left unfinished): it is shown under the Total, not among the points. */
    int (*tally_row)(const cit_game *e, int row, int points, int count, char *label, size_t lcap, char *cell,
                     size_t ccap);

    /* ---- the final scoring (finale.c, board_view.c, game_panels.c) ---- */
    /* A score event of a reason of its own, or an event of its own type, that belongs to the
       final scoring (1): it becomes a step of its own, of kind *kind (a negative number it
       picks); 0 if not its. An event of its own type names a feature part (x, y, spot, half),
       which the step outlines. */
    int (*final_event)(const cit_event *e, int *kind);
    /* The banner's name of its step kind ("Final scoring: Watchmen"), or NULL. */
    const char *(*final_name)(int kind);
    /* Draws its step being shown (over the dimmed board, under the flying points). */
    void (*final_draw)(gui_module_ctx *ctx, const struct gui_finale_step *s);

    /* ---- its strings (gui/modules/NAME/NAME_text.c), for the check that both languages have each ---- */
    const gui_words *words;
    int nwords;

    /* ---- the rules screen (scene_rules.c) ---- */
    int option; /* CIT_OPT_* that switches it on (its label heads the block); -1 for a mode's
                   module (the mode's label heads it, and the core says when the game is in it) */
    /* Its rules text; *on_line the line saying this game plays with it (NULL if not). */
    const char *(*rules)(const cit_options *o, const char **on_line);
    /* A picture under its rules text where one explains a rule better (scenes/rules/rules_diagram.h:
       a small board of real tiles, its pieces over it, a caption) at x,y, w wide, the page's text
       size px; returns the height used (0: none). Drawn whether or not the game runs it. */
    int (*rules_diagram)(gui_module_ctx *ctx, int x, int y, int w, int px);

    /* ---- its short lesson (the new-game screen's "?" beside it; scenes/newgame/expansion_lesson.c) ---- */
    /* Screen k (from 0) of the lesson that teaches it, one idea in a sentence or two; NULL past the
       last. The first screen shows its rules_diagram under the text. NULL: no lesson. */
    const char *(*lesson)(int screen);
} gui_module;

/* The modules the GUI shows, NULL-terminated, in the order their hooks run (castles are drawn
   before bridges, which stand over them). modules/registry.c, an object of its own: a test binary
   may link its own copy (with a module of its own) in its place. */
extern const gui_module *const gui_modules[];

/* m if the game runs its module, else NULL. */
const gui_module *gui_module_on(const gui_module *m, const cit_game *e);
/* The table entry of module `id` (cit_module_id), whether or not a game runs it; NULL if none. */
const gui_module *gui_module_find(int id);

/* 1 if the new-game screen offers option `id`: an expansion only once its GUI part is in the
   table (an engine module may land before the window can show it) and its row is no longer
   CIT_OPTION_ENGINE_ONLY; an option that requires such an expansion neither. */
int gui_option_shown(int id);
/* An expansion's second switch (a later table entry of the same module with an option of its
   own, as Inns & Cathedrals' big follower): the option of the module's first entry, which
   the new-game screen shows it under and ticks it with; -1 for any other option. */
int gui_option_companion_of(int id);

/* 1 if the new-game screen offers game mode `mode`: the engine can play it (cit_mode_playable)
   and, but for classic, a module of the table shows it (its `mode`). */
int gui_mode_shown(int mode);

/* 1 if a follower on a feature of `kind` is drawn lying: a farmer, or a module's (lying_kinds). */
int gui_follower_lying(int kind);

/* The record of game e's follower kind `kind` (1..cit_game_follower_kinds), from the module
   of the table that declares its word; NULL for 0 (a normal follower) or a kind no module
   declares. */
const gui_figure *gui_figure_of(const cit_game *e, int kind);
/* Kind `kind`'s name in form `form` (GUI_FIGNAME_*); "?" if no module declares it. */
const char *gui_figure_name(const cit_game *e, int kind, int form);
/* A sentence about a figure of kind `kind`: template `tmpl` (gui_subst_all) with %1-%3 a1..a3
   and the kind's names %4 GUI_FIGNAME_OWNED, %5 OWN, %6 HELD, %7 IT, %8 THE_OBJ, %9 YOURS, which a
   language's template takes as its grammar needs; a form that opens it gets a capital
   (German's "%5 zurückholen"). */
void gui_figure_say(const cit_game *e, int kind, const char *tmpl, const char *a1, const char *a2, const char *a3,
                    char *buf, size_t cap);
/* 1 if kind `kind` is worded as a follower of a kind (gui_figure.follower_words). */
int gui_figure_follower_words(const cit_game *e, int kind);

/* Game e's kind asked about after a follower is put (its gui_figure has in_supply: the big
   follower), or 0; of kind `kind`: player's in supply, on the board (1 and *at), and the
   decision that asks (-1 for a kind not asked about, 0 and 0 too). */
int gui_figure_asked(const cit_game *e);
int gui_figure_in_supply(const cit_game *e, int kind, int player);
int gui_figure_on_board(const cit_game *e, int kind, int player, cit_feature_part *at);
int gui_figure_decision(const cit_game *e, int kind);

/* Loops over the modules the game e runs, in table order: `M` is the entry. */
#define GUI_FOR_MODULES(M, e)                                                                                       \
    for (const gui_module *const *M##_at = gui_modules; *M##_at; M##_at++)                                         \
        for (const gui_module *M = gui_module_on(*M##_at, (e)); M; M = NULL)

#endif
