/* The text files beside the tile atlases (rectangle index, follower anchors), parsed without SDL. */
#ifndef GUI_ARTINDEX_H
#define GUI_ARTINDEX_H

#include <stddef.h>

#include "tileset.h"

/* The largest atlas side we accept (SDL textures are smaller on most GPUs). */
#define GUI_ATLAS_MAX_SIDE 16384
#define GUI_ATLAS_MAX_SPRITES 160 /* named sprites besides the followers (the art has 100) */
#define GUI_ATLAS_SPRITE_NAME 32
/* A sheet's index may spread its pictures over several files ("parts": one a tile set, one the
   figures), so that a game fetches only the parts it draws; at most this many. */
#define GUI_ATLAS_MAX_PARTS 24
#define GUI_ATLAS_PART_NAME 48

typedef struct {
    int x, y, w, h;
} gui_irect;

typedef struct {
    int cell;                                 /* the cell size the sheet was painted at */
    gui_irect tile[CIT_MAX_TILE_TYPES];
    unsigned char have[CIT_MAX_TILE_TYPES];
    gui_irect follower[2][6][2];              /* [palette][colour][lying] */
    unsigned char have_f[2][6][2];
    /* Other named sprites (a module's figures), first GUI_ATLAS_MAX_SPRITES of them. */
    char sprite_name[GUI_ATLAS_MAX_SPRITES][GUI_ATLAS_SPRITE_NAME];
    gui_irect sprite[GUI_ATLAS_MAX_SPRITES];
    int nsprites;
    /* The pictures the records are in: `sheet NAME` lines, each record in the last one named
       before it (none named: the one picture beside the index, part 0). */
    char part_name[GUI_ATLAS_MAX_PARTS][GUI_ATLAS_PART_NAME];
    int nparts;
    unsigned char tile_part[CIT_MAX_TILE_TYPES];
    unsigned char follower_part[2][6][2];
    unsigned char sprite_part[GUI_ATLAS_MAX_SPRITES];
    int bad_lines, first_bad;                 /* lines refused, and the first (1-based) */
} gui_atlas_index;

/*
 * Reads a tiles-N.txt index (len bytes; need not be NUL-terminated) for the tiles of
 * `set`. Lines it cannot use (unknown statements are fine; broken numbers, empty or
 * negative rectangles, rectangles past GUI_ATLAS_MAX_SIDE are not; nor a `sheet` line whose
 * name is not a plain NAME.png in the index's folder, or past GUI_ATLAS_MAX_PARTS, and the
 * records after it, which would point into the wrong picture) are counted in bad_lines.
 * Unknown tile ids are skipped silently (an atlas may hold more sets).
 */
void gui_atlas_index_parse(const char *text, size_t len, const cit_tileset *set, gui_atlas_index *out);

/*
 * Reads feature-anchors.txt into anchor[tile][feature] = {x, y}, leaving entries the
 * file does not name as they were. Anchors must be finite and within 0..1 and name a
 * feature the tile has; other lines are refused. Returns the number of refused lines
 * and sets *first_bad (may be NULL) to the first.
 */
int gui_anchors_parse(const char *text, size_t len, const cit_tileset *set,
                      float anchor[CIT_MAX_TILE_TYPES][CIT_MAX_TILE_FEATURES][2], int *first_bad);

/*
 * feature-marks.txt: a feature's painted mark (an inn, a cathedral, a city's goods, a tower
 * foundation), `mark TILE FEATURE KIND X0 Y0 X1 Y1`, its square in cell units (rotation 0).
 * kind[t][f] is its kind ("" none; at most GUI_MARK_KIND - 1 letters), mid[t][f] its middle.
 * Lines that name no feature the tile has, or a square outside the cell, are refused.
 */
#define GUI_MARK_KIND 12
typedef struct {
    char kind[CIT_MAX_TILE_TYPES][CIT_MAX_TILE_FEATURES][GUI_MARK_KIND];
    float mid[CIT_MAX_TILE_TYPES][CIT_MAX_TILE_FEATURES][2];
} gui_marks;
/* Fills out (left as it was where the file names nothing); the number of refused lines, the
   first in *first_bad (may be NULL). Unknown tile ids are skipped. */
int gui_marks_parse(const char *text, size_t len, const cit_tileset *set, gui_marks *out, int *first_bad);

/*
 * feature-shapes.txt: the outline of every feature of every tile as rings of points (cell
 * units, rotation 0). first[t][f] is feature f of tile t's first ring + 1 (0: no shape; the
 * GUI then draws the feature the old way), count its rings; ring[2k], ring[2k + 1] are ring
 * k's first point (an index into pt's pairs) and its number of points.
 */
typedef struct {
    float *pt;  /* x, y pairs */
    int npt;
    int *ring;  /* first point, count per ring */
    int nring;
    int first[CIT_MAX_TILE_TYPES][CIT_MAX_TILE_FEATURES];
    unsigned char count[CIT_MAX_TILE_TYPES][CIT_MAX_TILE_FEATURES];
    int bad_lines, first_bad; /* lines refused (a broken number, a point outside the cell, a
                                 feature the tile has not, a ring apart from its feature's) */
} gui_shapes;

/* Parses the file (len bytes) for the tiles of `set`; 0, or -1 when out of memory (then
   empty). Unknown tile ids are skipped. Free with gui_shapes_free. */
int gui_shapes_parse(const char *text, size_t len, const cit_tileset *set, gui_shapes *out);
void gui_shapes_free(gui_shapes *s);

#endif
