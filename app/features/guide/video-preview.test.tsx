import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { injectionVideo } from './guide-content';
import { VideoPreview } from './video-preview';

describe('VideoPreview', () => {
  it('offers a play button and loads nothing before the click when a video is configured', () => {
    const html = renderToString(<VideoPreview video={injectionVideo} videoId="abcdefghijk" />);
    expect(html).toContain('Play video');
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('<img');
  });

  it('says the video is coming soon, with no player, when none is configured', () => {
    const html = renderToString(<VideoPreview video={injectionVideo} videoId={null} />);
    expect(html).toContain('Video walkthrough coming soon');
    expect(html).not.toContain('Play video');
  });
});
