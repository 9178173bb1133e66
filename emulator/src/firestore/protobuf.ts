/**
 * protobufjs, loaded on first use. Bundlers hoist a static import of an external package to the
 * top of the bundle, so `import protobuf from 'protobufjs'` would load it (and the Firestore
 * descriptor) at start-up even when no client ever sends protobuf or REST; it costs ~50 ms and
 * several MiB.
 */
import { isUtf8 } from 'node:buffer';
import { createRequire } from 'node:module';
import type Protobuf from 'protobufjs';

const require = createRequire(import.meta.url);
let loaded: typeof Protobuf | null = null;

export function protobufjs(): typeof Protobuf {
  if (!loaded) {
    loaded = require('protobufjs') as typeof Protobuf;
    refuseInvalidUtf8(loaded);
  }
  return loaded;
}

/**
 * proto3 `string` fields must hold UTF-8; protobufjs would decode bad bytes to U+FFFD and store
 * them. Firestore refuses such a request (the decode error becomes INVALID_ARGUMENT in codec.ts).
 */
function refuseInvalidUtf8(pb: typeof Protobuf): void {
  const bufferReader = (pb as unknown as { BufferReader?: typeof pb.Reader }).BufferReader;
  for (const proto of [pb.Reader.prototype, bufferReader?.prototype]) {
    if (!proto) continue;
    const original = proto.string;
    proto.string = function (this: Protobuf.Reader): string {
      const lengthAt = this.pos;
      const length = this.uint32();
      const start = this.pos;
      this.pos = lengthAt;
      const value = original.call(this);
      if (!isUtf8(this.buf.subarray(start, start + length)))
        throw new Error('a string field is not valid UTF-8');
      return value;
    };
  }
}
