// bridgelaw: the Director's pages. Vanilla JS, no build: forms are sent
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
          var line = document.getElementById("line");
          var typed = line ? line.value : "";
          var focused = document.activeElement && document.activeElement.id === "line";
          document.getElementById("main").replaceWith(main);
          var l = document.getElementById("line");
          if (l) { l.value = typed; if (focused) { l.focus(); } }
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

  // newKey is a random Idempotency-Key (128 bits, hex).
  function newKey() {
    var b = new Uint8Array(16);
    crypto.getRandomValues(b);
    return Array.prototype.map.call(b, function (x) { return (x < 16 ? "0" : "") + x.toString(16); }).join("");
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
    var body = new URLSearchParams(new FormData(form));
    var buttons = form.querySelectorAll("button");
    buttons.forEach(function (b) { b.disabled = true; });
    // One key per event: a retry of this request stores nothing.
    fetch(form.action, { method: "POST", body: body, headers: { "Accept": "application/json", "Idempotency-Key": newKey() } })
      .then(function (r) {
        return r.json().then(function (j) { return { status: r.status, body: j }; });
      })
      .then(function (res) {
        if (res.status === 201) {
          flash("");
          if (form.id === "record") { document.getElementById("line").value = ""; }
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
      .finally(function () { buttons.forEach(function (b) { b.disabled = false; }); });
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
  }

  document.addEventListener("DOMContentLoaded", function () {
    fillNames();
    live();
  });
})();
