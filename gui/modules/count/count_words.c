/* Words for the Count's quarters, moves of any decision and the Count's events, in both languages. */
#include "modules/count/count_words.h"
#include "modules/castles/castle_view.h"
#include "modules/bazaar/bazaar_words.h"
#include "app/i18n.h"
#include "modules/count/count.h"

#include <SDL.h>
#include <stdio.h>

const char *gui_quarter_name(int quarter)
{
    static const gui_msg names[CIT_QUARTERS] = {MSG_Q_CASTLE, MSG_Q_BLACKSMITH, MSG_Q_CATHEDRAL, MSG_Q_MARKET};
    return quarter >= 0 && quarter < CIT_QUARTERS ? gui_tr(names[quarter]) : "?";
}

const char *gui_quarter_serves(int quarter)
{
    static const gui_msg serves[CIT_QUARTERS] = {MSG_QF_CASTLE, MSG_QF_BLACKSMITH, MSG_QF_CATHEDRAL, MSG_QF_MARKET};
    return quarter >= 0 && quarter < CIT_QUARTERS ? gui_tr(serves[quarter]) : "?";
}

static const char *player_name(const cit_game *g, int p)
{
    const cit_setup *s = cit_game_setup(g);
    return p >= 0 && p < s->nplayers ? s->players[p].name : "?";
}

void gui_move_words(const cit_game *g, const cit_move *m, char *buf, size_t cap)
{
    char num[12];
    snprintf(num, sizeof num, "%d", m->arg1);
    int none = m->arg0 == CIT_QUARTER_NONE;
    switch (m->type) {
    case CIT_MOVE_COUNT_DEPLOY:
        if (m->arg1 == 0)
            SDL_strlcpy(buf, gui_tr(MSG_MV_DEPLOY_NONE), cap);
        else
            gui_subst(buf, cap, gui_tr(MSG_MV_DEPLOY), gui_quarter_name(m->arg0), num, NULL);
        return;
    case CIT_MOVE_COUNT_QUARTER:
        if (none)
            SDL_strlcpy(buf, gui_tr(MSG_MV_QUARTER_NONE), cap);
        else
            gui_subst(buf, cap, gui_tr(MSG_MV_QUARTER), gui_quarter_name(m->arg0), NULL, NULL);
        return;
    case CIT_MOVE_COUNT_MOVE:
        if (none)
            SDL_strlcpy(buf, gui_tr(MSG_MV_COUNT_STAY), cap);
        else
            gui_subst(buf, cap, gui_tr(MSG_MV_COUNT), gui_quarter_name(m->arg0), NULL, NULL);
        return;
    default:
        break;
    }
    if (gui_castle_move_words(g, m, buf, cap) || gui_bazaar_move_words(g, m, buf, cap))
        return;
    /* A verb this window has no words for yet: the engine's own line, capitalised. */
    if (cit_move_format(g, m, buf, cap) != CIT_OK)
        SDL_strlcpy(buf, "?", cap);
    else if (buf[0] >= 'a' && buf[0] <= 'z')
        buf[0] = (char)(buf[0] - 'a' + 'A');
}

int gui_count_event_words(const cit_game *g, const cit_event *e, char *buf, size_t cap)
{
    char num[12];
    switch (e->type) {
    case CIT_EV_DEPLOY:
        snprintf(num, sizeof num, "%d", e->count);
        gui_subst(buf, cap, gui_tr(MSG_HIST_DEPLOY), player_name(g, e->player), num, gui_quarter_name(e->quarter));
        return 1;
    case CIT_EV_QUARTER:
        gui_subst(buf, cap, gui_tr(MSG_HIST_QUARTER), player_name(g, e->player), gui_quarter_name(e->quarter), NULL);
        return 1;
    case CIT_EV_COUNT_MOVE:
        gui_subst(buf, cap, gui_tr(MSG_HIST_COUNT_MOVE), player_name(g, e->player), gui_quarter_name(e->quarter), NULL);
        return 1;
    default:
        return gui_castle_event_words(g, e, buf, cap);
    }
}
