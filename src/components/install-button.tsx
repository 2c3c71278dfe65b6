import { Button, Text, type ButtonProps } from '@chakra-ui/react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { onAppInstalled, promptInstall } from '@/lib/install/install-offer';
import { useInstallOffer } from '@/lib/install/use-install-offer';
import { DownloadIcon } from '@/lib/icons/icons';
import { notify } from '@/lib/toaster';
import { lazyOnDemand } from '@/lib/startup/load-when-online';

// The Safari walk-through loads on first use, not with the page.
const addToHomeScreenDialog = lazyOnDemand(() => import('./add-to-home-screen-dialog'));
const AddToHomeScreenDialog = addToHomeScreenDialog.Component;

/** Tells the visitor, once the app is installed, what it does without a connection. */
export function useInstalledNotice(): void {
  useEffect(
    () =>
      onAppInstalled(() => {
        notify({
          id: 'app-installed',
          title: 'BaseBots is installed',
          description: 'Open it from your home screen. The help library works offline too.',
          variant: 'success',
        });
      }),
    [],
  );
}

/**
 * "Install app": the browser's own prompt where it offers one, the "Add to Home Screen" steps on
 * Safari for iPhone and iPad, and nothing once installed or dismissed. Renders nothing on the
 * prerendered page (the offer depends on the device).
 */
export function InstallButton({ compact = false, ...props }: ButtonProps & { compact?: boolean }) {
  const offer = useInstallOffer();
  const [stepsOpen, setStepsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  if (offer === 'none') return null;
  return (
    <>
      <Button
        ref={buttonRef}
        aria-label="Install app"
        onClick={() =>
          offer === 'prompt' ? void promptInstall() : addToHomeScreenDialog.whenLoaded(() => setStepsOpen(true))
        }
        {...props}
      >
        <DownloadIcon />
        <Text as="span" display={compact ? { base: 'none', md: 'inline' } : undefined}>
          Install app
        </Text>
      </Button>
      {stepsOpen && (
        <Suspense fallback={null}>
          <AddToHomeScreenDialog onClose={() => setStepsOpen(false)} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
