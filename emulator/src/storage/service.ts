import {
  applyMetadata,
  createStoredObject,
  withNewDownloadToken,
  type IncomingMetadata,
  type StoredObject,
} from './metadata.js';
import type { StorageRules, StorageMethod } from './rules.js';
import type { ListOptions, ListResult, ObjectStore } from './store.js';

/** Who is asking: a client SDK request judged by storage.rules, or the admin (JSON API) which bypasses them. */
export type Access =
  { kind: 'client'; authorization: string | undefined; downloadToken?: string } | { kind: 'admin' };

export class StorageDeniedError extends Error {
  constructor(
    readonly method: StorageMethod,
    reason: string | undefined,
  ) {
    super(reason ?? `No ${method} permission.`);
  }
}

export class ObjectNotFoundError extends Error {
  constructor(bucket: string, name: string) {
    super(`No such object: ${bucket}/${name}`);
  }
}

/** Storage operations shared by the Firebase (/v0) and Cloud Storage JSON APIs, with rules applied for clients. */
export class StorageService {
  constructor(
    private readonly store: ObjectStore,
    private readonly rules: StorageRules,
  ) {}

  getObject(bucket: string, name: string, access: Access): StoredObject {
    const object = this.store.get(bucket, name);
    const tokenGrants =
      access.kind === 'client' &&
      !!access.downloadToken &&
      !!object?.downloadTokens.includes(access.downloadToken);
    if (!tokenGrants) this.authorize(access, { bucket, name, method: 'get', resource: object });
    if (!object) throw new ObjectNotFoundError(bucket, name);
    return object;
  }

  /** Like getObject, and gives the object a download token if it has none (as the Firebase API does on read). */
  getObjectWithToken(bucket: string, name: string, access: Access): StoredObject {
    const object = this.getObject(bucket, name, access);
    if (object.downloadTokens.length > 0) return object;
    const withToken = withNewDownloadToken(object);
    this.store.updateMetadata(withToken);
    return withToken;
  }

  bytes(object: StoredObject): Buffer {
    return this.store.bytes(object);
  }

  writeObject(
    bucket: string,
    name: string,
    data: Buffer,
    metadata: IncomingMetadata,
    access: Access,
    options: { addDownloadToken: boolean },
  ): StoredObject {
    const existing = this.store.get(bucket, name);
    let object = createStoredObject(bucket, name, data, metadata);
    if (options.addDownloadToken && object.downloadTokens.length === 0)
      object = withNewDownloadToken(object);
    this.authorize(access, {
      bucket,
      name,
      method: existing ? 'update' : 'create',
      resource: existing,
      requestResource: object,
    });
    this.store.put(object, data);
    return object;
  }

  updateMetadata(
    bucket: string,
    name: string,
    patch: IncomingMetadata,
    access: Access,
  ): StoredObject {
    const existing = this.store.get(bucket, name);
    const updated = existing ? applyMetadata(existing, patch) : undefined;
    this.authorize(access, {
      bucket,
      name,
      method: 'update',
      resource: existing,
      ...(updated && { requestResource: updated }),
    });
    if (!existing || !updated) throw new ObjectNotFoundError(bucket, name);
    this.store.updateMetadata(updated);
    return updated;
  }

  replaceMetadata(object: StoredObject): void {
    this.store.updateMetadata(object);
  }

  deleteObject(bucket: string, name: string, access: Access): void {
    const existing = this.store.get(bucket, name);
    this.authorize(access, { bucket, name, method: 'delete', resource: existing });
    if (!existing) throw new ObjectNotFoundError(bucket, name);
    this.store.delete(bucket, name);
  }

  list(bucket: string, options: ListOptions, access: Access): ListResult {
    this.authorize(access, {
      bucket,
      name: options.prefix.replace(/\/+$/, ''),
      method: 'list',
      resource: undefined,
    });
    return this.store.list(bucket, options);
  }

  clear(): void {
    this.store.clear();
  }

  private authorize(
    access: Access,
    request: {
      bucket: string;
      name: string;
      method: StorageMethod;
      resource: StoredObject | undefined;
      requestResource?: StoredObject;
    },
  ): void {
    if (access.kind === 'admin') return;
    const decision = this.rules.check({ ...request, authorization: access.authorization });
    if (!decision.allowed) throw new StorageDeniedError(request.method, decision.reason);
  }
}
