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
opt-move-desc = Where and what, e.g. 8H WORD (across) or H8 WORD (down)
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
opt-move-time-desc = Seconds each player has for a move
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
    `/{ cmd-game } { cmd-game-new }` opens a table: others press **{ btn-join }**, then **{ btn-start }**.
    `/{ cmd-play } 8H WORD` plays a word. `/{ cmd-exchange } AEZ` swaps tiles. `/{ cmd-pass }` skips your turn, `/{ cmd-resign }` gives up.
    `/{ cmd-rack }` or **{ btn-my-rack }** shows your tiles to you alone. `/{ cmd-config }` changes the channel's settings, `/{ cmd-game } { cmd-game-end }` closes the table.

    ### Writing a move
    - `8H WORD`: row first, so the word goes **across** from H8.
    - `H8 WORD`: column first, so the word goes **down** from H8.
    - Case does not matter. Write `.` for a letter already on the board: `H8 KO.T`.
    - A blank is `*a` or `a?`. A plain letter uses a blank only when your rack lacks that letter.

    ### After a move (10 seconds)
    - Everyone presses **{ btn-accept }**: the move stands.
    - Someone presses **{ btn-check }**: the words are looked up. Not a word: the tiles go back and the author loses the turn. All fine: whoever checked loses their next turn.
    - Nobody presses anything: the words are checked automatically, with no penalty.
    - **{ btn-undo }**: the author can take the move back within 10 s if every opponent presses **{ btn-agree }** within 10 s.

    ### More
    - An exchange needs at least 7 tiles in the bag; you get 3 per game. A pass just skips your turn.
    - The game ends when the bag is empty and someone plays their last tile, or when everyone passes in a row. Tiles left on a rack count against their owner.
