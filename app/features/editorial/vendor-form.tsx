/**
 * /admin/vendors: pick a vendor to correct (a link, so it works without JavaScript), or leave it
 * empty to add one. The slug is the vendor's address and is never changed once added.
 */
import { Form, Link } from 'react-router';
import type { Vendor } from '~/data/vendor-types';
import { vendorGroups } from '~/data/vendor-types';
import { SubmitButton, TextField } from '~/features/auth/form-controls';
import type { EditorOutcome } from './editor-actions.server';
import { SelectField, TextAreaField } from './editor-fields';

export function VendorPicker({
  vendors,
  chosen,
}: {
  vendors: { slug: string; name: string }[];
  chosen?: string;
}) {
  const links = [{ to: '/admin/vendors', name: 'New vendor', current: !chosen }].concat(
    vendors.map((vendor) => ({
      to: `/admin/vendors?vendor=${vendor.slug}`,
      name: vendor.name,
      current: vendor.slug === chosen,
    })),
  );
  return (
    <nav aria-label="Vendors to correct" className="mt-4">
      <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              aria-current={link.current ? 'page' : undefined}
              className="text-brand-800 underline aria-[current=page]:font-bold"
            >
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

type Field = { name: keyof Vendor; label: string; required?: boolean; type?: string };

const textFields: Field[] = [
  { name: 'name', label: 'Name', required: true },
  { name: 'rating', label: 'Rating (out of 10)', required: true },
  { name: 'trustScore', label: 'Trust score (0-100)', required: true },
  { name: 'testingCompany', label: 'Testing company (empty: not lab tested)' },
  { name: 'priceRange', label: 'Price range ($46-165)', required: true },
  { name: 'location', label: 'Location', required: true },
  { name: 'city', label: 'City (optional)' },
  { name: 'established', label: 'Founded (year)', required: true },
  { name: 'shippingSpeed', label: 'Dispatch', required: true },
  { name: 'url', label: 'Store address', required: true, type: 'url' },
  { name: 'affiliateUrl', label: 'Affiliate link (optional)', type: 'url' },
  { name: 'couponCode', label: 'Coupon code (optional)' },
];

const listFields: Field[] = [
  { name: 'specialties', label: 'Specialties (one a line)' },
  { name: 'warnings', label: 'Warnings (one a line)' },
  { name: 'pros', label: 'Pros (one a line)' },
  { name: 'cons', label: 'Cons (one a line)' },
];

/** A field's current value as the form shows it: lists one item a line. */
function shown(vendor: Vendor | null, name: keyof Vendor): string | undefined {
  const value = vendor?.[name];
  if (Array.isArray(value)) return value.map(String).join('\n');
  return value === undefined || value === null ? undefined : String(value);
}

function VendorTexts({
  vendor,
  errors,
}: {
  vendor: Vendor | null;
  errors: Record<string, string | undefined>;
}) {
  return (
    <>
      <div className="sm:col-span-2">
        <TextAreaField
          label="Description"
          name="description"
          defaultValue={vendor?.description}
          error={errors.description}
        />
      </div>
      {listFields.map((field) => (
        <TextAreaField
          key={field.name}
          label={field.label}
          name={field.name}
          defaultValue={shown(vendor, field.name)}
          error={errors[field.name]}
        />
      ))}
    </>
  );
}

export function VendorForm({
  vendor,
  outcome,
}: {
  vendor: Vendor | null;
  outcome?: EditorOutcome;
}) {
  const errors: Record<string, string | undefined> =
    (outcome && !outcome.ok && outcome.fieldErrors) || {};
  return (
    <Form method="post" key={vendor?.slug ?? 'new'} className="mt-6 grid gap-4 sm:grid-cols-2">
      {vendor ? (
        <input type="hidden" name="slug" value={vendor.slug} />
      ) : (
        <TextField
          label="Slug (its address: /vendors/slug)"
          name="slug"
          required
          error={errors.slug}
        />
      )}
      {textFields.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          name={field.name}
          type={field.type}
          required={field.required}
          defaultValue={
            shown(vendor, field.name) ?? (field.name === 'location' ? 'USA' : undefined)
          }
          error={errors[field.name]}
        />
      ))}
      <SelectField
        label="Group"
        name="group"
        defaultValue={vendor?.group}
        error={errors.group}
        options={vendorGroups.map((group) => ({ value: group, label: group }))}
      />
      <VendorTexts vendor={vendor} errors={errors} />
      <div className="sm:col-span-2 sm:max-w-xs">
        <SubmitButton intent="vendor" busyLabel="Saving...">
          {vendor ? 'Save correction' : 'Add vendor'}
        </SubmitButton>
      </div>
    </Form>
  );
}
