import { Button, Text, type ButtonProps } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { requiresScript } from '@/components/noscript-note';
import { TextSizeIcon } from '@/lib/icons/icons';
import { loadWhenOnline } from '@/lib/startup/load-when-online';

// The settings panel loads on first use, not with the page.
const ReadingModeDialog = lazy(() => loadWhenOnline(() => import('./reading-mode-dialog')));

/**
 * Opens "Easier reading". `compact` shows only the icon below `md` (the name stays as its label),
 * for the header on narrow screens. Focus returns to this button when the panel closes.
 */
export function ReadingModeButton({ compact = false, ...props }: ButtonProps & { compact?: boolean }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        aria-label="Easier reading"
        aria-haspopup="dialog"
        onClick={() => {
          setMounted(true);
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
