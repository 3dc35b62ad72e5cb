// A first visit's page arrives drawn (the API puts the public remote's page, rendered at build time,
// inside index.html) with this script in place of the app's. The app, and its few hundred KB, starts
// when the visitor first touches, clicks, types, focuses, scrolls or moves the pointer (but for
// typing in and sending a form that works without it, the sign-in's), when a part
// of the page that shows the API's data (marked data-needs-app) comes into view, or at once on a
// dark-scheme system (the page is drawn light and stays hidden there until the app runs), or when the
// sign-in form's answer left something for the app to show (#sign-in=… in the address).
(function () {
  var script = document.currentScript;
  var app = script && script.getAttribute('data-app');
  if (!app) return;
  var events = [
    'pointerdown',
    'pointermove',
    'touchstart',
    'keydown',
    'focusin',
    'scroll',
    'wheel',
  ];
  var observer = null;
  var started = false;
  // A form the API answers itself (the sign-in, data-works-before-app) needs no app: typing in it
  // and sending it do not start the app, whose download and start would slow both on a phone;
  // its controls that need the app (a checkbox, a show-password button) do.
  function inFormWithoutApp(target) {
    return Boolean(
      target &&
      target.closest &&
      target.closest('form[data-works-before-app]') &&
      !target.closest('button:not([data-works-before-app]), input[type=checkbox]'),
    );
  }
  function start(event) {
    if (started || (event && inFormWithoutApp(event.target))) return;
    started = true;
    events.forEach(function (name) {
      window.removeEventListener(name, start, true);
    });
    if (observer) observer.disconnect();
    var element = document.createElement('script');
    element.src = app;
    document.head.appendChild(element);
  }
  if (window.matchMedia('(prefers-color-scheme: dark)').matches) return start();
  // The sign-in page's plain form came back with a step to take or an error to show: the app shows it.
  if (/(^#|&)sign-in=/.test(window.location.hash)) return start();
  events.forEach(function (name) {
    window.addEventListener(name, start, { capture: true, passive: true });
  });
  // Focus already inside the page (an autofocused field) counts as the visitor being there.
  var focused = document.activeElement;
  if (focused && focused !== document.body && !inFormWithoutApp(focused)) return start();
  var waiting = document.querySelectorAll('[data-needs-app]');
  if (waiting.length === 0) return;
  if (!('IntersectionObserver' in window)) return start();
  observer = new IntersectionObserver(function (entries) {
    if (
      entries.some(function (entry) {
        return entry.isIntersecting;
      })
    )
      start();
  });
  waiting.forEach(function (element) {
    observer.observe(element);
  });
})();
