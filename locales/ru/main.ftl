# plansza -- русский каталог.
# Ключи в kebab-case и должны быть в каждом языке (это проверяет тест).
# Ограничения Discord: имена команд и опций строчными, не длиннее 32 символов;
# описания не длиннее 100 символов; подписи кнопок 80; сообщение 2000.

## Кнопки

btn-join = Присоединиться
btn-start = Начать
btn-accept = Принять
btn-check = Проверить
btn-undo = Отменить
btn-agree = Согласиться
btn-refuse = Отказать
btn-my-rack = Мои фишки
# Зарезервировано для компьютерных игроков.
btn-add-ai = Добавить компьютер

## Слэш-команды: имена (cmd-*, opt-*) и описания (*-desc)

cmd-game = игра
cmd-game-desc = Начать или завершить игру в этом канале
cmd-game-new = новая
cmd-game-new-desc = Открыть новый стол в этом канале
cmd-game-end = конец
cmd-game-end-desc = Завершить игру в этом канале
cmd-play = выложить
cmd-play-desc = Выложить слово на поле
opt-move = ход
opt-move-desc = Поле: 8H СЛОВО (по горизонтали) или H8 СЛОВО (по вертикали). WordCap: клетки A1 B2 B3 или слово
cmd-exchange = обмен
cmd-exchange-desc = Обменять фишки с подставки на новые из мешка
opt-tiles = фишки
opt-tiles-desc = Фишки для обмена, напр. АЕЗ (звёздочка — *)
cmd-pass = пас
cmd-pass-desc = Пропустить ход
cmd-resign = сдаться
cmd-resign-desc = Сдаться
cmd-rack = мои-фишки
cmd-rack-desc = Показать ваши фишки (их видите только вы)
cmd-config = настройки
cmd-config-desc = Изменить настройки игры в этом канале
opt-variant = вариант
opt-variant-desc = Во что играем, напр. Literaki
opt-move-time = время-хода
opt-move-time-desc = Сколько секунд у каждого игрока на ход (0: без ограничения)
cmd-help = помощь
cmd-help-desc = Как играть и как записать ход

## Игровые сообщения

turn-of = Ходит { $player }.
not-your-turn = Сейчас не ваш ход.
move-over = Этот ход уже завершён.
move-scored = { $player } выкладывает { $word } за { $points ->
    [one] { $points } очко
    [few] { $points } очка
    [many] { $points } очков
   *[other] { $points } очка
}.
exchanges-left = { $count ->
    [0] У вас больше нет обменов.
    [one] У вас остался { $count } обмен.
    [few] У вас осталось { $count } обмена.
    [many] У вас осталось { $count } обменов.
   *[other] У вас осталось { $count } обмена.
}

## /help

help-text =
    ### Команды
    `/{ cmd-game } { cmd-game-new }` открывает стол: остальные нажимают **{ btn-join }**, затем открывший нажимает **{ btn-start }**.
    `/{ cmd-play } 8H СЛОВО` выкладывает слово; пока вы печатаете, предпросмотр показывает, куда оно ляжет, его слова и очки (без словаря). `/{ cmd-exchange } АЕЗ` меняет фишки, `/{ cmd-pass }` пропускает ход, `/{ cmd-resign }` — сдаться.
    `/{ cmd-rack }` или **{ btn-my-rack }** показывает ваши фишки только вам. `/{ cmd-config }` меняет настройки канала, `/{ cmd-game } { cmd-game-end }` закрывает стол.

    ### Как записать ход
    - `8H СЛОВО`: сначала строка, поэтому слово идёт **по горизонтали** от H8. `H8 СЛОВО`: сначала столбец, поэтому **по вертикали**.
    - Регистр не важен. Букву, уже лежащую на поле, пишите как `.`: `H8 КО.Т`.
    - Звёздочка (пустышка) — это `*` перед буквой, которую она заменяет: `*a`. Обычная буква тратит звёздочку, только если такой фишки у вас нет.
    - Эрудит: `!а` в слове кладёт вашу настоящую букву на звёздочку, которая её заменяет, и забирает звёздочку; `!K5а` после слова делает это на K5 (`8H КО*Т !K5А`). Забранную звёздочку выложите в том же ходе.

    ### После хода (10 секунд)
    - Каждый соперник нажимает **{ btn-accept }**: ход засчитан.
    - Кто-то нажимает **{ btn-check }**: слова ищут в словаре. Слова нет: фишки возвращаются, автор теряет ход. Всё верно: проверявший пропускает следующий ход.
    - Никто не ответил за 10 с: слова проверяются автоматически; если слова нет в словаре, автор всё равно теряет ход (фишки возвращаются).
    - **{ btn-undo }**: автор забирает ход, если каждый соперник нажмёт **{ btn-agree }** в течение 10 с.

    ### Ещё
    - Literaki и Literki: для обмена в мешке нужно не меньше 7 фишек, 3 обмена за игру; другие игры называют свои ограничения.
    - Игра заканчивается, когда мешок пуст и кто-то выкладывает последнюю фишку, или когда все пасуют два раза подряд. Оставшиеся фишки идут в минус владельцу; кто выложил все, получает их очки. Сдавшийся занимает последнее место.

## Стол: ожидание игроков, ходы, окна (ключи из src/table и src/discord)

done = Готово.
your-rack = Ваши фишки:
lobby-opened = Стол { $variant } открыт. Дождитесь, пока остальные нажмут «Присоединиться», затем нажмите «Начать».
lobby-opened-no-hints = Стол { $variant } открыт, без подсказок: правила запрещают пользоваться словарём, пока составляешь слово (только после того, как оно выложено). Дождитесь, пока остальные нажмут «Присоединиться», затем нажмите «Начать».
lobby-title = **{ $creator }** приглашает сыграть в **{ $variant }**. Нажмите **{ btn-join }**, чтобы играть.
lobby-players = Уже за столом: { $names } (занято мест: { $count } из { $max }). { $free ->
    [0] Стол заполнен.
    [one] Может присоединиться ещё { $free } игрок.
    [few] Могут присоединиться ещё { $free } игрока.
   *[many] Могут присоединиться ещё { $free } игроков.
} { $missing ->
    [0] Открывший стол уже может нажать **{ btn-start }**.
    [one] Для начала нужен ещё { $missing } игрок.
    [few] Для начала нужны ещё { $missing } игрока.
   *[many] Для начала нужно ещё { $missing } игроков.
}
lobby-started = Игра началась.
game-started = Игра началась! Фишки придут в личные сообщения (или нажмите **{ btn-my-rack }**).
game-stopped = { $name } завершает игру.
turn-next = Следующий ход: **{ $name }** (в мешке { $bag ->
    [one] { $bag } фишка
    [few] { $bag } фишки
    [many] { $bag } фишек
   *[other] { $bag } фишки
}).
move-submitted = Вы выложили { $words } за { $score ->
    [one] { $score } очко
    [few] { $score } очка
    [many] { $score } очков
   *[other] { $score } очка
}. Ждём соперников.
move-proposed = **{ $name }** выкладывает **{ $words }** за { $score ->
    [one] { $score } очко
    [few] { $score } очка
    [many] { $score } очков
   *[other] { $score } очка
}.
window-help = Соперники: **{ btn-accept }** или **{ btn-check }** в течение { $seconds } с (без ответа слова проверятся автоматически). Автор: **{ btn-undo }**, чтобы забрать ход.
move-stands = **{ $name }**: **{ $words }** засчитано, +{ $score ->
    [one] { $score } очко
    [few] { $score } очка
    [many] { $score } очков
   *[other] { $score } очка
}.
move-rejected = **{ $name }**: нет в словаре: **{ $words }**. Фишки возвращаются, ход потерян.
move-withdrawn = **{ $name }** забирает ход и ходит заново.
check-asked = { $name } требует проверки.
check-auto = Никто не ответил за 10 с: слова проверены автоматически.
check-auto-deadline = Никто не ответил, пока шло время хода: слова проверены автоматически.
challenger-loses-turn = Слова верные, поэтому { $name } пропускает следующий ход.
turn-skipped = { $name } пропускает этот ход.
undo-requested = **{ $name }** хочет отменить ход. Соперники: **{ btn-agree }** или **{ btn-refuse }** в течение 10 с.
undo-vote = { $name } просит отменить ход: согласитесь в течение { $seconds } с.
undo-refused = { $name } против отмены: слова сразу проверены.
undo-timed-out = Не все согласились на отмену в течение 10 с: слова сразу проверены.
you-accepted = Вы приняли ход. Ждём остальных соперников.
you-agreed = Вы согласились на отмену. Ждём остальных.
you-exchanged = Вы обменяли { $count ->
    [one] { $count } фишку
    [few] { $count } фишки
    [many] { $count } фишек
   *[other] { $count } фишки
}.
exchanged = **{ $name }** меняет { $count ->
    [one] { $count } фишку
    [few] { $count } фишки
    [many] { $count } фишек
   *[other] { $count } фишки
}.
passed = **{ $name }** пасует.
timed-out = У **{ $name }** вышло время: это считается пасом.
resigned = **{ $name }** сдаётся.
dm-closed = { $name }, не могу отправить вам личное сообщение: нажмите **{ btn-my-rack }**, чтобы увидеть свои фишки (их увидите только вы).
rack-dealt = Ваши фишки в новой игре:
rack-refilled = Ваши фишки после хода:
rack-after-exchange = Ваши фишки после обмена:
end-went-out = { $name } выкладывает последнюю фишку: игра окончена.
end-all-passed = Прошёл полный круг ходов без очков: игра окончена.
end-time-over = Все игроки превысили лимит времени на игру: игра окончена.
end-resigned = Остался только один игрок: игра окончена.
end-stopped = Игра завершена досрочно.
end-target-reached = Целевой счёт достигнут, и круг завершён: игра окончена.
end-agreed = Все игроки согласились завершить игру.
final-score = { $rank }. { $name }: { $score } ({ $adjustment } за фишки, оставшиеся в конце)
final-score-plain = { $rank }. { $name }: { $score }
winner = Победа: **{ $names }** 🎉
winners-tied = Ничья: **{ $names }** делят победу 🤝
config-now = Настройки канала: игра **{ $variant }**, время на ход { $seconds ->
    [0] без ограничений
   *[other] { $seconds } с
}, словарь: { $dictionary }.
config-dictionary-default = встроенный для каждого языка

## Ошибки (их видит только тот, кто их вызвал)

err-internal = У меня что-то пошло не так; ничего не изменилось. Попробуйте ещё раз.
err-not-saved = Извините, сейчас не удалось это сохранить, поэтому ничего не изменилось. Попробуйте ещё раз через минуту.
err-channel-busy = В этом канале сейчас слишком много всего сразу, поэтому это отложено и ничего не изменилось. Попробуйте ещё раз через минуту.
err-slow-down = Это было быстрее, чем я принимаю действия от одного человека, поэтому ничего не изменилось. Подождите { $seconds } с и попробуйте ещё раз.
saved-game-damaged = После перезапуска не удалось прочитать игру, сохранённую в этом канале. Она отложена для администраторов бота, а канал свободен: `/{ cmd-game } { cmd-game-new }` начинает новую игру.
saved-tournament-damaged = Не удалось прочитать турнир, сохранённый в этом канале. Он отложен для администраторов бота, и новых туров в нём не будет; канал свободен: `/{ cmd-tournament } { cmd-tournament-new }` открывает новый турнир.
err-no-game = В этом канале нет игры. Начните её командой `/{ cmd-game } { cmd-game-new }`.
err-game-running = В этом канале уже открыта игра. Доиграйте её или попросите создателя игры или модератора её завершить.
err-not-started = Игра ещё не началась.
err-already-started = Игра уже началась.
err-already-joined = Вы уже участвуете в этой игре.
err-lobby-full = Стол заполнен (игроков: { $max }).
err-only-creator-starts = Начать игру может только тот, кто открыл стол.
err-player-count = В этой игре должно быть от { $min } до { $max } игроков.
err-not-a-player = Вы не участвуете в этой игре.
err-not-your-turn = Сейчас не ваш ход: ходит { $name }.
err-move-pending = Последний ход ещё ждёт принятия или проверки.
err-move-over = Этот ход завершён.
err-lobby-closed = Этот стол закрыт: игра уже началась или закончилась. `/{ cmd-game } { cmd-game-new }` открывает новый.
err-game-over = Игра окончена.
err-own-move = Это ваш собственный ход: решают соперники.
err-already-accepted = Вы уже приняли этот ход.
err-already-agreed = Вы уже согласились.
err-only-author-undo = Отменить ход может только тот, кто его сделал.
err-undo-once = Просить об отмене хода можно только один раз.
err-end-not-allowed = Завершить игру может только её создатель или модератор (право «Управлять сервером»).
end-rated-resigned = Эта партия идёт в рейтинг, поэтому завершить её — значит сдаться: вы сдались.
err-end-rated = Эта партия идёт в рейтинг: игроки могут выйти из неё, только сдавшись, а завершить её может только модератор.
err-config-not-allowed = Менять настройки могут только модераторы (право «Управлять сервером»).
err-move-empty = Напишите ход, напр. `8H СЛОВО`.
err-bad-square = `{ $square }` — не клетка: пишите сначала строку, потом столбец (`8H`), чтобы играть по горизонтали, или сначала столбец, потом строку (`H8`), чтобы играть по вертикали.
err-off-board-square = `{ $square }` — за пределами поля.
err-bad-letter = `{ $letter }` — не буква этой игры.
err-no-word = Напишите слово после клетки, напр. `8H СЛОВО`.
err-bare-blank = Для звёздочки нужно указать, какую букву она заменяет: пишите `*` перед этой буквой, напр. `*а`.
err-bare-take = После `!` напишите настоящую букву, которую кладёте вместо звёздочки: `!а` в слове, или после слова клетку звёздочки и букву: `!K5а`.
err-not-a-blank = На клетке { $square } лежит обычная фишка, а не звёздочка, так что забирать нечего.
err-no-blank-swap = В этой игре звёздочку с поля забрать нельзя.
err-taken-blank-unused = Забранную звёздочку нужно выложить в том же ходе: отметьте её `*`, напр. `*а`.
err-already-agreed-to-end = Вы уже согласились завершить игру; ждём остальных.
err-not-in-this-level = По согласию заканчивается только игра без очков (простой уровень).
err-bad-target = Целевой счёт должен быть не меньше 1.
err-not-on-rack = У вас нет фишки `{ $letter }`.
err-runs-off-board = Слово выходит за пределы поля.
err-nothing-on-square = Клетка { $square } пуста, поэтому `.` там стоять не может.
err-square-taken = На клетке { $square } уже лежит `{ $letter }`.
err-no-new-tiles = Этот ход не выкладывает ни одной вашей фишки.
err-misses-start = Первое слово должно проходить через центральную клетку { $square }.
err-first-word-short = В первом слове должно быть не меньше двух букв.
err-not-connected = Слово должно касаться букв, уже лежащих на поле.
err-too-short = Ваши буквы должны составлять одно слово не короче двух букв, в одну линию без пропусков.
err-exchange-none = Укажите фишки для обмена, напр. `АЕЗ` (звёздочка — `*`).
err-exchange-bag = Для обмена в мешке должно быть не меньше { $needed ->
    [one] { $needed } фишки
   *[other] { $needed } фишек
}; сейчас там { $left }.
err-exchange-limit = Вы уже использовали все обмены этой игры ({ $limit }).
err-exchange-too-many = За один обмен можно поменять не больше { $max ->
    [one] { $max } фишки
   *[other] { $max } фишек
}.
err-not-in-dictionary = Нет в словаре: { $words }. Попробуйте другой ход.
err-no-game-clock = В этой игре нет лимита времени на всю партию.
err-challenge-rule = В этой игре нет такого правила проверки.
opt-server = сервер
opt-server-desc = Задать значение по умолчанию для всего сервера, а не для этого канала
err-unknown-variant = Такой игры нет. Выберите одну из: { $names }.
err-no-dictionary = У этого бота не установлен словарь `{ $name }`, поэтому эту игру здесь начать нельзя.
opt-dictionary = словарь
opt-dictionary-desc = Список слов для игр на его языке (напр. ru-full для русских игр)
err-unknown-dictionary = Такого списка слов нет. Выберите один из: { $names }.
move-submitted-void = Вы выложили { $words } за { $score ->
    [one] { $score } очко
    [few] { $score } очка
    [many] { $score } очков
   *[other] { $score } очка
}: все слова есть в словаре.
wym-exchanged = WYM: у { $name } случайно обменяли { $count ->
    [one] { $count } фишку
    [few] { $count } фишки
    [many] { $count } фишек
   *[other] { $count } фишки
}.
rack-after-wym = Поле WYM изменило ваши фишки:
err-unknown-challenge = Правило проверки: `double` или `void`.
opt-challenge = проверка
opt-challenge-desc = Правило проверки, если игра даёт выбор: double или void
opt-game-time = время-игры
opt-game-time-desc = Минуты на всю игру для каждого игрока (Literki)
agreed-to-end = { $name } за завершение игры ({ $agreed } из { $players }).
opt-target = цель
opt-target-desc = До скольких очков играем, от 1 до 2000 (Эрудит: по умолчанию 200; Letterbox: 100)
opt-simple = простой
opt-simple-desc = Простой уровень: без очков, игра заканчивается, когда все согласны (Эрудит)
cmd-game-agree = согласие
cmd-game-agree-desc = Согласиться завершить игру простого уровня
exported = Последняя игра { $variant } в этом канале в виде записи GCG:
err-nothing-to-export = В этом канале ещё не закончилась ни одна игра.
cmd-game-export = экспорт
cmd-game-export-desc = Опубликовать последнюю завершённую игру этого канала как запись GCG
opt-analysis = анализ
opt-analysis-desc = С анализом: после каждого хода игрока лучший ход и потеря по сравнению с ним

## Letterbox
cmd-hint = подсказка
cmd-hint-desc = Несколько хороших ходов для ваших фишек (если игра разрешает подсказки; видите только вы)
cmd-game-missed = упущенное
cmd-game-missed-desc = Ходы, которые обошлись вам дороже всего в последней игре этого канала
opt-hints = подсказки
opt-hints-desc = Разрешить /{ cmd-hint } (по умолчанию только в игре с компьютером)
err-no-hints = В этой игре (между людьми) подсказок нет. Открывший стол может разрешить их опцией `{ opt-hints }:true`.
err-no-dictionary-while-composing = В этой игре нет подсказок: правила запрещают пользоваться словарём, пока составляешь слово; им можно пользоваться только после того, как слово выложено (проверка).
err-no-hints-here = Подсказок нет: словарь этой игры не загружен.
hint-none = С вашими фишками хода нет: пропустите ход или обменяйте фишки, если игра разрешает.
hint-moves = Хорошие ходы для ваших фишек: { $moves }
missed-none = Вы ничего не потеряли: в каждом ходе вы сыграли ход, который анализ бота оценивает выше всех.
missed-moves = Ходы, которые обошлись вам дороже всего (лучший ход, найденный ботом ← ваш ход · во что он обошёлся: очки плюс ценность оставшихся фишек):
btn-add-computer = Добавить компьютер
err-only-creator-adds-computer = Посадить компьютер может только тот, кто открыл стол.
err-unknown-strength = Сила компьютера: `beginner`, `intermediate`, `strong` или `expert` (думает наперёд).
opt-computer = компьютер
opt-computer-desc = Сила компьютерных игроков: beginner, intermediate, strong или expert
lobby-stake = Ставка: **{ $points }** очк. рейтинга (победа добавляет их на ваш счёт на этом сервере, поражение отнимает).
opt-letters = буквы
opt-letters-desc = Букв у игрока (Letterbox: от 5 до 10, по умолчанию 7)
err-exchange-not-offered = В этой игре нет обмена: если не можете составить слово, `/{ cmd-pass }`.
err-rack-size = В этой игре у каждого игрока от { $min } до { $max } букв.
end-drawn = Два круга никто не смог составить слово: ничья.
end-target-first = Победная сумма очков набрана: игра окончена.
no-winner = Победителя нет.
board-cleared = { $name } занимает жёлтое поле: поле очищается ({ $count ->
    [one] { $count } фишка возвращается
    [few] { $count } фишки возвращаются
   *[other] { $count } фишек возвращаются
} в мешок). Следующее слово должно закрыть стартовую клетку.
new-letters = Никто не смог составить слово: все игроки получают новые буквы.
rack-new-letters = Никто не смог составить слово, поэтому у вас новые буквы:
takeover = { $name } продлевает слово и забирает { $count ->
    [one] { $count } букву
    [few] { $count } буквы
   *[other] { $count } букв
} за { $points } очк.
game-points-won = { $name } получает { $points } очк. рейтинга сервера.
game-points-lost = { $name } теряет { $points } очк. рейтинга.

## Highscores and word suggestions
cmd-highscores = рейтинг
cmd-highscores-desc = Лучшие игроки этого сервера: очки, игры и победы
cmd-suggest = предложить
cmd-suggest-desc = Предложить модераторам слово, которого игра не знает
opt-word = слово
opt-word-desc = Слово (буквами его языка)
opt-language = язык
opt-language-desc = Его язык: pl, en, ru или de (по умолчанию язык игры в этом канале)
cmd-suggestions = предложения
cmd-suggestions-desc = Просмотреть слова, предложенные игроками (модераторы)
cmd-suggestions-list = список
cmd-suggestions-list-desc = Показать слова, ждущие решения
cmd-suggestions-accept = принять
cmd-suggestions-accept-desc = Добавить слово в список слов сервера: его примет любая игра здесь
cmd-suggestions-reject = отклонить
cmd-suggestions-reject-desc = Отклонить предложение или убрать слово из списка слов сервера
hs-title = Лучшие игроки этого сервера:
hs-line = { $rank }. { $name }: { $points ->
    [one] { $points } очко
    [few] { $points } очка
    [many] { $points } очков
   *[other] { $points } очка
}
hs-games = { $count ->
    [one] { $count } игра
    [few] { $count } игры
    [many] { $count } игр
   *[other] { $count } игры
}
hs-wins = { $count ->
    [one] { $count } победа
    [few] { $count } победы
    [many] { $count } побед
   *[other] { $count } победы
}
hs-none = На этом сервере ещё никто не закончил игру.
suggest-guild-only = Это работает только на сервере.
suggest-err-empty = Напишите слово, которого не хватает.
suggest-err-letters = «{ $word }» не может быть здесь словом: используйте только буквы алфавита { $dictionary }.
suggest-err-length = В слове от { $min } до { $max } букв.
suggest-already-known = «{ $word }» уже есть в словаре { $dictionary }: любая игра его принимает.
suggest-recorded = Спасибо! «{ $word }» ({ $dictionary }) теперь ждёт модераторов.
suggest-already-suggested = «{ $word }» ({ $dictionary }) уже предложено и ждёт модераторов.
suggest-already-accepted = «{ $word }» ({ $dictionary }) уже есть в списке слов этого сервера.
suggest-not-allowed = Предложения слов просматривают только модераторы (право «Управлять сервером»).
suggest-none = Предложенных слов нет.
suggest-list-title = { $count ->
    [one] { $count } слово ждёт решения:
    [few] { $count } слова ждут решения:
    [many] { $count } слов ждут решения:
   *[other] { $count } слова ждут решения:
}
suggest-list-line = • { $word } ({ $dictionary }), предложил(а) { $name }
suggest-list-more = … и ещё { $count }.
suggest-accepted = «{ $word }» ({ $dictionary }) теперь в списке слов этого сервера: его примет любая игра здесь.
suggest-added = Никто не предлагал «{ $word }» ({ $dictionary }), но теперь оно в списке слов этого сервера: его примет любая игра здесь.
suggest-rejected = «{ $word }» ({ $dictionary }) удалено: его больше нет ни среди предложений, ни в списке слов этого сервера.
suggest-not-found = «{ $word }» ({ $dictionary }) нет ни среди предложений, ни в списке слов этого сервера.

## WordCap (игра на сетке 5x5)

cmd-sort = перемешать
cmd-sort-desc = Перемешать буквы сетки WordCap (три раза на игрока за игру; ход не тратится)
opt-game-new-language-desc = WordCap: язык букв и слов (en, pl, de, ru)
opt-turns = ходы
opt-turns-desc = WordCap: число ходов в игре (по умолчанию 30)
opt-turns-each = ходы-на-игрока
opt-turns-each-desc = WordCap: считать ходы каждому игроку отдельно, а не всего
wordcap-how = Проведите слово из 2 и более букв через соседние клетки (и по диагонали), каждую клетку один раз, чтобы линия не пересекала себя: `/{ cmd-play } A1 B2 B3` или просто слово, если его можно провести только одним способом. 1 очко за букву плюс бонус каждого перекрестья, через которое линия проходит по диагонали. `/{ cmd-sort }` перемешивает буквы (по 3 раза), `/{ cmd-pass }` — пас.
word-traced = Клетки { $cells }: { $letters } за буквы, +{ $bonus } за диагональные бонусы.
word-new-letters = В его клетках появляются новые буквы.
word-rejected = **{ $name }**: слова **{ $word }** нет в словаре: без очков, ход потрачен.
sorted = **{ $name }** перемешивает буквы ({ $left ->
    [0] перемешиваний не осталось
    [one] осталось { $left } перемешивание
    [few] осталось { $left } перемешивания
   *[other] осталось { $left } перемешиваний
}).
turn-next-grid = Ходит: **{ $name }** ({ $turns ->
    [one] в игре остался { $turns } ход
    [few] в игре осталось { $turns } хода
   *[other] в игре осталось { $turns } ходов
}; перемешиваний: { $sorts }).
end-turns-used = Последний ход сыгран: игра окончена.
err-path-empty = Напишите клетки слова, например `A1 B2 B3`, или само слово.
err-path-short = В слове должно быть не меньше 2 букв.
err-bad-cell = `{ $cell }` — не клетка: сначала столбец A-E, потом строка 1-5, например `B3`.
err-not-adjacent = { $from } и { $to } не соседние: каждая буква должна касаться предыдущей (и по диагонали).
err-cell-twice = Клетка { $cell } использована дважды: каждая клетка — один раз в слове.
err-crossing = Линия пересекает себя: диагональ { $second } пересекает { $first }.
err-no-sorts-left = Вы уже использовали все перемешивания в этой игре.
err-bad-turn-limit = Ходов должно быть не меньше 1.
err-wrong-language = Буквы сетки не из языка этой игры.
err-not-a-word-or-cells = `{ $text }` — ни клетки (например `A1 B2 B3`), ни слово из букв этой игры.
err-word-not-on-grid = Слово **{ $word }** нельзя провести по сетке (соседние клетки, каждая один раз, без пересечений).
err-word-ambiguous = Слово **{ $word }** можно провести { $count } способами, например { $paths }: пришлите нужные клетки.
err-word-ambiguous-many = Слово **{ $word }** можно провести больше чем { $count } способами, например { $paths }: пришлите нужные клетки.
err-word-search-stopped = Слово **{ $word }** можно провести по слишком многим линиям, чтобы проверить все: пришлите нужные клетки.
err-no-rack = В WordCap нет подставок: все буквы на сетке.
err-not-in-wordcap = В WordCap этого нет: проведите слово через `/{ cmd-play }`, или `/{ cmd-sort }`, `/{ cmd-pass }`.
err-only-wordcap = Перемешивание есть только в WordCap.
err-unknown-language = Языки WordCap: `en`, `pl`, `de` и `ru`.
wordcap-started = Игра началась! Сетка общая: все буквы на ней.
help-wordcap =
    ### WordCap (`/{ cmd-game } { cmd-game-new } { opt-variant }:wordcap { opt-language }:ru`)
    - Сетка 5x5 из букв. Проведите слово из 2+ букв через соседние клетки (и по диагонали), каждую клетку один раз, чтобы линия не пересекала себя.
    - `/{ cmd-play } A1 B2 B3`: столбец A-E, затем строка 1-5. Или просто слово, если его можно провести только одним способом.
    - 1 очко за букву плюс бонус (1-5) каждого перекрестья, через которое проходит диагональный шаг.
    - Те же 10 секунд на **{ btn-accept }**, **{ btn-check }** или **{ btn-undo }**, что и на досках; клетки слова, которое осталось, получают новые буквы.
    - `/{ cmd-sort }` перемешивает буквы (по 3 раза, ход не тратится); `/{ cmd-pass }` — пас. Всего 30 ходов (`{ opt-turns }:`, `{ opt-turns-each }:`); побеждает больше очков.

# turn controls (issue 11)
btn-play = Ходить…
btn-exchange = Обменять…
btn-pass = Пас
btn-resign = Сдаться
btn-resign-confirm = Да, сдаюсь
btn-sort = Перемешать
resign-ask = Сдать эту партию окончательно? Соперники продолжат без вас.
pick-tiles = Выберите фишки для обмена (это видите только вы):
pick-tiles-placeholder = Фишки для обмена
form-title = Ваш ход
form-word = Слово
form-word-hint = например КОТ; звёздочка как *а
form-square = Начальная клетка
form-square-hint = например H8
form-direction = Направление
form-direction-hint = по горизонтали или по вертикали (пусто: 8H по горизонтали, H8 по вертикали)
form-grid-word = Слово или клетки
form-grid-word-hint = например КОТ или A1 B2 B3
err-form-word = Напишите слово, которое выкладываете.
err-form-square = `{ $text }` — не клетка: напишите букву столбца и номер строки, например H8.
err-form-direction = `{ $text }` — не направление: напишите «по горизонтали» или «по вертикали» (или оставьте пустым).

# threads and the game summary (issue 11)
opt-threads = ветки
opt-threads-desc = Каждая партия в отдельной ветке (по умолчанию: да)
config-threads-on = Каждая партия идёт в отдельной ветке.
config-threads-off = Партии идут прямо в канале (без веток).
config-rated-on = Завершённые партии между людьми здесь идут в рейтинг (`/stats`, `/leaderboard`).
config-rated-off = Партии здесь не идут в рейтинг.
config-pages-on = Партии здесь показываются на веб-страницах бота (живая страница каждой партии, ссылка в сводке), если бот их раздаёт.
config-pages-off = Партии здесь не показываются на веб-страницах бота; у игроков остаются их собственные страницы.
threads-not-allowed = Мне нельзя создавать ветки в этом канале, поэтому партии идут здесь. Дайте мне право **Создавать публичные ветки** или выключите ветки: `/{ cmd-config } { opt-threads }:false`.
summary-playing = идёт
summary-over = партия окончена
summary-players = Игроки
summary-to-move = ходит
summary-resigned = сдался
summary-moves-title = Ходы
summary-moves = { $count ->
    [one] { $count } ход
    [few] { $count } хода
   *[many] { $count } ходов
}
summary-thread = Ветка
summary-result = Итог
final-title = { $variant }: партия окончена

# texts (issue 11)
lobby-seated = Играют: { $names }.
final-score-resigned = { $rank }. { $name }: { $score } (сдался(-ась))
final-missed = Ходы, обошедшиеся дороже всего (сыгранный ход → лучший ход, найденный ботом, потеря):
final-missed-line = { $name }, ход { $turn }: { $played ->
    [pass] пас
    [exchange] обмен `{ $played-move }`
   *[other] `{ $played-move }` { $played-score }
} → { $best ->
    [pass] пас
    [exchange] обмен `{ $best-move }`
   *[other] `{ $best-move }` { $best-score }
} (−{ $lost })
config-now-server = Настройки по умолчанию для всего сервера, для каждого канала без собственных настроек: игра **{ $variant }**, время на ход { $seconds ->
    [0] без ограничений
   *[other] { $seconds } с
}, словарь: { $dictionary }.
config-channel-own = У этого канала есть собственные настройки, и здесь действуют они: игра **{ $variant }**, время на ход { $seconds ->
    [0] без ограничений
   *[other] { $seconds } с
}, словарь: { $dictionary }.
missed-line = Ход { $turn }: { $best ->
    [across] { $best-place } по горизонтали: **{ $best-word }** за { $best-score }
    [down] { $best-place } по вертикали: **{ $best-word }** за { $best-score }
    [cells] **{ $best-word }** по клеткам { $best-place } за { $best-score }
    [pass] **пас**
    [exchange] **обмен { $best-word }**
   *[other] **{ $best-word }** за { $best-score }
} ← ваш ход: { $played ->
    [pass] пас
    [exchange] обмен { $played-word }
    [across] { $played-place } по горизонтали: { $played-word } за { $played-score }
    [down] { $played-place } по вертикали: { $played-word } за { $played-score }
    [cells] { $played-word } по клеткам { $played-place } за { $played-score }
   *[other] { $played-word } за { $played-score }
} · −{ $lost }
preview-move = { $square } { $direction ->
    [across] по горизонтали
   *[down] по вертикали
}: { $words } · { $score ->
    [one] { $score } очко
    [few] { $score } очка
   *[many] { $score } очков
}
preview-trace = { $cells }: { $word } · { $score ->
    [one] { $score } очко
    [few] { $score } очка
   *[many] { $score } очков
} ({ $letters } за буквы, +{ $bonus } бонус)

# ending pictures
ending-final-title = Итоги
ending-reason-went-out = { $name }: выложена последняя фишка
ending-reason-all-passed = Прошёл полный круг ходов без очков
ending-reason-time-over = У всех игроков вышло время партии
ending-reason-resigned = В игре остался один игрок
ending-reason-stopped = Игра завершена досрочно
ending-reason-target = Набрано целевое число очков, круг доигран
ending-reason-target-first = Набрано целевое число очков
ending-reason-agreed = Игроки договорились закончить игру
ending-reason-drawn = Два круга никто не смог выложить слово: ничья
ending-reason-turns-used = Сыгран последний ход
ending-reason-passes = Все игроки спасовали дважды подряд
ending-reason-game-time = Время партии вышло, или игра была завершена
ending-last-word = последнее слово: { $word } ({ $name }, +{ $score })
ending-winner = { $count ->
    [one] Победитель
   *[other] Ничья
}: { $names }
ending-no-winner = Победителя нет
ending-adjustment-note = В скобках: очки, полученные или потерянные за фишки, оставшиеся в конце
ending-chart-title = Счёт после каждого хода
ending-chart-turn = Ход
ending-chart-points = Очки
ending-chart-end = конец
ending-best-move = Лучший ход: { $move }
ending-start = Начало
ending-rejected = { $words } не принято, без очков
ending-exchanged = обмен { $count ->
    [one] { $count } фишки
   *[other] { $count } фишек
}
ending-passed = пас
ending-skipped = пропуск хода
ending-resigned = выход из игры
ending-sorted = буквы перемешаны
ending-board-cleared = поле очищено
ending-rack-swapped = { $name } меняет все фишки
ending-new-letters = новые буквы для всех

# the lobby's options (issue 11)
lobby-opt-move-time = Время на ход: { $seconds } с
lobby-opt-game-time = Время партии: { $count } мин на игрока
lobby-opt-dictionary = Словарь: `{ $dictionary }`
lobby-opt-challenge = Проверка: `{ $rule }`
lobby-opt-target = Игра до { $points } очков
lobby-opt-simple = Простой уровень: без очков, партия кончается, когда все согласны
lobby-opt-letters = Фишек у игрока: { $count }
lobby-opt-hints = Подсказки разрешены (`/{ cmd-hint }`)

## Ratings and stats (/stats, /leaderboard)
opt-rated = рейтинговые
opt-rated-desc = Партии здесь идут в рейтинг (по умолчанию: да)
opt-pages = страницы
opt-pages-desc = Партии здесь показываются на веб-страницах бота (по умолчанию: да)
cmd-stats = статистика
cmd-stats-desc = Партии, результаты, лучший ход и рейтинг игрока на этом сервере
opt-user = игрок
opt-user-desc = Чья (по умолчанию: ваша)
opt-stats-variant-desc = Только одна игра (по умолчанию: все)
cmd-leaderboard = лидеры
cmd-leaderboard-desc = Игроки с самым высоким рейтингом в игре на этом сервере
opt-leaderboard-variant-desc = Какая игра (по умолчанию: игра этого канала)
stats-title = Статистика: { $name }
stats-title-variant = Статистика: { $name } · { $variant }
stats-none = У { $name } здесь ещё нет завершённых партий.
stats-games = Партии
stats-games-value = { $games } (побед: { $wins }, поражений: { $losses }, ничьих: { $draws })
stats-average = В среднем
stats-average-value = { $game } очков за партию, { $turn } за ход
stats-best = Лучший ход
stats-best-value = { $word } за { $score } ({ $variant })
stats-bingos = Бинго
stats-ratings = Рейтинг
stats-rating-line = { $variant }: **{ $rating }** ± { $deviation } · { $games ->
    [one] { $games } рейтинговая партия
    [few] { $games } рейтинговые партии
    [many] { $games } рейтинговых партий
   *[other] { $games } рейтинговой партии
}
stats-unrated = Рейтинговых партий ещё нет.
stats-account = Игровые очки (Letterbox)
stats-chart-title = Рейтинг после каждой рейтинговой партии: { $variant }
stats-chart-game = Рейтинговая партия
stats-chart-rating = Рейтинг
stats-chart-peak = Максимум: { $rating }
lb-title = Рейтинг: { $variant }
lb-line = { $rank }. **{ $name }** { $rating } ± { $deviation } · { $games ->
    [one] { $games } партия
    [few] { $games } партии
    [many] { $games } партий
   *[other] { $games } партии
}
lb-none = На этом сервере ещё ни у кого нет рейтинга в { $variant }.
lb-page = Страница { $page } из { $pages } · { $players ->
    [one] { $players } игрок в рейтинге
    [few] { $players } игрока в рейтинге
    [many] { $players } игроков в рейтинге
   *[other] { $players } игрока в рейтинге
}
lb-previous = Назад
lb-next = Дальше
err-unknown-rating-game = Для этой игры рейтинга нет. Выберите одну из: { $names }

## Games over days (correspondence) and /notify
opt-pace = темп
opt-pace-desc = live (по умолчанию) или days: игра на дни с напоминаниями в личные сообщения
opt-days-per-move = дней-на-ход
opt-days-per-move-desc = Игра на дни: сколько дней у игрока на ход (от 1 до 14, по умолчанию 3)
cmd-notify = напоминания
cmd-notify-desc = Напоминания в личные сообщения об играх на дни
cmd-notify-on = вкл
cmd-notify-on-desc = Присылать мне напоминания об играх на дни (по умолчанию)
cmd-notify-off = выкл
cmd-notify-off-desc = Больше не присылать напоминания об играх на дни
notify-on = Напоминания об играх на дни снова будут приходить в личные сообщения.
notify-off = Напоминаний больше не будет. `/{ cmd-notify } { cmd-notify-on }` включит их снова.
err-live-with-days = `{ opt-days-per-move }` — для игр на дни: выберите `{ opt-pace }: days` или уберите этот параметр.
lobby-opt-days = Игра на дни: { $count ->
    [one] { $count } день
    [few] { $count } дня
   *[other] { $count } дней
} на ход, напоминания в личные сообщения.
window-help-days = Соперники: **{ btn-accept }** или **{ btn-check }**; собственный ход следующего игрока принимает этот ход. Нет ответа до { $deadline }: слова будут проверены автоматически.
remind-turn = Ваш ход в игре **{ $game }**. Время истекает { $deadline }; потом ход пропускается.
remind-answer = **{ $name }** сделал(а) ход в игре **{ $game }**: нажмите **{ btn-accept }** или **{ btn-check }** или просто сделайте свой ход — он принимает этот. Время истекает { $deadline }.
remind-time-running-out = Ваше время в игре **{ $game }** истекает { $deadline }.
help-community =
    ### Игры на дни, рейтинг, задача дня, турниры
    - `/{ cmd-game } { cmd-game-new } { opt-pace }:days { opt-days-per-move }:3`: игра на дни, 3 дня на ход (время вышло — пас). Ход столько же ждёт **{ btn-accept }** или **{ btn-check }**; собственный ход следующего игрока принимает его. Без **{ btn-undo }**. Напоминания приходят в личные сообщения; `/{ cmd-notify } { cmd-notify-off }` отключает их.
    - Партии между людьми идут в рейтинг (Glicko-2): `/{ cmd-stats }`, `/{ cmd-leaderboard }`. Не идут: партии с компьютером или с подсказками, а также завершённые через `/{ cmd-game } { cmd-game-end }`.
    - Задача дня, если модератор её включил (`/{ cmd-config } { opt-puzzle }:true`): найдите лучший ход, ответьте кнопкой **{ btn-puzzle-answer }** или `/{ cmd-puzzle } { cmd-puzzle-answer }`; результат видите только вы, итоги — через день.
    - Турнир: `/{ cmd-tournament } { cmd-tournament-new }` (швейцарская система или круговой); игроки нажимают **{ btn-join }**, организатор — **{ btn-start }**. Партии каждого тура играются в своих ветках; таблица после каждого тура. `/{ cmd-tournament } { cmd-tournament-withdraw }` снимает вас с турнира.

## The daily puzzle
btn-puzzle-answer = Ответить…
opt-puzzle = задача
opt-puzzle-desc = Публиковать задачу дня в этом канале (одну на сервер)
opt-puzzle-hour = час-задачи
opt-puzzle-hour-desc = Час (UTC, 0-23), когда публикуется задача дня (по умолчанию 12)
cmd-puzzle = задача
cmd-puzzle-desc = Задача дня
cmd-puzzle-answer = ответ
cmd-puzzle-answer-desc = Ответить на сегодняшнюю задачу (результат видите только вы)
opt-puzzle-answer-move-desc = Ваш ход: 8H СЛОВО (по горизонтали) или H8 СЛОВО (по вертикали)
config-puzzle-on = Задача дня: **{ $variant }** в { $channel } в { $hour }:00 UTC.
config-puzzle-off = Задачи дня нет (`/{ cmd-config } { opt-puzzle }:true` в канале публикует её там).
puzzle-err-wordcap = Задача дня — для игр на доске: выберите игру через `{ opt-variant }:` (в WordCap нет фишек на руках).
puzzle-you = Вы
puzzle-opponent = Соперник
puzzle-caption = Задача дня · { $variant }
puzzle-title = **Задача дня** ({ $variant }): найдите лучший ход!
puzzle-rack = Ваши фишки: **{ $rack }**
puzzle-how = Ответьте кнопкой **{ btn-puzzle-answer }** или `/{ cmd-puzzle } { cmd-puzzle-answer }`; результат видите только вы. Лучший ход — самый ценный: его очки плюс ценность фишек, которые остаются на подставке. Ответы принимаются до { $deadline }.
puzzle-results = **Задача дня** ({ $variant }): итоги
puzzle-nobody = Никто не ответил.
puzzle-ranked = { $rank }. **{ $name }**: { $move } за { $score }{ $lost-tenths ->
    [0] , лучший
   *[other] , −{ $lost }
}
puzzle-best-moves = Лучшие ходы: { $moves }
puzzle-closed = Эта задача закрыта. Лучший ход: { $best }.
puzzle-none-open = Сейчас на этом сервере нет открытой задачи.
puzzle-err-notation = { $move } — это не ход: напишите `8H СЛОВО` (по горизонтали) или `H8 СЛОВО` (по вертикали), `.` для буквы на доске.
puzzle-err-refused = Этот ход нельзя выложить: { $why }
puzzle-verdict = Ваш ход { $move } приносит { $score } { $lost-tenths ->
    [0] и ничего не теряет: лучше хода нет (место { $rank } из { $ranks }).
   *[other] и теряет { $lost } очка по сравнению с лучшим (очки плюс ценность оставшихся фишек): место { $rank } из { $ranks }.
} Лучший: { $best }.
puzzle-verdict-void = Ваш ход { $move } не засчитан (не все его слова есть в словаре), поэтому он приносит 0. Засчитывается первый ответ. Лучший: { $best }.
puzzle-off = Задача дня на этом сервере выключена: ответы больше не принимаются.
puzzle-answered-before = Вы уже ответили (считается первый ответ): { $move } за { $score }, { $lost-tenths ->
    [0] без потерь по сравнению с лучшим
   *[other] потеря { $lost } очка по сравнению с лучшим (очки плюс ценность оставшихся фишек)
}, место { $rank } из { $ranks }. Лучший: { $best }.
puzzle-answered-before-unjudged = Вы уже ответили (считается первый ответ): { $move } за { $score }, место { $rank } из { $ranks }. Лучший: { $best }.
puzzle-form-title = Задача дня
puzzle-form-move = Ваш ход (например, 8H СЛОВО)
stats-streak = Задача дня
stats-streak-value = { $current ->
    [one] { $current } день подряд
    [few] { $current } дня подряд
   *[other] { $current } дней подряд
} (рекорд: { $longest })
## Турниры
btn-tournament-leave = Выйти
cmd-tournament = турнир
cmd-tournament-desc = Турниры на этом сервере
cmd-tournament-new = новый
cmd-tournament-new-desc = Открыть турнир в этом канале: игроки записываются кнопкой
cmd-tournament-start = старт
cmd-tournament-start-desc = Начать турнир этого канала (организатор или модератор)
cmd-tournament-withdraw = сняться
cmd-tournament-withdraw-desc = Сняться с турнира этого канала (модераторы: любого игрока)
cmd-tournament-standings = таблица
cmd-tournament-standings-desc = Турнирная таблица этого канала
cmd-tournament-cancel = отменить
cmd-tournament-cancel-desc = Отменить турнир этого канала (организатор или модератор)
opt-format = формат
opt-format-desc = swiss (по умолчанию, швейцарская система) или round-robin (круговой)
opt-rounds = туры
opt-rounds-desc = Швейцарская система: число туров (по умолчанию 3)
opt-tournament-new-move-time-desc = Вживую: секунд на ход (по умолчанию: как в канале, иначе 300)
opt-tournament-withdraw-user-desc = Кто снимается (по умолчанию вы; другой: организатор или модератор)
tournament-title = **Турнир: { $variant }**, организатор { $organiser }
tournament-format-swiss = Швейцарская система, { $rounds ->
    [one] { $rounds } тур
    [few] { $rounds } тура
   *[other] { $rounds } туров
}: пары по очкам, затем по разнице, без повторных встреч.
tournament-format-round-robin = Круговой турнир: каждый играет с каждым один раз.
tournament-nobody = Пока никто не записался: нажмите **{ btn-join }**.
tournament-players = { $count ->
    [one] { $count } игрок
    [few] { $count } игрока
   *[other] { $count } игроков
}: { $names }
tournament-how-to-start = Организатор (или модератор) начинает турнир кнопкой **{ btn-start }** или `/{ cmd-tournament } { cmd-tournament-start }`.
tournament-started = Турнир идёт: партии каждого тура играются здесь в своих ветках.
tournament-over = Турнир окончен.
tournament-cancelled = Турнир отменён.
tournament-opened = Турнир открыт: игроки записываются кнопкой под ним (вы записаны; нажмите **{ btn-tournament-leave }**, если только организуете).
tournament-joined = Вы в турнире.
tournament-left = Вы вышли из турнира.
tournament-you-started = Турнир начался: составляются пары 1-го тура.
tournament-you-cancelled = Вы отменили турнир.
tournament-you-withdrew = Снят(а) с турнира: пар больше не будет (идущая партия сдаётся).
tournament-withdrew = { $name } снялся (снялась) с турнира.
tournament-err-started = Турнир уже идёт: записаться или выйти нельзя (`/{ cmd-tournament } { cmd-tournament-withdraw }` снимает игрока).
tournament-err-over = Турнир окончен.
tournament-err-already-in = Вы уже в турнире.
tournament-err-not-in = Этого игрока нет в турнире.
tournament-err-full = Турнир заполнен.
tournament-err-not-organiser = Это может только организатор турнира или модератор.
tournament-err-too-few = Для турнира нужны хотя бы два игрока.
tournament-err-withdrawn = Этот игрок уже снялся.
tournament-err-none = В этом канале нет турнира (`/{ cmd-tournament } { cmd-tournament-new }` открывает его).
tournament-err-running = В этом канале уже идёт турнир: по одному за раз.
tournament-err-in-thread = Открывайте турнир в канале, а не в ветке: его партии получают собственные ветки.
tournament-err-computer = В Letterbox играют против компьютера: турниров в нём нет.
tournament-round = **Тур { $round } из { $rounds }**
tournament-round-game = { $first } — { $second }
tournament-round-bye = { $name }: свободен от игры (победа, +{ $spread })
tournament-game-post = Тур { $round }: **{ $first }** — **{ $second }**
tournament-game-intro = Турнирная партия, тур { $round }: { $names }. Удачи!
tournament-game-failed = Эта турнирная партия не смогла начаться:
tournament-no-thread = Мне нельзя создавать здесь ветки, поэтому партии турнира не могут начаться. Дайте мне право **Создавать публичные ветки** и снова выполните `/{ cmd-tournament } { cmd-tournament-start }`.
tournament-standings-title = **Таблица после тура { $round } из { $rounds }**
tournament-standings-now = **Таблица** (тур { $round } из { $rounds })
tournament-final-title = **Итоговая таблица**
tournament-standing = { $place }. **{ $name }**: { $points } ({ $wins }–{ $losses }–{ $draws }), разница { $spread }
tournament-standing-withdrawn = { $place }. **{ $name }** (снялся): { $points } ({ $wins }–{ $losses }–{ $draws }), разница { $spread }
tournament-winner = 🏆 Турнир выигрывает **{ $name }**!
## plansza play (терминал)
play-hand-over = Передайте клавиатуру игроку **{ $name }** и нажмите Enter.
play-your-rack = { $name }, ваши фишки: **{ $rack }**
play-prompt = { $name }: ход (8H СЛОВО по горизонтали, H8 СЛОВО по вертикали), { cmd-exchange } БУКВЫ, { cmd-pass }, { cmd-resign }, { cmd-hint }, { cmd-help }
play-prompt-grid = { $name }: слово (само слово или его клетки A1 B2 C3), { cmd-sort }, { cmd-pass }, { cmd-resign }, { cmd-help }
play-window = { $name }: ход игрока { $author }. Введите { play-word-accept } или { play-word-check } (ход или другая команда принимает его; { $author } может ввести { play-word-undo }, чтобы забрать ход).
play-vote = { $name }: { $author } хочет отменить ход. Введите { play-word-agree } или { play-word-refuse }.
play-help = { play-commands } После хода соперники вводят { play-word-accept } или { play-word-check }, а его автор может ввести { play-word-undo }, чтобы забрать ход; когда автор просит отменить ход, соперники вводят { play-word-agree } или { play-word-refuse }. Английские слова (pass, accept, ...) тоже работают, а «ё» и «й» можно писать как «е» и «и».
play-saved = Сохранено в { $file }: та же команда с `--save` продолжит игру.
play-not-saved = Не удалось записать { $file }: { $why }
play-resumed = Продолжаем игру, сохранённую в { $file }.
play-input-ended = Ввод закончился раньше игры.
play-export = Запись партии (её читает `plansza replay`):
play-word-save = сохранить
play-word-quit = выйти
ratings-moved = **Рейтинг** ({ $variant }):
rating-moved = { $name }: { $before } → **{ $after }** ({ $change }, ± { $deviation })
tournament-looked-again = Турнир идёт: я ещё раз проверяю партии, которых он ждёт.

## Each game's own name (src/i18n/games.rs): never the internal `literaki`, `erudit`, `wordcap-pl`
game-name-literaki = Literaki
game-name-literki = Literki
game-name-erudit = Эрудит
game-name-letterbox = Letterbox
game-name-english = Скрэббл на английском
game-name-polish = Скрэббл на польском
game-name-wordcap = WordCap
game-name-wordcap-in = WordCap ({ $language })
language-en = английский
language-pl = польский
language-de = немецкий
language-ru = русский

## terminal: собственные слова plansza play там, где тексты бота говорят о Discord (кнопки, личные сообщения, команды через косую черту)
play-word-accept = принять
play-word-check = проверить
play-word-undo = отменить
play-word-agree = согласиться
play-word-refuse = отказать
play-commands = Команды: ход (8H СЛОВО по горизонтали, H8 СЛОВО по вертикали; WordCap: слово или его клетки A1 B2 C3), { cmd-exchange } БУКВЫ, { cmd-pass }, { cmd-resign }, { cmd-sort } (WordCap), { cmd-hint }, { cmd-rack }, { cmd-game-end }, { play-word-save }, { play-word-quit }, { cmd-help }.
play-unknown = Неизвестная команда: { $word }. { play-commands }
play-window-computer = { $name }: ход игрока { $author }. Введите { play-word-accept } или { play-word-check } (ход или другая команда принимает его).
play-undo-not-yours = Отменить этот ход может только { $author }. Введите { play-word-accept } или { play-word-check }.
play-no-window = Сейчас ни один ход не ждёт ответа.
play-stopped = Игра прервана.
play-stopped-unsaved = Игра прервана и не сохранена (`--save ФАЙЛ` сохраняет игру, чтобы продолжить её позже).
play-no-record = У этой игры нет записи партии.
terminal-lobby-opened-no-hints = В этой игре нет подсказок: правила запрещают пользоваться словарём, пока составляешь слово (только после того, как оно выложено).
terminal-lobby-title = **{ $creator }** приглашает сыграть в **{ $variant }**.
terminal-lobby-players = Играют: { $names }.
terminal-lobby-stake = Ставка: **{ $points }** очк. рейтинга (победа приносит их, поражение отнимает).
terminal-lobby-opt-hints = Подсказки разрешены (введите { cmd-hint })
terminal-game-started = Игра началась! Каждый видит свои фишки в свой ход (введите { cmd-rack }, чтобы увидеть их ещё раз).
terminal-window-help = Соперники: введите **{ play-word-accept }** или **{ play-word-check }** в течение { $seconds } с (без ответа слова проверятся автоматически). Автор: введите **{ play-word-undo }**, чтобы забрать ход.
terminal-undo-requested = **{ $name }** хочет отменить ход. Соперники: введите **{ play-word-agree }** или **{ play-word-refuse }** в течение 10 с.
terminal-err-no-hints = В этой игре (между людьми) подсказок нет: их разрешает `--hints` при запуске игры.
terminal-err-exchange-not-offered = В этой игре нет обмена: если не можете составить слово, введите { cmd-pass }.
terminal-err-not-in-wordcap = В WordCap этого нет: введите слово (или его клетки), { cmd-sort } или { cmd-pass }.
terminal-wordcap-how = Проведите слово из 2 и более букв через соседние клетки (и по диагонали), каждую клетку один раз, чтобы линия не пересекала себя: введите его клетки (A1 B2 B3) или просто слово, если его можно провести только одним способом. 1 очко за букву плюс бонус каждого перекрестья, через которое линия проходит по диагонали. { cmd-sort } перемешивает буквы (по 3 раза), { cmd-pass } — пас.
terminal-game-points-won = { $name } получает { $points } очк. рейтинга.
terminal-err-no-game = Сейчас никакая игра не идёт.

## Страница игры в браузере (plansza play --web)
play-web-open = Откройте { $url } в браузере, чтобы играть (Ctrl-C — выход).
web-title = plansza
web-play = Сходить
web-pass = Пас
web-exchange = Обменять
web-exchange-pick = Коснитесь фишек для обмена, затем снова «Обменять».
web-resign = Сдаться
web-resign-sure = Точно сдаться в этой игре?
web-recall = Вернуть фишки
web-sort = Сортировать
web-hint = Подсказка
web-accept = Принять
web-check = Проверить
web-undo = Отменить ход
web-agree = Согласен
web-refuse = Против
web-bag = В мешке
web-unseen = Фишки, которых вы не видели
web-moves = Ходы
web-window-left = Слова будут проверены через
web-blank-letter = Какую букву заменяет звёздочка?
web-over = Игра окончена.
web-typing = Выложите фишки в один ряд, без пропусков.
web-lost = Связь потеряна: пробую снова…
web-move-played = выложил(а)
web-move-rejected = — ход отклонён:
web-move-exchanged = обменял(а) фишки:
web-move-passed = спасовал(а)
web-move-skipped = пропускает ход
web-move-resigned = сдался (сдалась)
web-move-rack-exchanged = пришлось обменять фишки:
web-move-board-cleared = очистил(а) поле, фишки вернулись в мешок:
web-move-new-letters = Все взяли новые буквы.
web-hand-over = Передайте устройство игроку { $name }.
web-i-am = Это я, { $name }: показать мои фишки
web-waiting = Ждём: { $name }…
web-your-turn = { $name }, ваш ход.
web-err-link = Эта ссылка недействительна. Откройте адрес, выведенный при запуске игры.
web-err-no-game = Здесь не идёт ни одной игры.
web-err-unlisted = Эта партия не показывается на страницах бота.
web-err-unconfirmed = Не удалось подтвердить ход. Обновите страницу, чтобы увидеть, был ли он сделан.
web-err-not-yours = Это не ваше место за столом.
web-err-unknown = Страница попросила то, чего эта игра не знает.
web-game-started = Игра началась! Ваши фишки — под полем, их видите только вы.
web-watch-live = Смотреть вживую
cmd-game-web = страница
cmd-game-web-desc = Ваша страница этой игры: играть касанием в браузере (ссылку видите только вы)
web-link = Ваша страница этой игры, только для вас (действует сутки; не делитесь ею): { $url }
web-off = Этот бот не показывает страницы игр (не задан WEB_ADDR).
web-err-not-seated = Вы не играете здесь ни в одной игре: используйте команду в ветке своей игры.
web-play-on-page = Играть на своей странице
web-wordcap-how = Проведите слово из 2 и более букв через соседние клетки (и по диагонали), каждую клетку один раз, чтобы линия не пересекала себя: коснитесь его клеток по порядку, затем «{ web-play }». 1 очко за букву плюс бонус каждого пересечения, через которое линия проходит по диагонали. «{ web-sort }» перемешивает буквы (по 3 раза каждому), «{ web-pass }» — пропуск хода.

# Страница законченной партии, ход за ходом; страница турнира; рейтинги сервера.
lookback-title = { $game }: партия { $id }, ход за ходом
lookback-start = Начало: пустая доска.
lookback-move = { $kind ->
    [start] Начало.
    [across] { $place } по горизонтали: { $word } за { $score }
    [down] { $place } по вертикали: { $word } за { $score }
    [cells] { $word } на { $place } за { $score }
    [rejected] { $word } не принято: без очков
    [exchange] обмен { $count ->
        [1] одной фишки
       *[other] фишек: { $count }
    }
    [pass] пас
    [skipped] пропуск хода
    [resigned] сдался(-лась)
    [sorted] перемешивание букв
   *[other] ход
}
lookback-best = Лучший ход тогда: { $kind ->
    [across] { $place } по горизонтали: { $word }
    [down] { $place } по вертикали: { $word }
    [cells] { $word } на { $place }
    [pass] пас
    [exchange] обмен
   *[other] { $word }
} за { $score }; потеря: { $lost } очка
lookback-best-found = Лучший ход тогда: { $kind ->
    [across] { $place } по горизонтали: { $word }
    [down] { $place } по вертикали: { $word }
    [cells] { $word } на { $place }
    [pass] пас
    [exchange] обмен
   *[other] { $word }
} за { $score }, найден.
lookback-first = Начало
lookback-prev = Назад
lookback-next = Дальше
lookback-last = Конец
lookback-step = Ход { $number } из { $total }
lookback-moves = Ходы
lookback-final = Итоговый счёт
lookback-download = Скачать запись партии
lookback-keys = Клавиши ← и → листают партию, Home и End переходят к её началу и концу.
lookback-link = Разбор партии
lookback-export-link = Посмотреть эту партию ход за ходом: { $url }
tpage-title = Турнир: { $game }
tpage-round = Тур { $round }
tpage-standings = Турнирная таблица
tpage-not-started = ещё не началась
tpage-playing = идёт
tpage-link = Страница турнира со всеми партиями: { $url }
lbpage-title = Рейтинги
lbpage-rank = Место
lbpage-player = Игрок
lbpage-rating = Рейтинг
lbpage-games = Партии
lbpage-none = На этом сервере ещё никто не сыграл рейтинговую партию.
lbpage-link = Все рейтинги этого сервера: { $url }

## A computer seat's name (the level in the table's language).
computer-seat = 🤖 Компьютер ({ $level })
computer-level-beginner = новичок
computer-level-intermediate = средний
computer-level-strong = сильный
computer-level-expert = эксперт
