// Build plugin: the app's stylesheet inlined into index.html.
import type { Plugin } from 'vite';

/** The entry's stylesheet (styles.css, named after index.html's entry chunk). */
const ENTRY_CSS = /^assets\/index-[\w-]+\.css$/;

/**
 * Puts the app's stylesheet (one Tailwind file, ~9 KB gzip) into index.html instead of linking it:
 * the first paint no longer waits for a second request. Lazy chunks bring no CSS of their own.
 * A stylesheet with relative url()s stays linked (they would resolve against the page's URL).
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'brunchers:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (link, fileName: string) => {
            const asset = bundle[fileName];
            if (!ENTRY_CSS.test(fileName) || asset?.type !== 'asset') return link;
            const css = String(asset.source);
            if (/url\(\s*['"]?(?!data:|https?:|\/)/.test(css) || css.includes('</')) return link;
            // The link stays, disabled: never loaded, it tells Vite's preload helper the stylesheet
            // is on the page, so a lazy import does not add a second copy and wait for it.
            return `<style>${css}</style>\n    ${link.replace(/\s*\/?>$/, ' disabled>')}`;
          },
        );
      },
    },
  };
}
