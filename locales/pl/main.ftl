# plansza -- katalog polski.
# Klucze są w kebab-case i muszą istnieć w każdym języku (sprawdza to test).
# Limity Discorda: nazwy poleceń i opcji małymi literami, najwyżej 32 znaki;
# opisy najwyżej 100 znaków; etykiety przycisków 80; wiadomość 2000.

## Przyciski

btn-join = Dołącz
btn-start = Zaczynamy
btn-accept = Akceptuję
btn-check = Sprawdź
btn-undo = Cofnij
btn-agree = Zgoda
btn-refuse = Odmowa
btn-my-rack = Moje litery
# Zarezerwowane dla graczy komputerowych.
btn-add-ai = Dodaj komputer

## Polecenia: nazwy (cmd-*, opt-*) i opisy (*-desc)

cmd-game = gra
cmd-game-desc = Zacznij albo zakończ grę na tym kanale
cmd-game-new = nowa
cmd-game-new-desc = Otwórz nowy stół na tym kanale
cmd-game-end = koniec
cmd-game-end-desc = Zakończ grę na tym kanale
cmd-play = ruch
cmd-play-desc = Połóż słowo na planszy
opt-move = ruch
opt-move-desc = Gdzie i co, np. 8H SŁOWO (poziomo) albo H8 SŁOWO (pionowo)
cmd-exchange = wymiana
cmd-exchange-desc = Wymień litery ze stojaka na nowe z worka
opt-tiles = litery
opt-tiles-desc = Litery do wymiany, np. AĘŹ (blank to *)
cmd-pass = pas
cmd-pass-desc = Oddaj ruch bez grania
cmd-resign = poddaj
cmd-resign-desc = Poddaj grę
cmd-rack = litery
cmd-rack-desc = Pokaż swoje litery (widzisz je tylko ty)
cmd-config = ustawienia
cmd-config-desc = Zmień ustawienia gry na tym kanale
opt-variant = wariant
opt-variant-desc = W co gramy, np. Literaki
opt-move-time = czas-ruchu
opt-move-time-desc = Ile sekund ma każdy gracz na ruch
cmd-help = pomoc
cmd-help-desc = Jak grać i jak zapisać ruch

## Komunikaty w grze

turn-of = Teraz gra { $player }.
not-your-turn = To jeszcze nie twój ruch.
move-over = Ten ruch już się zakończył.
move-scored = { $player } układa { $word } za { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
   *[many] { $points } punktów
}.
exchanges-left = { $count ->
    [0] Nie masz już wymian.
    [one] Została ci jedna wymiana.
    [few] Zostały ci { $count } wymiany.
   *[many] Zostało ci { $count } wymian.
}

## /pomoc

help-text =
    ### Polecenia
    `/{ cmd-game } { cmd-game-new }` otwiera stół: inni klikają **{ btn-join }**, potem **{ btn-start }**.
    `/{ cmd-play } 8H SŁOWO` kładzie słowo. `/{ cmd-exchange } AĘŹ` wymienia litery. `/{ cmd-pass }` oddaje ruch, `/{ cmd-resign }` kończy grę poddaniem.
    `/{ cmd-rack }` albo **{ btn-my-rack }** pokazuje twoje litery tylko tobie. `/{ cmd-config }` zmienia ustawienia kanału, `/{ cmd-game } { cmd-game-end }` zamyka stół.

    ### Jak zapisać ruch
    - `8H SŁOWO`: najpierw wiersz, więc słowo idzie **poziomo** od H8.
    - `H8 SŁOWO`: najpierw kolumna, więc słowo idzie **pionowo** od H8.
    - Wielkość liter nie ma znaczenia. Literę, która już leży na planszy, zapisz jako `.`: `H8 KO.T`.
    - Blank to `*a` albo `a?`. Zwykła litera zużywa blank tylko wtedy, gdy nie masz jej na stojaku.

    ### Po ruchu (10 sekund)
    - Wszyscy klikają **{ btn-accept }**: ruch zostaje.
    - Ktoś klika **{ btn-check }**: słowa są sprawdzane w słowniku. Złe słowo: litery wracają, a autor traci kolejkę. Wszystko dobrze: sprawdzający traci następną kolejkę.
    - Nikt nic nie klika: słowa są sprawdzane same, bez kary.
    - **{ btn-undo }**: autor może cofnąć ruch w ciągu 10 s, jeśli każdy przeciwnik kliknie **{ btn-agree }** w ciągu 10 s.

    ### Poza tym
    - Wymiana wymaga co najmniej 7 liter w worku; masz 3 na grę. Pas po prostu oddaje ruch.
    - Gra kończy się, gdy worek jest pusty i ktoś położy ostatnią literę, albo gdy wszyscy kolejno spasują. Litery zostawione na stojaku liczą się na minus.
