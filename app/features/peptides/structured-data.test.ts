import { describe, expect, it } from 'vitest';
import { detailStructuredData, serializeJsonLd } from './structured-data';

const input = {
  siteUrl: 'https://peptidia.example/',
  path: '/peptide/bpc-157',
  name: 'BPC-157',
  description: 'The most studied repair peptide in animal research',
};

describe('detail page structured data', () => {
  it('has a three-step breadcrumb ending at the canonical URL', () => {
    const [breadcrumbs] = detailStructuredData(input)['@graph'];
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://peptidia.example/' },
        { position: 2, name: 'Peptides', item: 'https://peptidia.example/peptides' },
        { position: 3, name: 'BPC-157', item: 'https://peptidia.example/peptide/bpc-157' },
      ],
    });
  });

  it('describes the page as an article', () => {
    const [, article] = detailStructuredData(input)['@graph'];
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: 'BPC-157: research overview',
      description: input.description,
      url: 'https://peptidia.example/peptide/bpc-157',
      publisher: { '@type': 'Organization', name: 'Peptidia' },
    });
  });
});

describe('JSON-LD serialisation', () => {
  it('cannot close the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script> & <!--' });
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & <!--' });
  });

  it('escapes line and paragraph separators', () => {
    const text = serializeJsonLd({ name: 'a\u2028b\u2029c' });
    expect(text).toBe('{"name":"a\\u2028b\\u2029c"}');
    expect(JSON.parse(text)).toEqual({ name: 'a\u2028b\u2029c' });
  });
});
