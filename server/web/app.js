// bridgelaw: the Director's and the players' pages. Vanilla JS, no build: forms are sent
// without leaving the page, the page follows the table live (SSE), and the
// name of whoever records is remembered. Without JS the forms still work.
"use strict";
(function () {
  var NAME_KEY = "bridgelaw.by";

  function fillNames() {
    var name = localStorage.getItem(NAME_KEY) || "";
    document.querySelectorAll("input.by-copy").forEach(function (i) { i.value = name; });
    var by = document.getElementById("by");
    if (by && !by.value) { by.value = name; }
  }

  function flash(msg) {
    var f = document.getElementById("flash");
    if (!f) { return; }
    f.textContent = msg || "";
    f.hidden = !msg;
  }

  // refresh reads the page again and replaces <main>, keeping what is
  // being typed in the record form.
  var refreshing = null;
  var again = false;
  function refresh() {
    if (refreshing) {
      // A page read before the latest change may be on its way: read
      // once more when it is in.
      again = true;
      return refreshing;
    }
    document.body.dataset.busy = "1";
    refreshing = fetch(location.href, { headers: { "Accept": "text/html" } })
      .then(function (r) { return r.text(); })
      .then(function (html) {
        var doc = new DOMParser().parseFromString(html, "text/html");
        var main = doc.getElementById("main");
        if (main) {
          // What is being typed, and which boxes are open, survive.
          var kept = {};
          ["line", "claim-statement", "claim-tricks", "explain-text"].forEach(function (id) {
            var el = document.getElementById(id);
            if (el) { kept[id] = el.value; }
          });
          var focusedId = document.activeElement ? document.activeElement.id : "";
          var open = {};
          document.querySelectorAll("details[id]").forEach(function (d) { open[d.id] = d.open; });
          document.getElementById("main").replaceWith(main);
          Object.keys(kept).forEach(function (id) {
            var el = document.getElementById(id);
            if (el && kept[id] !== "" && !(id === "claim-tricks" && kept[id] === "0")) { el.value = kept[id]; }
          });
          Object.keys(open).forEach(function (id) {
            var d = document.getElementById(id);
            if (d && id !== "bidding") { d.open = open[id]; }
          });
          if (focusedId && document.getElementById(focusedId)) { document.getElementById(focusedId).focus(); }
          fillNames();
        }
      })
      .finally(function () {
        refreshing = null;
        if (again) {
          again = false;
          refresh();
        } else {
          delete document.body.dataset.busy; // the page is up to date (tests wait for it)
        }
      });
    return refreshing;
  }

  // An append's Idempotency-Key: a random id per intended append, the
  // same when the same form is sent again after it failed on the way (no
  // answer), so the server records it at most once.
  var lastSent = { body: "", key: "" };
  function newKey() {
    if (window.crypto && crypto.randomUUID) { return crypto.randomUUID(); }
    var a = new Uint8Array(16);
    crypto.getRandomValues(a);
    return Array.prototype.map.call(a, function (b) { return ("0" + b.toString(16)).slice(-2); }).join("");
  }
  function keyFor(body) {
    if (lastSent.body !== body || !lastSent.key) { lastSent = { body: body, key: newKey() }; }
    return lastSent.key;
  }

  // After a tap recorded, the seat acting is again the seat in turn: the
  // page drops its "act" from the address.
  function dropAct() {
    var u = new URL(location.href);
    if (u.searchParams.has("act")) {
      u.searchParams.delete("act");
      history.replaceState(null, "", u.pathname + "?" + u.searchParams.toString());
    }
  }

  function currentSeq() {
    var m = document.getElementById("main");
    return m ? parseInt(m.getAttribute("data-seq") || "0", 10) : 0;
  }

  document.addEventListener("submit", function (ev) {
    var form = ev.target;
    if (form.id === "record") {
      var by = document.getElementById("by");
      if (by) { localStorage.setItem(NAME_KEY, by.value.trim()); }
    }
    if (!form.classList.contains("ev")) {
      fillNames();
      return; // the list's forms are sent as they are
    }
    ev.preventDefault();
    fillNames();
    var data;
    try { data = new FormData(form, ev.submitter || null); } catch (e) {
      data = new FormData(form);
      if (ev.submitter && ev.submitter.name) { data.append(ev.submitter.name, ev.submitter.value); }
    }
    var body = new URLSearchParams(data);
    var text = form.action + "\n" + body.toString();
    var key = keyFor(text);
    var buttons = form.querySelectorAll("button");
    buttons.forEach(function (b) { b.disabled = true; });
    document.body.dataset.sending = "1";
    fetch(form.action, { method: "POST", body: body, headers: { "Accept": "application/json", "Idempotency-Key": key } })
      .then(function (r) {
        lastSent = { body: "", key: "" }; // answered: the next send is a new append
        return r.json().then(function (j) { return { status: r.status, body: j }; });
      })
      .then(function (res) {
        if (res.status === 201 || res.status === 200) {
          flash("");
          if (form.id === "record") { document.getElementById("line").value = ""; }
          if (form.id === "claim") { document.getElementById("claim-statement").value = ""; }
          if (form.id === "explain") { document.getElementById("explain-text").value = ""; }
          if (form.classList.contains("act-form")) { dropAct(); }
          return refresh();
        }
        var msg = (res.body && res.body.error) || ("error " + res.status);
        if (res.status === 409) {
          msg = msg + " (#" + res.body.seq + ")";
          return refresh().then(function () { flash(msg); });
        }
        flash(msg);
      })
      .catch(function (e) { flash(String(e)); })
      .finally(function () {
        buttons.forEach(function (b) { b.disabled = false; });
        delete document.body.dataset.sending;
      });
  });

  function live() {
    var body = document.body;
    var page = body.getAttribute("data-page");
    var url = null;
    if (page === "table") {
      url = "/api/tables/" + body.getAttribute("data-table") + "/stream";
    } else if (page === "list") {
      url = "/api/stream";
    }
    if (!url || !window.EventSource) { return; }
    var state = document.getElementById("live");
    var es = new EventSource(url);
    var first = true;
    es.addEventListener("change", function (m) {
      if (state) { state.textContent = "● " + (state.getAttribute("data-live") || "live"); }
      var d = {};
      try { d = JSON.parse(m.data); } catch (e) { return; }
      if (page === "table") {
        if (d.seq !== currentSeq()) { refresh(); }
      } else if (!first) {
        refresh();
      }
      first = false;
    });
    es.onerror = function () { if (state) { state.textContent = "○"; } };
    // A page left closes its stream: a browser holds few connections to
    // one server, and a page kept for "back" would hold one.
    window.addEventListener("pagehide", function () { es.close(); });
  }

  // The revoke calculator: each trick's winner is a cell tapped until it
  // shows the seat (the select underneath is what the form sends; without
  // JavaScript the select itself is used).
  function cells() {
    document.querySelectorAll("#cells select").forEach(function (sel) {
      var b = document.createElement("button");
      b.type = "button";
      b.className = "cellbtn";
      b.id = sel.id + "-tap";
      var show = function () {
        b.textContent = sel.options[sel.selectedIndex].text;
        b.setAttribute("aria-label", sel.getAttribute("aria-label") + ": " + b.textContent);
        b.dataset.seat = sel.value;
      };
      b.addEventListener("click", function () {
        sel.selectedIndex = (sel.selectedIndex % (sel.options.length - 1)) + 1;
        show();
      });
      show();
      sel.hidden = true;
      sel.parentNode.appendChild(b);
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    fillNames();
    live();
    cells();
  });
})();
