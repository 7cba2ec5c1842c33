#!/bin/sh
# The window keeps its state in the structs that own it (the app shell's gui_app, a scene's
# own state, a seam's context: docs/gui.md "A screen's state"), so two windows, or a test's
# many, never share a screen's or a game's state by accident. A mutable global is allowed only
# where SDL, a library or the platform makes a thing one per process; each is listed below with
# what forces it, and the source line says the same. This finds every mutable global in gui/:
#   - at file scope: a variable (static or not) whose object is not const (a `const char *p`
#     is a mutable pointer; `const char *const p[]` is not), a `static struct {...} x;` too;
#   - in a function: a `static` variable, by the same rule.
# A test seam counts as well (a pointer a test sets is state the next window inherits).
# It fails on one not in ALLOWED, and on an entry of ALLOWED no longer found (take it out).
# Run from the tree's root; prints a "N passed, N failed" line.
ALLOWED='
app/language.c cur            gettext reads the language from the process (setlocale, LANGUAGE)
app/language.c system_lang    the same: the system language gettext started with
app/language.c langs          the catalogues installed, read once for the process
app/language.c names          their names, with them
app/language.c nlangs         their count, with them
app/language.c ready          whether they were read
app/language.c word           the language names in their own words, with the catalogues
app/language.c nword          their count
app/main.c r                  emscripten_set_main_loop calls back with no state of its own
app/wake.c wake_type          SDL_RegisterEvents: an event type is one per process
app/wake.c sent               wake-ups counted from any thread (SDL_PushEvent), with it
app/sound.c snd               SDL audio device: its callback mixes on SDL audio thread
app/sound.c sfx_names         the sound bank the callback plays, named by modules
app/sound.c nsfx              with the bank
app/sound.c sfx_dir           with the bank: where a sound named later is read from
draw/text.c ren               SDL_ttf is one per process (TTF_Init); its renderer
draw/text.c fonts             SDL_ttf fonts, opened once for the process
draw/text.c font_path         with the fonts
draw/text.c cache             textures of text for the one renderer
draw/text.c wcache            widths measured with the fonts
draw/text.c frame_no          the caches age by frames
draw/text.c log_buf           tests: the lines drawn, logged at SDL_ttf level
draw/text.c log_cap           with the log
draw/text.c log_n             with the log
draw/text.c wrapping_w        with the log
draw/draw.c gui_draw_enabled  measuring without drawing: read by every primitive
draw/atlas.c kept             tests: one decoded sheet shared by loader threads of every window
app/saves.c dir               the user folder (SDL_GetPrefPath), the same for the process
scenes/mygames/notify_settings.c push_api  tests: the push platform stand-in, set once before a window
modules/dragon/dragon_module.c text  the rules hook returns text and has no state to keep it
modules/hills/hills_module.c text    the same
'
files=$(ls gui/*/*.c gui/scenes/*/*.c gui/modules/*/*.c 2>/dev/null)
[ -n "$files" ] || { echo "globals: no gui sources found (run from the tree's root)"; exit 1; }
found=$(awk '
# the declared name of a declaration text (before its "=" or ";"): the last word, arrays dropped
function declname(t) {
    sub(/=.*/, "", t); sub(/;.*/, "", t); gsub(/\[[^]]*\]/, "", t); sub(/[ \t]+$/, "", t)
    n = split(t, w, /[^A-Za-z_0-9]+/)
    while (n > 0 && w[n] == "") n--
    return w[n]
}
# 1 when the object declared is const: const after the last "*", or no "*" and a const at all
function isconst(t) {
    sub(/=.*/, "", t)
    if (index(t, "*")) { sub(/.*\*/, "", t); return t ~ /(^|[^A-Za-z_])const([^A-Za-z_]|$)/ }
    return t ~ /(^|[^A-Za-z_])const([^A-Za-z_]|$)/
}
function report(name) {
    f = FILENAME; sub(/^gui\//, "", f)
    print f " " name
}
# each name of "int a, b, c;" (no initializer: one with "=" names its first)
function reportall(t,   k, parts, i) {
    if (t ~ /=/) { report(declname(t)); return }
    sub(/;.*/, "", t); gsub(/\[[^]]*\]/, "", t)
    k = split(t, parts, ",")
    report(declname(parts[1]))
    for (i = 2; i <= k; i++) { gsub(/[^A-Za-z_0-9]/, "", parts[i]); if (parts[i] != "") report(parts[i]) }
}
FNR == 1 { incomment = 0; depth = 0; block = "" }
{
    line = $0
    if (incomment) { if (index(line, "*/")) { sub(/.*\*\//, "", line); incomment = 0 } else next }
    gsub(/"([^"\\]|\\.)*"/, "\"\"", line); gsub(/'"'"'([^'"'"'\\]|\\.)*'"'"'/, "0", line)
    gsub(/\/\*([^*]|\*+[^*\/])*\*+\//, "", line); sub(/\/\/.*/, "", line)
    if (index(line, "/*")) { sub(/\/\*.*/, "", line); incomment = 1 }
    if (line ~ /^#/) next
    start = depth
    # a struct variable at file scope: "static struct {" ... "} name;"
    if (start == 0 && line ~ /^(static[ \t]+)?(volatile[ \t]+)?struct([ \t]+[A-Za-z_0-9]+)?[ \t]*\{/ && line !~ /const/)
        block = (line ~ /^static/) ? "var" : "type"
    if (start == 1 && block != "" && line ~ /^\}[ \t]*[A-Za-z_]/) {
        if (block == "var") report(declname(substr(line, 2)))
        else { t = line; sub(/^\}[ \t]*/, "", t); if (t !~ /^;/) report(declname(t)) }
        block = ""
    }
    # a variable at file scope: one line from column 0 up to its "=" or ";", no "(" before them
    # (a function), not a type, a prototype or an enum
    if (start == 0 && block == "" && line ~ /^[A-Za-z_]/ && line !~ /^(typedef|extern|enum|struct[ \t]+[A-Za-z_0-9]+[ \t]*;|return)/) {
        t = line; sub(/[=;].*/, "", t)
        if (t !~ /\(/ && line ~ /[=;]/ && !isconst(line)) reportall(line)
    }
    # a static variable in a function
    if (start > 0 && line ~ /^[ \t]+static[ \t]/ && !isconst(line)) reportall(line)
    o = gsub(/\{/, "{", line); c = gsub(/\}/, "}", line); depth += o - c
    if (depth == 0 && line ~ /^\}/ && block == "type" && line ~ /;/) block = ""
}' $files | sort -u)
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
echo "$ALLOWED" | awk 'NF { print $1 " " $2 }' | sort -u >"$tmp"
new=$(echo "$found" | grep . | grep -vxF -f "$tmp")
gone=$(echo "$found" | grep . | grep -xvF -f - "$tmp")
total=$(echo "$found" | grep -c .)
echo "globals: $total mutable globals in gui/, $(grep -c . "$tmp") allowed"
failed=0
if [ -n "$new" ]; then
    echo "globals: not allowed (move it into the state that owns it: gui_app, a scene's or a seam's):"
    echo "$new" | sed 's/^/  gui\//'
    failed=1
fi
if [ -n "$gone" ]; then
    echo "globals: allowed but no longer found (take it out of ALLOWED in $0):"
    echo "$gone" | sed 's/^/  gui\//'
    failed=1
fi
echo "globals: $((1 - failed)) passed, $failed failed"
exit $failed
