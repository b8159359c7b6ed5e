// Shows the /home prerendered into index.html (build/home-shell.ts) only where it is exactly
// what the app draws first: on /home and /guest, for a visitor who is not signed in, in the
// light theme, in English (chosen, or the browser's), whose browser remembers no other
// catalogue than the one prerendered. Everyone else waits for the app, as before (docs/adr/0015-home-first-paint.md). A plain script (the
// CSP allows no inline one), async: the HTML parses meanwhile, hidden until it has run. Keys:
// lib/storage.ts.
/* global document, location */
(function () {
  try {
    var read = function (key) {
      var value = JSON.parse(localStorage.getItem(key) || 'null');
      return value && typeof value === 'object' ? value : {};
    };
    var auth = read('auth').state || {};
    var theme = read('theme').state || {};
    // The shell is prerendered in English: a device that reads Korean waits for the app.
    var language = read('language').state || {};
    var preferred =
      navigator.languages && navigator.languages.length
        ? navigator.languages
        : [navigator.language];
    var korean = language.choice
      ? language.choice === 'ko'
      : /^ko\b/i.test(
          preferred.filter(function (tag) {
            return /^(en|ko)\b/i.test(tag);
          })[0] || 'en',
        );
    var remembered = read('catalogue');
    var meta = document.querySelector('meta[name="home-shell-catalogue"]');
    var signature =
      remembered.role === 'PUBLIC' && Array.isArray(remembered.apps)
        ? remembered.apps
            .map(function (app) {
              return app.key + (app.disabled ? '-' : '+');
            })
            .join(' ')
        : meta && meta.content;
    if (
      /^\/(home|guest)\/?$/.test(location.pathname) &&
      !auth.email &&
      !theme.isDark &&
      !korean &&
      meta &&
      signature === meta.content
    ) {
      document.documentElement.setAttribute('data-home-shell', '');
    }
  } catch {
    // No storage, or something unreadable in it: no shell; the app paints as usual.
  }
})();
