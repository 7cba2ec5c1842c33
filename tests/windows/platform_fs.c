/* The platform layer's files (platform/fs.h, dirs.h), on Linux and as .exe under Wine: a
   folder with a Czech name, a file in it written, replaced by a newer one over the old (the
   way a save is written), read back; removed. Then each of the user's folders for the game
   exists and takes a save the same way (platform-fs.sh points $HOME at a Czech name).
   Last, whether the session has a display with DISPLAY unset: not on Linux, always on
   Windows (EXPECT_DISPLAY, 0 or 1, says which).
     platform_fs DIR      (DIR must exist; the test works inside it) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dirs.h"
#include "display.h"
#include "fs.h"

static int failures, checks;
#define CHECK(cond, what)                                                      \
    do {                                                                       \
        checks++;                                                              \
        if (!(cond)) failures++, fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, what); \
    } while (0)

static int write_text(const char *path, const char *text) {
    FILE *f = plat_fopen(path, "wb");
    if (!f) return -1;
    int ok = fputs(text, f) >= 0 && plat_fsync(f) == 0;
    return fclose(f) == 0 && ok ? 0 : -1;
}

static int reads(const char *path, const char *want) {
    char buf[64] = {0};
    FILE *f = plat_fopen(path, "rb");
    if (!f) return 0;
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    return n == strlen(want) && !memcmp(buf, want, n);
}

int main(int argc, char **argv) {
    if (argc != 2) return fprintf(stderr, "usage: platform_fs DIR\n"), 2;
    char dir[1024], save[1200], tmp[1300];
    snprintf(dir, sizeof dir, "%s/Uživatel Příliš žluťoučký", argv[1]);
    snprintf(save, sizeof save, "%s/hra č. 1.save", dir);
    snprintf(tmp, sizeof tmp, "%s.tmp", save);
    CHECK(plat_mkdir(dir) == 0, "a folder with a Czech name is made");
    CHECK(plat_mkdir(dir) == 0, "an existing folder is fine");
    CHECK(write_text(tmp, "first") == 0 && plat_replace(tmp, save) == 0, "the first save is moved into place");
    CHECK(reads(save, "first"), "the first save reads back");
    CHECK(write_text(tmp, "second") == 0, "the second save is written beside it");
    CHECK(plat_replace(tmp, save) == 0, "the second save replaces the first");
    CHECK(reads(save, "second"), "the save reads the second text");
    CHECK(!plat_fopen(tmp, "rb"), "no temporary file is left");
    plat_file_info info = {0, 0};
    CHECK(plat_stat(save, &info) == 0 && info.is_file && info.mtime > 0, "the save is a file with a date");
    CHECK(plat_stat(dir, &info) == 0 && !info.is_file, "the folder is no file");
    plat_folder *list = plat_folder_open(dir);
    int listed = 0;
    for (const char *name; list && (name = plat_folder_next(list));) listed += !strcmp(name, "hra č. 1.save");
    plat_folder_close(list);
    CHECK(listed == 1, "the folder lists the save by its Czech name");
    CHECK(plat_remove(save) == 0 && !plat_fopen(save, "rb"), "the save is removed");
    CHECK(plat_remove(dir) == 0, "the folder is removed");
    for (int kind = PLAT_DIR_DATA; kind <= PLAT_DIR_CONFIG; kind++) {
        char user[1024];
        CHECK(plat_user_dir((plat_dir)kind, user, sizeof user) == 0, "the system names the user's folder");
        size_t n = strlen(user);
        CHECK(n > 0 && (user[n - 1] == '/' || user[n - 1] == '\\'), "the folder ends in a separator");
        snprintf(save, sizeof save, "%splatform-test.save", user);
        snprintf(tmp, sizeof tmp, "%s.tmp", save);
        CHECK(write_text(tmp, "kept") == 0 && plat_replace(tmp, save) == 0 && reads(save, "kept"),
              "a save goes into the user's folder");
        plat_remove(save);
    }
    const char *expect = getenv("EXPECT_DISPLAY");
    CHECK(expect && plat_display_named() == atoi(expect), "a display as the system has one");
    printf("platform-fs: %d passed, %d failed\n", checks - failures, failures);
    return failures != 0;
}
