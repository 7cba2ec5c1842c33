/* Set-ups the Abbey & Mayor window tests share (abbey_setup.h). */
#include "abbey_setup.h"
#include "modules/abbey/abbey.h"
#include "modules/abbey/abbey_view.h"

gui_app *abbey_newgame_ticked(void)
{
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    if (!a)
        return NULL;
    frames(a, 2);
    CHECK(click_button(a, MSG_NEW_GAME));
    frames(a, 2);
    CHECK(click_label(a, "Abbeys"));
    frames(a, 2);
    return a;
}

gui_app *abbey_rules_page_cs(const gui_module *m)
{
    return harness_rules_page(m, GUI_LANG_CS, "Opatství");
}

int abbey_figure_to_spot0_end_turn(gui_app *a, int kind)
{
    int sx, sy, bx, by;
    CHECK(harness_special_at(a, CIT_MODULE_ABBEY, kind, &sx, &sy));
    harness_spot_px(a, 0, &bx, &by);
    drag(a, sx, sy, bx, by);
    CHECK(a->game->spot == 0 && a->game->special_mod == CIT_MODULE_ABBEY && a->game->special_kind == kind);
    int len = session_len(a);
    key(a, SDLK_RETURN, 0);
    frames(a, 6);
    return len;
}
