// A small typed schema language for Stripe request parameters. Each endpoint declares what it
// accepts; parsing turns the string tree of a form body into typed values and fails with the
// errors Stripe gives (unknown parameter, missing required param, invalid integer, ...).
import { invalidRequest, missingParameter, unknownParameter } from './errors.js';
import type { FormTree, FormValue } from './form.js';

export interface Schema<T, R extends boolean = boolean> {
  readonly isRequired: R;
  /** `value` is never '' here: empty strings mean "unset" and are handled by the object parser. */
  parse(value: FormValue, path: string): T;
}

type AnySchema = Schema<unknown>;
export type Shape = Record<string, AnySchema>;
type Infer<S> = S extends Schema<infer T> ? T : never;
type RequiredKeys<S extends Shape> = {
  [K in keyof S]: S[K] extends Schema<unknown, true> ? K : never;
}[keyof S];
type OptionalKeys<S extends Shape> = Exclude<keyof S, RequiredKeys<S>>;
export type ParsedShape<S extends Shape> = { [K in RequiredKeys<S>]: Infer<S[K]> } & {
  [K in OptionalKeys<S>]?: Infer<S[K]>;
};

function schema<T>(parse: (value: FormValue, path: string) => T) {
  const optional: Schema<T, false> & { required(): Schema<T, true> } = {
    isRequired: false,
    parse,
    required: () => ({ isRequired: true, parse }),
  };
  return optional;
}

function expectString(value: FormValue, path: string): string {
  if (typeof value !== 'string')
    throw invalidRequest(`Invalid string: {...}`, {
      param: path,
      code: 'parameter_invalid_string',
    });
  return value;
}

export const p = {
  string(options: { maxLength?: number } = {}) {
    return schema((value, path) => {
      const s = expectString(value, path);
      if (options.maxLength !== undefined && s.length > options.maxLength) {
        throw invalidRequest(
          `Invalid string: ${s.slice(0, 20)}...; must be at most ${options.maxLength} characters`,
          {
            param: path,
            code: 'parameter_invalid_string',
          },
        );
      }
      return s;
    });
  },

  enumOf<const E extends string>(values: readonly E[]) {
    return schema((value, path): E => {
      const s = expectString(value, path);
      if (!(values as readonly string[]).includes(s)) {
        throw invalidRequest(`Invalid ${path}: must be one of ${listWithOr(values)}`, {
          param: path,
        });
      }
      return s as E;
    });
  },

  integer(options: { min?: number; max?: number } = {}) {
    return schema((value, path) => {
      const s = expectString(value, path);
      if (!/^-?\d+$/.test(s) || !Number.isSafeInteger(Number(s))) {
        throw invalidRequest(`Invalid integer: ${s}`, {
          param: path,
          code: 'parameter_invalid_integer',
        });
      }
      const n = Number(s);
      if (options.min !== undefined && n < options.min) {
        throw invalidRequest(`This value must be greater than or equal to ${options.min}.`, {
          param: path,
        });
      }
      if (options.max !== undefined && n > options.max) {
        throw invalidRequest(`This value must be less than or equal to ${options.max}.`, {
          param: path,
        });
      }
      return n;
    });
  },

  boolean() {
    return schema((value, path) => {
      const s = expectString(value, path);
      if (s !== 'true' && s !== 'false')
        throw invalidRequest(`Invalid boolean: ${s}`, { param: path });
      return s === 'true';
    });
  },

  array<T>(item: Schema<T>, options: { maxItems?: number } = {}) {
    return schema((value, path): T[] => {
      if (typeof value === 'string')
        throw invalidRequest('Invalid array', { param: path, code: 'parameter_invalid_array' });
      const keys = Object.keys(value);
      if (!keys.every((k) => /^\d+$/.test(k)))
        throw invalidRequest('Invalid array', { param: path, code: 'parameter_invalid_array' });
      const ordered = keys.map(Number).sort((a, b) => a - b);
      if (options.maxItems !== undefined && ordered.length > options.maxItems) {
        throw invalidRequest(`Invalid array: must have at most ${options.maxItems} elements`, {
          param: path,
        });
      }
      const out: T[] = [];
      for (const index of ordered) {
        const element = value[String(index)] as FormValue;
        const elementPath = `${path}[${index}]`;
        if (element === '')
          throw invalidRequest(`Invalid array element: ${elementPath}`, { param: elementPath });
        out.push(item.parse(element, elementPath));
      }
      return out;
    });
  },

  object<S extends Shape>(shape: S) {
    return schema((value, path) => parseObject(shape, value, path));
  },

  /** Stripe metadata: up to 50 string keys (≤ 40 chars) with string values (≤ 500 chars). */
  metadata() {
    return schema((value, path): Record<string, string> => {
      if (typeof value === 'string')
        throw invalidRequest('Invalid hash', { param: path, code: 'parameter_invalid_hash' });
      const out: Record<string, string> = {};
      const entries = Object.entries(value);
      if (entries.length > 50)
        throw invalidRequest('You can have at most 50 metadata keys.', { param: path });
      for (const [key, v] of entries) {
        const entryPath = `${path}[${key}]`;
        if (typeof v !== 'string')
          throw invalidRequest('Invalid string: {...}', { param: entryPath });
        if (key.length > 40) {
          throw invalidRequest(
            `Metadata keys can have up to 40 characters, but you passed in a key that is ${key.length} characters. Invalid key: '${key}'`,
            { param: entryPath },
          );
        }
        if (v.length > 500) {
          throw invalidRequest(
            `Metadata values can have up to 500 characters, but you passed in a value that is ${v.length} characters. Invalid value: '${v}'`,
            { param: entryPath },
          );
        }
        if (v !== '') out[key] = v;
      }
      return out;
    });
  },
};

/** Every Stripe endpoint accepts `expand`. */
export const expandParam = p.array(p.string());

export function parseObject<S extends Shape>(
  shape: S,
  value: FormValue,
  path = '',
): ParsedShape<S> {
  if (typeof value === 'string')
    throw invalidRequest('Invalid hash', { param: path, code: 'parameter_invalid_hash' });
  const out: Record<string, unknown> = {};
  const name = (key: string) => (path ? `${path}[${key}]` : key);
  for (const key of Object.keys(value)) {
    if (!Object.prototype.hasOwnProperty.call(shape, key)) throw unknownParameter(name(key));
  }
  for (const [key, field] of Object.entries(shape)) {
    const raw = (value as FormTree)[key];
    if (raw === undefined) {
      if (field.isRequired) throw missingParameter(name(key));
      continue;
    }
    if (raw === '') {
      if (field.isRequired) {
        const param = name(key);
        throw invalidRequest(
          `You passed an empty string for '${param}'. We assume empty values are an attempt to unset a parameter; however '${param}' cannot be unset. You should remove '${param}' from your request or supply a non-empty value.`,
          { param, code: 'parameter_invalid_empty' },
        );
      }
      continue;
    }
    out[key] = field.parse(raw, name(key));
  }
  return out as ParsedShape<S>;
}

function listWithOr(values: readonly string[]): string {
  if (values.length <= 1) return values.join('');
  return `${values.slice(0, -1).join(', ')}, or ${values[values.length - 1]}`;
}
