/**
 * multipart/related bodies as the web SDK (uploadBytes) and @google-cloud/storage (simple uploads) send them:
 * a JSON metadata part, then the data part.
 */
export interface MultipartUpload {
  metadata: unknown;
  data: Buffer;
  dataContentType: string | undefined;
}

export class MultipartError extends Error {}

export function parseMultipartRelated(contentType: string, body: Buffer): MultipartUpload {
  if (!/^multipart\/related/i.test(contentType))
    throw new MultipartError(`Bad content type. ${contentType}`);
  const parts = splitParts(body, boundaryOf(contentType));
  if (parts.length !== 2) throw new MultipartError('Unexpected number of parts in request body');
  const [metadataPart, dataPart] = parts as [Part, Part];
  let metadata: unknown;
  try {
    metadata = JSON.parse(metadataPart.body.toString('utf8') || '{}');
  } catch {
    throw new MultipartError('The metadata part is not valid JSON');
  }
  return { metadata, data: dataPart.body, dataContentType: dataPart.headers['content-type'] };
}

/** One field or file of a multipart/form-data body (an HTML form POST, e.g. a signed POST policy upload). */
export type FormPart =
  | { kind: 'field'; name: string; value: string }
  | { kind: 'file'; name: string; filename: string; contentType: string; data: Buffer };

export function parseMultipartFormData(contentType: string, body: Buffer): FormPart[] {
  if (!/^multipart\/form-data/i.test(contentType))
    throw new MultipartError(`Bad content type. ${contentType}`);
  return splitParts(body, boundaryOf(contentType)).map((part) => {
    const disposition = part.headers['content-disposition'] ?? '';
    const name = dispositionParam(disposition, 'name');
    if (name === undefined)
      throw new MultipartError(
        "Failed to parse multipart form-data. Missing 'name' in Content-Disposition header.",
      );
    const filename = dispositionParam(disposition, 'filename');
    return filename === undefined
      ? { kind: 'field', name, value: part.body.toString('utf8') }
      : {
          kind: 'file',
          name,
          filename,
          contentType: part.headers['content-type'] ?? 'application/octet-stream',
          data: part.body,
        };
  });
}

function boundaryOf(contentType: string): string {
  const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2]?.trim();
  if (!boundary) throw new MultipartError(`Bad content type. ${contentType}`);
  return boundary;
}

function dispositionParam(header: string, param: string): string | undefined {
  const match = new RegExp(`(?:^|;)\\s*${param}="([^"]*)"|(?:^|;)\\s*${param}=([^;]*)`, 'i').exec(
    header,
  );
  return match ? (match[1] ?? match[2]!.trim()) : undefined;
}

interface Part {
  headers: Record<string, string>;
  body: Buffer;
}

function splitParts(body: Buffer, boundary: string): Part[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Part[] = [];
  let start = body.indexOf(delimiter);
  if (start < 0) return parts;
  for (;;) {
    const afterDelimiter = start + delimiter.length;
    if (body.subarray(afterDelimiter, afterDelimiter + 2).toString() === '--') break; // closing delimiter
    const next = body.indexOf(delimiter, afterDelimiter);
    if (next < 0) break;
    parts.push(
      parsePart(body.subarray(skipLineBreak(body, afterDelimiter), trimLineBreak(body, next))),
    );
    start = next;
  }
  return parts;
}

function parsePart(raw: Buffer): Part {
  const headerEnd = raw.indexOf('\r\n\r\n');
  if (headerEnd < 0) return { headers: {}, body: raw };
  const headers: Record<string, string> = {};
  for (const line of raw.subarray(0, headerEnd).toString('utf8').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: Buffer.from(raw.subarray(headerEnd + 4)) };
}

function skipLineBreak(body: Buffer, at: number): number {
  return body[at] === 0x0d && body[at + 1] === 0x0a ? at + 2 : at;
}

function trimLineBreak(body: Buffer, end: number): number {
  return body[end - 2] === 0x0d && body[end - 1] === 0x0a ? end - 2 : end;
}
