import { describe, expect, it } from 'vitest';
import { jsonForInlineScript } from './inline-script-json';

describe('JSON for an inline script', () => {
  it('cannot close the script element', () => {
    const text = jsonForInlineScript({ name: '</script><script>alert(1)</script> & <!--' });
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & <!--' });
  });

  it('escapes line and paragraph separators', () => {
    const text = jsonForInlineScript({ name: 'a\u2028b\u2029c' });
    expect(text).toBe('{"name":"a\\u2028b\\u2029c"}');
    expect(JSON.parse(text)).toEqual({ name: 'a\u2028b\u2029c' });
  });
});
