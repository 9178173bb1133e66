import {
  BACK_TO_STORIES,
  STORY_LOADING,
  STORY_NOT_FOUND,
  type BrunchStoryWithId,
} from '@brunchers/model';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { paths } from '../../lib/paths';
import { Badge } from '../../ui/badge';
import { ButtonLink } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';
import { StoryLanguage, StoryMeta } from './story-card';
import { useStory } from './story-data';
import { t } from '../../lib/i18n';

const StoryBody = lazy(() => import('./story-body'));

/** /story/:id — the story with its HTML body (sanitised), else its description. */
export function Component() {
  const { id = '' } = useParams();
  const story = useStory(id);
  // At least a screen tall, so the footer does not jump up and back as the story arrives.
  if (story.status === 'loading') return <Spinner label={t(STORY_LOADING)} className="min-h-dvh" />;
  if (story.status === 'ready') return <Story story={story.data} />;
  return (
    <div className="mx-auto max-w-xl px-4 py-24">
      <EmptyState
        title={t(STORY_NOT_FOUND)}
        titleAs="h1"
        action={<ButtonLink to={paths.stories}>{t(BACK_TO_STORIES)}</ButtonLink>}
      />
    </div>
  );
}

function Story({ story }: { story: BrunchStoryWithId }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <ButtonLink to={paths.stories} variant="ghost" size="sm" className="-ml-2">
        <span aria-hidden="true">←</span> {t(BACK_TO_STORIES)}
      </ButtonLink>
      {story.main_image ? (
        <img
          src={story.main_image}
          alt=""
          fetchPriority="high"
          className="mt-4 aspect-[16/9] w-full rounded-(--radius-card) bg-cream-200 object-cover"
        />
      ) : null}
      <header className="mt-6 flex flex-col gap-3">
        <span className="flex flex-wrap gap-2">
          <Badge tone="sage">{t(story.category)}</Badge>
          <StoryLanguage story={story} />
        </span>
        <StoryMeta story={story} />
        <h1 className="text-4xl leading-tight font-semibold">{story.title}</h1>
        {story.subtitle ? <p className="text-xl text-ink-700">{story.subtitle}</p> : null}
      </header>
      {story.content ? (
        // Until the sanitiser is there (a member's in-app visit; a guest's first visit fetched it
        // beside the page), a screen-tall space: what follows moves while out of view, and the
        // hero and title do not wait for it (the largest paint is the hero).
        <Suspense fallback={<div className="mt-8 min-h-dvh" />}>
          <StoryBody content={story.content} />
        </Suspense>
      ) : (
        <p className="mt-8 text-lg leading-relaxed text-ink-700">{story.description}</p>
      )}
      <div className="mt-12 border-t border-ink-900/10 pt-6">
        <ButtonLink to={paths.stories} variant="outline">
          <span aria-hidden="true">←</span> {t(BACK_TO_STORIES)}
        </ButtonLink>
      </div>
    </article>
  );
}
