// The bench's callers, in a process of their own so that sending 200 requests and reading their
// answers does not compete with the emulator stack's event loop (the machine has few cores; the
// Functions host, its workers and the local Firestore are busy enough). Each caller is one
// HTTP/1.1 POST on its own connection, as from separate browsers, with node:http (lighter than
// fetch). Connections stay open after a wave (keep-alive), and the next wave reuses them unless it
// asks for new ones. The parent sends one `Wave`; this process answers with each call's latency
// and result.

import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface Wave {
  url: string;
  /** One ID token per caller. */
  tokens: string[];
  /** The callable's request body ({data}), the same for every caller. */
  body: string;
  /** The App Check token the web app sends with every callable (the host's, on the local stack). */
  appCheck?: string;
  /** Close the connections of earlier waves first, so every caller connects anew. */
  newConnections?: boolean;
}

export interface CallResult {
  ms: number;
  status: number;
  /** The callable error's status (e.g. FAILED_PRECONDITION), if it failed. */
  error?: string;
}

let agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

function call(
  url: string,
  token: string,
  body: Buffer,
  appCheck?: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': body.length,
          authorization: `Bearer ${token}`,
          ...(appCheck ? { 'x-firebase-appcheck': appCheck } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function run(wave: Wave): Promise<CallResult[]> {
  if (wave.newConnections) {
    agent.destroy();
    agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  }
  const body = Buffer.from(wave.body);
  return Promise.all(
    wave.tokens.map(async (token): Promise<CallResult> => {
      const started = performance.now();
      const answer = await call(wave.url, token, body, wave.appCheck);
      const ms = performance.now() - started;
      const error =
        answer.status === 200
          ? undefined
          : (JSON.parse(answer.text) as { error?: { status?: string } }).error?.status;
      return { ms, status: answer.status, ...(error ? { error } : {}) };
    }),
  );
}

process.on('message', (wave: Wave) => {
  run(wave).then(
    (results) => process.send?.({ results }),
    (error: unknown) =>
      process.send?.({ error: error instanceof Error ? error.message : String(error) }),
  );
});
process.on('disconnect', () => process.exit(0));
process.send?.({ ready: true });
