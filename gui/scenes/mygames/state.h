/* "My games"'s own state (scenes/scene_state.h makes and frees it with the scene). */
#ifndef GUI_SCENE_MYGAMES_STATE_H
#define GUI_SCENE_MYGAMES_STATE_H

/* "My games": the servers' sign-ins and the list (app/my_games.h), made at the scene's first
   frame and closed when it is left; how far the cards are scrolled (pixels). */
struct gui_mygames;
typedef struct {
    struct gui_mygames *list;
    int made, scroll;
    int away_at, away_days; /* the absence dialog: its server + 1 (0: closed), the days chosen */
    struct gui_notify_dialog *notify; /* the notification settings, open (scenes/mygames/notify_settings.h) */
} gui_mygames_state;

#endif
