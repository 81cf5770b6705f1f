import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = Date.parse('2026-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it.each([
    [10, 'just now'],
    [5 * 60, '5 minutes ago'],
    [3600, '1 hour ago'],
    [26 * 3600, 'yesterday'],
    [3 * 86400, '3 days ago'],
    [15 * 86400, '2 weeks ago'],
    [400 * 86400, 'last year'],
  ])('%i seconds ago reads %s', (seconds, text) => {
    expect(formatRelativeTime(ago(seconds), now)).toBe(text);
  });
});
