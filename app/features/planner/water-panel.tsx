/** The reconstitution planner's answer: water volumes that put the dose on whole units. */
import { Notice } from '~/components/ui/notice';
import { unitsWarnings } from './blend-panel';
import { DataTable } from './data-table';
import { formatAmount, MissingFields, PlanSection } from './plan-section';
import type { WaterPlan } from './round-units';

function WaterProblem({ water }: { water: WaterPlan }) {
  if (water.tooSmall) {
    return (
      <Notice tone="danger" title="Under 2 units with any water">
        {unitsWarnings['under-2-units']} Even the most water this syringe measures gives{' '}
        {formatAmount(water.mostUnits)} units.
      </Notice>
    );
  }
  if (water.tooLarge) {
    return (
      <Notice tone="danger" title="Over the syringe with any water">
        {unitsWarnings['over-syringe']} Even 0.5 ml of water gives {formatAmount(water.fewestUnits)}{' '}
        units.
      </Notice>
    );
  }
  return (
    <p>
      No volume this syringe measures puts the dose on a whole number of units; try the other
      syringe.
    </p>
  );
}

export function WaterPanel({ water, mixerMl }: { water?: WaterPlan; mixerMl: string }) {
  return (
    <PlanSection id="plan-water" title="Water for round units">
      {!water ? (
        <MissingFields>
          Enter the amount of the peptide the dose is for and the dose to see water volumes.
        </MissingFields>
      ) : water.options.length === 0 ? (
        <WaterProblem water={water} />
      ) : (
        <>
          <p>
            Volumes one draw of a {mixerMl} ml syringe measures, each putting the dose on a whole
            number of units on a U-100 syringe. Easy ones fall on a numbered mark of the {mixerMl}{' '}
            ml syringe and on a 2-unit tick of the U-100 syringe.
          </p>
          <DataTable
            caption="Water volumes and units per dose"
            columns={['Water', 'Units per dose', 'To measure']}
            rows={water.options.map((option) => ({
              key: option.waterMl,
              cells: [
                `${formatAmount(option.waterMl)} ml`,
                `${option.units} units`,
                option.easy ? 'Easy' : 'Between marks',
              ],
            }))}
          />
        </>
      )}
    </PlanSection>
  );
}
