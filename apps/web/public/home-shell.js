// Shows one of the /home pages prerendered into index.html (build/home-shell.ts) where it is
// exactly what the app draws first: on /home and /guest, in English (chosen, or the
// browser's), in the theme chosen, for a visitor who is not signed in or a signed-in account
// of a role the build checked (not one created in this tab, greeted as new), whose browser
// remembers no other catalogue for the role than the one prerendered. A signed-in account's
// name, initial and current project go where the build left stand-ins
// (build/shell-markup.ts). Everyone else waits for the app, as before
// (docs/adr/0015-home-first-paint.md). A plain script (the CSP allows no inline one), deferred:
// it runs once the page is parsed and before the app's entry (src/boot.ts), which reads what it
// decided. Storage keys: lib/storage.ts, lib/new-account.ts.
/* global document, location */
(function () {
  var shell = document.getElementById('home-shell');
  // A page not shown goes at once: hidden, its trees would still be four more of every element
  // (and test id) the app is about to draw, until React replaces #root's children.
  if (shell && !show(shell)) shell.remove();

  function show(shell) {
    var NAME = '\uE001\uE002';
    var INITIAL = '\uE001';
    var PROJECT = '\uE003';
    var STAND_INS = /\uE001\uE002|\uE001|\uE003/g;
    var HAS_STAND_IN = /[\uE001\uE003]/;
    try {
      var meta = document.querySelector('meta[name="home-shell"]');
      if (!meta || !/^\/(home|guest)\/?$/.test(location.pathname)) return false;
      var facts = JSON.parse(meta.content);
      var read = function (key) {
        var value = JSON.parse(localStorage.getItem(key) || 'null');
        return value && typeof value === 'object' ? value : {};
      };
      // What the stores hold at the app's first render: the stored state over their defaults.
      var or = function (value, fallback) {
        return value === undefined ? fallback : value;
      };
      var auth = read('auth').state || {};
      var email = or(auth.email, '');
      var username = or(auth.username, '');
      var id = or(auth.id, 0);
      if (typeof email !== 'string' || typeof username !== 'string') return false;
      var signedIn = email !== '';
      var role = signedIn ? or(auth.role, 'ALL') : 'PUBLIC';
      if (!Object.prototype.hasOwnProperty.call(facts.catalogue, role)) return false;
      if (signedIn && id !== 0 && sessionStorage.getItem('new-account') === String(id))
        return false;

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
      if (korean) return false;

      // The catalogue the page counts: the one remembered for this role, else the default.
      var remembered = read('catalogue');
      var signature =
        remembered.role === role && Array.isArray(remembered.apps)
          ? remembered.apps
              .map(function (app) {
                return app.key + (app.disabled ? '-' : '+');
              })
              .join(' ')
          : facts.catalogue[role];
      if (signature !== facts.catalogue[role]) return false;

      var project = signedIn ? or((read('options').state || {}).project, null) : null;
      if (project && typeof project.title !== 'string') return false;

      var theme = (read('theme').state || {}).isDark ? 'dark' : 'light';
      var variant = (signedIn ? 'user-' : 'visitor-') + theme;
      var tree = shell.querySelector('[data-shell="' + variant + '"]');
      var style = shell.querySelector('style[data-theme="' + theme + '"]');
      if (!tree || !style) return false;

      if (signedIn) {
        var words = {};
        words[NAME] = username;
        words[INITIAL] = (username || email).charAt(0).toUpperCase();
        words[PROJECT] = project ? project.title : facts.noProject;
        var put = function (text) {
          return text.replace(STAND_INS, function (standIn) {
            return words[standIn];
          });
        };
        // The build marked the few elements that hold one (build/shell-markup.ts).
        var marked = tree.querySelectorAll('[data-stand-in]');
        for (var i = 0; i < marked.length; i++) {
          var element = marked[i];
          element.removeAttribute('data-stand-in');
          for (var j = 0; j < element.attributes.length; j++) {
            var attribute = element.attributes[j];
            if (HAS_STAND_IN.test(attribute.value)) attribute.value = put(attribute.value);
          }
          for (var text = element.firstChild; text; text = text.nextSibling) {
            if (text.nodeType !== 3 || !HAS_STAND_IN.test(text.data)) continue;
            // 'Projects' is ours to translate; a project's title is what the person typed.
            if (!project && text.data === PROJECT) element.removeAttribute('translate');
            text.data = put(text.data);
          }
        }
      }

      // Only the chosen page and its theme's page-wide styles stay (one of each id in the page).
      var others = shell.querySelectorAll('[data-shell], style[data-theme]');
      for (var k = 0; k < others.length; k++) {
        if (others[k] !== tree && others[k] !== style) others[k].remove();
      }
      style.media = 'all';
      document.documentElement.setAttribute('data-home-shell', variant);
      return true;
    } catch {
      // No storage, or something unreadable in it: no shell; the app paints as usual.
      return false;
    }
  }
})();
