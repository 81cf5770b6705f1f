/**
 * The search results as the server made their markup (search-markup.server.tsx). Its links are
 * plain anchors: a plain click follows them in the app, as a <Link> would; any other click (a new
 * tab, a download) is the browser's.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

function isPlainClick(event: MouseEvent, link: HTMLAnchorElement) {
  const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  return !event.defaultPrevented && event.button === 0 && !modified && !link.target;
}

export function ResultsMarkup({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const follow = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest('a');
      if (!link || !isPlainClick(event, link) || link.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(`${link.pathname}${link.search}${link.hash}`);
    };
    element.addEventListener('click', follow);
    return () => element.removeEventListener('click', follow);
  }, [navigate]);
  return <div ref={ref} dangerouslySetInnerHTML={{ __html: html }} />;
}
