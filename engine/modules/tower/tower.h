/* The Tower (RULES.md §10): its public face (option, decisions and their move text,
   events, queries). The engine's own header names no module; who talks to The Tower
   includes this one. */
#ifndef CIT_TOWER_H
#define CIT_TOWER_H

#include "engine.h"

/* Its index in the registry (engine/registry.c): the last free slot before the test's,
   so the modules written beside it keep the ones after the River's. */
enum { CIT_MODULE_TOWER = 14 };

/* Its tile word (tower_tilewords.c): `tower`, the tile shows a tower foundation (at most
   one: it is a flag). */
enum { CIT_TF_TOWER = 1u << 16 };

/* Its option: the 18 tiles and the 30 tower pieces; classic mode only (refused in The
   City). */
enum { CIT_OPT_TOWER = CIT_MODULE_IDS(CIT_MODULE_TOWER) };

/* Tower pieces in the box, and each player's share by player count (RULES.md §10
   decision 1: 2 players 10, 3 9, 4 7, 5 6, 6 5; the rest stay in the box). */
#define CIT_TOWER_PIECES 30
int cit_tower_pieces_for(int nplayers);

/*
 * The figure step (after a placement that put no follower on the tile just placed; not
 * after a crop circle's tile, whose figure Halflings asks for): CIT_DECIDE_TOWER_FIGURE,
 * asked of the placer before anything the placement completed is scored and before
 * Traders & Builders' figure question. Answers (cit_game_legal_moves), in this order:
 *
 *   "towerstep none"        arg0 0   nothing (always first)
 *   "towerstep piece X,Y"   arg0 1   one of the player's pieces on the foundation or tower
 *                                    at X,Y (no follower on its top)
 *   "towerstep close X,Y"   arg0 2   a follower from supply on top of the tower at X,Y
 *                                    (height >= 1, no follower on top): it is closed
 *   "towerstep close X,Y big" arg0 3   the same with the big follower (Inns & Cathedrals)
 *
 * Move: type CIT_MOVE_TOWER_FIGURE, arg0 as above, x, y the cell; other fields 0. It is
 * asked only when some answer besides "none" exists. A piece or a closing is the turn's
 * figure (Traders & Builders' figure question for the same placement is then not asked).
 *
 * After a piece: CIT_DECIDE_TOWER_CAPTURE, asked of the placer when a follower stands in
 * range (the tower's own cell, or up to its height cells N, E, S or W over gaps; not
 * builders, pigs, barns, castle followers, followers in the Count's quarters or on the City
 * of Carcassonne). cit_pending x, y names the tower, limit its height. Answers:
 *
 *   "capture none"          arg0 0   take nobody (always first)
 *   "capture X,Y fN"        arg0 1   a follower on part N of X,Y ("fN'": the second
 *                                    triangle; half in rot); arg1 its kind (below):
 *   "capture X,Y fN big|mayor|wagon" one answer per kind standing on the part
 *   "capture X,Y top"       arg0 2   the follower on the top of the tower at X,Y (that
 *                                    tower reopens); arg1 the big one's kind when it is
 *
 * Prisoner kinds (arg1 of a capture and a ransom, arg0 of an exchange, cit_event.quarter,
 * cit_follower.y of a prisoner): 0 a normal follower, else its follower kind (engine.h,
 * cit_game_follower_kinds: Inns & Cathedrals' big follower, Abbey & Mayor's mayor and
 * wagon, a follower by RULES.md §11 that never closes a tower), written as the kind's word.
 * A player has normal followers by the count, the others one each.
 *
 * An own follower goes home (a mayor or wagon to its own supply); another player's is the
 * captor's prisoner. When that player already holds followers of the captor, one pair is
 * exchanged at once; when they hold more than one kind of the captor's, the captor
 * chooses: CIT_DECIDE_TOWER_EXCHANGE, "exchange normal|big|mayor|wagon" (arg0 the kind
 * that comes back; one answer per kind held, in kind order).
 *
 * The ransom: when a player's turn starts (not a builder's second part) while they have
 * at least 3 points and another player holds one of their followers, they are asked
 * before the draw (cit_pending.active is already that player): CIT_DECIDE_TOWER_RANSOM,
 * "ransom none" (arg0 0, first), "ransom P" (arg0 P + 1: pay 3 points to player P for a
 * normal follower), "ransom P big|mayor|wagon" (arg1 the kind). The figure is back in its
 * own supply at once (a mayor or wagon in the mayor's or wagon's).
 */
enum {
    CIT_MOVE_TOWER_FIGURE = CIT_MODULE_IDS(CIT_MODULE_TOWER),
    CIT_MOVE_TOWER_CAPTURE,
    CIT_MOVE_TOWER_EXCHANGE,
    CIT_MOVE_TOWER_RANSOM
};
enum {
    CIT_DECIDE_TOWER_FIGURE = CIT_MODULE_IDS(CIT_MODULE_TOWER), /* name "tower_step" */
    CIT_DECIDE_TOWER_CAPTURE,                                   /* "tower_capture" */
    CIT_DECIDE_TOWER_EXCHANGE,                                  /* "tower_exchange" */
    CIT_DECIDE_TOWER_RANSOM                                     /* "tower_ransom" */
};
enum { CIT_TOWER_NONE, CIT_TOWER_PIECE, CIT_TOWER_CLOSE, CIT_TOWER_CLOSE_BIG };
/* CIT_CAPTURE_KEPT: a normal follower another module keeps on cell x, y (an acrobat
   space): spot its keeper's module id, rot its owner; text "capture X,Y WORD P", WORD the
   keeper's (rules_module.kept_word). */
enum { CIT_CAPTURE_NONE, CIT_CAPTURE_PART, CIT_CAPTURE_TOP, CIT_CAPTURE_KEPT };

/* Events (cit_event.type). x, y: the tower's cell unless said otherwise. */
enum {
    CIT_EV_TOWER_PIECE = CIT_MODULE_IDS(CIT_MODULE_TOWER), /* player put a piece on the
                               tower at x, y: `count` its height now */
    CIT_EV_TOWER_CLOSE,    /* player closed the tower at x, y with a follower (quarter 1:
                              the big one) */
    CIT_EV_TOWER_CAPTURE,  /* player took `other`'s follower (quarter: its kind) from
                              x, y, spot, half (spot -1: the top of the tower at x, y,
                              which reopens; with feature_kind 0xFF: a place another
                              module keeps on cell x, y, an acrobat space); other ==
                              player: it went home */
    CIT_EV_TOWER_EXCHANGE, /* player got back a follower (quarter: its kind) from
                              `other`, whose captured follower went home */
    CIT_EV_TOWER_RANSOM    /* player paid `points` (3) to `other` and took back a follower
                              (quarter: its kind) */
};

/* Where cit_game_followers lists the figures The Tower keeps off the board:
   where = CIT_AT_QUARTER with these in `quarter` (past the Count's four). */
enum {
    CIT_TOWER_AT_TOP = 0x10,   /* on the top of the tower at x, y */
    CIT_TOWER_AT_PRISON = 0x11 /* a prisoner: x = its captor, y = its kind
                                  (0 normal, else its follower kind) */
};

/* ---- queries (0 / -1 without the module) ---- */

/* A tower foundation on the board (the foundation of a tile laid with `tower`). */
typedef struct {
    int8_t x, y;
    uint8_t height; /* pieces on it; 0: a bare foundation */
    uint8_t top;    /* player + 1 of the follower on its top (closed), 0 if none */
    uint8_t top_big;/* 1 if that follower is the big one */
} cit_tower;
/* The foundations on the board in the order their tiles were placed; returns how many
   (may exceed cap). */
int cit_game_towers(const cit_game *g, cit_tower *out, int cap);
/* The height of the tower at x, y (0 for a bare foundation), or -1 if there is none. */
int cit_game_tower_height(const cit_game *g, int x, int y);
/* Tower pieces player has left. */
int cit_game_tower_pieces(const cit_game *g, int player);
/* Followers of `owner` that `captor` holds as prisoners (every kind together);
   *big (may be NULL) is 1 when the big one is among them. */
int cit_game_tower_prisoners(const cit_game *g, int captor, int owner, int *big);
/* How many of owner's followers of one kind (0 normal, else a follower kind) captor
   holds: normal ones by the count, the big one, the mayor and the wagon 0 or 1. */
int cit_game_tower_held(const cit_game *g, int captor, int owner, int kind);

#endif
