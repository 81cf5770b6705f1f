/**
 * The detailed layout (spec: "Peptide detail"): what it is, key benefits, mechanism, the quick
 * guide (absent for some), research indications with effectiveness badges, the tabs, safety
 * notes and when to stop. Safety comes in one of two shapes; both render the same way.
 */
import { Notice } from '~/components/ui/notice';
import type { DetailedPeptideProfile, Difficulty } from '~/data/peptide-types';
import { DifficultyBadge } from './detail-header';
import { ProfileTabs } from './profile-tabs';
import { ResearchIndications } from './research-indications';
import { BulletList, DetailSection } from './section';

/** The id of a profile's safety notes and signs to stop: /peptide/<slug>#safety. */
export const safetyAnchor = 'safety';

export function safetyOf(profile: DetailedPeptideProfile) {
  if ('safetyInformation' in profile) {
    return {
      notes: profile.safetyInformation.generalNotes,
      whenToStop: profile.safetyInformation.whenToStop,
    };
  }
  return { notes: profile.safetyNotes, whenToStop: profile.whenToStop };
}

function QuickGuide({
  guide,
  difficulty,
}: {
  guide: NonNullable<DetailedPeptideProfile['quickGuide']>;
  difficulty: Difficulty;
}) {
  const rows = [
    ['Typical dose', guide.typicalDose],
    ['How often', guide.frequency],
    ['Cycle length', guide.cycle],
    ['Storage', guide.storage],
    ['Best timing', guide.timing],
    ['Effects timeline', guide.effectsTimeline],
  ] as const;
  return (
    <DetailSection title="Quick Guide" aside={<DifficultyBadge difficulty={difficulty} />}>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term} className="rounded-md bg-slate-50 px-3 py-2">
            <dt className="text-sm font-semibold text-slate-600">{term}</dt>
            <dd className="tabular mt-1 text-sm text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </DetailSection>
  );
}

export function DetailedProfile({
  profile,
  difficulty,
}: {
  profile: DetailedPeptideProfile;
  difficulty: Difficulty;
}) {
  const safety = safetyOf(profile);
  return (
    <div className="space-y-6">
      <DetailSection title={`What is ${profile.name}?`}>
        <p className="leading-relaxed">{profile.whatIsIt}</p>
      </DetailSection>
      <DetailSection title="Key Benefits">
        <BulletList items={profile.keyBenefits} />
      </DetailSection>
      <DetailSection title="Mechanism of Action">
        <p className="leading-relaxed">{profile.mechanismOfAction}</p>
      </DetailSection>
      {profile.quickGuide ? (
        <QuickGuide guide={profile.quickGuide} difficulty={difficulty} />
      ) : null}
      <ResearchIndications indications={profile.researchIndications} productName={profile.name} />
      <ProfileTabs profile={profile} />
      {/* #safety: where the catalogue's safety notes of approved medicines link to. */}
      <div id={safetyAnchor} className="scroll-mt-20">
        <DetailSection title="Safety Notes">
          <BulletList items={safety.notes} />
          <Notice tone="danger" title="When to Stop" className="mt-4">
            <ul className="list-disc space-y-1 pl-5">
              {safety.whenToStop.map((item, i) => (
                <li key={`${i}-${item}`}>{item}</li>
              ))}
            </ul>
          </Notice>
        </DetailSection>
      </div>
    </div>
  );
}
