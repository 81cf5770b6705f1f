/**
 * The one-line safety note of a catalogue, home or stack card whose product is also a medicine or
 * a drug candidate (app/data/medicine-counterparts.ts): what it is, and a link to the profile's
 * safety notes and signs to stop.
 */
import type { SafetyNote } from './types';

export function SafetyNoteLine({
  note,
  named = false,
}: {
  note: SafetyNote;
  /** Say which product it is about: on a stack's card, one of its parts. */
  named?: boolean;
}) {
  return (
    <p className="card-safety">
      {named ? `${note.name}: ${note.text} ` : `${note.text} `}
      <a href={note.href}>
        Safety notes<span className="sr-only">{` for ${note.name}`}</span>
      </a>
    </p>
  );
}
