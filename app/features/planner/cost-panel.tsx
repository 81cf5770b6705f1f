/** Cost per dose, week and cycle from the price data: cheapest offer and cheapest A or B grade. */
import { CostLines } from '~/features/calculator/cost-lines';
import type { CycleCosts } from '~/features/calculator/cycle-cost';
import { MissingFields, PlanSection } from './plan-section';
import type { PlannerProduct } from './price-offers';

export function CostPanel({
  product,
  pending,
  costs,
}: {
  product?: PlannerProduct;
  pending: boolean;
  costs?: CycleCosts;
}) {
  return (
    <PlanSection id="plan-cost" title="Cost">
      {!product ? (
        <MissingFields>Choose the price data to cost the cycle with.</MissingFields>
      ) : pending ? (
        <MissingFields>Loading {product.name} prices…</MissingFields>
      ) : !costs ? (
        <MissingFields>
          Complete the cycle (dose, length and how often) to cost it with {product.name} prices.
        </MissingFields>
      ) : (
        <CostLines name={product.name} costs={costs} />
      )}
    </PlanSection>
  );
}
