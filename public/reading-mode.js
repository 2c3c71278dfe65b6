// Applies the visitor's "Easier reading" choice before the first paint (src/lib/reading-mode/).
// A classic script, loaded synchronously in every page's <head>: the CSP allows no inline script.
(function () {
  try {
    var s = JSON.parse(localStorage.getItem('basebots:reading-mode') || '{}');
    var e = document.documentElement;
    if (s.textSize === 125 || s.textSize === 150) e.setAttribute('data-text-size', String(s.textSize));
    if (s.highContrast === true) e.setAttribute('data-contrast', 'high');
    if (s.calmMotion === true) e.setAttribute('data-motion', 'calm');
    if (s.largeTargets === true) e.setAttribute('data-targets', 'large');
  } catch {
    // No storage or a damaged entry: the defaults stay.
  }
})();
