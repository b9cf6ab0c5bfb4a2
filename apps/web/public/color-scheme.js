/* global document, matchMedia */
// Runs before the first paint: the back-office's colour scheme from the saved choice, else the
// system's, as lib/color-scheme.ts keeps it. The server writes it into each page and allows it in
// the CSP by its hash (no round trip before the first paint, no 'unsafe-inline').
try {
  var choice = localStorage.getItem('color-scheme');
  if (
    choice === 'dark' ||
    (choice !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches)
  ) {
    document.documentElement.classList.add('dark');
  }
} catch {
  // No storage (private mode): light until the page says otherwise.
}
