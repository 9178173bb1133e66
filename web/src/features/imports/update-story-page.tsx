// /update-story: runs updateStoryContent once on load, then Success! with View Stories,
// or the error.
import {
  ERROR_TITLE,
  STORY_UPDATE_FAILED,
  STORY_UPDATED,
  SUCCESS_EXCLAMATION_TITLE,
  VIEW_STORIES,
  UPDATING_STORY,
} from '@brunchers/model';
import { t } from '../../lib/i18n';
import { useEffect, useRef, useState } from 'react';
import { RequireRole } from '../../lib/require-role';
import { paths } from '../../lib/paths';
import { callable } from '../../lib/callables';
import { ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';

export function Component() {
  return (
    <RequireRole role="admin">
      <UpdateStory />
    </RequireRole>
  );
}

function UpdateStory() {
  const started = useRef(false);
  const [state, setState] = useState<'running' | 'done' | 'failed'>('running');

  useEffect(() => {
    // Once per visit (StrictMode runs effects twice in development).
    if (started.current) return;
    started.current = true;
    callable('updateStoryContent')(null)
      .then(() => {
        setState('done');
        notify.success({ title: t(SUCCESS_EXCLAMATION_TITLE), description: t(STORY_UPDATED) });
      })
      .catch((error: unknown) => {
        console.warn('updateStoryContent failed', error);
        setState('failed');
        notify.error({ title: t(ERROR_TITLE), description: t(STORY_UPDATE_FAILED) });
      });
  }, []);

  if (state === 'running') return <Spinner label={t(UPDATING_STORY)} />;
  return (
    <Card className="mx-auto flex max-w-md flex-col items-center gap-4 p-8 text-center">
      <h1 className="font-display text-3xl font-semibold">
        {t(state === 'done' ? SUCCESS_EXCLAMATION_TITLE : ERROR_TITLE)}
      </h1>
      <p className="text-ink-700">{t(state === 'done' ? STORY_UPDATED : STORY_UPDATE_FAILED)}</p>
      <ButtonLink to={paths.stories}>{t(VIEW_STORIES)}</ButtonLink>
    </Card>
  );
}
