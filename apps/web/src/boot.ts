/**
 * The page's entry. Where index.html shows the prerendered /home (docs/adr/0015), the app
 * starts once the browser has shown it (its first contentful paint): the app's chunk is fetched
 * beside the HTML (modulepreload), but running it (the libraries' code, then React's first
 * render) would hold that first frame back by as long. Anywhere else it starts at once.
 */
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./main');
};

const shown = (entries: PerformanceEntryList) =>
  entries.some((entry) => entry.name === 'first-contentful-paint');

if (document.documentElement.hasAttribute('data-home-shell')) {
  new PerformanceObserver((list, observer) => {
    if (!shown(list.getEntries())) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  // A hidden tab paints nothing: start anyway.
  setTimeout(start, 1000);
} else {
  start();
}
