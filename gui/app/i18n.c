/* The English and Czech string table (UTF-8) and a tiny %1/%2/%3 substitution. */
#include "app/i18n.h"
#include "modules/gui_module.h"
#include "engine.h"

#include <SDL.h>
#include <string.h>

static gui_lang cur = GUI_LANG_EN;

static const char *const table[MSG_COUNT][GUI_LANG_COUNT] = {
    [MSG_TITLE] = {"Citadela", "Citadela"},
    [MSG_SUBTITLE] = {"Build roads, cities and cloisters, tile by tile",
                      "Stavějte cesty, města a kláštery kartičku po kartičce"},
    [MSG_CONTINUE] = {"Continue", "Pokračovat"},
    [MSG_NEW_GAME] = {"New game", "Nová hra"},
    [MSG_LOAD] = {"Load", "Nahrát"},
    [MSG_SETTINGS] = {"Settings", "Nastavení"},
    [MSG_RULES] = {"Rules", "Pravidla"},
    [MSG_QUIT] = {"Quit", "Konec"},
    [MSG_PLAYERS] = {"Players", "Hráči"},
    [MSG_HUMAN] = {"Human", "Člověk"},
    [MSG_COMPUTER_SOON] = {"Computer (soon)", "Počítač (brzy)"},
    [MSG_AI_EASY] = {"Computer: easy", "Počítač: snadný"},
    [MSG_AI_MEDIUM] = {"Computer: medium", "Počítač: střední"},
    [MSG_AI_HARD] = {"Computer: hard", "Počítač: těžký"},
    [MSG_MODE] = {"Game mode", "Herní režim"},
    [MSG_OPT_SMALL_CITY] = {"Small city scores 2", "Malé město za 2 body"},
    [MSG_OPT_SMALL_CITY_HELP] = {"Old rule: a finished city of two tiles scores 2 points instead of 4.",
                                 "Staré pravidlo: dokončené město ze dvou kartiček dá 2 body místo 4."},
    [MSG_SEED] = {"Seed", "Semínko"},
    [MSG_NEW_SEED] = {"New seed", "Nové semínko"},
    [MSG_SEED_HELP] = {"The same seed deals the tiles in the same order.",
                       "Stejné semínko rozdá kartičky ve stejném pořadí."},
    [MSG_START] = {"Start game", "Začít hru"},
    [MSG_BACK] = {"Back", "Zpět"},
    [MSG_ADD_PLAYER] = {"Add player", "Přidat hráče"},
    [MSG_REMOVE] = {"Remove", "Odebrat"},
    [MSG_DEFAULT_PLAYER] = {"Player %1", "Hráč %1"},
    [MSG_TURN_OF] = {"%1 to play", "Na tahu: %1"},
    [MSG_END_TURN] = {"End turn", "Ukončit tah"},
    [MSG_UNDO] = {"Undo", "Zpět"},
    [MSG_MENU] = {"Menu", "Nabídka"},
    [MSG_SAVE] = {"Save", "Uložit"},
    [MSG_TILES_LEFT] = {"Tiles left: %1", "Zbývá kartiček: %1"},
    [MSG_HINT_TILE] = {"Drag the tile onto a lit cell. R, right-click or the wheel while dragging turns it.",
                       "Přetáhněte kartičku na zvýrazněné pole. Otáčí R, pravé tlačítko nebo kolečko při tažení."},
    [MSG_HINT_FOLLOWER] = {"Drag a follower onto a circle, or End turn to skip.",
                           "Přetáhněte figurku na kroužek, nebo ukončete tah bez ní."},
    [MSG_HINT_END] = {"Press End turn (Enter) to confirm. Ctrl+Z takes it back.",
                      "Potvrďte tlačítkem Ukončit tah (Enter). Ctrl+Z tah vrátí."},
    [MSG_HISTORY] = {"History", "Historie"},
    [MSG_DISTRIBUTION] = {"Tiles still in the bag", "Kartičky, které zbývají"},
    [MSG_PROJECTED] = {"If the game ended now", "Kdyby hra skončila teď"},
    [MSG_DISCARDED] = {"A tile fitted nowhere and was discarded.", "Kartička nešla nikam přiložit a byla vyřazena."},
    [MSG_SAVED] = {"Saved: %1", "Uloženo: %1"},
    [MSG_SAVE_FAILED] = {"Could not save: %1", "Nelze uložit: %1"},
    [MSG_LOAD_FAILED] = {"Could not load %1 (line %2): %3", "Nelze nahrát %1 (řádek %2): %3"},
    [MSG_ATLAS_MISSING] = {"Tile art not found (%1); drawing simple tiles.",
                           "Grafika kartiček chybí (%1); kreslím jednoduché kartičky."},
    [MSG_ATLAS_BROKEN] = {"Some tile art is damaged (%1); those tiles are drawn simply.",
                          "Část grafiky kartiček je poškozená (%1); ty kartičky kreslím jednoduše."},
    [MSG_SAVE_AS] = {"Save game as", "Uložit hru jako"},
    [MSG_LOAD_GAME] = {"Load a game", "Nahrát hru"},
    [MSG_NO_SAVES] = {"No saved games yet.", "Zatím žádné uložené hry."},
    [MSG_CANCEL] = {"Cancel", "Zrušit"},
    [MSG_OK] = {"OK", "OK"},
    [MSG_QUIT_CONFIRM] = {"Leave this game for the menu? Every finished move is already saved; Continue picks it up "
                          "again.",
                          "Odejít ze hry do nabídky? Každý dokončený tah je už uložen; tlačítkem Pokračovat se ke "
                          "hře vrátíte."},
    [MSG_YES] = {"Yes", "Ano"},
    [MSG_NO] = {"No", "Ne"},
    [MSG_POINTS] = {"%1 points", "%1 b."},
    [MSG_ROAD] = {"Road", "Cesta"},
    [MSG_CITY] = {"City", "Město"},
    [MSG_FIELD] = {"Field", "Louka"},
    [MSG_CLOISTER] = {"Cloister", "Klášter"},
    [MSG_COMPLETE] = {"finished", "dokončeno"},
    [MSG_OPEN] = {"unfinished", "nedokončeno"},
    [MSG_NOBODY] = {"nobody", "nikdo"},
    [MSG_THINKING] = {"%1 is thinking…", "%1 přemýšlí…"},
    [MSG_ROTATE] = {"Rotate", "Otočit"},
    [MSG_RESULTS] = {"Final ranking", "Konečné pořadí"},
    [MSG_WINNER] = {"%1 wins!", "Vítězí %1!"},
    [MSG_TIE] = {"A tie: %1", "Remíza: %1"},
    [MSG_CAT_ROADS] = {"Roads", "Cesty"},
    [MSG_CAT_CITIES] = {"Cities", "Města"},
    [MSG_CAT_CLOISTERS] = {"Cloisters", "Kláštery"},
    [MSG_CAT_FIELDS] = {"Fields", "Louky"},
    [MSG_CAT_OTHER] = {"Other", "Ostatní"},
    [MSG_TOTAL] = {"Total", "Celkem"},
    [MSG_SCORE_OVER_TIME] = {"Score over the game", "Vývoj skóre"},
    [MSG_MAIN_MENU] = {"Main menu", "Hlavní nabídka"},
    [MSG_LANGUAGE] = {"Language", "Jazyk"},
    [MSG_LANG_NAME] = {"English", "Čeština"},
    [MSG_UI_SCALE] = {"Interface size", "Velikost rozhraní"},
    [MSG_FULLSCREEN] = {"Full screen (F11)", "Celá obrazovka (F11)"},
    [MSG_PALETTE_CB] = {"Colour-blind-safe colours", "Barvy vhodné pro barvoslepé"},
    [MSG_MARK_UNFILLABLE] = {"Mark cells no tile can fill", "Označit pole, kam už žádná kartička nepasuje"},
    [MSG_CURTAIN] = {"Hide secret hands between two people's turns (click to go on)",
                     "Mezi tahy dvou lidí skrýt tajné ruce (pokračuje se kliknutím)"},
    [MSG_ON] = {"On", "Zap."},
    [MSG_OFF] = {"Off", "Vyp."},
    [MSG_RULES_TITLE] = {"How to play", "Jak hrát"},
    [MSG_RULES_TEXT] = {
        "Each turn you draw a tile and add it to the landscape: it must touch the board and every "
        "touching edge must match (road to road, city to city, field to field). Only the rotations "
        "that fit are offered.\n"
        "Then you may put one follower from your supply on a road, city, cloister or field of that "
        "tile, if nobody already holds that feature.\n"
        "A finished road scores 1 point per tile. A finished city scores 2 per tile and 2 per shield. "
        "A cloister surrounded by 8 tiles scores 9. The player with most followers in a feature "
        "scores it (a tie pays everyone); the followers then return.\n"
        "When the last tile is placed, unfinished roads and cities score 1 per tile (and shield), "
        "cloisters 1 plus 1 per neighbour, and each field pays its owner 3 points per finished city "
        "it touches. Each player has 7 followers.",
        "Každý tah si vezmete kartičku a přiložíte ji ke krajině: musí se dotýkat hrací plochy a všechny "
        "sousední hrany musí navazovat (cesta na cestu, město na město, louka na louku). Nabídnou se jen "
        "otočení, která pasují.\n"
        "Potom smíte na cestu, město, klášter nebo louku této kartičky postavit jednu figurku ze zásoby, "
        "pokud ji už nikdo neobsadil.\n"
        "Dokončená cesta dá 1 bod za kartičku, dokončené město 2 body za kartičku a 2 za erb. Klášter "
        "obklopený 8 kartičkami dá 9 bodů. Boduje hráč s nejvíce figurkami (při rovnosti všichni); figurky "
        "se pak vrátí.\n"
        "Po poslední kartičce dají nedokončené cesty a města 1 bod za kartičku (a erb), kláštery 1 plus 1 za "
        "souseda a každá louka dá majiteli 3 body za každé dokončené město, se kterým sousedí. Každý "
        "hráč má 7 figurek."},
    [MSG_RULE_SMALL_ON] = {"Small cities: the option \"Small cities score 2\" is on in this game, so a finished city "
                           "of only two tiles scores 2 points, as in the first edition (every other city: 2 per tile).",
                           "Malá města: v této hře je zapnutá volba \"Malé město za 2 body\", takže dokončené město "
                           "jen ze dvou kartiček dá 2 body jako v prvním vydání (každé jiné město 2 body za kartičku)."},
    [MSG_RULE_SMALL_OFF] = {"Small cities: a finished city of two tiles scores 4 points (2 per tile), as in today's "
                            "rules. The option \"Small cities score 2\" gives the first edition's 2 points instead.",
                            "Malá města: dokončené město ze dvou kartiček dá 4 body (2 za kartičku) jako v dnešních "
                            "pravidlech. Volba \"Malé město za 2 body\" místo toho dá 2 body jako první vydání."},
    [MSG_DIAGRAM_CITY] = {"Touching edges match. Red's knight holds a finished city of 2 tiles: 4 points. Blue's "
                          "robber's road is still open.",
                          "Sousední hrany na sebe navazují. Červený rytíř drží dokončené město ze 2 kartiček: 4 body. "
                          "Cesta modrého lupiče ještě pokračuje."},
    [MSG_DIAGRAM_CLOISTER] = {"A cloister with all 8 neighbours is finished: 9 points for green's monk.",
                              "Klášter se všemi 8 sousedy je dokončený: 9 bodů pro zeleného mnicha."},
    [MSG_DIAGRAM_FIELD] = {"At the end a field pays 3 points per finished city it touches: green's farmer gets 3.",
                           "Na konci hry dá louka 3 body za každé dokončené město, kterého se dotýká: zelený sedlák "
                           "dostane 3."},
    [MSG_COL0] = {"Red", "Červená"},
    [MSG_COL1] = {"Blue", "Modrá"},
    [MSG_COL2] = {"Green", "Zelená"},
    [MSG_COL3] = {"Yellow", "Žlutá"},
    [MSG_COL4] = {"Black", "Černá"},
    [MSG_COL5] = {"Purple", "Fialová"},
    [MSG_HIST_PLACE] = {"%1: %2, %3", "%1: %2, %3"},
    [MSG_HIST_SCORE] = {"  %1 +%2 · %3", "  %1 +%2 · %3"},
    [MSG_KNIGHT] = {"knight", "rytíř"},
    [MSG_ROBBER] = {"robber", "lupič"},
    [MSG_MONK] = {"monk", "mnich"},
    [MSG_FARMER] = {"farmer", "sedlák"},
    [MSG_A_FOLLOWER] = {"follower", "figurka"},
    [MSG_HIST_FINAL] = {"Final scoring", "Závěrečné hodnocení"},
    [MSG_FOLLOWER_BACK] = {"follower back", "figurka zpět"},
    [MSG_HIDE] = {"Close", "Zavřít"},
    [MSG_NO_FOLLOWER] = {"No follower", "Bez figurky"},
    [MSG_CORRUPT_AUTOSAVE] = {"The autosave could not be read: %1", "Automatické uložení nelze přečíst: %1"},
    [MSG_GAME_OVER] = {"Game over", "Konec hry"},
    [MSG_FINAL_SCORING] = {"See the results", "Zobrazit výsledky"},
    [MSG_SEATS_HELP] = {"%1 to %2 players take turns at this computer. Click a colour to change it, "
                         "and Human to let the computer play that seat.",
                         "%1 až %2 hráčů se střídá u tohoto počítače. Kliknutím na barvu ji změníte, "
                         "kliknutím na Člověk necháte místo hrát počítač."},
    [MSG_SEATS_HELP_SERVER] = {"%1 to %2 players, each at their own screen: you sit at the first seat, friends join "
                                "with the code the server gives. Click a colour to change it.",
                                "%1 až %2 hráčů, každý u své obrazovky: vy sedíte na prvním místě, přátelé se připojí "
                                "kódem od serveru. Kliknutím na barvu ji změníte."},
    [MSG_KEPT_UNFINISHED] = {"The unfinished game was kept as %1 (Load).",
                             "Rozehraná hra zůstala uložena jako %1 (Nahrát)."},
    [MSG_CONTROLS_TITLE] = {"In this window", "Ovládání"},
    [MSG_RULES_CONTROLS] = {
        "Drag the tile from the right-hand panel onto a lit cell (or click the cell). R, Tab, the "
        "right button or the wheel (while dragging) turns it through the rotations that fit. Then drag the follower onto one of the "
        "white circles, or leave it. End turn (Enter or Space) confirms; until then Ctrl+Z takes back "
        "the follower, then the tile. Hover a feature to see its value and owners; H shows the "
        "history, T the tiles left, P the scores if the game ended now, N asks for a hint, M turns the sound off and on. "
        "The wheel zooms and dragging the board pans it; the +, \xE2\x88\x92 and \xE2\x8C\x82 buttons in the board's "
        "corner zoom in, zoom out and fit the whole board (Home fits it too). The game is saved after every "
        "turn: Continue in the main menu picks it up.",
        "Přetáhněte kartičku z pravého panelu na zvýrazněné pole (nebo na pole klikněte). R, Tab, pravé "
        "tlačítko nebo kolečko (při tažení) ho otáčí jen mezi otočeními, která pasují. Pak přetáhněte figurku na některý "
        "bílý kroužek, nebo ji nechte. Ukončit tah (Enter nebo mezerník) potvrdí; do té doby Ctrl+Z "
        "vrátí figurku a pak kartičku. Najetím na prvek uvidíte jeho hodnotu a majitele; H ukáže "
        "historii, T zbývající kartičky, P skóre, kdyby hra skončila teď, N poradí tah, M vypne a zapne zvuk. "
        "Kolečko přibližuje a tažení plochy ji posouvá; tlačítka +, \xE2\x88\x92 a \xE2\x8C\x82 v rohu plochy ji "
        "přiblíží, oddálí a ukážou celou (celou ji ukáže i Home). Hra se ukládá po každém tahu: "
        "Pokračovat v hlavní nabídce na ni naváže."},
    [MSG_REMATCH] = {"Rematch (same tiles)", "Odveta (stejné kartičky)"},
    [MSG_COMPUTER] = {"computer", "počítač"},
    [MSG_ANIM_SPEED] = {"Computer moves", "Tahy počítače"},
    [MSG_VOLUME] = {"Sound effects (M)", "Zvukové efekty (M)"},
    [MSG_SOUND_OFF] = {"Sound off (M turns it on)", "Zvuk vypnut (M ho zapne)"},
    [MSG_SOUND_ON] = {"Sound on", "Zvuk zapnut"},
    [MSG_NO_AUDIO] = {"no audio device here", "zvukové zařízení chybí"},
    [MSG_AI_TIME] = {"Computer thinking time", "Čas na přemýšlení počítače"},
    [MSG_SPEED_SLOW] = {"slow", "pomalu"},
    [MSG_SPEED_NORMAL] = {"normal", "normálně"},
    [MSG_SPEED_FAST] = {"fast", "rychle"},
    [MSG_SPEED_INSTANT] = {"instant", "okamžitě"},
    [MSG_FINALE_TITLE] = {"Final scoring: %1", "Závěrečné hodnocení: %1"},
    [MSG_FINALE_SKIP] = {"Click or press a key to skip", "Kliknutím nebo klávesou přeskočíte"},
    [MSG_QUIT_GAME_CONFIRM] = {"Quit Citadela? Every finished move is already saved; Continue in the menu picks "
                               "the game up again.",
                               "Ukončit Citadelu? Každý dokončený tah je už uložen; příště se ke hře vrátíte "
                               "tlačítkem Pokračovat."},
    [MSG_AUTOSAVE_MOVED] = {"The autosave is damaged at line %1: %2; the file was kept as %3.",
                            "Automatické uložení je poškozené na řádku %1: %2; soubor zůstal uložen jako %3."},
    [MSG_AUTOSAVE_CUT] = {"The autosave breaks off after move %1 and was kept as %2.",
                          "Automatické uložení končí předčasně po tahu %1 a zůstalo uložené jako %2."},
    [MSG_SAVE_CUT] = {"The saved game %1 breaks off after move %2.", "Uložená hra %1 končí předčasně po tahu %2."},
    /* A file name: ASCII letters and - only. */
    [MSG_UNFINISHED_PREFIX] = {"unfinished", "nedohrana"},
    [MSG_SCROLL_MORE] = {"%1-%2 of %3 · the wheel or the arrows show more", "%1–%2 z %3 · další ukáže kolečko nebo šipky"},
    [MSG_BAD_MOVE] = {"a move the rules do not allow", "tah, který pravidla nedovolují"},
    [MSG_RECOVER] = {"Play on from move %1", "Hrát dál od tahu %1"},
    [MSG_NOT_NOW] = {"Not now", "Teď ne"},
    [MSG_RECOVER_FAILED] = {"The game could not be restored.", "Hru se nepodařilo obnovit."},
    [MSG_HIST_PLACE_FOLLOWER] = {"%1 · %2 (%3)", "%1 · %2 (%3)"},
    [MSG_FIELD_FEEDS] = {"feeds %1", "živí %1"},
    [MSG_FIELD_FEEDS_NONE] = {"no finished city yet", "zatím u žádného dokončeného města"},
    [MSG_VALUE_AT_END] = {"%1 at the end", "%1 na konci hry"},
    [MSG_SAVE_INFO] = {"%1 · %2 · move %3", "%1 · %2 · tah %3"},
    [MSG_SAVE_INFO_OVER] = {"%1 · %2 · finished after %3 moves", "%1 · %2 · dohráno po %3 tazích"},
    [MSG_SAVE_UNREADABLE] = {"%1 · cannot be read", "%1 · nelze přečíst"},
    [MSG_SCALE_LIMITED] = {"limited by the window size", "omezeno velikostí okna"},
    [MSG_DELETE] = {"Delete", "Smazat"},
    /* Why Start is greyed: said inside the offending name field, so they must stay short. */
    [MSG_NAME_EMPTY] = {"Enter a name", "Chybí jméno"},
    [MSG_NAME_BLANK] = {"Only spaces", "Jen mezery"},
    [MSG_NAME_LONG] = {"Too long", "Příliš dlouhé"},
    [MSG_NAME_CHARS] = {"Invalid characters", "Nepovolené znaky"},
    [MSG_DELETE_CONFIRM] = {"Really?", "Opravdu?"},
    [MSG_VALUE_NOW] = {"%1 now", "zatím %1"},
    [MSG_VALUE_SCORED] = {"scored %1", "získalo %1"},
    /* A feature's state agrees with its kind in Czech: cesta/louka -á, město -é, klášter -ý. */
    [MSG_DONE_ROAD] = {"finished", "dokončená"},
    [MSG_DONE_CITY] = {"finished", "dokončené"},
    [MSG_DONE_FIELD] = {"finished", "dokončená"},
    [MSG_DONE_CLOISTER] = {"finished", "dokončený"},
    [MSG_OPEN_ROAD] = {"unfinished", "nedokončená"},
    [MSG_OPEN_CITY] = {"unfinished", "nedokončené"},
    [MSG_OPEN_FIELD] = {"unfinished", "nedokončená"},
    [MSG_OPEN_CLOISTER] = {"unfinished", "nedokončený"},
    [MSG_SINCE_TURN] = {"moves since your last turn are numbered", "tahy od vašeho posledního tahu jsou očíslované"},
    [MSG_SHOW_BOARD] = {"Final board", "Hrací plocha"},
    /* The rules screen's heading over the modules, and what every decision dialog shares
       (decide.c). The modules' own strings are in gui/modules/NAME/NAME_text.c. */
    [MSG_BOX_BASE] = {"Base game", "Základní hra"},
    [MSG_BOX_BIG] = {"Big Box", "Big Box"},
    [MSG_BOX_OTHER] = {"Other expansions", "Další rozšíření"},
    [MSG_SKIP] = {"Skip", "Vynechat"},
    [MSG_ALL_CHOICES] = {"All choices", "Všechny možnosti"},
    [MSG_DECIDES] = {"%1 decides", "Rozhoduje: %1"},
    [MSG_GENERIC_HELP] = {"Every legal answer to the decision now pending:",
                          "Všechny platné odpovědi na rozhodnutí, které teď čeká:"},
    /* The rules screen: the line under a module's rules when the game plays with it. */
    [MSG_RULE_MODULE_ON] = {"This game plays with it.", "Tato hra se s ním hraje."},
    [MSG_RULE_MODE_ON] = {"This game is played in this mode.", "Tato hra se hraje v tomto režimu."},
    [MSG_OPT_EXCLUDED] = {"Not together with %1: switch that off first.", "Nejde spolu s volbou %1: nejdřív ji vypněte."},
    [MSG_REPLAY] = {"Replay", "Přehrát"},
    [MSG_REPLAY_TITLE] = {"Replay: %1", "Záznam: %1"},
    [MSG_REPLAY_MOVE] = {"Move %1 of %2", "Tah %1 z %2"},
    [MSG_REPLAY_START] = {"Start of the game (%1 moves)", "Začátek hry (tahů: %1)"},
    [MSG_PLAY_ON] = {"Play on from here", "Hrát odsud dál"},
    [MSG_PLAY_ON_SAVED] = {"A new game from move %1, saved as %2", "Nová hra od tahu %1, uložena jako %2"},
    [MSG_PLAY_ON_NAME] = {"%1-from-move-%2", "%1-od-tahu-%2"},
    [MSG_REPLAY_LAST] = {"last-game", "posledni-hra"},
    [MSG_PURIST] = {"Purist mode: every aid off", "Režim purista: všechny pomůcky vypnuté"},
    [MSG_PURIST_ON] = {"Purist: no aids in this game", "Purista: v této hře bez pomůcek"},
    [MSG_REVIEW] = {"Review", "Rozbor"},
    [MSG_REVIEW_RUNNING] = {"Reviewing the game: %1 %", "Rozbor hry: %1 %"},
    [MSG_REVIEW_CANCELLED] = {"Review cancelled", "Rozbor zrušen"},
    [MSG_REVIEW_FAILED] = {"The review failed: the game's record is damaged.", "Rozbor selhal: záznam hry je poškozený."},
    [MSG_WIN_CHANCE] = {"Chance to win", "Šance na výhru"},
    [MSG_REVIEW_SWINGS] = {"Biggest swings", "Největší zvraty"},
    [MSG_REVIEW_SWING] = {"Move %1, %2: %3", "Tah %1, %2: %3"},
    [MSG_REVIEW_BETTER] = {"better: %1", "lépe: %1"},
    [MSG_REVIEW_PLACE] = {"the %1", "%1"},
    [MSG_REVIEW_FOLLOWER] = {"with a follower", "s figurkou"},
    [MSG_REVIEW_NO_SWINGS] = {"No big mistakes: no move lost much.", "Žádné velké chyby: žádný tah moc neztratil."},
    [MSG_REVIEW_CLICK] = {"Click a point to see that move on the board.", "Klepněte na bod a uvidíte ten tah na desce."},
    [MSG_REVIEW_KEPT] = {"the best move found was played", "zahrán nejlepší nalezený tah"},
    [MSG_REVIEW_SCORES] = {"Scores", "Skóre"},
    [MSG_REVIEW_GHOST] = {"Ghost: the review's better move", "Průsvitně: lepší tah podle rozboru"},
    [MSG_REVIEW_START] = {"Start", "Začátek"},
    [MSG_HINT] = {"Hint", "Nápověda"},
    [MSG_HINT_THINKING] = {"Thinking…", "Přemýšlím…"},
    [MSG_HINT_PLACE] = {"Hint: the tile where the ghost shows, no follower.",
                        "Nápověda: kartička tam, kde je její stín, bez figurky."},
    [MSG_HINT_PLACE_FOLLOWER] = {"Hint: the tile where the ghost shows, with a follower (%1).",
                                 "Nápověda: kartička tam, kde je její stín, s figurkou (%1)."},
    [MSG_HINT_PLACE_PIECE] = {"Hint: the tile where the ghost shows, with a follower.",
                              "Nápověda: kartička tam, kde je její stín, s figurkou."},
    [MSG_HINT_OTHER] = {"Hint: %1", "Nápověda: %1"},
    [MSG_HINT_THEN] = {"Then: %1", "Potom: %1"},
    [MSG_HINT_FAILED] = {"No hint this time.", "Tentokrát bez nápovědy."},
    [MSG_HINTS_USED] = {"Hints used: %1", "Použité nápovědy: %1"},
    [MSG_HINT_MARK] = {"(hint)", "(nápověda)"},
    [MSG_THINK_DEFAULT] = {"Default time", "Výchozí čas"},
    [MSG_THINK_SECS] = {"%1 s a move", "%1 s na tah"},
    [MSG_THINK_HELP] = {"A computer seat's thinking time a move, on average (more at the start): the default is the one in Settings.",
                        "Čas na rozmyšlenou pro počítač, v průměru na tah (na začátku víc): výchozí je ten z Nastavení."},
    [MSG_DECIDE_HOTSEAT] = {"It is %1's turn, but %2 decides this: pass the mouse.",
                           "Na tahu je %1, ale tohle rozhoduje %2: předejte myš."},
    [MSG_PONDER] = {"Think during your turn", "Přemýšlet během tahu člověka"},
    [MSG_AI_CORES] = {"Cores for a hard computer", "Jádra pro těžký počítač"},
    /* %1: the machine's cores (at most 8) */
    [MSG_CORES_ALL] = {"all (%1)", "vše (%1)"},
    /* No-break spaces (\xC2\xA0) keep each key on one line with its word. */
    [MSG_KEY_ZOOM] = {"Wheel\xC2\xA0zoom", "Kolečko\xC2\xA0přiblíží"},
    [MSG_KEY_PAN] = {"drag\xC2\xA0pans", "tažení\xC2\xA0posouvá"},
    [MSG_KEY_FIT] = {"Home\xC2\xA0" "fits", "Home\xC2\xA0" "celá\xC2\xA0plocha"},
    [MSG_KEY_CELL] = {"Q/E\xC2\xA0" "cell", "Q/E\xC2\xA0pole"},
    [MSG_KEY_FOLLOWER] = {"1-9\xC2\xA0" "follower", "1–9\xC2\xA0" "figurka"},
    [MSG_KEY_HISTORY] = {"H\xC2\xA0history", "H\xC2\xA0historie"},
    [MSG_KEY_HINT] = {"N\xC2\xA0hint", "N\xC2\xA0nápověda"},
    [MSG_KEY_TILES] = {"T\xC2\xA0tiles", "T\xC2\xA0zbylé\xC2\xA0" "kartičky"},
    [MSG_KEY_PROJECTION] = {"P\xC2\xA0projection", "P\xC2\xA0odhad\xC2\xA0skóre"},
    [MSG_KEY_SOUND] = {"M\xC2\xA0sound", "M\xC2\xA0zvuk"},
    [MSG_KEY_STEP] = {"←/→\xC2\xA0move", "←/→\xC2\xA0tah"},
    [MSG_KEY_ENDS] = {"Home/End\xC2\xA0" "first/last", "Home/End\xC2\xA0začátek/konec"},
    [MSG_KEY_PLAY] = {"Space\xC2\xA0play/pause", "mezerník\xC2\xA0spustí/zastaví"},
    [MSG_KEY_SPEED] = {"1-3\xC2\xA0speed", "1–3\xC2\xA0rychlost"},
    [MSG_KEY_BACK] = {"Esc\xC2\xA0" "back", "Esc\xC2\xA0zpět"},
    [MSG_DIR_N] = {"north", "severně"},
    [MSG_DIR_NE] = {"north-east", "severovýchodně"},
    [MSG_DIR_E] = {"east", "východně"},
    [MSG_DIR_SE] = {"south-east", "jihovýchodně"},
    [MSG_DIR_S] = {"south", "jižně"},
    [MSG_DIR_SW] = {"south-west", "jihozápadně"},
    [MSG_DIR_W] = {"west", "západně"},
    [MSG_DIR_NW] = {"north-west", "severozápadně"},
    [MSG_SIDE_N] = {"to the north", "na severu"},
    [MSG_SIDE_NE] = {"to the north-east", "na severovýchodě"},
    [MSG_SIDE_E] = {"to the east", "na východě"},
    [MSG_SIDE_SE] = {"to the south-east", "na jihovýchodě"},
    [MSG_SIDE_S] = {"to the south", "na jihu"},
    [MSG_SIDE_SW] = {"to the south-west", "na jihozápadě"},
    [MSG_SIDE_W] = {"to the west", "na západě"},
    [MSG_SIDE_NW] = {"to the north-west", "na severozápadě"},
    [MSG_WHERE_START] = {"%1 %2 of the start", "%1 %2 od startu"},
    [MSG_TILE_OF] = {"tile (%1)", "kartička (%1)"},
    [MSG_ORDER_TIP] = {"Turn %1 of the %2 still to come in this round", "Na řadě %1. z %2, kteří v tomto kole ještě hrají"},
    [MSG_NEWGAME_POINT] = {"Point at an expansion to read here all it adds.",
                           "Najeďte na rozšíření a zde se dočtete vše, co přidává."},
    [MSG_SPOT_SIDE] = {"%1 %2", "%1 %2"},
    [MSG_REVIEW_ON] = {", %1 on the %2", ", %1: %2"},
    [MSG_HOST_TABLE] = {"Host a table", "Založit stůl"},
    [MSG_JOIN_TABLE] = {"Join a table", "Připojit se ke stolu"},
    [MSG_SEAT_FRIEND] = {"Friend (network)", "Přítel (po síti)"},
    [MSG_OPEN_TABLE] = {"Open the table", "Otevřít stůl"},
    [MSG_REOPEN_TABLE] = {"Reopen the last table", "Znovu otevřít stůl"},
    [MSG_NET_ADDRESS] = {"Host's address", "Adresa hostitele"},
    [MSG_NET_PORT] = {"Port", "Port"},
    [MSG_NET_CODE] = {"Join code", "Kód stolu"},
    [MSG_NET_NAME] = {"Your name", "Vaše jméno"},
    [MSG_NET_JOIN] = {"Join", "Připojit"},
    [MSG_NET_TABLE] = {"Table %1", "Stůl %1"},
    [MSG_NET_GIVE_OUT] = {"Give your friends an address below, port %1 and the join code %2.", "Dejte přátelům některou adresu níže, port %1 a kód stolu %2."},
    [MSG_NET_WAIT_HOST] = {"Waiting for the host to start the game.", "Čeká se, až hostitel začne hru."},
    [MSG_NET_WAIT_SEATS] = {"The game can start once every seat is taken.", "Hru lze začít, až budou obsazena všechna místa."},
    [MSG_NET_SEAT_OPEN] = {"waiting for a friend", "čeká na přítele"},
    [MSG_NET_SEAT_HERE] = {"connected", "připojen"},
    [MSG_NET_SEAT_AWAY] = {"away: the seat waits for them", "odpojen: místo na něj čeká"},
    [MSG_NET_SEAT_AI] = {"computer (run by the host)", "počítač (u hostitele)"},
    [MSG_NET_SEAT_LOCAL] = {"at the host's screen", "u obrazovky hostitele"},
    [MSG_NET_YOU] = {"you", "vy"},
    [MSG_NET_LEAVE] = {"Leave the table", "Odejít od stolu"},
    [MSG_NET_CLOSED] = {"The connection to the table closed: %1", "Spojení se stolem skončilo: %1"},
    [MSG_NET_FAILED] = {"Could not open the table: %1", "Stůl nelze otevřít: %1"},
    [MSG_NET_SEND] = {"Send", "Poslat"},
    [MSG_NET_FOUND] = {"Tables on this network (a click fills in the address and port):",
                       "Stoly v této síti (kliknutím se vyplní adresa a port):"},
    [MSG_NET_NONE_FOUND] = {"No table announced on this network yet.", "V této síti zatím žádný stůl ohlášen není."},
    [MSG_NET_LEFT] = {"%1 dropped out: the table waits for them to come back", "%1 vypadl ze hry: stůl čeká na návrat"},
    [MSG_NET_BACK] = {"%1 is back at the table", "%1 je zpět u stolu"},
    [MSG_NET_DECIDING] = {"%1 is deciding at their screen", "%1 rozhoduje u své obrazovky"},
    [MSG_NET_READY] = {"ready", "připraven"},
    [MSG_NET_NOT_READY] = {"not ready yet", "ještě nepřipraven"},
    [MSG_NET_MARK_READY] = {"I'm ready", "Jsem připraven"},
    [MSG_NET_UNMARK_READY] = {"Not ready", "Nejsem připraven"},
    [MSG_NET_NOT_ALL_READY] = {"Not everyone is ready yet: you may start anyway.", "Ještě nejsou připraveni všichni: začít můžete i tak."},
    [MSG_NET_AI_TAKES] = {"%1 has been away too long: the computer plays their seat until they come back", "%1 je pryč příliš dlouho: jeho místo hraje počítač, dokud se nevrátí"},
    [MSG_NET_AWAY_AFTER] = {"The computer plays a seat away for %1 min", "Za odpojeného po %1 min hraje počítač"},
    /* A joined window keeps no game of its own to Continue (it plays the host's): the seat is
       what is kept. A host's table is reopened, not continued. */
    [MSG_NET_LEAVE_JOINED] = {"Leave the table for the menu? Your seat is kept for you at the host: Join a table "
                              "takes you back to it (its fields stay filled in).",
                              "Odejít od stolu do nabídky? Vaše místo u hostitele zůstává: Připojit se ke stolu "
                              "vás k němu vrátí (údaje zůstanou vyplněné)."},
    [MSG_NET_QUIT_JOINED] = {"Quit Citadela? Your seat is kept for you at the host: Join a table takes you back to "
                             "it (its fields stay filled in).",
                             "Ukončit Citadelu? Vaše místo u hostitele zůstává: Připojit se ke stolu vás k němu "
                             "vrátí (údaje zůstanou vyplněné)."},
    [MSG_NET_LEAVE_HOST] = {"Close the table and go to the menu? Your friends are disconnected; Host a table, then "
                            "Reopen the last table, opens it again where it stopped.",
                            "Zavřít stůl a odejít do nabídky? Přátelé se odpojí; Založit stůl a pak Znovu otevřít "
                            "stůl ho otevře tam, kde skončil."},
    [MSG_NET_QUIT_HOST] = {"Quit Citadela? The table closes and your friends are disconnected; Host a table, then "
                           "Reopen the last table, opens it again where it stopped.",
                           "Ukončit Citadelu? Stůl se zavře a přátelé se odpojí; Založit stůl a pak Znovu otevřít "
                           "stůl ho otevře tam, kde skončil."},
    /* Listing a table on the local network: a choice of the host form, off unless ticked. */
    [MSG_NET_FOUND_SEATS] = {"%1 of %2 seats taken", "obsazeno %1 z %2 míst"},
    [MSG_NET_LAN_ROW] = {"Local network", "Místní síť"},
    [MSG_NET_LIST_LAN] = {"List this table on the local network", "Ohlásit stůl v místní síti"},
    [MSG_NET_LIST_HELP] = {"Players on this network see the table, not its code: they still ask you for it. Unticked, "
                           "only those you give the address to find it.",
                           "Hráči v této síti stůl uvidí, ne však jeho kód: ten musí dostat od vás. Bez zaškrtnutí "
                           "stůl najde jen ten, komu dáte adresu."},
    [MSG_NET_LIST_NO_LAN] = {"This computer is on no private network: a table on a public address is never announced.",
                             "Tento počítač není v žádné soukromé síti: stůl na veřejné adrese se neohlašuje."},
    [MSG_NET_NO_LAN_SHORT] = {"no private network here", "tady není soukromá síť"},
    [MSG_NET_ASK_CODE] = {"%1's table: type the join code %1 gives you.", "Stůl hráče %1: napište kód, který vám %1 dá."},
    [MSG_NET_LISTED] = {"Listed on the local network (without the code).", "Ohlášen v místní síti (bez kódu)."},
    [MSG_NET_AWAY_NEVER] = {"An away seat always waits for its player", "Místo odpojeného vždy čeká na hráče"},
    [MSG_NET_NEW_ON_SERVER] = {"New table on a server", "Nový stůl na serveru"},
    [MSG_NET_GIVE_SERVER] = {"Give your friends the server's address and port and the join code %1.", "Dejte přátelům adresu a port serveru a kód stolu %1."},
    [MSG_NET_WHY_FULL] = {"the table is full", "stůl je plný"},
    [MSG_NET_WHY_STARTED] = {"the game at that table has started (a seat comes back only to the computer that sat there, or when the host gives it to a newcomer)", "hra u tohoto stolu už začala (místo se vrací jen počítači, který u stolu seděl, nebo když ho hostitel dá nováčkovi)"},
    [MSG_NET_WHY_NAME_TAKEN] = {"a player at that table already has that name: choose another", "hráč u tohoto stolu už má toto jméno: zvolte jiné"},
    [MSG_NET_WHY_NAME_AWAY] = {"that name belongs to a player who dropped out: their seat comes back only to the computer they played on, or when the host gives it to a newcomer", "toto jméno patří odpojenému hráči: jeho místo se vrací jen počítači, na kterém hrál, nebo když ho hostitel dá nováčkovi"},
    [MSG_NET_WHY_WAIT] = {"too many wrong join codes from this address: wait a minute and check the code", "z této adresy přišlo příliš mnoho špatných kódů: počkejte minutu a kód zkontrolujte"},
    [MSG_NET_WHY_BUSY] = {"the host is refusing join codes for a while (many wrong ones were tried): try again in a minute", "hostitel chvíli nepřijímá kódy (zkoušelo se mnoho špatných): zkuste to za minutu"},
    [MSG_NET_WHY_TABLES] = {"this address already has as many tables open on that server as it may", "tato adresa už má na serveru otevřeno tolik stolů, kolik smí"},
    [MSG_NET_WHY_CONNECTIONS] = {"this address already has as many connections to that host as it may", "tato adresa už má k hostiteli tolik spojení, kolik smí"},
    [MSG_NET_GIVE_SEAT] = {"Give to a newcomer", "Dát nováčkovi"},
    [MSG_NET_GAVE_SEAT] = {"%1's seat is open: whoever joins next with the code takes it.", "Místo hráče %1 je volné: obsadí ho ten, kdo se příště připojí s kódem."},
    [MSG_LINK_BAD] = {"This link cannot open a table: %1", "Tento odkaz neotevře žádný stůl: %1"},
    [MSG_LINK_WHY_MALFORMED] = {"it is not a link (empty, too long, or with a blank or another character no link holds).", "není to odkaz (je prázdný, příliš dlouhý nebo obsahuje mezeru či jiný znak, který v odkazu být nemůže)."},
    [MSG_LINK_WHY_NOT_HTTP] = {"it does not begin with http:// (a citadela-server serves plain HTTP).", "nezačíná http:// (citadela-server používá obyčejné HTTP)."},
    [MSG_LINK_WHY_HOST] = {"it names no server address that can be used.", "neobsahuje použitelnou adresu serveru."},
    [MSG_LINK_WHY_PORT] = {"its port is not a number from 1 to 65535.", "jeho port není číslo od 1 do 65535."},
    [MSG_LINK_WHY_NO_TABLE] = {"it names no table (it should end in #join= and the table's code).", "neurčuje žádný stůl (má končit #join= a kódem stolu)."},
    [MSG_LINK_WHY_CODE] = {"the table's code in it is not a join code (ten letters and digits).", "kód stolu v něm není platný (deset písmen a číslic)."},
    [MSG_LINK_COPY] = {"Copy link", "Kopírovat odkaz"},
    [MSG_LINK_COPIED] = {"Link copied.", "Odkaz zkopírován."},
    [MSG_LINK_WEB_NOTE] = {"The link opens the table in a browser when the server runs with --web.", "Odkaz otevře stůl v prohlížeči, pokud server běží s volbou --web."},
    [MSG_NET_WHY_NAME] = {"that name cannot be used at the table", "toto jméno u stolu použít nelze"},
    [MSG_NET_WHY_TOKEN] = {"the seat kept on this computer is no longer at that table (the host gave it to a newcomer); join again to sit down as a newcomer", "místo uložené v tomto počítači už u toho stolu není (hostitel ho předal nováčkovi); připojte se znovu a posadíte se jako nový hráč"},
    [MSG_NET_WHY_CODE] = {"no table there has that join code", "žádný stůl tam nemá tento kód"},
    [MSG_NET_WHY_CREATE] = {"that host opens no tables for others (a game window, not a server): join with its code", "tento hostitel neotevírá stoly pro jiné (je to okno hry, ne server): připojte se jeho kódem"},
    [MSG_NET_WHY_SETUP] = {"the server could not open a table for that set-up", "server pro toto nastavení stůl otevřít nemohl"},
    [MSG_NET_WHY_PARSE] = {"the host could not read what this game sent", "hostitel nerozuměl tomu, co tato hra poslala"},
    [MSG_NET_WHY_ERRORS] = {"too many messages were refused", "příliš mnoho zpráv bylo odmítnuto"},
    [MSG_NET_WHY_FLOOD] = {"too many messages at once", "příliš mnoho zpráv najednou"},
    [MSG_NET_WHY_SHUTDOWN] = {"the host closed the table", "hostitel stůl zavřel"},
    [MSG_NET_WHY_TIMEOUT] = {"the host heard nothing from this game for too long", "hostitel od této hry dlouho nic neslyšel"},
    [MSG_NET_WHY_LOST] = {"the connection was lost (the host quit or crashed, or the network is down)", "spojení se ztratilo (hostitel skončil nebo spadl, nebo nejde síť)"},
    [MSG_NET_WHY_PROTOCOL] = {"the host sent what this game cannot read", "hostitel poslal, čemu tato hra nerozumí"},
    [MSG_NET_WHY_STEP] = {"this game's copy fell out of step with the host's: join again", "kopie hry se rozešla s hostitelem: připojte se znovu"},
    [MSG_NET_WHY_LEFT] = {"you left the table", "od stolu jste odešli"},
    [MSG_NET_WHY_UNREACHABLE] = {"cannot reach a host at that address and port", "na této adrese a portu nelze hostitele zastihnout"},
    [MSG_NET_WHY_STALE] = {"the game had moved on", "hra mezitím pokročila"},
    [MSG_NET_WHY_ILLEGAL] = {"that move is not allowed", "tento tah není dovolen"},
    [MSG_NET_WHY_NOT_YOURS] = {"another player decides now", "teď rozhoduje jiný hráč"},
    [MSG_NET_WHY_STATE] = {"not now", "teď ne"},
    [MSG_NET_WHY_VERSION] = {"the other side speaks network protocol version %1, this game speaks %2: update the older one", "druhá strana mluví síťovým protokolem verze %1, tato hra verzí %2: aktualizujte starší z nich"},
    [MSG_NET_WHY_LISTEN] = {"this computer cannot listen for players on the network (is the network off?)", "tento počítač nemůže čekat na hráče ze sítě (není vypnutá síť?)"},
    [MSG_NET_WHY_NO_TABLE] = {"no table was kept to reopen", "žádný stůl k znovuotevření uložen není"},
    [MSG_NET_WHY_BAD_TABLE] = {"the kept table does not load (the file is damaged or from another version)", "uložený stůl nelze načíst (soubor je poškozený nebo z jiné verze)"},
    [MSG_NET_REFUSED_MOVE] = {"The host refused the move: %1", "Hostitel tah odmítl: %1"},
    [MSG_NET_NO_ADDR] = {"(no network address found: this machine only)", "(žádná síťová adresa: jen tento počítač)"},
    [MSG_NET_JOIN_HELP] = {"Ask the host for the address, port and join code. If you dropped out, join again from this computer (it keeps your seat's key) to get your seat back; from another one, ask the host to give your seat to a newcomer. On a citadela-server, New table opens a table there for your friends.", "Zeptejte se hostitele na adresu, port a kód stolu. Pokud jste vypadli, připojte se znovu z tohoto počítače (pamatuje si klíč k vašemu místu) a dostanete své místo zpět; z jiného počítače požádejte hostitele, ať vaše místo předá nováčkovi. Na serveru citadela-server otevře Nový stůl stůl pro vaše přátele."},
    [MSG_LEARN_TO_PLAY] = {"Learn to play", "Naučit se hrát"},
    [MSG_TIP_FOLLOWER] = {"Follower: on a road (robber), city (knight), cloister (monk) or field (farmer) of the tile you laid",
                          "Figurka: na cestu (lupič), do města (rytíř), do kláštera (mnich) nebo na louku (sedlák) kartičky, kterou jste položili"},
    [MSG_TIP_LEFT] = {"%1 left", "zbývá %1"},
    [MSG_TIP_NOW] = {"you may play it now: drag it onto a circle", "můžete ji zahrát teď: přetáhněte ji na kroužek"},
    [MSG_TIP_PLACED] = {"on the tile now", "stojí teď na kartičce"},
    [MSG_VALUE_WORTH] = {"worth %1", "hodnota %1"},
    [MSG_NOBODY_SCORED] = {"nobody scored it", "nikdo nebodoval"},
};

void gui_i18n_set(gui_lang lang)
{
    if (lang >= 0 && lang < GUI_LANG_COUNT)
        cur = lang;
}

gui_lang gui_i18n_get(void) { return cur; }

gui_lang gui_i18n_detect(void)
{
    SDL_Locale *loc = SDL_GetPreferredLocales();
    gui_lang l = GUI_LANG_EN;
    /* SDL lists LANG before LANGUAGE, so scan the whole list for Czech. */
    for (int i = 0; loc && loc[i].language; i++)
        if (strcmp(loc[i].language, "cs") == 0)
            l = GUI_LANG_CS;
    SDL_free(loc);
    return l;
}

const char *gui_tr_in(gui_lang lang, gui_msg id)
{
    if (id < 0 || id >= MSG_COUNT || lang < 0 || lang >= GUI_LANG_COUNT)
        return "?";
    const char *s = table[id][lang];
    return s ? s : table[id][GUI_LANG_EN] ? table[id][GUI_LANG_EN] : "?";
}

const char *gui_tr(gui_msg id) { return gui_tr_in(cur, id); }

const char *gui_word_in(gui_lang lang, const gui_words *w)
{
    if (!w || lang < 0 || lang >= GUI_LANG_COUNT)
        return "?";
    return w->text[lang] ? w->text[lang] : w->text[GUI_LANG_EN] ? w->text[GUI_LANG_EN] : "?";
}

const char *gui_word(const gui_words *w) { return gui_word_in(gui_i18n_get(), w); }

void gui_subst(char *buf, size_t cap, const char *tmpl, const char *a1, const char *a2, const char *a3)
{
    size_t n = 0;
    if (cap == 0)
        return;
    for (const char *p = tmpl; *p && n + 1 < cap; p++) {
        if (p[0] == '%' && p[1] >= '1' && p[1] <= '3') {
            const char *a = p[1] == '1' ? a1 : p[1] == '2' ? a2 : a3;
            for (; a && *a && n + 1 < cap; a++)
                buf[n++] = *a;
            p++;
        } else {
            buf[n++] = *p;
        }
    }
    buf[n] = 0;
}

/* "N word" with the word in the right number: Czech has three forms (1; 2-4; 0 and 5+),
   English two. forms: {cs 1, cs 2-4, cs 5+, en 1, en other}. */
static void counted(char *buf, size_t cap, int n, const char *const forms[5])
{
    int a = n < 0 ? -n : n;
    const char *w = cur == GUI_LANG_CS ? forms[a == 1 ? 0 : a >= 2 && a <= 4 ? 1 : 2] : forms[a == 1 ? 3 : 4];
    SDL_snprintf(buf, cap, "%d %s", n, w);
}

void gui_tiles(char *buf, size_t cap, int n)
{
    static const char *const forms[5] = {"kartička", "kartičky", "kartiček", "tile", "tiles"};
    counted(buf, cap, n, forms);
}

void gui_cells(char *buf, size_t cap, int n)
{
    static const char *const forms[5] = {"pole", "pole", "polí", "cell", "cells"};
    counted(buf, cap, n, forms);
}

void gui_finished_cities(char *buf, size_t cap, int n)
{
    static const char *const forms[5] = {"dokončené město", "dokončená města", "dokončených měst", "finished city",
                                         "finished cities"};
    counted(buf, cap, n, forms);
}

void gui_points(char *buf, size_t cap, int n)
{
    static const char *const forms[5] = {"bod", "body", "bodů", "point", "points"};
    counted(buf, cap, n, forms);
}

/* Czech wording of the engine's statuses (English comes from cit_status_str). */
static const char *const status_cs[CIT_STATUS_COUNT] = {
    [CIT_OK] = "V pořádku",
    [CIT_ERR_GAME_OVER] = "Hra už skončila",
    [CIT_ERR_WRONG_DECISION] = "Tento tah teď není na řadě",
    [CIT_ERR_WRONG_TILE] = "Tah jmenuje jinou kartičku, než je v ruce",
    [CIT_ERR_OUT_OF_BOUNDS] = "Pole je mimo hrací plochu",
    [CIT_ERR_OCCUPIED] = "Pole je už obsazené",
    [CIT_ERR_NO_NEIGHBOUR] = "Kartička musí sousedit s hrací plochou",
    [CIT_ERR_EDGE_MISMATCH] = "Hrany na sebe nenavazují",
    [CIT_ERR_BAD_ROTATION] = "Neplatné otočení",
    [CIT_ERR_BAD_SPOT] = "Na kartičce takové místo není",
    [CIT_ERR_NO_FOLLOWER] = "Hráči došly figurky",
    [CIT_ERR_SPOT_OCCUPIED] = "Prvek už je obsazený",
    [CIT_ERR_BAD_SETUP] = "Neplatné nastavení hry (hráči, jména nebo volby)",
    [CIT_ERR_BAD_TILE_ORDER] = "Neplatné pořadí kartiček",
    [CIT_ERR_PARSE] = "Soubor nelze přečíst",
    [CIT_ERR_NO_MEMORY] = "Nedostatek paměti",
    [CIT_ERR_BUFFER_TOO_SMALL] = "Příliš malá vyrovnávací paměť",
    [CIT_ERR_BAD_ARGUMENT] = "Chybějící nebo neplatný argument",
    [CIT_ERR_BAD_BRIDGE] = "Tady most stát nemůže",
    [CIT_ERR_NO_PIECE] = "Žádná taková kartička už v zásobě není",
    [CIT_ERR_BEYOND_WALL] = "Políčko leží za městskou hradbou",
    [CIT_ERR_MODULE_RULE] = "Tento tah zakazuje pravidlo rozšíření",
};

const char *gui_status(int status)
{
    if (status < 0 || status >= CIT_STATUS_COUNT)
        return "?";
    if (cur == GUI_LANG_CS && status_cs[status])
        return status_cs[status];
    return cit_status_str((cit_status)status);
}

const char *gui_feature_kind_name(int kind)
{
    switch (kind) {
    case CIT_FEAT_ROAD: return gui_tr(MSG_ROAD);
    case CIT_FEAT_CITY: return gui_tr(MSG_CITY);
    case CIT_FEAT_FIELD: return gui_tr(MSG_FIELD);
    case CIT_FEAT_CLOISTER: return gui_tr(MSG_CLOISTER);
    default: break;
    }
    /* A kind a module's tiles bring: the module names it. */
    for (const gui_module *const *m = gui_modules; *m; m++) {
        const char *n = (*m)->kind_name ? (*m)->kind_name(kind) : NULL;
        if (n)
            return n;
    }
    return "?";
}
