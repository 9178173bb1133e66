import {
  applyMetadata,
  createStoredObject,
  withDownloadTokenRequested,
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

  /** The object as stored, without access checks (preconditions of admin requests). */
  peek(bucket: string, name: string): StoredObject | undefined {
    return this.store.get(bucket, name);
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
    // The token is part of the first write, so a new object starts at metageneration 1.
    const object = createStoredObject(
      bucket,
      name,
      data,
      options.addDownloadToken ? withDownloadTokenRequested(metadata) : metadata,
    );
    // Writing content is `create`, also over an existing object (a new generation); `update` is a
    // metadata change. Rules that must not allow an overwrite check `resource == null`.
    this.authorize(access, {
      bucket,
      name,
      method: 'create',
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

  /**
   * objects.copy / objects.rewrite (admin): the source's bytes as a new generation of the
   * destination, with the source's metadata unless the request gives its own.
   */
  copyObject(
    source: { bucket: string; name: string },
    destination: { bucket: string; name: string },
    metadata: IncomingMetadata | undefined,
  ): StoredObject {
    const from = this.store.get(source.bucket, source.name);
    if (!from) throw new ObjectNotFoundError(source.bucket, source.name);
    const data = this.store.bytes(from);
    const inherited: IncomingMetadata = {
      contentType: from.contentType,
      ...(from.contentDisposition !== undefined && { contentDisposition: from.contentDisposition }),
      ...(from.contentEncoding !== undefined && { contentEncoding: from.contentEncoding }),
      ...(from.contentLanguage !== undefined && { contentLanguage: from.contentLanguage }),
      ...(from.cacheControl !== undefined && { cacheControl: from.cacheControl }),
      metadata: {
        ...from.customMetadata,
        ...(from.downloadTokens.length > 0 && {
          firebaseStorageDownloadTokens: from.downloadTokens.join(','),
        }),
      },
    };
    const object = createStoredObject(destination.bucket, destination.name, data, {
      ...inherited,
      ...metadata,
    });
    this.store.put(object, data);
    return object;
  }

  /** Grants or withdraws allUsers:READER (makePublic / makePrivate); metadata changes, so a metageneration. */
  setPublicRead(bucket: string, name: string, publicRead: boolean): StoredObject {
    const existing = this.store.get(bucket, name);
    if (!existing) throw new ObjectNotFoundError(bucket, name);
    const updated = { ...applyMetadata(existing, {}), publicRead };
    this.store.updateMetadata(updated);
    return updated;
  }

  /** A public object by its path-style URL (`host/bucket/object`); anything else is not there for anonymous readers. */
  getPublicObject(bucket: string, name: string): StoredObject | undefined {
    const object = this.store.get(bucket, name);
    return object?.publicRead ? object : undefined;
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
