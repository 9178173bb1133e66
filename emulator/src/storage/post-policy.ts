import type { IncomingMetadata } from './metadata.js';
import type { FormPart } from './multipart.js';

/**
 * HTML form uploads to `POST /<bucket>` with a POST policy (XML API "POST Object"): the policy's
 * expiration and conditions are checked as Cloud Storage checks them. The signature is not: this
 * server holds no service-account keys (as it accepts any bearer token on the JSON API).
 */
export type PostPolicyOutcome =
  | {
      ok: true;
      key: string;
      file: Extract<FormPart, { kind: 'file' }>;
      metadata: IncomingMetadata;
      publicRead: boolean;
      successStatus: 200 | 201 | 204;
    }
  | { ok: false; status: number; code: string; message: string };

/** Form fields that set object metadata (case-insensitive names). */
const METADATA_FIELDS: Record<string, keyof Omit<IncomingMetadata, 'metadata'>> = {
  'content-type': 'contentType',
  'cache-control': 'cacheControl',
  'content-disposition': 'contentDisposition',
  'content-encoding': 'contentEncoding',
  'content-language': 'contentLanguage',
};

/** Fields a policy need not name (V4 and V2 signing fields, the file itself, ignored fields). */
const UNCONDITIONED_FIELDS = new Set([
  'file',
  'policy',
  'x-goog-signature',
  'signature',
  'googleaccessid',
]);

export function checkPostPolicy(bucket: string, form: FormPart[]): PostPolicyOutcome {
  const fields = new Map<string, string>();
  for (const part of form)
    if (part.kind === 'field') fields.set(part.name.toLowerCase(), part.value);
  const file = form.find(
    (part): part is Extract<FormPart, { kind: 'file' }> => part.kind === 'file',
  );
  const key = fields.get('key');
  if (!key || !file) return invalid("Missing 'key' or file.");
  const objectName = key.replace(/\$\{filename\}/g, file.filename);

  const encodedPolicy = fields.get('policy');
  if (!encodedPolicy)
    return denied(
      'Anonymous caller does not have storage.objects.create access to the Google Cloud Storage object.',
    );
  let policy: { expiration?: unknown; conditions?: unknown };
  try {
    policy = JSON.parse(Buffer.from(encodedPolicy, 'base64').toString('utf8')) as typeof policy;
  } catch {
    return invalid('Invalid policy document: not base64-encoded JSON.');
  }
  const expiration = typeof policy.expiration === 'string' ? Date.parse(policy.expiration) : NaN;
  if (Number.isNaN(expiration)) return invalid('Invalid policy document: no expiration.');
  if (expiration <= Date.now()) return denied('Invalid according to Policy: Policy expired.');
  if (!Array.isArray(policy.conditions)) return invalid('Invalid policy document: no conditions.');

  const valueOf = (name: string): string | undefined =>
    name === 'bucket' ? bucket : name === 'key' ? objectName : fields.get(name);
  const covered = new Set<string>(['bucket']);
  for (const condition of policy.conditions as unknown[]) {
    const failure = checkCondition(condition, valueOf, file.data.byteLength, covered);
    if (failure) return denied(`Invalid according to Policy: ${failure}`);
  }
  for (const name of fields.keys()) {
    if (UNCONDITIONED_FIELDS.has(name) || name.startsWith('x-ignore-') || covered.has(name))
      continue;
    return denied(`Invalid according to Policy: Extra input fields: ${name}`);
  }

  const metadata: IncomingMetadata = { contentType: file.contentType, metadata: {} };
  for (const [name, value] of fields) {
    if (name.startsWith('x-goog-meta-')) metadata.metadata![name.slice(12)] = value;
    else if (METADATA_FIELDS[name]) metadata[METADATA_FIELDS[name]] = value.trim();
  }
  const status = Number(fields.get('success_action_status') ?? 204);
  return {
    ok: true,
    key: objectName,
    file,
    metadata,
    publicRead: fields.get('acl') === 'public-read',
    successStatus: status === 200 || status === 201 ? status : 204,
  };
}

/** One policy condition; returns why it fails, or undefined. Records the field names it covers. */
function checkCondition(
  condition: unknown,
  valueOf: (name: string) => string | undefined,
  size: number,
  covered: Set<string>,
): string | undefined {
  if (Array.isArray(condition)) {
    const [operator, subject, expected] = condition as [unknown, unknown, unknown];
    const op = String(operator).toLowerCase();
    if (op === 'content-length-range') {
      const [min, max] = [Number(subject), Number(expected)];
      return size >= min && size <= max ? undefined : `Content length ${size} out of range.`;
    }
    if (typeof subject !== 'string' || !subject.startsWith('$'))
      return `Invalid condition ${JSON.stringify(condition)}.`;
    const name = subject.slice(1).toLowerCase();
    covered.add(name);
    const actual = valueOf(name) ?? '';
    if (op === 'eq')
      return actual === String(expected) ? undefined : `Policy condition failed: ${subject}`;
    if (op === 'starts-with')
      return actual.startsWith(String(expected))
        ? undefined
        : `Policy condition failed: ${subject}`;
    return `Invalid condition ${JSON.stringify(condition)}.`;
  }
  if (condition && typeof condition === 'object') {
    for (const [field, expected] of Object.entries(condition)) {
      const name = field.toLowerCase();
      covered.add(name);
      if ((valueOf(name) ?? '') !== String(expected)) return `Policy condition failed: ${field}`;
    }
    return undefined;
  }
  return `Invalid condition ${JSON.stringify(condition)}.`;
}

function invalid(message: string): PostPolicyOutcome {
  return { ok: false, status: 400, code: 'InvalidArgument', message };
}

function denied(message: string): PostPolicyOutcome {
  return { ok: false, status: 403, code: 'AccessDenied', message };
}
