/* Abbey & Mayor's strings (abbey_text.h). */
#include "modules/abbey/abbey_text.h"
#include "app/gettext.h"
#include "engine.h"

#include <stdio.h>

const gui_words abbey_text[AB_NWORDS] = {
    [AB_RULES_ABBEY] = {.msgid = N_("12 more tiles, and every player holds one abbey. At the start of your turn, while a hole is "
        "open (an empty cell with tiles on all four sides), you may drag your abbey into it instead of "
        "drawing a tile. It fits every edge, closes every road, city and field that runs into it "
        "(a city or road it closes scores at once) and is a cloister you may put a monk on. When the "
        "last tile of the stack is laid, everyone still holding an abbey gets one more chance, in turn "
        "from the left of the last player.")},
    [AB_RULES_MAYOR] = {.msgid = N_("Every player has a mayor. Drag it from your supply instead of a follower onto a city of the "
        "tile you just placed that nobody holds. In the city's majority it counts as many followers "
        "as the city has pennants: three pennants beat two knights, and a city without pennants "
        "gives the mayor nothing. It scores and goes home like a follower.")},
    [AB_RULES_WAGON] = {.msgid = N_("Every player has a wagon. Drag it from your supply instead of a follower onto a road, city "
        "or cloister of the tile you just placed that nobody holds; it counts as one follower. When "
        "its road, city or cloister scores during the game, the wagon may roll on, instead of going "
        "home, to a road, city or cloister joined to it on one of its tiles that is not finished and "
        "holds no follower: click one of the lit places, or send it home. At the final scoring it "
        "stays where it is.")},
    [AB_DIAGRAM] = {.msgid = N_("A hole with tiles on all four sides: an abbey fits there whatever the edges show and closes "
        "the three cities that run into it. Blue's wagon waits on the start tile's road.")},
    [AB_LESSON_1] = {.msgid = N_("Your abbey waits in your supply. When a hole opens (an empty cell with tiles on all four "
        "sides), drag the abbey into it instead of drawing: it fits anything and closes what it meets.")},
    [AB_LESSON_2] = {.msgid = N_("The mayor goes into a city instead of a follower and is as strong as the city has pennants "
        "(none: it wins nothing). The wagon goes on a road, city or cloister; when that scores during the "
        "game, click a lit joined place that is open and empty to roll it on, or send it home.")},
    [AB_TIP_ABBEY] = {.msgid = N_("Abbey: instead of drawing, drag it into a hole with tiles on all four sides; it fits any edge")},
    [AB_TIP_MAYOR] = {.msgid = N_("Mayor: goes into a free city of your new tile; counts as many followers as the city's pennants")},
    [AB_TIP_WAGON] = {.msgid = N_("Wagon: goes on a free road, city or cloister; when it scores, it may roll on to a joined one")},
    [AB_ASK] = {.msgid = N_("A hole is open: drag your abbey into a lit hole, or draw a tile.")},
    [AB_ASK_LAST] = {.msgid = N_("The last tile is laid: drag your abbey into a lit hole now, or pass.")},
    [AB_DRAW] = {.msgid = N_("Draw a tile")},
    [AB_PASS] = {.msgid = NC_("give up the abbey", "Pass")},
    [AB_HINT_DRAG] = {.msgid = N_("Drop the abbey on a lit hole; anywhere else puts it back.")},
    [AB_KEYS] = {.msgid = N_("D/Enter draw")},
    [AB_KEYS_LAST] = {.msgid = N_("D/Enter pass")},
    [AB_TURN_LAST] = {.msgid = N_("%1's last chance for the abbey"), .you = N_("Your last chance for the abbey")},
    [AB_MV_ABBEY_YES] = {.msgid = N_("Place the abbey into a hole")},
    [AB_MV_ABBEY_NO] = {.msgid = N_("Draw a tile")},
    [AB_MV_ABBEY_PASS] = {.msgid = N_("Keep the abbey (pass)")},
    [AB_MV_MAYOR_NONE] = {.msgid = N_("No mayor")},
    [AB_MV_MAYOR] = {.msgid = N_("The mayor on spot %1")},
    [AB_MV_WAGON_NONE] = {.msgid = N_("No wagon")},
    [AB_MV_WAGON] = {.msgid = N_("The wagon on spot %1")},
    [AB_MV_WAGON_MOVE] = {.msgid = N_("Roll on to the %1 at %2")},
    [AB_MV_WAGON_HOME] = {.msgid = N_("Send the wagon home")},
    [AB_HIST_ABBEY] = {.msgid = N_("%1 takes the abbey instead of a tile"), .you = N_("You take the abbey instead of a tile")},
    [AB_HIST_ABBEY_LAST] = {.msgid = N_("%1 plays the abbey in the last round"), .you = N_("You play the abbey in the last round")},
    [AB_HIST_PASS] = {.msgid = N_("%1 keeps the abbey"), .you = N_("You keep the abbey")},
    [AB_HIST_MAYOR] = {NN_("  %1's mayor goes into the city (%2 pennants)", "  %1's mayor goes into the city (%2 pennants)")},
    [AB_HIST_MAYOR_ONE] = {.msgid = N_("  %1's mayor goes into the city (1 pennant)"),
                           .you = N_("  Your mayor goes into the city (1 pennant)")},
    [AB_HIST_MAYOR_NONE] = {.msgid = N_("  %1's mayor goes into a city without pennants"),
                            .you = N_("  Your mayor goes into a city without pennants")},
    [AB_HIST_MAYOR_YOU] = {NN_("  Your mayor goes into the city (%2 pennants)", "  Your mayor goes into the city (%2 pennants)")},
    [AB_HIST_WAGON] = {.msgid = N_("  %1's wagon goes on the %2"), .you = N_("  Your wagon goes on the %2")},
    [AB_HIST_WAGON_MOVED] = {.msgid = N_("%1's wagon rolled on to the %2"), .you = N_("Your wagon rolled on to the %2")},
    [AB_HIST_WAGON_HOME] = {.msgid = N_("%1's wagon went home"), .you = N_("Your wagon went home")},
    [AB_ROAD] = {.msgid = N_("road")},
    [AB_CITY] = {.msgid = N_("city")},
    [AB_CLOISTER] = {.msgid = N_("cloister")},
    [AB_HOVER_MAYOR] = {NN_("%1's mayor counts %2 pennants", "%1's mayor counts %2 pennants")},
    [AB_HOVER_MAYOR_ONE] = {.msgid = N_("%1's mayor counts 1 pennant"), .you = N_("your mayor counts 1 pennant")},
    [AB_HOVER_MAYOR_NONE] = {.msgid = N_("%1's mayor counts nothing (no pennant)"),
                             .you = N_("your mayor counts nothing (no pennant)")},
    [AB_HOVER_MAYOR_YOU] = {NN_("your mayor counts %2 pennants", "your mayor counts %2 pennants")},
    [AB_HOVER_WAGON] = {.msgid = N_("%1's wagon"), .you = N_("your wagon")},
    [AB_WAGON_ASK] = {.msgid = N_("%1's wagon may roll on: click a lit road, city or cloister joined to the one just scored, or send it home."),
                     .you = N_("Your wagon may roll on: click a lit road, city or cloister joined to the one just scored, or send it home.")},
    [AB_WAGON_HOME_BTN] = {.msgid = N_("Send it home")},
    [AB_HINT_FIGURE] = {.msgid = N_("Drag a follower, your mayor or your wagon from the supply onto a lit spot, or press End turn.")},
    /* a hint's mayor or wagon (hint.h): after the hint's placement, or pending now */
    [AB_HINT_THEN] = {.msgid = N_("Then drag your %1 onto its ghost before End turn.")},
    [AB_HINT_NOW] = {.msgid = N_("Hint: your %1 where its ghost shows.")},
    [AB_HINT_THEN_NONE] = {.msgid = N_("Then End turn without the %1.")},
    [AB_HINT_NONE] = {.msgid = N_("Hint: no %1 this turn.")},
    [AB_ACC_MAYOR] = {.msgid = NC_("accusative", "mayor")}, /* whom you drag: the accusative in Czech */
    [AB_ACC_WAGON] = {.msgid = NC_("accusative", "wagon")},
    [AB_GEN_MAYOR] = {.msgid = NC_("genitive", "mayor")}, /* "without ...": the genitive */
    [AB_GEN_WAGON] = {.msgid = NC_("genitive", "wagon")},
    /* the mayor and the wagon in another module's words (gui_figure.name): a tower's prisoner
       ("mayor"), the portal's line ("the mayor moves..."), a Count deployment ("sends the
       mayor"), the tower's exchange button, a button's label */
    [AB_FIG_MAYOR] = {.msgid = N_("mayor")},
    [AB_FIG_MAYOR_THE] = {.msgid = N_("the mayor")},
    [AB_FIG_MAYOR_THE_OBJ] = {.msgid = NC_("accusative", "the mayor")},
    [AB_FIG_MAYOR_YOUR_OBJ] = {.msgid = N_("Your mayor")},
    [AB_FIG_MAYOR_TITLE] = {.msgid = N_("Mayor")},
    /* the forms a Tower's sentence takes (gui_module.h, GUI_FIGNAME_OWNED...) */
    [AB_FIG_MAYOR_OWNED] = {.msgid = NC_("after its owner: Capture Anna's [mayor]", "mayor")},
    [AB_FIG_MAYOR_OWN] = {.msgid = NC_("taken back: Take back [your mayor]", "your mayor")},
    [AB_FIG_MAYOR_HELD] = {.msgid = NC_("held by another: Anna holds [your mayor]", "your mayor")},
    [AB_FIG_MAYOR_IT] = {.msgid = NC_("the mayor as a pronoun: pay 3 to free [it]", "it")},
    [AB_FIG_MAYOR_YOURS] = {.msgid = NC_("a label: Keys: 2 [your mayor]", "your mayor")},
    [AB_FIG_WAGON] = {.msgid = N_("wagon")},
    [AB_FIG_WAGON_THE] = {.msgid = N_("the wagon")},
    [AB_FIG_WAGON_THE_OBJ] = {.msgid = NC_("accusative", "the wagon")},
    [AB_FIG_WAGON_YOUR_OBJ] = {.msgid = N_("Your wagon")},
    [AB_FIG_WAGON_TITLE] = {.msgid = N_("Wagon")},
    [AB_FIG_WAGON_OWNED] = {.msgid = NC_("after its owner: Capture Anna's [wagon]", "wagon")},
    [AB_FIG_WAGON_OWN] = {.msgid = NC_("taken back: Take back [your wagon]", "your wagon")},
    [AB_FIG_WAGON_HELD] = {.msgid = NC_("held by another: Anna holds [your wagon]", "your wagon")},
    [AB_FIG_WAGON_IT] = {.msgid = NC_("the wagon as a pronoun: pay 3 to free [it]", "it")},
    [AB_FIG_WAGON_YOURS] = {.msgid = NC_("a label: Keys: 2 [your wagon]", "your wagon")},
};

const char *abbey_tr(abbey_text_id id) { return id >= 0 && id < AB_NWORDS ? gui_word(&abbey_text[id]) : "?"; }

void abbey_mayor_words(abbey_text_id many, int pennants, const char *who, int you, char *buf, size_t cap)
{
    char num[12];
    snprintf(num, sizeof num, "%d", pennants);
    int id = pennants == 1 ? (int)many + 1 : pennants == 0 ? (int)many + 2 : (int)many;
    const char *t = "?";
    if (id == (int)many && you) /* the counted form spoken to is an entry of its own (ngettext) */
        t = gui_word_n(&abbey_text[many == AB_HIST_MAYOR ? AB_HIST_MAYOR_YOU : AB_HOVER_MAYOR_YOU], pennants);
    else if (id >= 0 && id < AB_NWORDS)
        t = id == (int)many ? gui_word_n(&abbey_text[id], pennants) : gui_word_seat(&abbey_text[id], you);
    gui_subst(buf, cap, t, who, num, NULL);
}

const char *abbey_place_word(int kind)
{
    switch (kind) {
    case CIT_FEAT_ROAD: return abbey_tr(AB_ROAD);
    case CIT_FEAT_CITY: return abbey_tr(AB_CITY);
    case CIT_FEAT_CLOISTER: return abbey_tr(AB_CLOISTER);
    default: return "?";
    }
}
