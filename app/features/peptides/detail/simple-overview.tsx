/** The simple layout's main column (spec: "Peptide detail"). Empty lists are left out. */
import type { SimplePeptideRecord } from '~/data/peptide-types';
import { BulletList, DetailSection } from './section';

export function SimpleOverview({ record }: { record: SimplePeptideRecord }) {
  return (
    <div className="space-y-6">
      <DetailSection title="Overview">
        <p className="leading-relaxed">{record.description}</p>
      </DetailSection>
      <DetailSection title="Key Benefits">
        <BulletList items={record.benefits} />
      </DetailSection>
      {record.mechanisms.length > 0 ? (
        <DetailSection title="How It Works">
          <BulletList items={record.mechanisms} />
        </DetailSection>
      ) : null}
      {record.useCases.length > 0 ? (
        <DetailSection title="Common Use Cases">
          <BulletList items={record.useCases} />
        </DetailSection>
      ) : null}
    </div>
  );
}
