// Solve on this device (server/ddwasm.go): a button in each empty
// double-dummy slot (div.dd-slot, data-deal) of a hand-record or results
// page; a click solves the deal in a Web Worker running the solver built
// for the browser (cmd/ddwasm) and puts its table where the server's
// would be, in the same layout (rows N S E W, columns NT ♠ ♥ ♦ ♣). With
// the slot's data-dealer and data-vul it also shows par (p.par, unless the
// page has the board's par already) and, where the slot says data-leads,
// the opening leads against the first par contract (div.leads), in the
// words and form of the server's hand-record sheet (handrecord/view.go:
// parText, leadSuits). The words come from the script element's data
// attributes, in the page's language. Without WebAssembly or Workers the
// slots stay empty.
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
  const start = ({ deal, dealer, vul }) => {
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
      worker.postMessage({ id, deal, dealer, vul });
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

  // The pieces of par and leads in the page's language (server/ddwasm.go).
  const list = (s, n) => { const l = (s || "").split("|"); return l.length === n ? l : null; };
  const seatOrder = ["N", "E", "S", "W"];
  const sideNames = list(words.sides, 2) || ["NS", "EW"];
  const strainNames = {};
  (list(words.strains, 5) || ["C", "D", "H", "S", "NT"]).forEach((s, i) => { strainNames[["C", "D", "H", "S", "NT"][i]] = s; });
  const seatNames = {};
  (list(words.seatNames, 4) || seatOrder).forEach((s, i) => { seatNames[seatOrder[i]] = s; });
  const seatLetters = {};
  seats.forEach((s, i) => { seatLetters[s] = letters[i] || s; });
  const rankNames = {}; // PBN rank letter: the page's ("T": "10")
  (list(words.ranks, 13) || "AKQJT98765432".split("")).forEach((r, i) => { rankNames["AKQJT98765432"[i]] = r; });
  const fill = (msg, args) => (msg || "").replace(/\{(\w+)\}/g, (m, k) => (k in args ? args[k] : m));
  const result = (d) => (d === 0 ? "=" : (d > 0 ? "+" : "") + String(d));
  const lho = (s) => seatOrder[(seatOrder.indexOf(s) + 1) % 4];
  // parText as handrecord/view.go writes it: "NS 420: 4♠ N =; ...".
  const parText = (par) => {
    const side = par.score < 0 ? sideNames[1] : sideNames[0];
    const cs = (par.contracts || []).map((c) => String(c.level) + strainNames[c.strain] + (c.doubled ? "X" : "") + " " +
      (c.declarers || []).map((d) => seatLetters[d]).join("") + " " + result(c.result));
    return side + " " + String(Math.abs(par.score)) + ": " + (cs.length ? cs : [words.pass || "Pass"]).join("; ");
  };
  // leadSuits as handrecord/view.go groups them: by suit, spades first;
  // in a suit the cards next in rank with the same result ("A K =").
  const leadGroups = (leads) => {
    const target = leads.contract.level + 6;
    const out = [];
    for (const [suit, sym, cls] of [["S", "♠", "s"], ["H", "♥", "h"], ["D", "♦", "d"], ["C", "♣", "c"]]) {
      const groups = [];
      let group = [];
      let last = -1;
      const flush = () => {
        if (group.length) groups.push(group.join(words.rankSep || "") + " " + result(last - target));
        group = [];
      };
      for (const c of leads.cards || []) {
        if (c.card[0] !== suit) continue;
        if (c.declarerTricks !== last) {
          flush();
          last = c.declarerTricks;
        }
        group.push(rankNames[c.card[1]] || c.card[1]);
      }
      flush();
      if (groups.length) out.push([sym, cls, groups]);
    }
    return out;
  };
  const analysis = (slot, answer) => {
    const n = slot.id.replace(/^dd-slot-/, "");
    const out = [];
    if (!answer.par) return out;
    if (!document.getElementById("par-" + n)) {
      const p = el("p", fill(words.par, { par: parText(answer.par) }), "par");
      p.id = "par-" + n;
      out.push(p);
    }
    if (!("leads" in slot.dataset)) return out;
    const div = el("div", undefined, "leads");
    div.id = "leads-" + n;
    const l = answer.leads;
    if (!l) {
      if ((answer.par.contracts || []).length !== 0) return out; // no contract to lead against
      div.appendChild(el("p", words.leadsPassed));
      out.push(div);
      return out;
    }
    const c = l.contract;
    div.appendChild(el("p", fill(words.leads, {
      contract: String(c.level) + strainNames[c.strain] + c.doubling,
      declarer: seatNames[c.declarer], leader: seatNames[lho(c.declarer)],
    })));
    for (const [sym, cls, groups] of leadGroups(l)) {
      const row = div.appendChild(el("div"));
      row.appendChild(el("span", sym, cls));
      row.appendChild(document.createTextNode(" " + groups.join(" · ")));
    }
    out.push(div);
    return out;
  };

  const style = el("style", "@media print { .dd-solve { display: none; } }");
  document.head.appendChild(style);
  for (const slot of slots) {
    const button = el("button", words.solve, "dd-solve");
    button.type = "button";
    button.addEventListener("click", async () => {
      button.disabled = true;
      button.textContent = words.solving;
      const answer = await solve({ deal: slot.dataset.deal, dealer: slot.dataset.dealer, vul: slot.dataset.vul });
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
      slot.replaceChildren(table(slot, answer), ...analysis(slot, answer));
    });
    slot.appendChild(button);
  }
})();
