/* The program's frame loop on every platform: a desktop program owns its loop and waits in
   it; a page in a browser must hand control back to the browser after every frame. */
#ifndef CIT_PLAT_LOOP_H
#define CIT_PLAT_LOOP_H

#include <stddef.h>

typedef struct {
    /* One turn that may wait for input or pace itself (desktop); 0 ends the loop. */
    int (*waiting_step)(void *arg);
    /* One turn that never waits: the browser calls it once a frame; 0 ends the loop. */
    int (*paced_step)(void *arg);
    /* After the last turn. */
    void (*done)(void *arg);
    /* What the window shows as text (NUL-terminated in buf; 0 if it did not fit), read by a
       page's tests between frames (platform/web/loop.c); the desktop never asks. */
    size_t (*describe)(void *arg, char *buf, size_t cap);
    void *arg;
} plat_loop;

/* Runs the loop to its end (desktop), or hands it to the browser and returns at once
   (the page keeps running it after main has returned). */
void plat_loop_run(const plat_loop *loop);

/* The address the program was opened at: a page's own (location.href, which may carry a
   friend's join link, http://SERVER:PORT/#join=CODE); NULL for a desktop program. */
const char *plat_page_address(void);

/* Whether a file of the program's data is there to read (path as the program opens it). A
   page's data leaves its largest files out (the 256-px tile sheet, mk/web.mk): given
   `arrived` (non-NULL), a missing one is fetched in the background, once, and arrived is
   called on the page's thread when it is in (then this answers 1). A desktop program's data
   is whole: always 1. */
int plat_page_file(const char *path, void (*arrived)(void));

/* Puts text on a page's clipboard, the browser's (SDL's clipboard in a page is its own and
   reaches nothing): 0 when the browser took it, -1 when it refused or this is no page (a
   desktop program uses SDL_SetClipboardText). Called while a click is being handled. */
int plat_page_copy(const char *utf8);

/* 1 once after the browser said the network may be back: it went `online`, or the page was
   shown again (`visibilitychange`: a phone's screen on, the tab in front), when a lost
   connection should be tried again at once rather than at its backoff's time. A desktop
   program is never told (0): its backoff tries on its own. */
int plat_page_network_back(void);

#endif
