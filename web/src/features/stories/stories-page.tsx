import {
  ALL_STORIES,
  filterStories,
  STORIES_EMPTY,
  STORY_CATEGORIES,
  type StoryCategoryFilter,
  STORIES_TITLE,
  STORIES_INTRO,
  SEARCH_STORIES,
  STORIES_SEARCH_PLACEHOLDER,
  CATEGORY,
  STORIES_LOADING,
  STORIES_LOAD_FAILED,
  TRY_AGAIN_SOON,
} from '@brunchers/model';
import { useState } from 'react';
import { cx } from '../../ui/cx';
import { EmptyState } from '../../ui/empty-state';
import { FormField } from '../../ui/form-field';
import { Spinner } from '../../ui/spinner';
import { StoryCard } from './story-card';
import { useStories } from './story-data';
import { t } from '../../lib/i18n';

const CHIPS: { value: StoryCategoryFilter; label: string }[] = [
  { value: 'All', label: ALL_STORIES },
  ...STORY_CATEGORIES.map((category) => ({ value: category, label: category })),
];

/** /stories — search, category chips, first result featured, the rest in a grid. */
export function Component() {
  const stories = useStories();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<StoryCategoryFilter>('All');
  const visible = stories.status === 'ready' ? filterStories(stories.data, search, category) : [];
  const [featured, ...rest] = visible;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <header className="mb-8 flex flex-col gap-2">
        <h1 className="text-4xl font-semibold">{t(STORIES_TITLE)}</h1>
        <p className="text-ink-700">{t(STORIES_INTRO)}</p>
      </header>
      <div role="search" className="mb-4">
        <FormField
          label={t(SEARCH_STORIES)}
          type="search"
          placeholder={t(STORIES_SEARCH_PLACEHOLDER)}
          value={search}
          onChange={(change) => setSearch(change.target.value)}
        />
      </div>
      <div role="group" aria-label={t(CATEGORY)} className="mb-8 flex flex-wrap gap-2">
        {CHIPS.map((chip) => (
          <button
            key={chip.value}
            type="button"
            aria-pressed={category === chip.value}
            onClick={() => setCategory(chip.value)}
            className={cx(
              'rounded-full px-4 py-2 text-sm font-semibold ring-1 transition-colors',
              category === chip.value
                ? 'bg-ink-900 text-white ring-ink-900'
                : 'bg-white text-ink-700 ring-ink-900/15 hover:text-ink-900',
            )}
          >
            {t(chip.label)}
          </button>
        ))}
      </div>
      {stories.status === 'loading' ? (
        // At least a screen tall, so the footer does not jump up and back as the list arrives.
        <Spinner label={t(STORIES_LOADING)} className="min-h-dvh" />
      ) : stories.status === 'error' ? (
        <EmptyState title={t(STORIES_LOAD_FAILED)} description={t(TRY_AGAIN_SOON)} />
      ) : !featured ? (
        <EmptyState title={t(STORIES_EMPTY)} />
      ) : (
        <div className="flex flex-col gap-6">
          <StoryCard story={featured} featured />
          {rest.length > 0 ? (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {rest.map((story) => (
                <li key={story.id}>
                  <StoryCard story={story} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </div>
  );
}
