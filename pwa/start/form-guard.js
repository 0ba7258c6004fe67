/* global document, HTMLFormElement, MutationObserver */
// What a visitor does on a server-rendered page before the app's code has run (the app marks the
// page live with html[data-ready], app/app.tsx):
// - A search or filter form (one with an `action`: a GET form whose URL the server renders) goes
//   to the server as it is, and the answer is the page of results.
// - A form the app sends (data-app-form: contact, booking, comment, newsletter, …) is held until
//   the app has taken it over (pwa/src/components/form/early-form.ts): its submit is kept on the form,
//   and the app carries it out, once, with what was typed. Sent as it is, it would put what was
//   typed in the address and deliver nothing.
// - Any other form does nothing until the page is live.
// - A tap on a button then (Load more, the menu, Book) would be lost: nothing listens yet. The last
//   such tap, if recent, is played again once the page is live, on the same button (hydration keeps
//   the server's elements; a button that was replaced is left alone). A button that submits a form
//   held or sent above is left to its form.
(function () {
  var REPLAY_WITHIN_MS = 8000;
  var root = document.documentElement;
  var live = function () {
    return root.dataset.ready === 'true';
  };
  var pending = null;

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

  document.addEventListener(
    'click',
    function (event) {
      if (live()) return;
      var target = event.target;
      var button = target && target.closest ? target.closest('button') : null;
      if (!button || button.disabled) return;
      var form = button.type === 'submit' ? button.form : null;
      if (form && (form.hasAttribute('action') || form.hasAttribute('data-app-form'))) return;
      pending = { button: button, at: Date.now() };
    },
    true,
  );

  new MutationObserver(function (records, observer) {
    if (!live()) return;
    observer.disconnect();
    var tap = pending;
    pending = null;
    if (tap && tap.button.isConnected && Date.now() - tap.at < REPLAY_WITHIN_MS) tap.button.click();
  }).observe(root, { attributes: true, attributeFilter: ['data-ready'] });
})();
