import { Box, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { RouterLink } from '@/components/router-link';
import { knowledgeTopicPath } from '@/config/paths';
import { helpCategories } from '@/content/help';
import { site } from '@/content/site';
import { voiceCommands } from '@/content/voice-commands';

const provider = site.voiceProvider.name;

/** How the voice provider fits in, the steps to connect it, and its help topics. */
export function VoiceProviderTab() {
  const category = helpCategories.find((item) => item.id === 'voice-provider');
  const command = voiceCommands.find((item) => item.id === 'connect-voice-provider');
  return (
    <Stack gap="5">
      <Text>
        {provider} is the voice-synthesis provider that gives your BaseBot its voice. The language model writes each
        reply and {provider} speaks it, in a voice from your own {provider} account.
      </Text>
      <Box>
        <Heading as="h3" size="md" fontFamily="heading" mb="2">
          Connect {provider} in three steps
        </Heading>
        <List.Root as="ol" gap="1" ps="5">
          <List.Item>Create an API key in your {provider} account.</List.Item>
          <List.Item>{command?.notice.description ?? `Open your dashboard's ${provider} configuration.`}</List.Item>
          <List.Item>Paste the key, save it, and pick the voice your BaseBot speaks with.</List.Item>
        </List.Root>
      </Box>
      {category ? (
        <Box>
          <Heading as="h3" size="md" fontFamily="heading" mb="2">
            {category.title} help topics
          </Heading>
          <List.Root gap="1" ps="5">
            {category.topics.map((topic) => (
              <List.Item key={topic.id}>
                <Link asChild color="paprika.800">
                  <RouterLink to={knowledgeTopicPath(topic.id)}>{topic.title}</RouterLink>
                </Link>
              </List.Item>
            ))}
          </List.Root>
        </Box>
      ) : null}
    </Stack>
  );
}
