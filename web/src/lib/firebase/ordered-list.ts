// A whole collection in one order: the shape of the public lists that index.html can prefetch
// (web/build/prefetch-script.js runs it as a REST runQuery) and the lazy listener follows
// (lazy.ts), so both read the same query. No SDK import: the build imports it too.

export interface OrderedList {
  collection: string;
  orderBy: string;
  direction: 'ASCENDING' | 'DESCENDING';
}

/** The key the prefetch script files a list's answer under (its data joined by '|'). */
export function orderedListKey({ collection, orderBy, direction }: OrderedList): string {
  return [collection, orderBy, direction].join('|');
}
