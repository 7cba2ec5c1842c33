/* Tile art: the generated atlases (two resolutions), sprites and follower anchors, or fallbacks. */
#ifndef GUI_ATLAS_H
#define GUI_ATLAS_H

#include <SDL.h>

#include "tileset.h"

typedef struct gui_atlas gui_atlas;

/*
 * Loads DATADIR/art/tiles-128.* and tiles-256.* (the pictures its index names), sprites and feature-anchors.txt for the
 * tiles of `set` (copied). Never fails for missing art: it then draws simple procedural
 * tiles and writes a short reason into err (err[0] == 0 when the art loaded).
 * Returns NULL only when out of memory.
 */
gui_atlas *gui_atlas_new(SDL_Renderer *r, const char *datadir, const cit_tileset *set, char *err, size_t cap);
/*
 * The same, but the tile sheets' pictures (megabytes of PNG) are decoded on a thread of their
 * own, so the window can show its menu at once; on_decoded (may be NULL) is called from that
 * thread when they are in (the window's loop wakes to take them). Drawing a tile or a follower
 * waits for them; gui_atlas_ready says without waiting whether they are in.
 */
gui_atlas *gui_atlas_start(SDL_Renderer *r, const char *datadir, const cit_tileset *set, void (*on_decoded)(void));
int gui_atlas_ready(gui_atlas *a);
/* What is wrong with the art in the player's words, as gui_atlas_new gives it ("" if nothing;
   waits for it). */
void gui_atlas_problem(gui_atlas *a, const char *datadir, char *err, size_t cap);
/* A fault of the art files: lines of an index that cannot be read, tiles without a picture, or
   a part's tiles outside it; `count` of them in `file` (from `line` for the first). */
enum { GUI_ART_FAULT_LINES = 1, GUI_ART_FAULT_NO_ART, GUI_ART_FAULT_OUTSIDE };
typedef struct {
    int kind;
    char file[48];
    int line, count;
} gui_art_fault;
/* f in the current language ("tiles-128.txt, line 4: 2 lines cannot be read"). */
const char *gui_art_fault_words(const gui_art_fault *f, char *buf, size_t cap);
void gui_atlas_free(gui_atlas *a);
int gui_atlas_has_art(gui_atlas *a);
/* Every tile drawn from the 128-px sheet from now on: the 256-px one is never read. For the
   window tests, which open hundreds of windows a run (tests/gui/harness.c); a player's window
   reads it when a tile is drawn wider than the small sheet's cell. */
void gui_atlas_keep_small(gui_atlas *a);
/* While `on`, a process keeps the first small sheet it decodes, and a later atlas whose
   tiles-128.png holds the same bytes takes those pixels instead of decoding its own (its texture
   is still its own). For the window tests, which open hundreds of windows a run, each decoding
   22.6 MB of pixels (tests/gui/harness.c); the game opens one and never calls it. Off frees the
   kept pixels: call it while no atlas is loading. */
void gui_atlas_reuse_decoded(int on);
/* 1 if a's small sheet came from an earlier atlas's decoding (gui_atlas_reuse_decoded; waits for it). */
int gui_atlas_reused(gui_atlas *a);
/* While `on`, everything is drawn from the 128-px sheet and no part of the 256-px one is asked
   for: the menu's veiled backdrop, so that a phone's menu fetches no big picture. */
void gui_atlas_small_only(gui_atlas *a, int on);
/* The cell size (128 or 256 px) of the sheet `tile` drawn `w` pixels wide comes from now; 0
   without art. The 256-px sheet is in parts (a tile file's tiles, the figures: docs/art.md),
   each read when first wanted (one of its tiles drawn wider than 141 px) and used from a later
   frame, once decoded. */
int gui_atlas_cell(gui_atlas *a, int tile, int w);
/* How many of the 256-px sheet's parts have been asked for so far (for the tests: a base game
   zoomed in wants its tiles' and the figures'). */
int gui_atlas_parts_wanted(const gui_atlas *a);
/* Draws tile type `tile` turned `rot` (clockwise quarter turns) into dst; alpha 0..255. */
void gui_atlas_tile(gui_atlas *a, int tile, int rot, SDL_Rect dst, Uint8 alpha);
/* Follower position of feature `spot` of `tile` turned `rot`, in cell units 0..1. */
void gui_atlas_anchor(const gui_atlas *a, int tile, int spot, int rot, float *fx, float *fy);
/* The middle of tile's painted mark of `kind` (feature-marks.txt: "inn", "tower", ...) as the tile
   lies turned by rot, in cell units: 1, or 0 if it has none (or the art has no marks). */
int gui_atlas_mark(const gui_atlas *a, int tile, const char *kind, int rot, float *fx, float *fy);
/*
 * The outline of feature `f` of `tile` from feature-shapes.txt (rotation 0, cell units): the
 * number of its rings (0: the art has none, the caller draws the feature another way); ring k
 * is the (*ring)[2k + 1] points from (*pt)[2 * (*ring)[2k]] on, as x, y pairs.
 */
int gui_atlas_shape(const gui_atlas *a, int tile, int f, const float **pt, const int **ring);
/*
 * Draws a follower of colour index `colour` (palette: 0 std, 1 colour-blind) standing
 * (or lying, for farmers) centred at cx,cy with height h, plus the player's mark.
 */
void gui_atlas_follower(gui_atlas *a, int palette, int colour, int lying, float cx, float cy, float h,
                        Uint8 alpha);
/* The sprite `name` of the atlas (a module's figure) centred at cx,cy, h pixels high; 0 if
   the atlas has no such sprite (the caller draws a stand-in). */
int gui_atlas_sprite(gui_atlas *a, const char *name, float cx, float cy, float h, Uint8 alpha);
/* A player colour as RGB. */
SDL_Color gui_player_colour(int palette, int colour);

#endif
