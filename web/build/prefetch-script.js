// Inlined into index.html by route-preloads.ts and run while the HTML is parsed, before any module:
// for the page the URL names it modulepreloads the route's chunks, preloads its images, and GETs its
// document from Firestore's REST API into window.__brunchersPrefetch (read by
// src/lib/firebase/prefetched-doc.ts), preloading the document's image_url.
// Called as (location.pathname, routes, api): routes is [path regexp source, files, document
// pattern or null][]; api is [documents URL, query string], or null when the build has no Firebase
// project. Plain ES5, inlined as written.
(function (path, routes, api) {
  function preload(href, image) {
    var link = document.createElement('link');
    if (image) {
      link.rel = 'preload';
      link.as = 'image';
      link.fetchPriority = 'high';
    } else {
      link.rel = 'modulepreload';
      link.crossOrigin = '';
    }
    link.href = href;
    document.head.appendChild(link);
  }
  for (var i = 0; i < routes.length; i++) {
    var match = new RegExp(routes[i][0]).exec(path);
    if (!match) continue;
    routes[i][1].forEach(function (href) {
      preload(href, !/\.js$/.test(href));
    });
    var doc = routes[i][2];
    if (!doc || !api || !window.fetch) return;
    try {
      doc = doc.replace('$1', decodeURIComponent(match[1]));
    } catch (_malformed) {
      return;
    }
    var entry = {};
    (window.__brunchersPrefetch = {})[doc] = entry;
    entry.p = fetch(api[0] + '/' + doc.split('/').map(encodeURIComponent).join('/') + api[1])
      .then(function (response) {
        if (response.status === 404) return null;
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.json();
      })
      .then(function (answer) {
        entry.d = answer;
        entry.ok = 1;
        var image = answer && answer.fields && answer.fields.image_url;
        if (image && image.stringValue) preload(image.stringValue, true);
        return answer;
      });
    entry.p.catch(function () {});
    return;
  }
});
