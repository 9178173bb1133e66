// brunch_stories: the list (newest first) and one story, live. Both are first pages for guests:
// they show what index.html prefetched and load Firestore after their first paint
// (lib/firebase/README.md), for guests and members alike.
import { brunchStorySchema, COLLECTIONS, type BrunchStoryWithId } from '@brunchers/model';
import { useLazyLiveDoc, useLazyLiveList } from '../../lib/firebase/lazy';
import type { LiveDoc, LiveList } from '../../lib/firebase/live-data';
import { orderedListKey } from '../../lib/firebase/ordered-list';
import {
  dropPrefetched,
  usePrefetchedDoc,
  usePrefetchedList,
} from '../../lib/firebase/prefetched-doc';
import { STORIES_NEWEST_FIRST } from '../../lib/public-lists';

function parseStory(id: string, data: unknown): BrunchStoryWithId {
  return { ...brunchStorySchema.parse(data), id };
}

const dropEarlyList = () => dropPrefetched(orderedListKey(STORIES_NEWEST_FIRST));

export function useStories(): LiveList<BrunchStoryWithId> {
  const early = usePrefetchedList(STORIES_NEWEST_FIRST, parseStory);
  return useLazyLiveList(STORIES_NEWEST_FIRST, parseStory, early, dropEarlyList);
}

export function useStory(id: string): LiveDoc<BrunchStoryWithId> {
  const path = `${COLLECTIONS.brunchStories}/${id}`;
  const early = usePrefetchedDoc(path, parseStory);
  return useLazyLiveDoc(path, parseStory, early, () => dropPrefetched(path));
}

export const PLACEHOLDER_STORY_IMAGE = '/images/placeholder-story.svg';
