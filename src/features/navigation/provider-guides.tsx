import { Stack, Text } from '@chakra-ui/react';
import { site } from '@/content/site';
import { CommonUserFlows } from './common-user-flows';
import { GuideKnowledgeTab } from './guide-knowledge-tab';
import { GuideShell } from './guide-shell';
import { SitemapTree } from './sitemap-tree';
import { UserPaths } from './user-paths';
import { USER_TYPE_LABELS } from './user-type';
import { VoiceProviderTab } from './voice-provider-tab';

const provider = site.voiceProvider.name;

export interface ProviderGuideProps {
  /** Opens the site-wide search dialog. */
  readonly onOpenSearch: () => void;
}

/** /<provider>-knowledge: site navigation, common user flows and the voice provider integration. */
export function ProviderKnowledgeGuide({ onOpenSearch }: ProviderGuideProps) {
  return (
    <GuideShell
      title={`${site.guides.site}`}
      lead={`How to find your way around the site, the common user flows, and how the ${provider} voice integration works.`}
      onOpenSearch={onOpenSearch}
      tabsLabel={site.guides.site}
      tabs={(userType) => [
        {
          value: 'site-navigation',
          label: 'Site Navigation',
          content: (
            <Stack gap="4">
              <Text>
                The header holds the search (with voice) and Login; the footer links every guide. These are the sections
                for a {USER_TYPE_LABELS[userType].toLowerCase()}, with the pages inside each:
              </Text>
              <SitemapTree userType={userType} />
            </Stack>
          ),
        },
        { value: 'user-flows', label: 'Common User Flows', content: <CommonUserFlows /> },
        { value: 'voice-provider', label: 'Voice Provider Integration', content: <VoiceProviderTab /> },
      ]}
    />
  );
}

/** /<provider>-navigation: the sitemap, user paths and the knowledge base, tailored to the user type. */
export function ProviderNavigationGuide({ onOpenSearch }: ProviderGuideProps) {
  return (
    <GuideShell
      title={`${site.guides.map}`}
      lead="The sitemap, the user paths for each kind of visitor, and the knowledge base in one place."
      onOpenSearch={onOpenSearch}
      tabsLabel={site.guides.map}
      tabs={(userType) => [
        { value: 'sitemap', label: 'Sitemap', content: <SitemapTree userType={userType} /> },
        { value: 'user-paths', label: 'User Paths', content: <UserPaths userType={userType} /> },
        { value: 'knowledge-base', label: 'Knowledge Base', content: <GuideKnowledgeTab /> },
      ]}
    />
  );
}
