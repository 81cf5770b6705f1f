/**
 * Accessible tabs (WAI-ARIA APG "Tabs with automatic activation":
 * https://www.w3.org/WAI/ARIA/apg/patterns/tabs/). ArrowLeft/ArrowRight move between tabs and
 * wrap, Home/End jump to the ends. Every panel is in the server HTML; inactive ones are hidden,
 * so the content is indexable and nothing shifts when the page hydrates.
 *
 * Each tab is a link to this page with `?<param>=<id>`, and the server renders the tab that the
 * URL names: without JavaScript a tab is an ordinary link to a server-rendered state. With
 * JavaScript the click stays on the page and only switches the panel. A route whose page the
 * host caches declares `param` in its `publicPageCache(…, { query })`.
 */
import { useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { TabList, type TabPhoneLayout } from './tab-list';

export interface TabItem {
  /** The tab's value in the URL (`?tab=interactions`). */
  id: string;
  label: string;
  content: ReactNode;
}

/** The index of the tab a URL's query names, or 0. */
export function tabFromSearch(search: string, param: string, items: { id: string }[]): number {
  const id = new URLSearchParams(search).get(param);
  return Math.max(
    0,
    items.findIndex((item) => item.id === id),
  );
}

interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  items: TabItem[];
  /** The query parameter that names the tab (see above). */
  param?: string;
  /** An element id the tab links scroll to after a full page load (no JavaScript). */
  anchor?: string;
  /** For a parent that owns the choice: the selected tab's index, and its setter. */
  selected?: number;
  onSelect?: (index: number) => void;
  /** 'empty' leaves hidden panels empty (forms whose fields would repeat, as on /auth). */
  inactivePanels?: 'rendered' | 'empty';
  className?: string;
  /** How the tab row fits a phone (tab-list.tsx). */
  phoneLayout?: TabPhoneLayout;
}

export function Tabs({
  label,
  items,
  param = 'tab',
  anchor,
  selected: controlled,
  onSelect,
  inactivePanels = 'rendered',
  className = '',
  phoneLayout,
}: TabsProps) {
  const baseId = useId();
  const { search } = useLocation();
  const [own, setOwn] = useState(() => tabFromSearch(search, param, items));
  const selected = controlled ?? own;
  const select = onSelect ?? setOwn;
  const tabs = useRef<(HTMLAnchorElement | null)[]>([]);
  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = (i: number) => `${baseId}-panel-${i}`;
  const hrefOf = (i: number) => {
    const query = new URLSearchParams(search);
    query.set(param, items[i]!.id);
    return `?${query.toString()}${anchor ? `#${anchor}` : ''}`;
  };

  return (
    <div id={anchor} className={`scroll-mt-20 ${className}`}>
      <TabList
        {...{ label, items, selected, tabs, tabId, panelId, hrefOf, phoneLayout }}
        onSelect={select}
      />
      {items.map((item, i) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(i)}
          aria-labelledby={tabId(i)}
          hidden={i !== selected}
          tabIndex={0}
          className="pt-4"
        >
          {i === selected || inactivePanels === 'rendered' ? item.content : null}
        </div>
      ))}
    </div>
  );
}
