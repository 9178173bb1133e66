// The unread counts behind the tab bar and the digest (issue 38 §2, §3).
import { describe, expect, it } from 'vitest';
import {
  UNREAD_DIGEST_AFTER_MINUTES,
  UNREAD_DIGEST_EVERY_HOURS,
  addUnread,
  clearUnread,
  digestDue,
  unreadKey,
  unreadTotal,
} from '../src';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 29, 8) + minutes * 60_000);
const c = unreadKey.conversation('ana_ben');
const t = unreadKey.table('e1_t3');

describe('member unread counts', () => {
  it('adds per chat, keeps when the oldest arrived, and clears one chat', () => {
    let doc = addUnread(undefined, c, at(0));
    doc = addUnread(doc, c, at(5));
    doc = addUnread(doc, t, at(10));
    expect(unreadTotal(doc)).toBe(3);
    expect(doc.since[c]).toEqual(at(0));
    expect(doc.pending_since).toEqual(at(0));
    const cleared = clearUnread(doc, c, at(20))!;
    expect(unreadTotal(cleared)).toBe(1);
    expect(cleared.pending_since).toEqual(at(10));
    expect(clearUnread(cleared, c, at(21))).toBeNull();
    expect(clearUnread(clearUnread(cleared, t, at(22))!, t, at(23))).toBeNull();
    expect(unreadTotal(undefined)).toBe(0);
  });

  it(`names a chat unread for ${UNREAD_DIGEST_AFTER_MINUTES} min, at most once in ${UNREAD_DIGEST_EVERY_HOURS} h`, () => {
    let doc = addUnread(addUnread(undefined, c, at(0)), t, at(30));
    expect(digestDue(doc, at(UNREAD_DIGEST_AFTER_MINUTES - 1))).toEqual([]);
    expect(digestDue(doc, at(UNREAD_DIGEST_AFTER_MINUTES))).toEqual([c]);
    doc = { ...doc, digested_at: { [c]: at(60) } };
    expect(digestDue(doc, at(120))).toEqual([t]);
    expect(digestDue(doc, at(60 + UNREAD_DIGEST_EVERY_HOURS * 60 - 1))).toEqual([t]);
    expect(digestDue(doc, at(60 + UNREAD_DIGEST_EVERY_HOURS * 60))).toEqual([c, t]);
  });
});
