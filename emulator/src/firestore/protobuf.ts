/**
 * protobufjs, loaded on first use. Bundlers hoist a static import of an external package to the
 * top of the bundle, so `import protobuf from 'protobufjs'` would load it (and the Firestore
 * descriptor) at start-up even when no client ever sends protobuf or REST; it costs ~50 ms and
 * several MiB.
 */
import { createRequire } from 'node:module';
import type Protobuf from 'protobufjs';

const require = createRequire(import.meta.url);
let loaded: typeof Protobuf | null = null;

export function protobufjs(): typeof Protobuf {
  return (loaded ??= require('protobufjs') as typeof Protobuf);
}
