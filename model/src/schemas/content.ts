// brunch_spots, brunch_stories, newsletter_signups (landing Join form) and stripe_events
// (webhook dedupe). Ids: brunch_spots/{auto}, brunch_stories/{rowId or auto},
// newsletter_signups/{newsletterSignupId(email)}, stripe_events/{Stripe event id}.

import { z } from 'zod';
import { BRUNCH_BUDGET_TIERS, STORY_CATEGORIES } from '../constants';
import { LOCALES } from '../i18n/locales';
import {
  dateStringSchema,
  EMAIL_MAX,
  LONG_TEXT_MAX,
  NAME_MAX,
  TEXT_MAX,
  timestampLikeSchema,
  urlSchema,
} from './common';

export const brunchBudgetSchema = z.enum(BRUNCH_BUDGET_TIERS);

/** Every field but name is optional: placeView() supplies the spec's defaults. */
export const brunchSpotSchema = z.object({
  name: z.string().min(1).max(NAME_MAX),
  city: z.string().max(NAME_MAX).nullable().optional(),
  description: z.string().max(LONG_TEXT_MAX).nullable().optional(),
  rating: z.number().min(0).max(5).nullable().optional(),
  review_count: z.number().int().nonnegative().nullable().optional(),
  is_partner: z.boolean().nullable().optional(),
  logo_image: urlSchema.nullable().optional(),
  price_range: brunchBudgetSchema.nullable().optional(),
  address: z.string().max(TEXT_MAX).nullable().optional(),
  website: urlSchema.nullable().optional(),
  phone_number: z.string().max(50).nullable().optional(),
  cuisine_type: z.string().max(NAME_MAX).nullable().optional(),
  instagram: urlSchema.nullable().optional(),
});
export type BrunchSpotDoc = z.infer<typeof brunchSpotSchema>;
export type BrunchSpotWithId = BrunchSpotDoc & { id: string };

export const storyCategorySchema = z.enum(STORY_CATEGORIES);

export const brunchStorySchema = z.object({
  title: z.string().min(1).max(300),
  subtitle: z.string().max(TEXT_MAX).nullable(),
  /** The excerpt shown on cards; the story page falls back to it when content is empty. */
  description: z.string().max(LONG_TEXT_MAX).nullable(),
  author: z.string().min(1).max(NAME_MAX),
  /** 'YYYY-MM-DD' so ordering by publish_date works on the string. */
  publish_date: dateStringSchema.nullable(),
  created_at: timestampLikeSchema,
  read_time: z.string().max(50).nullable(),
  category: storyCategorySchema,
  main_image: urlSchema.nullable(),
  /** HTML body; sanitised by the web app before rendering. */
  content: z.string().max(200_000).nullable(),
  tags: z.array(z.string().max(NAME_MAX)).max(50),
  /** The language it is written in (issue 37.3), shown as a badge; absent: not stated. */
  language: z.enum(LOCALES).nullable().optional(),
});
export type BrunchStoryDoc = z.infer<typeof brunchStorySchema>;
export type BrunchStoryWithId = BrunchStoryDoc & { id: string };

/**
 * Double opt-in (issue 36): a visitor creates the sign-up as pending under its own address (the
 * rules tie the id to it, so an address has one document and one confirmation mail); the server
 * mails a link, and opening it makes the sign-up subscribed. Only subscribed addresses get news.
 */
// 'subscribed', not 'confirmed': that word is a booking's status alone (the one-writer scan).
export const NEWSLETTER_STATUSES = ['pending', 'subscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];
export const newsletterSignupSchema = z.object({
  email: z.string().max(EMAIL_MAX),
  status: z.enum(NEWSLETTER_STATUSES).optional(),
  created_at: timestampLikeSchema,
  confirmed_at: timestampLikeSchema.nullable().optional(),
  /** The page's language at sign-up (issue 37): the confirmation mail is written in it. */
  locale: z.enum(LOCALES).optional(),
});
export type NewsletterSignupDoc = z.infer<typeof newsletterSignupSchema>;
export const NEWSLETTER_SIGNUP_CLIENT_FIELDS = ['email', 'status', 'created_at', 'locale'] as const;

/** stripe_events/{eventId}: written once per handled webhook event so retries are no-ops. */
export const stripeEventSchema = z.object({
  type: z.string().max(NAME_MAX),
  booking_id: z.string().max(128).nullable(),
  processed_at: timestampLikeSchema,
});
export type StripeEventDoc = z.infer<typeof stripeEventSchema>;
