/* Words for the Count's quarters, moves and events, in both languages. */
#include "modules/count/count_words.h"
#include "app/i18n.h"
#include "modules/count/count_text.h"
#include "modules/count/count.h"
#include "modules/gui_module.h" /* the kinds' names */

#include <SDL.h>
#include <stdio.h>
#include <string.h>

const char *gui_quarter_name(int quarter)
{
    static const count_text_id names[CIT_QUARTERS] = {COUNT_Q_CASTLE, COUNT_Q_BLACKSMITH, COUNT_Q_CATHEDRAL, COUNT_Q_MARKET};
    return quarter >= 0 && quarter < CIT_QUARTERS ? count_tr(names[quarter]) : "?";
}

const char *gui_quarter_serves(int quarter)
{
    static const count_text_id serves[CIT_QUARTERS] = {COUNT_QF_CASTLE, COUNT_QF_BLACKSMITH, COUNT_QF_CATHEDRAL,
                                                      COUNT_QF_MARKET};
    return quarter >= 0 && quarter < CIT_QUARTERS ? count_tr(serves[quarter]) : "?";
}

static const char *player_name(const cit_game *g, int p)
{
    const cit_setup *s = cit_game_setup(g);
    return p >= 0 && p < s->nplayers ? s->players[p].name : "?";
}

/* "the big follower and the mayor": the figures of a deployment's or quarter move's rot, by
   their declarers' names. */
static void figure_names(const cit_game *g, unsigned rot, char *buf, size_t cap)
{
    buf[0] = 0;
    for (int k = 1; k <= cit_game_follower_kinds(g) && k <= 8; k++) {
        if (!(rot >> (k - 1) & 1))
            continue;
        if (buf[0])
            SDL_strlcat(buf, count_tr(COUNT_AND), cap);
        SDL_strlcat(buf, gui_figure_name(g, k, GUI_FIGNAME_THE_OBJ), cap);
    }
}

/* The kind a quarter move or event sends (its rot: one bit), or 0 for a follower. */
static int sent_kind(unsigned rot) { return rot ? __builtin_ctz(rot) + 1 : 0; }

int gui_count_move_words(const cit_game *g, const cit_move *m, char *buf, size_t cap)
{
    char num[12];
    unsigned figs = m->rot;
    snprintf(num, sizeof num, "%d", m->arg1);
    int none = m->arg0 == CIT_QUARTER_NONE;
    switch (m->type) {
    case CIT_MOVE_COUNT_DEPLOY:
        if (figs) { /* and the figures of declared kinds, by their declarers' names */
            char names[96];
            figure_names(g, figs, names, sizeof names);
            gui_subst(buf, cap, gui_word_n(&count_text[COUNT_MV_DEPLOY_FIGS], m->arg1), gui_quarter_name(m->arg0), num, names);
        }
        else if (m->arg1 == 0)
            SDL_strlcpy(buf, count_tr(COUNT_MV_DEPLOY_NONE), cap);
        else
            gui_subst(buf, cap, count_tr(COUNT_MV_DEPLOY), gui_quarter_name(m->arg0), num, NULL);
        return 1;
    case CIT_MOVE_COUNT_QUARTER:
        if (none)
            SDL_strlcpy(buf, count_tr(COUNT_MV_QUARTER_NONE), cap);
        else if (!figs)
            gui_subst(buf, cap, count_tr(COUNT_MV_QUARTER), gui_quarter_name(m->arg0), NULL, NULL);
        else { /* "The mayor into the Castle": the kind's name as an object, a capital first */
            char name[64];
            SDL_strlcpy(name, gui_figure_name(g, sent_kind(figs), GUI_FIGNAME_THE_OBJ), sizeof name);
            if (name[0] >= 'a' && name[0] <= 'z') /* every form starts with an ASCII letter */
                name[0] = (char)(name[0] - 'a' + 'A');
            gui_subst(buf, cap, count_tr(COUNT_MV_QUARTER_KIND), gui_quarter_name(m->arg0), name, NULL);
        }
        return 1;
    case CIT_MOVE_COUNT_MOVE:
        if (none)
            SDL_strlcpy(buf, count_tr(COUNT_MV_COUNT_STAY), cap);
        else
            gui_subst(buf, cap, count_tr(COUNT_MV_COUNT), gui_quarter_name(m->arg0), NULL, NULL);
        return 1;
    default:
        return 0;
    }
}

int gui_count_event_words(const cit_game *g, int you, const cit_event *e, char *buf, size_t cap)
{
    int mine = e->player == you; /* the one person at this screen: spoken to */
    char num[12];
    unsigned figs = e->rot;
    switch (e->type) {
    case CIT_EV_DEPLOY:
        snprintf(num, sizeof num, "%d", e->count);
        /* one kind worded as a follower ("..., the big follower among them"), else "(the mayor among them)" */
        int follower = figs && !(figs & (figs - 1)) && gui_figure_follower_words(g, sent_kind(figs));
        if (follower)
            gui_figure_say(g, sent_kind(figs), gui_word_seat(&count_text[COUNT_HIST_DEPLOY_FOLLOWER], mine), player_name(g, e->player), num,
                           gui_quarter_name(e->quarter), buf, cap);
        else
            gui_subst(buf, cap, gui_word_seat(&count_text[COUNT_HIST_DEPLOY], mine), player_name(g, e->player), num, gui_quarter_name(e->quarter));
        if (figs && !follower) { /* the figures among them */
            char names[96], among[128];
            figure_names(g, figs, names, sizeof names);
            gui_subst(among, sizeof among, count_tr(COUNT_HIST_AMONG), names, NULL, NULL);
            SDL_strlcat(buf, among, cap);
        }
        return 1;
    case CIT_EV_QUARTER:
        gui_subst(buf, cap, figs ? count_tr(COUNT_HIST_QUARTER_KIND) : gui_word_seat(&count_text[COUNT_HIST_QUARTER], mine),
                  player_name(g, e->player),
                  gui_quarter_name(e->quarter), figs ? gui_figure_name(g, sent_kind(figs), GUI_FIGNAME_THE) : NULL);
        return 1;
    case CIT_EV_COUNT_MOVE:
        gui_subst(buf, cap, gui_word_seat(&count_text[COUNT_HIST_COUNT_MOVE], mine), player_name(g, e->player),
                  gui_quarter_name(e->quarter), NULL);
        return 1;
    default:
        return 0;
    }
}
