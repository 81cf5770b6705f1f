/**
 * The protocol planner: one GET form whose fields are the URL, and the answers computed from it.
 * Without JavaScript 'Update plan' reloads the page and the server renders every panel; with it
 * the panels follow each keystroke and the URL keeps up, so the address is always the plan's link.
 */
import { Form } from 'react-router';
import { Notice } from '~/components/ui/notice';
import { useUrlFormState } from '~/utils/use-url-form-state';
import { BlendPanel } from './blend-panel';
import { CostPanel } from './cost-panel';
import { CyclePanel } from './cycle-panel';
import { CycleFields } from './cycle-fields';
import { buildPlan } from './plan';
import { parsePlanParams, serializePlan } from './plan-params';
import { dosedPeptide, type PlanProblems } from './plan-values';
import type { PlannerPrices } from './price-offers';
import { PrintLog } from './print-log';
import { VialFields } from './vial-fields';
import { WaterPanel } from './water-panel';

export const plannerPath = '/dosage-calculator/planner';

function ProblemSummary({ problems }: { problems: PlanProblems }) {
  const messages = Object.values(problems);
  if (messages.length === 0) return null;
  return (
    <Notice tone="danger" title="Some values could not be used">
      <ul className="list-disc space-y-0.5 pl-5">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </Notice>
  );
}

export function ProtocolPlanner({ today, prices }: { today: string; prices: PlannerPrices }) {
  const { state: input, update } = useUrlFormState(parsePlanParams, serializePlan);
  const plan = buildPlan(input, today, prices);
  const fieldProps = { input, problems: plan.problems, onChange: update };
  const dosed = dosedPeptide(plan.values);
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] print:hidden">
        <Form
          method="get"
          action={plannerPath}
          preventScrollReset
          aria-label="Plan"
          className="space-y-6 self-start rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
          onSubmit={(event) => {
            event.preventDefault();
            update(input, 0);
          }}
        >
          <VialFields {...fieldProps} />
          <CycleFields {...fieldProps} products={prices.products} />
          <button
            type="submit"
            className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
          >
            Update plan
          </button>
          <p className="text-xs text-slate-600">
            The page's address holds every field: bookmark or share it to keep this plan.
          </p>
        </Form>
        <div className="min-w-0 space-y-6">
          {/* One short sentence for screen readers instead of re-reading the panels on each key. */}
          <p aria-live="polite" className="sr-only">
            {plan.blend
              ? `Draw ${plan.blend.draw.volumeText} ml, ${plan.blend.draw.unitsText} units on a U-100 syringe.`
              : ''}
          </p>
          <ProblemSummary problems={plan.problems} />
          <BlendPanel blend={plan.blend} />
          <WaterPanel water={plan.water} mixerMl={plan.values.mixer} />
          <CyclePanel
            schedule={plan.schedule}
            sizes={plan.vialSizes}
            dosedName={dosed?.name ?? 'Peptide'}
          />
          <CostPanel product={plan.product} pending={plan.pricesPending} costs={plan.costs} />
        </div>
      </div>
      <div className="mt-6">
        <PrintLog log={plan.log} title={dosed ? `${dosed.name} log` : 'Dosing log'} />
      </div>
    </>
  );
}
