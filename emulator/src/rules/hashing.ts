import { createHash } from 'node:crypto';

function crcTable(polynomial: number): Uint32Array {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? polynomial ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
}

const CRC32 = crcTable(0xedb88320);
const CRC32C = crcTable(0x82f63b78);

function crc(table: Uint32Array, data: Uint8Array): Uint8Array {
  let c = 0xffffffff;
  for (const byte of data) c = (table[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  c = (c ^ 0xffffffff) >>> 0;
  return Uint8Array.of(c >>> 24, (c >>> 16) & 0xff, (c >>> 8) & 0xff, c & 0xff);
}

/** Digests returned big-endian as bytes, like the `hashing` namespace of the rules language. */
export const digests = {
  md5: (data: Uint8Array): Uint8Array => new Uint8Array(createHash('md5').update(data).digest()),
  sha256: (data: Uint8Array): Uint8Array =>
    new Uint8Array(createHash('sha256').update(data).digest()),
  crc32: (data: Uint8Array): Uint8Array => crc(CRC32, data),
  crc32c: (data: Uint8Array): Uint8Array => crc(CRC32C, data),
};
