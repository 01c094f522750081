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
# Befehls- und Optionsnamen bleiben englisch (sie sind Bezeichner).

cmd-game = game
cmd-game-desc = Starte oder beende ein Spiel in diesem Kanal
cmd-game-new = new
cmd-game-new-desc = Öffne einen neuen Tisch in diesem Kanal
cmd-game-end = end
cmd-game-end-desc = Beende das Spiel in diesem Kanal
cmd-play = play
cmd-play-desc = Lege ein Wort aufs Spielbrett
opt-move = move
opt-move-desc = Wo und was, z. B. 8H WORT (waagerecht) oder H8 WORT (senkrecht)
cmd-exchange = exchange
cmd-exchange-desc = Tausche Steine von deiner Bank gegen neue aus dem Beutel
opt-tiles = tiles
opt-tiles-desc = Die Steine zum Tauschen, z. B. AEZ (ein Joker ist *)
cmd-pass = pass
cmd-pass-desc = Passe und lass deinen Zug aus
cmd-resign = resign
cmd-resign-desc = Gib das Spiel auf
cmd-rack = rack
cmd-rack-desc = Zeige deine Steine (nur du siehst sie)
cmd-config = config
cmd-config-desc = Ändere die Spieleinstellungen für diesen Kanal
opt-variant = variant
opt-variant-desc = Welches Spiel gespielt wird, z. B. Literaki
opt-move-time = move-time
opt-move-time-desc = Sekunden, die jeder Spieler für einen Zug hat
cmd-help = help
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
    `/{ cmd-game } { cmd-game-new }` öffnet einen Tisch: Die anderen drücken **{ btn-join }**, dann **{ btn-start }**.
    `/{ cmd-play } 8H WORT` legt ein Wort. `/{ cmd-exchange } AEZ` tauscht Steine. `/{ cmd-pass }` lässt deinen Zug aus, `/{ cmd-resign }` gibt auf.
    `/{ cmd-rack }` oder **{ btn-my-rack }** zeigt deine Steine nur dir. `/{ cmd-config }` ändert die Einstellungen des Kanals, `/{ cmd-game } { cmd-game-end }` schließt den Tisch.

    ### Einen Zug schreiben
    - `8H WORT`: zuerst die Zeile, also geht das Wort **waagerecht** ab H8.
    - `H8 WORT`: zuerst die Spalte, also geht das Wort **senkrecht** ab H8.
    - Groß- und Kleinschreibung ist egal. Schreib `.` für einen Buchstaben, der schon auf dem Brett liegt: `H8 BA.M`.
    - Ein Joker ist `*a` oder `a?`. Ein normaler Buchstabe verbraucht nur dann einen Joker, wenn er nicht auf deiner Bank liegt.
    - Эрудит: `!a` im Wort legt deinen echten Buchstaben auf einen Joker, der für ihn steht, und nimmt den Joker; `!K5a` nach dem Wort tut das auf K5, irgendwo auf dem Brett (`8H KO*T !K5A`). Den genommenen Joker legst du im selben Zug.

    ### Nach einem Zug (10 Sekunden)
    - Alle drücken **{ btn-accept }**: Der Zug gilt.
    - Jemand drückt **{ btn-check }**: Die Wörter werden nachgeschlagen. Kein Wort: Die Steine gehen zurück und wer gelegt hat, verliert den Zug. Alles in Ordnung: Wer geprüft hat, setzt den nächsten Zug aus.
    - Niemand drückt etwas: Die Wörter werden automatisch geprüft, ohne Strafe.
    - **{ btn-undo }**: Wer gelegt hat, kann den Zug innerhalb von 10 s zurücknehmen, wenn jeder Gegner innerhalb von 10 s **{ btn-agree }** drückt.

    ### Außerdem
    - Ein Tausch braucht mindestens 7 Steine im Beutel; du darfst 3-mal pro Spiel tauschen. Passen lässt einfach deinen Zug aus.
    - Das Spiel endet, wenn der Beutel leer ist und jemand den letzten Stein legt, oder wenn alle Spieler zweimal hintereinander passen. Steine, die auf einer Bank übrig bleiben, zählen gegen ihren Besitzer; wer ausgeht, bekommt die Reste der Gegner gutgeschrieben.

## Der Tisch: Warteraum, Züge, Fenster (Schlüssel aus src/table und src/discord)

done = Erledigt.
your-rack = Deine Steine:
lobby-opened = Der Tisch für { $variant } ist offen. Warte, bis die anderen Mitspielen drücken, dann drück Starten.
lobby-opened-no-hints = Der Tisch für { $variant } ist offen, ohne Tipps: Die Regeln verbieten das Wörterbuch beim Legen von Wörtern (erst danach ist es erlaubt). Warte, bis die anderen Mitspielen drücken, dann drück Starten.
lobby-title = **{ $creator }** hat eine Partie **{ $variant }** eröffnet. Drück **{ btn-join }**, um mitzuspielen.
lobby-players = Spieler ({ $count }, { $min }–{ $max }): { $names }
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
final-score = { $rank }. { $name }: { $score } ({ $adjustment } für die übrigen Steine)
final-score-plain = { $rank }. { $name }: { $score }
winner = Sieg für **{ $names }** 🎉
config-now = Einstellungen für diesen Kanal: Spiel **{ $variant }**, Zugzeit { $seconds ->
    [0] unbegrenzt
   *[other] { $seconds } s
}, Wortliste { $dictionary }.

## Fehler (nur die Person, die sie ausgelöst hat, sieht sie)

err-internal = Bei mir ist etwas schiefgelaufen; nichts wurde geändert. Bitte versuch es noch einmal.
err-not-saved = Entschuldigung, das konnte gerade nicht gespeichert werden, also ist nichts passiert. Bitte versuch es gleich noch einmal.
saved-game-damaged = Das in diesem Kanal gespeicherte Spiel konnte nach einem Neustart nicht gelesen werden. Es wird für die Admins des Bots aufbewahrt, und der Kanal ist frei: `/game new` startet ein neues Spiel.
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
err-game-over = Das Spiel ist vorbei.
err-own-move = Das ist dein eigener Zug: Deine Gegner entscheiden.
err-already-accepted = Du hast diesen Zug schon angenommen.
err-already-agreed = Du hast schon zugestimmt.
err-only-author-undo = Nur wer den Zug gemacht hat, kann ihn zurücknehmen.
err-undo-once = Du kannst nur einmal darum bitten, einen Zug zurückzunehmen.
err-end-not-allowed = Nur wer das Spiel eröffnet hat oder ein Moderator (Server verwalten) kann das Spiel beenden.
err-config-not-allowed = Nur Moderatoren (Server verwalten) können die Einstellungen ändern.
err-move-empty = Schreib einen Zug, z. B. `8H WORT`.
err-bad-square = `{ $square }` ist kein Feld: Schreib erst die Zeile, dann die Spalte (`8H`) für waagerecht, oder erst die Spalte, dann die Zeile (`H8`) für senkrecht.
err-off-board-square = `{ $square }` liegt außerhalb des Spielbretts.
err-bad-letter = `{ $letter }` ist kein Buchstabe dieses Spiels.
err-no-word = Schreib das Wort hinter das Feld, z. B. `8H WORT`.
err-bare-blank = Bei einem Joker musst du angeben, für welchen Buchstaben er steht: `*a` oder `a?`.
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
err-exchange-none = Nenne die Steine zum Tauschen, z. B. `AEZ` (ein Joker ist `?`).
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
opt-dictionary = dictionary
opt-dictionary-desc = Wortliste, gegen die Wörter geprüft werden (z. B. ru-full)
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
opt-challenge = challenge
opt-challenge-desc = Prüfregel, wenn das Spiel die Wahl lässt: double oder void
opt-game-time = game-time
opt-game-time-desc = Minuten, die jeder Spieler für die ganze Partie hat (Literki)
agreed-to-end = { $name } stimmt dem Spielende zu ({ $agreed } von { $players }).
opt-target = target
opt-target-desc = Punktzahl, bis zu der gespielt wird (Эрудит; Standard 200)
opt-simple = simple
opt-simple-desc = Einfache Stufe: keine Punkte, das Spiel endet, wenn alle zustimmen (Эрудит)
cmd-game-agree = agree
cmd-game-agree-desc = Stimme dem Ende eines Spiels auf der einfachen Stufe zu
exported = Das letzte Spiel { $variant } in diesem Kanal als GCG-Protokoll:
err-nothing-to-export = In diesem Kanal ist noch kein Spiel zu Ende gegangen.
cmd-game-export = export
cmd-game-export-desc = Poste das letzte beendete Spiel dieses Kanals als GCG-Spielprotokoll

## Letterbox
cmd-hint = hint
cmd-hint-desc = Ein paar gute Züge für deine Buchstaben (wo das Spiel Tipps erlaubt; nur du siehst sie)
cmd-game-missed = missed
cmd-game-missed-desc = Deine größten verpassten Züge im letzten beendeten Spiel in diesem Kanal
opt-hints = hints
opt-hints-desc = /hint erlauben (Standard: nur in Spielen gegen den Computer)
err-no-hints = In diesem Spiel (zwischen Menschen) gibt es keine Tipps. Wer den Tisch eröffnet, kann sie mit `hints:true` erlauben.
err-no-dictionary-while-composing = In diesem Spiel gibt es keine Tipps: Die Regeln verbieten das Wörterbuch beim Legen von Wörtern; erst nach dem Legen darf es benutzt werden (Prüfen).
err-no-hints-here = Keine Tipps: Die Wortliste dieses Spiels ist nicht geladen.
hint-none = Mit deinen Buchstaben gibt es keinen Zug: Passe oder tausche, wo das Spiel es erlaubt.
hint-moves = Gute Züge für deine Buchstaben: { $moves }
missed-none = Du hast nichts verpasst: In jedem Zug hast du den besten Zug gespielt, den der Bot finden konnte.
missed-moves = Deine größten verpassten Züge (bester Zug und Punkte ← deiner):
    { $moves }
btn-add-computer = Computer dazu
err-only-creator-adds-computer = Nur wer den Tisch eröffnet hat, kann einen Computer dazusetzen.
err-unknown-strength = Die Spielstärke des Computers ist `beginner`, `intermediate` oder `strong`.
opt-computer = computer
opt-computer-desc = Spielstärke der Computergegner: beginner, intermediate oder strong
lobby-stake = Einsatz: **{ $points }** Spielpunkte (ein Sieg schreibt sie deinem Konto auf diesem Server gut, eine Niederlage zieht sie ab).
opt-letters = letters
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
cmd-highscores = highscores
cmd-highscores-desc = Die besten Spieler auf diesem Server: Punkte, Spiele und Siege
cmd-suggest = suggest
cmd-suggest-desc = Schlage den Moderatoren ein Wort vor, das das Spiel nicht kennt
opt-word = word
opt-word-desc = Das Wort (in den Buchstaben seiner Sprache)
opt-language = language
opt-language-desc = Seine Sprache: pl, en, ru oder de (Standard: die Sprache des Spiels in diesem Kanal)
cmd-suggestions = suggestions
cmd-suggestions-desc = Prüfe die Wörter, die Spieler vorgeschlagen haben (Moderatoren)
cmd-suggestions-list = list
cmd-suggestions-list-desc = Zeige die Wörter, die auf eine Entscheidung warten
cmd-suggestions-accept = accept
cmd-suggestions-accept-desc = Nimm ein Wort in die Wortliste dieses Servers auf: jedes Spiel hier erkennt es an
cmd-suggestions-reject = reject
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
   *[other] Sieger
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
