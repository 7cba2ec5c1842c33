/*
 * The turn machine's calls (turn.c implements them): what set-up, apply and the queries
 * run, and the turn flow a module's hooks and decisions may call (docs/architecture.md,
 * "Writing a module"). The seam they serve, the module table and its conventions, is
 * rules.h's: it names no call of this file, so the seam does not depend on the machine.
 */
#ifndef CIT_TURN_H
#define CIT_TURN_H

#include "rules.h"

#if defined(CIT_DEBUG) || defined(__SANITIZE_ADDRESS__)
#define TURN_ASSERTS 1 /* the flow's loud failures also assert */
#endif
void turn_begin(cit_game *g);                    /* after set-up drew the first tile */
cit_status turn_apply(cit_game *g, const cit_move *m, cit_outcome *outcome);
/* The same for a move turn_random_move drew from the legal list: a module decision's
   check is skipped (a tile's placement is still checked). */
void turn_apply_listed(cit_game *g, const cit_move *m);
/* cit_game_play_playout for a game with modules: the asking module's playout answer
   (rules.h `playout`: legal by its contract, so not checked again but in debug and
   sanitizer builds), else the random move of cit_game_playout_move's stream. */
cit_status turn_play_playout(cit_game *g, uint64_t *rng, cit_move *out);
/* The placement `rules` (NULL: the core's) drew for the tile in hand, with no decision
   queued: laid without a check or a second look-up of the rules. */
void turn_play_placement(cit_game *g, const cit_move *m, const placement_rules *rules);
int turn_legal_moves(const cit_game *g, cit_move *out, int cap);
cit_status turn_random_move(const cit_game *g, uint64_t seed, cit_move *out);
/* Final scoring's next feature (advancing final_kind and final_node as final scoring
   does): the engine's way, or with `walk` the walk over every node it shortcuts. For
   test_fastpaths. */
uint16_t turn_next_final(cit_game *g, int walk);
/* On a copy: final scoring now, passing every choice (the first answer, see above). */
void turn_project_final(cit_game *g);
/* What the feature scores, in play (final = 0) or at the end: the catalogue's rule for
   its kind, then every module's value hook. */
int turn_feature_value(const cit_game *g, uint16_t root, int final);
cit_status turn_queue_back(cit_game *g, decide_step s);
cit_status turn_queue_front(cit_game *g, decide_step s);
/* The figure step: whether step s offers a placement's figure (figure_decisions above),
   and the answer that took `player`'s figure: every other figure question of theirs
   still queued is withdrawn (one figure a placement). */
int turn_is_figure_step(const decide_step *s);
void turn_figure_used(cit_game *g, int player);
/* Whether the placement of piece pi (just laid, in after_place) still has its figure to
   give: the placer put no follower on the tile and no module claims its figure
   (figure_claimed). A module asks its figure question only then. */
int turn_figure_open_plain(const cit_game *g, int pi);
/* turn_figure_open's answer kept by apply_place (internal.h open_pi), while no part got or
   lost an owner: the modules that ask it after a placement ask it once; inline, as each of
   them asks it after every placement. turn_figure_open_plain works it out (the tests). */
static inline int turn_figure_open(const cit_game *g, int pi) {
    if (g->open_pi == pi + 1 && g->open_counts == g->owner_counts)
        return g->open_answer;
    return turn_figure_open_plain(g, pi);
}
/* Whose turn follows the turn (part) ending now, asked at its end (a turn_end hook, its
   decisions): the same player for a second part, else the next seat while the stack
   holds a tile, else the first module in table order whose turn_after_stack gives a turn
   (an end round picks its own player); -1 when none follows: final scoring comes next
   (hands left in the players' hands give no turn: RULES.md §4). A stack whose every
   tile left is discarded or set aside by the draw still counts as a turn to come. */
int turn_next_player_after_stack(const cit_game *g, int seat);
static inline int turn_next_player(const cit_game *g) {
    if (g->stage == STAGE_FINAL || g->stage == STAGE_OVER) return -1;
    if (g->again) return g->again - 1;
    int seat = g->player + 1 == g->nplayers ? 0 : g->player + 1;
    return g->next_draw < g->norder ? seat : turn_next_player_after_stack(g, seat);
}
/* A module sent figures home outside an award: every module's figures_home hook runs. */
void turn_figures_home(cit_game *g);
/* The turn_open hooks of every module, for the turn that is sure to come (next_turn and
   the game's first turn). */
void turn_open_hooks(cit_game *g, emitter *e);
/* The figures_eaten hooks of every module for cell x, y: eaten[] (CIT_MAX_PLAYERS, zeroed
   by the caller) counts each player's figures they took. */
void turn_eat_cell(cit_game *g, int x, int y, uint8_t *eaten);
/* The sticky TURN_ERR_* bits of the loud failures so far (0: none). */
int turn_flow_error(const cit_game *g);

/* ---- turn flow for modules (decisions' apply and the hooks may call these) ---------- */

/* The ordinary draw for the current player (tiles that fit nowhere are discarded);
   when the stack is out, final scoring starts. Leaves the machine at STAGE_PLACE or
   in final scoring: call it where a turn_start hook or a decision replaces the draw
   and then wants the draw after all (a play-or-draw choice answered "draw"). */
void turn_draw(cit_game *g, emitter *e);
/* A module's question that replaces the draw (a turn's "draw or play from the hand", a
   tile of one's own "instead of drawing") was answered "draw": the turn_start hooks of the
   modules after `module` in table order may still offer theirs, and the draw comes when
   none does. */
void turn_draw_after(cit_game *g, int module, emitter *e);
/* The turn a turn_start hook took ends with no placement (a player asked before the draw
   passes and places nothing): it ends as any turn does, its turn_end hooks run (a turn
   that scored nothing), so what they ask of the next turn's player (a payment owed at a
   turn's start) is asked. */
void turn_pass(cit_game *g, emitter *e);
/* Ends the game now: whatever the turn was doing stops at the next stage boundary
   (decisions already queued are still answered, a feature being scored finishes) and
   final scoring starts: final_begin hooks, the final kinds, final_end hooks, game end. */
void turn_finish_game(cit_game *g);
/* Puts a feature that something else completed (a wall piece) on the scoring agenda:
   it is scored as a completed feature (final = 0: before_award, award, followers home,
   after_award) before the machine goes on from where it stands: in the placement's
   scorings with them; after them (the decisions of turn_end) before the next turn,
   with no second turn_end, so no new round starts; in final scoring before the next
   feature. Returns CIT_OK, or CIT_ERR_GAME_OVER if the game is over or the feature was
   already scored, or CIT_ERR_BUFFER_TOO_SMALL (sticky TURN_ERR_AGENDA_FULL) if the
   agenda is full: MAX_AGENDA at once, so a module completing more pushes them lazily
   (one per after_award). */
cit_status turn_score_root(cit_game *g, uint16_t root);
/* The lowest node of a feature: the part placed first, a name that does not depend on
   how the union-find hung its tree. */
uint16_t turn_first_node(const cit_game *g, uint16_t root);
/* The feature of the pending decision as a tile part (for cit_pending). */
void turn_pending_feature(const cit_game *g, int8_t *x, int8_t *y, int8_t *spot);
/* Follower counts a step adds to a feature from off the board (the Count's deployments). */
void turn_deploy(cit_game *g, int player, int n);

/* Hands the current player `tile` to place (stage PLACE). A drawn tile (or one like
   it: one won earlier) that fits nowhere is discarded and the player draws as usual (or
   final scoring starts). A tile from the player's hand (from_hand = 1) is never
   discarded and reports no draw: the module offers only hand tiles that can be
   placed. */
void turn_give_tile(cit_game *g, int tile, int from_hand, emitter *e);
/* Ends the current scoring item without an award (a feature a module turned into
   something else):
   followers deployed into it go home, the ones on the board stay. */
void turn_drop_item(cit_game *g);

#endif
