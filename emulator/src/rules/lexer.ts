import { LineTable, RulesSyntaxError } from './errors.js';

export type TokenType = 'ident' | 'int' | 'float' | 'string' | 'bytes' | 'punct' | 'eof';

export interface Token {
  type: TokenType;
  /** Identifier name, operator text, or the decoded string. */
  text: string;
  /** Decoded bytes for `b'...'` literals. */
  bytes?: Uint8Array;
  start: number;
  end: number;
}

const PUNCTUATORS = [
  '&&',
  '||',
  '==',
  '!=',
  '<=',
  '>=',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  ',',
  ';',
  ':',
  '.',
  '?',
  '!',
  '+',
  '-',
  '*',
  '/',
  '%',
  '<',
  '>',
  '=',
  '$',
];

function isIdentStart(c: string): boolean {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_';
}

function isDigit(c: string): boolean {
  return c >= '0' && c <= '9';
}

export function isIdentChar(c: string): boolean {
  return isIdentStart(c) || isDigit(c);
}

/**
 * An on-demand lexer: the parser asks for the token at an offset. Re-lexing from any offset is what
 * lets the parser switch to raw scanning for path literals and match patterns.
 */
export class Lexer {
  readonly lines: LineTable;

  constructor(readonly source: string) {
    this.lines = new LineTable(source);
  }

  error(message: string, offset: number): never {
    const { line, column } = this.lines.locate(offset);
    throw new RulesSyntaxError(message, line, column);
  }

  /** Skips whitespace and comments, returning the next significant offset. */
  skipTrivia(pos: number): number {
    const s = this.source;
    for (;;) {
      const c = s[pos];
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\v') pos++;
      else if (c === '/' && s[pos + 1] === '/') {
        while (pos < s.length && s[pos] !== '\n') pos++;
      } else if (c === '/' && s[pos + 1] === '*') {
        const close = s.indexOf('*/', pos + 2);
        if (close < 0) this.error('unterminated comment', pos);
        pos = close + 2;
      } else return pos;
    }
  }

  tokenAt(from: number): Token {
    const s = this.source;
    const start = this.skipTrivia(from);
    if (start >= s.length) return { type: 'eof', text: '', start, end: start };
    const c = s[start] as string;
    const next = s[start + 1];
    if ((c === 'r' || c === 'R') && (next === "'" || next === '"'))
      return this.readString(start, start + 1, true, false);
    if ((c === 'b' || c === 'B') && (next === "'" || next === '"'))
      return this.readString(start, start + 1, false, true);
    if (isIdentStart(c)) {
      let end = start + 1;
      while (end < s.length && isIdentChar(s[end] as string)) end++;
      return { type: 'ident', text: s.slice(start, end), start, end };
    }
    if (isDigit(c)) return this.readNumber(start);
    if (c === "'" || c === '"') return this.readString(start, start, false, false);
    for (const p of PUNCTUATORS) {
      if (s.startsWith(p, start)) return { type: 'punct', text: p, start, end: start + p.length };
    }
    if (c === '&' || c === '|') this.error(`unexpected '${c}'; use '${c}${c}'`, start);
    return this.error(`unexpected character '${c}'`, start);
  }

  private readNumber(start: number): Token {
    const s = this.source;
    let end = start;
    if (s[start] === '0' && (s[start + 1] === 'x' || s[start + 1] === 'X')) {
      end = start + 2;
      while (end < s.length && /[0-9a-fA-F]/.test(s[end] as string)) end++;
      if (end === start + 2) this.error('malformed hexadecimal literal', start);
      return { type: 'int', text: BigInt(s.slice(start, end)).toString(), start, end };
    }
    while (isDigit(s[end] ?? '')) end++;
    let isFloat = false;
    if (s[end] === '.' && isDigit(s[end + 1] ?? '')) {
      isFloat = true;
      end++;
      while (isDigit(s[end] ?? '')) end++;
    }
    if (s[end] === 'e' || s[end] === 'E') {
      let e = end + 1;
      if (s[e] === '+' || s[e] === '-') e++;
      if (isDigit(s[e] ?? '')) {
        isFloat = true;
        end = e;
        while (isDigit(s[end] ?? '')) end++;
      }
    }
    if (isIdentChar(s[end] ?? '')) this.error('malformed number', start);
    return { type: isFloat ? 'float' : 'int', text: s.slice(start, end), start, end };
  }

  private readString(start: number, quoteAt: number, raw: boolean, asBytes: boolean): Token {
    const s = this.source;
    const quote = s[quoteAt] as string;
    const out: number[] = []; // UTF-16 code units for strings, bytes for byte literals
    let i = quoteAt + 1;
    const pushText = (text: string): void => {
      if (asBytes) out.push(...Buffer.from(text, 'utf8'));
      else for (let k = 0; k < text.length; k++) out.push(text.charCodeAt(k));
    };
    for (;;) {
      if (i >= s.length || s[i] === '\n') this.error('unterminated string literal', start);
      const c = s[i] as string;
      if (c === quote) break;
      if (c !== '\\' || raw) {
        const cp = s.codePointAt(i) as number;
        const ch = String.fromCodePoint(cp);
        pushText(ch);
        i += ch.length;
        continue;
      }
      const e = s[i + 1];
      i += 2;
      switch (e) {
        case 'n':
          out.push(10);
          break;
        case 't':
          out.push(9);
          break;
        case 'r':
          out.push(13);
          break;
        case 'b':
          out.push(8);
          break;
        case 'f':
          out.push(12);
          break;
        case 'v':
          out.push(11);
          break;
        case 'a':
          out.push(7);
          break;
        case '\\':
        case "'":
        case '"':
        case '`':
        case '?':
          out.push((e as string).charCodeAt(0));
          break;
        case 'x':
        case 'X':
        case 'u':
        case 'U': {
          const len = e === 'u' ? 4 : e === 'U' ? 8 : 2;
          const hex = s.slice(i, i + len);
          if (!new RegExp(`^[0-9a-fA-F]{${len}}$`).test(hex))
            this.error(`invalid \\${e} escape`, i - 2);
          const code = parseInt(hex, 16);
          i += len;
          if (asBytes && len === 2) out.push(code);
          else if (code > 0x10ffff) this.error('invalid code point in escape', i - len - 2);
          else pushText(String.fromCodePoint(code));
          break;
        }
        default: {
          const oct = s.slice(i - 1, i + 2);
          if (/^[0-3][0-7]{2}$/.test(oct)) {
            const code = parseInt(oct, 8);
            i += 2;
            if (asBytes) out.push(code);
            else pushText(String.fromCharCode(code));
          } else this.error(`invalid escape sequence '\\${e ?? ''}'`, i - 2);
        }
      }
    }
    const end = i + 1;
    if (asBytes) return { type: 'bytes', text: '', bytes: Uint8Array.from(out), start, end };
    let text = '';
    for (let k = 0; k < out.length; k += 8192)
      text += String.fromCharCode(...out.slice(k, k + 8192));
    return { type: 'string', text, start, end };
  }
}
