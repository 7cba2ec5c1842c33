/*
 * Sound effects through SDL's own audio: a small mixer plays the WAV files the build
 * synthesises (tools/build/sfxgen.c, DATADIR/sfx/NAME.wav). One audio device per process,
 * opened with the window. Where no audio device exists (CI, a server), or a file is
 * missing, the game stays silent and says so once in the log: a sound never stops play.
 */
#ifndef GUI_SOUND_H
#define GUI_SOUND_H

typedef enum {
    GUI_SFX_TILE,     /* a tile laid */
    GUI_SFX_FOLLOWER, /* a follower set down */
    GUI_SFX_COMPLETE, /* a feature completed and scored */
    GUI_SFX_POINTS,   /* points that are no completion (a payment, a tower...) */
    GUI_SFX_BID,      /* a bid at an auction */
    GUI_SFX_MOVE,     /* a figure moved across the board (the Count) */
    GUI_SFX_FINAL,    /* the final scoring begins */
    GUI_SFX_COUNT_    /* the core's; a module's own sounds come after (gui_sound_named) */
} gui_sfx;
#define GUI_SFX_MAX 24 /* the core's and the modules' sounds together */

/* The id of a sound a GUI module names as its own (a figure's: the mayor's, the wagon's),
   its file DATADIR/sfx/NAME.wav (tools/build/sfxgen.c makes it): the same id for the same
   name, loaded when first named while the device is open (or at the open); -1 when more
   than GUI_SFX_MAX sounds are named. The app names no module's sound. */
int gui_sound_named(const char *name);

/* Opens the audio device and loads DATADIR/sfx/\*.wav; returns 1 if sound can play. */
int gui_sound_open(const char *datadir);
void gui_sound_close(void);
/* Starts a sound (over what plays already; the oldest voice gives way when all are busy).
   Nothing happens when muted, at volume 0 or without a device. */
void gui_sound_play(gui_sfx s);
/* The same, starting `ms` milliseconds from now (a chime after the knock of the tile). */
void gui_sound_play_after(gui_sfx s, int ms);
/* Volume 0..100 (of the sounds' own level) and mute, from the settings. */
void gui_sound_set(int volume, int muted);

/* 1 if an audio device is open (sounds are heard). */
int gui_sound_device(void);

/* For tests: how often sound s was asked for since the device opened (muted or not), and
   how many of those would have sounded. */
int gui_sound_requests(gui_sfx s);
int gui_sound_sounded(gui_sfx s);
/* 1 once every sound file loaded (whether or not a device plays them). */
int gui_sound_loaded(void);

#endif
