/* global document */
// A server-rendered page shows its forms before the app's code has run. Submitted then, a form would
// go to the server as a plain GET with what was typed in the address (and so in history and logs):
// until the app marks the page live (html[data-ready], app/app.tsx), a submit does nothing.
document.addEventListener(
  'submit',
  function (event) {
    if (document.documentElement.dataset.ready !== 'true') event.preventDefault();
  },
  true,
);
