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
  // One preload per task, then the entry: a preload whose file is already at hand is compiled in
  // the call that adds it, and all of them in one task were one long task on a slow phone.
  function next() {
    var href = preloads.shift();
    if (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
      window.setTimeout(next, 0);
      return;
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  function start() {
    if (started) return;
    started = true;
    next();
  }
  // The frame after load paints the LCP image; the code is asked for once the page has painted its
  // first content (the paint entry arrives once the frame is on screen; a requestAnimationFrame
  // alone fires before that frame is drawn, and the scripts then raced the first paint).
  function afterFirstPaint() {
    var done = false;
    function next() {
      if (done) return;
      done = true;
      window.requestAnimationFrame(function () {
        window.setTimeout(start, 0);
      });
    }
    var types = (window.PerformanceObserver && window.PerformanceObserver.supportedEntryTypes) || [];
    // The shell (a page the server did not render: the app draws it) has no content to wait for.
    var root = document.getElementById('root');
    if (!root || !root.firstElementChild || types.indexOf('paint') === -1) return next();
    var observer = new window.PerformanceObserver(function (list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      next();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  // A visitor who taps, clicks or types before then gets the app at once: the first tap must not wait.
  ['pointerdown', 'touchstart', 'keydown'].forEach(function (type) {
    window.addEventListener(type, start, { once: true, passive: true, capture: true });
  });
  if (document.readyState === 'complete') afterFirstPaint();
  else window.addEventListener('load', afterFirstPaint, { once: true });
  // A page that never paints (opened in a background tab) or whose load never ends still starts.
  window.setTimeout(start, START_AFTER_MS);
})();
