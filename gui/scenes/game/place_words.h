/* Where a tile went and which, in words a player can use: no tile letters, no coordinates. */
#ifndef GUI_PLACE_WORDS_H
#define GUI_PLACE_WORDS_H

#include <stddef.h>

#include "engine.h"
#include "tileset.h"

/* What a tile shows, "city + road" (only fields: "field"). */
void gui_tile_kinds(const cit_tileset *ts, int tile, char *buf, size_t cap);
/* "tile (city + road)". */
void gui_tile_words(const cit_tileset *ts, int tile, char *buf, size_t cap);
/* Where cell x,y lies from the start board: "2 tiles north-east of the start" (the distance
   to the nearest start piece, the direction from their middle); empty on the start itself. */
void gui_where_words(const cit_game *e, int x, int y, char *buf, size_t cap);
/* A feature of `tile` turned `rot` quarters: "city to the north" (its edges' side of the tile),
   or its kind alone when it has no side (a cloister, a road straight through). */
void gui_spot_words(const cit_tileset *ts, int tile, int rot, int spot, char *buf, size_t cap);
/* A placement in words: "tile (city + road) 2 tiles east of the start". */
void gui_placement_words(const cit_game *e, const cit_move *m, char *buf, size_t cap);
/* A feature kind's name inside a sentence ("tile and follower (road)"): lower case where the
   language writes it so (English, Czech...), its capital kept where nouns keep theirs (German). */
void gui_kind_in_sentence(int kind, char *buf, size_t cap);
/* The follower's name on a feature of this kind: knight, robber, monk, farmer, or follower. */
const char *gui_follower_word(int kind);

#endif
