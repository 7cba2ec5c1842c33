#!/bin/sh
# The screens' seam, checked on their sources (docs/gui.md "Screens"): under gui/scenes only a
# screen's entry points name the application (gui_app). They are the frame loop's calls
# (scene_*.c, declared in scenes/scenes.h), the screens' state and its lifetime
# (scene_state.[ch]), and two ways into a screen from another: "Host a table" opening the new-game
# form (newgame/host_open.c) and the menu starting the lesson's game (lesson/lesson_start.c).
# A screen's parts (its board, panels, dialogs, the lesson's card) take a gui_scene_ctx
# (scenes/scene_ctx.h). Run from the tree's root; prints a "N passed, N failed" line.
passed=0 failed=0
report() { # name, hits
    if [ -n "$2" ]; then
        echo "gui scenes apart: $1:"; echo "$2"; failed=$((failed + 1))
    else
        passed=$((passed + 1))
    fi
}
files=$(ls gui/scenes/*.[ch] gui/scenes/*/*.[ch] 2>/dev/null)
[ -n "$files" ] || { echo "gui scenes apart: no screen files found"; exit 1; }
parts=$(echo "$files" | grep -v -e '/scene_[a-z_]*\.c$' -e '^gui/scenes/scenes\.h$' -e '^gui/scenes/scene_state\.[ch]$' \
        -e '^gui/scenes/newgame/host_open\.c$' -e '^gui/scenes/lesson/lesson_start\.c$')
report "the application (gui_app) named in a screen's part, not its context" "$(grep -nw 'gui_app' $parts)"
# The context is filled in one place, the shell's.
report "a scene context filled outside the shell" "$(grep -n 'gui_scene_ctx_of *(' $files gui/draw/*.[ch] gui/modules/*/*.[ch] | grep -v 'GUI_SCENE_CTX')"
echo "gui-scenes-apart: $passed passed, $failed failed"
[ "$failed" = 0 ]
