/* global document, matchMedia */
// Runs before the first paint: the back-office's colour scheme from the saved choice, else the
// system's, as lib/color-scheme.ts keeps it. A file, not an inline script: the CSP allows 'self'.
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
