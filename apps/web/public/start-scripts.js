/* global document, window, requestAnimationFrame */
// A page the server rendered reads, and its links work, before any of its code has run. Its
// scripts are therefore listed inert (the JSON in #page-scripts) and asked for only once the page
// has loaded and painted: on a phone's line they no longer share it with the page's text font and
// pictures, which show sooner, and React takes the page over right after. A page the browser
// renders (the account, cart, back-office) names its scripts as usual and never waits for this.
// The server writes this file into each page and allows it in the CSP by its hash.
(function () {
  var started = false;
  function start() {
    var list = document.getElementById('page-scripts');
    if (started || !list) return;
    started = true;
    var scripts = JSON.parse(list.textContent);
    scripts.preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = scripts.entry;
    document.head.appendChild(entry);
  }
  // A picture that never finishes must not keep the page from working: at most a few seconds
  // after the HTML is read, the scripts start anyway.
  var fallback;
  document.addEventListener('DOMContentLoaded', function () {
    fallback = setTimeout(start, 3000);
  });
  window.addEventListener('load', function () {
    clearTimeout(fallback);
    // The frame after the load event has painted what loaded; the scripts are asked for after it.
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  });
})();
