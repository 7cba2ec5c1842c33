/* A phone's own keyboard for the game's text fields: the frame's fields and the one being edited
   go to the platform (a page keeps an editable element over it, platform/web/keyboard.js). */
#include "app/keyboard.h"
#include "display.h"

#include <string.h>

void gui_keyboard_begin(gui_app *a)
{
    a->ui.focus_buf = NULL;
    a->ui.next_kind = PLAT_TEXT_NAME;
}

/* A rectangle in the renderer's pixels in the window's points. */
static plat_text_field in_points(const gui_app *a, SDL_Rect rc, int kind)
{
    float k = a->ratio > 0 ? 1.0f / a->ratio : 1.0f;
    plat_text_field f = {(int)((float)rc.x * k), (int)((float)rc.y * k), (int)((float)rc.w * k + 0.5f),
                         (int)((float)rc.h * k + 0.5f), (plat_text_kind)kind};
    return f;
}

void gui_keyboard_end(gui_app *a)
{
    const gui_ui *ui = &a->ui;
    plat_text_field fields[GUI_FIELDS_MAX];
    int n = ui->nfields < GUI_FIELDS_MAX ? ui->nfields : GUI_FIELDS_MAX;
    for (int i = 0; i < n; i++)
        fields[i] = in_points(a, ui->fields[i].rc, ui->fields[i].kind);
    plat_text_fields(fields, n);
    if (!ui->focus || !ui->focus_buf) {
        plat_text_edit(NULL, 0, "", 0, 0);
        return;
    }
    plat_text_field f = in_points(a, ui->focus_rc, ui->focus_kind);
    plat_text_edit(&f, ui->focus, ui->focus_buf, ui->caret, ui->selected);
}
