import { Box, Text } from '@chakra-ui/react';
import { ResultIcon } from './result-icon';
import type { SearchResult } from './search-index';

const typeLabels: Record<SearchResult['type'], string> = {
  page: 'Page',
  knowledge: 'Help topic',
  path: 'Guide',
  'voice-command': 'Voice command',
  assistant: 'Assistant',
};

interface SearchResultOptionProps {
  readonly id: string;
  readonly result: SearchResult;
  readonly selected: boolean;
  /** The pointer moved over it: it becomes the highlighted option. */
  readonly onHover: () => void;
  readonly onChoose: () => void;
}

/** One result in the search dialog's listbox: icon, title, trail for guides, description and kind. */
export function SearchResultOption({ id, result, selected, onHover, onChoose }: SearchResultOptionProps) {
  return (
    <Box
      as="li"
      id={id}
      role="option"
      aria-selected={selected}
      display="flex"
      gap="3"
      alignItems="flex-start"
      px="2"
      py="2"
      // At 200 % on a 320 px phone (under 12 ems of list) a result's titles take two or three
      // lines: less space between results lets a fourth one fit.
      css={{ '@container (max-width: 12em)': { py: '1' } }}
      rounded="md"
      cursor="pointer"
      bg={selected ? 'paprika.100' : undefined}
      _hover={{ bg: selected ? 'paprika.100' : 'cream.200' }}
      // Keeps focus (and the caret) in the input while clicking.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={onHover}
      onClick={onChoose}
    >
      {/* On a phone the words need the width: four results fit at Easier reading's 150 %. */}
      <ResultIcon icon={result.icon} boxSize="4" mt="1" color="paprika.700" flexShrink={0} hideBelow="sm" />
      <Box minW="0">
        <Text fontWeight="semibold">{result.title}</Text>
        {result.type === 'path' && result.voicePath.length > 0 ? (
          <Text fontSize="sm" color="herb.800">
            {result.voicePath.join(' › ')}
          </Text>
        ) : null}
        <Text
          fontSize="sm"
          color="fg.muted"
          lineClamp={{ base: 1, sm: 2 }}
          // At 200 % on a phone (under 12 ems of list) a result is its title alone, so four or more fit.
          css={{ '@container (max-width: 12em)': { display: 'none' } }}
        >
          {result.description}
        </Text>
        {/* The group's heading says it on screen; a screen reader still hears it with the result. */}
        <Text fontSize="xs" color="fg.muted" srOnly={{ base: true, sm: false }}>
          {typeLabels[result.type]}
        </Text>
      </Box>
    </Box>
  );
}
