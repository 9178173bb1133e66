// A small SMTP server for the functions tests (smtp-server, the library MailDev is built on):
// keeps every message parsed (mailparser) and can be switched "down" to answer 421 to every
// message, like a provider's outage. The e2e suite reads real MailDev instead.

import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

export interface SmtpCatcher {
  url: string;
  messages: ParsedMail[];
  /** Refuse every message (421) while true. */
  setDown(down: boolean): void;
  /** Messages refused while down. */
  refused: number;
  clear(): void;
  close(): Promise<void>;
}

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  let down = false;
  const catcher = {
    messages: [] as ParsedMail[],
    refused: 0,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (down) {
        catcher.refused++;
        stream.resume();
        stream.on('end', () => {
          const error = Object.assign(new Error('Service unavailable, try again later'), {
            responseCode: 421,
          });
          callback(error);
        });
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          catcher.messages.push(parsed);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(catcher, {
    url: `smtp://127.0.0.1:${port}`,
    setDown(value: boolean) {
      down = value;
    },
    clear() {
      catcher.messages.length = 0;
      catcher.refused = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
