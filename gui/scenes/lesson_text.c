/* The guided lesson's strings (lesson_text.h): one idea a step, one or two sentences each. */
#include "scenes/lesson_text.h"

const gui_words lesson_text[LESSON_NWORDS] = {
    [LESSON_STEP_TILE] = {{
        "Welcome! You play against Bedřich. Every turn starts with a tile: drag it from your hand "
        "onto the gold cell. Its edges must match its neighbours, road to road and field to field "
        "(R or the right mouse button turns a tile; here each comes turned as it must lie); then "
        "press End turn.",
        "Vítejte! Hrajete proti Bedřichovi. Každý tah začíná kartičkou: přetáhněte ji z ruky na "
        "zlaté políčko. Její okraje musí navazovat na sousedy, cesta na cestu a louka na louku "
        "(kartičku otočíte klávesou R nebo pravým tlačítkem myši; tady už každá přichází správně "
        "otočená); pak stiskněte Ukončit tah."}},
    [LESSON_STEP_ROBBER] = {{
        "Bedřich put a knight in his city. Lay this curve on the gold cell, then drag a follower from "
        "your supply onto its road: a follower on a road is a robber, and scores the road once it is "
        "finished.",
        "Bedřich postavil rytíře do svého města. Položte tuto zatáčku na zlaté políčko a "
        "přetáhněte figurku ze zásoby na její cestu: figurka na cestě je lupič a dostane body, až "
        "bude cesta dokončená."}},
    [LESSON_STEP_KNIGHT] = {{
        "A follower in a city is a knight. Lay this tile above the start so the two halves of the "
        "city meet, and put a knight in it: a city closed all round by its walls is finished.",
        "Figurka ve městě je rytíř. Položte kartičku nad startovní tak, aby se obě poloviny města "
        "spojily, a postavte do něj rytíře: město uzavřené ze všech stran hradbami je dokončené."}},
    [LESSON_STEP_MONK] = {{
        "Your city is finished: 2 tiles × 2 = 4 points, and the knight came back to your supply to "
        "be used again. Now a cloister: put a monk in it. It scores 1 for itself and 1 for each of "
        "the 8 tiles around it once all are laid.",
        "Vaše město je dokončené: 2 kartičky × 2 = 4 body a rytíř se vrátil do zásoby, můžete ho "
        "použít znovu. Teď klášter: postavte do něj mnicha. Dá 1 bod za sebe a 1 za každou z 8 "
        "kartiček kolem, až budou všechny položené."}},
    [LESSON_STEP_ROAD_DONE] = {{
        "Bedřich's crossroads ended your road in the west. Close its other end with this tile, no "
        "follower this time: a finished road scores 1 point per tile, and the robber comes home.",
        "Bedřichova křižovatka ukončila vaši cestu na západě. Uzavřete její druhý konec touto "
        "kartičkou, tentokrát bez figurky: dokončená cesta dá 1 bod za kartičku a lupič se vrátí "
        "domů."}},
    [LESSON_STEP_FARMER] = {{
        "Your road made 5 points, and Bedřich finished his city. Last, a farmer: put a follower on "
        "the grass of this tile. It lies there to the end, then scores 3 for every finished city its "
        "field touches.",
        "Vaše cesta dala 5 bodů a Bedřich dokončil své město. Nakonec sedlák: postavte figurku na "
        "louku této kartičky. Leží tam až do konce hry a pak dá 3 body za každé dokončené město, "
        "kterého se jeho louka dotýká."}},
    [LESSON_STEP_FINAL] = {{
        "The last tile is laid: the final count. Unfinished roads and cities score 1 per tile, a "
        "cloister 1 for itself and each tile around it, your farmer 3 for each of the two finished "
        "cities. Most points wins: now try a game of your own!",
        "Poslední kartička je položená: konečné počítání. Nedokončené cesty a města dají 1 bod za "
        "kartičku, klášter 1 za sebe a každou kartičku kolem, váš sedlák 3 za každé ze dvou "
        "dokončených měst. Vyhrává, kdo má nejvíc bodů: teď si zahrajte vlastní hru!"}},
    [LESSON_COMPUTER] = {{"Bedřich's turn: watch where he lays his tile.",
                          "Na tahu je Bedřich: sledujte, kam položí svou kartičku."}},
    [LESSON_TITLE] = {{"Learn to play · step %1 of %2", "Učíme se hrát · krok %1 z %2"}},
    [LESSON_SHOW_ME] = {{"Show me", "Ukažte mi"}},
    /* "gold", not "lit": the legal cells are lit too; the step's cell and spot alone are gold */
    [LESSON_WRONG_CELL] = {{"In this lesson the tile goes on the gold cell.",
                            "V této lekci patří kartička na zlaté políčko."}},
    [LESSON_WRONG_SPOT] = {{"In this lesson the follower goes in the gold ring.",
                            "V této lekci patří figurka do zlatého kroužku."}},
    [LESSON_NEED_SPOT] = {{"First drag a follower from your supply into the gold ring.",
                           "Nejdřív přetáhněte figurku ze zásoby do zlatého kroužku."}},
    [LESSON_NO_FOLLOWER] = {{"This step's tile takes no follower: press End turn.",
                             "Tato kartička v tomto kroku figurku nedostane: stiskněte Ukončit tah."}},
    [LESSON_YOU] = {{"You", "Vy"}},
    [LESSON_FIRST_TITLE] = {{"Welcome to Citadela", "Vítejte v Citadele"}},
    [LESSON_FIRST_TEXT] = {{
        "New to Carcassonne? A short guided game teaches it by playing, one idea a step. Or start a "
        "game against the computer straight away.",
        "Hrajete Carcassonne poprvé? Krátká hra s průvodcem vás ji naučí hraním, krok za krokem. "
        "Nebo rovnou začněte hru proti počítači."}},
    [LESSON_FIRST_PLAY] = {{"Play against the computer", "Hrát proti počítači"}},
    [LESSON_NOT_NOW] = {{"Not now", "Teď ne"}},
    [LESSON_CONTENTS] = {{"Contents", "Obsah"}},
    [LESSON_BASE_PAGE] = {{"The base game", "Základní hra"}},
    [LESSON_NEXT] = {{"Next", "Další"}},
    [LESSON_CLOSE] = {{"Close", "Zavřít"}},
    [LESSON_ABOUT] = {{"How to play %1 · %2 of %3", "Jak se hraje: %1 · %2 z %3"}},
    /* The last card's way on: the final count stays on the board until the learner has read it. */
    [LESSON_SEE_RESULTS] = {{"See the results", "Zobrazit výsledky"}},
    /* Results for a seat named LESSON_YOU: the learner is spoken to, not named in the third
       person ("You wins!" / "Vítězí Vy!" read as mistakes). %1: the others tied. */
    [LESSON_YOU_WIN] = {{"You win!", "Vyhráli jste!"}},
    [LESSON_YOU_TIE] = {{"A tie: you and %1", "Remíza: vy a %1"}},
};

const char *lesson_tr(lesson_text_id id) { return gui_word(&lesson_text[id]); }
