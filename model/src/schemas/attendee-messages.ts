// The organiser's message to an event's attendees or its waitlist (issue 39 item 6).
// attendee_messages/{eventId}_{requestId}: what was sent, by whom, to how many (no addresses);
// one mail per recipient goes through the outbox (mail kind attendee_message). The request id
// comes from the console's dialog, so a double click or a retried call finds the same document
// and sends nothing twice. See docs/decisions/0014-attendee-messages-and-needs.md.

import { z } from 'zod';
import { docIdSchema, ID_MAX, nonNegativeInt, timestampLikeSchema } from './common';

/** Confirmed bookings (members and guest bookings), or the event's waiting people. */
export const ATTENDEE_MESSAGE_AUDIENCES = ['attendees', 'waitlist'] as const;
export type AttendeeMessageAudience = (typeof ATTENDEE_MESSAGE_AUDIENCES)[number];

export const ATTENDEE_MESSAGE_SUBJECT_MAX = 120;
export const ATTENDEE_MESSAGE_BODY_MAX = 2000;
/** Messages per event in any 24 hours: a brunch needs a few notes, not a newsletter. */
export const ATTENDEE_MESSAGE_DAILY_LIMIT = 3;
export const ATTENDEE_MESSAGE_WINDOW_MS = 24 * 3_600_000;

const requestIdSchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/, 'Invalid request id');

/** Plain text: no control characters but line breaks, trimmed, bounded. */
const plainText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    // eslint-disable-next-line no-control-regex
    .refine((text) => !/[\u0000-\u0009\u000b-\u001f\u007f]/.test(text), 'Plain text only');

export const messageAttendeesInputSchema = z.strictObject({
  eventId: docIdSchema,
  audience: z.enum(ATTENDEE_MESSAGE_AUDIENCES),
  subject: plainText(ATTENDEE_MESSAGE_SUBJECT_MAX).refine(
    (text) => !text.includes('\n'),
    'One line',
  ),
  body: plainText(ATTENDEE_MESSAGE_BODY_MAX),
  requestId: requestIdSchema,
  /** false: only count who would receive it (the preview); true: send. */
  send: z.boolean(),
});
export type MessageAttendeesInput = z.infer<typeof messageAttendeesInputSchema>;

export interface MessageAttendeesOutput {
  /** People the message goes (or would go) to, one per address. */
  recipients: number;
  /** People left out because they turned optional mails off. */
  excluded: number;
  /** Whether this call (or an earlier one with the same request id) sent it. */
  sent: boolean;
  /** An earlier call with the same request id had sent it already: nothing new went out. */
  duplicate: boolean;
}

export const attendeeMessageSchema = z.object({
  event_id: z.string().min(1).max(ID_MAX),
  audience: z.enum(ATTENDEE_MESSAGE_AUDIENCES),
  subject: z.string().max(ATTENDEE_MESSAGE_SUBJECT_MAX),
  body: z.string().max(ATTENDEE_MESSAGE_BODY_MAX),
  /** The admin who sent it (anonymised when their account is deleted). */
  sent_by: z.string().min(1).max(ID_MAX),
  recipients: nonNegativeInt,
  excluded: nonNegativeInt,
  /** Every recipient's mail is in the outbox (a retried call then writes none). */
  complete: z.boolean(),
  created_at: timestampLikeSchema,
});
export type AttendeeMessageDoc = z.infer<typeof attendeeMessageSchema>;

export function attendeeMessageId(eventId: string, requestId: string): string {
  return `${eventId}_${requestId}`;
}
