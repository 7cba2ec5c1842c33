/* The table-file backend of the storage interface (store.h): DIR/CODE.table, each the
   table's whole save text (net_table_save), replaced in one step. What the Windows server
   and a build without SQLite keep; the Linux server's first start reads these files into
   its database. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fs.h"
#include "store.h"

#define TABLE_MAX (1 << 20) /* a whole game's save is tens of kilobytes */

typedef struct {
    net_store base;
    char dir[4096];
} files;

static int path_of(const files *f, const char *code, char *out, size_t cap) {
    if (!net_code_ok(code, strlen(code))) return 0; /* never a path out of the folder */
    return snprintf(out, cap, "%s/%s.table", f->dir, code) < (int)cap;
}

static int files_put(net_store *st, const net_table *t) {
    files *f = (files *)st;
    char path[4200], tmp[4300];
    if (!path_of(f, net_table_code(t), path, sizeof path)) return net_store_fail(st, "a table code that names no file");
    size_t need = net_table_save(t, NULL, 0);
    char *text = malloc(need + 1);
    if (!text) return net_store_fail(st, "no memory for a table's text");
    net_table_save(t, text, need + 1);
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    FILE *out = plat_fopen(tmp, "wb");
    int ok = out && fwrite(text, 1, need, out) == need;
    if (out && fclose(out) != 0) ok = 0;
    free(text);
    if (!ok || plat_replace(tmp, path) != 0) {
        plat_remove(tmp);
        return net_store_fail(st, "cannot write %s (disk full? permissions?)", path);
    }
    return 1;
}

/* A move reaches the file with the table's next put (the owner's, within a moment): a
   whole file per move was a quarter of a busy server's time. */
static int files_append(net_store *st, const net_table *t, uint32_t seq, const char *move) {
    (void)st, (void)t, (void)seq, (void)move;
    return 1;
}

static char *files_get(net_store *st, const char *code, size_t *len) {
    files *f = (files *)st;
    char path[4200];
    if (!path_of(f, code, path, sizeof path)) return net_store_fail(st, "a table code that names no file"), NULL;
    FILE *in = plat_fopen(path, "rb");
    if (!in) return net_store_fail(st, "no table %s", path), NULL;
    char *text = malloc(TABLE_MAX + 1);
    *len = text ? fread(text, 1, TABLE_MAX, in) : 0;
    fclose(in);
    if (!text) return net_store_fail(st, "no memory for a table's text"), NULL;
    text[*len] = 0;
    return text;
}

static int files_remove(net_store *st, const char *code) {
    files *f = (files *)st;
    char path[4200];
    if (path_of(f, code, path, sizeof path)) plat_remove(path);
    return 1;
}

static int files_each(net_store *st, net_store_each_fn fn, void *ctx) {
    files *f = (files *)st;
    plat_folder *d = plat_folder_open(f->dir);
    if (!d) return net_store_fail(st, "cannot read the folder %s", f->dir);
    for (const char *e; (e = plat_folder_next(d));) {
        size_t n = strlen(e);
        if (n < 7 || n > 64 || strcmp(e + n - 6, ".table")) continue;
        char code[72], path[4200];
        memcpy(code, e, n - 6);
        code[n - 6] = 0;
        plat_file_info info;
        if (!path_of(f, code, path, sizeof path) || plat_stat(path, &info) != 0) continue;
        net_store_row row = {code, info.mtime, -1, 0}; /* its pace and deadline are inside the file */
        if (!fn(ctx, &row)) break;
    }
    plat_folder_close(d);
    return 1;
}

static void files_close(net_store *st) { free(st); }

static const net_store_ops FILES_OPS = {"files", 0, files_put, files_append, files_get, files_remove, files_each,
                                        NULL, files_close};

net_store *net_store_files_open(const char *dir) {
    files *f = calloc(1, sizeof *f);
    if (!f) return NULL;
    f->base.ops = &FILES_OPS;
    snprintf(f->dir, sizeof f->dir, "%s", dir);
    return &f->base;
}
