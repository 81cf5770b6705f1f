/**
 * Search, sort and filter of the vendor directory: a GET form, so without JavaScript the 'Apply'
 * button reloads /vendors with the choices in the URL. With JavaScript a select change applies at
 * once and typing applies after a short pause; the URL still carries every choice.
 */
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Form, useSubmit } from 'react-router';
import { Select } from '~/components/ui/select';
import {
  defaultDirectoryQuery,
  directoryFilters,
  directorySorts,
  type DirectoryQuery,
} from './directory-options';

const typingPauseMs = 300;

/** A select on a phone: a full row with its label on the left; from 768 px a column of its own. */
const phoneInlineLabel =
  'col-span-2 grid grid-cols-[4rem_1fr] items-center gap-x-2 md:col-span-1 md:block';

/** The choices as URL params, defaults and empty search left out so shared links stay short. */
function queryParams(query: DirectoryQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.sort !== defaultDirectoryQuery.sort) params.set('sort', query.sort);
  if (query.filter !== defaultDirectoryQuery.filter) params.set('filter', query.filter);
  return params;
}

/**
 * What the form shows, and applying it. A URL this form did not submit (back button, a link)
 * replaces what the form shows; the answer to one of our own submissions does not, so text typed
 * meanwhile is kept, and an earlier submission landing just before a later one (a sort, then a
 * filter picked at once) does not undo the later choice. Typing applies after a short pause.
 */
function useDirectoryDraft(query: DirectoryQuery) {
  const submit = useSubmit();
  const [draft, setDraft] = useState(query);
  const incomingKey = queryParams(query).toString();
  const [seenKey, setSeenKey] = useState(incomingKey);
  // Our submissions since the last one landed: any of them may still arrive, in order.
  const [submittedKeys, setSubmittedKeys] = useState([incomingKey]);
  if (incomingKey !== seenKey) {
    setSeenKey(incomingKey);
    if (!submittedKeys.includes(incomingKey)) setDraft(query);
    if (incomingKey === submittedKeys.at(-1)) setSubmittedKeys([incomingKey]);
  }
  const typingTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(typingTimer.current), []);

  function apply(next: DirectoryQuery, replace = false) {
    window.clearTimeout(typingTimer.current);
    setDraft(next);
    const key = queryParams(next).toString();
    setSubmittedKeys((keys) => [...keys.slice(-8), key]);
    submit(queryParams(next), {
      method: 'get',
      action: '/vendors',
      replace,
      preventScrollReset: true,
    });
  }

  function type(next: DirectoryQuery) {
    setDraft(next);
    window.clearTimeout(typingTimer.current);
    typingTimer.current = window.setTimeout(() => apply(next, true), typingPauseMs);
  }

  return { draft, apply, type };
}

function SearchField({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  return (
    <div>
      <label htmlFor="vendor-search" className="mb-1 block text-sm font-medium text-slate-700">
        Search
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          id="vendor-search"
          type="search"
          name="q"
          placeholder="Search vendors..."
          autoComplete="off"
          maxLength={100}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="min-h-11 w-full rounded-md border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm text-slate-900 shadow-sm placeholder:text-slate-500"
        />
      </div>
    </div>
  );
}

export function DirectoryControls({ query }: { query: DirectoryQuery }) {
  const { draft, apply, type } = useDirectoryDraft(query);

  return (
    <Form
      method="get"
      action="/vendors"
      role="search"
      aria-label="Vendors"
      // On a phone: search and Apply share a row, sort and filter have their labels beside them,
      // so the first vendor shows on the first screen ("Lab Testing Grade" needs a full row).
      className="grid grid-cols-[1fr_auto] items-end gap-x-3 gap-y-2 rounded-lg border border-slate-200 bg-white p-3 shadow-sm sm:p-4 md:grid-cols-[1fr_14rem_14rem_auto] md:gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        apply(draft);
      }}
    >
      <SearchField value={draft.q} onChange={(q) => type({ ...draft, q })} />
      <Select
        id="vendor-sort"
        name="sort"
        label="Sort by"
        value={draft.sort}
        options={directorySorts}
        className={phoneInlineLabel}
        onValueChange={(sort) => apply({ ...draft, sort: sort as DirectoryQuery['sort'] })}
      />
      <Select
        id="vendor-filter"
        name="filter"
        label="Filter"
        value={draft.filter}
        options={directoryFilters}
        className={phoneInlineLabel}
        onValueChange={(filter) => apply({ ...draft, filter: filter as DirectoryQuery['filter'] })}
      />
      <button
        type="submit"
        className="col-start-2 row-start-1 min-h-11 rounded-md px-3 text-sm font-medium text-brand-800 underline-offset-4 hover:bg-brand-50 hover:underline md:col-start-4"
      >
        Apply
      </button>
    </Form>
  );
}
