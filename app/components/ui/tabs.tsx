/**
 * Accessible tabs (WAI-ARIA APG "Tabs with automatic activation":
 * https://www.w3.org/WAI/ARIA/apg/patterns/tabs/). ArrowLeft/ArrowRight move between tabs and
 * wrap, Home/End jump to the ends. Every panel is in the server HTML; inactive ones are hidden,
 * so the content is indexable and nothing shifts when the page hydrates.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';

export interface TabItem {
  label: string;
  content: ReactNode;
}

export function Tabs({
  label,
  items,
  className = '',
}: {
  /** Accessible name of the tab list. */
  label: string;
  items: TabItem[];
  className?: string;
}) {
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = (i: number) => `${baseId}-panel-${i}`;

  return (
    <div className={className}>
      <TabList {...{ label, items, selected, tabs, tabId, panelId }} onSelect={setSelected} />
      {items.map((item, i) => (
        <div
          key={item.label}
          role="tabpanel"
          id={panelId(i)}
          aria-labelledby={tabId(i)}
          hidden={i !== selected}
          tabIndex={0}
          className="pt-4"
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}

function TabList({
  label,
  items,
  selected,
  tabs,
  tabId,
  panelId,
  onSelect,
}: {
  label: string;
  items: TabItem[];
  selected: number;
  tabs: RefObject<(HTMLButtonElement | null)[]>;
  tabId: (i: number) => string;
  panelId: (i: number) => string;
  onSelect: (i: number) => void;
}) {
  return (
    <div
      role="tablist"
      aria-label={label}
      className="grid border-b border-slate-200"
      style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}
    >
      {items.map((item, i) => {
        const isSelected = i === selected;
        return (
          <button
            key={item.label}
            ref={(element) => {
              tabs.current[i] = element;
            }}
            type="button"
            role="tab"
            id={tabId(i)}
            aria-selected={isSelected}
            aria-controls={panelId(i)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(i)}
            onKeyDown={(event) =>
              moveFocus(event, i, items.length, (next) => {
                onSelect(next);
                tabs.current[next]?.focus();
              })
            }
            className={`-mb-px min-h-11 border-b-2 px-2 py-2 text-sm font-semibold transition-colors duration-150 sm:px-4 ${
              isSelected
                ? 'border-brand-700 text-brand-800'
                : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
            }`}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

/** ArrowLeft/ArrowRight move between tabs and wrap; Home/End jump to the ends. */
function moveFocus(
  event: KeyboardEvent<HTMLButtonElement>,
  i: number,
  count: number,
  selectAndFocus: (i: number) => void,
) {
  const moves: Record<string, number> = {
    ArrowRight: i + 1,
    ArrowLeft: i - 1,
    Home: 0,
    End: count - 1,
  };
  const target = moves[event.key];
  if (target === undefined) return;
  event.preventDefault();
  selectAndFocus((target + count) % count);
}
