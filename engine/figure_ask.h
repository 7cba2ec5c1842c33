/*
 * The figure question, one for every module that brings a figure (docs/architecture.md,
 * "Figures"): after a placement that put no figure, "put your KIND on a free part of the
 * new piece?". Its answers are "VERB none" first, then "VERB fN" for each part of the
 * piece the kind may stand on (its declared may_stand) that nobody holds; a "yes" uses the
 * placement's figure and puts the figure there as one of the player's followers. A module
 * keeps the piece it asks about and its own events; the rest is here.
 */
#ifndef CIT_FIGURE_ASK_H
#define CIT_FIGURE_ASK_H

#include "rules.h"

/* Whether feature f of piece pi (just laid) may take a figure: nobody holds its feature
   and the tile takes figures (not a volcano). */
int figure_part_free(const cit_game *g, int pi, int f);
/* Whether some feature of a kind in `kinds` (bit per CIT_FEAT_*) of piece pi may: only
   the tile's features of those kinds are visited (the catalogue's kind masks), for a
   look made after every placement. */
int figure_parts_free(const cit_game *g, int pi, unsigned kinds);
/* Whether player is to be asked about their figure of game kind k after piece pi was laid:
   the placement's figure is still to give (turn_figure_open), the figure is in its supply
   and a part of the piece may take it. */
int figure_ask_due(const cit_game *g, int player, int k, int pi);
/* The answers about piece pi for kind k, as moves of type `type`: "none" (arg0 0) first,
   then each part it may take (arg0 1, the feature in spot). Returns their count; fills
   up to cap. */
int figure_ask_answers(const cit_game *g, int type, int k, int pi, cit_move *out, int cap);
/* Whether m is one of them: CIT_ERR_WRONG_DECISION for another move type,
   CIT_ERR_MODULE_RULE for fields no answer has, CIT_ERR_BAD_SPOT for a part it may not
   take. */
cit_status figure_ask_check(const cit_game *g, int type, int k, int pi, const cit_move *m);
/* A checked "yes" (m->arg0 1): the placement's figure is used and player's figure of kind
   k goes onto the part (figure_kind_place); returns its node. The caller emits its event. */
uint16_t figure_ask_place(cit_game *g, int player, int k, int pi, const cit_move *m);
/* What the pending question tells (cit_pending): the cell and half of piece pi. */
void figure_ask_describe(const cit_game *g, int pi, cit_pending *p);
/* Its text: "VERB none" or "VERB fN" (0 when m is neither), and the words after VERB. */
size_t figure_ask_format(const char *verb, const cit_move *m, char *buf, size_t cap);
int figure_ask_parse(mt_cursor *c, cit_move *m);

#endif
