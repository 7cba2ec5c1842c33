/* Settings file: key=value lines in $XDG_CONFIG_HOME/citadela/settings.ini. */
#define _POSIX_C_SOURCE 200809L
#include "app/settings.h"
#include "app/saves.h"
#include "draw/textparse.h"
#include "dirs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>


void gui_settings_default(gui_settings *s)
{
    s->lang[0] = 0;
    s->scale_pct = 100;
    s->fullscreen = 0;
    s->palette_cb = 0;
    s->mark_unfillable = 1;
    s->anim_speed = GUI_SPEED_NORMAL;
    s->curtain = 1;
    s->purist = 0;
    s->volume = 70;
    s->muted = 0;
    s->ai_time = 10;
    s->ponder = 0;
    s->ai_cores = 0;
    s->away_min = 2;
    s->first_start = 0;
    s->nseats = 0;
    s->ntrust = 0;
    memset(s->trust, 0, sizeof s->trust);
    for (int i = 0; i < 6; i++)
        s->seat[i].think = 0;
}

/* The settings file in the user's config folder (platform/dirs.h: XDG, or the Known
   Folders); the folder is made on reading too, which costs nothing. */
static int config_path(char *buf, size_t cap, int create)
{
    char dir[1024];
    (void)create;
    if (plat_user_dir(PLAT_DIR_CONFIG, dir, sizeof dir) != 0)
        return -1;
    snprintf(buf, cap, "%ssettings.ini", dir);
    return 0;
}

void gui_settings_load(gui_settings *s)
{
    char path[1100];
    size_t len;
    gui_settings_default(s);
    if (config_path(path, sizeof path, 0) != 0)
        return;
    char *text = gui_read_file(path, &len);
    if (!text) {
        s->first_start = 1;
        return;
    }
    gui_settings_parse(s, text, len); /* sscanf's %d was undefined on a huge number */
    free(text);
}

int gui_settings_save(const gui_settings *s)
{
    char path[1100], text[4096], err[256];
    if (config_path(path, sizeof path, 1) != 0)
        return -1;
    int n = snprintf(text, sizeof text,
                     "# Citadela settings\nlang = %s\nscale = %d\nfullscreen = %d\npalette_cb = %d\n"
                     "mark_unfillable = %d\nanim_speed = %d\ncurtain = %d\npurist = %d\nvolume = %d\nmuted = %d\n"
                     "ai_time = %d\nponder = %d\nai_cores = %d\naway_min = %d\nseats = %d\n",
                     s->lang[0] ? s->lang : "-1", s->scale_pct, s->fullscreen, s->palette_cb, s->mark_unfillable, s->anim_speed,
                     s->curtain, s->purist, s->volume, s->muted, s->ai_time, s->ponder, s->ai_cores, s->away_min,
                     s->nseats);
    for (int i = 0; i < s->nseats && n > 0 && n < (int)sizeof text; i++)
        n += snprintf(text + n, sizeof text - (size_t)n, "seat%d = %d %d %s\n", i, s->seat[i].kind,
                      s->seat[i].colour, s->seat[i].name);
    for (int i = 0; i < s->nseats && n > 0 && n < (int)sizeof text; i++)
        if (s->seat[i].think > 0)
            n += snprintf(text + n, sizeof text - (size_t)n, "think%d = %d\n", i, s->seat[i].think);
    for (int i = 0; i < s->ntrust && n > 0 && n < (int)sizeof text; i++)
        n += snprintf(text + n, sizeof text - (size_t)n, "trust%d = %d %s %s\n", i, s->trust[i].port, s->trust[i].fp,
                      s->trust[i].host);
    if (n < 0 || n >= (int)sizeof text)
        return -1;
    return gui_write_atomic(path, text, (size_t)n, err, sizeof err);
}
