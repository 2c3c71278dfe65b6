import { IconButton } from '@chakra-ui/react';
import type { ComponentType } from 'react';

export interface ToggleIconButtonProps {
  /** The control's name; it stays the same whether on or off (aria-pressed says which). */
  readonly label: string;
  readonly pressed: boolean;
  readonly disabled?: boolean;
  readonly onToggle: () => void;
  /** Shown while not pressed. */
  readonly icon: ComponentType;
  /** Shown while pressed. */
  readonly pressedIcon: ComponentType;
}

/** An on/off control shown as an icon, e.g. "Mute microphone": solid and crossed out while pressed. */
export function ToggleIconButton({
  label,
  pressed,
  disabled,
  onToggle,
  icon: Icon,
  pressedIcon: PressedIcon,
}: ToggleIconButtonProps) {
  return (
    <IconButton
      aria-label={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onToggle}
      variant={pressed ? 'solid' : 'outline'}
    >
      {pressed ? <PressedIcon /> : <Icon />}
    </IconButton>
  );
}
