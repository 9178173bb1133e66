import { fail } from './errors.js';

/** RE2 patterns run on JS RegExp after rewriting the RE2-only syntax rules authors commonly use. */
const POSIX_CLASSES: Record<string, string> = {
  alpha: 'A-Za-z',
  digit: '0-9',
  alnum: 'A-Za-z0-9',
  upper: 'A-Z',
  lower: 'a-z',
  space: '\\s',
  xdigit: '0-9A-Fa-f',
  word: '\\w',
  punct: '!-\\/:-@\\[-`{-~',
  blank: ' \\t',
  cntrl: '\\x00-\\x1f\\x7f',
};

const MAX_CACHE = 1000;
const cache = new Map<string, RegExp>();

function translate(pattern: string): { source: string; flags: string } {
  let source = pattern;
  let flags = '';
  const inline = /^\(\?([imsU]+)\)/.exec(source);
  if (inline) {
    const f = inline[1] as string;
    if (f.includes('U')) fail('Unsupported regular expression flag (?U).');
    flags = [...new Set(f)].join('');
    source = source.slice(inline[0].length);
  }
  source = source
    .replace(/\(\?P</g, '(?<')
    .replace(/\\A/g, '^')
    .replace(/\\z/g, '$')
    .replace(/\[:(\^?)([a-z]+):\]/g, (whole, neg: string, name: string) => {
      const cls = POSIX_CLASSES[name];
      if (!cls || neg) fail(`Unsupported character class ${whole}.`);
      return cls;
    });
  if (/\\[pP]/.test(source)) flags += 'u';
  return { source, flags };
}

/** `whole`: anchored to the entire string (String.matches); `global`: for split/replace. */
export function compileRegex(pattern: string, mode: 'whole' | 'global'): RegExp {
  const key = mode + '\u0000' + pattern;
  let re = cache.get(key);
  if (re) {
    re.lastIndex = 0;
    return re;
  }
  const { source, flags } = translate(pattern);
  try {
    re = mode === 'whole' ? new RegExp(`^(?:${source})$`, flags) : new RegExp(source, flags + 'g');
  } catch (e) {
    return fail(`Invalid regular expression '${pattern}': ${(e as Error).message}`);
  }
  if (cache.size >= MAX_CACHE) cache.clear();
  cache.set(key, re);
  return re;
}

/** Splits like RE2: capture groups are not spliced into the result (JS split would). */
export function regexSplit(text: string, pattern: string): string[] {
  const re = compileRegex(pattern, 'global');
  const groups =
    (new RegExp(re.source + '|', re.flags.replace('g', '')).exec('') as RegExpExecArray).length - 1;
  const parts = text.split(re);
  return groups === 0 ? parts : parts.filter((_, i) => i % (groups + 1) === 0);
}

/** Replaces every match; `\1`..`\9` in `sub` refer to groups, everything else is literal. */
export function regexReplace(text: string, pattern: string, sub: string): string {
  const re = compileRegex(pattern, 'global');
  return text.replace(re, (...args: unknown[]) =>
    sub.replace(/\\(\d|\\)/g, (_w, d: string) =>
      d === '\\' ? '\\' : String(args[Number(d)] ?? ''),
    ),
  );
}
