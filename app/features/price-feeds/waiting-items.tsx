/** The items waiting for an editor: a held price (Confirm, Reject) or a new item to match. */
import { Form } from 'react-router';
import { priceUnits, type PriceUnit } from '~/data/vendor-types';
import { SubmitButton, TextField } from '~/features/auth/form-controls';
import { SelectField } from '~/features/editorial/editor-fields';
import { heldSentence } from './publish-rule';

export interface WaitingItem {
  id: number;
  vendorName: string;
  title: string;
  priceUsd: number | null;
  inStock: boolean;
  status: string;
  proposal: {
    peptide: string;
    amount: number | null;
    unit: PriceUnit;
    notes: string | null;
  } | null;
  peptide: string | null;
  amount: number | null;
  unit: PriceUnit | null;
  heldPriceUsd: number | null;
  publishedPrice: number | null;
}

function HeldItem({ item }: { item: WaitingItem }) {
  const offer = `${item.peptide} ${item.amount} ${item.unit}`;
  return (
    <li className="rounded-md border border-amber-400 bg-amber-50 p-3 text-sm">
      <p>
        {item.vendorName}: {heldSentence(offer, item.publishedPrice ?? 0, item.heldPriceUsd ?? 0)}
      </p>
      <Form method="post" className="mt-2 flex gap-2">
        <input type="hidden" name="item" value={item.id} />
        <SubmitButton intent="confirm-held" busyLabel="Publishing...">
          Confirm
        </SubmitButton>
        <SubmitButton intent="reject-held" busyLabel="Rejecting..." variant="danger">
          Reject
        </SubmitButton>
      </Form>
    </li>
  );
}

function NewItem({ item }: { item: WaitingItem }) {
  const proposal = item.proposal;
  return (
    <li className="rounded-md border border-slate-200 p-3 text-sm">
      <p className="font-semibold">
        {item.vendorName}: {item.title}
      </p>
      <p>
        {item.priceUsd === null ? 'No price in dollars' : `$${item.priceUsd.toFixed(2)}`}
        {item.inStock ? '' : ', out of stock'}
      </p>
      <Form
        method="post"
        className="mt-2 grid gap-3 sm:grid-cols-4"
        aria-label={`Match ${item.title}`}
      >
        <input type="hidden" name="item" value={item.id} />
        <TextField label="Peptide" name="peptide" defaultValue={proposal?.peptide ?? ''} />
        <TextField
          label="Amount"
          name="amount"
          inputMode="decimal"
          defaultValue={proposal?.amount ?? ''}
        />
        <SelectField
          label="Unit"
          name="unit"
          defaultValue={proposal?.unit ?? 'mg'}
          options={priceUnits.map((unit) => ({ value: unit, label: unit }))}
        />
        <TextField label="Notes" name="notes" defaultValue={proposal?.notes ?? ''} />
        <div className="flex gap-2 sm:col-span-4">
          <SubmitButton intent="match" busyLabel="Matching...">
            Confirm match
          </SubmitButton>
          <SubmitButton intent="not-listed" busyLabel="Saving..." variant="danger">
            Not listed here
          </SubmitButton>
        </div>
      </Form>
    </li>
  );
}

export function WaitingItems({ items }: { items: WaitingItem[] }) {
  const held = items.filter((item) => item.heldPriceUsd !== null);
  const fresh = items.filter((item) => item.status === 'new');
  return (
    <>
      <section aria-labelledby="held-heading">
        <h2 id="held-heading" className="text-xl font-semibold text-slate-900">
          Held prices
        </h2>
        {held.length ? (
          <ul className="mt-3 grid gap-3">
            {held.map((item) => (
              <HeldItem key={item.id} item={item} />
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-700">None.</p>
        )}
      </section>
      <section aria-labelledby="new-heading">
        <h2 id="new-heading" className="text-xl font-semibold text-slate-900">
          New items
        </h2>
        {fresh.length ? (
          <ul className="mt-3 grid gap-3">
            {fresh.map((item) => (
              <NewItem key={item.id} item={item} />
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-700">None.</p>
        )}
      </section>
    </>
  );
}
