// A finished game's page, stepped through: Back and Next (and the ← → keys), Start and End
// (Home, End), a click on a move of the list. The page is written whole by the server (the
// game's end shown); this script reads every step's tiles and texts from
// `/games/{key}/steps` and puts them in, as text only.
"use strict";

(function () {
  const meta = document.querySelector('meta[name="plansza-steps"]');
  if (!meta) {
    return;
  }
  const $ = (id) => document.getElementById(id);
  const squares = Array.from(document.querySelectorAll("#look-board [data-cell]"));
  const moves = Array.from(document.querySelectorAll("#look-moves li"));
  const players = Array.from(document.querySelectorAll("#look-players .player"));
  let steps = [];
  let at = 0;

  function tile(laid) {
    const span = document.createElement("span");
    span.className = "tile " + laid.class + (laid.fresh ? " fresh" : "");
    span.textContent = laid.letter;
    if (laid.value > 0) {
      const value = document.createElement("sub");
      value.textContent = String(laid.value);
      span.appendChild(value);
    }
    return span;
  }

  function label(text) {
    const span = document.createElement("span");
    span.className = "lbl";
    span.textContent = text;
    return span;
  }

  // The move list scrolls by itself (never the page, which keeps the board in view).
  function keepInView(li) {
    const list = document.getElementById("look-moves");
    if (!li || !list) {
      return;
    }
    const top = li.offsetTop; // the list is the offset parent (positioned)
    if (top < list.scrollTop) {
      list.scrollTop = top;
    } else if (top + li.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = top + li.offsetHeight - list.clientHeight;
    }
  }

  function show(i) {
    if (steps.length === 0) {
      return;
    }
    at = Math.max(0, Math.min(steps.length - 1, i));
    const step = steps[at];
    squares.forEach((square, k) => {
      const laid = step.tiles[k];
      square.replaceChildren(laid ? tile(laid) : label(square.dataset.label || ""));
    });
    players.forEach((player, seat) => {
      const score = player.querySelector(".score");
      if (score) {
        score.textContent = String(step.scores[seat] ?? 0);
      }
      player.classList.toggle("moved", step.mover === seat);
    });
    $("look-now").textContent = step.now;
    $("look-best").textContent = step.best;
    $("look-count").textContent = step.count;
    moves.forEach((li, k) => {
      li.classList.toggle("current", k === at);
      if (k === at) {
        li.setAttribute("aria-current", "step");
      } else {
        li.removeAttribute("aria-current");
      }
    });
    keepInView(moves[at]);
    $("look-first").disabled = at === 0;
    $("look-prev").disabled = at === 0;
    $("look-next").disabled = at === steps.length - 1;
    $("look-last").disabled = at === steps.length - 1;
    document.body.dataset.step = String(at);
  }

  $("look-first").addEventListener("click", () => show(0));
  $("look-prev").addEventListener("click", () => show(at - 1));
  $("look-next").addEventListener("click", () => show(at + 1));
  $("look-last").addEventListener("click", () => show(steps.length - 1));
  document.getElementById("look-moves").addEventListener("click", (event) => {
    const button = event.target.closest("button[data-step]");
    if (button) {
      show(Number(button.dataset.step));
    }
  });
  document.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) {
      return;
    }
    const to = {
      ArrowLeft: at - 1,
      ArrowRight: at + 1,
      Home: 0,
      End: steps.length - 1,
    }[event.key];
    if (to !== undefined) {
      event.preventDefault();
      show(to);
    }
  });

  fetch(meta.content, { credentials: "same-origin" })
    .then((answer) => (answer.ok ? answer.json() : Promise.reject(answer.status)))
    .then((data) => {
      steps = data.steps || [];
      show(steps.length - 1);
      document.body.dataset.ready = "1";
    })
    .catch(() => {
      document.body.dataset.ready = "failed";
    });
})();
