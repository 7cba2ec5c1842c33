/* The padding rows of the new-game layout test (newgame_rows.c). */
#ifndef CIT_NEWGAME_ROWS_H
#define CIT_NEWGAME_ROWS_H

#include "engine.h"

/* A module id no shipped module has, low enough that its option ids fit an option's `requires`
   (an int8_t) */
#define NEWGAME_PAD_MODULE 13
#define NEWGAME_PAD_OPTION CIT_MODULE_IDS(NEWGAME_PAD_MODULE) /* the first padding expansion's id */
#define NEWGAME_PAD_ROWS 7                                    /* padding expansions (ids from it) */

#endif
