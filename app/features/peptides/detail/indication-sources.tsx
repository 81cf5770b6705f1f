/**
 * An indication's description with its sources attached: each checked reference is numbered, its
 * number follows the sentence it supports (`supports`, word for word in the description) and
 * links down to the compact list under it (authors, linked title, journal, year).
 */
import { Fragment } from 'react';
import type { Reference, ResearchIndication } from '~/data/peptide-types';

/** The id of a reference in the list, unique on the page: indication and reference numbers. */
export const sourceId = (indication: number, reference: number) =>
  `source-${indication}-${reference}`;

interface Passage {
  text: string;
  /** Numbers (1-based) of the references that support this passage; after its last word. */
  sources: number[];
}

/**
 * The description cut after each supported sentence. A `supports` the description does not
 * contain (the data tests forbid it) gets its number at the end rather than be lost.
 */
export function passagesOf(description: string, references: readonly Reference[]): Passage[] {
  const ends = new Map<number, number[]>();
  references.forEach((reference, i) => {
    const at = description.indexOf(reference.supports);
    const end =
      at < 0 || reference.supports === '' ? description.length : at + reference.supports.length;
    ends.set(end, [...(ends.get(end) ?? []), i + 1]);
  });
  const passages: Passage[] = [];
  let start = 0;
  for (const end of [...ends.keys()].sort((a, b) => a - b)) {
    passages.push({ text: description.slice(start, end), sources: ends.get(end)! });
    start = end;
  }
  if (start < description.length) passages.push({ text: description.slice(start), sources: [] });
  return passages;
}

export function SupportedDescription({
  indication,
  number,
}: {
  indication: ResearchIndication;
  /** The indication's place on the page (1-based), for the sources' ids. */
  number: number;
}) {
  return (
    <p className="mt-1 text-sm">
      {passagesOf(indication.description, indication.references).map((passage, i) => (
        <Fragment key={i}>
          {passage.text}
          {passage.sources.map((source) => (
            <sup key={source}>
              <a href={`#${sourceId(number, source)}`} aria-label={`Source ${source}`}>
                {`[${source}]`}
              </a>
            </sup>
          ))}
        </Fragment>
      ))}
    </p>
  );
}

/** The checked sources, numbered as in the text; links are styled once on the list. */
export function SourceList({
  references,
  number,
}: {
  references: readonly Reference[];
  number: number;
}) {
  return (
    <ol className="sources mt-2 list-decimal space-y-1 pl-5 text-xs text-slate-600">
      {references.map((reference, i) => (
        <li key={reference.url} id={sourceId(number, i + 1)}>
          {`${reference.authors} `}
          <a href={reference.url}>{reference.title}</a>
          {`. ${reference.journal}, ${reference.year}.`}
        </li>
      ))}
    </ol>
  );
}
