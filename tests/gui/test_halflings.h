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
/* The turn question's answer: arg0 1 plays hand tile arg1, 0 draws a square. */
cit_move turn_move(int arg0, int arg1);
/* Centres the camera on cell x,y at a fixed zoom. */
void glide_to(gui_app *a, int x, int y);
/* Places the square in hand on its first legal cell by clicking, then Enter. */
void play_square(gui_app *a);

/* halflings_hands.c */
void test_curtain_and_draw(void);
void test_no_curtain_for_computer(void);
void test_no_hand_in_computer_turn(void);
void test_no_hand_after_crop_answer(void);
void test_curtain_waits_for_score(void);

#endif
