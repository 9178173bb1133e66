// A story's HTML body, sanitised by DOMPurify (~12 KB gzip). Its own chunk, loaded by story-page.tsx
// when a story has a body: a member's other screens do not carry it, and a guest's first visit
// fetches it beside the page's own chunk (web/build/route-preloads.ts).
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

export default function StoryBody({ content }: { content: string }) {
  const html = useMemo(() => DOMPurify.sanitize(content), [content]);
  return <div className="story-body mt-8" dangerouslySetInnerHTML={{ __html: html }} />;
}
