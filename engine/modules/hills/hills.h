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
    CIT_OPT_HILL_TIEBREAK_COUNT /* among the tied, the most followers on hill tiles win */
};

/* A hill was placed and the stack's next tile went face down under it, out of the game
   (player: the placer; x, y: the hill; tile: 0, for nobody sees it). None when the stack
   was out. */
enum { CIT_EV_HILLS_UNDER = CIT_MODULE_IDS(CIT_MODULE_HILLS) };

/* Tiles lying face down under hills (public: everyone saw them go). */
int cit_game_hills_under(const cit_game *g);

#endif
