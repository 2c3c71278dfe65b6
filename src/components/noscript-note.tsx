import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Marks a control that does nothing without scripts: it is hidden when the browser runs none. */
export const requiresScript = { 'data-requires-js': '' } as const;

/**
 * A plain note, shown only when the browser runs no scripts, where part of the page needs them
 * (search, chat). The prerendered page is read without scripts; this says what cannot work, and
 * what to do instead, rather than leaving buttons that do nothing.
 */
export function NoScriptNote({ children }: { children: ReactNode }) {
  return (
    <noscript>
      <Box
        as="p"
        role="note"
        bg="cream.50"
        borderWidth="1px"
        borderColor="paprika.200"
        borderInlineStartWidth="4px"
        borderInlineStartColor="paprika.700"
        rounded="md"
        px="4"
        py="3"
        my="3"
      >
        {children}
      </Box>
    </noscript>
  );
}
