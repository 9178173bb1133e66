// Self-discovery questions as the path and the console's question editor read them.
import { selfDiscoveryQuestionSchema, type SelfDiscoveryQuestionWithId } from '@brunchers/model';

export function parseQuestion(id: string, data: unknown): SelfDiscoveryQuestionWithId {
  return { ...selfDiscoveryQuestionSchema.parse(data), id };
}
