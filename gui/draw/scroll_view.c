/* Rows in a window a finger swipes: a phone's side panel when its players and supplies outgrow it. */
#include "draw/scroll_view.h"
#include "draw/draw.h"

/* The swiped window's own sizes in layout units. */
static const struct {
    int wheel, bar, bar_inset, shade; /* a wheel's notch; the bar, from the view's edge; the shade at an edge */
} SV = {40, 5, 2, 10};

void gui_scroll_begin(gui_ui *ui, gui_scroll_view *s, SDL_Rect view, int *scroll, const SDL_Rect *grips, int n)
{
    gui_input *in = ui->in;
    s->view = view;
    s->scroll = scroll;
    int grabbed = 0; /* a press on a thing to drag out (the tile in hand) is that drag, not a swipe */
    for (int i = 0; i < n && in->pressed[1]; i++)
        grabbed |= grips[i].w > 0 && gui_hit(in, grips[i]);
    if (!grabbed)
        gui_drag_scroll(ui, view, scroll);
    if (in->wheel && gui_hit(in, view)) {
        *scroll -= in->wheel * gui_px(ui, SV.wheel);
        in->wheel = 0; /* the panel's, not the board's zoom */
    }
    *scroll = *scroll < 0 ? 0 : *scroll;
    s->in = *in;
    if (!gui_hit(in, view)) /* the pointer on what is drawn over the rows' hidden part */
        in->mx = in->my = -100000;
    s->seen_from = ui->nseen;
    s->clip_on = SDL_RenderIsClipEnabled(ui->r);
    SDL_RenderGetClipRect(ui->r, &s->clip_was);
    SDL_RenderSetClipRect(ui->r, &view);
}

SDL_Rect gui_scroll_cut(const gui_scroll_view *s, SDL_Rect rc)
{
    SDL_Rect cut;
    if (rc.w <= 0 || rc.h <= 0 || !SDL_IntersectRect(&rc, &s->view, &cut))
        return (SDL_Rect){0, 0, 0, 0};
    return cut;
}

void gui_scroll_end(gui_ui *ui, gui_scroll_view *s, int content)
{
    SDL_RenderSetClipRect(ui->r, s->clip_on ? &s->clip_was : NULL);
    gui_input *in = ui->in;
    int wheel = in->wheel;
    *in = s->in;
    in->wheel = wheel;
    int kept = s->seen_from;
    for (int i = s->seen_from; i < ui->nseen; i++) {
        SDL_Rect rc = ui->seen[i].rc, cut;
        if (SDL_IntersectRect(&rc, &s->view, &cut) && cut.w == rc.w && cut.h == rc.h)
            ui->seen[kept++] = ui->seen[i];
    }
    ui->nseen = kept;
    SDL_Rect v = s->view;
    int most = content > v.h ? content - v.h : 0;
    *s->scroll = *s->scroll > most ? most : *s->scroll;
    if (most <= 0)
        return;
    /* the bar, and a shade at each edge past which more rows wait */
    int bar = gui_px(ui, SV.bar), th = v.h * v.h / content, ty = v.y + (v.h - th) * *s->scroll / most;
    SDL_Rect track = {v.x + v.w - bar - gui_px(ui, SV.bar_inset), v.y + gui_px(ui, SV.bar_inset), bar, v.h - gui_px(ui, GUI_SIZE_NUDGE)};
    gui_fill_rounded(ui->r, track, bar / 2, gui_rgba(GUI_COL_PANEL_EDGE, 60));
    gui_fill_rounded(ui->r, (SDL_Rect){track.x, ty, bar, th}, bar / 2, gui_rgba(GUI_COL_PANEL_EDGE, 200));
    int shade = gui_px(ui, SV.shade);
    for (int k = 0; k < shade; k++) {
        Uint8 alpha = (Uint8)(90 * (shade - k) / shade);
        if (*s->scroll > 0)
            gui_fill_rect(ui->r, (SDL_Rect){v.x, v.y + k, v.w - bar - gui_px(ui, GUI_SIZE_NUDGE), 1}, gui_rgba(GUI_COL_PANEL_EDGE, alpha));
        if (*s->scroll < most)
            gui_fill_rect(ui->r, (SDL_Rect){v.x, v.y + v.h - 1 - k, v.w - bar - gui_px(ui, GUI_SIZE_NUDGE), 1},
                          gui_rgba(GUI_COL_PANEL_EDGE, alpha));
    }
}
