import { chakra, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';
import { setReadingMode, TEXT_SIZES, useReadingMode, type ReadingMode } from '@/lib/reading-mode/reading-mode';

export interface ReadingModeDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly returnFocusTo: RefObject<HTMLElement | null>;
}

const Option = chakra('label', {
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    minH: '11',
    px: '3',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'md',
    cursor: 'pointer',
    '& input': { width: '5', height: '5', accentColor: 'var(--chakra-colors-paprika-solid)', flexShrink: '0' },
  },
});

function Switch({ label, hint, name }: { label: string; hint: string; name: keyof Omit<ReadingMode, 'textSize'> }) {
  const mode = useReadingMode();
  return (
    <Option py="2">
      <input
        type="checkbox"
        checked={mode[name]}
        onChange={(event) => setReadingMode({ [name]: event.target.checked })}
      />
      <span>
        <Text as="span" display="block" fontWeight="semibold">
          {label}
        </Text>
        <Text as="span" display="block" fontSize="sm" color="fg.muted">
          {hint}
        </Text>
      </span>
    </Option>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <chakra.fieldset minW="0">
      <chakra.legend fontWeight="semibold" mb="2">
        {legend}
      </chakra.legend>
      {children}
    </chakra.fieldset>
  );
}

/** "Easier reading": the choices apply at once and stay on this device. */
export default function ReadingModeDialog({ open, onOpenChange, returnFocusTo }: ReadingModeDialogProps) {
  const mode = useReadingMode();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      finalFocusEl={() => returnFocusTo.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3">
            <Dialog.Header>
              <Dialog.Title>Easier reading</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <Text color="fg.muted">Changes apply at once, on every page, and are kept on this device.</Text>
                <Group legend="Text size">
                  <Stack direction="row" gap="2" wrap="wrap">
                    {TEXT_SIZES.map((size) => (
                      <Option key={size}>
                        <input
                          type="radio"
                          name="text-size"
                          value={size}
                          checked={mode.textSize === size}
                          onChange={() => setReadingMode({ textSize: size })}
                        />
                        {size} %
                      </Option>
                    ))}
                  </Stack>
                </Group>
                <Group legend="Display">
                  <Stack gap="2">
                    <Switch name="highContrast" label="High contrast" hint="Black text on white, underlined links." />
                    <Switch
                      name="calmMotion"
                      label="Calm motion"
                      hint="Nothing slides or fades in; no smooth scrolling."
                    />
                    <Switch name="largeTargets" label="Larger buttons" hint="Every button at least 44 by 44 pixels." />
                  </Stack>
                </Group>
                <Group legend="Notices">
                  <Switch
                    name="keepNotices"
                    label="Keep notices on screen"
                    hint="A notice stays until you close it, instead of going after a few seconds."
                  />
                </Group>
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close easier reading" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
