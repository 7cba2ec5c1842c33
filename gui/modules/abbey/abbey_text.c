/* Abbey & Mayor's strings (abbey_text.h). */
#include "modules/abbey/abbey_text.h"
#include "engine.h"

#include <stdio.h>

const gui_words abbey_text[AB_NWORDS] = {
    [AB_RULES_ABBEY] = {{
        "12 more tiles, and every player holds one abbey. At the start of your turn, while a hole is "
        "open (an empty cell with tiles on all four sides), you may drag your abbey into it instead of "
        "drawing a tile. It fits every edge, closes every road, city and field that runs into it "
        "(a city or road it closes scores at once) and is a cloister you may put a monk on. When the "
        "last tile of the stack is laid, everyone still holding an abbey gets one more chance, in turn "
        "from the left of the last player.",
        "12 kartiček navíc a každý hráč má jedno opatství. Na začátku svého tahu, je-li na stole díra "
        "(prázdné pole obklopené kartičkami ze všech čtyř stran), můžete opatství přetáhnout do ní "
        "místo tažení kartičky. Pasuje ke každé hraně, ukončí každou cestu, město i louku, které do něj "
        "vedou (cesta nebo město, které tak dokončí, se hned počítá), a je klášterem, na který smíte "
        "postavit mnicha. Po položení poslední kartičky ze zásoby má každý, kdo opatství ještě drží, "
        "poslední příležitost, popořadě zleva od posledního hráče."}},
    [AB_RULES_MAYOR] = {{
        "Every player has a mayor. Drag it from your supply instead of a follower onto a city of the "
        "tile you just placed that nobody holds. In the city's majority it counts as many followers "
        "as the city has pennants: three pennants beat two knights, and a city without pennants "
        "gives the mayor nothing. It scores and goes home like a follower.",
        "Každý hráč má starostu. Přetáhněte ho ze zásoby místo figurky do města právě položené "
        "kartičky, které nikdo nedrží. Ve většině ve městě se počítá za tolik figurek, kolik má město "
        "erbů: tři erby porazí dva rytíře a ve městě bez erbu starosta nezíská nic. Boduje a vrací se "
        "domů jako figurka."}},
    [AB_RULES_WAGON] = {{
        "Every player has a wagon. Drag it from your supply instead of a follower onto a road, city "
        "or cloister of the tile you just placed that nobody holds; it counts as one follower. When "
        "its road, city or cloister scores during the game, the wagon may roll on, instead of going "
        "home, to a road, city or cloister joined to it on one of its tiles that is not finished and "
        "holds no follower: click one of the lit places, or send it home. At the final scoring it "
        "stays where it is.",
        "Každý hráč má vůz. Přetáhněte ho ze zásoby místo figurky na cestu, do města nebo kláštera "
        "právě položené kartičky, které nikdo nedrží; počítá se jako jedna figurka. Když se jeho cesta, "
        "město nebo klášter během hry vyhodnotí, smí vůz místo návratu domů přejet na cestu, město "
        "nebo klášter, který na některé z jeho kartiček navazuje, není dokončený a nikdo na něm nestojí: "
        "klikněte na jedno ze světlých míst, nebo ho pošlete domů. Při závěrečném počítání zůstane stát."}},
    [AB_DIAGRAM] = {{
        "A hole with tiles on all four sides: an abbey fits there whatever the edges show and closes "
        "the three cities that run into it. Blue's wagon waits on the start tile's road.",
        "Díra s kartičkami ze všech čtyř stran: opatství tam pasuje, ať hrany ukazují cokoli, a "
        "uzavře tři města, která do něj vedou. Modrý vůz čeká na cestě výchozí kartičky."}},
    [AB_LESSON_1] = {{
        "Your abbey waits in your supply. When a hole opens (an empty cell with tiles on all four "
        "sides), drag the abbey into it instead of drawing: it fits anything and closes what it meets.",
        "Vaše opatství čeká v zásobě. Když vznikne díra (prázdné pole s kartičkami ze všech čtyř "
        "stran), přetáhněte do ní opatství místo tažení kartičky: pasuje ke všemu a uzavře, co potká."}},
    [AB_LESSON_2] = {{
        "The mayor goes into a city instead of a follower and is as strong as the city has pennants "
        "(none: it wins nothing). The wagon goes on a road, city or cloister; when that scores during the "
        "game, click a lit joined place that is open and empty to roll it on, or send it home.",
        "Starosta jde místo figurky do města a je tak silný, kolik má město erbů (žádný erb: nezíská nic). "
        "Vůz jde na cestu, do města nebo kláštera; když se během hry vyhodnotí, klikněte na světlé "
        "navazující místo, které je otevřené a prázdné, a vůz tam přejede, nebo ho pošlete domů."}},
    [AB_TIP_ABBEY] = {{"Abbey: instead of drawing, drag it into a hole with tiles on all four sides; it fits any edge",
                       "Opatství: místo tažení je přetáhněte do díry s kartičkami ze všech čtyř stran; pasuje ke všemu"}},
    [AB_TIP_MAYOR] = {{"Mayor: goes into a free city of your new tile; counts as many followers as the city's pennants",
                       "Starosta: jde do volného města nové kartičky; počítá se za tolik figurek, kolik má město erbů"}},
    [AB_TIP_WAGON] = {{"Wagon: goes on a free road, city or cloister; when it scores, it may roll on to a joined one",
                       "Vůz: jde na volnou cestu, do města nebo kláštera; po vyhodnocení smí přejet na navazující"}},
    [AB_ASK] = {{"A hole is open: drag your abbey into a lit hole, or draw a tile.",
                 "Na stole je díra: přetáhněte opatství do světlé díry, nebo si vezměte kartičku."}},
    [AB_ASK_LAST] = {{"The last tile is laid: drag your abbey into a lit hole now, or pass.",
                      "Poslední kartička leží: přetáhněte teď opatství do světlé díry, nebo se vzdejte."}},
    [AB_DRAW] = {{"Draw a tile", "Vzít kartičku"}},
    [AB_PASS] = {{"Pass", "Vzdát se"}},
    [AB_HINT_DRAG] = {{"Drop the abbey on a lit hole; anywhere else puts it back.",
                       "Pusťte opatství na světlou díru; jinde se vrátí do zásoby."}},
    [AB_KEYS] = {{"D/Enter draw", "D/Enter vzít kartičku"}},
    [AB_KEYS_LAST] = {{"D/Enter pass", "D/Enter vzdát se"}},
    [AB_TURN_LAST] = {{"%1's last chance for the abbey", "%1 \xE2\x80\x94 poslední příležitost pro opatství"}},
    [AB_MV_ABBEY_YES] = {{"Place the abbey into a hole", "Vložit opatství do díry"}},
    [AB_MV_ABBEY_NO] = {{"Draw a tile", "Vzít kartičku"}},
    [AB_MV_ABBEY_PASS] = {{"Keep the abbey (pass)", "Nechat si opatství (vzdát se)"}},
    [AB_MV_MAYOR_NONE] = {{"No mayor", "Bez starosty"}},
    [AB_MV_MAYOR] = {{"The mayor on spot %1", "Starosta na místo %1"}},
    [AB_MV_WAGON_NONE] = {{"No wagon", "Bez vozu"}},
    [AB_MV_WAGON] = {{"The wagon on spot %1", "Vůz na místo %1"}},
    [AB_MV_WAGON_MOVE] = {{"Roll on to the %1 at %2", "Přejet na %1 na %2"}},
    [AB_MV_WAGON_HOME] = {{"Send the wagon home", "Poslat vůz domů"}},
    [AB_HIST_ABBEY] = {{"%1 takes the abbey instead of a tile", "%1 bere místo kartičky opatství"}},
    [AB_HIST_ABBEY_LAST] = {{"%1 plays the abbey in the last round", "%1 hraje opatství v posledním kole"}},
    [AB_HIST_PASS] = {{"%1 keeps the abbey", "%1 si opatství nechává"}},
    [AB_HIST_MAYOR] = {{"  %1's mayor goes into the city (%2 pennants)", "  Starosta hráče %1 jde do města (erbů: %2)"}},
    [AB_HIST_MAYOR_ONE] = {{"  %1's mayor goes into the city (1 pennant)", "  Starosta hráče %1 jde do města (1 erb)"}},
    [AB_HIST_MAYOR_NONE] = {{"  %1's mayor goes into a city without pennants", "  Starosta hráče %1 jde do města bez erbu"}},
    [AB_HIST_WAGON] = {{"  %1's wagon goes on the %2", "  Vůz hráče %1 jde na %2"}},
    [AB_HIST_WAGON_MOVED] = {{"%1's wagon rolled on to the %2", "Vůz hráče %1 přejel na %2"}},
    [AB_HIST_WAGON_HOME] = {{"%1's wagon went home", "Vůz hráče %1 se vrátil domů"}},
    [AB_ROAD] = {{"road", "cestu"}},
    [AB_CITY] = {{"city", "město"}},
    [AB_CLOISTER] = {{"cloister", "klášter"}},
    [AB_HOVER_MAYOR] = {{"%1's mayor counts %2 pennants", "starosta hráče %1 má erbů: %2"}},
    [AB_HOVER_MAYOR_ONE] = {{"%1's mayor counts 1 pennant", "starosta hráče %1 má 1 erb"}},
    [AB_HOVER_MAYOR_NONE] = {{"%1's mayor counts nothing (no pennant)", "starosta hráče %1 nemá sílu (žádný erb)"}},
    [AB_HOVER_WAGON] = {{"%1's wagon", "vůz hráče %1"}},
    [AB_WAGON_ASK] = {{"%1's wagon may roll on: click a lit road, city or cloister joined to the one just scored, or send it home.",
                       "Vůz hráče %1 smí přejet: klikněte na světlou cestu, město nebo klášter navazující na právě vyhodnocený, nebo ho pošlete domů."}},
    [AB_WAGON_HOME_BTN] = {{"Send it home", "Poslat domů"}},
    [AB_HINT_FIGURE] = {{"Drag a follower, your mayor or your wagon from the supply onto a lit spot, or press End turn.",
                         "Přetáhněte figurku, starostu nebo vůz ze zásoby na světlé místo, nebo ukončete tah."}},
};

const char *abbey_tr(abbey_text_id id) { return id >= 0 && id < AB_NWORDS ? gui_word(&abbey_text[id]) : "?"; }

void abbey_mayor_words(abbey_text_id many, int pennants, const char *who, char *buf, size_t cap)
{
    char num[12];
    snprintf(num, sizeof num, "%d", pennants);
    gui_subst(buf, cap, abbey_tr((abbey_text_id)(pennants == 1 ? many + 1 : pennants == 0 ? many + 2 : many)), who, num,
              NULL);
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
