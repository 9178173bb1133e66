// Inlined into index.html by route-preloads.ts and run while the HTML is parsed, before any module:
// for the page the URL names it modulepreloads the route's chunks, preloads its images, and reads
// its data from Firestore's REST API into window.__brunchersPrefetch (read by
// src/lib/firebase/prefetched-doc.ts): a document by GET, or a list by a runQuery POST; then it
// preloads the image the page shows first (the document's, or the list's first one's).
// Called as (location.pathname, routes, api): routes is [path regexp source, files, data, image
// field][] where data is null, a document pattern ('events/$1') or a list [collection, field,
// direction]; api is [documents URL, query string], or null when the build has no Firebase
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
    var data = routes[i][2];
    var imageField = routes[i][3];
    if (!data || !api || !window.fetch) return;
    var isList = typeof data !== 'string';
    var key, request;
    if (isList) {
      key = data.join('|');
      request = fetch(api[0] + ':runQuery' + api[1], {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          structuredQuery: {
            from: [{ collectionId: data[0] }],
            orderBy: [{ field: { fieldPath: data[1] }, direction: data[2] }],
          },
        }),
      });
    } else {
      try {
        key = data.replace('$1', decodeURIComponent(match[1]));
      } catch (_malformed) {
        return;
      }
      request = fetch(api[0] + '/' + key.split('/').map(encodeURIComponent).join('/') + api[1]);
    }
    var entry = {};
    (window.__brunchersPrefetch = {})[key] = entry;
    entry.p = request
      .then(function (response) {
        if (response.status === 404 && !isList) return null;
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.json();
      })
      .then(function (answer) {
        entry.d = answer;
        entry.ok = 1;
        var first = isList ? answer[0] && answer[0].document : answer;
        var image = imageField && first && first.fields && first.fields[imageField];
        if (image && image.stringValue) preload(image.stringValue, true);
        return answer;
      });
    entry.p.catch(function () {});
    return;
  }
});
