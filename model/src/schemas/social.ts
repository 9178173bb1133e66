// self_discovery_questions, user_answers, user_photos, user_roles, matches, bruncher_likes
//. Ids: user_answers/{uid}_{questionId}, bruncher_likes/{liker}_{liked},
// matches/{a}_{b} (pair sorted), user_roles/{uid}_{role}; the rest are auto ids.

import { z } from 'zod';
import { QUESTION_CATEGORIES, ROLES } from '../constants';
import { hasContentText } from '../i18n/content-text';
import { ID_MAX, LONG_TEXT_MAX, photoUrlSchema, timestampLikeSchema, TEXT_MAX } from './common';

const idRef = z.string().min(1).max(ID_MAX);

export const questionCategorySchema = z.enum(QUESTION_CATEGORIES);

export const selfDiscoveryQuestionSchema = z.object({
  category: questionCategorySchema,
  /**
   * English (the spec's field) and Portuguese (issue 37.3): one may be empty (the console's
   * questionFormSchema refuses both); read with contentText(question, 'question', locale).
   */
  question: z.string().max(TEXT_MAX),
  question_pt: z.string().max(TEXT_MAX).optional(),
  xp_reward: z.number().int().min(0).max(1000),
  created_at: timestampLikeSchema,
  /** Order within the category (the console's reorder); absent = by created_at. */
  position: z.number().optional(),
  /** Retired by an admin: gone from members' paths; answers and their XP stay. */
  retired: z.boolean().optional(),
});
export type SelfDiscoveryQuestionDoc = z.infer<typeof selfDiscoveryQuestionSchema>;
export type SelfDiscoveryQuestionWithId = SelfDiscoveryQuestionDoc & { id: string };

/** The console's question editor: both languages trimmed, one at least, and the XP reward. */
export const questionFormSchema = selfDiscoveryQuestionSchema
  .pick({ question: true, question_pt: true, xp_reward: true })
  .required({ question_pt: true })
  .refine((form) => hasContentText(form, 'question'), { path: ['question'] });

export const ANSWER_REQUIRED = 'Please write an answer';

/** The answer text: non-empty after trimming. */
export const answerTextSchema = z.string().trim().min(1, ANSWER_REQUIRED).max(LONG_TEXT_MAX);

export const userAnswerSchema = z.object({
  user_id: idRef,
  question_id: idRef,
  answer: answerTextSchema,
  created_at: timestampLikeSchema,
});
export type UserAnswerDoc = z.infer<typeof userAnswerSchema>;
export const USER_ANSWER_CLIENT_FIELDS = [
  'user_id',
  'question_id',
  'answer',
  'created_at',
] as const;

export const userPhotoSchema = z.object({
  user_id: idRef,
  photo_url: photoUrlSchema,
  /** Storage object path (user-photos/{uid}/{timestamp}.{ext}), so delete needs no URL parsing. */
  storage_path: z.string().max(1024).optional(),
  created_at: timestampLikeSchema,
});
export type UserPhotoDoc = z.infer<typeof userPhotoSchema>;
export type UserPhotoWithId = UserPhotoDoc & { id: string };
export const USER_PHOTO_CLIENT_FIELDS = [
  'user_id',
  'photo_url',
  'storage_path',
  'created_at',
] as const;

export const roleSchema = z.enum(ROLES);
export const userRoleSchema = z.object({
  user_id: idRef,
  role: roleSchema,
});
export type UserRoleDoc = z.infer<typeof userRoleSchema>;

/** role_audit/{auto}: one grant or revocation; `by` is the admin's uid, or 'import' / 'seed'. */
export const roleAuditSchema = z.object({
  user_id: idRef,
  role: roleSchema,
  action: z.enum(['granted', 'revoked']),
  by: idRef,
  at: timestampLikeSchema,
  /** The member's roles before and after the change (audits from before they were kept lack them). */
  roles_before: z.array(roleSchema).optional(),
  roles_after: z.array(roleSchema).optional(),
});
export type RoleAuditDoc = z.infer<typeof roleAuditSchema>;

/** matches/{user1}_{user2}: user1_id < user2_id, created once by the likes trigger. */
export const matchSchema = z
  .object({
    user1_id: idRef,
    user2_id: idRef,
    created_at: timestampLikeSchema,
  })
  .refine((match) => match.user1_id < match.user2_id, {
    message: 'user1_id must sort before user2_id',
    path: ['user2_id'],
  });
export type MatchDoc = z.infer<typeof matchSchema>;
export type MatchWithId = MatchDoc & { id: string };

/** bruncher_likes/{liker}_{liked}: is_like true = like, false = pass. */
export const bruncherLikeSchema = z
  .object({
    liker_id: idRef,
    liked_id: idRef,
    is_like: z.boolean(),
    created_at: timestampLikeSchema,
  })
  .refine((like) => like.liker_id !== like.liked_id, {
    message: 'A member cannot like themselves',
    path: ['liked_id'],
  });
export type BruncherLikeDoc = z.infer<typeof bruncherLikeSchema>;
export const BRUNCHER_LIKE_CLIENT_FIELDS = [
  'liker_id',
  'liked_id',
  'is_like',
  'created_at',
] as const;

/**
 * xp_awards/{xpAwardId(source)}: the ledger of XP given, one entry per rewarded document, written
 * by the server in the same transaction as the profile's points. The member reads their own: the
 * app tells from it which cause a gain came from.
 */
export const xpAwardSchema = z.object({
  user_id: idRef,
  /** Path of the document that earned the points, e.g. brunch_reviews/abc. */
  source: z.string().min(1),
  xp: z.number().int().nonnegative(),
  awarded_at: timestampLikeSchema,
});
export type XpAwardDoc = z.infer<typeof xpAwardSchema>;

/** The ledger id of the award for the document at `sourcePath` ('/' becomes '__'). */
export function xpAwardId(sourcePath: string): string {
  return sourcePath.split('/').join('__');
}
