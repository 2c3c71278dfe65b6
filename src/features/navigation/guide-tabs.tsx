import { Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface GuideTab {
  readonly value: string;
  readonly label: string;
  readonly content: ReactNode;
}

/** The guides' tab strip; it scrolls sideways on a phone instead of pushing the page wider. */
export function GuideTabs({ tabs, label }: { tabs: readonly GuideTab[]; label: string }) {
  return (
    <Tabs.Root defaultValue={tabs[0]?.value} variant="line" colorPalette="paprika" lazyMount>
      <Tabs.List aria-label={label} overflowX="auto" maxW="full">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} flexShrink={0}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} pt="6">
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
