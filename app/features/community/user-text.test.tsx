import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { normalizeUserText, splitLinks, UserText } from './user-text';

const render = (text: string) => renderToString(<UserText text={text} />);

describe('UserText', () => {
  it('escapes markup so nothing a member types becomes an element', () => {
    const html = render('<script>alert(1)</script><img src=x onerror="alert(2)"><b>bold</b>');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/<b>/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt;');
  });

  it('keeps line breaks in the text and a class that shows them', () => {
    const html = render('line one\nline two');
    expect(html).toContain('line one\nline two');
    expect(html).toContain('whitespace-pre-line');
    expect(html).toContain('wrap-anywhere');
  });

  it('makes http and https links clickable with nofollow ugc noopener noreferrer', () => {
    const html = render('See https://pubmed.ncbi.nlm.nih.gov/123/ and http://example.org.');
    expect(html).toContain(
      '<a href="https://pubmed.ncbi.nlm.nih.gov/123/" rel="nofollow ugc noopener noreferrer"',
    );
    expect(html).toContain('<a href="http://example.org/" rel="nofollow ugc noopener noreferrer"');
    // The sentence's full stop stays text.
    expect(html).toMatch(/<\/a>\.<\/div>$/);
  });

  it('never links javascript:, data: or quoted attribute tricks', () => {
    const html = render(
      'javascript:alert(1) data:text/html,<script>x</script> https://x.test/"onmouseover="alert(1)',
    );
    expect(html).not.toContain('href="javascript');
    expect(html).not.toContain('href="data');
    expect(html).not.toMatch(/<a[^>]+onmouseover/);
    expect(html).toContain('href="https://x.test/"');
  });

  it('keeps brackets around a link out of the link', () => {
    expect(splitLinks('(see https://a.test/x)')).toEqual([
      { kind: 'text', value: '(see ' },
      { kind: 'link', href: 'https://a.test/x' },
      { kind: 'text', value: ')' },
    ]);
  });

  it('removes bidi overrides and collapses runs of blank lines', () => {
    expect(normalizeUserText('a\u202Eb\r\n\r\n\r\n\r\nc  ')).toBe('a' + 'b\n\nc');
  });
});
