import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MemberPages } from './member-pages';

const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));

const render = (props: Parameters<typeof MemberPages>[0]) =>
  renderToString(
    <MemoryRouter initialEntries={['/admin/members']}>
      <MemberPages {...props} />
    </MemoryRouter>,
  );

describe('the Members page links', () => {
  it('keep the search text beside the cursor, encoded', () => {
    const html = render({ text: 'ann & co', previousCursor: 'P1', nextCursor: 'N2' });
    expect(hrefs(html)).toEqual([
      '/admin/members?q=ann+%26+co&before=P1',
      '/admin/members?q=ann+%26+co&after=N2',
    ]);
    expect(html).toContain('Previous');
    expect(html).toContain('Next');
  });

  it('carry no empty search, and are absent on a list of one page', () => {
    expect(hrefs(render({ text: '', previousCursor: null, nextCursor: 'N2' }))).toEqual([
      '/admin/members?after=N2',
    ]);
    expect(render({ text: 'x', previousCursor: null, nextCursor: null })).toBe('');
  });
});
