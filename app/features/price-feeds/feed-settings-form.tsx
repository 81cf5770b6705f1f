/** The vendor editor's feed fields ("Price feed URL", "Feed format") and "Check prices now". */
import { Form } from 'react-router';
import { SubmitButton, TextField } from '~/features/auth/form-controls';
import { SelectField } from '~/features/editorial/editor-fields';
import { feedFormatNames, feedFormats, type FeedFormat } from './feed-item';

export function FeedSettingsForm({
  vendor,
  feed,
}: {
  vendor: string;
  feed: { url: string; format: FeedFormat } | null;
}) {
  return (
    <section aria-labelledby="price-feed-heading" className="grid gap-4">
      <h2 id="price-feed-heading" className="text-xl font-semibold text-slate-900">
        Price feed
      </h2>
      <Form method="post" action="/admin/price-feeds" className="grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="vendor" value={vendor} />
        <TextField
          label="Price feed URL"
          name="url"
          type="url"
          defaultValue={feed?.url ?? ''}
          hint="Leave empty to stop reading this vendor's prices."
        />
        <SelectField
          label="Feed format"
          name="format"
          defaultValue={feed?.format ?? 'shopify'}
          options={feedFormats.map((format) => ({ value: format, label: feedFormatNames[format] }))}
        />
        <div className="sm:col-span-2">
          <SubmitButton intent="save-feed" busyLabel="Saving...">
            Save feed
          </SubmitButton>
        </div>
      </Form>
      {feed ? (
        <Form method="post" action="/admin/price-feeds">
          <input type="hidden" name="vendor" value={vendor} />
          <SubmitButton intent="check-now" busyLabel="Checking...">
            Check prices now
          </SubmitButton>
        </Form>
      ) : null}
    </section>
  );
}
