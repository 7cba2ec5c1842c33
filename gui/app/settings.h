/* Player preferences (language, scale, full screen, palette, aids) kept in an ini file. */
#ifndef GUI_SETTINGS_H
#define GUI_SETTINGS_H

typedef struct {
    char lang[16];       /* a language code ("cs"; GUI_LANG_MAX); "" = not chosen yet (use the system's) */
    int scale_pct;       /* user UI scale, 75..200 */
    int fullscreen;
    int palette_cb;      /* colour-blind-safe palette */
    int mark_unfillable; /* mark cells no remaining tile can fill */
    int anim_speed;      /* computer moves: GUI_SPEED_* */
    int purist;          /* no aids: projected scores, unfillable marks, tile counts, values in hovers, hints */
    int curtain;         /* between two people's turns, a curtain hides secret hands until clicked */
    int volume;          /* sound effects, 0..100 */
    int muted;           /* sound off (the M key) */
    int ai_time;         /* computer thinking time per move in tenths of a second, 5..100 */
    int ponder;          /* the next computer seat thinks while a person decides (off: idle CPU) */
    int ai_cores;        /* search threads of a hard computer: 0 = one per core, else 1..8 */
    int first_start;     /* no settings file was found at start: the menu greets a newcomer (never
                            written: the first save of the settings ends it) */
    int away_min;        /* hosting: minutes a friend's seat is away before this window's computer
                            plays it, 0 = never; the lobby's choice, kept for the next table */
    /* The seats of the last game started, offered again on the next run. */
    int nseats;          /* 0 = none remembered yet */
    struct {
        char name[32];   /* CIT_NAME_LEN */
        int colour, kind;
        int think;       /* a computer seat's thinking time in tenths of a second; 0: ai_time */
    } seat[6];
    /* Servers whose self-made certificate the player trusted by its SHA-256 fingerprint (a LAN
       server's: no authority signs it), newest first; the oldest gives way. */
    int ntrust;
    struct {
        char host[128];  /* as the join form had it */
        int port;
        char fp[65];     /* 64 lower-case hex digits (NET_TLS_FP_LEN) */
    } trust[8];
} gui_settings;

#define GUI_TRUST_MAX 8

enum { GUI_SPEED_SLOW, GUI_SPEED_NORMAL, GUI_SPEED_FAST, GUI_SPEED_INSTANT, GUI_SPEED_COUNT };

void gui_settings_default(gui_settings *s);
/* Reads $XDG_CONFIG_HOME/citadela/settings.ini (or ~/.config/...); missing file = defaults. */
void gui_settings_load(gui_settings *s);
/* Writes it atomically; returns 0 on success. */
int gui_settings_save(const gui_settings *s);

#endif
