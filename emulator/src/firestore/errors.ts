/** gRPC status codes and the HTTP statuses/names the REST API reports for them. */
export enum Code {
  OK = 0,
  CANCELLED = 1,
  UNKNOWN = 2,
  INVALID_ARGUMENT = 3,
  DEADLINE_EXCEEDED = 4,
  NOT_FOUND = 5,
  ALREADY_EXISTS = 6,
  PERMISSION_DENIED = 7,
  RESOURCE_EXHAUSTED = 8,
  FAILED_PRECONDITION = 9,
  ABORTED = 10,
  OUT_OF_RANGE = 11,
  UNIMPLEMENTED = 12,
  INTERNAL = 13,
  UNAVAILABLE = 14,
  DATA_LOSS = 15,
  UNAUTHENTICATED = 16,
}

const HTTP_STATUS: Record<Code, number> = {
  [Code.OK]: 200,
  [Code.CANCELLED]: 499,
  [Code.UNKNOWN]: 500,
  [Code.INVALID_ARGUMENT]: 400,
  [Code.DEADLINE_EXCEEDED]: 504,
  [Code.NOT_FOUND]: 404,
  [Code.ALREADY_EXISTS]: 409,
  [Code.PERMISSION_DENIED]: 403,
  [Code.RESOURCE_EXHAUSTED]: 429,
  [Code.FAILED_PRECONDITION]: 400,
  [Code.ABORTED]: 409,
  [Code.OUT_OF_RANGE]: 400,
  [Code.UNIMPLEMENTED]: 501,
  [Code.INTERNAL]: 500,
  [Code.UNAVAILABLE]: 503,
  [Code.DATA_LOSS]: 500,
  [Code.UNAUTHENTICATED]: 401,
};

export class FirestoreError extends Error {
  constructor(
    readonly code: Code,
    message: string,
  ) {
    super(message);
    this.name = 'FirestoreError';
  }

  get httpStatus(): number {
    return HTTP_STATUS[this.code];
  }

  get statusName(): string {
    return Code[this.code];
  }

  /** The REST error body, as Google's APIs send it. */
  toRestBody(): object {
    return { error: { code: this.httpStatus, message: this.message, status: this.statusName } };
  }
}

/** Anything thrown that is not a FirestoreError is an internal error (and a bug to fix). */
export function asFirestoreError(e: unknown): FirestoreError {
  if (e instanceof FirestoreError) return e;
  return new FirestoreError(Code.INTERNAL, e instanceof Error ? e.message : String(e));
}

export const invalid = (message: string): FirestoreError =>
  new FirestoreError(Code.INVALID_ARGUMENT, message);
