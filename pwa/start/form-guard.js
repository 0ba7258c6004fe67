/* global document, window, HTMLFormElement */
// What a visitor does on a server-rendered page before the app's code has run (the app marks the
// page live with html[data-ready], app/app.tsx):
// - A search or filter form (one with an `action`: a GET form whose URL the server renders) goes
//   to the server as it is, and the answer is the page of results.
// - A form the app sends (data-app-form: contact, booking, comment, newsletter, …) is held until
//   the app has taken it over (pwa/src/components/form/early-form.ts): its submit is kept on the form,
//   and the app carries it out, once, with what was typed. Sent as it is, it would put what was
//   typed in the address and deliver nothing.
// - Any other form does nothing until the page is live.
// - A tap on a button nothing listens to yet (Load more, the menu, Book) would be lost. That is the
//   whole page before the app runs, and, once it runs, a part of the page whose code is still on its
//   way (a lazy section: React takes over the server's elements part by part, and drops a tap on a
//   part it cannot take over at once). The last such tap, if recent, is played again on the same
//   button once React has taken that button over (hydration keeps the server's elements; a button
//   that was replaced is left alone). A button that submits a form held or sent above is left to
//   its form.
(function () {
  var REPLAY_WITHIN_MS = 8000;
  var POLL_MS = 50;
  var root = document.documentElement;
  var live = function () {
    return root.dataset.ready === 'true';
  };

  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      if (form.hasAttribute('data-app-form')) {
        if (form.__formLive) return;
        // Not React's either yet: the app sends it once it has the typed values.
        event.preventDefault();
        event.stopImmediatePropagation();
        form.__heldSubmit = { submitter: event.submitter || null };
        return;
      }
      if (!live() && !form.hasAttribute('action')) event.preventDefault();
    },
    true,
  );

  // React names each element it has taken over with an own property `__reactFiber$…` (react-dom's
  // precacheFiberNode); a server element without one is not listened to yet.
  var takenOver = function (element) {
    var keys = Object.keys(element);
    for (var i = 0; i < keys.length; i += 1) if (keys[i].lastIndexOf('__reactFiber$', 0) === 0) return true;
    return false;
  };
  var pending = null;
  var timer = 0;

  // Plays the pending tap once React has its button, checking every POLL_MS.
  function replayWhenTaken() {
    timer = 0;
    var tap = pending;
    if (!tap) return;
    if (!tap.button.isConnected || Date.now() - tap.at >= REPLAY_WITHIN_MS) {
      pending = null;
      return;
    }
    if (!live() || !takenOver(tap.button)) {
      timer = window.setTimeout(replayWhenTaken, POLL_MS);
      return;
    }
    pending = null;
    tap.button.click();
  }

  document.addEventListener(
    'click',
    function (event) {
      // A replay below (or another script's click) is not a visitor's tap.
      if (!event.isTrusted) return;
      var target = event.target;
      var button = target && target.closest ? target.closest('button') : null;
      // A later tap anywhere is what the visitor wants now.
      pending = null;
      if (!button || button.disabled) return;
      var form = button.type === 'submit' ? button.form : null;
      if (form && (form.hasAttribute('action') || form.hasAttribute('data-app-form'))) return;
      if (live() && takenOver(button)) return;
      var tap = { button: button, at: Date.now() };
      var app = document.getElementById('root');
      if (!app) return;
      // Once React listens (on #root, where the app was started), it takes the button over for this
      // very tap when the code of its part is at hand, and acts on it; when not, it stops the tap
      // there. This listener, added now, runs right after React's on the same element.
      app.addEventListener(
        'click',
        function (seen) {
          if (seen !== event || takenOver(button)) return;
          pending = tap;
          if (!timer) timer = window.setTimeout(replayWhenTaken, POLL_MS);
        },
        { capture: true, once: true },
      );
    },
    true,
  );
})();
