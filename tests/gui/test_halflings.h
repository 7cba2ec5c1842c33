/* What the three files of test_halflings_gui share: the set-ups (halflings_setup.c) and the
   secret-hand tests (halflings_hands.c), which test_halflings.c runs in its order. */
#ifndef CIT_TEST_HALFLINGS_H
#define CIT_TEST_HALFLINGS_H

#include "harness.h"
#include "modules/halflings/halflings.h"

/* Halflings with seats of `kinds` named Anna, Bedřich, Cecílie, David; dealt from `seed`. */
void setup_for(cit_setup *su, uint64_t seed, int n, const int *kinds, int draft);
/* A 1280x800 window in `lang` playing su (instant animations, the curtain on or off);
   NULL (and a failed check) if the game does not start. */
gui_app *start(int lang, const cit_setup *su, int curtain);
/* Centres the camera on cell x,y at a fixed zoom. */
void glide_to(gui_app *a, int x, int y);
/* Places the square in hand on its first legal cell by clicking, then Enter. */
void play_square(gui_app *a);

/* A test of a freshly dealt game (it may play moves on it): 1 if the deal serves. */
typedef int (*deal_test)(cit_game *e, uint64_t seed, void *ctx);
/* Deals su from seeds 1, 2, ... below `last` until `fits` holds for the new game; returns
   that seed with su dealt from it, or 0. */
uint64_t find_deal(cit_setup *su, int n, const int *kinds, int draft, uint64_t last, deal_test fits, void *ctx);
/* start(), then the moves ms[0..n) through the window, each checked. */
gui_app *start_after(int lang, const cit_setup *su, int curtain, const cit_move *ms, int n);

/* halflings_hands.c */
void test_curtain_and_draw(void);
void test_no_curtain_for_computer(void);
void test_no_hand_in_computer_turn(void);
void test_no_hand_after_crop_answer(void);
void test_curtain_waits_for_score(void);

#endif
