/* Hills & Sheep (RULES.md §12): its public face (options, events). The engine's own header
   names no module; who talks to Hills & Sheep includes this one. */
#ifndef CIT_HILLS_H
#define CIT_HILLS_H

#include "engine.h"

/* Its index in the registry (engine/registry.c). After Abbey & Mayor's: the hooks run in
   id order, and a hill breaks only the ties the mayor's strength leaves (RULES.md §12). */
enum { CIT_MODULE_HILLS = 13 };

/* Its options (ids of cit_options.v; rows in its rules table). */
enum {
    CIT_OPT_HILLS_SHEEP = CIT_MODULE_IDS(CIT_MODULE_HILLS), /* the 18 tiles: hills, vineyards */
    CIT_OPT_HILL_TIEBREAK_COUNT, /* among the tied, the most followers on hill tiles win */
    CIT_OPT_SHEPHERD             /* every player a shepherd; the bag of sheep and wolves */
};

/* The shepherd (no follower: it counts in no majority and occupies nothing), one per player
   with the option shepherd. After a placement without a figure whose piece has a field
   holding no shepherd: "shepherd none" (arg0 0) or "shepherd fN" (arg0 1, the part in
   spot); placed, it draws a token at once. When the placer's own shepherd's field grew:
   "flock grow" (arg0 0: draw a token) or "flock gather" (arg0 1: every shepherd there scores
   the field's sheep and goes home), no "none" (RULES.md §12 decision 2). */
enum { CIT_MOVE_HILLS_SHEPHERD = CIT_MODULE_IDS(CIT_MODULE_HILLS), CIT_MOVE_HILLS_FLOCK };
enum { CIT_DECIDE_HILLS_SHEPHERD = CIT_MODULE_IDS(CIT_MODULE_HILLS), CIT_DECIDE_HILLS_FLOCK };
/* Its figure kind (rules_module.figure_kinds), for cit_game_figure... queries. */
enum { CIT_HILLS_SHEPHERD_KIND = 0 };
/* A gathering's points (SCORE reason; category other): to each shepherd in the field,
   the sheep of all its flocks. */
enum { CIT_SCORE_HILLS_FLOCK = CIT_MODULE_IDS(CIT_MODULE_HILLS) };

/* A hill was placed and the stack's next tile went face down under it, out of the game
   (player: the placer; x, y: the hill; tile: 0, for nobody sees it). None when the stack
   was out. */
enum {
    CIT_EV_HILLS_UNDER = CIT_MODULE_IDS(CIT_MODULE_HILLS),
    /* player put the shepherd on x, y, spot */
    CIT_EV_HILLS_SHEPHERD,
    /* player's shepherd at x, y, spot drew a token of `count` sheep from the bag */
    CIT_EV_HILLS_SHEEP,
    /* ... drew a wolf: the shepherds of that field go home, their sheep into the bag */
    CIT_EV_HILLS_WOLF,
    /* player's shepherd left x, y, spot for the supply, its `count` sheep into the bag
       (a wolf, a gathering, the dragon) */
    CIT_EV_HILLS_HOME
};

/* Tiles lying face down under hills (public: everyone saw them go). */
int cit_game_hills_under(const cit_game *g);
/* Player's flock: the sheep beside their shepherd (0 in supply or without the option). */
int cit_game_hills_flock(const cit_game *g, int player);
/* Tokens in the bag: wolves (size 0) or tokens of `size` sheep (1-4); public, as the bag's
   content is (RULES.md §12); -1 for another size or without the option. */
int cit_game_hills_bag(const cit_game *g, int size);
/* Where player's shepherd stands: 1 and *at (at may be NULL), or 0 (in supply, or without
   the option). */
int cit_game_hills_shepherd(const cit_game *g, int player, cit_feature_part *at);
/* The sheep a gathering of the field through part x, y, spot, half pays each shepherd in it:
   every flock there and 3 per sheep triangle on it (0 for no field). */
int cit_game_hills_field_sheep(const cit_game *g, int x, int y, int spot, int half);
/* The part of tile type `tile` where 3 sheep stay for good (a sheep triangle's S-leg field:
   Halflings' H2-02, RULES.md §12 decision 9), or -1 for a tile without them. */
int cit_game_hills_lasting_spot(const cit_game *g, int tile);
/* Tokens of `size` sheep (1-4) in player's flock (0 without a shepherd on the board). */
int cit_game_hills_flock_tokens(const cit_game *g, int player, int size);

#endif
