import { describe, expect, it } from 'vitest';
import { detailStructuredData } from './structured-data';

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
