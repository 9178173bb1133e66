import { createHash } from 'node:crypto';

// CRC32C (Castagnoli), the checksum Cloud Storage reports; @google-cloud/storage validates downloads against it.
const CRC32C_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC32C of the bytes, base64 of the 4 big-endian bytes, as the JSON API returns it. */
export function crc32cBase64(bytes: Uint8Array): string {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++)
    crc = (crc >>> 8) ^ CRC32C_TABLE[(crc ^ bytes[i]!) & 0xff]!;
  const out = Buffer.alloc(4);
  out.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return out.toString('base64');
}

export function md5Base64(bytes: Uint8Array): string {
  return createHash('md5').update(bytes).digest('base64');
}

export function etagFor(generation: string, metageneration: number): string {
  return createHash('sha1').update(`${generation}/${metageneration}`).digest('base64').slice(0, -1);
}
