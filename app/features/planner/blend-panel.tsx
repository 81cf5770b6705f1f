/** The blend calculator's answer: the volume to draw and what each peptide of the vial adds. */
import { Notice } from '~/components/ui/notice';
import { SyringeDiagram } from '~/features/calculator/syringe-diagram';
import type { BlendResult, UnitsWarning } from './blend';
import { DataTable } from './data-table';
import { Figures, formatAmount, MissingFields, PlanSection } from './plan-section';

export const unitsWarnings: Record<UnitsWarning, string> = {
  'under-2-units':
    'This dose is under 2 units on a U-100 syringe, too small to draw reliably. More water ' +
    'makes the same dose take more units.',
  'over-syringe':
    'This dose is more than a 1 ml (100-unit) syringe holds. Check the units (mg or mcg), or ' +
    'use less water.',
};

export function BlendPanel({ blend }: { blend?: BlendResult }) {
  return (
    <PlanSection id="plan-blend" title="Blend and volume to draw">
      {blend ? (
        <>
          <Figures
            items={[
              { label: 'Volume to draw', value: `${blend.draw.volumeText} ml` },
              { label: 'U-100 syringe', value: `${blend.draw.unitsText} units` },
              { label: 'Ratio in the vial', value: blend.ratioText },
            ]}
          />
          <DataTable
            caption="What the drawn volume holds"
            columns={['Peptide', 'In the vial', 'Concentration', 'In this volume']}
            rowHeaders
            rows={blend.shares.map((share) => ({
              key: share.name,
              cells: [
                share.name,
                `${formatAmount(share.mg)} mg`,
                `${formatAmount(share.concentration)} mcg/ml`,
                `${formatAmount(share.doseMcg, 1)} mcg`,
              ],
            }))}
          />
          {blend.warning ? (
            <Notice tone="danger" title="Check the volume">
              {unitsWarnings[blend.warning]}
            </Notice>
          ) : null}
          <SyringeDiagram units={blend.draw.syringeUnits} volumeText={blend.draw.volumeText} />
        </>
      ) : (
        <MissingFields>
          Enter the amount of the peptide the dose is for, the water and the dose to see the volume
          to draw.
        </MissingFields>
      )}
    </PlanSection>
  );
}
