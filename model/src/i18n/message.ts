// How the web app, the functions and the mails read a text in the active language (issue 37,
// ADR 0013). The English texts are the model's constants (model/src/messages/*.ts, the spec's
// catalogue); another language's catalogue is keyed by those English texts, the way Lingui keys
// messages by their source, and by an id for texts with arguments (functions, see msg()).
//
//   t(BOOKING_DIALOG_TITLE)          a string constant
//   t(INFORMATION_REQUIRED)          an object of strings (a toast): each string translated
//   t(payLabel, totalCents)          a function made with msg(): its ICU message in the language
//
// English never loads a catalogue nor the library: t() returns the constant (or calls the function).

/** A text with arguments, named so another language's catalogue can hold its ICU message. */
export type MessageFn<A extends unknown[] = never[]> = ((...args: A) => string) & {
  readonly messageId: string;
};

/**
 * Names a text with arguments: `export const payLabel = msg('booking.payLabel', (cents: number) =>
 * ...)`. The id is '<area>.<export name>' (test/i18n-catalogues.test.ts checks it); the function
 * stays the English text, so English output and the tests that import it do not change.
 */
export function msg<A extends unknown[]>(
  messageId: string,
  english: (...args: A) => string,
): MessageFn<A> {
  return Object.assign((...args: A) => english(...args), { messageId });
}

/** What t() gives back for a constant: the same shape, each string in the language. */
export type Translated<T> = T extends string
  ? string
  : T extends (...args: never[]) => unknown
    ? never
    : T extends object
      ? { -readonly [K in keyof T]: Translated<T[K]> }
      : T;

export interface Translate {
  <A extends unknown[]>(message: MessageFn<A>, ...args: A): string;
  <T extends string | object>(message: T): Translated<T>;
}

/** English: the constants themselves. */
export const englishT: Translate = ((message: unknown, ...args: unknown[]) =>
  typeof message === 'function'
    ? (message as (...a: unknown[]) => string)(...args)
    : message) as Translate;
