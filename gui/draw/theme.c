/* The scale rule (draw/theme.h): pixels per layout unit from the screen and the player's
   Interface size, and the least sizes a touch screen asks for. */
#include "draw/theme.h"

/* The screens are laid out for about this many units (the mouse rule never passes it). */
#define LAYOUT_W 1000.0f
#define LAYOUT_H 700.0f

static float ratio_of(const gui_screen *s) { return s->ratio > 0.1f ? s->ratio : 1.0f; }

static float pct_of(const gui_screen *s)
{
    int p = s->scale_pct < 75 ? 75 : s->scale_pct > 200 ? 200 : s->scale_pct;
    return (float)p / 100.0f;
}

/* The unit that fits the whole layout in the window (pixels per unit). */
static float fitting(const gui_screen *s)
{
    float fw = (float)s->w / LAYOUT_W, fh = (float)s->h / LAYOUT_H;
    return fw < fh ? fw : fh;
}

static float mouse_unit(const gui_screen *s)
{
    float ratio = ratio_of(s);
    float wp = (float)s->w / ratio, hp = (float)s->h / ratio;
    float fit = wp / 1280.0f < hp / 800.0f ? wp / 1280.0f : hp / 800.0f;
    /* The window size only shrinks the layout (small screens); enlarging is the player's
       choice (Interface size), so 200 % is twice 100 % wherever the window has room. */
    if (fit < 0.72f)
        fit = 0.72f;
    if (fit > 1.0f)
        fit = 1.0f;
    float u = ratio * pct_of(s) * fit, most = fitting(s);
    if (u > most && most > 0.3f)
        u = most;
    return u;
}

float gui_theme_unit(const gui_screen *s)
{
    float u = mouse_unit(s);
    if (!s->coarse)
        return u;
    /* A finger: the smallest body text is GUI_TOUCH_TEXT_PT points at 100 %, more at more. */
    float touch = ratio_of(s) * (float)GUI_TOUCH_TEXT_PT / (float)GUI_FONT_SMALL * pct_of(s);
    return touch > u ? touch : u;
}

int gui_theme_limited(const gui_screen *s)
{
    if (s->coarse)
        return 0;
    return gui_theme_unit(s) + 0.001f >= fitting(s) && s->scale_pct > 100;
}

int gui_theme_least_text_px(const gui_screen *s)
{
    float pt = s->coarse ? (float)GUI_TOUCH_TEXT_PT : (float)GUI_FINE_TEXT_PT;
    return (int)(pt * ratio_of(s) + 0.999f);
}

int gui_theme_least_hit_px(const gui_screen *s)
{
    return s->coarse ? (int)((float)GUI_TOUCH_LEAST_PT * ratio_of(s) + 0.999f) : 0;
}

int gui_theme_narrow(const gui_screen *s) { return (float)s->w < LAYOUT_W * gui_theme_unit(s) - 0.5f; }

int gui_theme_short(const gui_screen *s) { return (float)s->h < LAYOUT_H * gui_theme_unit(s) - 0.5f; }
