/* Set-ups the Abbey & Mayor window tests share (abbey_setup.h). */
#include "abbey_setup.h"

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
    gui_app *a = harness_app(1280, 800, GUI_LANG_CS);
    if (!a || !m || !m->rules_diagram) {
        gui_app_free(a);
        return NULL;
    }
    CHECK(m->rules_diagram(a, 0, 0, 700, 16) >= 3 * 16);
    gui_app_set_scene(a, GUI_SCENE_RULES);
    frames(a, 2);
    for (int k = 0; k < 40 && !click_label(a, "Opatství"); k++)
        frames(a, 1);
    frames(a, 3);
    return a;
}
