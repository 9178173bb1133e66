// The functions' log level: FUNCTIONS_HOST_LOG_LEVEL=info|warn|error silences the worker's console
// methods below that level (worker-console.ts applies it before the build loads). Unset or `debug`:
// everything is printed, as Google's emulator does (firebase-functions logs every callable request
// at DEBUG).

export const LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LEVELS)[number];
type Level = LogLevel;

/** Console methods by the lowest level that still prints them. */
const METHODS: Record<Level, Array<'debug' | 'log' | 'info' | 'warn' | 'error'>> = {
  debug: ['debug'],
  info: ['log', 'info'],
  warn: ['warn'],
  error: ['error'],
};

export function parseLogLevel(value: string | undefined): Level {
  const level = (value ?? '').trim().toLowerCase() || 'debug';
  if (!(LEVELS as readonly string[]).includes(level)) {
    throw new Error(
      `FUNCTIONS_HOST_LOG_LEVEL must be one of ${LEVELS.join(', ')}, got ${JSON.stringify(value)}`,
    );
  }
  return level as Level;
}

/** Replaces the console methods below `level` with no-ops. */
export function applyLogLevel(level: Level, target: Console = console): void {
  const silence = () => undefined;
  for (const below of LEVELS.slice(0, LEVELS.indexOf(level))) {
    for (const method of METHODS[below]) target[method] = silence;
  }
}
