import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/guides';
import { Breadcrumbs, TableOfContents } from '~/components/layout/page-outline';
import { Notice } from '~/components/ui/notice';
import { injectionSteps, injectionVideo } from '~/features/guide/guide-content';
import {
  InjectionSiteCards,
  SomethingWrongBox,
  StorageGuidelines,
} from '~/features/guide/guide-sections';
import { InjectionSteps } from '~/features/guide/injection-steps';
import { guideOutline } from '~/features/guide/guide-content';
import { VideoPreview } from '~/features/guide/video-preview';
import { publicPageCache } from '~/utils/http-cache';
import { pageMeta } from '~/utils/meta';

export const headers = () => publicPageCache(86_400, { query: [] });

export function loader({ context }: Route.LoaderArgs) {
  return { videoId: context.env.GUIDE_VIDEO_ID ?? null };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Complete Peptide Injection Guide',
    description:
      'Step-by-step educational injection guide: preparation, reconstitution, injection sites, storage and safety.',
    keywords: ['peptide injection guide', 'subcutaneous injection', 'peptide storage'],
    path: '/guides',
  });

export default function GuidesPage({ loaderData }: Route.ComponentProps) {
  return (
    // From 1280 px the contents take a column of their own beside the guide and stay in view.
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 xl:grid xl:max-w-7xl xl:grid-cols-[11rem_minmax(0,1fr)] xl:gap-x-8">
      <Breadcrumbs
        trail={[{ label: 'Home', to: '/' }, { label: 'Injection Guide' }]}
        className="xl:col-span-2"
      />
      <GuideHeader />
      {/* After the title on a phone; from 1280 px a sticky column beside the whole guide. */}
      <TableOfContents
        items={guideOutline}
        className="mt-6 xl:col-start-1 xl:row-span-2 xl:row-start-2 xl:mt-0"
      />
      <div className="xl:col-start-2">
        <section aria-labelledby="steps-heading" className="mt-10">
          <h2 id="steps-heading" className="scroll-mt-20 text-2xl font-bold text-slate-900">
            Step by step
          </h2>
          <p className="mt-1 text-sm text-slate-600">Open any step for its details.</p>
          <div className="mt-4">
            <InjectionSteps steps={injectionSteps} />
          </div>
          <p className="mt-3 text-sm text-slate-700">
            Need the volume for step 4? Use the{' '}
            <Link to="/dosage-calculator" className="font-semibold text-brand-800 underline">
              dosage calculator
            </Link>
            .
          </p>
        </section>

        <GuideSection id="sites" title="Injection sites">
          <InjectionSiteCards />
        </GuideSection>

        <GuideSection id="video" title="Video walkthrough" wide={false}>
          <VideoPreview video={injectionVideo} videoId={loaderData.videoId} />
        </GuideSection>

        <GuideSection id="storage" title="Storage guidelines">
          <StorageGuidelines />
        </GuideSection>

        <div className="mt-12">
          <SomethingWrongBox />
        </div>
      </div>
    </div>
  );
}

/** A titled section of the guide; `wide={false}` keeps media at a readable width. */
function GuideSection({
  id,
  title,
  wide = true,
  children,
}: {
  id: string;
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-12">
      <h2 id={`${id}-heading`} className="scroll-mt-20 text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <div className={wide ? 'mt-4' : 'mt-4 max-w-3xl'}>{children}</div>
    </section>
  );
}

/** Title, lead and the safety notice; the second column from 1280 px. */
function GuideHeader() {
  return (
    <header className="xl:col-start-2">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">
        Complete Peptide Injection Guide
      </h1>
      <p className="mt-3 max-w-3xl text-slate-700">
        How subcutaneous injection is done with clean technique: preparing a vial, measuring a dose,
        choosing a site, storing peptides and recognising when something is wrong.
      </p>
      <Notice tone="danger" title="Safety notice" className="mt-4">
        This guide is for research and educational purposes only and is not medical advice. Research
        peptides are not approved for human use. Consult a healthcare provider before making any
        health decision, and never share needles or syringes.
      </Notice>
    </header>
  );
}
