import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { pinnedToaster, toaster } from '@/lib/toaster';
import { DOCK_NOTICES_ID } from './layout/dock';
import { getSystem } from './theme';

type Store = typeof toaster;

const NOTICE_PROPS = { width: { md: 'sm' } } as const;

/**
 * Works out the notices' recipe styles as `Toast.Root` does, so that Chakra has them cached when
 * the first notice renders. Notices render synchronously (zag's toast store), and the first one
 * ("Ready to work offline") is often already waiting when this renderer mounts, while a phone may
 * still be busy starting the page: this runs when the module loads, in a task before that render.
 */
function prepareNoticeStyles(): void {
  const recipe = getSystem().getSlotRecipeFn('toast');
  const [variantProps] = recipe.splitVariantProps(NOTICE_PROPS);
  recipe(variantProps);
}

prepareNoticeStyles();

/**
 * Renders the notices in the page's dock (src/app/layout/dock.tsx), which the page keeps room for:
 * pinned ones (a question that waits for an answer, such as the update prompt) over the ordinary
 * one. A page without the dock (none today) would get them floating, as Chakra places them.
 */
export function Toaster() {
  const dock = document.getElementById(DOCK_NOTICES_ID);
  const container = dock ? { current: dock } : undefined;
  return (
    <>
      <NoticeRegion store={pinnedToaster} container={container} />
      <NoticeRegion store={toaster} container={container} />
    </>
  );
}

/**
 * One store's notices. Its region is the live region that says each notice (and each change of
 * one), once: a notice is a named group in it, not a status of its own, which screen readers
 * would say a second time.
 */
function NoticeRegion({
  store,
  container,
}: {
  readonly store: Store;
  readonly container: { readonly current: HTMLElement } | undefined;
}) {
  return (
    <Portal container={container}>
      {/* A notice sliding in or out goes past the group: clipped, so the column holding it does not
          scroll meanwhile (a clip, unlike `hidden`, makes no scrolling box); room for the shadow. */}
      <ChakraToaster toaster={store} insetInline={{ mdDown: '4' }} overflowY="clip" overflowClipMargin="8px">
        {(toast) => (
          <Toast.Root role="group" {...NOTICE_PROPS}>
            {/* On a phone the words need the width more (at large text the icon took a third of it). */}
            <Toast.Indicator hideBelow="md" />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger aria-label="Close notice" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
