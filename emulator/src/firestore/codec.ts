/**
 * Protobuf <-> proto3 JSON for google.firestore.v1, from the descriptor that ships with
 * @google-cloud/firestore. Everything inside the emulator works on proto3 JSON objects; gRPC
 * converts at the edge with these helpers.
 */
import { createRequire } from 'node:module';
import protobuf from 'protobufjs';
import { fromProto3JSON, toProto3JSON, type JSONValue } from 'proto3-json-serializer';
import { FirestoreError, Code } from './errors.js';

const require = createRequire(import.meta.url);
const descriptor = require('@google-cloud/firestore/build/protos/v1.json') as protobuf.INamespace;

export const protoRoot = protobuf.Root.fromJSON(descriptor);
protoRoot.resolveAll();

const PACKAGE = 'google.firestore.v1.';

export function messageType(name: string): protobuf.Type {
  return protoRoot.lookupType(name.includes('.') ? name : PACKAGE + name);
}

/** Decodes a protobuf message into proto3 JSON; a malformed buffer is INVALID_ARGUMENT. */
export function decodeToJson(typeName: string, bytes: Uint8Array): Record<string, unknown> {
  const type = messageType(typeName);
  let message: protobuf.Message;
  try {
    message = type.decode(bytes);
  } catch (e) {
    throw new FirestoreError(Code.INVALID_ARGUMENT, `Malformed ${type.name} protobuf: ${(e as Error).message}`);
  }
  return toProto3JSON(message) as Record<string, unknown>;
}

export function encodeFromJson(typeName: string, json: object): Uint8Array {
  const type = messageType(typeName);
  const message = fromProto3JSON(type, json as JSONValue);
  return type.encode(message as protobuf.Message).finish();
}
