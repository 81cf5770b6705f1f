/** Badges shared by the directory cards and the detail page: lab tested, location, lab grade. */
import { Badge, type BadgeVariant } from '~/components/ui/badge';
import { SpriteIcon } from '~/components/ui/icon-sprite';
import type { LabGrade } from '~/data/vendor-types';

export function LabTestedBadge({
  labTested,
  testingCompany,
}: {
  labTested: boolean;
  testingCompany?: string;
}) {
  if (!labTested) {
    return <Badge variant="caution">No lab testing listed</Badge>;
  }
  return (
    <Badge variant="success">
      <SpriteIcon name="shield-check" className="size-3.5" />
      {testingCompany ? `Lab Tested by ${testingCompany}` : 'Lab Tested'}
    </Badge>
  );
}

export function LocationBadge({ location }: { location: string }) {
  return (
    <Badge variant="neutral">
      <SpriteIcon name="map-pin" className="size-3.5" />
      {location}
    </Badge>
  );
}

const gradeVariants: Record<LabGrade, BadgeVariant> = {
  A: 'success',
  B: 'info',
  C: 'caution',
  D: 'danger',
  E: 'danger',
};

export function LabGradeBadge({
  peptide,
  grade,
  description,
}: {
  peptide: string;
  grade: LabGrade;
  description: string;
}) {
  return (
    <Badge variant={gradeVariants[grade]} className="tabular">
      <SpriteIcon name="flask-conical" className="size-3.5" />
      {`${peptide} grade ${grade} (${description})`}
    </Badge>
  );
}
