import { Box } from '@chakra-ui/react';
import type { ResultGroup } from './result-groups';
import type { SearchResult } from './search-index';
import { SearchResultOption } from './search-result-option';
import type { SearchCombobox } from './use-search-combobox';

interface SearchResultsListProps {
  readonly groups: readonly ResultGroup[];
  readonly label: string;
  readonly combobox: SearchCombobox;
  readonly onChoose: (result: SearchResult) => void;
}

/** The combobox's listbox: the results in groups, each under its heading. */
export function SearchResultsList({ groups, label, combobox, onChoose }: SearchResultsListProps) {
  const { baseId, listboxId, optionId, activeOption, highlight } = combobox;
  const expanded = groups.some((group) => group.results.length > 0);
  return (
    <Box
      id={listboxId}
      role="listbox"
      aria-label={label}
      // It takes the dialog's remaining height, whatever the text size: a fixed height showed one
      // and a half results at 150 %.
      flex="1"
      minH="0"
      overflowY="auto"
      overscrollBehavior="contain"
      display={expanded ? 'block' : 'none'}
      // Its width in its own text's ems, which larger text shrinks as a narrower screen does: each
      // result drops its description where the list is narrow (search-result-option.tsx).
      containerType="inline-size"
    >
      {groups.map((group) => {
        const headingId = `${baseId}-group-${group.heading.replace(/\W+/g, '-')}`;
        return (
          <Box as="ul" key={group.heading} role="group" aria-labelledby={headingId} listStyleType="none">
            <Box
              as="li"
              role="presentation"
              id={headingId}
              fontSize="xs"
              fontWeight="bold"
              textTransform="uppercase"
              letterSpacing="wider"
              color="paprika.800"
              px="2"
              pt="3"
              pb="1"
              // At 200 % on a 320 px phone the capitals wrapped the heading to two lines, and the
              // fourth result below the list's edge; in ordinary letters it takes one.
              css={{ '@container (max-width: 12em)': { textTransform: 'none', letterSpacing: 'normal' } }}
            >
              {group.heading}
            </Box>
            {group.results.map((result) => (
              <SearchResultOption
                key={result.id}
                id={optionId(result)}
                result={result}
                selected={activeOption?.id === result.id}
                onHover={() => highlight(result)}
                onChoose={() => onChoose(result)}
              />
            ))}
          </Box>
        );
      })}
    </Box>
  );
}
