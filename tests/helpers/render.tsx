import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { act, type ReactElement } from 'react';
import { vi } from 'vitest';
import { system } from '@/app/theme';

// React warns unless the environment says it drives updates through act(), as these tests do.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders inside the site's Chakra system, as the app does. */
export function renderWithChakra(ui: ReactElement) {
  return render(<ChakraProvider value={system}>{ui}</ChakraProvider>);
}

/** Moves fake time on and lets the promises it releases settle inside React's act. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
