/** The open data API's description is served at /api/v1/openapi.json as docs/openapi.json says it. */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as openApiRoute from '../../app/routes/api-openapi';
import * as peptidesRoute from '../../app/routes/api-peptides';

const documented: unknown = JSON.parse(readFileSync('docs/openapi.json', 'utf8'));

afterEach(() => vi.useRealTimers());

describe('/api/v1/openapi.json', () => {
  it('answers the OpenAPI file, kept like the other API answers', async () => {
    // A fixed clock: the host keeps both answers until midnight UTC, 14 hours away.
    vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z'), toFake: ['Date'] });
    const answer = await openApiRoute.loader();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('etag')).toMatch(/^".+"$/);
    const peptides = peptidesRoute.loader();
    expect(answer.headers.get('cache-control')).toBe(peptides.headers.get('cache-control'));
    expect(answer.headers.get('cache-control')).toContain('s-maxage=50400');
    expect(JSON.parse(await answer.text())).toEqual(documented);
  });

  it('declares the API anonymous, as Redocly asks of every operation', () => {
    expect(documented).toMatchObject({ security: [] });
  });

  it('is read only', async () => {
    const refusal = openApiRoute.action();
    expect(refusal.status).toBe(405);
    expect(refusal.headers.get('allow')).toBe('GET, HEAD');
  });
});
