/**
 * Protobuf <-> proto3 JSON for google.firestore.v1, from the descriptor that ships with
 * @google-cloud/firestore. Everything inside the emulator works on proto3 JSON objects; gRPC
 * converts at the edge with these helpers (implemented in wire.ts).
 */
import { createRequire } from 'node:module';
import type protobuf from 'protobufjs';
import { FirestoreError, Code } from './errors.js';
import { protobufjs } from './protobuf.js';
import {
  decodeToCanonicalJson,
  encodeJson,
  encodeListenDocumentChange,
  encodeRunQueryFrames,
} from './wire.js';
import type { DocumentJson } from './types.js';

const require = createRequire(import.meta.url);

const PACKAGE = 'google.firestore.v1.';

let root: protobuf.Root | null = null;

/** The google.firestore.v1 descriptor, read on first use (not at start-up); types resolve lazily too. */
export function protoRoot(): protobuf.Root {
  if (!root) {
    root = protobufjs().Root.fromJSON(
      require('@google-cloud/firestore/build/protos/v1.json') as protobuf.INamespace,
    );
    addWriteVerify(root);
  }
  return root;
}

/**
 * The descriptor shipped with @google-cloud/firestore omits `Write.verify` (field 5 of the
 * `operation` oneof), which the web SDK and lite send for documents a transaction read but does not
 * write; without it gRPC drops the field and REST refuses it as unknown.
 */
function addWriteVerify(root: protobuf.Root): void {
  const write = root.lookupType(PACKAGE + 'Write');
  if (write.fields.verify) return;
  const verify = new (protobufjs().Field)('verify', 5, 'string');
  write.add(verify);
  write.oneofs.operation!.add(verify);
}

const types = new Map<string, protobuf.Type>();

export function messageType(name: string): protobuf.Type {
  let type = types.get(name);
  if (!type) {
    type = protoRoot().lookupType(name.includes('.') ? name : PACKAGE + name);
    type.resolveAll();
    types.set(name, type);
  }
  return type;
}

/** Decodes a protobuf message into proto3 JSON; a malformed buffer is INVALID_ARGUMENT. */
export function decodeToJson(typeName: string, bytes: Uint8Array): Record<string, unknown> {
  const type = messageType(typeName);
  try {
    return decodeToCanonicalJson(type, bytes);
  } catch (e) {
    throw new FirestoreError(
      Code.INVALID_ARGUMENT,
      `Malformed ${type.name} protobuf: ${(e as Error).message}`,
    );
  }
}

export function encodeFromJson(typeName: string, json: object): Uint8Array {
  return encodeJson(messageType(typeName), json);
}

/** The message as one gRPC length-prefixed frame: flag 0 (uncompressed), 4-byte length, message. */
export function encodeGrpcFrame(typeName: string, json: object): Buffer {
  return frameHeader(encodeJson(messageType(typeName), json, 5));
}

/** Messages per buffer: bounds each buffer and the encoder's scratch arrays. */
const FRAMES_PER_BUFFER = 256;

/**
 * A server-streaming method's responses as gRPC frames, in buffers of several frames each (to be
 * written in order). RunQuery's usual answer, `{ document, readTime }` per document, skips the
 * generic encoder; anything else (a transaction, explain metrics, no document) takes it.
 */
export function encodeGrpcFrames(typeName: string, messages: readonly object[]): Buffer[] {
  const readTime = typeName === 'RunQueryResponse' ? documentsWithReadTime(messages) : null;
  if (readTime === null) {
    const out: Buffer[] = [];
    for (let i = 0; i < messages.length; i += FRAMES_PER_BUFFER) {
      const frames = messages
        .slice(i, i + FRAMES_PER_BUFFER)
        .map((m) => encodeGrpcFrame(typeName, m));
      out.push(frames.length === 1 ? frames[0]! : Buffer.concat(frames));
    }
    return out;
  }
  const documents = (messages as Array<{ document: Record<string, unknown> }>).map(
    (m) => m.document,
  );
  const out: Buffer[] = [];
  for (let i = 0; i < documents.length; i += FRAMES_PER_BUFFER)
    out.push(encodeRunQueryFrames(documents.slice(i, i + FRAMES_PER_BUFFER), readTime));
  return out;
}

interface RunQueryResponseJson {
  document?: unknown;
  readTime?: unknown;
  transaction?: unknown;
  skippedResults?: unknown;
  done?: unknown;
  explainMetrics?: unknown;
}

/** The read time every message shares when each holds a document and a read time only, else null. */
function documentsWithReadTime(messages: readonly object[]): string | null {
  let readTime: string | null = null;
  for (const m of messages as readonly RunQueryResponseJson[]) {
    const { document, readTime: time } = m;
    if (typeof document !== 'object' || document === null || typeof time !== 'string') return null;
    if (readTime !== null && time !== readTime) return null;
    if (
      m.transaction !== undefined ||
      m.skippedResults !== undefined ||
      m.done !== undefined ||
      m.explainMetrics !== undefined
    )
      return null;
    readTime = time;
  }
  return readTime;
}

/** A ListenResponse `{ documentChange: { document, targetIds } }` as one gRPC frame. */
export function encodeDocumentChangeFrame(document: DocumentJson, targetIds: number[]): Buffer {
  return frameHeader(
    encodeListenDocumentChange(document as unknown as Record<string, unknown>, targetIds, 5),
  );
}

function frameHeader(buf: Buffer): Buffer {
  buf[0] = 0;
  buf.writeUInt32BE(buf.length - 5, 1);
  return buf;
}
