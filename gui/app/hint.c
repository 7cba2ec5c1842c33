/* Hints during play: the search's suggestion for the decision of the person
   deciding now, asked for with the button or N, searched on a worker thread, counted in the
   game's record. */
#include "app/hint.h"
#include "app/ai_seam.h"
#include "app/i18n.h"
#include "draw/text.h"
#include "modules/gui_module.h"

#include <stdio.h>

/* The decision a hint is for: the session length + 1 (the key a new move changes). */
static int decision_key(const gui_app *a) { return cit_session_length(a->game->sess) + 1; }

int gui_hint_offered(const gui_app *a)
{
    if (!a->game || a->settings.purist || a->scene != GUI_SCENE_GAME) /* a replay is read-only */
        return 0;
    const cit_game *e = gui_game_engine(a->game);
    const cit_pending *pd = &a->game->pend;
    if (cit_game_over(e) || pd->decision == CIT_DECIDE_NONE ||
        pd->player >= cit_game_setup(e)->nplayers)
        return 0;
    return gui_app_seat_here(a, pd->player);
}

void gui_hint_cancel(gui_app *a)
{
    gui_ai_free(a->play.hint.job);
    a->play.hint.job = NULL;
    a->play.hint.key = 0;
    a->play.hint.ready = 0;
    a->play.hint.then_due = a->play.hint.then_ok = 0;
}

const cit_move *gui_hint_shown(const gui_app *a)
{
    return a->game && a->play.hint.ready && a->play.hint.key == decision_key(a) && gui_hint_offered(a) ? &a->play.hint.move : NULL;
}

const cit_move *gui_hint_then(const gui_app *a)
{
    return gui_hint_shown(a) && a->play.hint.then_ok ? &a->play.hint.then : NULL;
}

int gui_hint_thinking(const gui_app *a) { return a->play.hint.job != NULL; }

/* The search for the question placement m asks the person next, when End turn answers it with
   the placement (a module's special_answer: the builder or the pig dragged with the tile); the
   person never sees that question, so a hint of the placement alone would leave the piece out.
   The job, or NULL when there is no such question (or no memory: the placement alone). */
static struct gui_ai_job *start_then(const gui_app *a, const cit_move *m)
{
    const cit_game *e = gui_game_engine(a->game);
    if (m->type != CIT_MOVE_PLACE || a->game->pend.decision != CIT_DECIDE_PLACE_TILE)
        return NULL;
    cit_game *after = cit_game_clone(e);
    struct gui_ai_job *j = NULL;
    if (after && cit_game_apply(after, m, NULL) == CIT_OK && !cit_game_over(after)) {
        cit_pending pd = cit_game_pending(after);
        const gui_module *asking = gui_module_find(pd.module);
        asking = asking ? gui_module_on(asking, after) : NULL;
        if (pd.player == a->game->pend.player && pd.decision != CIT_DECIDE_PLACE_TILE &&
            pd.decision != CIT_DECIDE_NONE && asking && asking->special_answer)
            j = gui_ai_start_hint(a->ai_seam, after, cit_game_setup(e)->seed * 131u + (uint64_t)decision_key(a) + 7u);
    }
    cit_game_free(after); /* the job searches a copy of its own */
    return j;
}

void gui_hint_toggle(gui_app *a)
{
    if (a->play.hint.job || (a->play.hint.ready && a->play.hint.key == decision_key(a))) {
        gui_hint_cancel(a); /* a second press: stop the search, or hide the hint */
        return;
    }
    gui_hint_cancel(a);
    if (!gui_hint_offered(a))
        return;
    const cit_game *e = gui_game_engine(a->game);
    a->play.hint.job = gui_ai_start_hint(a->ai_seam, e, cit_game_setup(e)->seed * 131u + (uint64_t)decision_key(a));
    a->play.hint.key = a->play.hint.job ? decision_key(a) : 0;
    if (!a->play.hint.job)
        gui_app_toast(a, gui_tr(MSG_HINT_FAILED));
}

/* The hint found is shown now, and counts in the record at once. */
static void show(gui_app *a)
{
    a->play.hint.ready = 1;
    gui_record_add_hint(&a->game->rec, a->game->pend.player, cit_session_length(a->game->sess));
    gui_app_autosave(a);
}

void gui_hint_found(gui_app *a, const cit_move *m)
{
    gui_ai_free(a->play.hint.job);
    a->play.hint.key = decision_key(a);
    a->play.hint.move = *m;
    a->play.hint.then_ok = 0;
    a->play.hint.job = start_then(a, m);
    a->play.hint.then_due = a->play.hint.job != NULL;
    if (!a->play.hint.job) /* else "Thinking…" goes on: the whole turn is shown at once */
        show(a);
}

void gui_hint_step(gui_app *a)
{
    if (!a->play.hint.key)
        return;
    if (a->play.hint.key != decision_key(a) || !gui_hint_offered(a)) {
        gui_hint_cancel(a);
        return;
    }
    if (!a->play.hint.job)
        return;
    cit_move m;
    int st = gui_ai_poll(a->play.hint.job, &m);
    if (st == 0)
        return;
    gui_ai_free(a->play.hint.job);
    a->play.hint.job = NULL;
    if (a->play.hint.then_due) { /* the answer after the placement: shown with it, or the placement alone */
        a->play.hint.then_due = 0;
        a->play.hint.then_ok = st > 0;
        a->play.hint.then = m;
        show(a);
    } else if (st < 0) {
        a->play.hint.key = 0;
        gui_app_toast(a, gui_tr(MSG_HINT_FAILED));
    } else {
        gui_hint_found(a, &m);
    }
}

void gui_hints_one(char *buf, size_t cap, const char *name, int n)
{
    char num[12];
    snprintf(num, sizeof num, "%d", n);
    gui_subst(buf, cap, gui_tr_n(MSG_HINTS_USED, n), name, num, NULL);
}

int gui_hints_summary(const gui_app *a, char *buf, size_t cap)
{
    buf[0] = 0;
    if (!a->game || !gui_record_hints(&a->game->rec, -1))
        return 0;
    const cit_setup *s = cit_game_setup(gui_game_engine(a->game));
    for (int p = 0; p < s->nplayers; p++) {
        int n = gui_record_hints(&a->game->rec, p);
        if (!n)
            continue;
        char one[160];
        gui_hints_one(one, sizeof one, s->players[p].name, n);
        if (buf[0])
            SDL_strlcat(buf, ", ", cap);
        SDL_strlcat(buf, one, cap);
    }
    return 1;
}

int gui_hint_button(gui_app *a, int id, SDL_Rect rc)
{
    gui_ui *ui = &a->ui;
    int thinking = gui_hint_thinking(a), seen = ui->nseen;
    int pressed = gui_button(ui, id, rc, gui_tr(thinking ? MSG_HINT_THINKING : MSG_HINT), 1);
    if (ui->nseen > seen) /* the button was seen (not past the list's end) */
        SDL_strlcpy(ui->seen[ui->nseen - 1].label, thinking ? "hint thinking" : gui_hint_shown(a) ? "hint shown" : "hint",
                    sizeof ui->seen[0].label);
    return pressed;
}
