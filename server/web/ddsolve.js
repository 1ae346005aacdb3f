// Solve on this device (server/ddwasm.go): a button in each empty
// double-dummy slot (div.dd-slot, data-deal) of a hand-record or results
// page; a click solves the deal in a Web Worker running the solver built
// for the browser (cmd/ddwasm) and puts its table where the server's
// would be, in the same layout (rows N S E W, columns NT ♠ ♥ ♦ ♣). The
// words come from the script element's data attributes, in the page's
// language. Without WebAssembly or Workers the slots stay empty.
(() => {
  "use strict";
  const me = document.currentScript;
  const slots = document.querySelectorAll(".dd-slot[data-deal]");
  if (!me || slots.length === 0 || typeof WebAssembly !== "object" || typeof Worker !== "function") {
    return;
  }
  const words = me.dataset;
  const seats = ["N", "S", "E", "W"];
  const letters = (words.seats || "N S E W").split(" ");
  const strains = [["NT", words.nt || "NT", ""], ["S", "♠", "s"], ["H", "♥", "h"], ["D", "♦", "d"], ["C", "♣", "c"]];

  let worker = null;
  let next = 0;
  const waiting = new Map();
  const solve = (deal) => {
    try {
      return start(deal);
    } catch (err) { // a Worker refused (a policy, a private mode)
      return Promise.resolve({ error: String((err && err.message) || err) });
    }
  };
  const start = (deal) => {
    if (!worker) {
      const wk = new Worker(words.worker);
      // stop ends this worker and answers what waits on it with error.
      const stop = (error) => {
        wk.terminate(); // a click again starts afresh (dd.wasm rebuilt, a network fault)
        if (worker === wk) worker = null;
        for (const w of waiting.values()) w({ error });
        waiting.clear();
      };
      wk.onmessage = (e) => {
        const w = waiting.get(e.data.id);
        waiting.delete(e.data.id);
        if (w) w(e.data);
        if (e.data.error && waiting.size === 0) stop(e.data.error);
      };
      wk.onerror = (e) => stop(e.message || "worker");
      worker = wk;
      worker.stop = stop;
    }
    const limit = Number(words.limit) || 120000; // ms for one deal
    return new Promise((resolve) => {
      const id = ++next;
      waiting.set(id, resolve);
      worker.postMessage({ id, deal });
      // A deal past the time budget stops the worker (the solver in the
      // browser has no budget of its own): this one and those queued
      // behind it are not solved; the next click starts a new worker.
      const mine = worker;
      setTimeout(() => {
        if (waiting.has(id)) mine.stop("> " + limit / 1000 + " s");
      }, limit);
    });
  };

  const el = (tag, text, cls) => {
    const e = document.createElement(tag);
    if (text !== undefined) e.textContent = text;
    if (cls) e.className = cls;
    return e;
  };
  const table = (slot, answer) => {
    const t = el("table", undefined, "dd");
    t.id = "dd-" + slot.id.replace(/^dd-slot-/, "");
    t.dataset.ms = Math.round(answer.ms);
    t.appendChild(el("caption", words.caption));
    const head = el("tr");
    head.appendChild(el("th"));
    for (const [, name, cls] of strains) {
      const th = el("th");
      th.appendChild(el("span", name, cls));
      head.appendChild(th);
    }
    t.appendChild(el("thead")).appendChild(head);
    const body = t.appendChild(el("tbody"));
    seats.forEach((seat, i) => {
      const tr = body.appendChild(el("tr"));
      tr.appendChild(el("th", letters[i] || seat));
      for (const [key] of strains) {
        const n = answer.tricks && answer.tricks[seat] ? answer.tricks[seat][key] : undefined;
        tr.appendChild(el("td", typeof n === "number" ? String(n) : "?"));
      }
    });
    return t;
  };

  const style = el("style", "@media print { .dd-solve { display: none; } }");
  document.head.appendChild(style);
  for (const slot of slots) {
    const button = el("button", words.solve, "dd-solve");
    button.type = "button";
    button.addEventListener("click", async () => {
      button.disabled = true;
      button.textContent = words.solving;
      const answer = await solve(slot.dataset.deal);
      if (answer.error) {
        const p = el("p", words.failed, "dd-error"); // the cause on a line of its own,
        p.setAttribute("role", "alert"); // no punctuation to translate
        p.appendChild(el("br"));
        p.appendChild(el("small", answer.error));
        slot.replaceChildren(p, button);
        button.disabled = false;
        button.textContent = words.solve;
        return;
      }
      slot.replaceChildren(table(slot, answer));
    });
    slot.appendChild(button);
  }
})();
