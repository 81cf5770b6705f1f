/**
 * Click-to-load video: the preview is drawn here (no thumbnail fetched), so nothing is requested
 * from the video host until the visitor presses play; then a youtube-nocookie.com iframe loads.
 */
import { Play } from 'lucide-react';
import { useState } from 'react';
import { videoEmbedUrl, type GuideVideo } from './guide-content';

/** No vetted video configured (GUIDE_VIDEO_ID): says so instead of showing a broken player. */
function ComingSoon() {
  return (
    <div className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center">
      <p className="text-lg font-semibold text-slate-900">Video walkthrough coming soon</p>
      <p className="max-w-md text-sm text-slate-700">
        Our editors are reviewing a technique video that matches this guide. The eight steps above
        cover the same technique in writing.
      </p>
    </div>
  );
}

/** A syringe outline behind the play button. */
function SyringeSketch() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 200 60"
      className="absolute inset-x-0 top-6 mx-auto w-2/3 max-w-sm opacity-25"
    >
      <rect
        x="30"
        y="22"
        width="140"
        height="16"
        rx="2"
        fill="none"
        stroke="white"
        strokeWidth="2"
      />
      <line x1="2" y1="30" x2="30" y2="30" stroke="white" strokeWidth="2" />
      <line x1="170" y1="30" x2="198" y2="30" stroke="white" strokeWidth="4" />
      {Array.from({ length: 11 }, (_, index) => (
        <line
          key={index}
          x1={30 + index * 14}
          x2={30 + index * 14}
          y1="22"
          y2={index % 5 === 0 ? 32 : 28}
          stroke="white"
          strokeWidth="1.5"
        />
      ))}
    </svg>
  );
}

export function VideoPreview({ video, videoId }: { video: GuideVideo; videoId: string | null }) {
  const [playing, setPlaying] = useState(false);
  if (!videoId) {
    return <ComingSoon />;
  }
  return (
    <figure>
      <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-slate-900">
        {playing ? (
          <iframe
            src={videoEmbedUrl(videoId)}
            title={video.title}
            className="absolute inset-0 size-full"
            allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            className="group absolute inset-0 flex size-full flex-col items-center justify-center gap-3 bg-gradient-to-br from-brand-900 via-slate-900 to-slate-800 p-4 text-center text-white"
          >
            <SyringeSketch />
            <span className="relative flex size-16 items-center justify-center rounded-full bg-white/90 text-brand-800 shadow-lg transition-transform duration-150 group-hover:scale-105">
              <Play aria-hidden="true" className="ml-1 size-8 fill-current" />
            </span>
            <span className="relative text-lg font-semibold">
              <span className="sr-only">Play video: </span>
              {video.title}
            </span>
            <span className="relative text-sm text-slate-200">
              {video.duration} · loads from YouTube when you press play
            </span>
          </button>
        )}
      </div>
      <figcaption className="mt-2 text-xs text-slate-600">
        Privacy: the video is served from youtube-nocookie.com, and nothing is requested from
        YouTube until you press play. For education only; follow the instructions that come with any
        product and your healthcare provider&apos;s advice.
      </figcaption>
    </figure>
  );
}
