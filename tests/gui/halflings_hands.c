/* Halflings in the window: a secret hand is never shown to the table. The curtain between
   two people (none for a computer), no hand face up while a computer moves or after a
   crop-circle answer, the mover's score before the next curtain. */
#include "test_halflings.h"

#include "modules/halflings/halflings_text.h"
#include "modules/halflings/halflings_view.h"

#include <string.h>

/* The draw button; the curtain between two people, dismissed by a click that does nothing else. */
void test_curtain_and_draw(void)
{
    int kinds[2] = {CIT_SEAT_HUMAN, CIT_SEAT_HUMAN};
    cit_setup su;
    setup_for(&su, 11, 2, kinds, 0);
    gui_app *a = start(GUI_LANG_EN, &su, 1);
    if (!a)
        return;
    half_state *st = half_state_of(a->game);
    SDL_Rect rc;
    CHECK(st->up);                                           /* Anna's turn: the curtain first */
    CHECK(!gui_ui_find(&a->ui, halflings_tr(HALF_DRAW), &rc)); /* no hand, no button under it */
    harness_shot(a, "halflings-curtain");
    int len = cit_session_length(a->game->sess);
    click(a, 1000, 300); /* where the panel's buttons would be */
    frames(a, 2);
    CHECK(!st->up && st->viewer1 == 1 && cit_session_length(a->game->sess) == len);
    if (a->game->pend.decision == CIT_DECIDE_HALFLINGS_TURN) {
        CHECK(click_label(a, halflings_tr(HALF_DRAW)));
        frames(a, 2);
        const cit_move *m = cit_session_move(a->game->sess, len);
        CHECK(m && m->type == CIT_MOVE_HALFLINGS_TURN && m->arg0 == 0);
        CHECK(a->game->pend.decision == CIT_DECIDE_PLACE_TILE);
        const cit_tileset *ts = cit_game_tileset(gui_game_engine(a->game));
        CHECK(ts->tiles[a->game->pend.tile].shape == CIT_SHAPE_SQUARE);
    }
    play_square(a);
    CHECK(a->game->pend.player == 1);
    frames(a, 2);
    CHECK(st->up); /* Bedřich's turn: the curtain again */
    len = cit_session_length(a->game->sess);
    key(a, SDLK_SPACE, 0);
    frames(a, 2);
    CHECK(!st->up && st->viewer1 == 2 && cit_session_length(a->game->sess) == len);
    /* Czech: the curtain says whose turn it is */
    gui_app_free(a);
    /* open play: no curtain */
    a = start(GUI_LANG_EN, &su, 0);
    if (!a)
        return;
    st = half_state_of(a->game);
    CHECK(!st->up);
    gui_app_free(a);
}

/* A computer seat raises no curtain: one person and a computer, then two people and a computer
   between them (the curtain only when the next person differs from the last one). */
void test_no_curtain_for_computer(void)
{
    int kinds[3] = {CIT_SEAT_HUMAN, CIT_SEAT_AI_EASY, CIT_SEAT_HUMAN};
    cit_setup su;
    setup_for(&su, 12, 2, kinds, 0);
    gui_app *a = start(GUI_LANG_EN, &su, 1);
    if (!a)
        return;
    half_state *st = half_state_of(a->game);
    CHECK(!st->up);
    if (a->game->pend.decision == CIT_DECIDE_HALFLINGS_TURN) {
        CHECK(click_label(a, halflings_tr(HALF_DRAW)));
        frames(a, 2);
    }
    play_square(a);
    int seen_up = 0;
    for (int i = 0; i < 3000 && a->game->pend.player != 0; i++) { /* the computer moves */
        frame(a);
        seen_up |= st->up;
        SDL_Delay(1);
    }
    CHECK(a->game->pend.player == 0 && !seen_up && !st->up);
    gui_app_free(a);
    /* three seats: Anna, the computer, Cecílie: a curtain before Cecílie, none before the computer */
    setup_for(&su, 12, 3, kinds, 0);
    a = start(GUI_LANG_EN, &su, 1);
    if (!a)
        return;
    st = half_state_of(a->game);
    CHECK(st->up);
    click(a, 600, 400);
    frames(a, 2);
    if (a->game->pend.decision == CIT_DECIDE_HALFLINGS_TURN) {
        CHECK(click_label(a, halflings_tr(HALF_DRAW)));
        frames(a, 2);
    }
    play_square(a);
    seen_up = 0;
    for (int i = 0; i < 3000 && a->game->pend.player == 1; i++) {
        frame(a);
        seen_up |= st->up;
        SDL_Delay(1);
    }
    frames(a, 2);
    CHECK(!seen_up && a->game->pend.player == 2 && st->up);
    gui_app_free(a);
}

/* Runs frames while the computer seat `cpu` decides (at most `max`), checking every frame that
   no hand is face up; returns the frames run. */
static int computer_frames(gui_app *a, int cpu, int max, int *leaks)
{
    half_state *st = half_state_of(a->game);
    int i = 0;
    for (; i < max && !cit_game_over(gui_game_engine(a->game)) && a->game->pend.player == cpu; i++) {
        frame(a);
        if (a->game->pend.player == cpu &&
            (st->face_up >= 0 || half_shown_seat(GUI_MODULE_CTX(a, gui_module_find(CIT_MODULE_HALFLINGS))) >= 0))
            (*leaks)++;
        SDL_Delay(1);
    }
    return i;
}

/* Anna, a computer, Cecílie: while the computer moves, every hand shows its back (Anna's hand
   used to stay face up, for Cecílie to see every round). */
void test_no_hand_in_computer_turn(void)
{
    int kinds[3] = {CIT_SEAT_HUMAN, CIT_SEAT_AI_EASY, CIT_SEAT_HUMAN};
    cit_setup su;
    setup_for(&su, 12, 3, kinds, 0);
    gui_app *a = start(GUI_LANG_EN, &su, 1);
    if (!a)
        return;
    half_state *st = half_state_of(a->game);
    click(a, 600, 400); /* Anna lifts the curtain */
    frames(a, 2);
    CHECK(st->face_up == 0 &&
          half_shown_seat(GUI_MODULE_CTX(a, gui_module_find(CIT_MODULE_HALFLINGS))) == 0); /* her own hand, face up */
    if (a->game->pend.decision == CIT_DECIDE_HALFLINGS_TURN) {
        CHECK(click_label(a, halflings_tr(HALF_DRAW)));
        frames(a, 2);
    }
    play_square(a);
    int leaks = 0;
    harness_shot(a, "halflings-computer-turn");
    computer_frames(a, 1, 3000, &leaks);
    CHECK(leaks == 0);
    for (int i = 0; i < 200 && !st->up; i++) /* the curtain once the computer's move has shown */
        frame(a);
    CHECK(a->game->pend.player == 2 && st->up && st->face_up < 0);
    gui_app_free(a);
}

/* A person answers a computer's crop circle: after the answer, the computer's turn goes on with
   every hand face down (the answerer's hand used to stay up). */
static int crop_answer_in_computer_turn(const cit_game *g)
{
    cit_pending p = cit_game_pending(g);
    return (p.decision == CIT_DECIDE_HALFLINGS_CROP_ADD || p.decision == CIT_DECIDE_HALFLINGS_CROP_RETURN) &&
           p.active == 1 && p.player != 1;
}

/* Moves ms[0..n) to a person's crop-circle answer in the computer's (seat 1) turn: the
   computer plays its crop circle as soon as it can, the people keep theirs (they draw). */
#define ANSWER_MOVES 300
typedef struct {
    cit_move ms[ANSWER_MOVES];
    int n;
} crop_answer_deal;

static int crop_answer_reached(cit_game *e, uint64_t seed, void *ctx)
{
    const cit_tileset *ts = cit_tileset_builtin();
    crop_answer_deal *d = ctx;
    d->n = 0;
    for (int step = 0; d->n < ANSWER_MOVES && !cit_game_over(e); step++) {
        if (crop_answer_in_computer_turn(e))
            return 1;
        cit_pending pd = cit_game_pending(e);
        cit_move legal[64], m;
        int nl = cit_game_legal_moves(e, legal, 64), pick = -1;
        if (pd.decision == CIT_DECIDE_HALFLINGS_TURN) {
            for (int i = 0; i < nl && i < 64 && pd.player == 1; i++)
                if (legal[i].arg0 == 1 && (ts->tiles[legal[i].tile].flags & CIT_TF_CROP_CIRCLE))
                    pick = i;
            m = pick >= 0 ? legal[pick] : half_turn_move(0, 0);
        } else if (pd.decision == CIT_DECIDE_HALFLINGS_CROP) {
            for (int i = 0; i < nl && i < 64 && pick < 0; i++) {
                cit_game *c = cit_game_clone(e);
                if (c && cit_game_apply(c, &legal[i], NULL) == CIT_OK && crop_answer_in_computer_turn(c))
                    pick = i;
                cit_game_free(c);
            }
            m = legal[pick >= 0 ? pick : 0];
        } else if (cit_game_random_move(e, seed * 1000 + (uint64_t)step, &m) != CIT_OK) {
            break;
        }
        if (cit_game_apply(e, &m, NULL) != CIT_OK)
            break;
        d->ms[d->n++] = m;
    }
    return 0;
}

void test_no_hand_after_crop_answer(void)
{
    int kinds[3] = {CIT_SEAT_HUMAN, CIT_SEAT_AI_EASY, CIT_SEAT_HUMAN};
    cit_setup su;
    static crop_answer_deal deal;
    int n = find_deal(&su, 3, kinds, 0, 400, crop_answer_reached, &deal) ? deal.n : -1;
    CHECK(n > 0);
    if (n <= 0)
        return;
    gui_app *a = start_after(GUI_LANG_EN, &su, 1, deal.ms, n);
    if (!a)
        return;
    half_state *st = half_state_of(a->game);
    int answers = 0, leaks = 0;
    /* each person's answer behind their curtain; then the computer's turn goes on and ends */
    while (crop_answer_in_computer_turn(gui_game_engine(a->game)) && answers < 3) {
        int who = a->game->pend.player;
        for (int i = 0; i < 200 && !st->up; i++)
            frame(a);
        CHECK(st->up && st->face_up < 0);
        click(a, 600, 400);
        frames(a, 2);
        CHECK(!st->up && st->face_up == who &&
              half_shown_seat(GUI_MODULE_CTX(a, gui_module_find(CIT_MODULE_HALFLINGS))) == who);
        cit_move m;
        CHECK(cit_game_legal_moves(gui_game_engine(a->game), &m, 1) > 0);
        CHECK(gui_game_apply(a->game, &m, NULL) == CIT_OK);
        answers++;
        /* until the next person has the screen: only their own hand may be face up */
        for (int i = 0; i < 3000 && !st->up; i++) {
            frame(a);
            int d = a->game->pend.player,
                shown = half_shown_seat(GUI_MODULE_CTX(a, gui_module_find(CIT_MODULE_HALFLINGS)));
            if ((shown >= 0 && shown != d) || (d == 1 && (shown >= 0 || st->face_up >= 0)))
                leaks++;

            if (d != 1 && !crop_answer_in_computer_turn(gui_game_engine(a->game)) &&
                !half_effects_on_show(GUI_MODULE_CTX(a, gui_module_find(CIT_MODULE_HALFLINGS))))
                break; /* the computer's turn is over */
            if (crop_answer_in_computer_turn(gui_game_engine(a->game)))
                break;
            SDL_Delay(1);
        }
    }
    CHECK(answers >= 1 && a->game->pend.player != 1);
    CHECK(leaks == 0);
    gui_app_free(a);
}

/* Two people: the mover's own "+N" shows before the next person's curtain comes down. */
static int scoring_place_for_0(const cit_game *g)
{
    cit_pending p = cit_game_pending(g);
    if (p.decision != CIT_DECIDE_PLACE_TILE || p.player != 0 || cit_game_placed_count(g) < 6)
        return 0;
    static cit_move legal[2048];
    int n = cit_game_legal_moves(g, legal, 2048), found = 0;
    for (int i = 0; i < n && i < 2048 && !found; i++) {
        cit_game *c = cit_game_clone(g);
        cit_outcome o;
        if (c && cit_game_apply(c, &legal[i], &o) == CIT_OK && cit_game_pending(c).player == 1 &&
            !cit_game_over(c))
            for (int k = 0; k < o.n; k++)
                found |= o.ev[k].type == CIT_EV_SCORE && o.ev[k].player == 0 && o.ev[k].points > 0;
        cit_game_free(c);
    }
    return found;
}

void test_curtain_waits_for_score(void)
{
    int kinds[2] = {CIT_SEAT_HUMAN, CIT_SEAT_HUMAN};
    cit_setup su;
    setup_for(&su, 3, 2, kinds, 0);
    static cit_move ms[300];
    int n = harness_find_moves(&su, scoring_place_for_0, ms, 300);
    CHECK(n > 0);
    if (n <= 0)
        return;
    gui_app *a = start_after(GUI_LANG_EN, &su, 1, ms, n);
    if (!a)
        return;
    half_state *st = half_state_of(a->game);
    for (int i = 0; i < 200 && st->up; i++) { /* Anna lifts her curtain */
        click(a, 600, 400);
        frames(a, 2);
    }
    CHECK(!st->up && a->game->pend.player == 0);
    /* her scoring placement, as End turn applies it */
    static cit_move legal[2048];
    const cit_game *e = gui_game_engine(a->game);
    int nl = cit_game_legal_moves(e, legal, 2048), pick = -1;
    for (int i = 0; i < nl && i < 2048 && pick < 0; i++) {
        cit_game *c = cit_game_clone(e);
        cit_outcome o;
        if (c && cit_game_apply(c, &legal[i], &o) == CIT_OK && cit_game_pending(c).player == 1)
            for (int k = 0; k < o.n; k++)
                if (o.ev[k].type == CIT_EV_SCORE && o.ev[k].player == 0 && o.ev[k].points > 0)
                    pick = i;
        cit_game_free(c);
    }
    CHECK(pick >= 0);
    if (pick >= 0)
        CHECK(gui_game_apply(a->game, &legal[pick], NULL) == CIT_OK);
    frames(a, 3);
    CHECK(a->game->pend.player == 1 && !st->up &&
          half_effects_on_show(GUI_MODULE_CTX(a, gui_module_find(CIT_MODULE_HALFLINGS)))); /* "+N" on the board */
    CHECK(half_shown_seat(GUI_MODULE_CTX(a, gui_module_find(CIT_MODULE_HALFLINGS))) < 0); /* and no hand face up */
    harness_shot(a, "halflings-score-before-curtain");
    int len = session_len(a);
    click(a, 600, 400); /* Bedřich's early click does nothing */
    frame(a);
    CHECK(session_len(a) == len && !st->up);
    frames(a, 100);
    CHECK(st->up &&
          !half_effects_on_show(GUI_MODULE_CTX(a, gui_module_find(CIT_MODULE_HALFLINGS)))); /* then the curtain */
    gui_app_free(a);
}
