/* The errno values a player can meet reading or writing a file, as the player's words
   (file_words.h). */
#include "app/file_words.h"
#include "app/gettext.h"
#include "app/i18n.h"

#include <SDL.h>
#include <errno.h>
#include <string.h>

typedef struct {
    int e;
    gui_words words;
} fault;

static const fault faults[] = {
    /* TRANSLATORS: each of these ends "Could not save: FILE: ..." or "Could not load FILE (line N): ..." */
    {ENOENT, {.msgid = N_("the file or its folder does not exist")}},
    {EACCES, {.msgid = N_("the system does not allow the game to use it")}},
    {EPERM, {.msgid = N_("the system does not allow the game to use it")}},
    {EROFS, {.msgid = N_("the disk can only be read, not written")}},
    {ENOSPC, {.msgid = N_("the disk is full")}},
#ifdef EDQUOT /* not every system has disk quotas */
    {EDQUOT, {.msgid = N_("the disk is full")}},
#endif
    {ENOMEM, {.msgid = N_("the computer ran out of memory")}},
    {EISDIR, {.msgid = N_("that is a folder, not a file")}},
    {ENOTDIR, {.msgid = N_("a part of its path is not a folder")}},
    {ENAMETOOLONG, {.msgid = N_("its name or path is too long")}},
    {EIO, {.msgid = N_("the disk failed to read or write it")}},
    {EMFILE, {.msgid = N_("too many files are open at once")}},
    {ENFILE, {.msgid = N_("too many files are open at once")}},
    {EBUSY, {.msgid = N_("another program is using it")}},
    {EFBIG, {.msgid = N_("the file is too large")}},
};

const char *gui_file_fault(int e, char *buf, size_t cap)
{
    for (size_t i = 0; i < sizeof faults / sizeof faults[0]; i++)
        if (faults[i].e == e) {
            SDL_strlcpy(buf, gui_word(&faults[i].words), cap);
            return buf;
        }
    /* TRANSLATORS: %1 is the system's own description of a rare fault, often in English */
    static const gui_words other = {.msgid = N_("the system reported a fault: %1")};
    gui_subst(buf, cap, gui_word(&other), strerror(e), NULL, NULL);
    return buf;
}
