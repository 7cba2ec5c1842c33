/* platform/fs.h in the browser: emscripten's files are POSIX's, so platform/posix/fs.c is
   compiled here as it is, but a change under /citadela (the folder kept in IndexedDB,
   platform/web/dirs.c) is also written back to the browser's store at once: a tab closed
   or reloaded right after a move still has that move's autosave. The store is written
   whole and in the background (web/pre.js: one write at a time, a change meanwhile starts
   one more). */
#include <emscripten.h>
#include <emscripten/threading.h>
#include <string.h>

/* The POSIX replace and remove under other names: the ones below add the write-back. */
#define plat_replace posix_replace
#define plat_remove posix_remove
#include "../posix/fs.c"
#undef plat_replace
#undef plat_remove

int plat_replace(const char *utf8_from, const char *utf8_to);
int plat_remove(const char *utf8_path);

EM_JS(void, store_folder, (void), { Module.citadelaStore(); }) /* (EM_JS ends in its own semicolon) */
static void store_folder_here(void) { store_folder(); }

static void stored_folder_changed(const char *path)
{
    /* Asked of the page's thread, whichever thread wrote: the files and IndexedDB are its. */
    if (strncmp(path, "/citadela/", 10) == 0)
        emscripten_async_run_in_main_runtime_thread(EM_FUNC_SIG_V, store_folder_here);
}

int plat_replace(const char *utf8_from, const char *utf8_to)
{
    int rc = posix_replace(utf8_from, utf8_to);
    if (rc == 0)
        stored_folder_changed(utf8_to);
    return rc;
}

int plat_remove(const char *utf8_path)
{
    int rc = posix_remove(utf8_path);
    if (rc == 0)
        stored_folder_changed(utf8_path);
    return rc;
}
