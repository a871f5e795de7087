/* A small fake of Office.js / the Word API for the task pane browser test.
 *
 * Served in place of https://appsforoffice.microsoft.com/lib/1/hosted/office.js.
 * The "document" is one string with a highlight color per character.  Ranges
 * are live: a replacement shifts the ranges after it, as in Word.  Every call
 * the pane makes is recorded in window.__fake.calls.
 *
 * Configure before the page loads with window.__fakeConfig = {text, file, trackingMode, failSearch}.
 */
(function () {
  "use strict";
  var cfg = window.__fakeConfig || {};
  var doc = {
    text: cfg.text || "",
    colors: [],
    trackingMode: cfg.trackingMode || "TrackAll",
    ranges: [],
    createdDocuments: [],
    selected: null
  };
  doc.colors = new Array(doc.text.length).fill(null);
  var calls = [];
  function record(name, detail) { calls.push(Object.assign({ call: name, tracking: doc.trackingMode }, detail || {})); }

  function isWordChar(c) { return c !== undefined && /[\p{L}\p{N}_]/u.test(c); }

  function Range(start, end) {
    this.start = start;
    this.end = end;
    var self = this;
    this.font = {};
    Object.defineProperty(this.font, "highlightColor", {
      set: function (color) {
        record("highlight", { text: doc.text.slice(self.start, self.end), color: color });
        for (var i = self.start; i < self.end; i++) { doc.colors[i] = color; }
      },
      get: function () { return doc.colors[self.start] || null; }
    });
    doc.ranges.push(this);
  }
  Range.prototype.insertText = function (text, location) {
    if (location !== "Replace") { throw new Error("fake supports Replace only"); }
    var old = doc.text.slice(this.start, this.end);
    record("insertText", { old: old, text: text });
    var delta = text.length - (this.end - this.start);
    var color = doc.colors[this.start] || null;
    doc.text = doc.text.slice(0, this.start) + text + doc.text.slice(this.end);
    doc.colors.splice.apply(doc.colors, [this.start, this.end - this.start].concat(new Array(text.length).fill(color)));
    var start = this.start, end = this.end;
    doc.ranges.forEach(function (r) {
      if (r.start >= end) { r.start += delta; r.end += delta; }
    });
    this.end = start + text.length;
    return this;
  };
  Range.prototype.select = function () {
    record("select", { text: doc.text.slice(this.start, this.end), start: this.start });
    doc.selected = [this.start, this.end];
  };
  Range.prototype.load = function () { return this; };

  function search(needle, options) {
    options = options || {};
    record("search", { needle: needle, options: options });
    if (cfg.failSearch) { throw new Error("GeneralException: search failed (fake)"); }
    if (needle.length > 255) { throw new Error("InvalidArgument: search string too long"); }
    needle = needle.replace(/\^\^/g, "^");   // Word: "^^" is a literal caret
    var hay = options.matchCase ? doc.text : doc.text.toLowerCase();
    var n = options.matchCase ? needle : needle.toLowerCase();
    var items = [];
    var at = 0;
    while (n.length && (at = hay.indexOf(n, at)) >= 0) {
      var end = at + n.length;
      var whole = !isWordChar(doc.text[at - 1]) && !isWordChar(doc.text[end]);
      if (!options.matchWholeWord || whole) { items.push(new Range(at, end)); }
      at = end;
    }
    return { items: items, load: function () { return this; } };
  }

  function Context() {
    var body = {
      get text() { return doc.text; },
      load: function () { record("body.load"); return body; },
      search: search
    };
    var document = {
      body: body,
      load: function () { return document; },
      get changeTrackingMode() { return doc.trackingMode; },
      set changeTrackingMode(mode) { record("setTracking", { mode: mode }); doc.trackingMode = mode; }
    };
    this.document = document;
    this.application = {
      createDocument: function (base64) {
        record("createDocument", { bytes: atob(base64).length });
        return { open: function () { record("open"); doc.createdDocuments.push(base64); } };
      }
    };
  }
  Context.prototype.sync = function () { return Promise.resolve(); };

  window.Word = {
    run: function (fn) {
      return Promise.resolve().then(function () { return fn(new Context()); });
    },
    ChangeTrackingMode: { off: "Off", trackAll: "TrackAll", trackMineOnly: "TrackMineOnly" },
    InsertLocation: { replace: "Replace" }
  };

  var fileBytes = cfg.file ? Uint8Array.from(atob(cfg.file), function (c) { return c.charCodeAt(0); }) : new Uint8Array(0);
  window.Office = {
    HostType: { Word: "Word" },
    FileType: { Compressed: "compressed" },
    AsyncResultStatus: { Succeeded: "succeeded", Failed: "failed" },
    onReady: function (cb) {
      var info = { host: "Word", platform: "PC" };
      setTimeout(function () { if (cb) { cb(info); } }, 0);
      return Promise.resolve(info);
    },
    context: {
      requirements: { isSetSupported: function (name, version) { return name === "WordApi" && parseFloat(version) <= 1.4; } },
      document: {
        getFileAsync: function (type, options, cb) {
          record("getFileAsync", { type: type });
          var size = options.sliceSize || 65536;
          var count = Math.max(1, Math.ceil(fileBytes.length / size));
          cb({
            status: "succeeded",
            value: {
              size: fileBytes.length,
              sliceCount: count,
              getSliceAsync: function (i, done) {
                done({ status: "succeeded", value: { index: i, data: Array.from(fileBytes.slice(i * size, (i + 1) * size)) } });
              },
              closeAsync: function (done) { record("closeFile"); if (done) { done({ status: "succeeded" }); } }
            }
          });
        }
      }
    }
  };

  window.__fake = {
    calls: calls,
    doc: doc,
    /** Maximal highlighted runs as [text, color]. */
    highlights: function () {
      var out = [];
      var i = 0;
      while (i < doc.text.length) {
        var c = doc.colors[i];
        if (!c) { i++; continue; }
        var j = i;
        while (j < doc.text.length && doc.colors[j] === c) { j++; }
        out.push([doc.text.slice(i, j), c]);
        i = j;
      }
      return out;
    }
  };
})();
