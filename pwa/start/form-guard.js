/* global document, MutationObserver */
// What a visitor does on a server-rendered page before the app's code has run (the app marks the
// page live with html[data-ready], app/app.tsx):
// - A form submitted then would go to the server as a plain GET with what was typed in the address
//   (and so in history and logs): until the page is live, a submit does nothing.
// - A tap on a button then (Load more, the menu, Book) would be lost: nothing listens yet. The last
//   such tap, if recent, is played again once the page is live, on the same button (hydration keeps
//   the server's elements; a button that was replaced is left alone).
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
      if (!live()) event.preventDefault();
    },
    true,
  );

  document.addEventListener(
    'click',
    function (event) {
      if (live()) return;
      var target = event.target;
      var button = target && target.closest ? target.closest('button') : null;
      if (button && !button.disabled) pending = { button: button, at: Date.now() };
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
