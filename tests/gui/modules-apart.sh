#!/bin/sh
# The GUI's module seam, checked on its sources (docs/gui.md "The module table"): the window's
# core (gui/app, gui/draw, gui/scenes) includes no module's header, only the table's
# (modules/gui_module.h); a module's files (gui/modules/NAME/) include no other module's
# headers, engine or GUI, and meet the others through the core (gui_figure_of and its kind's record).
# The registry (gui/modules/registry.c) alone names every module. A module's files, the table's
# header and the test modules' GUI parts (tests/modules/NAME/gui/, but their test programs) name no
# gui_app: a module is handed a gui_module_ctx (app/module_ctx.h), never the application. Run from
# the tree's root; prints a "N passed, N failed" line.
passed=0 failed=0
report() { # name, hits
    if [ -n "$2" ]; then
        echo "gui modules apart: $1:"; echo "$2"; failed=$((failed + 1))
    else
        passed=$((passed + 1))
    fi
}
core=$(grep -nE '#include *"modules/' gui/app/*.[ch] gui/draw/*.[ch] gui/scenes/*.[ch] gui/scenes/*/*.[ch] |
       grep -v '"modules/gui_module\.h"')
report "a module's header in the window's core" "$core"
cross=""
dirs=$(ls -d gui/modules/*/)
[ -n "$dirs" ] || { echo "gui modules apart: no module folders found"; failed=$((failed + 1)); }
for d in $dirs; do
    name=$(basename "$d")
    hits=$(grep -nE '#include *"modules/' "$d"*.[ch] | grep -v -e "\"modules/$name/" -e '"modules/gui_module\.h"')
    [ -n "$hits" ] && cross="$cross$hits
"
done
report "another module's header in a module" "$cross"
door=$(ls gui/modules/*.[ch] gui/modules/*/*.[ch] tests/modules/*/gui/*.[ch] 2>/dev/null | grep -v '/test_[^/]*$')
[ -n "$door" ] || { echo "gui modules apart: no module files found"; failed=$((failed + 1)); }
app=$(grep -n 'gui_app' $door)
report "the application (gui_app) named in a module's file, not its context" "$app"
echo "gui-modules-apart: $passed passed, $failed failed"
[ "$failed" = 0 ]
