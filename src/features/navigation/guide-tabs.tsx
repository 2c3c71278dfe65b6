import { Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NoScriptNote, requiresScript } from '@/components/noscript-note';

export interface GuideTab {
  readonly value: string;
  readonly label: string;
  readonly content: ReactNode;
}

/** The guides' tab strip; it scrolls sideways on a phone instead of pushing the page wider. */
export function GuideTabs({ tabs, label }: { tabs: readonly GuideTab[]; label: string }) {
  const otherLabels = tabs
    .slice(1)
    .map((tab) => tab.label)
    .join(', ');
  return (
    <Tabs.Root defaultValue={tabs[0]?.value} variant="line" colorPalette="paprika" lazyMount>
      <NoScriptNote>{`This guide's other parts (${otherLabels}) open as tabs, which need JavaScript.`}</NoScriptNote>
      <Tabs.List aria-label={label} overflowX="auto" maxW="full" {...requiresScript}>
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
