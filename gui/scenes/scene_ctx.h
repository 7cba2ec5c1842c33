/*
 * What a screen's parts may use of the application. The game screen's board, panels and
 * decisions (scenes/game) and the lesson over it (scenes/lesson) take a gui_scene_ctx, never the
 * application: it names what they read, and the shell fills it for one call (GUI_SCENE_CTX,
 * app/app.h), the one place that knows where the application keeps these things.
 */
#ifndef GUI_SCENE_CTX_H
#define GUI_SCENE_CTX_H

#include "app/app.h"

typedef struct gui_scene_ctx {
    /* Drawing: the renderer, the widgets with their theme and fonts, the tile art and
       catalogue, the window's size in pixels and the app's clock (pulses, fades). */
    SDL_Renderer *r;
    gui_ui *ui;
    gui_atlas *atlas;
    const cit_tileset *tiles;
    int w, h;
    uint32_t clock;
    int coarse; /* a finger points (draw/theme.h): words for touch, no keys */
    /* This frame's pointer and keys, and what the player chose (palette, aids, speed). */
    gui_input *in;
    const gui_settings *settings;
    /* The screen shown (the game's parts draw the replay too) and the shell's modal dialog. */
    gui_scene scene;
    const gui_dialog *dlg;
    /* The game shown (NULL off the game and replay screens): its session and queries
       (game/game_state.h), the screen's UI state and what it laid out this frame
       (game/game_ui.h), and the turns' seam (a computer thinking: app/app.h gui_play). */
    gui_game *game;
    gui_game_ui *view;
    gui_game_drawn *drawn;
    const gui_play *play;
    /* The application, opaque here: handed only to the shell's services (app/app.h: seats,
       notices, hints, the network table) and to a module's door (GUI_SCENE_MODULE). */
    void *app;
} gui_scene_ctx;

#endif
