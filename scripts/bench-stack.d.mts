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
}): Promise<{ reused: boolean; stop: () => Promise<void> }>;
