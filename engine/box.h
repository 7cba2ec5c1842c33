/* The box a game's options fill (box.c): set-up's tiles and the options' size check. */
#ifndef CIT_BOX_H
#define CIT_BOX_H

#include "rules.h"

/* The box: the base game's tiles in classic mode, none in another mode; then each module in
   play (bit per module) adds its own or builds the mode's. Returns how many (at most
   BOX_CAP), *start the start tile's type or -1. */
int box_build(const cit_catalog *cat, const cit_setup *s, unsigned modules, cit_tile_id *box, int *start);
/* Whether a box of n tiles fits one game: the stack and the board's nodes. */
int box_fits(const cit_catalog *cat, const cit_tile_id *box, int n);
/* The size of the box options o fill in `mode`, and whether one game holds it (*fits). */
int box_size(const cit_options *o, int mode, int *fits);

#endif
