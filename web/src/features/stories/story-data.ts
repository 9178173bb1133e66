// brunch_stories: the list (newest first) and one story, live.
import { brunchStorySchema, COLLECTIONS, type BrunchStoryWithId } from '@brunchers/model';
import { collection, doc, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import {
  useLiveDoc,
  useLiveQuery,
  type LiveDoc,
  type LiveList,
} from '../../lib/firebase/live-data';

function parseStory(id: string, data: unknown): BrunchStoryWithId {
  return { ...brunchStorySchema.parse(data), id };
}

export function useStories(): LiveList<BrunchStoryWithId> {
  const db = useFirestore();
  const newestFirst = useMemo(
    () => query(collection(db, COLLECTIONS.brunchStories), orderBy('publish_date', 'desc')),
    [db],
  );
  return useLiveQuery(newestFirst, 'stories', parseStory);
}

export function useStory(id: string): LiveDoc<BrunchStoryWithId> {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, COLLECTIONS.brunchStories, id), [db, id]);
  return useLiveDoc(ref, parseStory);
}

export const PLACEHOLDER_STORY_IMAGE = '/images/placeholder-story.svg';
