# plansza -- English catalog.
# Keys are kebab-case and must exist in every language (a test checks).
# Discord limits: command and option names are lowercase, at most 32 characters;
# descriptions at most 100 characters; button labels at most 80; a message 2000.

## Buttons

btn-join = Join
btn-start = Start
btn-accept = Accept
btn-check = Check
btn-undo = Undo
btn-agree = Agree
btn-refuse = Refuse
btn-my-rack = My rack
# Reserved for computer players.
btn-add-ai = Add computer

## Slash commands: names (cmd-*, opt-*) and descriptions (*-desc)

cmd-game = game
cmd-game-desc = Start or end a game in this channel
cmd-game-new = new
cmd-game-new-desc = Open a new table in this channel
cmd-game-end = end
cmd-game-end-desc = End the game in this channel
cmd-play = play
cmd-play-desc = Put a word on the board
opt-move = move
opt-move-desc = Board: 8H WORD (across) or H8 WORD (down). WordCap: cells A1 B2 B3 or the word
cmd-exchange = exchange
cmd-exchange-desc = Swap tiles from your rack for new ones from the bag
opt-tiles = tiles
opt-tiles-desc = The tiles to swap, e.g. AEZ (a blank is *)
cmd-pass = pass
cmd-pass-desc = Skip your turn
cmd-resign = resign
cmd-resign-desc = Give up the game
cmd-rack = rack
cmd-rack-desc = Show your tiles (only you can see them)
cmd-config = config
cmd-config-desc = Change the game settings for this channel
opt-variant = variant
opt-variant-desc = Which game to play, e.g. Literaki
opt-move-time = move-time
opt-move-time-desc = Seconds each player has for a move (0: no limit)
cmd-help = help
cmd-help-desc = How to play and how to write a move

## Game messages

turn-of = It's { $player }'s turn.
not-your-turn = It's not your turn yet.
move-over = That move is already over.
move-scored = { $player } played { $word } for { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
exchanges-left = { $count ->
    [0] You have no exchanges left.
    [one] You have one exchange left.
   *[other] You have { $count } exchanges left.
}

## /help

help-text =
    ### Commands
    `/{ cmd-game } { cmd-game-new }` opens a table: others press **{ btn-join }**, then its opener presses **{ btn-start }**.
    `/{ cmd-play } 8H WORD` plays a word; as you type, a preview shows where it goes, its words and score (no dictionary). `/{ cmd-exchange } AEZ` swaps tiles, `/{ cmd-pass }` skips your turn, `/{ cmd-resign }` gives up.
    `/{ cmd-rack }` or **{ btn-my-rack }** shows your tiles to you alone. `/{ cmd-config }` changes the channel's settings, `/{ cmd-game } { cmd-game-end }` closes the table.

    ### Writing a move
    - `8H WORD`: row first, so the word goes **across** from H8. `H8 WORD`: column first, so it goes **down**.
    - Case does not matter. Write `.` for a letter already on the board: `H8 KO.T`.
    - A blank is `*` before the letter it stands for: `*a`. A plain letter uses a blank only when your rack lacks it.
    - Эрудит: `!a` in the word lays your real letter on the blank standing for it and takes the blank; `!K5a` after the word does so on K5 (`8H KO*T !K5A`). Lay the taken blank in the same move.

    ### After a move (10 seconds)
    - Every opponent presses **{ btn-accept }**: the move stands.
    - Someone presses **{ btn-check }**: the words are looked up. A word not in the dictionary: the tiles go back and the author loses the turn. All fine: whoever checked loses their next turn.
    - Nobody answers within 10 s: the words are checked automatically all the same; a word not in the dictionary still costs its author the turn (the tiles go back).
    - **{ btn-undo }**: the author takes the move back if every opponent presses **{ btn-agree }** within 10 s.

    ### More
    - Literaki and Literki: an exchange needs 7 or more tiles in the bag, 3 per game; other games tell their own limits.
    - The game ends when the bag is empty and someone lays their last tile, or when everyone passes twice in a row. Tiles left on a rack count against their owner; whoever goes out gains them. Whoever resigns is ranked last.

## The table: lobby, moves, windows (keys used by src/table and src/discord)

done = Done.
your-rack = Your rack:
lobby-opened = The { $variant } table is open. Wait for the others to press Join, then press Start.
lobby-opened-no-hints = The { $variant } table is open, without hints: its rules forbid consulting the dictionary while composing words (only after laying them). Wait for the others to press Join, then press Start.
lobby-title = **{ $creator }** opened a game of **{ $variant }**. Press **{ btn-join }** to play.
lobby-players = Joined so far: { $names } ({ $count } of { $max } seats taken). { $free ->
    [0] The table is full.
    [one] One more player can join.
   *[other] Up to { $free } more players can join.
} { $missing ->
    [0] Whoever opened the table can press **{ btn-start }** now.
    [one] One more player is needed to start.
   *[other] { $missing } more players are needed to start.
}
lobby-started = The game has started.
game-started = The game is on! Your tiles come by DM (or press **{ btn-my-rack }**).
game-stopped = { $name } ended the game.
turn-next = Next: **{ $name }** ({ $bag } tiles in the bag).
move-submitted = You played { $words } for { $score } points. Waiting for your opponents.
move-proposed = **{ $name }** plays **{ $words }** for { $score } points.
window-help = Opponents: **{ btn-accept }** or **{ btn-check }** within { $seconds } s (no answer: the words are checked automatically). Author: **{ btn-undo }** to take it back.
move-stands = **{ $name }**: **{ $words }** stands, +{ $score } points.
move-rejected = **{ $name }**: not in the dictionary: **{ $words }**. The tiles go back and the turn is lost.
move-withdrawn = **{ $name }** took the move back and plays again.
check-asked = { $name } asked for a check.
check-auto = Nobody answered within 10 s: the words were checked automatically.
check-auto-deadline = Nobody answered before the move's time ran out: the words were checked automatically.
challenger-loses-turn = The words are fine, so { $name } loses their next turn.
turn-skipped = { $name } sits this turn out.
undo-requested = **{ $name }** wants to take the move back. Opponents: **{ btn-agree }** or **{ btn-refuse }** within 10 s.
undo-vote = { $name } asks to undo the move: agree within { $seconds } s.
undo-refused = { $name } refused the undo: the words were checked at once.
undo-timed-out = Not everyone agreed to the undo within 10 s: the words were checked at once.
you-accepted = You accepted. Waiting for the other opponents.
you-agreed = You agreed to the undo. Waiting for the others.
you-exchanged = You exchanged { $count ->
    [one] one tile
   *[other] { $count } tiles
}.
exchanged = **{ $name }** exchanged { $count ->
    [one] one tile
   *[other] { $count } tiles
}.
passed = **{ $name }** passed.
timed-out = **{ $name }** ran out of time: that counts as a pass.
resigned = **{ $name }** resigned.
dm-closed = { $name }, I can't send you a DM: press **{ btn-my-rack }** to see your tiles (only you will see them).
rack-dealt = Your tiles for the new game:
rack-refilled = Your rack after your move:
rack-after-exchange = Your rack after the exchange:
end-went-out = { $name } played their last tile: the game is over.
end-all-passed = A full run of turns went by without a scoring move: the game is over.
end-time-over = Every player is over the game time limit: the game is over.
end-resigned = Only one player is left: the game is over.
end-stopped = The game was ended before its time.
end-target-reached = The target score was reached and the round is complete: the game is over.
end-agreed = All players agreed to end the game.
final-score = { $rank }. { $name }: { $score } ({ $adjustment } for the tiles left at the end)
final-score-plain = { $rank }. { $name }: { $score }
winner = Winner: **{ $names }** 🎉
winners-tied = A draw: **{ $names }** share the win 🤝
config-now = Settings for this channel: game **{ $variant }**, move time { $seconds ->
    [0] unlimited
   *[other] { $seconds } s
}, word list: { $dictionary }.
config-dictionary-default = the bundled one of each language

## Errors (only the person who caused them sees these)

err-internal = Something went wrong on my side; nothing was changed. Please try again.
err-not-saved = Sorry, I could not save that just now, so it did not happen. Please try again in a moment.
err-channel-busy = Too much is happening in this channel at once, so I set that aside and nothing changed. Please try again in a moment.
err-slow-down = That was faster than I take actions from one person, so nothing changed. Please wait { $seconds } s and try again.
saved-game-damaged = The game saved in this channel could not be read after a restart. It is kept aside for the bot's admins and the channel is free: `/{ cmd-game } { cmd-game-new }` starts a fresh game.
saved-tournament-damaged = The tournament saved in this channel could not be read. It is kept aside for the bot's admins and plays no more rounds; the channel is free: `/{ cmd-tournament } { cmd-tournament-new }` opens a new one.
err-no-game = There is no game in this channel. Start one with `/{ cmd-game } { cmd-game-new }`.
err-game-running = A game is already open in this channel. Finish it or ask its creator or a moderator to end it.
err-not-started = The game has not started yet.
err-already-started = The game has already started.
err-already-joined = You are already in this game.
err-lobby-full = The table is full ({ $max } players).
err-only-creator-starts = Only the player who opened the table can start it.
err-player-count = This game needs { $min } to { $max } players.
err-not-a-player = You are not playing in this game.
err-not-your-turn = It is not your turn: { $name } is to move.
err-move-pending = The last move is still waiting for Accept or Check.
err-move-over = This move is over.
err-lobby-closed = That table is closed: its game has started or ended. `/{ cmd-game } { cmd-game-new }` opens a new one.
err-game-over = The game is over.
err-own-move = That is your own move: your opponents decide.
err-already-accepted = You already accepted this move.
err-already-agreed = You already agreed.
err-only-author-undo = Only the player who made the move can undo it.
err-undo-once = You can ask to undo a move only once.
err-end-not-allowed = Only the game's creator or a moderator (Manage Server) can end the game.
end-rated-resigned = This game counts for the ratings, so ending it is your resignation: you have resigned.
err-end-rated = This game counts for the ratings: its players can only leave it by resigning, and only a moderator can end it.
err-config-not-allowed = Only moderators (Manage Server) can change the settings.
err-move-empty = Write a move, e.g. `8H WORD`.
err-bad-square = `{ $square }` is not a square: write the row then the column (`8H`) to play across, or the column then the row (`H8`) to play down.
err-off-board-square = `{ $square }` is outside the board.
err-bad-letter = `{ $letter }` is not a letter of this game.
err-no-word = Write the word after the square, e.g. `8H WORD`.
err-bare-blank = A blank must say which letter it stands for: write `*` before that letter, e.g. `*a`.
err-bare-take = `!` must be followed by the real letter you lay on the blank: `!a` in the word, or the blank's square and the letter after it: `!K5a`.
err-not-a-blank = Square { $square } holds a real tile, not a blank, so there is no blank to take.
err-no-blank-swap = In this game a blank on the board cannot be taken.
err-taken-blank-unused = The blank you take must be laid in the same move: mark it with `*`, e.g. `*a`.
err-already-agreed-to-end = You have already agreed to end the game; waiting for the others.
err-not-in-this-level = Only a game without scores (the simple level) ends by agreement.
err-bad-target = The target score must be at least 1.
err-not-on-rack = You have no `{ $letter }` on your rack.
err-runs-off-board = The word runs off the board.
err-nothing-on-square = Square { $square } is empty, so `.` cannot stand there.
err-square-taken = Square { $square } already holds `{ $letter }`.
err-no-new-tiles = The move places no tile of yours.
err-misses-start = The first word must cover the centre square { $square }.
err-first-word-short = The first word must have at least two letters.
err-not-connected = The word must touch the letters already on the board.
err-too-short = Your letters must make one word of at least two letters, in one line with no gaps.
err-exchange-none = Name the tiles to exchange, e.g. `AEZ` (a blank is `*`).
err-exchange-bag = An exchange needs at least { $needed } tiles in the bag; { $left } left.
err-exchange-limit = You have used all { $limit } exchanges of this game.
err-exchange-too-many = One exchange may swap at most { $max } tiles.
err-not-in-dictionary = Not in the dictionary: { $words }. Try another move.
err-no-game-clock = This game has no game time limit.
err-challenge-rule = This game does not offer that challenge rule.
opt-server = server
opt-server-desc = Set the default for the whole server instead of this channel
err-unknown-variant = There is no such game. Choose one of: { $names }.
err-no-dictionary = This bot has no word list `{ $name }` installed, so that game cannot start here.
opt-dictionary = dictionary
opt-dictionary-desc = Word list for the games of its language (e.g. ru-full for Russian games)
err-unknown-dictionary = There is no such word list. Choose one of: { $names }.
move-submitted-void = You played { $words } for { $score } points: every word is in the dictionary.
wym-exchanged = WYM: { $name } had { $count ->
    [one] one tile
   *[other] { $count } tiles
} exchanged at random.
rack-after-wym = A WYM field changed your rack:
err-unknown-challenge = The challenge rule is `double` or `void`.
opt-challenge = challenge
opt-challenge-desc = Challenge rule where the game offers a choice: double or void
opt-game-time = game-time
opt-game-time-desc = Minutes each player has for the whole game (Literki)
agreed-to-end = { $name } agrees to end the game ({ $agreed } of { $players }).
opt-target = target
opt-target-desc = Score to play to, 1 to 2000 (Эрудит: default 200; Letterbox: default 100)
opt-simple = simple
opt-simple-desc = Simple level: no scores, the game ends when everyone agrees (Эрудит)
cmd-game-agree = agree
cmd-game-agree-desc = Agree to end a game played at the simple level
exported = The last game of { $variant } in this channel, as a GCG record:
err-nothing-to-export = No game has finished in this channel yet.
cmd-game-export = export
cmd-game-export-desc = Post the last finished game of this channel as a GCG game record
opt-analysis = analysis
opt-analysis-desc = Add the analysis: after each person's move, the best move and the equity it lost

## Letterbox
cmd-hint = hint
cmd-hint-desc = A few good moves for your rack (where the game allows hints; only you see them)
cmd-game-missed = missed
cmd-game-missed-desc = Your costliest turns in the last finished game of this channel
opt-hints = hints
opt-hints-desc = Allow /{ cmd-hint } (default: only in games against the computer)
err-no-hints = Hints are off in this game (a game between people). Whoever opens a table can allow them with `{ opt-hints }:true`.
err-no-dictionary-while-composing = No hints in this game: its rules forbid consulting the dictionary while composing words; it may be used only after a word is laid (Check).
err-no-hints-here = No hints here: the word list of this game is not loaded.
hint-none = There is no move for your rack: pass, or exchange where the game allows it.
hint-moves = Good moves for your rack: { $moves }
missed-none = You lost nothing: at every turn you played the turn the bot's analysis rates best.
missed-moves = Your costliest turns (the best turn the bot found ← what you did · the equity it cost: points plus the worth of the tiles kept):
btn-add-computer = Add computer
err-only-creator-adds-computer = Only the player who opened the table can seat a computer.
err-unknown-strength = The computer's strength is `beginner`, `intermediate`, `strong` or `expert` (thinks ahead).
opt-computer = computer
opt-computer-desc = Strength of the computer players: beginner, intermediate, strong or expert
lobby-stake = At stake: **{ $points }** game points (a win adds them to your account on this server, a loss takes them away).
opt-letters = letters
opt-letters-desc = Letters per player (Letterbox: 5 to 10, default 7)
err-exchange-not-offered = This game has no exchanges: if you cannot lay a word, `/{ cmd-pass }`.
err-rack-size = This game is played with { $min } to { $max } letters per player.
end-drawn = Two rounds went by and nobody could lay a word: the game is a draw.
end-target-first = The target score was reached: the game is over.
no-winner = No winner.
board-cleared = { $name } covered a yellow field: the board is cleared ({ $count } tiles back to the bag). The next word must cover the start field.
new-letters = Nobody could lay a word: every player gets new letters.
rack-new-letters = Nobody could lay a word, so you have new letters:
takeover = { $name } extended a word and takes over { $count ->
    [one] one letter
   *[other] { $count } letters
} for { $points } points.
game-points-won = { $name } wins { $points } game points for the server ranking.
game-points-lost = { $name } loses { $points } game points.

## Highscores and word suggestions
cmd-highscores = highscores
cmd-highscores-desc = The best players on this server: points, games and wins
cmd-suggest = suggest
cmd-suggest-desc = Suggest a word the game does not know, for the moderators of this server
opt-word = word
opt-word-desc = The word (in the letters of its language)
opt-language = language
opt-language-desc = Its language: pl, en, ru or de (default: the language of this channel's game)
cmd-suggestions = suggestions
cmd-suggestions-desc = Review the words players suggested (moderators)
cmd-suggestions-list = list
cmd-suggestions-list-desc = Show the words waiting for a decision
cmd-suggestions-accept = accept
cmd-suggestions-accept-desc = Add a word to this server's word list: every game here accepts it
cmd-suggestions-reject = reject
cmd-suggestions-reject-desc = Turn a suggestion down, or take a word off this server's word list
hs-title = The best players on this server:
hs-line = { $rank }. { $name }: { $points ->
    [one] { $points } point
   *[other] { $points } points
}
hs-games = { $count ->
    [one] { $count } game
   *[other] { $count } games
}
hs-wins = { $count ->
    [one] { $count } win
   *[other] { $count } wins
}
hs-none = Nobody has finished a game on this server yet.
suggest-guild-only = This works only on a server.
suggest-err-empty = Write the word you miss.
suggest-err-letters = “{ $word }” cannot be a word here: use only the letters of the { $dictionary } alphabet.
suggest-err-length = A word has { $min } to { $max } letters.
suggest-already-known = “{ $word }” is already in the { $dictionary } dictionary: every game accepts it.
suggest-recorded = Thank you! “{ $word }” ({ $dictionary }) now waits for the moderators.
suggest-already-suggested = “{ $word }” ({ $dictionary }) was suggested already and waits for the moderators.
suggest-already-accepted = “{ $word }” ({ $dictionary }) is already on this server's word list.
suggest-not-allowed = Only moderators (Manage Server) can review word suggestions.
suggest-none = No suggested words are waiting.
suggest-list-title = { $count ->
    [one] One word waits for a decision:
   *[other] { $count } words wait for a decision:
}
suggest-list-line = • { $word } ({ $dictionary }), suggested by { $name }
suggest-list-more = … and { $count } more.
suggest-accepted = “{ $word }” ({ $dictionary }) is now on this server's word list: every game here accepts it.
suggest-added = Nobody had suggested “{ $word }” ({ $dictionary }), but it is now on this server's word list: every game here accepts it.
suggest-rejected = “{ $word }” ({ $dictionary }) is removed: it is neither suggested nor on this server's word list any more.
suggest-not-found = “{ $word }” ({ $dictionary }) is neither suggested nor on this server's word list.

## WordCap (the 5x5 grid game)

cmd-sort = sort
cmd-sort-desc = Shuffle the WordCap grid's letters (three times per player in a game; uses no turn)
opt-game-new-language-desc = WordCap: language of the letters and words (en, pl, de, ru)
opt-turns = turns
opt-turns-desc = WordCap: turns in the game (default 30)
opt-turns-each = turns-each
opt-turns-each-desc = WordCap: count the turns per player instead of in all
wordcap-how = Trace a word of 2 or more letters through neighbouring cells (also diagonally), each cell once, without the line crossing itself: `/{ cmd-play } A1 B2 B3`, or just the word when it fits the grid one way only. 1 point per letter, plus the bonus of every diagonal crossing the line passes. `/{ cmd-sort }` shuffles the letters (3 times each), `/{ cmd-pass }` passes.
word-traced = Cells { $cells }: { $letters } for the letters, +{ $bonus } from diagonal bonuses.
word-new-letters = Its cells get new letters.
word-rejected = **{ $name }**: **{ $word }** is not in the dictionary: no points, and the turn is used.
sorted = **{ $name }** shuffled the letters ({ $left ->
    [0] no sorts left
    [one] one sort left
   *[other] { $left } sorts left
}).
turn-next-grid = Next: **{ $name }** ({ $turns ->
    [one] one turn left in the game
   *[other] { $turns } turns left in the game
}; sorts left: { $sorts }).
end-turns-used = The last turn is played: the game is over.
err-path-empty = Write the cells of your word, e.g. `A1 B2 B3`, or the word itself.
err-path-short = A word needs at least 2 letters.
err-bad-cell = `{ $cell }` is not a cell: write a column A-E, then a row 1-5, e.g. `B3`.
err-not-adjacent = { $from } and { $to } are not neighbours: each letter must touch the one before (also diagonally).
err-cell-twice = The cell { $cell } is used twice: each cell once per word.
err-crossing = The line crosses itself: the diagonal { $second } crosses { $first }.
err-no-sorts-left = You have used all your sorts in this game.
err-bad-turn-limit = The turn limit must be at least 1.
err-wrong-language = The grid's letters are not of the game's language.
err-not-a-word-or-cells = `{ $text }` is neither cells (e.g. `A1 B2 B3`) nor a word in the game's letters.
err-word-not-on-grid = **{ $word }** cannot be traced on the grid (neighbouring cells, each once, no crossing).
err-word-ambiguous = **{ $word }** can be traced { $count } ways, e.g. { $paths }: send the cells you mean.
err-word-ambiguous-many = **{ $word }** can be traced more than { $count } ways, e.g. { $paths }: send the cells you mean.
err-word-search-stopped = **{ $word }** could be traced along too many lines to try them all: send the cells you mean.
err-no-rack = WordCap has no racks: every letter is on the grid.
err-not-in-wordcap = That is not part of WordCap: trace a word with `/{ cmd-play }`, or `/{ cmd-sort }`, `/{ cmd-pass }`.
err-only-wordcap = Sort is part of WordCap only.
err-unknown-language = WordCap's languages are `en`, `pl`, `de` and `ru`.
wordcap-started = The game is on! The grid is public: every letter is on it.
help-wordcap =
    ### WordCap (`/{ cmd-game } { cmd-game-new } { opt-variant }:wordcap { opt-language }:en`)
    - A 5x5 grid of letters. Trace a word of 2+ letters through neighbouring cells (also diagonally), each cell once, without the line crossing itself.
    - `/{ cmd-play } A1 B2 B3`: column A-E, then row 1-5. Or just the word, when the grid spells it one way only.
    - 1 point per letter, plus the bonus (1-5) of every crossing a diagonal step passes.
    - The same 10 seconds to **{ btn-accept }**, **{ btn-check }** or **{ btn-undo }** as on the boards; a word that stands gets new letters in its cells.
    - `/{ cmd-sort }` shuffles the letters (3 times each, uses no turn); `/{ cmd-pass }` passes. 30 turns in all (`{ opt-turns }:`, `{ opt-turns-each }:`); the most points win.

# turn controls (issue 11)
btn-play = Play…
btn-exchange = Exchange…
btn-pass = Pass
btn-resign = Resign
btn-resign-confirm = Yes, resign
btn-sort = Sort
resign-ask = Resign this game for good? Your opponents play on without you.
pick-tiles = Pick the tiles to exchange (only you see this):
pick-tiles-placeholder = Tiles to exchange
form-title = Your move
form-word = Word
form-word-hint = e.g. KOT; a blank as *a
form-square = Start square
form-square-hint = e.g. H8
form-direction = Direction
form-direction-hint = across or down (empty: 8H across, H8 down)
form-grid-word = Word or cells
form-grid-word-hint = e.g. KOT or A1 B2 B3
err-form-word = Write the word you lay.
err-form-square = `{ $text }` is not a square: write its column letter and row number, e.g. H8.
err-form-direction = `{ $text }` is not a direction: write across or down (or leave it empty).

# threads and the game summary (issue 11)
opt-threads = threads
opt-threads-desc = Play each game in its own thread (default: on)
config-threads-on = Each game is played in its own thread.
config-threads-off = Games are played in the channel itself (no threads).
config-rated-on = Finished games between people here count for the ratings (`/stats`, `/leaderboard`).
config-rated-off = Games here are not rated.
config-pages-on = Games here are shown on the bot's web pages (a live page per game, linked from its summary), where it serves them.
config-pages-off = Games here are not shown on the bot's web pages; their players still have their own pages.
threads-not-allowed = I may not create threads in this channel, so games are played here. Give me the **Create Public Threads** permission, or turn threads off with `/{ cmd-config } { opt-threads }:false`.
summary-playing = playing
summary-over = game over
summary-players = Players
summary-to-move = to move
summary-resigned = resigned
summary-moves-title = Moves
summary-moves = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
summary-thread = Thread
summary-result = Result
final-title = { $variant }: game over

# texts (issue 11)
lobby-seated = Playing: { $names }.
final-score-resigned = { $rank }. { $name }: { $score } (resigned)
final-missed = Costliest turns (what was played → the best turn the bot found, equity lost):
final-missed-line = { $name }, move { $turn }: { $played ->
    [pass] pass
    [exchange] exchange `{ $played-move }`
   *[other] `{ $played-move }` { $played-score }
} → { $best ->
    [pass] pass
    [exchange] exchange `{ $best-move }`
   *[other] `{ $best-move }` { $best-score }
} (−{ $lost })
config-now-server = Server-wide defaults, for every channel of this server without settings of its own: game **{ $variant }**, move time { $seconds ->
    [0] unlimited
   *[other] { $seconds } s
}, word list: { $dictionary }.
config-channel-own = This channel has settings of its own, and they still apply here: game **{ $variant }**, move time { $seconds ->
    [0] unlimited
   *[other] { $seconds } s
}, word list: { $dictionary }.
missed-line = Move { $turn }: { $best ->
    [across] { $best-place } across: **{ $best-word }** for { $best-score }
    [down] { $best-place } down: **{ $best-word }** for { $best-score }
    [cells] **{ $best-word }** on { $best-place } for { $best-score }
    [pass] **pass**
    [exchange] **exchange { $best-word }**
   *[other] **{ $best-word }** for { $best-score }
} ← you { $played ->
    [pass] passed
    [exchange] exchanged { $played-word }
    [across] played { $played-place } across: { $played-word } for { $played-score }
    [down] played { $played-place } down: { $played-word } for { $played-score }
    [cells] played { $played-word } on { $played-place } for { $played-score }
   *[other] played { $played-word } for { $played-score }
} · −{ $lost }
preview-move = { $square } { $direction ->
    [across] across
   *[down] down
}: { $words } · { $score ->
    [one] { $score } point
   *[other] { $score } points
}
preview-trace = { $cells }: { $word } · { $score ->
    [one] { $score } point
   *[other] { $score } points
} ({ $letters } for the letters, +{ $bonus } bonus)

# ending pictures
ending-final-title = Final result
ending-reason-went-out = { $name } used their last tile
ending-reason-all-passed = A full run of turns went by without a scoring move
ending-reason-time-over = Every player ran out of game time
ending-reason-resigned = Only one player was left in the game
ending-reason-stopped = The game was ended before its time
ending-reason-target = The target score was reached and the round completed
ending-reason-target-first = The target score was reached
ending-reason-agreed = The players agreed to end the game
ending-reason-drawn = Nobody could lay a word for two rounds: a draw
ending-reason-turns-used = The last turn was played
ending-reason-passes = Every player passed twice in a row
ending-reason-game-time = The game's time ran out, or the game was ended
ending-last-word = last word: { $word } ({ $name }, +{ $score })
ending-winner = { $count ->
    [one] Winner
   *[other] Draw
}: { $names }
ending-no-winner = No winner
ending-adjustment-note = In brackets: points gained or lost for the tiles left at the end
ending-chart-title = Score after each turn
ending-chart-turn = Turn
ending-chart-points = Points
ending-chart-end = end
ending-best-move = Best move: { $move }
ending-start = Start
ending-rejected = { $words } not accepted, no points
ending-exchanged = exchanged { $count ->
    [one] one tile
   *[other] { $count } tiles
}
ending-passed = passed
ending-skipped = lost the turn
ending-resigned = resigned
ending-sorted = shuffled the letters
ending-board-cleared = the board is cleared
ending-rack-swapped = { $name } exchanges all tiles
ending-new-letters = new letters for everyone

# the lobby's options (issue 11)
lobby-opt-move-time = Move time: { $seconds } s
lobby-opt-game-time = Game time: { $count } min per player
lobby-opt-dictionary = Word list: `{ $dictionary }`
lobby-opt-challenge = Checks: `{ $rule }`
lobby-opt-target = Played to { $points } points
lobby-opt-simple = Simple level: no points, the game ends when everyone agrees
lobby-opt-letters = { $count } letters per rack
lobby-opt-hints = Hints allowed (`/{ cmd-hint }`)

## Ratings and stats (/stats, /leaderboard)
opt-rated = rated
opt-rated-desc = Games here count for the ratings (default: on)
opt-pages = pages
opt-pages-desc = Games here are shown on the bot's web pages (default: on)
cmd-stats = stats
cmd-stats-desc = A player's games, results, best move and ratings on this server
opt-user = user
opt-user-desc = Whose (default: yours)
opt-stats-variant-desc = One game only (default: every game)
cmd-leaderboard = leaderboard
cmd-leaderboard-desc = The best rated players of a game on this server
opt-leaderboard-variant-desc = Which game (default: this channel's)
stats-title = Stats: { $name }
stats-title-variant = Stats: { $name } · { $variant }
stats-none = { $name } has no finished games here yet.
stats-games = Games
stats-games-value = { $games } ({ $wins } won, { $losses } lost, { $draws } drawn)
stats-average = Average
stats-average-value = { $game } points a game, { $turn } a turn
stats-best = Best move
stats-best-value = { $word } for { $score } ({ $variant })
stats-bingos = Bingos
stats-ratings = Ratings
stats-rating-line = { $variant }: **{ $rating }** ± { $deviation } · { $games ->
    [one] { $games } rated game
   *[other] { $games } rated games
}
stats-unrated = No rated games yet.
stats-account = Game points (Letterbox)
stats-chart-title = Rating after each rated game: { $variant }
stats-chart-game = Rated game
stats-chart-rating = Rating
stats-chart-peak = Peak: { $rating }
lb-title = Leaderboard: { $variant }
lb-line = { $rank }. **{ $name }** { $rating } ± { $deviation } · { $games ->
    [one] { $games } game
   *[other] { $games } games
}
lb-none = Nobody is rated at { $variant } on this server yet.
lb-page = Page { $page } of { $pages } · { $players ->
    [one] { $players } rated player
   *[other] { $players } rated players
}
lb-previous = Previous
lb-next = Next
err-unknown-rating-game = There are no ratings for that game. Choose one of: { $names }

## Games over days (correspondence) and /notify
opt-pace = pace
opt-pace-desc = live (default), or days: a game over days with reminders by DM
opt-days-per-move = days-per-move
opt-days-per-move-desc = A game over days: days each player has per move (1 to 14, default 3)
cmd-notify = notify
cmd-notify-desc = Reminders by DM of games over days
cmd-notify-on = on
cmd-notify-on-desc = Send me reminders of games over days (the default)
cmd-notify-off = off
cmd-notify-off-desc = No more reminders of games over days
notify-on = Reminders of games over days come by DM again.
notify-off = No more reminder DMs. `/{ cmd-notify } { cmd-notify-on }` turns them back on.
err-live-with-days = `{ opt-days-per-move }` is for games over days: choose `{ opt-pace }: days`, or leave it out.
lobby-opt-days = A game over days: { $count ->
    [one] { $count } day
   *[other] { $count } days
} per move, reminders by DM.
window-help-days = Opponents: **{ btn-accept }** or **{ btn-check }**; the next player's own move accepts it. No answer by { $deadline }: the words are checked automatically.
remind-turn = Your turn in **{ $game }**. Your time runs out { $deadline }; then you pass.
remind-answer = **{ $name }** made a move in **{ $game }**: press **{ btn-accept }** or **{ btn-check }**, or just make your own move, which accepts it. Time runs out { $deadline }.
remind-time-running-out = Your time in **{ $game }** runs out { $deadline }.
help-community =
    ### Over days, ratings, the daily puzzle, tournaments
    - `/{ cmd-game } { cmd-game-new } { opt-pace }:days { opt-days-per-move }:3`: a game over days, 3 days per move (out of time: a pass). A move waits as long for **{ btn-accept }** or **{ btn-check }**; the next player's own move accepts it. No **{ btn-undo }**. Reminders come by DM; `/{ cmd-notify } { cmd-notify-off }` stops them.
    - Games between people are rated (Glicko-2): `/{ cmd-stats }`, `/{ cmd-leaderboard }`. Not rated: games with a computer or hints, or ended with `/{ cmd-game } { cmd-game-end }`.
    - A daily puzzle where a moderator turned it on (`/{ cmd-config } { opt-puzzle }:true`): find the best move, answer with **{ btn-puzzle-answer }** or `/{ cmd-puzzle } { cmd-puzzle-answer }`; only you see your verdict, the ranking comes a day later.
    - A tournament: `/{ cmd-tournament } { cmd-tournament-new }` (Swiss or round robin); players press **{ btn-join }**, the organiser **{ btn-start }**. Each round's games get their own threads; standings after each round. `/{ cmd-tournament } { cmd-tournament-withdraw }` takes you out.

## The daily puzzle
btn-puzzle-answer = Answer…
opt-puzzle = puzzle
opt-puzzle-desc = Post a daily puzzle in this channel (the server's one)
opt-puzzle-hour = puzzle-hour
opt-puzzle-hour-desc = The hour (UTC, 0-23) the daily puzzle is posted at (default 12)
cmd-puzzle = puzzle
cmd-puzzle-desc = The daily puzzle
cmd-puzzle-answer = answer
cmd-puzzle-answer-desc = Answer today's puzzle (only you see your verdict)
opt-puzzle-answer-move-desc = Your move: 8H WORD (across) or H8 WORD (down)
config-puzzle-on = Daily puzzle: **{ $variant }** in { $channel } at { $hour }:00 UTC.
config-puzzle-off = No daily puzzle (`/{ cmd-config } { opt-puzzle }:true` in a channel posts one there).
puzzle-err-wordcap = The daily puzzle is a board game's: choose one with `{ opt-variant }:` (WordCap has no rack to play from).
puzzle-you = You
puzzle-opponent = Opponent
puzzle-caption = Daily puzzle · { $variant }
puzzle-title = **Daily puzzle** ({ $variant }): find the best move!
puzzle-rack = Your rack: **{ $rack }**
puzzle-how = Answer with **{ btn-puzzle-answer }** or `/{ cmd-puzzle } { cmd-puzzle-answer }`; only you see your verdict. The best move is the one worth most: its points plus the worth of the tiles it keeps. Answers close { $deadline }.
puzzle-results = **Daily puzzle** ({ $variant }): the results
puzzle-nobody = Nobody answered.
puzzle-ranked = { $rank }. **{ $name }**: { $move } for { $score }{ $lost-tenths ->
    [0] , the best
   *[other] , −{ $lost }
}
puzzle-best-moves = Best moves: { $moves }
puzzle-closed = This puzzle is closed. The best move was { $best }.
puzzle-none-open = There is no puzzle open on this server right now.
puzzle-err-notation = { $move } is not a move: write `8H WORD` (across) or `H8 WORD` (down), `.` for a letter already on the board.
puzzle-err-refused = That move cannot be laid: { $why }
puzzle-verdict = Your move { $move } scores { $score } { $lost-tenths ->
    [0] and loses nothing: there is none better (rank { $rank } of { $ranks }).
   *[other] and loses { $lost } points against the best (its points plus the worth of the tiles it keeps): rank { $rank } of { $ranks }.
} The best: { $best }.
puzzle-verdict-void = Your move { $move } does not stand (not every word it forms is in the word list), so it scores 0. The first answer counts. The best: { $best }.
puzzle-off = The daily puzzle is off on this server: it takes no more answers.
puzzle-answered-before = You answered already (the first answer counts): { $move } for { $score }, { $lost-tenths ->
    [0] losing nothing against the best
   *[other] losing { $lost } points against the best (its points plus the worth of the tiles it keeps)
}, rank { $rank } of { $ranks }. The best: { $best }.
puzzle-answered-before-unjudged = You answered already (the first answer counts): { $move } for { $score }, rank { $rank } of { $ranks }. The best: { $best }.
puzzle-form-title = Daily puzzle
puzzle-form-move = Your move (e.g. 8H WORD)
stats-streak = Daily puzzle
stats-streak-value = { $current ->
    [one] { $current } day in a row
   *[other] { $current } days in a row
} (longest: { $longest })
## Tournaments
btn-tournament-leave = Leave
cmd-tournament = tournament
cmd-tournament-desc = Tournaments on this server
cmd-tournament-new = new
cmd-tournament-new-desc = Open a tournament in this channel: players join with the button
cmd-tournament-start = start
cmd-tournament-start-desc = Start the tournament of this channel (its organiser or a moderator)
cmd-tournament-withdraw = withdraw
cmd-tournament-withdraw-desc = Withdraw from the tournament of this channel (moderators: anyone)
cmd-tournament-standings = standings
cmd-tournament-standings-desc = The standings of the tournament of this channel
cmd-tournament-cancel = cancel
cmd-tournament-cancel-desc = Call off the tournament of this channel (its organiser or a moderator)
opt-format = format
opt-format-desc = swiss (default) or round-robin
opt-rounds = rounds
opt-rounds-desc = Swiss: rounds to play (default 3)
opt-tournament-new-move-time-desc = Live: seconds each player has for a move (default: the channel's, else 300)
opt-tournament-withdraw-user-desc = Who withdraws (default: you; anyone else: the organiser or a moderator)
tournament-title = **Tournament: { $variant }**, organised by { $organiser }
tournament-format-swiss = Swiss, { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}: paired by points, then spread, no rematches.
tournament-format-round-robin = Round robin: everyone plays everyone once.
tournament-nobody = Nobody has joined yet: press **{ btn-join }**.
tournament-players = { $count ->
    [one] { $count } player
   *[other] { $count } players
}: { $names }
tournament-how-to-start = The organiser (or a moderator) starts it with **{ btn-start }** or `/{ cmd-tournament } { cmd-tournament-start }`.
tournament-started = It has started: each round's games are played in their own threads here.
tournament-over = It is over.
tournament-cancelled = The tournament was called off.
tournament-opened = Your tournament is open: players join with the button under it (you are in; press **{ btn-tournament-leave }** if you only organise).
tournament-joined = You are in the tournament.
tournament-left = You left the tournament.
tournament-you-started = The tournament has started: round 1 is being paired.
tournament-you-cancelled = You called the tournament off.
tournament-you-withdrew = Withdrawn: paired no more (a game being played is resigned).
tournament-withdrew = { $name } withdrew from the tournament.
tournament-err-started = The tournament has started: nobody can join or leave now (`/{ cmd-tournament } { cmd-tournament-withdraw }` takes a player out).
tournament-err-over = The tournament is over.
tournament-err-already-in = You are in the tournament already.
tournament-err-not-in = That player is not in the tournament.
tournament-err-full = The tournament is full.
tournament-err-not-organiser = Only the tournament's organiser or a moderator can do that.
tournament-err-too-few = A tournament needs at least two players.
tournament-err-withdrawn = That player has withdrawn already.
tournament-err-none = There is no tournament in this channel (`/{ cmd-tournament } { cmd-tournament-new }` opens one).
tournament-err-running = This channel has a tournament going already: one at a time.
tournament-err-in-thread = Open a tournament in a channel, not in a thread: its games get threads of their own.
tournament-err-computer = Letterbox is played against the computer: it has no tournaments.
tournament-round = **Round { $round } of { $rounds }**
tournament-round-game = { $first } vs { $second }
tournament-round-bye = { $name }: a bye (a win, +{ $spread })
tournament-game-post = Round { $round }: **{ $first }** vs **{ $second }**
tournament-game-intro = Tournament game, round { $round }: { $names }. Good luck!
tournament-game-failed = This tournament game could not start:
tournament-no-thread = I may not open threads here, so the tournament's games cannot start. Give me **Create Public Threads** and run `/{ cmd-tournament } { cmd-tournament-start }` again.
tournament-standings-title = **Standings after round { $round } of { $rounds }**
tournament-standings-now = **Standings** (round { $round } of { $rounds })
tournament-final-title = **Final standings**
tournament-standing = { $place }. **{ $name }**: { $points } ({ $wins }–{ $losses }–{ $draws }), spread { $spread }
tournament-standing-withdrawn = { $place }. **{ $name }** (withdrew): { $points } ({ $wins }–{ $losses }–{ $draws }), spread { $spread }
tournament-winner = 🏆 **{ $name }** wins the tournament!
## plansza play (the terminal)
play-hand-over = Pass the keyboard to **{ $name }** and press Enter.
play-your-rack = { $name }, your rack: **{ $rack }**
play-prompt = { $name }: a move (8H WORD across, H8 WORD down), { cmd-exchange } LETTERS, { cmd-pass }, { cmd-resign }, { cmd-hint }, { cmd-help }
play-prompt-grid = { $name }: a word (the word, or its cells A1 B2 C3), { cmd-sort }, { cmd-pass }, { cmd-resign }, { cmd-help }
play-window = { $name }: { $author } made a move. Type { play-word-accept } or { play-word-check } (a move or another command accepts it; { $author } may type { play-word-undo } to take it back).
play-vote = { $name }: { $author } wants to take the move back. Type { play-word-agree } or { play-word-refuse }.
play-help = { play-commands } When a move is made, its opponents type { play-word-accept } or { play-word-check }, and its author may type { play-word-undo } to take it back; when a move is to be taken back, the opponents type { play-word-agree } or { play-word-refuse }.
play-saved = Saved to { $file }: the same command with `--save` goes on with it.
play-not-saved = Could not write { $file }: { $why }
play-resumed = Going on with the game saved in { $file }.
play-input-ended = The input ended before the game did.
play-export = The game record (`plansza replay` reads it):
play-word-save = save
play-word-quit = quit
ratings-moved = **Ratings** ({ $variant }):
rating-moved = { $name }: { $before } → **{ $after }** ({ $change }, ± { $deviation })
tournament-looked-again = The tournament is running: I am looking again at the games it waits for.

## Each game's own name (src/i18n/games.rs): never the internal `literaki`, `erudit`, `wordcap-pl`
game-name-literaki = Literaki
game-name-literki = Literki
game-name-erudit = Эрудит
game-name-letterbox = Letterbox
game-name-english = English Scrabble
game-name-polish = Polish Scrabble
game-name-wordcap = WordCap
game-name-wordcap-in = WordCap ({ $language })
language-en = English
language-pl = Polish
language-de = German
language-ru = Russian

## terminal: plansza play's own words where the bot's texts speak of Discord (buttons, DMs, slash commands)
play-word-accept = accept
play-word-check = check
play-word-undo = undo
play-word-agree = agree
play-word-refuse = refuse
play-commands = Commands: a move (8H WORD across, H8 WORD down; WordCap: the word, or its cells A1 B2 C3), { cmd-exchange } LETTERS, { cmd-pass }, { cmd-resign }, { cmd-sort } (WordCap), { cmd-hint }, { cmd-rack }, { cmd-game-end }, { play-word-save }, { play-word-quit }, { cmd-help }.
play-unknown = Unknown command: { $word }. { play-commands }
play-window-computer = { $name }: { $author } made a move. Type { play-word-accept } or { play-word-check } (a move or another command accepts it).
play-undo-not-yours = Only { $author } may take this move back. Type { play-word-accept } or { play-word-check }.
play-no-window = No move is waiting for an answer now.
play-stopped = Game stopped.
play-stopped-unsaved = Game stopped, not saved (`--save FILE` keeps a game to go on with).
play-no-record = This game keeps no game record.
terminal-lobby-opened-no-hints = No hints in this game: its rules forbid consulting the dictionary while composing words (only after laying them).
terminal-lobby-title = **{ $creator }** opened a game of **{ $variant }**.
terminal-lobby-players = Players: { $names }.
terminal-lobby-stake = At stake: **{ $points }** game points (a win earns them, a loss costs them).
terminal-lobby-opt-hints = Hints allowed (type { cmd-hint })
terminal-game-started = The game is on! Each player's tiles show on their own turn (type { cmd-rack } to see them again).
terminal-window-help = Opponents: type **{ play-word-accept }** or **{ play-word-check }** within { $seconds } s (no answer: the words are checked automatically). Author: type **{ play-word-undo }** to take it back.
terminal-undo-requested = **{ $name }** wants to take the move back. Opponents: type **{ play-word-agree }** or **{ play-word-refuse }** within 10 s.
terminal-err-no-hints = Hints are off in this game (a game between people): start it with `--hints` to allow them.
terminal-err-exchange-not-offered = This game has no exchanges: if you cannot lay a word, type { cmd-pass }.
terminal-err-not-in-wordcap = That is not part of WordCap: type a word (or its cells), { cmd-sort } or { cmd-pass }.
terminal-wordcap-how = Trace a word of 2 or more letters through neighbouring cells (also diagonally), each cell once, without the line crossing itself: type its cells (A1 B2 B3), or just the word when it fits the grid one way only. 1 point per letter, plus the bonus of every diagonal crossing the line passes. { cmd-sort } shuffles the letters (3 times each), { cmd-pass } passes.
terminal-game-points-won = { $name } wins { $points } game points.
terminal-err-no-game = There is no game going on.

## The game's page in the browser (plansza play --web)
play-web-open = Open { $url } in your browser to play (Ctrl-C stops).
web-title = plansza
web-play = Play
web-pass = Pass
web-exchange = Exchange
web-exchange-pick = Tap the tiles to exchange, then Exchange again.
web-resign = Resign
web-resign-sure = Resign this game for good?
web-recall = Take back
web-sort = Sort
web-hint = Hint
web-accept = Accept
web-check = Check
web-undo = Undo
web-agree = Agree
web-refuse = Refuse
web-bag = In the bag
web-unseen = Tiles you have not seen
web-moves = Moves
web-window-left = The words are checked in
web-blank-letter = Which letter does the blank stand for?
web-over = The game is over.
web-typing = Lay the tiles in one line, with no gap.
web-lost = The connection was lost: trying again…
web-move-played = played
web-move-rejected = was refused
web-move-exchanged = exchanged tiles:
web-move-passed = passed
web-move-skipped = lost a turn
web-move-resigned = resigned
web-move-rack-exchanged = had tiles exchanged:
web-move-board-cleared = cleared the board, tiles back in the bag:
web-move-new-letters = Everyone drew new letters.
web-hand-over = Pass the device to { $name }.
web-i-am = I am { $name }: show my rack
web-waiting = Waiting for { $name }…
web-your-turn = { $name }, your turn.
web-err-link = This link is not valid. Open the address printed when the game started.
web-err-no-game = There is no game going on here.
web-err-unlisted = This game is not shown on the bot's pages.
web-err-unconfirmed = Your move could not be confirmed. Reload the page to see whether it was played.
web-err-not-yours = That seat is not yours.
web-err-unknown = The page asked for something this game does not know.
web-game-started = The game is on! Your tiles are under the board, shown to you alone.
web-watch-live = Watch live
cmd-game-web = web
cmd-game-web-desc = Your own page of this game, to play by touch in a browser (only you see the link)
web-link = Your own page of this game, for you alone (good for a day; do not share it): { $url }
web-off = This bot serves no game pages (its operator has not set WEB_ADDR).
web-err-not-seated = You are not playing in a game here: open the link from the game's thread where you play.
web-play-on-page = Play on your page
web-wordcap-how = Trace a word of 2 or more letters through neighbouring cells (also diagonally), each cell once, without the line crossing itself: tap its cells in order, then { web-play }. 1 point per letter, plus the bonus of every diagonal crossing the line passes. { web-sort } shuffles the letters (3 times each), { web-pass } passes.

# A finished game's page, looked back on move by move; a tournament's page; a server's leaderboards.
lookback-title = { $game }: game { $id }, move by move
lookback-start = The start: an empty board.
lookback-move = { $kind ->
    [start] The start.
    [across] { $place } across: { $word } for { $score }
    [down] { $place } down: { $word } for { $score }
    [cells] { $word } on { $place } for { $score }
    [rejected] { $word } was refused: no points
    [exchange] exchanged { $count ->
        [1] one tile
       *[other] { $count } tiles
    }
    [pass] passed
    [skipped] lost the turn
    [resigned] resigned
    [sorted] shuffled the letters
   *[other] played
}
lookback-best = Best move then: { $kind ->
    [across] { $place } across: { $word }
    [down] { $place } down: { $word }
    [cells] { $word } on { $place }
    [pass] a pass
    [exchange] an exchange
   *[other] { $word }
} for { $score }; equity lost: { $lost }
lookback-best-found = Best move then: { $kind ->
    [across] { $place } across: { $word }
    [down] { $place } down: { $word }
    [cells] { $word } on { $place }
    [pass] a pass
    [exchange] an exchange
   *[other] { $word }
} for { $score }, found.
lookback-first = Start
lookback-prev = Back
lookback-next = Next
lookback-last = End
lookback-step = Move { $number } of { $total }
lookback-moves = Moves
lookback-final = Final score
lookback-download = Download the game record
lookback-keys = The ← and → keys step through the game, Home and End go to its start and its end.
lookback-link = Look back
lookback-export-link = Look back on this game move by move: { $url }
tpage-title = Tournament: { $game }
tpage-round = Round { $round }
tpage-standings = Standings
tpage-not-started = not started yet
tpage-playing = playing now
tpage-link = The tournament's page, with every game: { $url }
lbpage-title = Leaderboards
lbpage-rank = Place
lbpage-player = Player
lbpage-rating = Rating
lbpage-games = Games
lbpage-none = Nobody on this server has played a rated game yet.
lbpage-link = Every leaderboard of this server: { $url }

## A computer seat's name (the level in the table's language).
computer-seat = 🤖 Computer ({ $level })
computer-level-beginner = beginner
computer-level-intermediate = intermediate
computer-level-strong = strong
computer-level-expert = expert
