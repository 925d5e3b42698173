// rulen workspace: the queue and a package page refresh themselves from the JSON API.
// No external sources: served from /static under a CSP of script-src 'self'.
(function () {
  "use strict";
  function text(tag, value, cls) {
    var el = document.createElement(tag);
    el.textContent = value === null || value === undefined ? "—" : String(value);
    if (cls) { el.className = cls; }
    return el;
  }
  function pollQueue(body) {
    var params = new URLSearchParams(window.location.search);
    var url = "/api/packages?" + params.toString();
    fetch(url, {credentials: "same-origin", headers: {"Accept": "application/json"}})
      .then(function (r) { if (!r.ok) { throw new Error(r.status); } return r.json(); })
      .then(function (rows) {
        body.replaceChildren();
        if (rows.length === 0) {
          var tr = document.createElement("tr");
          var td = text("td", "No packages here yet: upload one above.");
          td.colSpan = 10; tr.appendChild(td); body.appendChild(tr);
        }
        rows.forEach(function (r) {
          var tr = document.createElement("tr");
          tr.appendChild(text("td", r.id));
          var name = document.createElement("td");
          var a = document.createElement("a");
          a.href = "/packages/" + encodeURIComponent(r.id); a.textContent = r.name;
          name.appendChild(a);
          if (r.round > 1) { name.appendChild(document.createTextNode(" ")); name.appendChild(text("span", "round " + r.round, "muted")); }
          tr.appendChild(name);
          var status = r.status + (r.status === "failed" && r.error ? ": " + r.error : "");
          tr.appendChild(text("td", status, r.status));
          tr.appendChild(text("td", r.paragraph));
          ["needs_review", "unmet", "missing", "deficiencies", "file_errors"].forEach(function (k) {
            tr.appendChild(text("td", r.status === "checked" ? r[k] : "", "num"));
          });
          tr.appendChild(text("td", (r.created || "").slice(0, 16).replace("T", " ")));
          body.appendChild(tr);
        });
        var stamp = document.getElementById("refreshed");
        if (stamp) { stamp.textContent = "updated " + new Date().toLocaleTimeString(); }
        return fetch("/api/counts", {credentials: "same-origin"}).then(function (r) { return r.json(); });
      })
      .then(function (counts) {
        if (!counts) { return; }
        document.querySelectorAll("[data-count]").forEach(function (el) {
          var n = counts[el.getAttribute("data-count")];
          if (n !== undefined) { el.textContent = String(n); }
        });
      })
      .catch(function () {
        var stamp = document.getElementById("refreshed");
        if (stamp) { stamp.textContent = "could not refresh (logged out?)"; }
      });
  }
  function pollPackage(el) {
    var id = el.getAttribute("data-package");
    var shown = el.getAttribute("data-status");
    fetch("/api/packages/" + encodeURIComponent(id), {credentials: "same-origin"})
      .then(function (r) { return r.json(); })
      .then(function (r) {
        if (r.status !== shown) { window.location.reload(); return; }
        var p = document.getElementById("progress");
        if (p && r.status === "checking" && r.started) {
          var secs = Math.round((Date.now() - Date.parse(r.started)) / 1000);
          p.textContent = "Checking: " + r.pages_done + " of " + r.pages_total + " pages read (" + r.files +
            " file(s), attempt " + r.attempts + ", " + secs + " s so far); this page updates by itself.";
        }
      });
  }
  document.addEventListener("DOMContentLoaded", function () {
    var body = document.getElementById("queue-body");
    if (body) { window.setInterval(function () { pollQueue(body); }, 3000); }
    var pkg = document.querySelector("[data-package]");
    if (pkg && ["queued", "checking"].indexOf(pkg.getAttribute("data-status")) >= 0) {
      window.setInterval(function () { pollPackage(pkg); }, 2000);
    }
  });
})();
