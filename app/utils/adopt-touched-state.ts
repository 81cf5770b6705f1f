/**
 * The app's start is invisible (decision 0031): what a visitor typed, ticked or picked before the
 * app hydrated stays as they left it, and the app's state takes it on. React hydrates a field
 * without touching what it shows, but its state is still the server's first one, so the next
 * render would put that back. Right after hydration every field that differs from what the
 * server rendered (its default value, checked state or selected option) tells React of its
 * value with the event React listens to for it, as a keystroke or a click would have: the app's
 * own handlers then take the value on (results, enabled buttons, live filters). The caret and the
 * focus stay where they were.
 */

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Fields whose value the visitor types or picks, handed over as an `input` event. */
const typedTypes = new Set([
  '',
  'text',
  'search',
  'email',
  'password',
  'tel',
  'url',
  'number',
  // The platform's pickers: no caret to restore, the same event for React.
  'date',
  'time',
  'datetime-local',
  'month',
  'week',
  'range',
  'color',
]);

/** Sets what a field shows without the element's own setter, which React's tracker watches. */
function setUntracked(field: TextField, shown: string) {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(field, shown);
}

/**
 * What the visitor left in one field, read before any field is handed over: handing one over
 * renders its form again, which puts the server's values back into the fields not handed yet.
 */
type Touched = () => void;

/** A text area's text and caret as the visitor left them. */
type Typed = Pick<TextField, 'value' | 'selectionDirection'> & {
  selectionStart: number | null;
  selectionEnd: number | null;
};

/**
 * What the visitor typed into each text area before hydration. Hydrating a text area the server
 * filled with text sets its value back to that text (React's initial value), so an edit of one's
 * own post made before the app starts would be lost; it is put back from here.
 */
const typedBeforeHydration = new WeakMap<HTMLTextAreaElement, Typed>();

function rememberTyped(field: EventTarget | null) {
  if (!(field instanceof HTMLTextAreaElement)) return;
  // Typed back to the server's text: nothing to put back.
  if (field.value === field.defaultValue) return void typedBeforeHydration.delete(field);
  const { value, selectionStart, selectionEnd, selectionDirection } = field;
  typedBeforeHydration.set(field, { value, selectionStart, selectionEnd, selectionDirection });
}

/** Puts a caret (or selection) back where it was; fields without one (e-mail) keep theirs. */
function placeCaret(field: TextField, { selectionStart, selectionEnd, selectionDirection }: Typed) {
  if (selectionStart === null || selectionEnd === null) return;
  try {
    field.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
  } catch {
    return;
  }
}

/** The field as the visitor left it: hydration may have put a text area's server text back. */
function leftByVisitor(field: TextField): Typed {
  const remembered = field instanceof HTMLTextAreaElement && typedBeforeHydration.get(field);
  if (!remembered || field.value !== field.defaultValue) return field;
  setUntracked(field, remembered.value);
  placeCaret(field, remembered);
  return remembered;
}

/**
 * Before each key while React hydrates: if hydration has put the server's text back since the
 * last key, the visitor's text and caret come back first, so the key lands where they typed it.
 */
const onKeyBeforeHydration = (event: Event) => {
  if (event.target instanceof HTMLTextAreaElement) leftByVisitor(event.target);
};
const onInputBeforeHydration = (event: Event) => rememberTyped(event.target);

/**
 * Called just before hydration starts: remembers every text area the visitor has changed, and
 * each key typed into one while React hydrates, until readTouchedState reads the fields.
 */
export function rememberTypedText(root: ParentNode = document): void {
  root.querySelectorAll('textarea').forEach(rememberTyped);
  document.addEventListener('beforeinput', onKeyBeforeHydration, true);
  document.addEventListener('input', onInputBeforeHydration, true);
}

function stopRemembering() {
  document.removeEventListener('beforeinput', onKeyBeforeHydration, true);
  document.removeEventListener('input', onInputBeforeHydration, true);
}

function touchedText(field: TextField): Touched | null {
  const left = leftByVisitor(field);
  const { value: typed, selectionStart, selectionEnd, selectionDirection } = left;
  if (typed === field.defaultValue) return null;
  const hasCaret = document.activeElement === field;
  const caret = { value: typed, selectionStart, selectionEnd, selectionDirection };
  return () => {
    // Through the element's own setter, which React's tracker watches, then back untracked:
    // React sees a change, as after a keystroke.
    field.value = field.defaultValue;
    setUntracked(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (hasCaret) placeCaret(field, caret);
  };
}

function touchedCheck(field: HTMLInputElement): Touched | null {
  const checked = field.checked;
  if (checked === field.defaultChecked || (field.type === 'radio' && !checked)) return null;
  // React hears a checkbox or radio change as a click: one that toggles it into place.
  return () => {
    field.checked = !checked;
    field.click();
  };
}

function touchedSelect(select: HTMLSelectElement): Touched | null {
  const options = [...select.options];
  const picked = options.map((option) => option.selected);
  if (picked.every((selected, index) => selected === options[index]!.defaultSelected)) {
    // No option marked by the server: the browser shows the first, as the server meant.
    if (options.some((option) => option.defaultSelected) || select.selectedIndex <= 0) return null;
  }
  return () => {
    options.forEach((option, index) => (option.selected = picked[index]!));
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
}

function touched(field: Element): Touched | null {
  if (field instanceof HTMLSelectElement) return touchedSelect(field);
  if (field instanceof HTMLTextAreaElement) return touchedText(field);
  if (!(field instanceof HTMLInputElement)) return null;
  if (field.type === 'checkbox' || field.type === 'radio') return touchedCheck(field);
  return typedTypes.has(field.type) ? touchedText(field) : null;
}

/**
 * Reads what the visitor left in every field, to be handed over to the app's state by the
 * function it returns. Read in the hydration's own commit: a state update made in a layout
 * effect there (the router starting) renders the page again before the commit returns, and
 * that render puts the server's values back into controlled fields. Handed over once the commit
 * is over, so that React's event handlers run as for a keystroke.
 */
export function readTouchedState(root: ParentNode = document): () => void {
  stopRemembering();
  const handOvers = [...root.querySelectorAll('input, textarea, select')].map(touched);
  return () => {
    for (const handOver of handOvers) handOver?.();
  };
}
