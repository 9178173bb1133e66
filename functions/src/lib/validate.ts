// Input validation at the callable boundary: a zod schema or invalid-argument.

import type { z } from 'zod';
import { describeIssues, fail } from './errors.js';

export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) fail('invalid-argument', describeIssues(parsed.error));
  return parsed.data;
}
