import { describe, expect, it } from 'vitest';
import { declareEvent, readDeclaredEvent } from './page-start';

describe('declared analytics events', () => {
  it('read back as declared, texts with spaces, quotes and signs included', () => {
    const data = { query: 'a b "c" = d&e', results: 2, name: 'BPC-157 + TB-500' };
    const text = declareEvent('search', data);
    expect(text).not.toMatch(/["&]/);
    expect(readDeclaredEvent(text)).toEqual(['search', data]);
    expect(readDeclaredEvent(declareEvent('click', {}))).toEqual(['click', {}]);
  });

  it('are shorter than JSON in an attribute', () => {
    const data = { peptideId: 'tb-500', peptideName: 'TB-500' };
    const asJson = JSON.stringify(['peptide_view', data]).replaceAll('"', '&quot;');
    expect(declareEvent('peptide_view', data).length).toBeLessThan(asJson.length / 2);
  });

  it('read as nothing from text that is not one', () => {
    expect(readDeclaredEvent(null)).toBeNull();
    expect(readDeclaredEvent('')).toBeNull();
    expect(readDeclaredEvent('search query')).toBeNull();
  });
});
