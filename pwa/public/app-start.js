/* global document, window */
// Starts the app's code once the first view is in: after the first paint that follows the page's
// load event (its images, fonts and styles), at the latest START_AFTER_MS after this file ran, and at
// once when the visitor first taps, clicks or types. On a slow connection the app's
// JavaScript then does not compete with the page's largest image and its fonts; the server-rendered
// page is readable meanwhile, and form-guard.js holds its forms until the app is live. The build
// (pwa/build/deferred-start.ts) moved the entry script and its module preloads here, into data-entry
// and data-preload.
(function () {
  var START_AFTER_MS = 4000;
  var self = document.currentScript;
  var entry = self && self.dataset.entry;
  if (!entry) return;
  var preloads = (self.dataset.preload || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // The frame after load paints the LCP image; the code is asked for once that frame is out.
  function afterNextPaint() {
    window.requestAnimationFrame(function () {
      window.setTimeout(start, 0);
    });
  }
  // A visitor who taps, clicks or types before then gets the app at once: the first tap must not wait.
  ['pointerdown', 'touchstart', 'keydown'].forEach(function (type) {
    window.addEventListener(type, start, { once: true, passive: true, capture: true });
  });
  if (document.readyState === 'complete') afterNextPaint();
  else {
    window.addEventListener('load', afterNextPaint, { once: true });
    window.setTimeout(start, START_AFTER_MS);
  }
})();
