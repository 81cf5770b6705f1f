/** The tab row of tabs.tsx: links that, once the page runs JavaScript, switch panels in place. */
import type { KeyboardEvent, MouseEvent, RefObject } from 'react';

/**
 * Below 640 px a label never wraps: 'row' keeps the tabs side by side (the row
 * scrolls if it must), 'stack' puts each tab on a line of its own, for labels too long to share
 * a phone's width.
 */
export type TabPhoneLayout = 'row' | 'stack';

interface TabListProps {
  label: string;
  items: { id: string; label: string }[];
  selected: number;
  tabs: RefObject<(HTMLAnchorElement | null)[]>;
  tabId: (i: number) => string;
  panelId: (i: number) => string;
  hrefOf: (i: number) => string;
  onSelect: (i: number) => void;
  phoneLayout?: TabPhoneLayout;
}

export function TabList(props: TabListProps) {
  const { label, items, selected, tabs, tabId, panelId, hrefOf, onSelect } = props;
  const phoneLayout = props.phoneLayout ?? 'row';
  return (
    <div
      role="tablist"
      aria-label={label}
      data-app=""
      className="tab-row"
      data-phone={phoneLayout}
      style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}
    >
      {items.map((item, i) => {
        const isSelected = i === selected;
        return (
          <a
            key={item.id}
            ref={(element) => {
              tabs.current[i] = element;
            }}
            href={hrefOf(i)}
            role="tab"
            id={tabId(i)}
            aria-selected={isSelected}
            aria-controls={panelId(i)}
            tabIndex={isSelected ? 0 : -1}
            onClick={(event) => selectInPlace(event, () => onSelect(i))}
            onKeyDown={(event) =>
              moveFocus(event, i, items.length, (next) => {
                onSelect(next);
                tabs.current[next]?.focus();
              })
            }
            className={tabClass(isSelected)}
          >
            {item.label}
          </a>
        );
      })}
    </div>
  );
}

/** A plain click switches in place; one for a new tab or window opens the server-rendered state. */
function selectInPlace(event: MouseEvent, select: () => void) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  select();
}

const tabClass = (isSelected: boolean) =>
  `-mb-px inline-flex min-h-11 items-center justify-center border-b-2 px-2 py-2 text-center text-sm font-semibold transition-colors duration-150 sm:px-4 ${
    isSelected
      ? 'border-brand-700 text-brand-800'
      : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
  }`;

/** ArrowLeft/ArrowRight move between tabs and wrap; Home/End jump to the ends. */
function moveFocus(
  event: KeyboardEvent<HTMLAnchorElement>,
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
