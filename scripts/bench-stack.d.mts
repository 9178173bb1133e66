// Types of bench-stack.mjs for TypeScript benches.
export declare const STACK: {
  appUrl: string;
  firestore: string;
  auth: string;
  functions: string;
  projectId: string;
};
export declare function ensureStack(options?: {
  log?: (line: string) => void;
  /** Fills a fresh data folder before the stack starts on it (a running stack is then refused). */
  prepare?: (dataDir: string) => Promise<void>;
}): Promise<{ reused: boolean; stop: () => Promise<void> }>;
