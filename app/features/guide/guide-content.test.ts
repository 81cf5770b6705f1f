import { describe, expect, it } from 'vitest';
import {
  injectionSites,
  injectionSteps,
  storageGuidelines,
  troubleshooting,
  videoEmbedUrl,
} from './guide-content';

const allText = JSON.stringify({ injectionSteps, injectionSites, storageGuidelines });

describe('injection guide content', () => {
  it('has 8 steps with unique ids, each with at least one point', () => {
    expect(injectionSteps).toHaveLength(8);
    expect(new Set(injectionSteps.map((step) => step.id)).size).toBe(8);
    for (const step of injectionSteps) expect(step.points.length).toBeGreaterThan(0);
  });

  it('has 3 injection-site cards', () => {
    expect(injectionSites.map((site) => site.name)).toEqual(['Abdomen', 'Thigh', 'Upper arm']);
  });

  it("carries the spec's storage and equipment figures", () => {
    const storage = JSON.stringify(storageGuidelines);
    expect(storage).toContain('2-8°C (36-46°F)');
    expect(storage).toContain('within 30 days');
    expect(storage).toContain('-20°C');
    expect(allText).toContain('1cc');
    expect(allText).toContain('29-31G');
    expect(allText).toContain('45-90°');
    expect(allText).toContain('at least 2 inches from the navel');
  });

  it('embeds the video from the privacy-enhanced host only', () => {
    expect(videoEmbedUrl('abcdefghijk')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/abcdefghijk\?/,
    );
    expect(videoEmbedUrl('a/b?c')).toContain('/embed/a%2Fb%3Fc?');
  });

  it('says what to do when something goes wrong, including emergencies', () => {
    expect(troubleshooting.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(troubleshooting)).toContain('emergency services');
  });
});
