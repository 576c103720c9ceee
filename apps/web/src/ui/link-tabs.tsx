/**
 * Tabs whose tabs are links to their own pages (react-aria Tabs with href): each panel is a real,
 * prerendered, deep-linkable URL, and arrow keys move between tabs.
 */
import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';

export type LinkTab = { id: string; href: string; label: string };

export function LinkTabs({
  label,
  tabs,
  selected,
  children,
}: {
  label: string;
  tabs: LinkTab[];
  selected: string;
  children: ReactNode;
}) {
  return (
    <Tabs selectedKey={selected} keyboardActivation="manual" className="tabs">
      <TabList aria-label={label} className="tabs__list">
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} href={tab.href} className="tabs__tab">
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanel id={selected} className="tabs__panel">
        {children}
      </TabPanel>
    </Tabs>
  );
}
