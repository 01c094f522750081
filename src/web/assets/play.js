// A game's page: the board drawn as SVG from the table's sight, the rack of the person
// asked now, tiles placed by tap, click or keyboard, a live preview of the move, and the
// controls of a turn and of a move's window. Everything a player typed is put in with
// textContent, never as markup. Plain JavaScript, no build step.
'use strict';

(() => {
  const meta = (name) => {
    const found = document.querySelector(`meta[name="${name}"]`);
    return found ? found.content : '';
  };
  // A player's page carries its secret; a public page reads its game's address.
  const token = meta('plansza-token');
  const api = meta('plansza-api') || '/api';
  const query = token ? '?t=' + encodeURIComponent(token) : '';
  const $ = (id) => document.getElementById(id);
  const SVG = 'http://www.w3.org/2000/svg';
  const CELL = 40;
  const EDGE = 18;

  let loaded = null; // {sight, people, texts, posted}
  let loadedAt = 0;
  let placed = []; // [{row, col, index, letter, blank}]
  let selected = null; // rack index
  let exchanging = false;
  let picked = new Set();
  let cursor = null; // {row, col, down}
  let trace = []; // WordCap: the cells tapped, [row, col] in order
  let shownSeat = null;
  let previewTimer = null;

  const T = (key) => (loaded && loaded.texts[key]) || key;
  const named = (key, name) => T(key).split('\u0001').join(name);
  const sight = () => loaded && loaded.sight;

  function el(tag, attrs, text) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function svg(tag, attrs, text) {
    const node = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  async function load() {
    const r = await fetch(api + '/sight' + query, { cache: 'no-store' });
    if (r.status === 429) {
      // Asked too often (many tabs, a flood of updates): read again when told.
      setTimeout(load, retryAfter(r));
      return;
    }
    if (!r.ok) {
      $('said').textContent = await r.text();
      return;
    }
    const before = sight();
    loaded = await r.json();
    loadedAt = Date.now();
    const now = sight();
    if (!now) $('said').textContent = T('web-err-no-game');
    // A new turn, another person or a changed rack: the tiles placed go back.
    if (!now || !before || now.you !== before.you || JSON.stringify(now.rack) !== JSON.stringify(before.rack)) {
      placed = [];
      selected = null;
      exchanging = false;
      picked = new Set();
      trace = [];
      $('preview').textContent = '';
    }
    render();
  }

  async function send(path, body) {
    const r = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-plansza-token': token },
      body: JSON.stringify(body),
    });
    if (r.status === 429) return null;
    if (!r.ok) return [await r.text()];
    const answer = await r.json();
    return answer.said || [];
  }

  // How long a refused request waits, in milliseconds (its Retry-After, at least 1 s).
  function retryAfter(r) {
    const secs = Number(r.headers.get('retry-after'));
    return 1000 * (Number.isFinite(secs) && secs > 0 ? secs : 1);
  }

  async function act(action, text) {
    const s = sight();
    if (!s || s.you === null) return;
    // A window's answer names the window shown: one since closed is refused, not moved on.
    const moveNumber = s.window ? s.window.move_number : null;
    const said = await send(api + '/act', { seat: s.you, action, text: text || '', move_number: moveNumber });
    $('said').textContent = (said || []).join('\n');
    placed = [];
    selected = null;
    exchanging = false;
    picked = new Set();
    await load();
  }

  // ---- the board -------------------------------------------------------------------------

  function squareClass(look) {
    if (typeof look === 'string') {
      return {
        Plain: 'sq-plain', DoubleLetter: 'sq-dl', TripleLetter: 'sq-tl', DoubleWord: 'sq-dw',
        TripleWord: 'sq-tw', Exchange: 'sq-exchange', Clearing: 'sq-clearing',
      }[look] || 'sq-plain';
    }
    if ('Colour' in look) return 'sq-c' + Math.min(look.Colour, 9);
    if ('QuadWord' in look) return 'sq-quad';
    return 'sq-plain';
  }

  function squareLabel(look) {
    if (typeof look === 'string') {
      return {
        DoubleLetter: T('label-dl'), TripleLetter: T('label-tl'), DoubleWord: T('label-dw'),
        TripleWord: T('label-tw'), Exchange: T('label-exchange'), Clearing: T('label-clearing'),
      }[look] || '';
    }
    if ('Colour' in look) return String(look.Colour);
    if ('QuadWord' in look) return T('label-quad') + look.QuadWord;
    return '';
  }

  function tileClass(tile) {
    if (tile.blank) return 't-blank';
    if (tile.owner !== null && tile.owner !== undefined) return 't-p' + (tile.owner % 4);
    if (tile.by_value && [1, 2, 3, 5].includes(tile.value)) return 't-v' + tile.value;
    return 't-ivory';
  }

  function drawTile(parent, x, y, tile, extra) {
    const g = svg('g', { class: 'tile ' + tileClass(tile) + (extra ? ' ' + extra : '') });
    g.appendChild(svg('rect', { x: x + 1.5, y: y + 1.5, width: CELL - 3, height: CELL - 3, rx: 5, class: 'face' }));
    g.appendChild(svg('text', { x: x + CELL / 2, y: y + CELL / 2 + 8, class: 'letter' }, tile.letter === ' ' ? '' : tile.letter));
    if (!tile.blank) {
      g.appendChild(svg('text', { x: x + CELL - 5, y: y + CELL - 5, class: 'value' }, String(tile.value)));
    }
    parent.appendChild(g);
  }

  function column(col) {
    return String.fromCharCode(65 + col);
  }

  function tileAt(row, col) {
    const board = sight().board;
    return board.tiles[row * board.width + col];
  }

  function placedAt(row, col) {
    return placed.find((p) => p.row === row && p.col === col);
  }

  // ---- the WordCap grid -----------------------------------------------------------------

  const GRID_CELL = 64;

  function drawGrid() {
    const grid = sight().grid;
    const area = $('board');
    area.replaceChildren();
    const side = grid.side;
    const size = EDGE + side * GRID_CELL;
    area.setAttribute('viewBox', `0 0 ${size} ${size}`);
    for (let c = 0; c < side; c++) {
      area.appendChild(svg('text', { x: EDGE + c * GRID_CELL + GRID_CELL / 2, y: 13, class: 'coord' }, column(c)));
      area.appendChild(svg('text', { x: EDGE / 2, y: EDGE + c * GRID_CELL + GRID_CELL / 2 + 4, class: 'coord' }, String(c + 1)));
    }
    for (let r = 0; r < side; r++) {
      for (let c = 0; c < side; c++) {
        const x = EDGE + c * GRID_CELL;
        const y = EDGE + r * GRID_CELL;
        const at = trace.findIndex(([tr, tc]) => tr === r && tc === c);
        const cell = svg('g', { class: 'square cell sq-plain' + (at >= 0 ? ' traced' : ''), 'data-row': r, 'data-col': c });
        cell.appendChild(svg('rect', { x: x + 2, y: y + 2, width: GRID_CELL - 4, height: GRID_CELL - 4, rx: 8, class: 'face' }));
        cell.appendChild(svg('text', { x: x + GRID_CELL / 2, y: y + GRID_CELL / 2 + 10, class: 'letter' }, grid.letters[r * side + c] || ''));
        area.appendChild(cell);
      }
    }
    const shown = trace.length ? trace : grid.path;
    if (shown.length > 1) {
      const points = shown.map(([r, c]) => `${EDGE + c * GRID_CELL + GRID_CELL / 2},${EDGE + r * GRID_CELL + GRID_CELL / 2}`).join(' ');
      area.appendChild(svg('polyline', { points, class: trace.length ? 'trace' : 'path' }));
    }
    // The bonus of each crossing of four cells, where a diagonal step passes (over the line).
    for (let r = 0; r + 1 < side; r++) {
      for (let c = 0; c + 1 < side; c++) {
        const bonus = grid.bonuses[r * (side - 1) + c];
        if (!bonus) continue;
        const x = EDGE + (c + 1) * GRID_CELL;
        const y = EDGE + (r + 1) * GRID_CELL;
        const mark = svg('g', { class: 'sq-tw' });
        mark.appendChild(svg('circle', { cx: x, cy: y, r: 11, class: 'bonus' }));
        mark.appendChild(svg('text', { x, y: y + 4, class: 'bonus-value' }, String(bonus)));
        area.appendChild(mark);
      }
    }
  }

  function onCell(row, col) {
    if (!myTurn()) return;
    const last = trace[trace.length - 1];
    if (last && last[0] === row && last[1] === col) {
      trace.pop();
    } else if (!trace.some(([r, c]) => r === row && c === col)
      && (!last || (Math.abs(last[0] - row) <= 1 && Math.abs(last[1] - col) <= 1))) {
      trace.push([row, col]);
    } else {
      return;
    }
    changed();
  }

  function drawBoard() {
    if (sight().grid) {
      drawGrid();
      return;
    }
    const board = sight().board;
    const area = $('board');
    area.replaceChildren();
    if (!board) return;
    const w = EDGE + board.width * CELL;
    const h = EDGE + board.height * CELL;
    area.setAttribute('viewBox', `0 0 ${w} ${h}`);
    for (let c = 0; c < board.width; c++) {
      area.appendChild(svg('text', { x: EDGE + c * CELL + CELL / 2, y: 13, class: 'coord' }, column(c)));
    }
    for (let r = 0; r < board.height; r++) {
      area.appendChild(svg('text', { x: EDGE / 2, y: EDGE + r * CELL + CELL / 2 + 4, class: 'coord' }, String(r + 1)));
    }
    for (let r = 0; r < board.height; r++) {
      for (let c = 0; c < board.width; c++) {
        const x = EDGE + c * CELL;
        const y = EDGE + r * CELL;
        const look = board.squares[r * board.width + c];
        const square = svg('g', {
          class: 'square ' + squareClass(look),
          'data-square': (r + 1) + column(c),
          'data-row': r,
          'data-col': c,
        });
        square.appendChild(svg('rect', { x, y, width: CELL, height: CELL, class: 'field' }));
        const label = squareLabel(look);
        const start = board.start[0] === r && board.start[1] === c;
        if (label) square.appendChild(svg('text', { x: x + CELL / 2, y: y + CELL / 2 + 4, class: 'label' }, label));
        else if (start) square.appendChild(svg('text', { x: x + CELL / 2, y: y + CELL / 2 + 6, class: 'star' }, '★'));
        if (cursor && cursor.row === r && cursor.col === c) {
          square.appendChild(svg('text', { x: x + CELL - 9, y: y + 12, class: 'cursor' }, cursor.down ? '↓' : '→'));
          square.classList.add('at-cursor');
        }
        area.appendChild(square);
        const tile = board.tiles[r * board.width + c];
        if (tile) drawTile(area, x, y, tile, tile.fresh ? 'fresh' : '');
        const mine = placedAt(r, c);
        if (mine) drawTile(area, x, y, { letter: mine.letter, value: mine.value, blank: mine.blank, by_value: mine.by_value, owner: null }, 'placed');
      }
    }
  }

  // ---- placing tiles ---------------------------------------------------------------------

  function myTurn() {
    const s = sight();
    return s && s.you !== null && !s.window && !s.finished && s.players[s.you] && s.players[s.you].to_move;
  }

  function place(row, col, index) {
    const s = sight();
    const tile = s.rack.tiles[index];
    let letter = tile.letter;
    if (tile.blank) {
      const typed = (window.prompt(T('web-blank-letter')) || '').trim();
      if (!typed) return;
      letter = typed[0].toUpperCase();
    }
    placed.push({ row, col, index, letter, blank: tile.blank, value: tile.value, by_value: tile.by_value });
    selected = null;
    changed();
  }

  function onSquare(row, col) {
    if (!myTurn()) return;
    const mine = placedAt(row, col);
    if (mine) {
      placed = placed.filter((p) => p !== mine);
      changed();
      return;
    }
    if (tileAt(row, col)) return;
    if (selected !== null) {
      place(row, col, selected);
      return;
    }
    cursor = cursor && cursor.row === row && cursor.col === col
      ? { row, col, down: !cursor.down }
      : { row, col, down: false };
    render();
  }

  function moveText() {
    if (sight() && sight().grid) {
      return trace.length >= 2 ? trace.map(([r, c]) => column(c) + (r + 1)).join(' ') : null;
    }
    if (placed.length === 0) return null;
    const board = sight().board;
    const rows = new Set(placed.map((p) => p.row));
    const cols = new Set(placed.map((p) => p.col));
    let down;
    if (rows.size === 1 && cols.size === 1) {
      const p = placed[0];
      const across = (p.col > 0 && tileAt(p.row, p.col - 1)) || (p.col + 1 < board.width && tileAt(p.row, p.col + 1));
      const vertical = (p.row > 0 && tileAt(p.row - 1, p.col)) || (p.row + 1 < board.height && tileAt(p.row + 1, p.col));
      down = !across && !!vertical;
    } else if (rows.size === 1) down = false;
    else if (cols.size === 1) down = true;
    else return null;
    const at = (i) => (down ? [i, placed[0].col] : [placed[0].row, i]);
    const along = placed.map((p) => (down ? p.row : p.col));
    let first = Math.min(...along);
    let last = Math.max(...along);
    const limit = down ? board.height : board.width;
    while (first > 0 && tileAt(...at(first - 1))) first--;
    while (last + 1 < limit && tileAt(...at(last + 1))) last++;
    let word = '';
    for (let i = first; i <= last; i++) {
      const [r, c] = at(i);
      const mine = placedAt(r, c);
      if (mine) word += (mine.blank ? '*' + mine.letter.toLowerCase() : mine.letter);
      else if (tileAt(r, c)) word += '.';
      else return null;
    }
    const [r, c] = at(first);
    return (down ? column(c) + (r + 1) : (r + 1) + column(c)) + ' ' + word;
  }

  function changed() {
    render();
    clearTimeout(previewTimer);
    const text = moveText();
    if (!text) {
      $('preview').textContent = placed.length || trace.length === 1 ? T('web-typing') : '';
      return;
    }
    previewTimer = setTimeout(async () => {
      const said = await send(api + '/preview', { seat: sight().you, text });
      // Typed faster than previews are worked out: the last one is asked again soon.
      if (said === null) setTimeout(() => moveText() === text && changed(), 400);
      else if (moveText() === text) $('preview').textContent = said.join(' ');
    }, 120);
  }

  function typeLetter(key) {
    if (!cursor || !myTurn()) return false;
    const s = sight();
    const board = s.board;
    const used = new Set(placed.map((p) => p.index));
    const upper = key.toUpperCase();
    let index = s.rack.tiles.findIndex((t, i) => !used.has(i) && !t.blank && t.letter === upper);
    let blank = false;
    if (index < 0) {
      index = s.rack.tiles.findIndex((t, i) => !used.has(i) && t.blank);
      blank = true;
    }
    if (index < 0) return true;
    let { row, col } = cursor;
    while (row < board.height && col < board.width && (tileAt(row, col) || placedAt(row, col))) {
      if (cursor.down) row++; else col++;
    }
    if (row >= board.height || col >= board.width) return true;
    const tile = s.rack.tiles[index];
    placed.push({ row, col, index, letter: upper, blank, value: blank ? 0 : tile.value, by_value: tile.by_value });
    cursor = { row: cursor.down ? row + 1 : row, col: cursor.down ? col : col + 1, down: cursor.down };
    changed();
    return true;
  }

  // ---- the rest of the page --------------------------------------------------------------

  function drawPlayers() {
    const s = sight();
    const area = $('players');
    area.replaceChildren();
    s.players.forEach((p, i) => {
      const row = el('div', { class: 'player' + (p.to_move ? ' to-move' : '') + (i === s.you ? ' you' : '') });
      row.appendChild(el('span', { class: 'name' }, (p.computer ? '🤖 ' : '') + p.name));
      row.appendChild(el('span', { class: 'score' }, String(p.score)));
      if (p.clock_left_ms !== null) row.appendChild(el('span', { class: 'clock', 'data-left': p.clock_left_ms }, ''));
      area.appendChild(row);
    });
    if (s.board) area.appendChild(el('div', { class: 'bag' }, T('web-bag') + ': ' + s.bag));
  }

  function drawRack() {
    const s = sight();
    const rack = $('rack');
    rack.replaceChildren();
    if (!s.rack || (loaded.people.length > 1 && shownSeat !== s.you)) return;
    const used = new Set(placed.map((p) => p.index));
    s.rack.tiles.forEach((tile, i) => {
      const cls = 'rack-tile tile ' + tileClass(tile) + (selected === i ? ' selected' : '') + (picked.has(i) ? ' picked' : '');
      const button = el('button', { type: 'button', class: cls, 'data-index': i, role: 'listitem' });
      button.appendChild(el('span', { class: 'letter' }, tile.blank ? '?' : tile.letter));
      if (!tile.blank) button.appendChild(el('span', { class: 'value' }, String(tile.value)));
      if (used.has(i)) button.classList.add('used');
      button.addEventListener('click', () => {
        if (used.has(i)) return;
        if (exchanging) {
          if (picked.has(i)) picked.delete(i); else picked.add(i);
        } else {
          selected = selected === i ? null : i;
        }
        render();
      });
      rack.appendChild(button);
    });
  }

  function button(id, key, onClick, kind) {
    const b = el('button', { type: 'button', id, class: kind || '' }, T(key));
    b.addEventListener('click', onClick);
    return b;
  }

  function drawControls() {
    const s = sight();
    const area = $('controls');
    area.replaceChildren();
    if (s.finished) {
      area.appendChild(el('p', { class: 'over' }, T('web-over')));
      return;
    }
    if (!myTurn()) {
      if (!s.window) {
        const turn = s.players.findIndex((p) => p.to_move);
        if (turn >= 0) area.appendChild(el('p', { class: 'waiting' }, named('web-waiting', s.players[turn].name)));
      }
      return;
    }
    if (exchanging) {
      area.appendChild(button('exchange', 'web-exchange', () => {
        const letters = [...picked].map((i) => (s.rack.tiles[i].blank ? '?' : s.rack.tiles[i].letter)).join('');
        if (letters) act('exchange', letters);
      }, 'main'));
      area.appendChild(button('cancel', 'web-recall', () => { exchanging = false; picked = new Set(); render(); }));
      area.appendChild(el('p', { class: 'hint' }, T('web-exchange-pick')));
      return;
    }
    const text = moveText();
    const play = button('play', 'web-play', () => { const t = moveText(); if (t) act('play', t); }, 'main');
    play.disabled = !text;
    area.appendChild(play);
    area.appendChild(button('recall', 'web-recall', () => { placed = []; trace = []; selected = null; changed(); }));
    if (s.grid) {
      area.appendChild(button('pass', 'web-pass', () => act('pass')));
      area.appendChild(button('sort', 'web-sort', () => act('sort')));
      area.appendChild(button('resign', 'web-resign', () => { if (window.confirm(T('web-resign-sure'))) act('resign'); }, 'danger'));
      return;
    }
    area.appendChild(button('pass', 'web-pass', () => act('pass')));
    area.appendChild(button('exchange', 'web-exchange', () => { exchanging = true; placed = []; render(); }));
    area.appendChild(button('hint', 'web-hint', () => act('hint')));
    area.appendChild(button('resign', 'web-resign', () => { if (window.confirm(T('web-resign-sure'))) act('resign'); }, 'danger'));
  }

  function drawWindow() {
    const s = sight();
    const area = $('window');
    area.replaceChildren();
    if (!s.window) {
      area.hidden = true;
      return;
    }
    area.hidden = false;
    area.appendChild(el('span', { id: 'window-left', class: 'countdown' }, ''));
    const mine = s.you !== null && s.you !== s.window.author;
    if (s.window.review) {
      if (mine) {
        area.appendChild(button('accept', 'web-accept', () => act('accept'), 'main'));
        area.appendChild(button('check', 'web-check', () => act('check')));
      }
      const author = s.window.author;
      const person = author !== null && loaded.people.includes(author);
      if (person) {
        area.appendChild(button('undo', 'web-undo', async () => {
          const said = await send(api + '/act', { seat: author, action: 'undo', move_number: s.window.move_number });
          $('said').textContent = (said || []).join('\n');
          await load();
        }));
      }
    } else if (mine) {
      area.appendChild(button('agree', 'web-agree', () => act('agree'), 'main'));
      area.appendChild(button('refuse', 'web-refuse', () => act('refuse')));
    }
    tick();
  }

  function drawFacts() {
    const s = sight();
    $('facts-title').textContent = T('web-moves');
    const unseen = $('unseen');
    unseen.replaceChildren();
    if (s.unseen) {
      unseen.appendChild(el('h3', {}, T('web-unseen') + ' (' + s.unseen.length + ')'));
      unseen.appendChild(el('p', { class: 'unseen' }, s.unseen.join(' ')));
    }
    const moves = $('moves');
    moves.replaceChildren();
    for (const m of s.moves) {
      const who = m.player !== null && s.players[m.player] ? s.players[m.player].name + ': ' : '';
      const what = T('web-move-' + m.kind);
      const detail = m.text ? ' ' + m.text : '';
      const score = m.score ? ' +' + m.score : '';
      moves.appendChild(el('li', { class: 'move ' + m.kind }, who + what + detail + score));
    }
  }

  function drawPosted() {
    const list = $('posted');
    list.replaceChildren();
    for (const line of (loaded.posted || []).slice(-12).reverse()) list.appendChild(el('li', {}, line.text));
  }

  function handOver() {
    const s = sight();
    const overlay = $('hand-over');
    const several = loaded.people.length > 1;
    if (!several || s.you === null || s.you === shownSeat || s.finished) {
      if (!several) shownSeat = s.you;
      overlay.hidden = true;
      return;
    }
    const name = s.players[s.you].name;
    $('hand-over-text').textContent = named('web-hand-over', name);
    const ok = $('hand-over-ok');
    ok.textContent = named('web-i-am', name);
    ok.onclick = () => { shownSeat = s.you; render(); };
    overlay.hidden = false;
  }

  function tick() {
    const s = sight();
    if (!s) return;
    const gone = Date.now() - loadedAt;
    const left = $('window-left');
    if (left && s.window) {
      const secs = Math.max(0, Math.ceil((s.window.left_ms - gone) / 1000));
      left.textContent = T('web-window-left') + ' ' + secs + ' s';
    }
    for (const clock of document.querySelectorAll('.clock')) {
      const ms = Number(clock.dataset.left);
      const running = clock.parentElement.classList.contains('to-move');
      const now = Math.max(0, running ? ms - gone : ms);
      const m = Math.floor(now / 60000);
      const sec = Math.floor((now % 60000) / 1000);
      clock.textContent = m + ':' + String(sec).padStart(2, '0');
    }
  }

  function render() {
    if (!sight()) return;
    document.title = T('web-title');
    handOver();
    drawPlayers();
    drawBoard();
    drawWindow();
    drawRack();
    drawControls();
    drawFacts();
    drawPosted();
  }

  $('board').addEventListener('click', (event) => {
    const square = event.target.closest('[data-row]') || squareUnder(event);
    if (!square) return;
    const [row, col] = [Number(square.dataset.row), Number(square.dataset.col)];
    if (sight() && sight().grid) onCell(row, col);
    else onSquare(row, col);
  });

  // A click on a tile lands on the tile, not the square under it: find the square.
  function squareUnder(event) {
    const area = $('board');
    const point = area.createSVGPoint();
    point.x = event.clientX;
    point.y = event.clientY;
    const at = point.matrixTransform(area.getScreenCTM().inverse());
    const cell = sight() && sight().grid ? GRID_CELL : CELL;
    const col = Math.floor((at.x - EDGE) / cell);
    const row = Math.floor((at.y - EDGE) / cell);
    return area.querySelector(`[data-row="${row}"][data-col="${col}"]`);
  }

  // ---- dragging tiles ---------------------------------------------------------------------
  // A tile of the rack dragged onto a square is placed there (as a tap on the tile, then on
  // the square); a tile placed this turn dragged to another square moves, dragged off the
  // board goes back to the rack. A short press without moving is a tap, as before.

  let drag = null;
  let swallowClick = false;

  function startDrag(event, from) {
    if (!myTurn() || exchanging || event.button > 0) return;
    drag = { from, x: event.clientX, y: event.clientY, moving: false, ghost: null };
  }

  function ghostOf(letter) {
    const ghost = el('div', { class: 'drag-ghost tile' }, letter);
    document.body.appendChild(ghost);
    return ghost;
  }

  $('rack').addEventListener('pointerdown', (event) => {
    const tile = event.target.closest('.rack-tile');
    if (!tile || tile.classList.contains('used') || (sight() && sight().grid)) return;
    startDrag(event, { index: Number(tile.dataset.index) });
  });

  $('board').addEventListener('pointerdown', (event) => {
    if (sight() && sight().grid) return;
    const square = squareUnder(event);
    const mine = square && placedAt(Number(square.dataset.row), Number(square.dataset.col));
    if (mine) startDrag(event, { placed: mine });
  });

  document.addEventListener('pointermove', (event) => {
    if (!drag) return;
    if (!drag.moving && Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < 8) return;
    if (!drag.moving) {
      drag.moving = true;
      const s = sight();
      const letter = drag.from.placed ? drag.from.placed.letter : s.rack.tiles[drag.from.index].letter;
      drag.ghost = ghostOf(letter);
    }
    drag.ghost.style.left = event.clientX + 'px';
    drag.ghost.style.top = event.clientY + 'px';
    event.preventDefault();
  });

  function endDrag(event) {
    const ended = drag;
    drag = null;
    if (!ended || !ended.moving) return;
    ended.ghost.remove();
    // The click that ends a drag is not a tap.
    swallowClick = true;
    setTimeout(() => { swallowClick = false; }, 0);
    if (event.type === 'pointercancel') return;
    const square = squareUnder(event);
    const row = square ? Number(square.dataset.row) : null;
    const col = square ? Number(square.dataset.col) : null;
    const free = square && !tileAt(row, col) && !placedAt(row, col);
    if (ended.from.placed) {
      placed = placed.filter((p) => p !== ended.from.placed);
      if (free) placed.push({ ...ended.from.placed, row, col });
      changed();
    } else if (free) {
      place(row, col, ended.from.index);
    }
  }

  document.addEventListener('pointerup', endDrag);
  document.addEventListener('pointercancel', endDrag);
  document.addEventListener('click', (event) => {
    if (swallowClick) {
      event.stopPropagation();
      event.preventDefault();
    }
  }, true);

  document.addEventListener('keydown', (event) => {
    if (event.target.closest && event.target.closest('input, textarea')) return;
    if (!sight() || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Enter') {
      const text = moveText();
      if (text && myTurn()) act('play', text);
    } else if (event.key === 'Backspace') {
      const last = placed.pop();
      if (last && cursor) cursor = { row: last.row, col: last.col, down: cursor.down };
      changed();
    } else if (event.key === 'Escape') {
      placed = [];
      changed();
    } else if (event.key === ' ' && cursor) {
      cursor = { ...cursor, down: !cursor.down };
      render();
    } else if (event.key.length === 1 && /\p{L}/u.test(event.key)) {
      if (!typeLetter(event.key)) return;
    } else {
      return;
    }
    event.preventDefault();
  });

  const events = new EventSource(api + '/events' + query);
  events.addEventListener('table', () => load());
  events.addEventListener('posted', (event) => {
    if (!loaded) return;
    const line = JSON.parse(event.data);
    const posted = loaded.posted || [];
    const old = posted.find((l) => l.id === line.id);
    if (old) old.text = line.text;
    else posted.push(line);
    loaded.posted = posted.slice(-50);
    drawPosted();
  });
  events.onerror = () => {
    if (loaded) $('said').textContent = T('web-lost');
  };
  events.onopen = () => {
    if (loaded && $('said').textContent === T('web-lost')) $('said').textContent = '';
  };

  setInterval(tick, 250);
  load();
})();
