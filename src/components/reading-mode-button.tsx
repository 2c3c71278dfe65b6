import { Button, Text, type ButtonProps } from '@chakra-ui/react';
import { Suspense, useRef, useState } from 'react';
import { requiresScript } from '@/components/noscript-note';
import { TextSizeIcon } from '@/lib/icons/icons';
import { lazyOnDemand, useMountOnDemand } from '@/lib/startup/load-when-online';

// The settings panel loads on first use, not with the page, or while the page is being taken over
// when the button was pressed before (`READING_EARLY_CODE`).
const readingModeDialog = lazyOnDemand(() => import('./reading-mode-dialog'));
const ReadingModeDialog = readingModeDialog.Component;

/** What the button names (`data-early-code`) when pressed before the page is live. */
export const READING_EARLY_CODE = 'reading';

/** For start-up: the button was pressed before the page was live; its panel's code starts loading. */
export const startLoadingReadingMode = readingModeDialog.preload;

/**
 * Opens "Easier reading". `compact` shows only the icon below `md` (the name stays as its label),
 * for the header on narrow screens. Focus returns to this button when the panel closes.
 */
export function ReadingModeButton({ compact = false, ...props }: ButtonProps & { compact?: boolean }) {
  const [open, setOpen] = useState(false);
  const [mounted, mount] = useMountOnDemand(readingModeDialog);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        aria-label="Easier reading"
        aria-haspopup="dialog"
        data-early-code={READING_EARLY_CODE}
        onClick={() => {
          mount();
          setOpen(true);
        }}
        {...requiresScript}
        {...props}
      >
        <TextSizeIcon />
        <Text as="span" display={compact ? { base: 'none', md: 'inline' } : undefined}>
          Easier reading
        </Text>
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <ReadingModeDialog open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
