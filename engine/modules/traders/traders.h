/* Traders & Builders (RULES.md §7): its public face (options, the figure decision and
   its move text, events, queries). The engine's own header names no module; who talks
   to Traders & Builders includes this one. */
#ifndef CIT_TRADERS_H
#define CIT_TRADERS_H

#include "engine.h"

enum { CIT_MODULE_TRADERS = 8 }; /* its index in the registry (engine/registry.c) */

/* Its tile words (traders_tilewords.c): a city's goods=wine|grain|cloth (grain is the same
   symbol as The City's). */

/* Its options (ids of cit_options.v; rows in its rules table). Each one alone switches
   the module on; any combination is allowed; all three are classic mode only (refused
   in The City). The new-game screen ticks all three when the expansion is ticked.
   `pig` excludes the core's farmers_off (no farmer could ever let a pig in): a set-up
   with both is refused (CIT_ERR_BAD_SETUP). */
enum {
    CIT_OPT_TRADERS = CIT_MODULE_IDS(CIT_MODULE_TRADERS), /* the 24 tiles; goods tokens */
    CIT_OPT_BUILDER,                                      /* one builder per player */
    CIT_OPT_PIG                                           /* one pig per player */
};

/* The two figures a player may have besides followers. Neither is a follower: neither
   counts in cit_game_supply, in any majority or for the Count, and neither scores. */
enum { CIT_TRADERS_BUILDER = 0, CIT_TRADERS_PIG = 1, CIT_TRADERS_FIGURES = 2 };

/*
 * Placing the builder or the pig: a decision after the placement.
 *
 * After a placement (any: a drawn tile, a bazaar tile, a triangle, a river tile, a
 * second part's tile) that put no follower on the tile just placed, while the placer
 * has a builder or a pig in supply that may go on a part of that tile, the engine asks
 * the placer CIT_DECIDE_TRADERS_FIGURE before anything the placement completed is
 * scored. cit_pending names the tile just placed in x, y, half (spot -1) and
 * `player` = the placer. The legal answers (cit_game_legal_moves) are, in this order:
 *
 *   "figure none"          arg0 = 0               place nothing (always first)
 *   "figure builder fN"    arg0 = 1 + BUILDER     the builder on feature N of the tile
 *                                                 just placed (a road or a city, a bridge
 *                                                 on that tile included: its spot)
 *   "figure pig fN"        arg0 = 1 + PIG         the pig on field N of that tile
 *
 * The move: type CIT_MOVE_TRADERS_FIGURE, arg0 as above, spot = N (CIT_SPOT_NONE for
 * "none"), every other field 0. Spots are in feature order, builder spots before pig
 * spots. A builder spot is a road or city part whose feature, after the placement,
 * holds at least one of the placer's followers (normal or big) and is not completed by
 * this placement; a pig spot is a field part whose field holds at least one of the
 * placer's farmers. No decision is asked when no such spot exists (or the figure is on
 * the board). A refused answer: CIT_ERR_WRONG_DECISION (another move type) or
 * CIT_ERR_MODULE_RULE (a spot that is not listed, a figure not in supply).
 */
enum { CIT_MOVE_TRADERS_FIGURE = CIT_MODULE_IDS(CIT_MODULE_TRADERS) };
enum { CIT_DECIDE_TRADERS_FIGURE = CIT_MODULE_IDS(CIT_MODULE_TRADERS) }; /* name "figure" */

/*
 * The double turn is automatic (no move): when a placement extends or completes the
 * road or city where the placer's builder stood before it, that player plays a second
 * part right after the turn (after the bazaar's round when the placement opened a
 * bazaar), drawn from the stack like a turn (the river stack during the river phase;
 * with Halflings the "draw or play a triangle" question comes first). A second part
 * never earns a third. No second part when the stack is empty.
 */

/* Events (cit_event.type). */
enum {
    CIT_EV_TRADERS_GOODS = CIT_MODULE_IDS(CIT_MODULE_TRADERS), /* player took `count` tokens
                               of goods `quarter` (a cit_goods) for completing the city at
                               x, y, spot, half; one event per kind */
    CIT_EV_TRADERS_FIGURE,  /* player put figure `quarter` (CIT_TRADERS_BUILDER / PIG) on
                               x, y, spot, half */
    CIT_EV_TRADERS_HOME,    /* player's figure `quarter` went back to supply from x, y,
                               spot, half (its feature scored, or its owner's last
                               follower there left) */
    CIT_EV_TRADERS_SECOND   /* player earned a second part: it follows this turn (or the
                               bazaar's round this turn opened) */
};
/* A SCORE event's reason for a goods majority at the end: 10 points to `player` for
   goods `quarter` (a cit_goods); feature_kind 0xFF, no part. The pig's extra points are
   inside the field's own SCORE event (reason final). Category: other. */
enum { CIT_SCORE_TRADERS_GOODS = CIT_MODULE_IDS(CIT_MODULE_TRADERS) };

/* The goods: CIT_GOODS_WINE, CIT_GOODS_GRAIN, CIT_GOODS_CLOTH (tileset.h). The box has
   9 wine, 6 grain and 5 cloth tokens; every holding is public. */
#define CIT_TRADERS_WINE_TOKENS 9
#define CIT_TRADERS_GRAIN_TOKENS 6
#define CIT_TRADERS_CLOTH_TOKENS 5

/* Tokens of `goods` player holds; 0 for another goods value, a bad player or without
   the module. */
int cit_game_traders_goods(const cit_game *g, int player, int goods);
/* The goods symbols in the city through part x,y,half,spot: counts[0..2] = wine, grain,
   cloth; returns their sum (0 without the option `traders`, or for no such city). */
int cit_game_traders_city_goods(const cit_game *g, int x, int y, int half, int spot, int counts[3]);

/* Where player's figure (CIT_TRADERS_BUILDER / PIG) stands: 1 and the part when on the
   board, 0 when in supply or its option is off. `at` may be NULL. */
int cit_game_traders_figure(const cit_game *g, int player, int figure, cit_feature_part *at);
/* 1 if player's figure is in supply (0 when on the board or its option is off). */
int cit_game_traders_figure_in_supply(const cit_game *g, int player, int figure);

/* 1 while the turn being played is a builder's second part (the player to move plays
   it), else 0. */
int cit_game_traders_second_part(const cit_game *g);
/* The player who will play a second part when the current turn (or the bazaar round
   it opened) ends, or -1. */
int cit_game_traders_second_part_owed(const cit_game *g);

#endif
