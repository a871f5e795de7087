/* Veil task pane: analyse the open document, highlight what a k-confusable
 * redaction removes, and redact in place or into a verified copy.
 *
 * One /api/analyze answer carries every k level, so the slider only changes
 * highlights in Word: it never calls the server.  Document text lives only in
 * memory (never in localStorage, sessionStorage, cookies or IndexedDB).
 */
(function () {
  "use strict";

  var CII_COLOR = "Yellow";
  var PII_COLOR = "Turquoise";
  var SEARCH_MAX = 255;           // Word's body.search limit on the search string
  var SLICE_SIZE = 4 * 1024 * 1024;

  var state = {
    models: [],
    analysis: null,
    k: 3,
    kept: new Set(),              // normalized strings the user keeps
    highlighted: new Map(),       // string -> color currently applied in Word
    original: new Map(),          // string -> the document's own highlight of each occurrence
    nextIndex: new Map(),         // string -> index of the next occurrence to select
    busy: false
  };

  var $ = function (id) { return document.getElementById(id); };

  function norm(s) { return s.replace(/\s+/g, " ").trim().toLowerCase(); }

  // ------------------------------------------------------------------ UI helpers

  function setBusy(message, value, max) {
    state.busy = !!message;
    $("progress-wrap").hidden = !message;
    var bar = $("progress");
    if (message && typeof value === "number") { bar.max = max || 1; bar.value = value; }
    else { bar.removeAttribute("value"); }
    if (message) { $("status").textContent = message; }
    ["analyze", "redact-highlighted", "redacted-copy", "model", "client"].forEach(function (id) {
      $(id).disabled = !!message || (id === "client" && !state.analysis);
    });
    document.body.setAttribute("aria-busy", message ? "true" : "false");
  }

  function showError(message) {
    var box = $("error");
    box.textContent = message;
    box.hidden = false;
  }

  function clearError() { $("error").hidden = true; $("error").textContent = ""; }

  function done(message) { setBusy(null); $("status").textContent = message || ""; }

  async function problemMessage(response) {
    var detail = response.status + " " + response.statusText;
    try {
      var body = await response.json();
      detail = body.detail || body.title || detail;
      if (body.leaking_parts && body.leaking_parts.length) {
        detail += " (parts: " + body.leaking_parts.join(", ") + ")";
      }
    } catch (e) { /* not JSON */ }
    return detail;
  }

  async function api(path, options) {
    var response;
    try {
      response = await fetch(path, options);
    } catch (e) {
      throw new Error("Cannot reach the Veil server. Is `veil serve` running?");
    }
    if (!response.ok) { throw new Error(await problemMessage(response)); }
    return response;
  }

  // ------------------------------------------------------------------ analysis model

  function placeholderFor(text, type) {
    var map = (state.analysis && state.analysis.placeholders) || {};
    if (map[text]) { return map[text]; }
    return type === "CLIENT" ? "[CLIENT]" : type === "CII" ? "[REDACTED]" : "[" + type + "]";
  }

  function levelTerms(k) {
    var levels = state.analysis.levels || [];
    var chosen = null;
    levels.forEach(function (level) { if (level.k <= k) { chosen = level; } });
    return new Set(chosen ? chosen.terms : []);
  }

  function ciiItems() {
    return (state.analysis.terms || []).map(function (t) {
      return { text: t.term, type: "CII", kMin: t.k_min, count: t.occurrences.length, score: t.score };
    }).sort(function (a, b) { return a.kMin - b.kMin || b.score - a.score; });
  }

  function piiGroups() {
    var groups = new Map();
    (state.analysis.pii || []).forEach(function (span) {
      if (!groups.has(span.type)) { groups.set(span.type, new Map()); }
      var g = groups.get(span.type);
      var key = norm(span.text);
      if (!g.has(key)) { g.set(key, { text: span.text, type: span.type, count: 0 }); }
      g.get(key).count += 1;
    });
    return groups;
  }

  /** The strings highlighted (and redacted) at slider level k, with their type. */
  function activeTargets(k) {
    var out = new Map();
    var terms = levelTerms(k);
    ciiItems().forEach(function (item) {
      if (terms.has(item.text) && !state.kept.has(norm(item.text))) { out.set(item.text, "CII"); }
    });
    piiGroups().forEach(function (group) {
      group.forEach(function (item) {
        if (!state.kept.has(norm(item.text)) && !out.has(item.text)) { out.set(item.text, item.type); }
      });
    });
    return out;
  }

  // ------------------------------------------------------------------ Word operations

  function searchOptions(text) {
    // whole-word matching only makes sense for strings that start and end with a word character
    return { matchCase: false, matchWholeWord: /^\w(.*\w)?$/.test(text) };
  }

  function searchable(text) { return text.length > 0 && text.length <= SEARCH_MAX; }

  /** Word's search treats "^" as the start of a special character ("^p"...): "^^" is a literal caret. */
  function searchText(text) { return text.replace(/\^/g, "^^"); }

  async function readDocumentText() {
    return Word.run(async function (context) {
      var body = context.document.body;
      body.load("text");
      await context.sync();
      return body.text;
    });
  }

  /** Make the highlights in Word match `desired` (string -> color): only the difference is touched. */
  async function applyHighlights(desired) {
    var changes = [];
    state.highlighted.forEach(function (color, text) {
      if (desired.get(text) !== color) { changes.push([text, null]); }
    });
    desired.forEach(function (color, text) {
      if (state.highlighted.get(text) !== color) { changes.push([text, color]); }
    });
    changes = changes.filter(function (c) { return searchable(c[0]); });
    if (!changes.length) { return; }
    await Word.run(async function (context) {
      var body = context.document.body;
      var found = changes.map(function (c) {
        var results = body.search(searchText(c[0]), searchOptions(c[0]));
        results.load("items/font/highlightColor");
        return results;
      });
      await context.sync();
      changes.forEach(function (c, i) {
        var items = found[i].items;
        var text = c[0];
        if (c[1] !== null && !state.original.has(text)) {
          // remember the document's own highlight of each occurrence (ours do not count)
          state.original.set(text, items.map(function (range) {
            var color = range.font.highlightColor;
            return (color === CII_COLOR || color === PII_COLOR) ? null : (color || null);
          }));
        }
        var original = c[1] === null ? state.original.get(text) : null;
        items.forEach(function (range, j) {
          range.font.highlightColor = c[1] !== null ? c[1]
            : (original && original.length === items.length ? original[j] : null);
        });
        if (c[1] === null) { state.original.delete(text); }
      });
      await context.sync();
    });
    changes.forEach(function (c) {
      if (c[1] === null) { state.highlighted.delete(c[0]); } else { state.highlighted.set(c[0], c[1]); }
    });
  }

  function desiredHighlights() {
    var desired = new Map();
    activeTargets(state.k).forEach(function (type, text) {
      desired.set(text, type === "CII" ? CII_COLOR : PII_COLOR);
    });
    return desired;
  }

  /** Run Word operations one at a time, in order (slider moves can arrive faster than Word syncs). */
  var wordQueue = Promise.resolve();
  function enqueue(fn) {
    var run = wordQueue.then(fn);
    wordQueue = run.catch(function () {});
    return run;
  }

  function refreshHighlights() {
    // the desired set is computed when the update runs, so the last slider position wins
    return enqueue(function () { return applyHighlights(desiredHighlights()); }).catch(function (e) {
      showError("Could not update highlights: " + e.message);
    });
  }

  async function selectNext(text) {
    await Word.run(async function (context) {
      var results = context.document.body.search(searchText(text), searchOptions(text));
      results.load("items");
      await context.sync();
      if (!results.items.length) { throw new Error("No occurrence left in the document."); }
      var i = (state.nextIndex.get(text) || 0) % results.items.length;
      results.items[i].select();
      state.nextIndex.set(text, i + 1);
      await context.sync();
    });
  }

  /** Replace every occurrence of each [text, type] with its placeholder, change tracking off. */
  async function redactInDocument(targets) {
    targets = targets.filter(function (t) { return searchable(t[0]); })
      .sort(function (a, b) { return b[0].length - a[0].length; });
    var replaced = 0;
    var trackingNote = "";
    await Word.run(async function (context) {
      var doc = context.document;
      var canTrack = Office.context.requirements.isSetSupported("WordApi", "1.4");
      var previous = null;
      if (canTrack) {
        doc.load("changeTrackingMode");
        await context.sync();
        previous = doc.changeTrackingMode;
        if (previous !== Word.ChangeTrackingMode.off) {
          doc.changeTrackingMode = Word.ChangeTrackingMode.off;
          await context.sync();
          trackingNote = " Change tracking was switched off for the redaction and then restored.";
        }
      }
      for (var t = 0; t < targets.length; t++) {
        var text = targets[t][0];
        var results = doc.body.search(searchText(text), searchOptions(text));
        results.load("items");
        await context.sync();
        var placeholder = placeholderFor(text, targets[t][1]);
        results.items.forEach(function (range) {
          var inserted = range.insertText(placeholder, "Replace");
          inserted.font.highlightColor = null;
          replaced += 1;
        });
        await context.sync();
        state.highlighted.delete(text);
        state.original.delete(text);
      }
      if (canTrack && previous && previous !== Word.ChangeTrackingMode.off) {
        doc.changeTrackingMode = previous;
        await context.sync();
      }
    });
    return { replaced: replaced, note: trackingNote };
  }

  function getCompressedFile() {
    return new Promise(function (resolve, reject) {
      Office.context.document.getFileAsync(Office.FileType.Compressed, { sliceSize: SLICE_SIZE }, function (result) {
        if (result.status !== Office.AsyncResultStatus.Succeeded) {
          reject(new Error("Word could not export the document: " + (result.error && result.error.message)));
          return;
        }
        var file = result.value;
        var slices = [];
        var count = file.sliceCount;
        var next = function (i) {
          if (i >= count) {
            file.closeAsync(function () {});
            resolve(new Blob(slices, { type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" }));
            return;
          }
          setBusy("Reading the document (" + (i + 1) + "/" + count + ")…", i, count);
          file.getSliceAsync(i, function (sliceResult) {
            if (sliceResult.status !== Office.AsyncResultStatus.Succeeded) {
              file.closeAsync(function () {});
              reject(new Error("Word could not export the document: " + (sliceResult.error && sliceResult.error.message)));
              return;
            }
            slices.push(new Uint8Array(sliceResult.value.data));
            next(i + 1);
          });
        };
        next(0);
      });
    });
  }

  function toBase64(buffer) {
    var bytes = new Uint8Array(buffer);
    var chunks = [];
    for (var i = 0; i < bytes.length; i += 0x8000) {
      chunks.push(String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000)));
    }
    return btoa(chunks.join(""));
  }

  // ------------------------------------------------------------------ rendering

  function itemNode(item, active, meta) {
    var node = $("item-template").content.firstElementChild.cloneNode(true);
    var kept = state.kept.has(norm(item.text));
    node.classList.toggle("active", active);
    node.classList.toggle("kept", kept);
    node.querySelector(".mark").classList.add(item.type === "CII" ? "cii" : "pii");
    node.querySelector(".term").textContent = item.text;
    node.querySelector(".meta").textContent = meta;
    var next = node.querySelector(".next");
    var keep = node.querySelector(".keep");
    var redact = node.querySelector(".redact");
    next.setAttribute("aria-label", "Go to next occurrence of " + item.text);
    keep.setAttribute("aria-label", (kept ? "Stop keeping " : "Keep ") + item.text);
    keep.setAttribute("aria-pressed", kept ? "true" : "false");
    keep.textContent = kept ? "Kept" : "Keep";
    redact.setAttribute("aria-label", "Redact every occurrence of " + item.text);
    next.addEventListener("click", function () { onNext(item); });
    keep.addEventListener("click", function () { onKeep(item); });
    redact.addEventListener("click", function () { onRedactItem(item); });
    return node;
  }

  function render() {
    var a = state.analysis;
    $("results").hidden = !a;
    if (!a) { return; }
    var slider = $("k");
    var kMax = (a.levels && a.levels.length) ? a.levels[a.levels.length - 1].k : 1;
    slider.max = String(kMax);
    if (state.k > kMax) { state.k = kMax; }
    slider.value = String(state.k);
    $("k-value").textContent = String(state.k);

    var terms = levelTerms(state.k);
    var level = (a.levels || []).filter(function (l) { return l.k === state.k; })[0];
    var active = activeTargets(state.k);
    var nCii = 0;
    active.forEach(function (type) { if (type === "CII") { nCii += 1; } });
    slider.setAttribute("aria-valuetext", "k " + state.k + ", " + nCii + " terms highlighted");
    $("k-summary").textContent = nCii + " of " + (a.terms || []).length + " terms highlighted" +
      (level ? (level.confusable ? "; client hidden among " + state.k : "; k not reached with these terms") +
        (level.utility_kept === false ? "; utility class no longer recognisable" : "") : "");

    $("notes").textContent = (a.notes || []).join(" ");

    var list = $("cii-list");
    list.textContent = "";
    var items = ciiItems();
    if (!items.length) {
      var empty = document.createElement("li");
      empty.className = "empty";
      empty.textContent = "No client-identifying terms.";
      list.appendChild(empty);
    }
    items.forEach(function (item) {
      list.appendChild(itemNode(item, terms.has(item.text) && !state.kept.has(norm(item.text)),
        "k\u2265" + item.kMin + " \u00b7 " + item.count + "\u00d7"));
    });

    var groups = $("pii-groups");
    groups.textContent = "";
    var pii = piiGroups();
    if (!pii.size) {
      var none = document.createElement("p");
      none.className = "empty";
      none.textContent = "No personal information found.";
      groups.appendChild(none);
    }
    Array.from(pii.keys()).sort().forEach(function (type) {
      var details = document.createElement("details");
      details.open = true;
      details.className = "group";
      var summary = document.createElement("summary");
      summary.textContent = type + " (" + pii.get(type).size + ")";
      details.appendChild(summary);
      var ul = document.createElement("ul");
      ul.className = "items";
      pii.get(type).forEach(function (item) {
        ul.appendChild(itemNode(item, !state.kept.has(norm(item.text)), item.count + "\u00d7"));
      });
      details.appendChild(ul);
      groups.appendChild(details);
    });
  }

  function renderClients() {
    var select = $("client");
    var a = state.analysis;
    select.textContent = "";
    var predicted = document.createElement("option");
    predicted.value = "";
    predicted.textContent = "Predicted";
    select.appendChild(predicted);
    if (!a) { return; }
    a.client.ranking.forEach(function (r) {
      var option = document.createElement("option");
      option.value = r.label;
      option.textContent = r.label + " (" + Math.round(r.score * 100) / 100 + ")";
      select.appendChild(option);
    });
    select.value = a.client.source === "given" ? a.client.label : "";
    $("client-note").textContent = (a.client.source === "given" ? "Chosen: " : "Predicted: ") + a.client.label;
  }

  // ------------------------------------------------------------------ actions

  async function loadModels() {
    var response = await api("/api/models");
    state.models = await response.json();
    var select = $("model");
    select.textContent = "";
    state.models.forEach(function (m) {
      var option = document.createElement("option");
      option.value = m.name;
      option.textContent = m.name + " (" + m.clients + " clients)";
      select.appendChild(option);
    });
    var health = await (await api("/api/health")).json();
    if (!state.models.length) { throw new Error("The server has no client model."); }
    return health;
  }

  async function analyze() {
    clearError();
    setBusy("Reading the document…");
    try {
      var text = await readDocumentText();
      setBusy("Analysing " + text.split(/\s+/).filter(Boolean).length + " words…");
      var body = { text: text, k_max: 5 };
      if ($("model").value) { body.model = $("model").value; }
      if ($("client").value && state.analysis && state.analysis.model === body.model) {
        body.client = $("client").value;
      }
      var response = await api("/api/analyze", {
        method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body)
      });
      text = null;
      var previous = state.analysis;
      state.analysis = await response.json();
      if (!previous) { state.k = Math.min(3, state.analysis.levels.length || 1); }
      state.nextIndex.clear();
      renderClients();
      render();
      await refreshHighlights();
      done("Analysed with model " + state.analysis.model + ".");
    } catch (e) {
      done();
      showError(e.message);
    } finally {
      setBusy(null);
    }
  }

  async function onSlider() {
    state.k = parseInt($("k").value, 10);
    render();
    await refreshHighlights();
  }

  async function onNext(item) {
    clearError();
    try { await enqueue(function () { return selectNext(item.text); }); } catch (e) { showError(e.message); }
  }

  async function onKeep(item) {
    var key = norm(item.text);
    if (state.kept.has(key)) { state.kept.delete(key); } else { state.kept.add(key); }
    render();
    await refreshHighlights();
  }

  async function onRedactItem(item) {
    clearError();
    setBusy("Redacting…");
    try {
      var result = await enqueue(function () { return redactInDocument([[item.text, item.type]]); });
      done("Replaced " + result.replaced + " occurrence(s) with " + placeholderFor(item.text, item.type) + "." + result.note);
    } catch (e) {
      done();
      showError("Redaction failed: " + e.message);
    }
  }

  async function onRedactHighlighted() {
    clearError();
    var targets = [];
    activeTargets(state.k).forEach(function (type, text) { targets.push([text, type]); });
    if (!targets.length) { done("Nothing is highlighted."); return; }
    setBusy("Redacting " + targets.length + " highlighted item(s)…");
    try {
      var result = await enqueue(function () { return redactInDocument(targets); });
      done("Replaced " + result.replaced + " occurrence(s)." + result.note + " Run Analyze again to check the result.");
    } catch (e) {
      done();
      showError("Redaction failed: " + e.message);
    }
  }

  async function onRedactedCopy() {
    clearError();
    setBusy("Reading the document…");
    try {
      var blob = await getCompressedFile();
      var options = { k: state.k, exclude: [], terms: [] };
      if (state.analysis) {
        // what is highlighted now is redacted in the copy too, whatever the analysis of the
        // whole package (headers, notes, properties...) selects on top of it
        activeTargets(state.k).forEach(function (type, text) {
          if (type === "CII" && text.length <= 1000) { options.terms.push(text); }
        });
        options.model = state.analysis.model;
        if (state.analysis.client.source === "given") { options.client = state.analysis.client.label; }
        (state.analysis.terms || []).concat(state.analysis.pii || []).forEach(function (t) {
          var s = t.term || t.text;
          if (state.kept.has(norm(s)) && options.exclude.indexOf(s) < 0) { options.exclude.push(s); }
        });
      }
      var form = new FormData();
      form.append("file", blob, "document.docx");
      form.append("options", JSON.stringify(options));
      setBusy("Redacting and verifying every part of the copy…");
      var response = await api("/api/redact/docx", { method: "POST", body: form });
      var replacements = response.headers.get("X-Veil-Replacements");
      var data = await response.arrayBuffer();
      setBusy("Opening the redacted copy…");
      await Word.run(async function (context) {
        context.application.createDocument(toBase64(data)).open();
        await context.sync();
      });
      done("Opened the verified redacted copy" + (replacements ? " (" + replacements + " replacements)" : "") +
        ". This document is unchanged.");
    } catch (e) {
      done();
      showError("Redacted copy failed: " + e.message);
    }
  }

  function bind() {
    $("analyze").addEventListener("click", analyze);
    $("k").addEventListener("input", onSlider);
    $("redact-highlighted").addEventListener("click", onRedactHighlighted);
    $("redacted-copy").addEventListener("click", onRedactedCopy);
    $("client").addEventListener("change", analyze);
    $("model").addEventListener("change", function () {
      state.analysis = null;
      $("client").value = "";
      analyze();
    });
  }

  async function start() {
    bind();
    setBusy("Connecting to the Veil server…");
    try {
      await loadModels();
    } catch (e) {
      done();
      showError(e.message);
      return;
    }
    await analyze();
  }

  Office.onReady(function (info) {
    if (info.host !== Office.HostType.Word) {
      showError("Veil works in Word only.");
      return;
    }
    start();
  });
})();
