// The event form's issue-39 fields (its own policy, the public-from time) as they are checked where
// the form is read and saved; the event schemas keep only their shape (schemas/events.ts).

import { z } from 'zod';
import { PUBLIC_FROM_INVALID } from '../messages/policy';
import { policyOverridesSchema } from '../schemas/policy';

/** An ISO time with its offset (what toISOString gives), e.g. 2026-12-01T10:00:00.000Z. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The event form's issue-39 fields as createEvent and updateEvent accept them (the event schemas
 * keep only their shape): the policy's settings within their bounds, a readable public-from time.
 */
export const eventExtrasSchema = z.object({
  policy: policyOverridesSchema.nullable().optional(),
  public_from: z
    .string()
    .refine((text) => ISO_TIME.test(text) && !Number.isNaN(Date.parse(text)), {
      message: PUBLIC_FROM_INVALID,
    })
    .nullable()
    .optional(),
});
