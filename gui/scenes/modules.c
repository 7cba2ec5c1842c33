/* Looking modules up in the GUI module table (the table itself is modules/registry.c). */
#include "modules/gui_module.h"
#include "app/i18n.h"

#include <string.h>

const gui_module *gui_module_on(const gui_module *m, const cit_game *e)
{
    return m->module >= 0 && m->module < CIT_MODULE_MAX && ((cit_game_modules(e) >> m->module) & 1) ? m : NULL;
}

const gui_module *gui_module_find(int id)
{
    for (const gui_module *const *m = gui_modules; *m; m++)
        if ((*m)->module == id)
            return *m;
    return NULL;
}

int gui_option_shown(int id)
{
    const cit_option_def *d = cit_option_def_at(id);
    const cit_option_def *r = d && d->requires >= 0 ? cit_option_def_at(d->requires) : NULL;
    if ((d && d->is_module == CIT_OPTION_ENGINE_ONLY) || (r && r->is_module == CIT_OPTION_ENGINE_ONLY))
        return 0; /* nothing draws its expansion yet */
    if (!d || !d->is_module)
        return d != NULL;
    for (const gui_module *const *m = gui_modules; *m; m++)
        if ((*m)->option == id)
            return 1;
    return 0;
}

int gui_option_companion_of(int id)
{
    const gui_module *mine = NULL;
    for (const gui_module *const *m = gui_modules; *m && !mine; m++)
        if ((*m)->option == id)
            mine = *m;
    if (!mine || !id)
        return -1;
    for (const gui_module *const *m = gui_modules; *m && *m != mine; m++)
        if ((*m)->module == mine->module && (*m)->option > 0 && (*m)->option != id)
            return (*m)->option;
    return -1;
}

int gui_mode_shown(int mode)
{
    if (!cit_mode_playable(mode))
        return 0;
    if (mode == CIT_MODE_CLASSIC)
        return 1;
    for (const gui_module *const *m = gui_modules; *m; m++)
        if ((*m)->mode == mode)
            return 1;
    return 0;
}

int gui_follower_lying(int kind)
{
    if (kind == CIT_FEAT_FIELD)
        return 1;
    for (const gui_module *const *m = gui_modules; *m; m++)
        if (kind >= 0 && kind < 32 && ((*m)->lying_kinds >> kind & 1))
            return 1;
    return 0;
}

const gui_figure *gui_figure_of(const cit_game *e, int kind)
{
    const char *word = kind > 0 ? cit_game_follower_word(e, kind) : NULL;
    /* the whole table, not the game's modules: a kind in the game is declared by one of them */
    for (const gui_module *const *m = gui_modules; word && *m; m++)
        for (int i = 0; i < (*m)->nfigures; i++)
            if (!strcmp((*m)->figures[i].word, word))
                return &(*m)->figures[i];
    return NULL;
}

const char *gui_figure_name(const cit_game *e, int kind, int form)
{
    const gui_figure *f = gui_figure_of(e, kind);
    return f && f->name && form >= 0 && form < GUI_FIGNAMES ? f->name(form) : "?";
}

void gui_figure_say(const cit_game *e, int kind, const char *tmpl, const char *a1, const char *a2, const char *a3,
                    char *buf, size_t cap)
{
    static const int forms[] = {GUI_FIGNAME_OWNED, GUI_FIGNAME_OWN, GUI_FIGNAME_HELD, GUI_FIGNAME_IT,
                                GUI_FIGNAME_THE_OBJ, GUI_FIGNAME_YOURS};
    const char *args[9] = {a1, a2, a3};
    for (int i = 0; i < 6; i++)
        args[3 + i] = gui_figure_name(e, kind, forms[i]);
    gui_subst_all(buf, cap, tmpl, args, 9);
    /* a form first (German's "%5 zurückholen"): a capital; every form starts with an ASCII letter */
    if (tmpl[0] == '%' && tmpl[1] >= '4' && tmpl[1] <= '9' && cap > 0 && buf[0] >= 'a' && buf[0] <= 'z')
        buf[0] = (char)(buf[0] - 'a' + 'A');
}

int gui_figure_follower_words(const cit_game *e, int kind)
{
    const gui_figure *f = gui_figure_of(e, kind);
    return f && f->follower_words;
}

int gui_figure_asked(const cit_game *e)
{
    for (int k = 1; k <= cit_game_follower_kinds(e); k++) {
        const gui_figure *f = gui_figure_of(e, k);
        if (f && f->in_supply)
            return k;
    }
    return 0;
}

int gui_figure_in_supply(const cit_game *e, int kind, int player)
{
    const gui_figure *f = gui_figure_of(e, kind);
    return f && f->in_supply ? f->in_supply(e, player) : 0;
}

int gui_figure_on_board(const cit_game *e, int kind, int player, cit_feature_part *at)
{
    const gui_figure *f = gui_figure_of(e, kind);
    return f && f->in_supply && f->on_board ? f->on_board(e, player, at) : 0;
}

int gui_figure_decision(const cit_game *e, int kind)
{
    const gui_figure *f = gui_figure_of(e, kind);
    return f && f->in_supply ? f->decision : -1;
}
