/* The English and Czech string table (UTF-8) and a tiny %1/%2/%3 substitution. */
#include "app/i18n.h"
#include "engine.h"

#include <SDL.h>
#include <string.h>

static gui_lang cur = GUI_LANG_EN;

static const char *const table[MSG_COUNT][GUI_LANG_COUNT] = {
    [MSG_TITLE] = {"Citadela", "Citadela"},
    [MSG_SUBTITLE] = {"Build roads, cities and cloisters, tile by tile",
                      "Stavějte cesty, města a kláštery dílek po dílku"},
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
    [MSG_MODE_CLASSIC] = {"Classic", "Klasika"},
    [MSG_MODE_CITY_SOON] = {"The City (later)", "Město (později)"},
    [MSG_OPTIONS] = {"Rule options", "Volby pravidel"},
    [MSG_OPT_SMALL_CITY] = {"Small city scores 2", "Malé město za 2 body"},
    [MSG_OPT_SMALL_CITY_HELP] = {"Old rule: a finished city of two tiles scores 2 points instead of 4.",
                                 "Staré pravidlo: dokončené město ze dvou dílků dá 2 body místo 4."},
    [MSG_SEED] = {"Seed", "Semínko"},
    [MSG_NEW_SEED] = {"New seed", "Nové semínko"},
    [MSG_SEED_HELP] = {"The same seed deals the tiles in the same order.",
                       "Stejné semínko rozdá dílky ve stejném pořadí."},
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
    [MSG_TILES_LEFT] = {"Tiles left: %1", "Zbývá dílků: %1"},
    [MSG_HINT_TILE] = {"Drag the tile onto a lit cell. R, right-click or the wheel while dragging turns it.",
                       "Přetáhněte dílek na zvýrazněné pole. Otáčí R, pravé tlačítko nebo kolečko při tažení."},
    [MSG_HINT_FOLLOWER] = {"Drag a follower onto a circle, or End turn to skip.",
                           "Přetáhněte figurku na kroužek, nebo ukončete tah bez ní."},
    [MSG_HINT_END] = {"Press End turn (Enter) to confirm. Ctrl+Z takes it back.",
                      "Potvrďte tlačítkem Ukončit tah (Enter). Ctrl+Z tah vrátí."},
    [MSG_HISTORY] = {"History", "Historie"},
    [MSG_DISTRIBUTION] = {"Tiles still in the bag", "Dílky, které zbývají"},
    [MSG_PROJECTED] = {"If the game ended now", "Kdyby hra skončila teď"},
    [MSG_DISCARDED] = {"A tile fitted nowhere and was discarded.", "Dílek nešel nikam přiložit a byl vyřazen."},
    [MSG_SAVED] = {"Saved: %1", "Uloženo: %1"},
    [MSG_SAVE_FAILED] = {"Could not save: %1", "Nelze uložit: %1"},
    [MSG_LOAD_FAILED] = {"Could not load %1 (line %2): %3", "Nelze nahrát %1 (řádek %2): %3"},
    [MSG_ATLAS_MISSING] = {"Tile art not found (%1); drawing simple tiles.",
                           "Grafika dílků chybí (%1); kreslím jednoduché dílky."},
    [MSG_ATLAS_BROKEN] = {"Some tile art is damaged (%1); those tiles are drawn simply.",
                          "Část grafiky dílků je poškozená (%1); ty dílky kreslím jednoduše."},
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
    /* No-break spaces (\xC2\xA0) keep each key on one line with its word. */
    [MSG_KEYS] = {"Wheel\xC2\xA0zoom · drag\xC2\xA0pans · Home\xC2\xA0" "fits · Q/E\xC2\xA0" "cell · "
                  "1-9\xC2\xA0" "follower · H\xC2\xA0history · T\xC2\xA0tiles · P\xC2\xA0projection",
                  "Kolečko\xC2\xA0přiblíží · tažení\xC2\xA0posouvá · Home\xC2\xA0" "celá\xC2\xA0plocha · "
                  "Q/E\xC2\xA0pole · 1–9\xC2\xA0" "figurka · H\xC2\xA0historie · T\xC2\xA0zbylé\xC2\xA0" "dílky · "
                  "P\xC2\xA0odhad\xC2\xA0skóre"},
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
    [MSG_MARK_UNFILLABLE] = {"Mark cells no tile can fill", "Označit pole, kam už žádný dílek nepasuje"},
    [MSG_ON] = {"On", "Zap."},
    [MSG_OFF] = {"Off", "Vyp."},
    [MSG_RULES_TITLE] = {"How to play (Classic)", "Jak hrát (Klasika)"},
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
        "Každý tah si vezmete dílek a přiložíte ho ke krajině: musí se dotýkat hrací plochy a všechny "
        "sousední hrany musí navazovat (cesta na cestu, město na město, louka na louku). Nabídnou se jen "
        "otočení, která pasují.\n"
        "Potom smíte na cestu, město, klášter nebo louku tohoto dílku postavit jednu figurku ze zásoby, "
        "pokud ji už nikdo neobsadil.\n"
        "Dokončená cesta dá 1 bod za dílek, dokončené město 2 body za dílek a 2 za erb. Klášter "
        "obklopený 8 dílky dá 9 bodů. Boduje hráč s nejvíce figurkami (při rovnosti všichni); figurky "
        "se pak vrátí.\n"
        "Po posledním dílku dají nedokončené cesty a města 1 bod za dílek (a erb), kláštery 1 plus 1 za "
        "souseda a každá louka dá majiteli 3 body za každé dokončené město, se kterým sousedí. Každý "
        "hráč má 7 figurek."},
    [MSG_RULE_SMALL_ON] = {"Option on: a two-tile city scores 2.", "Volba zapnuta: město ze dvou dílků dá 2 body."},
    [MSG_RULE_SMALL_OFF] = {"A two-tile city scores 4.", "Město ze dvou dílků dá 4 body."},
    [MSG_COL0] = {"Red", "Červená"},
    [MSG_COL1] = {"Blue", "Modrá"},
    [MSG_COL2] = {"Green", "Zelená"},
    [MSG_COL3] = {"Yellow", "Žlutá"},
    [MSG_COL4] = {"Black", "Černá"},
    [MSG_COL5] = {"Purple", "Fialová"},
    [MSG_HIST_PLACE] = {"%1: tile", "%1: dílek"},
    [MSG_HIST_SCORE] = {"  %1 +%2 (%3)", "  %1 +%2 (%3)"},
    [MSG_HIST_FINAL] = {"Final scoring", "Závěrečné hodnocení"},
    [MSG_FOLLOWER_BACK] = {"follower back", "figurka zpět"},
    [MSG_HIDE] = {"Close", "Zavřít"},
    [MSG_NO_FOLLOWER] = {"No follower", "Bez figurky"},
    [MSG_CORRUPT_AUTOSAVE] = {"The autosave could not be read: %1", "Automatické uložení nelze přečíst: %1"},
    [MSG_GAME_OVER] = {"Game over", "Konec hry"},
    [MSG_FINAL_SCORING] = {"See the results", "Zobrazit výsledky"},
    [MSG_SEATS_HELP] = {"2 to 6 players take turns at this computer. Click a colour to change it, "
                         "and Human to let the computer play that seat.",
                         "2 až 6 hráčů se střídá u tohoto počítače. Kliknutím na barvu ji změníte, "
                         "kliknutím na Člověk necháte místo hrát počítač."},
    [MSG_KEPT_UNFINISHED] = {"The unfinished game was kept as %1 (Load).",
                             "Rozehraná hra zůstala uložena jako %1 (Nahrát)."},
    [MSG_CONTROLS_TITLE] = {"In this window", "Ovládání"},
    [MSG_RULES_CONTROLS] = {
        "Drag the tile from the right-hand panel onto a lit cell (or click the cell). R, Tab, the "
        "right button or the wheel (while dragging) turns it through the rotations that fit. Then drag the follower onto one of the "
        "white circles, or leave it. End turn (Enter or Space) confirms; until then Ctrl+Z takes back "
        "the follower, then the tile. Hover a feature to see its value and owners; H shows the "
        "history, T the tiles left, P the scores if the game ended now. The game is saved after every "
        "turn: Continue in the main menu picks it up.",
        "Přetáhněte dílek z pravého panelu na zvýrazněné pole (nebo na pole klikněte). R, Tab, pravé "
        "tlačítko nebo kolečko (při tažení) ho otáčí jen mezi otočeními, která pasují. Pak přetáhněte figurku na některý "
        "bílý kroužek, nebo ji nechte. Ukončit tah (Enter nebo mezerník) potvrdí; do té doby Ctrl+Z "
        "vrátí figurku a pak dílek. Najetím na prvek uvidíte jeho hodnotu a majitele; H ukáže "
        "historii, T zbývající dílky, P skóre, kdyby hra skončila teď. Hra se ukládá po každém tahu: "
        "Pokračovat v hlavní nabídce na ni naváže."},
    [MSG_REMATCH] = {"Rematch (same tiles)", "Odveta (stejné dílky)"},
    [MSG_COMPUTER] = {"computer", "počítač"},
    [MSG_ANIM_SPEED] = {"Computer moves", "Tahy počítače"},
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
    [MSG_AUTOSAVE_MOVED] = {"The autosave could not be read (%1). It was moved aside as %2.",
                            "Automatické uložení nelze přečíst (%1). Bylo odloženo jako %2."},
    [MSG_HIST_PLACE_FOLLOWER] = {"%1: tile and follower (%2)", "%1: dílek a figurka (%2)"},
    [MSG_FIELD_FEEDS] = {"feeds %1 finished cities", "živí dokončená města: %1"},
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
    /* The Count of Carcassonne. Czech names the quarter after "čtvrť" so it never declines. */
    [MSG_EXPANSIONS] = {"Expansions", "Rozšíření"},
    [MSG_Q_CASTLE] = {"Castle", "Hrad"},
    [MSG_Q_BLACKSMITH] = {"Blacksmith", "Kovárna"},
    [MSG_Q_CATHEDRAL] = {"Cathedral", "Katedrála"},
    [MSG_Q_MARKET] = {"Market", "Tržiště"},
    [MSG_QF_CASTLE] = {"cities", "města"},
    [MSG_QF_BLACKSMITH] = {"roads", "cesty"},
    [MSG_QF_CATHEDRAL] = {"cloisters", "kláštery"},
    [MSG_QF_MARKET] = {"fields, at the end", "louky, na konci"},
    [MSG_COUNT_QUARTER_ASK] = {"%1: your tile scored only for others. Drag a follower from your supply onto a "
                               "quarter of Carcassonne (or click a quarter), or skip.",
                               "%1: váš dílek přinesl body jen soupeřům. Přetáhněte figurku ze zásoby na čtvrť "
                               "Carcassonne (nebo na čtvrť klikněte), nebo vynechte."},
    [MSG_COUNT_MOVE_ASK] = {"%1: you may move the Count: drag him to another quarter (or click it), or skip. "
                            "Nobody can deploy from the quarter he stands on.",
                            "%1: můžete přesunout hraběte: přetáhněte ho do jiné čtvrti (nebo na ni klikněte), "
                            "nebo vynechte. Ze čtvrti, kde stojí, nikdo nasazovat nemůže."},
    [MSG_COUNT_KEYS] = {"Keys: %1 \xC2\xB7 S or Esc skips", "Klávesy: %1 \xC2\xB7 S nebo Esc vynechá"},
    [MSG_SKIP] = {"Skip", "Vynechat"},
    [MSG_ALL_CHOICES] = {"All choices", "Všechny možnosti"},
    [MSG_DECIDES] = {"%1 decides", "Rozhoduje: %1"},
    [MSG_DEPLOY_WHAT] = {"Scoring now: %1, %2", "Právě se boduje: %1, %2"},
    [MSG_DEPLOY_FINAL] = {"final scoring", "závěrečné hodnocení"},
    [MSG_DEPLOY_ASK] = {"Send followers from the %1 (you have %2 there) before the majority is counted?",
                        "Poslat figurky ze čtvrti %1 (máte jich tam %2), než se spočítá většina?"},
    [MSG_DEPLOY_NOW] = {"Followers in it now:", "Figurky v něm teď:"},
    [MSG_DEPLOY_SEND] = {"Send:", "Poslat:"},
    [MSG_GENERIC_HELP] = {"Every legal answer to the decision now pending:",
                          "Všechny platné odpovědi na rozhodnutí, které teď čeká:"},
    [MSG_MV_DEPLOY] = {"Send from the %1: %2", "Poslat ze čtvrti %1: %2"},
    [MSG_MV_DEPLOY_NONE] = {"Send nobody", "Neposílat nikoho"},
    [MSG_MV_QUARTER] = {"A follower into the %1", "Figurku do čtvrti %1"},
    [MSG_MV_QUARTER_NONE] = {"No follower into Carcassonne", "Žádnou figurku do Carcassonne"},
    [MSG_MV_COUNT] = {"The Count to the %1", "Hraběte do čtvrti %1"},
    [MSG_MV_COUNT_STAY] = {"The Count stays", "Hrabě zůstane"},
    [MSG_HIST_DEPLOY] = {"  %1 deploys %2 from the %3", "  %1 nasazuje %2 ze čtvrti %3"},
    [MSG_HIST_QUARTER] = {"  %1: a follower into the %2", "  %1: figurka do čtvrti %2"},
    [MSG_HIST_COUNT_MOVE] = {"  %1: the Count to the %2", "  %1: hrabě do čtvrti %2"},
    [MSG_RULES_COUNT] = {
        "The Count of Carcassonne (expansion): the game starts from the City of Carcassonne, 12 tiles "
        "with four quarters: the Castle (for cities), the Blacksmith (roads), the Cathedral "
        "(cloisters) and the Market (fields). The Count stands in one of them.\n"
        "If the tile you place scores points only for other players, you may put one follower from "
        "your supply into any quarter, and then move the Count to another quarter.\n"
        "Whenever a feature is scored, before its majority is counted, every player with followers in "
        "the matching quarter may send any of them into it (starting left of the player who scored "
        "it). Nobody may send from the quarter the Count stands on; the Market sends farmers only at "
        "final scoring. Followers sent in return to their owners' supplies afterwards. At the end, "
        "each field touching the City counts it as one more completed city. In this window you drag a "
        "follower onto a quarter and the Count to another; a dialog asks the deciding player how many "
        "followers to send.",
        "Hrabě z Carcassonne (rozšíření): hra začíná městem Carcassonne z 12 dílků se čtyřmi čtvrtěmi: "
        "Hrad (pro města), Kovárna (cesty), Katedrála (kláštery) a Tržiště (louky). V jedné z nich "
        "stojí hrabě.\n"
        "Když dílek, který přiložíte, přinese body jen soupeřům, smíte jednu figurku ze zásoby postavit "
        "do libovolné čtvrti a potom přesunout hraběte do jiné čtvrti.\n"
        "Kdykoli se boduje nějaké území, může před spočítáním většiny každý hráč s figurkami v "
        "odpovídající čtvrti poslat libovolný jejich počet do něj (počínaje hráčem vlevo od toho, kdo "
        "bodování způsobil). Ze čtvrti, kde stojí hrabě, posílat nelze; Tržiště posílá sedláky jen "
        "při závěrečném hodnocení. Poslané figurky se pak vrátí majitelům do zásoby. Na konci počítá "
        "každá louka, která sousedí s městem Carcassonne, toto město jako jedno dokončené město navíc. "
        "V tomto okně přetáhnete figurku na čtvrť a hraběte do jiné čtvrti; kolik figurek poslat, se "
        "rozhodujícího hráče zeptá okénko."},
    [MSG_RULE_COUNT_ON] = {"This game plays with the Count of Carcassonne.", "Tato hra se hraje s hrabětem z Carcassonne."},
    /* Bridges (bridge_turn.c, bridge_input.c, bridge_view.c). */
    [MSG_BRIDGES_LEFT] = {"Bridges left: %1", "Zbývá mostů: %1"},
    [MSG_HINT_BRIDGE_NEEDED] = {"This placement needs a bridge: drag one from the panel onto a lit cell.",
                                "Toto přiložení potřebuje most: přetáhněte ho z panelu na zvýrazněné pole."},
    [MSG_HINT_BRIDGE_DRAG] = {"Drop the bridge on a lit cell. Right-click, the wheel or B turns it.",
                              "Pusťte most na zvýrazněné pole. Pravé tlačítko, kolečko nebo B ho otočí."},
    [MSG_HINT_FOLLOWER_BRIDGE] = {"Drag a follower onto a circle or a bridge from the panel, or End turn.",
                                  "Přetáhněte figurku na kroužek nebo most z panelu, nebo ukončete tah."},
    [MSG_HINT_BRIDGE_END] = {"End turn (Enter) confirms. B tries the next bridge; Ctrl+Z takes it back.",
                             "Ukončit tah (Enter) potvrdí. B zkusí další most; Ctrl+Z ho vrátí."},
    [MSG_BRIDGE_AUTO] = {"This placement needs a bridge; the only one possible is built.",
                         "Toto přiložení potřebuje most; postaven je jediný možný."},
    [MSG_HIST_PLACE_BRIDGE] = {"%1: tile and bridge", "%1: dílek a most"},
    [MSG_HIST_PLACE_BRIDGE_FOLLOWER] = {"%1: tile, bridge and follower (%2)", "%1: dílek, most a figurka (%2)"},
    /* The rules screen: Bridges, Castles and Bazaars (RULES.md §2). */
    [MSG_RULES_BRIDGES] = {
        "Each player has 3 bridges (2 with 5 or 6 players). After placing your tile you may build one "
        "bridge, on that tile or on a tile next to it (not diagonally). A bridge spans the whole tile, "
        "north\xE2\x80\x93" "south or west\xE2\x80\x93" "east, and both its ends must stand on field edges of that "
        "tile (not on a city, road or river). One bridge per tile; followers already on the tile do not "
        "matter. A bridge is a piece of road: it joins the roads at its ends and scores like one (a tile "
        "counts once); the fields and cities under it are not split. Your tile may even lead a road into "
        "a field edge of its neighbour if in the same turn you build a bridge there that carries the road "
        "on; the bridge's far end must then meet a road, another bridge or an empty cell. A follower may "
        "stand on a bridge built on the tile you just placed.\n"
        "In this window: after dropping the tile, drag a bridge from the panel onto a cell lit in orange; "
        "right-click, the wheel or B turns it, Ctrl+Z takes it back. Without the mouse, B goes through the "
        "bridges that fit. A cell with a dashed orange edge takes the tile only with a bridge.",
        "Každý hráč má 3 mosty (při 5 nebo 6 hráčích 2). Po přiložení dílku smíte postavit jeden most, na "
        "tento dílek nebo na dílek s ním sousedící (ne úhlopříčně). Most vede přes celý dílek, ze severu na "
        "jih nebo ze západu na východ, a oba jeho pilíře musí stát na louce na okraji dílku (ne na městě, "
        "cestě ani řece). Na dílku smí být nejvýše jeden most; figurky, které už na něm stojí, nevadí. Most "
        "je úsek cesty: spojí cesty na svých koncích a boduje se jako cesta (každý dílek jednou); louky a "
        "města pod ním se nerozdělí. Dílek smí dokonce vést cestu do louky sousedního dílku, pokud ve "
        "stejném tahu postavíte na ten dílek most, který cestu prodlouží; druhý konec mostu pak musí "
        "navazovat na cestu, jiný most nebo prázdné pole. Na most postavený na právě přiložený dílek smíte "
        "postavit figurku.\n"
        "V tomto okně: po položení dílku přetáhněte most z panelu na pole zvýrazněné oranžově; pravé "
        "tlačítko, kolečko nebo B ho otočí, Ctrl+Z ho vrátí. Bez myši B projde mosty, které lze postavit. "
        "Pole s čárkovaným oranžovým okrajem přijme dílek jen s mostem."},
    [MSG_RULES_CASTLES] = {
        "Each player has 3 castles (2 with 5 or 6 players). When a city of exactly two tiles is completed, "
        "the player who holds it (among tied holders, the first in turn order from the player whose turn "
        "it is) may, instead of scoring its 4 points, make it a castle: the follower stays on it. The "
        "castle's neighbourhood is 6 cells: its two cells and the cell on each side of each of them, "
        "across the castle (a 3\xC3\x97" "2 block). The next feature completed with a part in that "
        "neighbourhood (a city, a road, a cloister whose own cell is in it, or another castle) pays the "
        "castle's owner as many points as that feature is worth, whether or not anybody scored it; then "
        "the follower returns and the castle stays. If several are completed at once, the castle's owner "
        "picks one. A castle splits fields as its city did; at the end each castle touching a field pays "
        "the field's owner 4 points instead of 3. A castle still unpaid at the end scores nothing.",
        "Každý hráč má 3 hrady (při 5 nebo 6 hráčích 2). Když se dokončí město z právě dvou dílků, hráč, "
        "který ho drží (při rovnosti první v pořadí od hráče na tahu), ho může místo 4 bodů proměnit v "
        "hrad: jeho figurka na něm zůstane. Okolí hradu tvoří 6 polí: obě pole hradu a pole po obou "
        "stranách každého z nich, napříč hradem (blok 3\xC3\x97" "2). Další území dokončené s částí v tomto "
        "okolí (město, cesta, klášter, leží-li v okolí sám klášter, nebo jiný hrad) dá majiteli hradu "
        "tolik bodů, kolik má samo, ať za ně někdo body získal, nebo ne; pak se figurka vrátí a hrad "
        "zůstane. Dokončí-li se jich několik naráz, vybere si majitel hradu jedno. Hrad dělí louky jako "
        "předtím město; na konci dá každý hrad, který sousedí s loukou, jejímu majiteli 4 body místo 3. "
        "Hrad, který do konce hry body nezískal, nedá nic."},
    [MSG_RULES_BAZAAR] = {
        "After a turn in which a bazaar tile was placed (and scored), as many tiles as there are players "
        "are revealed from the stack (no bazaar if fewer are left). The player left of the one who placed "
        "it is the first auctioneer: they pick a revealed tile and bid 0 or more points; every other player "
        "still in the bazaar, clockwise, may raise once or pass. The auctioneer then either buys the tile "
        "for the highest bid (paying it to that bidder) or sells it to the highest bidder (receiving the "
        "bid); if nobody else bid, the auctioneer pays the bid to nobody. You may bid more than your score "
        "(scores can go negative). Whoever gets a tile leaves the bazaar; the next player clockwise without "
        "a tile auctions next, and the last one takes the last tile free. Then everyone, starting with the "
        "first auctioneer, plays a normal turn with that tile (a tile that fits nowhere is discarded and "
        "that player draws). A bazaar tile placed in this round starts no new bazaar. Option \xE2\x80\x9C"
        "Bazaar without bidding\xE2\x80\x9D: each player in turn simply takes a tile and plays it at once.",
        "Po tahu, v němž byl přiložen (a vyhodnocen) dílek s bazarem, se ze zásoby odkryje tolik dílků, "
        "kolik je hráčů (zbývá-li jich méně, bazar se nekoná). Hráč vlevo od toho, kdo bazar přiložil, je "
        "první dražitel: vybere odkrytý dílek a nabídne za něj 0 či více bodů; každý další hráč, který je "
        "ještě v bazaru, může po směru hodinových ručiček jednou nabídku zvýšit, nebo pasovat. Dražitel "
        "pak dílek buď koupí za nejvyšší nabídku (a zaplatí ji tomu, kdo ji dal), nebo ho nejvýše "
        "nabízejícímu prodá (a nabídku dostane); nenabídl-li nikdo jiný, zaplatí svou nabídku nikomu. "
        "Nabídnout lze i víc, než kolik máte bodů (skóre může být záporné). Kdo dílek získá, z bazaru "
        "odchází; dalším dražitelem je další hráč po směru hodinových ručiček bez dílku a poslední si "
        "vezme poslední dílek zdarma. Pak každý, počínaje prvním dražitelem, odehraje se svým dílkem "
        "normální tah (dílek, který nikam nepasuje, se vyřadí a hráč si táhne). Dílek s bazarem přiložený "
        "v tomto kole nový bazar nespustí. Volba \xE2\x80\x9E" "Bazar bez dražby\xE2\x80\x9C: každý si po řadě "
        "jen vezme jeden dílek a hned ho přiloží."},
    [MSG_RULE_MODULE_ON] = {"This game plays with it.", "Tato hra se s ním hraje."},
    /* Bazaars. Czech puts a player's name in the nominative after "hráč"/"hráči" so names never
       decline; amounts come worded by gui_points ("3 body"). */
    /* Bazaars. Czech shows who gets paid with an arrow, so names never decline and no word
       agrees with a player's gender; amounts come worded by gui_points ("3 body"). */
    [MSG_BZ_TITLE] = {"Bazaar", "Bazar"},
    [MSG_BZ_PICK_ASK] = {"%1, you are the auctioneer: click a tile and name your opening bid (0 is fine).",
                         "%1, dražíte vy: klikněte na dílek a nabídněte za něj body (i 0)."},
    [MSG_BZ_BID_ASK] = {"%1, raise or pass?", "%1, přihodíte, nebo pasujete?"},
    [MSG_BZ_DEAL_ASK] = {"%1, buy the tile for the top bid or sell it to the top bidder?",
                         "%1, koupíte dílek za nejvyšší nabídku, nebo ho prodáte nejvyšší nabídce?"},
    [MSG_BZ_TAKE_ASK] = {"%1, take one of the tiles and play it now.", "%1, vezměte si jeden z dílků a hned ho přiložte."},
    [MSG_BZ_WAIT] = {"%1 is thinking\xE2\x80\xA6", "%1 přemýšlí\xE2\x80\xA6"},
    [MSG_BZ_TOP_BID] = {"Top bid: %1 \xE2\x80\x94 %2", "Nejvyšší nabídka: %1 \xE2\x80\x94 %2"},
    [MSG_BZ_NO_BID] = {"No bid yet", "Zatím bez nabídky"},
    [MSG_BZ_OFFER] = {"Offer %1", "Nabídnout %1"},
    [MSG_BZ_RAISE] = {"Raise to %1", "Přihodit na %1"},
    [MSG_BZ_PASS] = {"Pass", "Pasovat"},
    [MSG_BZ_BUY] = {"Buy", "Koupit"},
    [MSG_BZ_SELL] = {"Sell", "Prodat"},
    [MSG_BZ_PAYS] = {"%1 pays %2 %3", "%1 zaplatí %3 \xE2\x86\x92 %2"},
    [MSG_BZ_PAYS_NOBODY] = {"%1 pays %2 to nobody", "%1 zaplatí %2 nikomu"},
    [MSG_BZ_CLICK_TILE] = {"Click a tile first", "Nejdřív klikněte na dílek"},
    [MSG_BZ_AUCTIONEER] = {"auctioneer", "dražitel"},
    [MSG_BZ_PASSED] = {"passed", "pas"},
    [MSG_BZ_BIDS] = {"bids %1", "nabízí %1"},
    [MSG_BZ_TO_ASK] = {"to bid", "přihazuje"},
    [MSG_BZ_LOT] = {"for sale", "v dražbě"},
    [MSG_BZ_ROUND] = {"Bazaar round:", "Kolo bazaru:"},
    [MSG_BZ_NOW] = {"now", "teď"},
    [MSG_BZ_HIST_OPEN] = {"%1 opens a bazaar", "%1 pořádá bazar"},
    [MSG_BZ_HIST_BID] = {"  %1 bids %2", "  %1 nabízí %2"},
    [MSG_BZ_HIST_PASS] = {"  %1 passes", "  %1 pasuje"},
    [MSG_BZ_HIST_PAY] = {"  %1 pays %2 %3", "  %1 platí %3 \xE2\x86\x92 %2"},
    [MSG_BZ_HIST_PAY_NOBODY] = {"  %1 pays %2 to nobody", "  %1 platí %2 nikomu"},
    [MSG_BZ_HIST_WIN] = {"  %1 gets a bazaar tile", "  %1 získává dílek z bazaru"},
    [MSG_BZ_MV_PICK] = {"Auction tile %1, bid %2", "Dražit dílek %1 za %2"},
    [MSG_BZ_MV_TAKE] = {"Take tile %1", "Vzít dílek %1"},
    [MSG_BZ_MV_BID] = {"Bid %1", "Nabídnout %1"},
    [MSG_BZ_MV_PASS] = {"Pass", "Pasovat"},
    [MSG_BZ_MV_BUY] = {"Buy", "Koupit"},
    [MSG_BZ_MV_SELL] = {"Sell", "Prodat"},
    [MSG_BZ_KEYS] = {"+ / \xE2\x88\x92 change the bid \xC2\xB7 Enter confirms", "+ / \xE2\x88\x92 mění nabídku \xC2\xB7 Enter potvrdí"},
    [MSG_BZ_FREE] = {"the last tile, free", "poslední dílek zdarma"},
    [MSG_COUNT_HOTSEAT] = {"It is %1's turn, but %2 decides this: pass the mouse.",
                           "Na tahu je %1, ale tohle rozhoduje %2: předejte myš."},
    /* Castles */
    [MSG_CASTLE_ASK] = {"Castle, or %1 now?", "Hrad, nebo %1 hned?"},
    [MSG_CASTLE_HELP] = {"A castle scores nothing now: it earns what the next feature completed in the lit "
                         "area is worth, then its follower comes home.",
                         "Hrad teď nic nedá: získá tolik, kolik má příští území dokončené ve zvýrazněném "
                         "okolí, a pak se figurka vrátí."},
    [MSG_CASTLE_BUILD] = {"Castle", "Hrad"},
    [MSG_CASTLE_TAKE] = {"%1 now", "%1 hned"},
    [MSG_CASTLE_NONE_LEFT] = {"No castle tokens left.", "Žádný žeton hradu už nezbývá."},
    [MSG_CASTLE_PICK_ASK] = {"Several features next to your castle were completed at once. Which one pays it?",
                             "Vedle vašeho hradu se dokončilo víc území najednou. Které z nich ho zaplatí?"},
    [MSG_CASTLE_PICK_ROW] = {"%1. %2: %3", "%1. %2: %3"},
    [MSG_MV_CASTLE_BUILD] = {"Build a castle", "Postavit hrad"},
    [MSG_MV_CASTLE_SCORE] = {"Score the city", "Vyhodnotit město"},
    [MSG_MV_CASTLE_PAY] = {"The castle takes the %1 at %2", "Hrad zaplatí: %1 na %2"},
    [MSG_HIST_CASTLE] = {"  %1 builds a castle", "  %1 staví hrad"},
    [MSG_HIST_CASTLE_PAID] = {"  %1 +%2 (castle)", "  %1 +%2 (hrad)"},
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

void gui_tiles(char *buf, size_t cap, int n)
{
    int a = n < 0 ? -n : n;
    const char *w;
    if (cur == GUI_LANG_CS)
        w = a == 1 ? "dílek" : a >= 2 && a <= 4 ? "dílky" : "dílků";
    else
        w = a == 1 ? "tile" : "tiles";
    SDL_snprintf(buf, cap, "%d %s", n, w);
}

void gui_points(char *buf, size_t cap, int n)
{
    int a = n < 0 ? -n : n;
    const char *w;
    if (cur == GUI_LANG_CS)
        w = a == 1 ? "bod" : a >= 2 && a <= 4 ? "body" : "bodů";
    else
        w = a == 1 ? "point" : "points";
    SDL_snprintf(buf, cap, "%d %s", n, w);
}

/* Czech wording of the engine's statuses (English comes from cit_status_str). */
static const char *const status_cs[CIT_STATUS_COUNT] = {
    [CIT_OK] = "V pořádku",
    [CIT_ERR_GAME_OVER] = "Hra už skončila",
    [CIT_ERR_WRONG_DECISION] = "Tento tah teď není na řadě",
    [CIT_ERR_WRONG_TILE] = "Tah jmenuje jiný dílek, než je v ruce",
    [CIT_ERR_OUT_OF_BOUNDS] = "Pole je mimo hrací plochu",
    [CIT_ERR_OCCUPIED] = "Pole je už obsazené",
    [CIT_ERR_NO_NEIGHBOUR] = "Dílek musí sousedit s hrací plochou",
    [CIT_ERR_EDGE_MISMATCH] = "Hrany na sebe nenavazují",
    [CIT_ERR_BAD_ROTATION] = "Neplatné otočení",
    [CIT_ERR_BAD_SPOT] = "Na dílku takové místo není",
    [CIT_ERR_NO_FOLLOWER] = "Hráči došly figurky",
    [CIT_ERR_SPOT_OCCUPIED] = "Prvek už je obsazený",
    [CIT_ERR_BAD_SETUP] = "Neplatné nastavení hry (hráči, jména nebo volby)",
    [CIT_ERR_BAD_TILE_ORDER] = "Neplatné pořadí dílků",
    [CIT_ERR_PARSE] = "Soubor nelze přečíst",
    [CIT_ERR_NO_MEMORY] = "Nedostatek paměti",
    [CIT_ERR_BUFFER_TOO_SMALL] = "Příliš malá vyrovnávací paměť",
    [CIT_ERR_BAD_ARGUMENT] = "Chybějící nebo neplatný argument",
    [CIT_ERR_BAD_BRIDGE] = "Tady most stát nemůže",
    [CIT_ERR_NO_PIECE] = "Žádný takový dílek už v zásobě není",
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
    default: return "?";
    }
}
