# plansza -- deutscher Katalog.
# Die Schlüssel sind kebab-case und müssen in jeder Sprache existieren (ein Test prüft das).
# Discord-Limits: Befehls- und Optionsnamen kleingeschrieben, höchstens 32 Zeichen;
# Beschreibungen höchstens 100 Zeichen; Button-Beschriftungen 80; eine Nachricht 2000.

## Buttons

btn-join = Mitspielen
btn-start = Starten
btn-accept = Annehmen
btn-check = Prüfen
btn-undo = Zurücknehmen
btn-agree = Zustimmen
btn-refuse = Ablehnen
btn-my-rack = Meine Steine
# Reserviert für Computerspieler.
btn-add-ai = Computer hinzufügen

## Slash-Befehle: Namen (cmd-*, opt-*) und Beschreibungen (*-desc)

cmd-game = spiel
cmd-game-desc = Starte oder beende ein Spiel in diesem Kanal
cmd-game-new = neu
cmd-game-new-desc = Öffne einen neuen Tisch in diesem Kanal
cmd-game-end = ende
cmd-game-end-desc = Beende das Spiel in diesem Kanal
cmd-play = legen
cmd-play-desc = Lege ein Wort aufs Spielbrett
opt-move = zug
opt-move-desc = Brett: 8H WORT (waagerecht) oder H8 WORT (senkrecht). WordCap: Felder A1 B2 B3 oder das Wort
cmd-exchange = tauschen
cmd-exchange-desc = Tausche Steine von deiner Bank gegen neue aus dem Beutel
opt-tiles = steine
opt-tiles-desc = Die Steine zum Tauschen, z. B. AEZ (ein Joker ist *)
cmd-pass = passen
cmd-pass-desc = Passe und lass deinen Zug aus
cmd-resign = aufgeben
cmd-resign-desc = Gib das Spiel auf
cmd-rack = meine-steine
cmd-rack-desc = Zeige deine Steine (nur du siehst sie)
cmd-config = einstellungen
cmd-config-desc = Ändere die Spieleinstellungen für diesen Kanal
opt-variant = variante
opt-variant-desc = Welches Spiel gespielt wird, z. B. Literaki
opt-move-time = zugzeit
opt-move-time-desc = Sekunden, die jeder Spieler für einen Zug hat (0: unbegrenzt)
cmd-help = hilfe
cmd-help-desc = Wie man spielt und wie man einen Zug schreibt

## Spielnachrichten

turn-of = { $player } ist am Zug.
not-your-turn = Du bist noch nicht am Zug.
move-over = Dieser Zug ist schon vorbei.
move-scored = { $player } legt { $word } für { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}.
exchanges-left = { $count ->
    [0] Du kannst nicht mehr tauschen.
    [one] Du kannst noch einmal tauschen.
   *[other] Du kannst noch { $count }-mal tauschen.
}

## /help

help-text =
    ### Befehle
    `/{ cmd-game } { cmd-game-new }` öffnet einen Tisch: Die anderen drücken **{ btn-join }**, dann drückt, wer ihn eröffnet hat, **{ btn-start }**.
    `/{ cmd-play } 8H WORT` legt ein Wort; beim Tippen zeigt eine Vorschau, wo es liegt, seine Wörter und Punkte (ohne Wörterbuch). `/{ cmd-exchange } AEZ` tauscht Steine, `/{ cmd-pass }` passt, `/{ cmd-resign }` gibt auf.
    `/{ cmd-rack }` oder **{ btn-my-rack }** zeigt deine Steine nur dir. `/{ cmd-config }` ändert die Einstellungen des Kanals, `/{ cmd-game } { cmd-game-end }` schließt den Tisch.

    ### Einen Zug schreiben
    - `8H WORT`: zuerst die Zeile, also geht das Wort **waagerecht** ab H8. `H8 WORT`: zuerst die Spalte, also **senkrecht**.
    - Groß- und Kleinschreibung ist egal. `.` steht für einen Buchstaben, der schon liegt: `H8 BA.M`.
    - Ein Joker ist `*` vor dem Buchstaben, für den er steht: `*a`. Ein normaler Buchstabe nimmt nur dann einen Joker, wenn er dir fehlt.
    - Эрудит: `!a` im Wort legt deinen echten Buchstaben auf den Joker, der für ihn steht, und nimmt den Joker; `!K5a` nach dem Wort tut das auf K5 (`8H KO*T !K5A`). Leg den Joker im selben Zug.

    ### Nach einem Zug (10 Sekunden)
    - Jeder Gegner drückt **{ btn-accept }**: Der Zug gilt.
    - Jemand drückt **{ btn-check }**: Die Wörter werden nachgeschlagen. Fehlt eins im Wörterbuch, gehen die Steine zurück und wer gelegt hat, verliert den Zug. Sonst setzt aus, wer geprüft hat.
    - Niemand antwortet in 10 s: Die Wörter werden trotzdem automatisch geprüft; fehlt eins im Wörterbuch, verliert wer gelegt hat trotzdem den Zug.
    - **{ btn-undo }**: Wer gelegt hat, nimmt den Zug zurück, wenn jeder Gegner in 10 s **{ btn-agree }** drückt.

    ### Außerdem
    - Literaki und Literki: Ein Tausch braucht 7 Steine im Beutel, 3-mal pro Spiel; andere Spiele nennen eigene Grenzen.
    - Das Spiel endet, wenn der Beutel leer ist und jemand den letzten Stein legt, oder wenn alle zweimal hintereinander passen. Übrige Steine zählen gegen ihren Besitzer; wer ausgeht, bekommt sie gutgeschrieben. Wer aufgibt, wird Letzter.

## Der Tisch: Warteraum, Züge, Fenster (Schlüssel aus src/table und src/discord)

done = Erledigt.
your-rack = Deine Steine:
lobby-opened = Der Tisch für { $variant } ist offen. Warte, bis die anderen Mitspielen drücken, dann drück Starten.
lobby-opened-no-hints = Der Tisch für { $variant } ist offen, ohne Tipps: Die Regeln verbieten das Wörterbuch beim Legen von Wörtern (erst danach ist es erlaubt). Warte, bis die anderen Mitspielen drücken, dann drück Starten.
lobby-title = **{ $creator }** hat eine Partie **{ $variant }** eröffnet. Drück **{ btn-join }**, um mitzuspielen.
lobby-players = Bisher dabei: { $names } ({ $count } von { $max } Plätzen besetzt). { $free ->
    [0] Der Tisch ist voll.
    [one] Ein weiterer Spieler kann mitspielen.
   *[other] Bis zu { $free } weitere Spieler können mitspielen.
} { $missing ->
    [0] Wer den Tisch eröffnet hat, kann jetzt **{ btn-start }** drücken.
    [one] Zum Start fehlt noch ein Spieler.
   *[other] Zum Start fehlen noch { $missing } Spieler.
}
lobby-started = Das Spiel hat begonnen.
game-started = Los geht's! Deine Steine kommen per Direktnachricht (oder drück **{ btn-my-rack }**).
game-stopped = { $name } hat das Spiel beendet.
turn-next = Als Nächstes: **{ $name }** ({ $bag ->
    [one] { $bag } Stein
   *[other] { $bag } Steine
} im Beutel).
move-submitted = Du hast { $words } für { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
} gelegt. Warte auf deine Gegner.
move-proposed = **{ $name }** legt **{ $words }** für { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
}.
window-help = Gegner: **{ btn-accept }** oder **{ btn-check }** innerhalb von { $seconds } s (ohne Antwort werden die Wörter automatisch geprüft). Wer gelegt hat: **{ btn-undo }**, um den Zug zurückzunehmen.
move-stands = **{ $name }**: **{ $words }** gilt, +{ $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
}.
move-rejected = **{ $name }**: nicht im Wörterbuch: **{ $words }**. Die Steine gehen zurück, der Zug ist verloren.
move-withdrawn = **{ $name }** hat den Zug zurückgenommen und ist noch einmal dran.
check-asked = { $name } lässt die Wörter prüfen.
check-auto = Niemand hat innerhalb von 10 s geantwortet: Die Wörter wurden automatisch geprüft.
check-auto-deadline = Niemand hat geantwortet, bevor die Zugzeit ablief: Die Wörter wurden automatisch geprüft.
challenger-loses-turn = Die Wörter sind in Ordnung, also setzt { $name } den nächsten Zug aus.
turn-skipped = { $name } setzt diesen Zug aus.
undo-requested = **{ $name }** möchte den Zug zurücknehmen. Gegner: **{ btn-agree }** oder **{ btn-refuse }** innerhalb von 10 s.
undo-vote = { $name } möchte den Zug zurücknehmen: Stimm innerhalb von { $seconds } s zu.
undo-refused = { $name } hat das Zurücknehmen abgelehnt: Die Wörter wurden sofort geprüft.
undo-timed-out = Nicht alle haben dem Zurücknehmen innerhalb von 10 s zugestimmt: Die Wörter wurden sofort geprüft.
you-accepted = Du hast angenommen. Warte auf die anderen Gegner.
you-agreed = Du hast dem Zurücknehmen zugestimmt. Warte auf die anderen.
you-exchanged = Du hast { $count ->
    [one] einen Stein
   *[other] { $count } Steine
} getauscht.
exchanged = **{ $name }** hat { $count ->
    [one] einen Stein
   *[other] { $count } Steine
} getauscht.
passed = **{ $name }** hat gepasst.
timed-out = **{ $name }** hat die Zeit überschritten: Das zählt als Passen.
resigned = **{ $name }** hat aufgegeben.
dm-closed = { $name }, ich kann dir keine Direktnachricht schicken: Drück **{ btn-my-rack }**, um deine Steine zu sehen (nur du siehst sie).
rack-dealt = Deine Steine für das neue Spiel:
rack-refilled = Deine Bank nach deinem Zug:
rack-after-exchange = Deine Bank nach dem Tausch:
end-went-out = { $name } hat den letzten Stein gelegt: Das Spiel ist vorbei.
end-all-passed = Eine volle Runde verging ohne punktenden Zug: Das Spiel ist vorbei.
end-time-over = Alle Spieler haben ihre Spielzeit überschritten: Das Spiel ist vorbei.
end-resigned = Nur noch ein Spieler ist übrig: Das Spiel ist vorbei.
end-stopped = Das Spiel wurde vorzeitig beendet.
end-target-reached = Die Zielpunktzahl ist erreicht und die Runde ist komplett: Das Spiel ist vorbei.
end-agreed = Alle Spieler haben zugestimmt, das Spiel zu beenden.
final-score = { $rank }. { $name }: { $score } ({ $adjustment } für die am Ende übrigen Steine)
final-score-plain = { $rank }. { $name }: { $score }
winner = Sieg für **{ $names }** 🎉
winners-tied = Unentschieden: **{ $names }** teilen sich den Sieg 🤝
config-now = Einstellungen für diesen Kanal: Spiel **{ $variant }**, Zugzeit { $seconds ->
    [0] unbegrenzt
   *[other] { $seconds } s
}, Wortliste: { $dictionary }.
config-dictionary-default = die mitgelieferte jeder Sprache

## Fehler (nur die Person, die sie ausgelöst hat, sieht sie)

err-internal = Bei mir ist etwas schiefgelaufen; nichts wurde geändert. Bitte versuch es noch einmal.
err-not-saved = Entschuldigung, das konnte gerade nicht gespeichert werden, also ist nichts passiert. Bitte versuch es gleich noch einmal.
err-channel-busy = In diesem Kanal passiert gerade zu viel auf einmal, daher habe ich das beiseitegelegt und nichts hat sich geändert. Bitte versuch es gleich noch einmal.
err-slow-down = Das ging schneller, als ich Aktionen von einer Person annehme, daher hat sich nichts geändert. Bitte warte { $seconds } s und versuch es noch einmal.
saved-game-damaged = Das in diesem Kanal gespeicherte Spiel konnte nach einem Neustart nicht gelesen werden. Es wird für die Admins des Bots aufbewahrt, und der Kanal ist frei: `/{ cmd-game } { cmd-game-new }` startet ein neues Spiel.
saved-tournament-damaged = Das in diesem Kanal gespeicherte Turnier konnte nicht gelesen werden. Es wird für die Admins des Bots aufbewahrt und spielt keine weiteren Runden; der Kanal ist frei: `/{ cmd-tournament } { cmd-tournament-new }` eröffnet ein neues.
err-no-game = In diesem Kanal läuft kein Spiel. Starte eins mit `/{ cmd-game } { cmd-game-new }`.
err-game-running = In diesem Kanal ist schon ein Spiel offen. Spiel es zu Ende oder bitte seinen Ersteller oder einen Moderator, es zu beenden.
err-not-started = Das Spiel hat noch nicht begonnen.
err-already-started = Das Spiel hat schon begonnen.
err-already-joined = Du spielst schon mit.
err-lobby-full = Der Tisch ist voll ({ $max } Spieler).
err-only-creator-starts = Nur wer den Tisch eröffnet hat, kann das Spiel starten.
err-player-count = Dieses Spiel braucht { $min } bis { $max } Spieler.
err-not-a-player = Du spielst in diesem Spiel nicht mit.
err-not-your-turn = Du bist nicht am Zug: { $name } ist dran.
err-move-pending = Der letzte Zug wartet noch auf Annehmen oder Prüfen.
err-move-over = Dieser Zug ist vorbei.
err-lobby-closed = Dieser Tisch ist geschlossen: Sein Spiel hat begonnen oder ist vorbei. `/{ cmd-game } { cmd-game-new }` eröffnet einen neuen.
err-game-over = Das Spiel ist vorbei.
err-own-move = Das ist dein eigener Zug: Deine Gegner entscheiden.
err-already-accepted = Du hast diesen Zug schon angenommen.
err-already-agreed = Du hast schon zugestimmt.
err-only-author-undo = Nur wer den Zug gemacht hat, kann ihn zurücknehmen.
err-undo-once = Du kannst nur einmal darum bitten, einen Zug zurückzunehmen.
err-end-not-allowed = Nur wer das Spiel eröffnet hat oder ein Moderator (Server verwalten) kann das Spiel beenden.
end-rated-resigned = Diese Partie zählt für die Wertung, also heißt Beenden Aufgeben: Du hast aufgegeben.
err-end-rated = Diese Partie zählt für die Wertung: Wer mitspielt, kann nur aufgeben, und beenden kann sie nur ein Moderator.
err-config-not-allowed = Nur Moderatoren (Server verwalten) können die Einstellungen ändern.
err-move-empty = Schreib einen Zug, z. B. `8H WORT`.
err-bad-square = `{ $square }` ist kein Feld: Schreib erst die Zeile, dann die Spalte (`8H`) für waagerecht, oder erst die Spalte, dann die Zeile (`H8`) für senkrecht.
err-off-board-square = `{ $square }` liegt außerhalb des Spielbretts.
err-bad-letter = `{ $letter }` ist kein Buchstabe dieses Spiels.
err-no-word = Schreib das Wort hinter das Feld, z. B. `8H WORT`.
err-bare-blank = Bei einem Joker musst du angeben, für welchen Buchstaben er steht: Schreib `*` vor diesen Buchstaben, z. B. `*a`.
err-bare-take = Nach `!` muss der echte Buchstabe folgen, den du auf den Joker legst: `!a` im Wort, oder nach dem Wort das Feld des Jokers und der Buchstabe: `!K5a`.
err-not-a-blank = Auf Feld { $square } liegt ein echter Stein, kein Joker, also gibt es keinen Joker zu nehmen.
err-no-blank-swap = In diesem Spiel kann ein Joker nicht vom Brett genommen werden.
err-taken-blank-unused = Den genommenen Joker musst du im selben Zug legen: Markiere ihn mit `*`, z. B. `*a`.
err-already-agreed-to-end = Du hast dem Spielende schon zugestimmt; warte auf die anderen.
err-not-in-this-level = Nur ein Spiel ohne Punkte (die einfache Stufe) endet durch Zustimmung.
err-bad-target = Die Zielpunktzahl muss mindestens 1 sein.
err-not-on-rack = Du hast kein `{ $letter }` auf deiner Bank.
err-runs-off-board = Das Wort ragt über das Spielbrett hinaus.
err-nothing-on-square = Feld { $square } ist leer, also kann dort kein `.` stehen.
err-square-taken = Auf Feld { $square } liegt schon `{ $letter }`.
err-no-new-tiles = Der Zug legt keinen deiner Steine.
err-misses-start = Das erste Wort muss über das Mittelfeld { $square } gehen.
err-first-word-short = Das erste Wort muss mindestens zwei Buchstaben haben.
err-not-connected = Das Wort muss an die Buchstaben anschließen, die schon auf dem Brett liegen.
err-too-short = Deine Buchstaben müssen ein Wort aus mindestens zwei Buchstaben bilden, in einer Linie und ohne Lücken.
err-exchange-none = Nenne die Steine zum Tauschen, z. B. `AEZ` (ein Joker ist `*`).
err-exchange-bag = Ein Tausch braucht mindestens { $needed ->
    [one] { $needed } Stein
   *[other] { $needed } Steine
} im Beutel; es sind noch { $left }.
err-exchange-limit = Du hast alle { $limit } Tauschmöglichkeiten dieses Spiels verbraucht.
err-exchange-too-many = Ein Tausch darf höchstens { $max ->
    [one] { $max } Stein
   *[other] { $max } Steine
} umfassen.
err-not-in-dictionary = Nicht im Wörterbuch: { $words }. Versuch einen anderen Zug.
err-no-game-clock = Dieses Spiel hat kein Zeitlimit für die ganze Partie.
err-challenge-rule = Dieses Spiel bietet diese Prüfregel nicht an.
opt-server = server
opt-server-desc = Lege den Standard für den ganzen Server fest statt für diesen Kanal
err-unknown-variant = Dieses Spiel gibt es nicht. Wähle eins von: { $names }.
err-no-dictionary = Auf diesem Bot ist die Wortliste `{ $name }` nicht installiert, daher kann das Spiel hier nicht starten.
opt-dictionary = wortliste
opt-dictionary-desc = Wortliste für die Spiele ihrer Sprache (z. B. ru-full für russische Spiele)
err-unknown-dictionary = Diese Wortliste gibt es nicht. Wähle eine von: { $names }.
move-submitted-void = Du hast { $words } für { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
} gelegt: Alle Wörter stehen im Wörterbuch.
wym-exchanged = WYM: Bei { $name } { $count ->
    [one] wurde ein Stein
   *[other] wurden { $count } Steine
} zufällig getauscht.
rack-after-wym = Ein WYM-Feld hat deine Bank verändert:
err-unknown-challenge = Die Prüfregel ist `double` oder `void`.
opt-challenge = prüfregel
opt-challenge-desc = Prüfregel, wenn das Spiel die Wahl lässt: double oder void
opt-game-time = spielzeit
opt-game-time-desc = Minuten, die jeder Spieler für die ganze Partie hat (Literki)
agreed-to-end = { $name } stimmt dem Spielende zu ({ $agreed } von { $players }).
opt-target = ziel
opt-target-desc = Punktzahl, bis zu der gespielt wird, 1 bis 2000 (Эрудит: Standard 200; Letterbox: 100)
opt-simple = einfach
opt-simple-desc = Einfache Stufe: keine Punkte, das Spiel endet, wenn alle zustimmen (Эрудит)
cmd-game-agree = zustimmen
cmd-game-agree-desc = Stimme dem Ende eines Spiels auf der einfachen Stufe zu
exported = Das letzte Spiel { $variant } in diesem Kanal als GCG-Protokoll:
err-nothing-to-export = In diesem Kanal ist noch kein Spiel zu Ende gegangen.
cmd-game-export = exportieren
cmd-game-export-desc = Poste das letzte beendete Spiel dieses Kanals als GCG-Spielprotokoll
opt-analysis = analyse
opt-analysis-desc = Mit Analyse: nach jedem Zug eines Spielers der beste Zug und der Verlust gegenüber diesem

## Letterbox
cmd-hint = tipp
cmd-hint-desc = Ein paar gute Züge für deine Buchstaben (wo das Spiel Tipps erlaubt; nur du siehst sie)
cmd-game-missed = verpasst
cmd-game-missed-desc = Deine teuersten Züge im letzten beendeten Spiel in diesem Kanal
opt-hints = tipps
opt-hints-desc = /{ cmd-hint } erlauben (Standard: nur in Spielen gegen den Computer)
err-no-hints = In diesem Spiel (zwischen Menschen) gibt es keine Tipps. Wer den Tisch eröffnet, kann sie mit `{ opt-hints }:true` erlauben.
err-no-dictionary-while-composing = In diesem Spiel gibt es keine Tipps: Die Regeln verbieten das Wörterbuch beim Legen von Wörtern; erst nach dem Legen darf es benutzt werden (Prüfen).
err-no-hints-here = Keine Tipps: Die Wortliste dieses Spiels ist nicht geladen.
hint-none = Mit deinen Buchstaben gibt es keinen Zug: Passe oder tausche, wo das Spiel es erlaubt.
hint-moves = Gute Züge für deine Buchstaben: { $moves }
missed-none = Du hast nichts verschenkt: In jedem Zug hast du den Zug gespielt, den die Analyse des Bots am höchsten bewertet.
missed-moves = Deine teuersten Züge (der beste Zug, den der Bot fand ← dein Zug · was er gekostet hat: Punkte plus der Wert der behaltenen Steine):
btn-add-computer = Computer dazu
err-only-creator-adds-computer = Nur wer den Tisch eröffnet hat, kann einen Computer dazusetzen.
err-unknown-strength = Die Spielstärke des Computers ist `beginner`, `intermediate`, `strong` oder `expert` (denkt voraus).
opt-computer = computer
opt-computer-desc = Spielstärke der Computergegner: beginner, intermediate, strong oder expert
lobby-stake = Einsatz: **{ $points }** Spielpunkte (ein Sieg schreibt sie deinem Konto auf diesem Server gut, eine Niederlage zieht sie ab).
opt-letters = buchstaben
opt-letters-desc = Buchstaben pro Spieler (Letterbox: 5 bis 10, Standard 7)
err-exchange-not-offered = In diesem Spiel wird nicht getauscht: Wenn du kein Wort legen kannst, `/{ cmd-pass }`.
err-rack-size = In diesem Spiel hat jeder Spieler { $min } bis { $max } Buchstaben.
end-drawn = Zwei Runden lang konnte niemand anlegen: Das Spiel endet unentschieden.
end-target-first = Die Gewinnpunktzahl ist erreicht: Das Spiel ist zu Ende.
no-winner = Kein Gewinner.
board-cleared = { $name } hat ein gelbes Feld belegt: Das Spielfeld wird geleert ({ $count ->
    [one] ein Stein geht
   *[other] { $count } Steine gehen
} zurück in den Beutel). Das nächste Wort muss das Startfeld verdecken.
new-letters = Niemand konnte anlegen: Jeder Spieler bekommt neue Buchstaben.
rack-new-letters = Niemand konnte anlegen, deshalb hast du neue Buchstaben:
takeover = { $name } hat ein Wort ergänzt und übernimmt { $count ->
    [one] einen Buchstaben
   *[other] { $count } Buchstaben
} für { $points } Punkte.
game-points-won = { $name } gewinnt { $points } Spielpunkte für die Highscore-Liste.
game-points-lost = { $name } verliert { $points } Spielpunkte.

## Highscores and word suggestions
cmd-highscores = bestenliste
cmd-highscores-desc = Die besten Spieler auf diesem Server: Punkte, Spiele und Siege
cmd-suggest = vorschlagen
cmd-suggest-desc = Schlage den Moderatoren ein Wort vor, das das Spiel nicht kennt
opt-word = wort
opt-word-desc = Das Wort (in den Buchstaben seiner Sprache)
opt-language = sprache
opt-language-desc = Seine Sprache: pl, en, ru oder de (Standard: die Sprache des Spiels in diesem Kanal)
cmd-suggestions = vorschläge
cmd-suggestions-desc = Prüfe die Wörter, die Spieler vorgeschlagen haben (Moderatoren)
cmd-suggestions-list = liste
cmd-suggestions-list-desc = Zeige die Wörter, die auf eine Entscheidung warten
cmd-suggestions-accept = annehmen
cmd-suggestions-accept-desc = Nimm ein Wort in die Wortliste dieses Servers auf: jedes Spiel hier erkennt es an
cmd-suggestions-reject = ablehnen
cmd-suggestions-reject-desc = Lehne einen Vorschlag ab oder streiche ein Wort von der Wortliste dieses Servers
hs-title = Die besten Spieler auf diesem Server:
hs-line = { $rank }. { $name }: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
hs-games = { $count ->
    [one] { $count } Spiel
   *[other] { $count } Spiele
}
hs-wins = { $count ->
    [one] { $count } Sieg
   *[other] { $count } Siege
}
hs-none = Auf diesem Server hat noch niemand ein Spiel beendet.
suggest-guild-only = Das geht nur auf einem Server.
suggest-err-empty = Schreib das Wort, das dir fehlt.
suggest-err-letters = „{ $word }“ kann hier kein Wort sein: nimm nur die Buchstaben des Alphabets { $dictionary }.
suggest-err-length = Ein Wort hat { $min } bis { $max } Buchstaben.
suggest-already-known = „{ $word }“ steht schon im Wörterbuch { $dictionary }: Jedes Spiel erkennt es an.
suggest-recorded = Danke! „{ $word }“ ({ $dictionary }) wartet jetzt auf die Moderatoren.
suggest-already-suggested = „{ $word }“ ({ $dictionary }) wurde schon vorgeschlagen und wartet auf die Moderatoren.
suggest-already-accepted = „{ $word }“ ({ $dictionary }) steht schon auf der Wortliste dieses Servers.
suggest-not-allowed = Nur Moderatoren (Server verwalten) können Wortvorschläge prüfen.
suggest-none = Es warten keine vorgeschlagenen Wörter.
suggest-list-title = { $count ->
    [one] Ein Wort wartet auf eine Entscheidung:
   *[other] { $count } Wörter warten auf eine Entscheidung:
}
suggest-list-line = • { $word } ({ $dictionary }), vorgeschlagen von { $name }
suggest-list-more = … und { $count } weitere.
suggest-accepted = „{ $word }“ ({ $dictionary }) steht jetzt auf der Wortliste dieses Servers: jedes Spiel hier erkennt es an.
suggest-added = Niemand hatte „{ $word }“ ({ $dictionary }) vorgeschlagen, aber es steht jetzt auf der Wortliste dieses Servers: jedes Spiel hier erkennt es an.
suggest-rejected = „{ $word }“ ({ $dictionary }) ist entfernt: weder vorgeschlagen noch auf der Wortliste dieses Servers.
suggest-not-found = „{ $word }“ ({ $dictionary }) ist weder vorgeschlagen noch auf der Wortliste dieses Servers.

## WordCap (das 5x5-Gitterspiel)

cmd-sort = mischen
cmd-sort-desc = Die Buchstaben des WordCap-Gitters mischen (dreimal pro Spieler und Spiel; kostet keinen Zug)
opt-game-new-language-desc = WordCap: Sprache der Buchstaben und Wörter (en, pl, de, ru)
opt-turns = züge
opt-turns-desc = WordCap: Züge im Spiel (Standard 30)
opt-turns-each = züge-pro-spieler
opt-turns-each-desc = WordCap: die Züge pro Spieler zählen statt insgesamt
wordcap-how = Zieh ein Wort aus mindestens 2 Buchstaben durch benachbarte Felder (auch diagonal), jedes Feld einmal, ohne dass sich die Linie kreuzt: `/{ cmd-play } A1 B2 B3`, oder einfach das Wort, wenn es nur auf eine Weise ins Gitter passt. 1 Punkt pro Buchstabe, dazu der Bonus jeder Kreuzung, die die Linie diagonal überquert. `/{ cmd-sort }` mischt die Buchstaben (je dreimal), `/{ cmd-pass }` passt.
word-traced = Felder { $cells }: { $letters } für die Buchstaben, +{ $bonus } aus Diagonalboni.
word-new-letters = Seine Felder bekommen neue Buchstaben.
word-rejected = **{ $name }**: **{ $word }** steht nicht im Wörterbuch: keine Punkte, der Zug ist verbraucht.
sorted = **{ $name }** hat die Buchstaben gemischt ({ $left ->
    [0] kein Mischen mehr übrig
    [one] noch einmal Mischen übrig
   *[other] noch { $left }-mal Mischen übrig
}).
turn-next-grid = Weiter: **{ $name }** ({ $turns ->
    [one] noch ein Zug im Spiel
   *[other] noch { $turns } Züge im Spiel
}; Mischen übrig: { $sorts }).
end-turns-used = Der letzte Zug ist gespielt: das Spiel ist aus.
err-path-empty = Schreib die Felder deines Worts, z. B. `A1 B2 B3`, oder das Wort selbst.
err-path-short = Ein Wort braucht mindestens 2 Buchstaben.
err-bad-cell = `{ $cell }` ist kein Feld: erst die Spalte A-E, dann die Zeile 1-5, z. B. `B3`.
err-not-adjacent = { $from } und { $to } sind keine Nachbarn: jeder Buchstabe muss den vorigen berühren (auch diagonal).
err-cell-twice = Das Feld { $cell } ist doppelt: jedes Feld nur einmal pro Wort.
err-crossing = Die Linie kreuzt sich selbst: die Diagonale { $second } kreuzt { $first }.
err-no-sorts-left = Du hast in diesem Spiel schon alle Mischen verbraucht.
err-bad-turn-limit = Die Zahl der Züge muss mindestens 1 sein.
err-wrong-language = Die Buchstaben des Gitters gehören nicht zur Sprache des Spiels.
err-not-a-word-or-cells = `{ $text }` sind weder Felder (z. B. `A1 B2 B3`) noch ein Wort aus den Buchstaben des Spiels.
err-word-not-on-grid = **{ $word }** lässt sich nicht im Gitter ziehen (benachbarte Felder, jedes einmal, ohne Kreuzung).
err-word-ambiguous = **{ $word }** lässt sich auf { $count } Arten ziehen, z. B. { $paths }: schick die gemeinten Felder.
err-word-ambiguous-many = **{ $word }** lässt sich auf mehr als { $count } Arten ziehen, z. B. { $paths }: schick die gemeinten Felder.
err-word-search-stopped = **{ $word }** ließe sich auf zu vielen Linien ziehen, um alle zu prüfen: schick die gemeinten Felder.
err-no-rack = WordCap hat keine Bänkchen: alle Buchstaben liegen im Gitter.
err-not-in-wordcap = Das gibt es in WordCap nicht: zieh ein Wort mit `/{ cmd-play }`, oder `/{ cmd-sort }`, `/{ cmd-pass }`.
err-only-wordcap = Mischen gibt es nur in WordCap.
err-unknown-language = Die Sprachen von WordCap sind `en`, `pl`, `de` und `ru`.
wordcap-started = Das Spiel läuft! Das Gitter ist für alle: jeder Buchstabe liegt darauf.
help-wordcap =
    ### WordCap (`/{ cmd-game } { cmd-game-new } { opt-variant }:wordcap { opt-language }:de`)
    - Ein 5x5-Gitter aus Buchstaben. Zieh ein Wort aus 2+ Buchstaben durch benachbarte Felder (auch diagonal), jedes Feld einmal, ohne dass sich die Linie kreuzt.
    - `/{ cmd-play } A1 B2 B3`: Spalte A-E, dann Zeile 1-5. Oder einfach das Wort, wenn es nur auf eine Weise ins Gitter passt.
    - 1 Punkt pro Buchstabe, dazu der Bonus (1-5) jeder Kreuzung, die ein diagonaler Schritt überquert.
    - Dieselben 10 Sekunden für **{ btn-accept }**, **{ btn-check }** oder **{ btn-undo }** wie auf den Brettern; die Felder eines Worts, das steht, bekommen neue Buchstaben.
    - `/{ cmd-sort }` mischt die Buchstaben (je dreimal, kostet keinen Zug); `/{ cmd-pass }` passt. 30 Züge insgesamt (`{ opt-turns }:`, `{ opt-turns-each }:`); die meisten Punkte gewinnen.

# turn controls (issue 11)
btn-play = Legen…
btn-exchange = Tauschen…
btn-pass = Passen
btn-resign = Aufgeben
btn-resign-confirm = Ja, aufgeben
btn-sort = Mischen
resign-ask = Dieses Spiel wirklich aufgeben? Die anderen spielen ohne dich weiter.
pick-tiles = Wähle die Steine zum Tauschen (nur du siehst das):
pick-tiles-placeholder = Steine zum Tauschen
form-title = Dein Zug
form-word = Wort
form-word-hint = z. B. HAUS; ein Joker als *a
form-square = Startfeld
form-square-hint = z. B. H8
form-direction = Richtung
form-direction-hint = waagerecht oder senkrecht (leer: 8H waagerecht, H8 senkrecht)
form-grid-word = Wort oder Felder
form-grid-word-hint = z. B. HAUS oder A1 B2 B3
err-form-word = Schreib das Wort, das du legst.
err-form-square = `{ $text }` ist kein Feld: Schreib den Buchstaben der Spalte und die Nummer der Zeile, z. B. H8.
err-form-direction = `{ $text }` ist keine Richtung: Schreib waagerecht oder senkrecht (oder lass es leer).

# threads and the game summary (issue 11)
opt-threads = threads
opt-threads-desc = Jedes Spiel in einem eigenen Thread (Standard: an)
config-threads-on = Jedes Spiel läuft in einem eigenen Thread.
config-threads-off = Die Spiele laufen direkt im Kanal (ohne Threads).
config-rated-on = Beendete Spiele zwischen Menschen zählen hier für die Wertung (`/stats`, `/leaderboard`).
config-rated-off = Spiele hier werden nicht gewertet.
config-pages-on = Spiele hier werden auf den Webseiten des Bots gezeigt (eine Live-Seite pro Spiel, verlinkt in der Übersicht), sofern er welche anbietet.
config-pages-off = Spiele hier werden nicht auf den Webseiten des Bots gezeigt; die Spieler behalten ihre eigenen Seiten.
threads-not-allowed = Ich darf in diesem Kanal keine Threads erstellen, darum wird hier gespielt. Gib mir die Berechtigung **Öffentliche Threads erstellen** oder schalte Threads ab mit `/{ cmd-config } { opt-threads }:false`.
summary-playing = läuft
summary-over = Spiel vorbei
summary-players = Spieler
summary-to-move = am Zug
summary-resigned = aufgegeben
summary-moves-title = Züge
summary-moves = { $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
}
summary-thread = Thread
summary-result = Ergebnis
final-title = { $variant }: Spiel vorbei

# texts (issue 11)
lobby-seated = Es spielen: { $names }.
final-score-resigned = { $rank }. { $name }: { $score } (aufgegeben)
final-missed = Teuerste Züge (gespielter Zug → der beste Zug, den der Bot fand, Verlust):
final-missed-line = { $name }, Zug { $turn }: { $played ->
    [pass] gepasst
    [exchange] `{ $played-move }` getauscht
   *[other] `{ $played-move }` { $played-score }
} → { $best ->
    [pass] passen
    [exchange] `{ $best-move }` tauschen
   *[other] `{ $best-move }` { $best-score }
} (−{ $lost })
config-now-server = Standard für den ganzen Server, für jeden Kanal ohne eigene Einstellungen: Spiel **{ $variant }**, Zugzeit { $seconds ->
    [0] unbegrenzt
   *[other] { $seconds } s
}, Wortliste: { $dictionary }.
config-channel-own = Dieser Kanal hat eigene Einstellungen, und die gelten hier weiterhin: Spiel **{ $variant }**, Zugzeit { $seconds ->
    [0] unbegrenzt
   *[other] { $seconds } s
}, Wortliste: { $dictionary }.
missed-line = Zug { $turn }: { $best ->
    [across] { $best-place } waagerecht: **{ $best-word }** für { $best-score }
    [down] { $best-place } senkrecht: **{ $best-word }** für { $best-score }
    [cells] **{ $best-word }** auf { $best-place } für { $best-score }
    [pass] **passen**
    [exchange] **{ $best-word } tauschen**
   *[other] **{ $best-word }** für { $best-score }
} ← dein Zug: { $played ->
    [pass] gepasst
    [exchange] { $played-word } getauscht
    [across] { $played-place } waagerecht: { $played-word } für { $played-score }
    [down] { $played-place } senkrecht: { $played-word } für { $played-score }
    [cells] { $played-word } auf { $played-place } für { $played-score }
   *[other] { $played-word } für { $played-score }
} · −{ $lost }
preview-move = { $square } { $direction ->
    [across] waagerecht
   *[down] senkrecht
}: { $words } · { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
}
preview-trace = { $cells }: { $word } · { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
} ({ $letters } für die Buchstaben, +{ $bonus } Bonus)

# ending pictures
ending-final-title = Endstand
ending-reason-went-out = { $name } hat den letzten Stein gelegt
ending-reason-all-passed = Eine volle Runde von Zügen ohne Punkte
ending-reason-time-over = Alle Spieler haben ihre Spielzeit überschritten
ending-reason-resigned = Nur ein Spieler ist im Spiel geblieben
ending-reason-stopped = Das Spiel wurde vorzeitig beendet
ending-reason-target = Die Zielpunktzahl wurde erreicht und die Runde beendet
ending-reason-target-first = Die Zielpunktzahl wurde erreicht
ending-reason-agreed = Die Spieler haben sich auf das Ende geeinigt
ending-reason-drawn = Zwei Runden lang konnte niemand legen: unentschieden
ending-reason-turns-used = Der letzte Zug ist gespielt
ending-reason-passes = Alle Spieler haben zweimal hintereinander gepasst
ending-reason-game-time = Die Spielzeit ist abgelaufen oder das Spiel wurde beendet
ending-last-word = letztes Wort: { $word } ({ $name }, +{ $score })
ending-winner = { $count ->
    [one] Sieger
   *[other] Unentschieden
}: { $names }
ending-no-winner = Kein Sieger
ending-adjustment-note = In Klammern: Punkte für die am Ende übrigen Steine
ending-chart-title = Punktestand nach jedem Zug
ending-chart-turn = Zug
ending-chart-points = Punkte
ending-chart-end = Ende
ending-best-move = Bester Zug: { $move }
ending-start = Start
ending-rejected = { $words } nicht anerkannt, keine Punkte
ending-exchanged = Tausch von { $count ->
    [one] einem Stein
   *[other] { $count } Steinen
}
ending-passed = gepasst
ending-skipped = Zug verloren
ending-resigned = aufgegeben
ending-sorted = Buchstaben gemischt
ending-board-cleared = das Brett wird geleert
ending-rack-swapped = { $name } tauscht alle Steine
ending-new-letters = neue Buchstaben für alle

# the lobby's options (issue 11)
lobby-opt-move-time = Zeit pro Zug: { $seconds } s
lobby-opt-game-time = Spielzeit: { $count } min pro Spieler
lobby-opt-dictionary = Wortliste: `{ $dictionary }`
lobby-opt-challenge = Prüfen: `{ $rule }`
lobby-opt-target = Gespielt bis { $points } Punkte
lobby-opt-simple = Einfache Stufe: ohne Punkte, das Spiel endet, wenn alle zustimmen
lobby-opt-letters = Steine pro Bank: { $count }
lobby-opt-hints = Tipps erlaubt (`/{ cmd-hint }`)

## Ratings and stats (/stats, /leaderboard)
opt-rated = gewertet
opt-rated-desc = Spiele hier zählen für die Wertung (Standard: an)
opt-pages = seiten
opt-pages-desc = Spiele hier werden auf den Webseiten des Bots gezeigt (Standard: an)
cmd-stats = statistik
cmd-stats-desc = Spiele, Ergebnisse, bester Zug und Wertungen eines Spielers auf diesem Server
opt-user = spieler
opt-user-desc = Wessen (Standard: deine)
opt-stats-variant-desc = Nur ein Spiel (Standard: alle)
cmd-leaderboard = rangliste
cmd-leaderboard-desc = Die am besten gewerteten Spieler eines Spiels auf diesem Server
opt-leaderboard-variant-desc = Welches Spiel (Standard: das dieses Kanals)
stats-title = Statistik: { $name }
stats-title-variant = Statistik: { $name } · { $variant }
stats-none = { $name } hat hier noch kein Spiel beendet.
stats-games = Spiele
stats-games-value = { $games } ({ $wins } gewonnen, { $losses } verloren, { $draws } unentschieden)
stats-average = Durchschnitt
stats-average-value = { $game } Punkte pro Spiel, { $turn } pro Zug
stats-best = Bester Zug
stats-best-value = { $word } für { $score } ({ $variant })
stats-bingos = Bingos
stats-ratings = Wertungen
stats-rating-line = { $variant }: **{ $rating }** ± { $deviation } · { $games ->
    [one] { $games } gewertetes Spiel
   *[other] { $games } gewertete Spiele
}
stats-unrated = Noch keine gewerteten Spiele.
stats-account = Spielpunkte (Letterbox)
stats-chart-title = Wertung nach jedem gewerteten Spiel: { $variant }
stats-chart-game = Gewertetes Spiel
stats-chart-rating = Wertung
stats-chart-peak = Höchstwert: { $rating }
lb-title = Rangliste: { $variant }
lb-line = { $rank }. **{ $name }** { $rating } ± { $deviation } · { $games ->
    [one] { $games } Spiel
   *[other] { $games } Spiele
}
lb-none = Auf diesem Server hat noch niemand eine Wertung in { $variant }.
lb-page = Seite { $page } von { $pages } · { $players ->
    [one] { $players } gewerteter Spieler
   *[other] { $players } gewertete Spieler
}
lb-previous = Zurück
lb-next = Weiter
err-unknown-rating-game = Für dieses Spiel gibt es keine Wertung. Wähle eines von: { $names }

## Games over days (correspondence) and /notify
opt-pace = tempo
opt-pace-desc = live (Standard) oder days: ein Spiel über Tage mit Erinnerungen per DM
opt-days-per-move = tage-pro-zug
opt-days-per-move-desc = Spiel über Tage: Tage pro Zug für jeden Spieler (1 bis 14, Standard 3)
cmd-notify = erinnerungen
cmd-notify-desc = Erinnerungen per DM an Spiele über Tage
cmd-notify-on = an
cmd-notify-on-desc = Schick mir Erinnerungen an Spiele über Tage (Standard)
cmd-notify-off = aus
cmd-notify-off-desc = Keine Erinnerungen an Spiele über Tage mehr
notify-on = Erinnerungen an Spiele über Tage kommen wieder per DM.
notify-off = Keine Erinnerungen mehr. `/{ cmd-notify } { cmd-notify-on }` schaltet sie wieder ein.
err-live-with-days = `{ opt-days-per-move }` gilt für Spiele über Tage: wähle `{ opt-pace }: days` oder lass es weg.
lobby-opt-days = Ein Spiel über Tage: { $count ->
    [one] { $count } Tag
   *[other] { $count } Tage
} pro Zug, Erinnerungen per DM.
window-help-days = Gegner: **{ btn-accept }** oder **{ btn-check }**; der eigene Zug des nächsten Spielers nimmt ihn an. Keine Antwort bis { $deadline }: die Wörter werden automatisch geprüft.
remind-turn = Du bist dran in **{ $game }**. Deine Zeit läuft { $deadline } ab; danach passt du.
remind-answer = **{ $name }** hat in **{ $game }** gezogen: drück **{ btn-accept }** oder **{ btn-check }**, oder mach einfach deinen Zug, der ihn annimmt. Die Zeit läuft { $deadline } ab.
remind-time-running-out = Deine Zeit in **{ $game }** läuft { $deadline } ab.
help-community =
    ### Über Tage, Wertung, tägliches Rätsel, Turniere
    - `/{ cmd-game } { cmd-game-new } { opt-pace }:days { opt-days-per-move }:3`: ein Spiel über Tage, 3 Tage pro Zug (danach: passen). Ein Zug wartet so lange auf **{ btn-accept }** oder **{ btn-check }**; der eigene Zug des nächsten Spielers nimmt ihn an. Kein **{ btn-undo }**. Erinnerungen kommen per DM; `/{ cmd-notify } { cmd-notify-off }` stellt sie ab.
    - Spiele zwischen Menschen werden gewertet (Glicko-2): `/{ cmd-stats }`, `/{ cmd-leaderboard }`. Nicht gewertet: Spiele mit Computer oder Tipps oder mit `/{ cmd-game } { cmd-game-end }` beendet.
    - Ein tägliches Rätsel, wo ein Moderator es eingeschaltet hat (`/{ cmd-config } { opt-puzzle }:true`): finde den besten Zug, antworte mit **{ btn-puzzle-answer }** oder `/{ cmd-puzzle } { cmd-puzzle-answer }`; nur du siehst das Ergebnis, die Rangliste kommt einen Tag später.
    - Ein Turnier: `/{ cmd-tournament } { cmd-tournament-new }` (Schweizer System oder jeder gegen jeden); Spieler drücken **{ btn-join }**, der Veranstalter **{ btn-start }**. Die Partien jeder Runde bekommen eigene Threads; eine Tabelle nach jeder Runde. `/{ cmd-tournament } { cmd-tournament-withdraw }` nimmt dich heraus.

## The daily puzzle
btn-puzzle-answer = Antworten…
opt-puzzle = raetsel
opt-puzzle-desc = Ein tägliches Rätsel in diesem Kanal posten (eins pro Server)
opt-puzzle-hour = raetsel-stunde
opt-puzzle-hour-desc = Die Stunde (UTC, 0-23), zu der das tägliche Rätsel kommt (Standard 12)
cmd-puzzle = raetsel
cmd-puzzle-desc = Das tägliche Rätsel
cmd-puzzle-answer = antworten
cmd-puzzle-answer-desc = Das heutige Rätsel beantworten (nur du siehst das Ergebnis)
opt-puzzle-answer-move-desc = Dein Zug: 8H WORT (waagerecht) oder H8 WORT (senkrecht)
config-puzzle-on = Tägliches Rätsel: **{ $variant }** in { $channel } um { $hour }:00 UTC.
config-puzzle-off = Kein tägliches Rätsel (`/{ cmd-config } { opt-puzzle }:true` in einem Kanal postet es dort).
puzzle-err-wordcap = Das tägliche Rätsel gibt es für Brettspiele: wähle eins mit `{ opt-variant }:` (WordCap hat kein Bänkchen).
puzzle-you = Du
puzzle-opponent = Gegner
puzzle-caption = Tägliches Rätsel · { $variant }
puzzle-title = **Tägliches Rätsel** ({ $variant }): finde den besten Zug!
puzzle-rack = Deine Steine: **{ $rack }**
puzzle-how = Antworte mit **{ btn-puzzle-answer }** oder `/{ cmd-puzzle } { cmd-puzzle-answer }`; nur du siehst das Ergebnis. Der beste Zug ist der wertvollste: seine Punkte plus der Wert der Steine, die du behältst. Antworten bis { $deadline }.
puzzle-results = **Tägliches Rätsel** ({ $variant }): die Ergebnisse
puzzle-nobody = Niemand hat geantwortet.
puzzle-ranked = { $rank }. **{ $name }**: { $move } für { $score }{ $lost-tenths ->
    [0] , der beste
   *[other] , −{ $lost }
}
puzzle-best-moves = Beste Züge: { $moves }
puzzle-closed = Dieses Rätsel ist geschlossen. Der beste Zug war { $best }.
puzzle-none-open = Auf diesem Server ist gerade kein Rätsel offen.
puzzle-err-notation = { $move } ist kein Zug: schreib `8H WORT` (waagerecht) oder `H8 WORT` (senkrecht), `.` für einen Buchstaben auf dem Brett.
puzzle-err-refused = Dieser Zug lässt sich nicht legen: { $why }
puzzle-verdict = Dein Zug { $move } bringt { $score } { $lost-tenths ->
    [0] und verschenkt nichts: Einen besseren gibt es nicht (Rang { $rank } von { $ranks }).
   *[other] und bleibt { $lost } Punkte hinter dem besten zurück (Punkte plus der Wert der behaltenen Steine): Rang { $rank } von { $ranks }.
} Der beste: { $best }.
puzzle-verdict-void = Dein Zug { $move } gilt nicht (nicht jedes Wort, das er bildet, steht im Wörterbuch), also bringt er 0. Die erste Antwort zählt. Der beste: { $best }.
puzzle-off = Das tägliche Rätsel ist auf diesem Server abgeschaltet: Es nimmt keine Antworten mehr an.
puzzle-answered-before = Du hast schon geantwortet (die erste Antwort zählt): { $move } für { $score }, { $lost-tenths ->
    [0] ohne Rückstand auf den besten
   *[other] { $lost } Punkte hinter dem besten (Punkte plus der Wert der behaltenen Steine)
}, Rang { $rank } von { $ranks }. Der beste: { $best }.
puzzle-answered-before-unjudged = Du hast schon geantwortet (die erste Antwort zählt): { $move } für { $score }, Rang { $rank } von { $ranks }. Der beste: { $best }.
puzzle-form-title = Tägliches Rätsel
puzzle-form-move = Dein Zug (z. B. 8H WORT)
stats-streak = Tägliches Rätsel
stats-streak-value = { $current ->
    [one] { $current } Tag in Folge
   *[other] { $current } Tage in Folge
} (längste Serie: { $longest })
## Turniere
btn-tournament-leave = Austreten
cmd-tournament = turnier
cmd-tournament-desc = Turniere auf diesem Server
cmd-tournament-new = neu
cmd-tournament-new-desc = Ein Turnier in diesem Kanal eröffnen: man tritt per Knopf bei
cmd-tournament-start = starten
cmd-tournament-start-desc = Das Turnier dieses Kanals starten (Veranstalter oder Moderator)
cmd-tournament-withdraw = zurueckziehen
cmd-tournament-withdraw-desc = Vom Turnier dieses Kanals zurückziehen (Moderatoren: beliebige Spieler)
cmd-tournament-standings = tabelle
cmd-tournament-standings-desc = Die Tabelle des Turniers dieses Kanals
cmd-tournament-cancel = absagen
cmd-tournament-cancel-desc = Das Turnier dieses Kanals absagen (Veranstalter oder Moderator)
opt-format = modus
opt-format-desc = swiss (Standard, Schweizer System) oder round-robin (jeder gegen jeden)
opt-rounds = runden
opt-rounds-desc = Schweizer System: Anzahl der Runden (Standard 3)
opt-tournament-new-move-time-desc = Live: Sekunden pro Zug (Standard: wie im Kanal, sonst 300)
opt-tournament-withdraw-user-desc = Wer sich zurückzieht (Standard: du; andere: Veranstalter oder Moderator)
tournament-title = **Turnier: { $variant }**, veranstaltet von { $organiser }
tournament-format-swiss = Schweizer System, { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
}: Paarungen nach Punkten, dann Differenz, keine Revanchen.
tournament-format-round-robin = Jeder gegen jeden: alle spielen einmal gegeneinander.
tournament-nobody = Noch niemand dabei: drücke **{ btn-join }**.
tournament-players = { $count ->
    [one] { $count } Spieler
   *[other] { $count } Spieler
}: { $names }
tournament-how-to-start = Der Veranstalter (oder ein Moderator) startet es mit **{ btn-start }** oder `/{ cmd-tournament } { cmd-tournament-start }`.
tournament-started = Es läuft: die Partien jeder Runde werden hier in eigenen Threads gespielt.
tournament-over = Es ist vorbei.
tournament-cancelled = Das Turnier wurde abgesagt.
tournament-opened = Dein Turnier ist offen: man tritt mit dem Knopf darunter bei (du bist dabei; drücke **{ btn-tournament-leave }**, wenn du nur veranstaltest).
tournament-joined = Du bist im Turnier.
tournament-left = Du bist aus dem Turnier ausgetreten.
tournament-you-started = Das Turnier hat begonnen: Runde 1 wird gepaart.
tournament-you-cancelled = Du hast das Turnier abgesagt.
tournament-you-withdrew = Zurückgezogen: keine weiteren Paarungen (eine laufende Partie wird aufgegeben).
tournament-withdrew = { $name } hat sich vom Turnier zurückgezogen.
tournament-err-started = Das Turnier läuft: jetzt kann niemand beitreten oder austreten (`/{ cmd-tournament } { cmd-tournament-withdraw }` nimmt einen Spieler heraus).
tournament-err-over = Das Turnier ist vorbei.
tournament-err-already-in = Du bist schon im Turnier.
tournament-err-not-in = Dieser Spieler ist nicht im Turnier.
tournament-err-full = Das Turnier ist voll.
tournament-err-not-organiser = Das darf nur der Veranstalter des Turniers oder ein Moderator.
tournament-err-too-few = Ein Turnier braucht mindestens zwei Spieler.
tournament-err-withdrawn = Dieser Spieler hat sich schon zurückgezogen.
tournament-err-none = In diesem Kanal gibt es kein Turnier (`/{ cmd-tournament } { cmd-tournament-new }` eröffnet eines).
tournament-err-running = In diesem Kanal läuft schon ein Turnier: eines nach dem anderen.
tournament-err-in-thread = Eröffne ein Turnier in einem Kanal, nicht in einem Thread: seine Partien bekommen eigene Threads.
tournament-err-computer = Letterbox spielt man gegen den Computer: dafür gibt es keine Turniere.
tournament-round = **Runde { $round } von { $rounds }**
tournament-round-game = { $first } gegen { $second }
tournament-round-bye = { $name }: spielfrei (ein Sieg, +{ $spread })
tournament-game-post = Runde { $round }: **{ $first }** gegen **{ $second }**
tournament-game-intro = Turnierpartie, Runde { $round }: { $names }. Viel Glück!
tournament-game-failed = Diese Turnierpartie konnte nicht beginnen:
tournament-no-thread = Ich darf hier keine Threads öffnen, also können die Partien des Turniers nicht beginnen. Gib mir **Öffentliche Threads erstellen** und führe `/{ cmd-tournament } { cmd-tournament-start }` erneut aus.
tournament-standings-title = **Tabelle nach Runde { $round } von { $rounds }**
tournament-standings-now = **Tabelle** (Runde { $round } von { $rounds })
tournament-final-title = **Endstand**
tournament-standing = { $place }. **{ $name }**: { $points } ({ $wins }–{ $losses }–{ $draws }), Differenz { $spread }
tournament-standing-withdrawn = { $place }. **{ $name }** (zurückgezogen): { $points } ({ $wins }–{ $losses }–{ $draws }), Differenz { $spread }
tournament-winner = 🏆 **{ $name }** gewinnt das Turnier!
## plansza play (Terminal)
play-hand-over = Gib die Tastatur an **{ $name }** weiter und drücke Enter.
play-your-rack = { $name }, deine Steine: **{ $rack }**
play-prompt = { $name }: ein Zug (8H WORT waagerecht, H8 WORT senkrecht), { cmd-exchange } BUCHSTABEN, { cmd-pass }, { cmd-resign }, { cmd-hint }, { cmd-help }
play-prompt-grid = { $name }: ein Wort (das Wort oder seine Felder A1 B2 C3), { cmd-sort }, { cmd-pass }, { cmd-resign }, { cmd-help }
play-window = { $name }: { $author } hat einen Zug gemacht. Tippe { play-word-accept } oder { play-word-check } (ein Zug oder ein anderer Befehl nimmt ihn an; { $author } kann { play-word-undo } tippen, um ihn zurückzunehmen).
play-vote = { $name }: { $author } möchte den Zug zurücknehmen. Tippe { play-word-agree } oder { play-word-refuse }.
play-help = { play-commands } Nach einem Zug tippen die Gegner { play-word-accept } oder { play-word-check }, und wer ihn gemacht hat, kann { play-word-undo } tippen, um ihn zurückzunehmen; soll ein Zug zurückgenommen werden, tippen die Gegner { play-word-agree } oder { play-word-refuse }. Die englischen Wörter (pass, accept, ...) gehen auch, ebenso Umlaute als ae, oe, ue oder ohne Punkte (pruefen, prufen).
play-saved = Gespeichert in { $file }: derselbe Befehl mit `--save` spielt weiter.
play-not-saved = { $file } konnte nicht geschrieben werden: { $why }
play-resumed = Weiter mit dem in { $file } gespeicherten Spiel.
play-input-ended = Die Eingabe endete vor dem Spiel.
play-export = Die Partie als Aufzeichnung (`plansza replay` liest sie):
play-word-save = speichern
play-word-quit = beenden
ratings-moved = **Wertung** ({ $variant }):
rating-moved = { $name }: { $before } → **{ $after }** ({ $change }, ± { $deviation })
tournament-looked-again = Das Turnier läuft: ich sehe noch einmal nach den Partien, auf die es wartet.

## Each game's own name (src/i18n/games.rs): never the internal `literaki`, `erudit`, `wordcap-pl`
game-name-literaki = Literaki
game-name-literki = Literki
game-name-erudit = Эрудит
game-name-letterbox = Letterbox
game-name-english = Scrabble auf Englisch
game-name-polish = Scrabble auf Polnisch
game-name-wordcap = WordCap
game-name-wordcap-in = WordCap ({ $language })
language-en = Englisch
language-pl = Polnisch
language-de = Deutsch
language-ru = Russisch

## terminal: die eigenen Worte von plansza play, wo die Texte des Bots von Discord sprechen (Knöpfe, Direktnachrichten, Slash-Befehle)
play-word-accept = annehmen
play-word-check = prüfen
play-word-undo = zurücknehmen
play-word-agree = zustimmen
play-word-refuse = ablehnen
play-commands = Befehle: ein Zug (8H WORT waagerecht, H8 WORT senkrecht; WordCap: das Wort oder seine Felder A1 B2 C3), { cmd-exchange } BUCHSTABEN, { cmd-pass }, { cmd-resign }, { cmd-sort } (WordCap), { cmd-hint }, { cmd-rack }, { cmd-game-end }, { play-word-save }, { play-word-quit }, { cmd-help }.
play-unknown = Unbekannter Befehl: { $word }. { play-commands }
play-window-computer = { $name }: { $author } hat einen Zug gemacht. Tippe { play-word-accept } oder { play-word-check } (ein Zug oder ein anderer Befehl nimmt ihn an).
play-undo-not-yours = Nur { $author } kann diesen Zug zurücknehmen. Tippe { play-word-accept } oder { play-word-check }.
play-no-window = Gerade wartet kein Zug auf eine Antwort.
play-stopped = Spiel unterbrochen.
play-stopped-unsaved = Spiel unterbrochen, nicht gespeichert (`--save DATEI` hebt ein Spiel zum Weiterspielen auf).
play-no-record = Dieses Spiel hat keine Partienotation.
terminal-lobby-opened-no-hints = In diesem Spiel gibt es keine Tipps: Die Regeln verbieten das Wörterbuch beim Legen von Wörtern (erst danach ist es erlaubt).
terminal-lobby-title = **{ $creator }** hat eine Partie **{ $variant }** eröffnet.
terminal-lobby-players = Es spielen: { $names }.
terminal-lobby-stake = Einsatz: **{ $points }** Spielpunkte (ein Sieg bringt sie, eine Niederlage kostet sie).
terminal-lobby-opt-hints = Tipps erlaubt (tippe { cmd-hint })
terminal-game-started = Los geht's! Jeder sieht seine Steine, wenn er am Zug ist (tippe { cmd-rack }, um sie noch einmal zu sehen).
terminal-window-help = Gegner: tippt **{ play-word-accept }** oder **{ play-word-check }** innerhalb von { $seconds } s (ohne Antwort werden die Wörter automatisch geprüft). Wer gelegt hat: tippe **{ play-word-undo }**, um den Zug zurückzunehmen.
terminal-undo-requested = **{ $name }** möchte den Zug zurücknehmen. Gegner: tippt **{ play-word-agree }** oder **{ play-word-refuse }** innerhalb von 10 s.
terminal-err-no-hints = In diesem Spiel (zwischen Menschen) gibt es keine Tipps: `--hints` beim Start erlaubt sie.
terminal-err-exchange-not-offered = In diesem Spiel wird nicht getauscht: Wenn du kein Wort legen kannst, tippe { cmd-pass }.
terminal-err-not-in-wordcap = Das gibt es in WordCap nicht: tippe ein Wort (oder seine Felder), { cmd-sort } oder { cmd-pass }.
terminal-wordcap-how = Zieh ein Wort aus mindestens 2 Buchstaben durch benachbarte Felder (auch diagonal), jedes Feld einmal, ohne dass sich die Linie kreuzt: tippe seine Felder (A1 B2 B3) oder einfach das Wort, wenn es nur auf eine Weise ins Gitter passt. 1 Punkt pro Buchstabe, dazu der Bonus jeder Kreuzung, die die Linie diagonal überquert. { cmd-sort } mischt die Buchstaben (je dreimal), { cmd-pass } passt.
terminal-game-points-won = { $name } gewinnt { $points } Spielpunkte.
terminal-err-no-game = Gerade läuft kein Spiel.

## Die Spielseite im Browser (plansza play --web)
play-web-open = Öffne { $url } im Browser, um zu spielen (Strg-C beendet).
web-title = plansza
web-play = Legen
web-pass = Passen
web-exchange = Tauschen
web-exchange-pick = Tippe die Steine zum Tauschen an, dann noch einmal Tauschen.
web-resign = Aufgeben
web-resign-sure = Dieses Spiel wirklich aufgeben?
web-recall = Zurücknehmen
web-sort = Sortieren
web-hint = Tipp
web-accept = Annehmen
web-check = Prüfen
web-undo = Rückgängig
web-agree = Einverstanden
web-refuse = Ablehnen
web-bag = Im Beutel
web-unseen = Steine, die du nicht gesehen hast
web-moves = Züge
web-window-left = Die Wörter werden geprüft in
web-blank-letter = Für welchen Buchstaben steht der Joker?
web-over = Das Spiel ist aus.
web-typing = Lege die Steine in eine Reihe, ohne Lücke.
web-lost = Die Verbindung ist weg: neuer Versuch…
web-move-played = legte
web-move-rejected = wurde abgelehnt:
web-move-exchanged = tauschte Steine:
web-move-passed = passte
web-move-skipped = setzt eine Runde aus
web-move-resigned = gab auf
web-move-rack-exchanged = musste Steine tauschen:
web-move-board-cleared = räumte das Brett ab, Steine zurück in den Beutel:
web-move-new-letters = Alle zogen neue Buchstaben.
web-hand-over = Gib das Gerät an { $name } weiter.
web-i-am = Ich bin { $name }: meine Steine zeigen
web-waiting = Warten auf { $name }…
web-your-turn = { $name }, du bist dran.
web-err-link = Dieser Link gilt nicht. Öffne die Adresse, die beim Spielstart ausgegeben wurde.
web-err-no-game = Hier läuft kein Spiel.
web-err-unlisted = Dieses Spiel wird nicht auf den Seiten des Bots gezeigt.
web-err-unconfirmed = Dein Zug konnte nicht bestätigt werden. Lade die Seite neu, um zu sehen, ob er gespielt wurde.
web-err-not-yours = Dieser Platz ist nicht deiner.
web-err-unknown = Die Seite bat um etwas, das dieses Spiel nicht kennt.
web-game-started = Das Spiel läuft! Deine Steine liegen unter dem Brett, nur für dich sichtbar.
web-watch-live = Live zusehen
cmd-game-web = seite
cmd-game-web-desc = Deine eigene Seite dieses Spiels, zum Spielen per Touch im Browser (nur du siehst den Link)
web-link = Deine eigene Seite dieses Spiels, nur für dich (einen Tag gültig; nicht weitergeben): { $url }
web-off = Dieser Bot stellt keine Spielseiten bereit (WEB_ADDR ist nicht gesetzt).
web-err-not-seated = Du spielst hier in keinem Spiel: nutze den Befehl im Thread des Spiels, in dem du spielst.
web-play-on-page = Auf deiner Seite spielen
web-wordcap-how = Zieh ein Wort aus mindestens 2 Buchstaben durch benachbarte Felder (auch diagonal), jedes Feld einmal, ohne dass sich die Linie kreuzt: tippe seine Felder der Reihe nach an, dann { web-play }. 1 Punkt pro Buchstabe, dazu der Bonus jeder Kreuzung, die die Linie diagonal überquert. { web-sort } mischt die Buchstaben (je dreimal), { web-pass } passt.

# Die Seite eines beendeten Spiels, Zug für Zug; die Seite eines Turniers; die Ranglisten eines Servers.
lookback-title = { $game }: Spiel { $id }, Zug für Zug
lookback-start = Der Anfang: ein leeres Brett.
lookback-move = { $kind ->
    [start] Der Anfang.
    [across] { $place } waagrecht: { $word } für { $score }
    [down] { $place } senkrecht: { $word } für { $score }
    [cells] { $word } auf { $place } für { $score }
    [rejected] { $word } wurde abgelehnt: keine Punkte
    [exchange] tauschte { $count ->
        [1] einen Stein
       *[other] { $count } Steine
    }
    [pass] passte
    [skipped] verlor den Zug
    [resigned] gab auf
    [sorted] mischte die Buchstaben
   *[other] zog
}
lookback-best = Bester Zug damals: { $kind ->
    [across] { $place } waagrecht: { $word }
    [down] { $place } senkrecht: { $word }
    [cells] { $word } auf { $place }
    [pass] passen
    [exchange] tauschen
   *[other] { $word }
} für { $score }; Verlust: { $lost } Punkte
lookback-best-found = Bester Zug damals: { $kind ->
    [across] { $place } waagrecht: { $word }
    [down] { $place } senkrecht: { $word }
    [cells] { $word } auf { $place }
    [pass] passen
    [exchange] tauschen
   *[other] { $word }
} für { $score }, gefunden.
lookback-first = Anfang
lookback-prev = Zurück
lookback-next = Weiter
lookback-last = Ende
lookback-step = Zug { $number } von { $total }
lookback-moves = Züge
lookback-final = Endstand
lookback-download = Spielprotokoll herunterladen
lookback-keys = Mit den Tasten ← und → geht es durch das Spiel, Pos1 und Ende springen an seinen Anfang und sein Ende.
lookback-link = Nachspielen
lookback-export-link = Dieses Spiel Zug für Zug nachspielen: { $url }
tpage-title = Turnier: { $game }
tpage-round = Runde { $round }
tpage-standings = Tabelle
tpage-not-started = noch nicht begonnen
tpage-playing = läuft
tpage-link = Die Seite des Turniers mit allen Spielen: { $url }
lbpage-title = Ranglisten
lbpage-rank = Platz
lbpage-player = Spieler
lbpage-rating = Wertung
lbpage-games = Spiele
lbpage-none = Auf diesem Server hat noch niemand ein gewertetes Spiel gespielt.
lbpage-link = Alle Ranglisten dieses Servers: { $url }

## A computer seat's name (the level in the table's language).
computer-seat = 🤖 Computer ({ $level })
computer-level-beginner = Anfänger
computer-level-intermediate = Mittel
computer-level-strong = Stark
computer-level-expert = Experte
