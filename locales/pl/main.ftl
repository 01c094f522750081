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
opt-move-desc = Plansza: 8H SŁOWO (poziomo) albo H8 SŁOWO (pionowo). WordCap: pola A1 B2 B3 albo słowo
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
opt-move-time-desc = Ile sekund ma każdy gracz na ruch (0: bez limitu)
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
    `/{ cmd-game } { cmd-game-new }` otwiera stół: inni klikają **{ btn-join }**, potem otwierający klika **{ btn-start }**.
    `/{ cmd-play } 8H SŁOWO` kładzie słowo; w trakcie pisania podgląd pokazuje, gdzie pójdzie, jakie tworzy słowa i ile punktów (bez słownika). `/{ cmd-exchange } AĘŹ` wymienia litery, `/{ cmd-pass }` oddaje ruch, `/{ cmd-resign }` to poddanie.
    `/{ cmd-rack }` albo **{ btn-my-rack }** pokazuje twoje litery tylko tobie. `/{ cmd-config }` zmienia ustawienia kanału, `/{ cmd-game } { cmd-game-end }` zamyka stół.

    ### Jak zapisać ruch
    - `8H SŁOWO`: najpierw wiersz, więc słowo idzie **poziomo** od H8. `H8 SŁOWO`: najpierw kolumna, więc **pionowo**.
    - Wielkość liter nie ma znaczenia. Literę leżącą już na planszy zapisz jako `.`: `H8 KO.T`.
    - Blank to `*` przed literą, którą zastępuje: `*a`. Zwykła litera zużywa blank tylko, gdy nie masz jej na stojaku.
    - Эрудит: `!a` w słowie kładzie twoją prawdziwą literę na zastępującym ją blanku i zabiera blank; `!K5a` po słowie robi to na K5 (`8H KO*T !K5A`). Zabrany blank połóż w tym samym ruchu.

    ### Po ruchu (10 sekund)
    - Każdy przeciwnik klika **{ btn-accept }**: ruch zostaje.
    - Ktoś klika **{ btn-check }**: słowa są sprawdzane w słowniku. Słowo spoza słownika: litery wracają, a autor traci kolejkę. Wszystko dobrze: sprawdzający traci następną kolejkę.
    - Nikt nie odpowie w ciągu 10 s: słowa i tak są sprawdzane automatycznie; słowo spoza słownika kosztuje autora kolejkę (litery wracają).
    - **{ btn-undo }**: autor cofa ruch, jeśli każdy przeciwnik kliknie **{ btn-agree }** w ciągu 10 s.

    ### Poza tym
    - Literaki i Literki: wymiana wymaga co najmniej 7 liter w worku, 3 na grę; inne gry podają własne limity.
    - Gra kończy się, gdy worek jest pusty i ktoś położy ostatnią literę, albo gdy wszyscy spasują dwa razy z rzędu. Litery zostawione na stojaku liczą się na minus, a kto wyłoży wszystkie, zyskuje ich wartość. Kto się podda, jest ostatni.

## Stół: poczekalnia, ruchy, okna (klucze z src/table i src/discord)

done = Gotowe.
your-rack = Twoje płytki:
lobby-opened = Stół { $variant } otwarty. Poczekaj, aż inni klikną Dołącz, potem kliknij Start.
lobby-opened-no-hints = Stół { $variant } otwarty, bez podpowiedzi: zasady zabraniają korzystania ze słownika podczas układania słów (wolno dopiero po ułożeniu). Poczekaj, aż inni klikną Dołącz, potem kliknij Start.
lobby-title = **{ $creator }** zaprasza do gry w **{ $variant }**. Kliknij **{ btn-join }**, aby zagrać.
lobby-players = Dołączyli: { $names } (zajęte miejsca: { $count } z { $max }). { $free ->
    [0] Stół jest pełny.
    [one] Może dołączyć jeszcze jedna osoba.
    [few] Mogą dołączyć jeszcze { $free } osoby.
   *[many] Może dołączyć jeszcze { $free } osób.
} { $missing ->
    [0] Otwierający stół może już kliknąć **{ btn-start }**.
    [one] Do rozpoczęcia potrzebna jest jeszcze jedna osoba.
    [few] Do rozpoczęcia potrzebne są jeszcze { $missing } osoby.
   *[many] Do rozpoczęcia potrzeba jeszcze { $missing } osób.
}
lobby-started = Gra się rozpoczęła.
game-started = Zaczynamy! Płytki przyjdą w wiadomości prywatnej (albo kliknij **{ btn-my-rack }**).
game-stopped = { $name } zakończył(a) grę.
turn-next = Teraz: **{ $name }** (w woreczku { $bag }).
move-submitted = Ułożono { $words } za { $score } pkt. Czekamy na przeciwników.
move-proposed = **{ $name }** układa **{ $words }** za { $score } pkt.
window-help = Przeciwnicy: **{ btn-accept }** albo **{ btn-check }** w ciągu { $seconds } s (bez odpowiedzi słowa zostaną sprawdzone automatycznie). Autor: **{ btn-undo }**, aby cofnąć.
move-stands = **{ $name }**: **{ $words }** zostaje, +{ $score } pkt.
move-rejected = **{ $name }**: nie ma w słowniku: **{ $words }**. Płytki wracają, kolejka przepada.
move-withdrawn = **{ $name }** cofa ruch i gra jeszcze raz.
check-asked = { $name } żąda sprawdzenia.
check-auto = Nikt nie odpowiedział w ciągu 10 s: słowa sprawdzono automatycznie.
check-auto-deadline = Nikt nie odpowiedział przed upływem czasu na ruch: słowa sprawdzono automatycznie.
challenger-loses-turn = Słowa są poprawne, więc { $name } traci następną kolejkę.
turn-skipped = { $name } traci tę kolejkę.
undo-requested = **{ $name }** chce cofnąć ruch. Przeciwnicy: **{ btn-agree }** albo **{ btn-refuse }** w ciągu 10 s.
undo-vote = { $name } prosi o cofnięcie ruchu: zgoda w ciągu { $seconds } s.
undo-refused = { $name } nie zgadza się na cofnięcie: słowa sprawdzono od razu.
undo-timed-out = Nie wszyscy zgodzili się na cofnięcie w ciągu 10 s: słowa sprawdzono od razu.
you-accepted = Zaakceptowano. Czekamy na pozostałych.
you-agreed = Zgoda przyjęta. Czekamy na pozostałych.
you-exchanged = Wymieniono { $count ->
    [one] jedną płytkę
    [few] { $count } płytki
   *[other] { $count } płytek
}.
exchanged = **{ $name }** wymienia { $count ->
    [one] jedną płytkę
    [few] { $count } płytki
   *[other] { $count } płytek
}.
passed = **{ $name }** pasuje.
timed-out = **{ $name }**: koniec czasu na ruch, liczy się jak pas.
resigned = **{ $name }** poddaje grę.
dm-closed = { $name }, nie mogę wysłać Ci wiadomości prywatnej: kliknij **{ btn-my-rack }**, aby zobaczyć swoje płytki (tylko Ty je zobaczysz).
rack-dealt = Twoje płytki w nowej grze:
rack-refilled = Twoje płytki po ruchu:
rack-after-exchange = Twoje płytki po wymianie:
end-went-out = { $name } wyłożył(a) ostatnią płytkę: koniec gry.
end-all-passed = Minęła pełna seria kolejek bez punktowanego ruchu: koniec gry.
end-time-over = Wszyscy gracze przekroczyli czas na grę: koniec gry.
end-resigned = Został tylko jeden gracz: koniec gry.
end-stopped = Gra została zakończona przed czasem.
end-target-reached = Ktoś osiągnął docelowy wynik i runda dobiegła końca: koniec gry.
end-agreed = Wszyscy gracze zgodzili się zakończyć grę.
final-score = { $rank }. { $name }: { $score } ({ $adjustment } za płytki pozostałe na koniec)
final-score-plain = { $rank }. { $name }: { $score }
winner = Wygrywa: **{ $names }** 🎉
winners-tied = Remis: **{ $names }** dzielą się zwycięstwem 🤝
config-now = Ustawienia kanału: gra **{ $variant }**, czas na ruch { $seconds ->
    [0] bez limitu
   *[other] { $seconds } s
}, lista słów: { $dictionary }.
config-dictionary-default = wbudowana dla każdego języka

## Błędy (widzi je tylko osoba, która je spowodowała)

err-internal = Coś poszło nie tak po mojej stronie; nic nie zmieniono. Spróbuj jeszcze raz.
err-not-saved = Przepraszam, nie udało się tego teraz zapisać, więc nic się nie zmieniło. Spróbuj ponownie za chwilę.
err-channel-busy = Na tym kanale dzieje się teraz zbyt wiele naraz, więc to zostało pominięte i nic się nie zmieniło. Spróbuj ponownie za chwilę.
err-slow-down = To było szybciej, niż przyjmuję ruchy od jednej osoby, więc nic się nie zmieniło. Odczekaj { $seconds } s i spróbuj ponownie.
saved-game-damaged = Po ponownym uruchomieniu nie udało się odczytać gry zapisanej na tym kanale. Zachowano ją osobno dla administratorów bota, a kanał jest wolny: `/{ cmd-game } { cmd-game-new }` zaczyna nową grę.
saved-tournament-damaged = Nie udało się odczytać turnieju zapisanego na tym kanale. Zachowano go osobno dla administratorów bota i nie będzie już kolejnych rund; kanał jest wolny: `/{ cmd-tournament } { cmd-tournament-new }` otwiera nowy turniej.
err-no-game = Na tym kanale nie ma gry. Zacznij ją poleceniem `/{ cmd-game } { cmd-game-new }`.
err-game-running = Na tym kanale trwa już gra. Dokończcie ją albo poproście jej założyciela lub moderatora o jej zakończenie.
err-not-started = Gra jeszcze się nie zaczęła.
err-already-started = Gra już się zaczęła.
err-already-joined = Już grasz w tej grze.
err-lobby-full = Stół jest pełny ({ $max } graczy).
err-only-creator-starts = Tylko osoba, która otworzyła stół, może rozpocząć grę.
err-player-count = Ta gra jest dla { $min }–{ $max } graczy.
err-not-a-player = Nie grasz w tej grze.
err-not-your-turn = To nie Twoja kolejka: teraz { $name }.
err-move-pending = Ostatni ruch wciąż czeka na akceptację lub sprawdzenie.
err-move-over = Ten ruch jest już zakończony.
err-lobby-closed = Ten stół jest już zamknięty: gra się zaczęła albo skończyła. `/{ cmd-game } { cmd-game-new }` otwiera nowy.
err-game-over = Gra się skończyła.
err-own-move = To Twój ruch: decydują przeciwnicy.
err-already-accepted = Ten ruch już zaakceptowano.
err-already-agreed = Już się zgodzono.
err-only-author-undo = Tylko autor ruchu może go cofnąć.
err-undo-once = O cofnięcie ruchu można poprosić tylko raz.
err-end-not-allowed = Grę może zakończyć tylko jej założyciel albo moderator (Zarządzanie serwerem).
end-rated-resigned = Ta gra liczy się do rankingu, więc jej zakończenie jest poddaniem się: poddajesz tę grę.
err-end-rated = Ta gra liczy się do rankingu: gracze mogą ją opuścić tylko, poddając się, a zakończyć może ją tylko moderator.
err-config-not-allowed = Ustawienia mogą zmieniać tylko moderatorzy (Zarządzanie serwerem).
err-move-empty = Wpisz ruch, np. `8H SŁOWO`.
err-bad-square = `{ $square }` to nie pole: najpierw wiersz, potem kolumna (`8H`), aby grać poziomo, albo kolumna i wiersz (`H8`), aby grać pionowo.
err-off-board-square = Pole `{ $square }` jest poza planszą.
err-bad-letter = `{ $letter }` nie jest literą w tej grze.
err-no-word = Wpisz słowo po polu, np. `8H SŁOWO`.
err-bare-blank = Blank musi mówić, jaką literę zastępuje: napisz `*` przed tą literą, np. `*a`.
err-bare-take = Po `!` napisz prawdziwą literę, którą kładziesz na blanku: `!a` w słowie, albo po słowie pole blanku i literę: `!K5a`.
err-not-a-blank = Na polu { $square } leży zwykła płytka, nie blank, więc nie ma czego zabrać.
err-no-blank-swap = W tej grze nie można zabrać blanku z planszy.
err-taken-blank-unused = Zabrany blank trzeba wyłożyć w tym samym ruchu: oznacz go `*`, np. `*a`.
err-already-agreed-to-end = Już zgodziłeś się zakończyć grę; czekamy na pozostałych.
err-not-in-this-level = Za zgodą graczy kończy się tylko gra bez punktów (poziom prosty).
err-bad-target = Docelowy wynik musi wynosić co najmniej 1.
err-not-on-rack = Nie masz płytki `{ $letter }`.
err-runs-off-board = Słowo wychodzi poza planszę.
err-nothing-on-square = Pole { $square } jest puste, więc nie może tam stać `.`.
err-square-taken = Na polu { $square } leży już `{ $letter }`.
err-no-new-tiles = Ten ruch nie kładzie żadnej Twojej płytki.
err-misses-start = Pierwsze słowo musi przechodzić przez środkowe pole { $square }.
err-first-word-short = Pierwsze słowo musi mieć co najmniej dwie litery.
err-not-connected = Słowo musi dotykać liter leżących już na planszy.
err-too-short = Twoje litery muszą tworzyć jedno słowo z co najmniej dwóch liter, w jednej linii, bez przerw.
err-exchange-none = Podaj płytki do wymiany, np. `AEZ` (blank to `*`).
err-exchange-bag = Wymiana wymaga co najmniej { $needed } płytek w woreczku; zostało { $left }.
err-exchange-limit = Wykorzystano już wszystkie { $limit } wymiany w tej grze.
err-exchange-too-many = Jedna wymiana może objąć najwyżej { $max } płytek.
err-not-in-dictionary = Nie ma w słowniku: { $words }. Spróbuj innego ruchu.
err-no-game-clock = Ta gra nie ma limitu czasu na grę.
err-challenge-rule = Ta gra nie oferuje takiej reguły sprawdzania.
opt-server = serwer
opt-server-desc = Ustaw domyślne dla całego serwera zamiast tego kanału
err-unknown-variant = Nie ma takiej gry. Wybierz jedną z: { $names }.
err-no-dictionary = Ten bot nie ma zainstalowanej listy słów `{ $name }`, więc tej gry nie da się tu rozpocząć.
opt-dictionary = slownik
opt-dictionary-desc = Lista słów dla gier w jej języku (np. ru-full dla gier po rosyjsku)
err-unknown-dictionary = Nie ma takiej listy słów. Wybierz jedną z: { $names }.
move-submitted-void = Ułożono { $words } za { $score } pkt: wszystkie słowa są w słowniku.
wym-exchanged = WYM: { $name } ma losowo wymienione { $count ->
    [one] jedną płytkę
    [few] { $count } płytki
   *[other] { $count } płytek
}.
rack-after-wym = Pole WYM zmieniło Twoje płytki:
err-unknown-challenge = Tryb sprawdzania to `double` albo `void`.
opt-challenge = sprawdzanie
opt-challenge-desc = Tryb sprawdzania, gdy gra pozwala wybrać: double albo void
opt-game-time = czas-gry
opt-game-time-desc = Minuty na całą grę dla każdego gracza (Literki)
agreed-to-end = { $name } zgadza się zakończyć grę ({ $agreed } z { $players }).
opt-target = cel
opt-target-desc = Do ilu punktów gramy, od 1 do 2000 (Эрудит: domyślnie 200; Letterbox: domyślnie 100)
opt-simple = prosty
opt-simple-desc = Poziom prosty: bez punktów, gra kończy się, gdy wszyscy się zgodzą (Эрудит)
cmd-game-agree = zgoda
cmd-game-agree-desc = Zgoda na zakończenie gry na poziomie prostym
exported = Ostatnia gra { $variant } na tym kanale jako zapis GCG:
err-nothing-to-export = Na tym kanale nie zakończyła się jeszcze żadna gra.
cmd-game-export = eksport
cmd-game-export-desc = Wyślij ostatnią zakończoną grę z tego kanału jako zapis GCG
opt-analysis = analiza
opt-analysis-desc = Dodaj analizę: po każdym ruchu gracza najlepszy możliwy ruch i strata względem niego

## Letterbox
cmd-hint = podpowiedz
cmd-hint-desc = Kilka dobrych ruchów dla twoich płytek (jeśli gra na to pozwala; widzisz tylko ty)
cmd-game-missed = przegapione
cmd-game-missed-desc = Twoje najkosztowniejsze ruchy w ostatniej grze na tym kanale
opt-hints = podpowiedzi
opt-hints-desc = Zezwól na /{ cmd-hint } (domyślnie tylko w grze z komputerem)
err-no-hints = W tej grze (między ludźmi) podpowiedzi są wyłączone. Otwierający stół może je włączyć opcją `{ opt-hints }:true`.
err-no-dictionary-while-composing = W tej grze nie ma podpowiedzi: podczas układania słów korzystanie ze słownika jest zabronione, może być on użyty jedynie po ułożeniu słowa (Sprawdź).
err-no-hints-here = Brak podpowiedzi: słownik tej gry nie jest wczytany.
hint-none = Z twoimi płytkami nie ma ruchu: spasuj albo wymień płytki, jeśli gra na to pozwala.
hint-moves = Dobre ruchy dla twoich płytek: { $moves }
missed-none = Niczego nie straciłeś: w każdym ruchu zagrałeś ruch, który analiza bota ocenia najwyżej.
missed-moves = Twoje najkosztowniejsze ruchy (najlepszy ruch znaleziony przez bota ← twój ruch · ile cię kosztował: punkty plus wartość płytek, które zostały na stojaku):
btn-add-computer = Dodaj komputer
err-only-creator-adds-computer = Tylko gracz, który otworzył stół, może dodać komputer.
err-unknown-strength = Siła komputera to `beginner`, `intermediate`, `strong` albo `expert` (myśli naprzód).
opt-computer = komputer
opt-computer-desc = Siła graczy komputerowych: beginner, intermediate, strong albo expert
lobby-stake = Stawka: **{ $points }** pkt rankingowych (wygrana dodaje je do twojego konta na tym serwerze, przegrana odejmuje).
opt-letters = litery
opt-letters-desc = Liczba liter gracza (Letterbox: od 5 do 10, domyślnie 7)
err-exchange-not-offered = W tej grze nie ma wymiany: jeśli nie możesz ułożyć słowa, `/{ cmd-pass }`.
err-rack-size = W tej grze każdy gracz ma od { $min } do { $max } liter.
end-drawn = Przez dwie kolejki nikt nie mógł ułożyć słowa: gra kończy się remisem.
end-target-first = Osiągnięto docelową liczbę punktów: koniec gry.
no-winner = Brak zwycięzcy.
board-cleared = { $name } zajmuje żółte pole: plansza zostaje wyczyszczona ({ $count ->
    [one] jedna płytka wraca
    [few] { $count } płytki wracają
   *[other] { $count } płytek wraca
} do worka). Następne słowo musi przykryć pole startowe.
new-letters = Nikt nie mógł ułożyć słowa: każdy gracz dostaje nowe litery.
rack-new-letters = Nikt nie mógł ułożyć słowa, więc masz nowe litery:
takeover = { $name } przedłuża słowo i przejmuje { $count ->
    [one] jedną literę
    [few] { $count } litery
   *[other] { $count } liter
} za { $points } pkt.
game-points-won = { $name } zdobywa { $points } pkt rankingowych serwera.
game-points-lost = { $name } traci { $points } pkt rankingowych.

## Highscores and word suggestions
cmd-highscores = ranking
cmd-highscores-desc = Najlepsi gracze na tym serwerze: punkty, gry i wygrane
cmd-suggest = zaproponuj
cmd-suggest-desc = Zaproponuj moderatorom słowo, którego gra nie zna
opt-word = slowo
opt-word-desc = Słowo (z liter jego języka)
opt-language = jezyk
opt-language-desc = Jego język: pl, en, ru albo de (domyślnie język gry na tym kanale)
cmd-suggestions = propozycje
cmd-suggestions-desc = Przejrzyj słowa zaproponowane przez graczy (moderatorzy)
cmd-suggestions-list = lista
cmd-suggestions-list-desc = Pokaż słowa czekające na decyzję
cmd-suggestions-accept = przyjmij
cmd-suggestions-accept-desc = Dodaj słowo do listy słów serwera: każda gra tutaj je uzna
cmd-suggestions-reject = odrzuc
cmd-suggestions-reject-desc = Odrzuć propozycję albo usuń słowo z listy słów serwera
hs-title = Najlepsi gracze na tym serwerze:
hs-line = { $rank }. { $name }: { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
}
hs-games = { $count ->
    [one] { $count } gra
    [few] { $count } gry
    [many] { $count } gier
   *[other] { $count } gry
}
hs-wins = { $count ->
    [one] { $count } wygrana
    [few] { $count } wygrane
    [many] { $count } wygranych
   *[other] { $count } wygranej
}
hs-none = Nikt jeszcze nie skończył gry na tym serwerze.
suggest-guild-only = To działa tylko na serwerze.
suggest-err-empty = Napisz słowo, którego brakuje.
suggest-err-letters = „{ $word }” nie może tu być słowem: użyj tylko liter alfabetu { $dictionary }.
suggest-err-length = Słowo ma od { $min } do { $max } liter.
suggest-already-known = „{ $word }” już jest w słowniku { $dictionary }: każda gra je uznaje.
suggest-recorded = Dziękujemy! „{ $word }” ({ $dictionary }) czeka teraz na moderatorów.
suggest-already-suggested = „{ $word }” ({ $dictionary }) już ktoś zaproponował; czeka na moderatorów.
suggest-already-accepted = „{ $word }” ({ $dictionary }) jest już na liście słów tego serwera.
suggest-not-allowed = Propozycje słów przeglądają tylko moderatorzy (Zarządzanie serwerem).
suggest-none = Żadne zaproponowane słowo nie czeka.
suggest-list-title = { $count ->
    [one] Jedno słowo czeka na decyzję:
    [few] { $count } słowa czekają na decyzję:
    [many] { $count } słów czeka na decyzję:
   *[other] { $count } słowa czeka na decyzję:
}
suggest-list-line = • { $word } ({ $dictionary }), proponuje { $name }
suggest-list-more = … i jeszcze { $count }.
suggest-accepted = „{ $word }” ({ $dictionary }) jest teraz na liście słów tego serwera: każda gra tutaj je uzna.
suggest-added = Nikt nie zaproponował „{ $word }” ({ $dictionary }), ale słowo jest teraz na liście słów tego serwera: każda gra tutaj je uzna.
suggest-rejected = „{ $word }” ({ $dictionary }) usunięte: nie jest już ani propozycją, ani na liście słów tego serwera.
suggest-not-found = „{ $word }” ({ $dictionary }) nie jest ani propozycją, ani na liście słów tego serwera.

## WordCap (gra na siatce 5x5)

cmd-sort = tasuj
cmd-sort-desc = Przetasuj litery siatki WordCap (3 razy na gracza w grze; nie zużywa kolejki)
opt-game-new-language-desc = WordCap: język liter i słów (en, pl, de, ru)
opt-turns = ruchy
opt-turns-desc = WordCap: liczba ruchów w grze (domyślnie 30)
opt-turns-each = ruchy-na-gracza
opt-turns-each-desc = WordCap: licz ruchy każdemu graczowi osobno zamiast łącznie
wordcap-how = Poprowadź słowo z co najmniej 2 liter przez sąsiednie pola (także po skosie), każde pole raz, bez przecinania linii: `/{ cmd-play } A1 B2 B3` albo po prostu słowo, jeśli da się je ułożyć tylko na jeden sposób. 1 punkt za literę plus premia każdego skrzyżowania, przez które linia przechodzi po skosie. `/{ cmd-sort }` tasuje litery (3 razy każdy), `/{ cmd-pass }` to pas.
word-traced = Pola { $cells }: { $letters } za litery, +{ $bonus } z premii na skosach.
word-new-letters = Na jego polach pojawiają się nowe litery.
word-rejected = **{ $name }**: **{ $word }** nie ma w słowniku: bez punktów, a kolejka przepada.
sorted = **{ $name }** przetasował(a) litery ({ $left ->
    [0] nie ma już tasowań
    [one] zostało jedno tasowanie
    [few] zostały { $left } tasowania
   *[other] zostało { $left } tasowań
}).
turn-next-grid = Teraz: **{ $name }** ({ $turns ->
    [one] został jeden ruch w grze
    [few] zostały { $turns } ruchy w grze
   *[other] zostało { $turns } ruchów w grze
}; tasowania: { $sorts }).
end-turns-used = Ostatni ruch rozegrany: koniec gry.
err-path-empty = Podaj pola słowa, np. `A1 B2 B3`, albo samo słowo.
err-path-short = Słowo musi mieć co najmniej 2 litery.
err-bad-cell = `{ $cell }` to nie pole: najpierw kolumna A-E, potem wiersz 1-5, np. `B3`.
err-not-adjacent = { $from } i { $to } nie sąsiadują: każda litera musi stykać się z poprzednią (także po skosie).
err-cell-twice = Pole { $cell } użyte dwa razy: każde pole tylko raz w słowie.
err-crossing = Linia przecina samą siebie: skos { $second } przecina { $first }.
err-no-sorts-left = Wykorzystałeś(-aś) już wszystkie tasowania w tej grze.
err-bad-turn-limit = Limit ruchów musi wynosić co najmniej 1.
err-wrong-language = Litery siatki nie są z języka tej gry.
err-not-a-word-or-cells = `{ $text }` to ani pola (np. `A1 B2 B3`), ani słowo z liter tej gry.
err-word-not-on-grid = Słowa **{ $word }** nie da się poprowadzić po siatce (sąsiednie pola, każde raz, bez przecięć).
err-word-ambiguous = **{ $word }** można poprowadzić na { $count } sposobów, np. { $paths }: podaj pola, o które chodzi.
err-word-ambiguous-many = **{ $word }** można poprowadzić na więcej niż { $count ->
    [one] { $count } sposób
    [few] { $count } sposoby
   *[many] { $count } sposobów
}, np. { $paths }: podaj pola, o które chodzi.
err-word-search-stopped = Słowo **{ $word }** dałoby się poprowadzić po zbyt wielu liniach, by sprawdzić wszystkie: podaj pola, o które chodzi.
err-no-rack = W WordCap nie ma stojaków: wszystkie litery są na siatce.
err-not-in-wordcap = Tego nie ma w WordCap: ułóż słowo przez `/{ cmd-play }`, albo `/{ cmd-sort }`, `/{ cmd-pass }`.
err-only-wordcap = Tasowanie jest tylko w WordCap.
err-unknown-language = Języki WordCap to `en`, `pl`, `de` i `ru`.
wordcap-started = Gra się zaczęła! Siatka jest wspólna: wszystkie litery są na niej.
help-wordcap =
    ### WordCap (`/{ cmd-game } { cmd-game-new } { opt-variant }:wordcap { opt-language }:pl`)
    - Siatka 5x5 liter. Poprowadź słowo z 2+ liter przez sąsiednie pola (także po skosie), każde pole raz, bez przecinania linii.
    - `/{ cmd-play } A1 B2 B3`: kolumna A-E, potem wiersz 1-5. Albo samo słowo, jeśli da się je ułożyć tylko na jeden sposób.
    - 1 punkt za literę plus premia (1-5) każdego skrzyżowania, przez które przechodzi krok po skosie.
    - Te same 10 sekund na **{ btn-accept }**, **{ btn-check }** albo **{ btn-undo }** co na planszach; pola słowa, które zostaje, dostają nowe litery.
    - `/{ cmd-sort }` tasuje litery (3 razy każdy, nie zużywa kolejki); `/{ cmd-pass }` to pas. 30 ruchów łącznie (`{ opt-turns }:`, `{ opt-turns-each }:`); wygrywa najwięcej punktów.

# turn controls (issue 11)
btn-play = Zagraj…
btn-exchange = Wymień…
btn-pass = Pas
btn-resign = Poddaj się
btn-resign-confirm = Tak, poddaję się
btn-sort = Tasuj
resign-ask = Na pewno poddać tę grę? Przeciwnicy zagrają dalej bez Ciebie.
pick-tiles = Wybierz płytki do wymiany (widzisz to tylko Ty):
pick-tiles-placeholder = Płytki do wymiany
form-title = Twój ruch
form-word = Słowo
form-word-hint = np. KOT; blank jako *a
form-square = Pole początkowe
form-square-hint = np. H8
form-direction = Kierunek
form-direction-hint = poziomo albo pionowo (puste: 8H poziomo, H8 pionowo)
form-grid-word = Słowo albo pola
form-grid-word-hint = np. KOT albo A1 B2 B3
err-form-word = Wpisz słowo, które układasz.
err-form-square = `{ $text }` to nie pole: wpisz literę kolumny i numer wiersza, np. H8.
err-form-direction = `{ $text }` to nie kierunek: wpisz poziomo albo pionowo (albo zostaw puste).

# threads and the game summary (issue 11)
opt-threads = watki
opt-threads-desc = Każda gra we własnym wątku (domyślnie: tak)
config-threads-on = Każda gra toczy się we własnym wątku.
config-threads-off = Gry toczą się w samym kanale (bez wątków).
config-rated-on = Ukończone gry między ludźmi liczą się tu do rankingu (`/stats`, `/leaderboard`).
config-rated-off = Gry w tym miejscu nie liczą się do rankingu.
config-pages-on = Gry w tym miejscu są pokazywane na stronach bota (strona każdej gry na żywo, z linkiem w podsumowaniu), jeśli bot je udostępnia.
config-pages-off = Gry w tym miejscu nie są pokazywane na stronach bota; gracze nadal mają swoje własne strony.
threads-not-allowed = Nie mogę tworzyć wątków w tym kanale, więc gry toczą się tutaj. Daj mi uprawnienie **Tworzenie wątków publicznych** albo wyłącz wątki: `/{ cmd-config } { opt-threads }:false`.
summary-playing = trwa
summary-over = koniec gry
summary-players = Gracze
summary-to-move = ruch
summary-resigned = poddał(a) się
summary-moves-title = Ruchy
summary-moves = { $count ->
    [one] { $count } ruch
    [few] { $count } ruchy
   *[many] { $count } ruchów
}
summary-thread = Wątek
summary-result = Wynik
final-title = { $variant }: koniec gry

# texts (issue 11)
lobby-seated = Grają: { $names }.
final-score-resigned = { $rank }. { $name }: { $score } (poddał(a) grę)
final-missed = Najkosztowniejsze ruchy (zagrany ruch → najlepszy ruch znaleziony przez bota, strata):
final-missed-line = { $name }, ruch { $turn }: { $played ->
    [pass] pas
    [exchange] wymiana `{ $played-move }`
   *[other] `{ $played-move }` { $played-score }
} → { $best ->
    [pass] pas
    [exchange] wymiana `{ $best-move }`
   *[other] `{ $best-move }` { $best-score }
} (−{ $lost })
config-now-server = Domyślne ustawienia całego serwera, dla każdego kanału bez własnych ustawień: gra **{ $variant }**, czas na ruch { $seconds ->
    [0] bez limitu
   *[other] { $seconds } s
}, lista słów: { $dictionary }.
config-channel-own = Ten kanał ma własne ustawienia i to one nadal obowiązują tutaj: gra **{ $variant }**, czas na ruch { $seconds ->
    [0] bez limitu
   *[other] { $seconds } s
}, lista słów: { $dictionary }.
missed-line = Ruch { $turn }: { $best ->
    [across] { $best-place } poziomo: **{ $best-word }** za { $best-score }
    [down] { $best-place } pionowo: **{ $best-word }** za { $best-score }
    [cells] **{ $best-word }** na polach { $best-place } za { $best-score }
    [pass] **pas**
    [exchange] **wymiana { $best-word }**
   *[other] **{ $best-word }** za { $best-score }
} ← twój ruch: { $played ->
    [pass] pas
    [exchange] wymiana { $played-word }
    [across] { $played-place } poziomo: { $played-word } za { $played-score }
    [down] { $played-place } pionowo: { $played-word } za { $played-score }
    [cells] { $played-word } na polach { $played-place } za { $played-score }
   *[other] { $played-word } za { $played-score }
} · −{ $lost }
preview-move = { $square } { $direction ->
    [across] poziomo
   *[down] pionowo
}: { $words } · { $score ->
    [one] { $score } punkt
    [few] { $score } punkty
   *[many] { $score } punktów
}
preview-trace = { $cells }: { $word } · { $score ->
    [one] { $score } punkt
    [few] { $score } punkty
   *[many] { $score } punktów
} ({ $letters } za litery, +{ $bonus } premii)

# ending pictures
ending-final-title = Wynik końcowy
ending-reason-went-out = { $name }: ostatnia płytka wyłożona
ending-reason-all-passed = Minęła pełna seria kolejek bez punktowanego ruchu
ending-reason-time-over = Wszystkim graczom skończył się czas gry
ending-reason-resigned = W grze został tylko jeden gracz
ending-reason-stopped = Gra została zakończona przed czasem
ending-reason-target = Osiągnięto docelowy wynik i dokończono rundę
ending-reason-target-first = Osiągnięto docelowy wynik
ending-reason-agreed = Gracze zgodzili się zakończyć grę
ending-reason-drawn = Przez dwie rundy nikt nie mógł ułożyć słowa: remis
ending-reason-turns-used = Rozegrano ostatnią kolejkę
ending-reason-passes = Każdy gracz spasował dwa razy z rzędu
ending-reason-game-time = Skończył się czas gry albo grę zakończono
ending-last-word = ostatnie słowo: { $word } ({ $name }, +{ $score })
ending-winner = { $count ->
    [one] Zwycięzca
   *[other] Remis
}: { $names }
ending-no-winner = Brak zwycięzcy
ending-adjustment-note = W nawiasach: punkty zyskane lub stracone za płytki pozostałe na koniec
ending-chart-title = Wynik po każdej kolejce
ending-chart-turn = Kolejka
ending-chart-points = Punkty
ending-chart-end = koniec
ending-best-move = Najlepszy ruch: { $move }
ending-start = Start
ending-rejected = { $words } nieuznane, bez punktów
ending-exchanged = wymiana { $count ->
    [one] jednej płytki
   *[other] { $count } płytek
}
ending-passed = pas
ending-skipped = utrata kolejki
ending-resigned = rezygnacja
ending-sorted = tasowanie liter
ending-board-cleared = plansza wyczyszczona
ending-rack-swapped = { $name } wymienia wszystkie płytki
ending-new-letters = nowe litery dla wszystkich

# the lobby's options (issue 11)
lobby-opt-move-time = Czas na ruch: { $seconds } s
lobby-opt-game-time = Czas gry: { $count } min na gracza
lobby-opt-dictionary = Słownik: `{ $dictionary }`
lobby-opt-challenge = Sprawdzanie: `{ $rule }`
lobby-opt-target = Gra do { $points } punktów
lobby-opt-simple = Poziom prosty: bez punktów, gra kończy się, gdy wszyscy się zgodzą
lobby-opt-letters = Liter na stojaku: { $count }
lobby-opt-hints = Podpowiedzi dozwolone (`/{ cmd-hint }`)

## Ratings and stats (/stats, /leaderboard)
opt-rated = rankingowe
opt-rated-desc = Gry w tym miejscu liczą się do rankingu (domyślnie: tak)
opt-pages = strony
opt-pages-desc = Gry w tym miejscu są pokazywane na stronach bota (domyślnie: tak)
cmd-stats = statystyki
cmd-stats-desc = Gry, wyniki, najlepszy ruch i ranking gracza na tym serwerze
opt-user = gracz
opt-user-desc = Czyje (domyślnie: twoje)
opt-stats-variant-desc = Tylko jedna gra (domyślnie: wszystkie)
cmd-leaderboard = tabela
cmd-leaderboard-desc = Najwyżej oceniani gracze danej gry na tym serwerze
opt-leaderboard-variant-desc = Która gra (domyślnie: gra tego kanału)
stats-title = Statystyki: { $name }
stats-title-variant = Statystyki: { $name } · { $variant }
stats-none = { $name } nie ma tu jeszcze ukończonych gier.
stats-games = Gry
stats-games-value = { $games } (wygrane: { $wins }, przegrane: { $losses }, remisy: { $draws })
stats-average = Średnio
stats-average-value = { $game } pkt na grę, { $turn } na ruch
stats-best = Najlepszy ruch
stats-best-value = { $word } za { $score } ({ $variant })
stats-bingos = Bingo
stats-ratings = Ranking
stats-rating-line = { $variant }: **{ $rating }** ± { $deviation } · { $games ->
    [one] { $games } gra rankingowa
    [few] { $games } gry rankingowe
    [many] { $games } gier rankingowych
   *[other] { $games } gry rankingowej
}
stats-unrated = Jeszcze żadnej gry rankingowej.
stats-account = Punkty gry (Letterbox)
stats-chart-title = Ranking po każdej grze rankingowej: { $variant }
stats-chart-game = Gra rankingowa
stats-chart-rating = Ranking
stats-chart-peak = Najwyżej: { $rating }
lb-title = Tabela: { $variant }
lb-line = { $rank }. **{ $name }** { $rating } ± { $deviation } · { $games ->
    [one] { $games } gra
    [few] { $games } gry
    [many] { $games } gier
   *[other] { $games } gry
}
lb-none = Nikt na tym serwerze nie ma jeszcze rankingu w { $variant }.
lb-page = Strona { $page } z { $pages } · { $players ->
    [one] { $players } gracz w rankingu
    [few] { $players } graczy w rankingu
    [many] { $players } graczy w rankingu
   *[other] { $players } gracza w rankingu
}
lb-previous = Wstecz
lb-next = Dalej
err-unknown-rating-game = Nie ma rankingu takiej gry. Wybierz jedną z: { $names }

## Games over days (correspondence) and /notify
opt-pace = tempo
opt-pace-desc = live (domyślnie) albo days: gra na dni z przypomnieniami w wiadomościach
opt-days-per-move = dni-na-ruch
opt-days-per-move-desc = Gra na dni: ile dni ma każdy gracz na ruch (1 do 14, domyślnie 3)
cmd-notify = przypomnienia
cmd-notify-desc = Przypomnienia o grach na dni w wiadomościach prywatnych
cmd-notify-on = wlacz
cmd-notify-on-desc = Przysyłaj mi przypomnienia o grach na dni (domyślnie)
cmd-notify-off = wylacz
cmd-notify-off-desc = Bez przypomnień o grach na dni
notify-on = Przypomnienia o grach na dni znów przyjdą w wiadomości prywatnej.
notify-off = Koniec przypomnień. `/{ cmd-notify } { cmd-notify-on }` włącza je z powrotem.
err-live-with-days = `{ opt-days-per-move }` jest dla gier na dni: wybierz `{ opt-pace }: days` albo pomiń tę opcję.
lobby-opt-days = Gra na dni: { $count ->
    [one] { $count } dzień
   *[other] { $count } dni
} na ruch, przypomnienia w wiadomościach prywatnych.
window-help-days = Przeciwnicy: **{ btn-accept }** albo **{ btn-check }**; własny ruch następnego gracza akceptuje ten ruch. Brak odpowiedzi do { $deadline }: słowa zostaną sprawdzone automatycznie.
remind-turn = Twój ruch w grze **{ $game }**. Czas mija { $deadline }; potem tracisz kolejkę.
remind-answer = **{ $name }** wykonał(a) ruch w grze **{ $game }**: naciśnij **{ btn-accept }** albo **{ btn-check }** albo po prostu zrób swój ruch, który go akceptuje. Czas mija { $deadline }.
remind-time-running-out = Twój czas w grze **{ $game }** mija { $deadline }.
help-community =
    ### Gry na dni, ranking, łamigłówka dnia, turnieje
    - `/{ cmd-game } { cmd-game-new } { opt-pace }:days { opt-days-per-move }:3`: gra na dni, 3 dni na ruch (po czasie: pas). Ruch czeka tyle samo na **{ btn-accept }** albo **{ btn-check }**; własny ruch następnego gracza go akceptuje. Bez **{ btn-undo }**. Przypomnienia przychodzą w wiadomościach prywatnych; `/{ cmd-notify } { cmd-notify-off }` je wyłącza.
    - Gry między ludźmi liczą się do rankingu (Glicko-2): `/{ cmd-stats }`, `/{ cmd-leaderboard }`. Bez rankingu: gry z komputerem lub z podpowiedziami albo zakończone przez `/{ cmd-game } { cmd-game-end }`.
    - Łamigłówka dnia, gdzie moderator ją włączył (`/{ cmd-config } { opt-puzzle }:true`): znajdź najlepszy ruch, odpowiedz przyciskiem **{ btn-puzzle-answer }** albo `/{ cmd-puzzle } { cmd-puzzle-answer }`; werdykt widzisz tylko ty, ranking pojawia się dzień później.
    - Turniej: `/{ cmd-tournament } { cmd-tournament-new }` (system szwajcarski albo każdy z każdym); gracze naciskają **{ btn-join }**, organizator **{ btn-start }**. Partie każdej rundy mają własne wątki; tabela po każdej rundzie. `/{ cmd-tournament } { cmd-tournament-withdraw }` wycofuje cię.

## The daily puzzle
btn-puzzle-answer = Odpowiedz…
opt-puzzle = lamiglowka
opt-puzzle-desc = Publikuj łamigłówkę dnia na tym kanale (jedną na serwer)
opt-puzzle-hour = godzina-lamiglowki
opt-puzzle-hour-desc = Godzina (UTC, 0-23) publikacji łamigłówki dnia (domyślnie 12)
cmd-puzzle = lamiglowka
cmd-puzzle-desc = Łamigłówka dnia
cmd-puzzle-answer = odpowiedz
cmd-puzzle-answer-desc = Odpowiedz na dzisiejszą łamigłówkę (werdykt widzisz tylko ty)
opt-puzzle-answer-move-desc = Twój ruch: 8H SŁOWO (poziomo) albo H8 SŁOWO (pionowo)
config-puzzle-on = Łamigłówka dnia: **{ $variant }** na { $channel } o { $hour }:00 UTC.
config-puzzle-off = Bez łamigłówki dnia (`/{ cmd-config } { opt-puzzle }:true` na kanale publikuje ją tam).
puzzle-err-wordcap = Łamigłówka dnia jest dla gier planszowych: wybierz grę przez `{ opt-variant }:` (WordCap nie ma stojaka).
puzzle-you = Ty
puzzle-opponent = Przeciwnik
puzzle-caption = Łamigłówka dnia · { $variant }
puzzle-title = **Łamigłówka dnia** ({ $variant }): znajdź najlepszy ruch!
puzzle-rack = Twój stojak: **{ $rack }**
puzzle-how = Odpowiedz przyciskiem **{ btn-puzzle-answer }** albo `/{ cmd-puzzle } { cmd-puzzle-answer }`; werdykt widzisz tylko ty. Najlepszy ruch to ten, który jest wart najwięcej: jego punkty plus wartość płytek, które zostają na stojaku. Odpowiedzi do { $deadline }.
puzzle-results = **Łamigłówka dnia** ({ $variant }): wyniki
puzzle-nobody = Nikt nie odpowiedział.
puzzle-ranked = { $rank }. **{ $name }**: { $move } za { $score }{ $lost-tenths ->
    [0] , najlepszy
   *[other] , −{ $lost }
}
puzzle-best-moves = Najlepsze ruchy: { $moves }
puzzle-closed = Ta łamigłówka jest już zamknięta. Najlepszy ruch: { $best }.
puzzle-none-open = Na tym serwerze nie ma teraz otwartej łamigłówki.
puzzle-err-notation = { $move } to nie ruch: napisz `8H SŁOWO` (poziomo) albo `H8 SŁOWO` (pionowo), `.` dla litery już na planszy.
puzzle-err-refused = Tego ruchu nie da się ułożyć: { $why }
puzzle-verdict = Twój ruch { $move } daje { $score } pkt { $lost-tenths ->
    [0] i nic nie traci: lepszego nie ma (miejsce { $rank } z { $ranks }).
   *[other] i traci { $lost } pkt względem najlepszego (punkty plus wartość płytek, które zostają na stojaku): miejsce { $rank } z { $ranks }.
} Najlepszy: { $best }.
puzzle-verdict-void = Twój ruch { $move } nie jest ważny (nie każde słowo, które tworzy, jest w słowniku), więc daje 0 pkt. Liczy się pierwsza odpowiedź. Najlepszy: { $best }.
puzzle-off = Łamigłówka dnia jest na tym serwerze wyłączona: nie przyjmuje już odpowiedzi.
puzzle-answered-before = Już odpowiedziałeś(-aś) (liczy się pierwsza odpowiedź): { $move } za { $score }, { $lost-tenths ->
    [0] bez straty względem najlepszego
   *[other] strata { $lost } pkt względem najlepszego (punkty plus wartość płytek, które zostają na stojaku)
}, miejsce { $rank } z { $ranks }. Najlepszy: { $best }.
puzzle-answered-before-unjudged = Już odpowiedziałeś(-aś) (liczy się pierwsza odpowiedź): { $move } za { $score }, miejsce { $rank } z { $ranks }. Najlepszy: { $best }.
puzzle-form-title = Łamigłówka dnia
puzzle-form-move = Twój ruch (np. 8H SŁOWO)
stats-streak = Łamigłówka dnia
stats-streak-value = { $current ->
    [one] { $current } dzień z rzędu
   *[other] { $current } dni z rzędu
} (najdłużej: { $longest })
## Turnieje
btn-tournament-leave = Rezygnuję
cmd-tournament = turniej
cmd-tournament-desc = Turnieje na tym serwerze
cmd-tournament-new = nowy
cmd-tournament-new-desc = Otwórz turniej na tym kanale: gracze dołączają przyciskiem
cmd-tournament-start = rozpocznij
cmd-tournament-start-desc = Rozpocznij turniej tego kanału (organizator albo moderator)
cmd-tournament-withdraw = wycofaj
cmd-tournament-withdraw-desc = Wycofaj się z turnieju tego kanału (moderatorzy: kogokolwiek)
cmd-tournament-standings = tabela
cmd-tournament-standings-desc = Tabela turnieju tego kanału
cmd-tournament-cancel = odwolaj
cmd-tournament-cancel-desc = Odwołaj turniej tego kanału (organizator albo moderator)
opt-format = system
opt-format-desc = swiss (domyślnie) albo round-robin (każdy z każdym)
opt-rounds = rundy
opt-rounds-desc = System szwajcarski: liczba rund (domyślnie 3)
opt-tournament-new-move-time-desc = Na żywo: sekundy na ruch (domyślnie: jak na kanale, inaczej 300)
opt-tournament-withdraw-user-desc = Kto się wycofuje (domyślnie ty; ktoś inny: organizator albo moderator)
tournament-title = **Turniej: { $variant }**, organizuje { $organiser }
tournament-format-swiss = System szwajcarski, { $rounds ->
    [one] { $rounds } runda
    [few] { $rounds } rundy
    [many] { $rounds } rund
   *[other] { $rounds } rundy
}: pary według punktów, potem małych punktów, bez rewanżów.
tournament-format-round-robin = Każdy z każdym: każdy gra z każdym raz.
tournament-nobody = Nikt jeszcze nie dołączył: naciśnij **{ btn-join }**.
tournament-players = { $count ->
    [one] { $count } gracz
    [few] { $count } graczy
    [many] { $count } graczy
   *[other] { $count } gracza
}: { $names }
tournament-how-to-start = Organizator (albo moderator) rozpoczyna turniej przyciskiem **{ btn-start }** albo `/{ cmd-tournament } { cmd-tournament-start }`.
tournament-started = Turniej trwa: partie każdej rundy toczą się we własnych wątkach tutaj.
tournament-over = Turniej się zakończył.
tournament-cancelled = Turniej został odwołany.
tournament-opened = Turniej otwarty: gracze dołączają przyciskiem pod nim (jesteś zapisany; naciśnij **{ btn-tournament-leave }**, jeśli tylko organizujesz).
tournament-joined = Jesteś w turnieju.
tournament-left = Zrezygnowałeś z turnieju.
tournament-you-started = Turniej się zaczął: trwa kojarzenie par 1. rundy.
tournament-you-cancelled = Odwołałeś turniej.
tournament-you-withdrew = Wycofano: bez kolejnych par (trwająca partia zostaje poddana).
tournament-withdrew = { $name } wycofał(a) się z turnieju.
tournament-err-started = Turniej już trwa: nie można teraz dołączyć ani zrezygnować (`/{ cmd-tournament } { cmd-tournament-withdraw }` wycofuje gracza).
tournament-err-over = Turniej się zakończył.
tournament-err-already-in = Już jesteś w turnieju.
tournament-err-not-in = Tego gracza nie ma w turnieju.
tournament-err-full = Turniej jest pełny.
tournament-err-not-organiser = Może to zrobić tylko organizator turnieju albo moderator.
tournament-err-too-few = Turniej potrzebuje co najmniej dwóch graczy.
tournament-err-withdrawn = Ten gracz już się wycofał.
tournament-err-none = Na tym kanale nie ma turnieju (`/{ cmd-tournament } { cmd-tournament-new }` go otwiera).
tournament-err-running = Na tym kanale trwa już turniej: jeden naraz.
tournament-err-in-thread = Otwórz turniej na kanale, nie w wątku: jego partie dostają własne wątki.
tournament-err-computer = W Letterbox gra się z komputerem: nie ma w nim turniejów.
tournament-round = **Runda { $round } z { $rounds }**
tournament-round-game = { $first } – { $second }
tournament-round-bye = { $name }: pauza (wygrana, +{ $spread })
tournament-game-post = Runda { $round }: **{ $first }** – **{ $second }**
tournament-game-intro = Partia turniejowa, runda { $round }: { $names }. Powodzenia!
tournament-game-failed = Ta partia turniejowa nie mogła się zacząć:
tournament-no-thread = Nie mogę tu otwierać wątków, więc partie turnieju nie mogą się zacząć. Daj mi uprawnienie **Tworzenie wątków publicznych** i uruchom ponownie `/{ cmd-tournament } { cmd-tournament-start }`.
tournament-standings-title = **Tabela po rundzie { $round } z { $rounds }**
tournament-standings-now = **Tabela** (runda { $round } z { $rounds })
tournament-final-title = **Tabela końcowa**
tournament-standing = { $place }. **{ $name }**: { $points } ({ $wins }–{ $losses }–{ $draws }), małe punkty { $spread }
tournament-standing-withdrawn = { $place }. **{ $name }** (wycofany): { $points } ({ $wins }–{ $losses }–{ $draws }), małe punkty { $spread }
tournament-winner = 🏆 Turniej wygrywa **{ $name }**!
## plansza play (terminal)
play-hand-over = Przekaż klawiaturę graczowi **{ $name }** i naciśnij Enter.
play-your-rack = { $name }, twoje płytki: **{ $rack }**
play-prompt = { $name }: ruch (8H SŁOWO poziomo, H8 SŁOWO pionowo), { cmd-exchange } LITERY, { cmd-pass }, { cmd-resign }, { cmd-hint }, { cmd-help }
play-prompt-grid = { $name }: słowo (samo słowo albo jego pola A1 B2 C3), { cmd-sort }, { cmd-pass }, { cmd-resign }, { cmd-help }
play-window = { $name }: ruch gracza { $author }. Wpisz { play-word-accept } albo { play-word-check } (ruch lub inne polecenie go akceptuje; { $author } może wpisać { play-word-undo }, aby go cofnąć).
play-vote = { $name }: { $author } chce cofnąć ruch. Wpisz { play-word-agree } albo { play-word-refuse }.
play-help = { play-commands } Po ruchu przeciwnicy wpisują { play-word-accept } albo { play-word-check }, a jego autor może wpisać { play-word-undo }, aby go cofnąć; gdy autor chce cofnąć ruch, przeciwnicy wpisują { play-word-agree } albo { play-word-refuse }. Działają też słowa angielskie (pass, accept, ...) i pisane bez polskich znaków (akceptuje, wyjdz).
play-saved = Zapisano w { $file }: to samo polecenie z `--save` gra dalej.
play-not-saved = Nie udało się zapisać { $file }: { $why }
play-resumed = Gramy dalej w grę zapisaną w { $file }.
play-input-ended = Wejście skończyło się przed końcem gry.
play-export = Zapis gry (odczyta go `plansza replay`):
play-word-save = zapisz
play-word-quit = wyjdź
ratings-moved = **Ranking** ({ $variant }):
rating-moved = { $name }: { $before } → **{ $after }** ({ $change }, ± { $deviation })
tournament-looked-again = Turniej trwa: sprawdzam jeszcze raz partie, na które czeka.

## Each game's own name (src/i18n/games.rs): never the internal `literaki`, `erudit`, `wordcap-pl`
game-name-literaki = Literaki
game-name-literki = Literki
game-name-erudit = Эрудит
game-name-letterbox = Letterbox
game-name-english = Scrabble po angielsku
game-name-polish = Scrabble po polsku
game-name-wordcap = WordCap
game-name-wordcap-in = WordCap ({ $language })
language-en = angielski
language-pl = polski
language-de = niemiecki
language-ru = rosyjski

## terminal: własne słowa plansza play tam, gdzie teksty bota mówią o Discordzie (przyciski, wiadomości prywatne, polecenia z ukośnikiem)
play-word-accept = akceptuję
play-word-check = sprawdź
play-word-undo = cofnij
play-word-agree = zgoda
play-word-refuse = odmowa
play-commands = Polecenia: ruch (8H SŁOWO poziomo, H8 SŁOWO pionowo; WordCap: słowo albo jego pola A1 B2 C3), { cmd-exchange } LITERY, { cmd-pass }, { cmd-resign }, { cmd-sort } (WordCap), { cmd-hint }, { cmd-rack }, { cmd-game-end }, { play-word-save }, { play-word-quit }, { cmd-help }.
play-unknown = Nieznane polecenie: { $word }. { play-commands }
play-window-computer = { $name }: ruch gracza { $author }. Wpisz { play-word-accept } albo { play-word-check } (ruch lub inne polecenie go akceptuje).
play-undo-not-yours = Tylko { $author } może cofnąć ten ruch. Wpisz { play-word-accept } albo { play-word-check }.
play-no-window = Żaden ruch nie czeka teraz na odpowiedź.
play-stopped = Gra przerwana.
play-stopped-unsaved = Gra przerwana, bez zapisu (`--save PLIK` zachowuje grę, by potem grać w nią dalej).
play-no-record = Ta gra nie ma zapisu partii.
terminal-lobby-opened-no-hints = W tej grze nie ma podpowiedzi: zasady zabraniają korzystania ze słownika podczas układania słów (wolno dopiero po ułożeniu).
terminal-lobby-title = **{ $creator }** zaprasza do gry w **{ $variant }**.
terminal-lobby-players = Grają: { $names }.
terminal-lobby-stake = Stawka: **{ $points }** pkt rankingowych (wygrana je daje, przegrana odbiera).
terminal-lobby-opt-hints = Podpowiedzi dozwolone (wpisz { cmd-hint })
terminal-game-started = Zaczynamy! Każdy gracz widzi swoje płytki w swojej turze (wpisz { cmd-rack }, by zobaczyć je jeszcze raz).
terminal-window-help = Przeciwnicy: wpiszcie **{ play-word-accept }** albo **{ play-word-check }** w ciągu { $seconds } s (bez odpowiedzi słowa zostaną sprawdzone automatycznie). Autor: wpisz **{ play-word-undo }**, aby cofnąć ruch.
terminal-undo-requested = **{ $name }** chce cofnąć ruch. Przeciwnicy: wpiszcie **{ play-word-agree }** albo **{ play-word-refuse }** w ciągu 10 s.
terminal-err-no-hints = W tej grze (między ludźmi) podpowiedzi są wyłączone: włącza je `--hints` przy rozpoczęciu gry.
terminal-err-exchange-not-offered = W tej grze nie ma wymiany: jeśli nie możesz ułożyć słowa, wpisz { cmd-pass }.
terminal-err-not-in-wordcap = Tego nie ma w WordCap: wpisz słowo (albo jego pola), { cmd-sort } albo { cmd-pass }.
terminal-wordcap-how = Poprowadź słowo z co najmniej 2 liter przez sąsiednie pola (także po skosie), każde pole raz, bez przecinania linii: wpisz jego pola (A1 B2 B3) albo po prostu słowo, jeśli da się je ułożyć tylko na jeden sposób. 1 punkt za literę plus premia każdego skrzyżowania, przez które linia przechodzi po skosie. { cmd-sort } tasuje litery (3 razy każdy), { cmd-pass } to pas.
terminal-game-points-won = { $name } zdobywa { $points } pkt rankingowych.
terminal-err-no-game = Żadna gra się teraz nie toczy.

## Strona gry w przeglądarce (plansza play --web)
play-web-open = Otwórz { $url } w przeglądarce, aby grać (Ctrl-C kończy).
web-title = plansza
web-play = Zagraj
web-pass = Pas
web-exchange = Wymień
web-exchange-pick = Stuknij płytki do wymiany, potem znowu Wymień.
web-resign = Poddaj się
web-resign-sure = Na pewno poddać tę grę?
web-recall = Cofnij płytki
web-sort = Sortuj
web-hint = Podpowiedź
web-accept = Akceptuj
web-check = Sprawdź
web-undo = Cofnij ruch
web-agree = Zgoda
web-refuse = Odmowa
web-bag = W worku
web-unseen = Płytki, których nie widzisz
web-moves = Ruchy
web-window-left = Słowa zostaną sprawdzone za
web-blank-letter = Jaką literę ma zastąpić blank?
web-over = Gra skończona.
web-typing = Połóż płytki w jednej linii, bez przerw.
web-lost = Utracono połączenie: próbuję ponownie…
web-move-played = ułożył(a)
web-move-rejected = — ruch odrzucony
web-move-exchanged = wymienił(a) płytki:
web-move-passed = spasował(a)
web-move-skipped = traci kolejkę
web-move-resigned = poddał(a) się
web-move-rack-exchanged = musiał(a) wymienić płytki:
web-move-board-cleared = oczyścił(a) planszę, płytki wracają do worka:
web-move-new-letters = Wszyscy dobrali nowe litery.
web-hand-over = Przekaż urządzenie graczowi { $name }.
web-i-am = To ja, { $name }: pokaż moje płytki
web-waiting = Czekamy na: { $name }…
web-your-turn = { $name }, twój ruch.
web-err-link = Ten link jest nieważny. Otwórz adres wypisany na początku gry.
web-err-no-game = Nie toczy się tu żadna gra.
web-err-unlisted = Ta gra nie jest pokazywana na stronach bota.
web-err-unconfirmed = Nie udało się potwierdzić ruchu. Odśwież stronę, aby zobaczyć, czy został wykonany.
web-err-not-yours = To nie twoje miejsce przy stole.
web-err-unknown = Strona poprosiła o coś, czego ta gra nie zna.
web-game-started = Gra się zaczęła! Twoje płytki są pod planszą i widzisz je tylko ty.
web-watch-live = Oglądaj na żywo
cmd-game-web = strona
cmd-game-web-desc = Twoja strona tej gry: graj dotykiem w przeglądarce (link widzisz tylko ty)
web-link = Twoja strona tej gry, tylko dla ciebie (ważna dobę; nie udostępniaj jej): { $url }
web-off = Ten bot nie udostępnia stron gier (administrator nie ustawił WEB_ADDR).
web-err-not-seated = Nie grasz tutaj w żadnej grze: użyj tej komendy w wątku gry, w której grasz.
web-play-on-page = Zagraj na swojej stronie
web-wordcap-how = Poprowadź słowo z co najmniej 2 liter przez sąsiednie pola (także po skosie), każde pole raz, bez przecinania linii: stuknij jego pola po kolei, potem { web-play }. 1 punkt za literę plus premia każdego skrzyżowania, przez które linia przechodzi po skosie. { web-sort } tasuje litery (3 razy każdy gracz), { web-pass } to pas.

# Strona zakończonej gry, ruch po ruchu; strona turnieju; tabele serwera.
lookback-title = { $game }: gra { $id }, ruch po ruchu
lookback-start = Początek: pusta plansza.
lookback-move = { $kind ->
    [start] Początek.
    [across] { $place } poziomo: { $word } za { $score }
    [down] { $place } pionowo: { $word } za { $score }
    [cells] { $word } na { $place } za { $score }
    [rejected] { $word } nie przeszło: bez punktów
    [exchange] wymiana { $count ->
        [1] jednej płytki
       *[other] płytek: { $count }
    }
    [pass] pas
    [skipped] utrata kolejki
    [resigned] rezygnacja
    [sorted] przetasowanie liter
   *[other] ruch
}
lookback-best = Najlepszy ruch wtedy: { $kind ->
    [across] { $place } poziomo: { $word }
    [down] { $place } pionowo: { $word }
    [cells] { $word } na { $place }
    [pass] pas
    [exchange] wymiana
   *[other] { $word }
} za { $score }; strata: { $lost } pkt
lookback-best-found = Najlepszy ruch wtedy: { $kind ->
    [across] { $place } poziomo: { $word }
    [down] { $place } pionowo: { $word }
    [cells] { $word } na { $place }
    [pass] pas
    [exchange] wymiana
   *[other] { $word }
} za { $score }, znaleziony.
lookback-first = Początek
lookback-prev = Wstecz
lookback-next = Dalej
lookback-last = Koniec
lookback-step = Ruch { $number } z { $total }
lookback-moves = Ruchy
lookback-final = Wynik końcowy
lookback-download = Pobierz zapis gry
lookback-keys = Klawisze ← i → przechodzą po ruchach, Home i End skaczą na początek i koniec gry.
lookback-link = Przejrzyj grę
lookback-export-link = Przejrzyj tę grę ruch po ruchu: { $url }
tpage-title = Turniej: { $game }
tpage-round = Runda { $round }
tpage-standings = Klasyfikacja
tpage-not-started = jeszcze się nie zaczęła
tpage-playing = trwa
tpage-link = Strona turnieju ze wszystkimi grami: { $url }
lbpage-title = Tabele
lbpage-rank = Miejsce
lbpage-player = Gracz
lbpage-rating = Ranking
lbpage-games = Gry
lbpage-none = Nikt na tym serwerze nie rozegrał jeszcze gry rankingowej.
lbpage-link = Wszystkie tabele tego serwera: { $url }

## A computer seat's name (the level in the table's language).
computer-seat = 🤖 Komputer ({ $level })
computer-level-beginner = początkujący
computer-level-intermediate = średni
computer-level-strong = mocny
computer-level-expert = ekspert
