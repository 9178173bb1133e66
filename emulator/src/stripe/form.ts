// Parses application/x-www-form-urlencoded bodies and query strings the way Stripe reads them:
// bracketed keys build nested hashes (`line_items[0][price_data][unit_amount]=500`), `key[]=v`
// appends. Values stay strings; the endpoint schemas (params.ts) give them types.
// Not qs: Stripe's servers parse like Rack, which refuses what qs quietly reshapes (`a=1&a[b]=2`
// becomes an array, `a[b]c` loses `c`, `a[b` is a key, `expand[]` nests an array, bad
// percent-encoding passes through), and those refusals are what the SDK must meet here.

export type FormValue = string | FormTree;
export interface FormTree {
  [key: string]: FormValue;
}

export class FormSyntaxError extends Error {}

export function parseForm(text: string): FormTree {
  const root: FormTree = Object.create(null) as FormTree;
  if (!text) return root;
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const rawKey = eq >= 0 ? pair.slice(0, eq) : pair;
    const rawValue = eq >= 0 ? pair.slice(eq + 1) : '';
    insert(root, splitKey(decode(rawKey)), decode(rawValue));
  }
  return root;
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    throw new FormSyntaxError(`Invalid URL encoding: ${s}`);
  }
}

/** `a[b][0][]` → ['a', 'b', '0', ''] ('' means append). */
function splitKey(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const parts = [key.slice(0, open)];
  const rest = key.slice(open);
  const re = /\[([^\]]*)\]/gy;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = re.exec(rest)) !== null) {
    parts.push(match[1] ?? '');
    consumed = re.lastIndex;
  }
  if (consumed !== rest.length) throw new FormSyntaxError(`Invalid parameter name: ${key}`);
  return parts;
}

function insert(node: FormTree, path: string[], value: string): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  const key = head === '' ? String(Object.keys(node).length) : head;
  if (rest.length === 0) {
    if (typeof node[key] === 'object')
      throw new FormSyntaxError(`Parameter given both as a value and a hash: ${key}`);
    node[key] = value;
    return;
  }
  let child = node[key];
  if (child === undefined) {
    child = Object.create(null) as FormTree;
    node[key] = child;
  }
  if (typeof child === 'string')
    throw new FormSyntaxError(`Parameter given both as a value and a hash: ${key}`);
  insert(child, rest, value);
}
