/* The hosted table's file, written by a thread of its own, or by the caller where there is
   none (the browser's page without threads) (table_file.h). */
#include <SDL.h>
#include <stdlib.h>
#include <string.h>

#include "app/saves.h"
#include "app/table_file.h"

struct gui_table_file {
    char path[1200];
    SDL_Thread *thread;
    SDL_mutex *lock;
    SDL_cond *wake;
    char *text;            /* handed over, not written yet (NULL: nothing to write) */
    size_t len;
    int quit;
    SDL_atomic_t writes, writes_on_caller;
    SDL_threadID caller;   /* the thread that made the writer: the frame loop's */
    int changed;           /* caller's side only: a change not handed over yet */
    uint32_t handed_at;    /* caller's side only: SDL ticks of the last hand-over */
};

static int writer(void *arg)
{
    gui_table_file *f = arg;
    SDL_LockMutex(f->lock);
    for (;;) {
        while (!f->text && !f->quit)
            SDL_CondWait(f->wake, f->lock);
        if (!f->text)
            break; /* quit with nothing left */
        char *text = f->text;
        size_t len = f->len;
        f->text = NULL;
        SDL_UnlockMutex(f->lock); /* the caller may hand over the next text meanwhile */
        char err[300];
        if (gui_write_atomic(f->path, text, len, err, sizeof err) != 0)
            SDL_Log("citadela: net: the table's file was not written: %s", err);
        SDL_AtomicIncRef(&f->writes);
        if (SDL_ThreadID() == f->caller)
            SDL_AtomicIncRef(&f->writes_on_caller);
        free(text);
        SDL_LockMutex(f->lock);
    }
    SDL_UnlockMutex(f->lock);
    return 0;
}

gui_table_file *gui_table_file_new(const char *path)
{
    gui_table_file *f = calloc(1, sizeof *f);
    if (!f)
        return NULL;
    SDL_strlcpy(f->path, path, sizeof f->path);
    f->caller = SDL_ThreadID();
    f->lock = SDL_CreateMutex();
    f->wake = SDL_CreateCond();
    f->thread = f->lock && f->wake ? SDL_CreateThread(writer, "citadela-table-file", f) : NULL;
    if (!f->thread && f->lock && f->wake)
        SDL_Log("citadela: net: no thread for the table's file (%s): written as the table changes", SDL_GetError());
    if (!f->lock || !f->wake) {
        SDL_DestroyCond(f->wake);
        SDL_DestroyMutex(f->lock);
        free(f);
        return NULL;
    }
    return f;
}

void gui_table_file_touch(gui_table_file *f) { f->changed = 1; }

int gui_table_file_due(gui_table_file *f, int now)
{
    return f->changed && (now || SDL_GetTicks() - f->handed_at >= GUI_TABLE_FILE_GAP_MS);
}

void gui_table_file_put(gui_table_file *f, const char *text, size_t len)
{
    char *copy = malloc(len + 1);
    if (!copy)
        return; /* still marked changed: the next hand-over tries again */
    memcpy(copy, text, len);
    copy[len] = 0;
    if (!f->thread) { /* no writer: written here and now */
        char err[300];
        if (gui_write_atomic(f->path, copy, len, err, sizeof err) != 0)
            SDL_Log("citadela: net: the table's file was not written: %s", err);
        SDL_AtomicIncRef(&f->writes);
        SDL_AtomicIncRef(&f->writes_on_caller);
        free(copy);
        f->changed = 0;
        f->handed_at = SDL_GetTicks();
        return;
    }
    SDL_LockMutex(f->lock);
    free(f->text); /* an older text not written yet: only the latest counts */
    f->text = copy;
    f->len = len;
    SDL_CondSignal(f->wake);
    SDL_UnlockMutex(f->lock);
    f->changed = 0;
    f->handed_at = SDL_GetTicks();
}

void gui_table_file_free(gui_table_file *f)
{
    if (!f)
        return;
    SDL_LockMutex(f->lock);
    f->quit = 1;
    SDL_CondSignal(f->wake);
    SDL_UnlockMutex(f->lock);
    if (f->thread)
        SDL_WaitThread(f->thread, NULL); /* the last text is written before it ends */
    free(f->text);
    SDL_DestroyCond(f->wake);
    SDL_DestroyMutex(f->lock);
    free(f);
}

int gui_table_file_writes(const gui_table_file *f, int *on_caller)
{
    gui_table_file *g = (gui_table_file *)f; /* SDL's atomics take no const */
    if (on_caller)
        *on_caller = f ? SDL_AtomicGet(&g->writes_on_caller) : 0;
    return f ? SDL_AtomicGet(&g->writes) : 0;
}
