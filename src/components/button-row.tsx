import { Button, HStack, type ButtonProps, type StackProps } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';
import { RouterLink } from '@/components/router-link';
import { requiresScript } from './noscript-note';

/** One button of a row: a link inside the site (`to`), any other address (`href`), or an action. */
type RowAction = {
  readonly label: ReactNode;
  readonly icon?: ComponentType;
  /** The accessible name, when the visible label alone is not enough in context. */
  readonly ariaLabel?: string;
  readonly variant?: ButtonProps['variant'];
  readonly colorPalette?: ButtonProps['colorPalette'];
  /** The button does nothing without scripts, so it is hidden when the browser runs none. */
  readonly requiresScript?: boolean;
} & ({ readonly to: string } | { readonly href: string } | { readonly onClick: () => void });

export interface ButtonRowProps extends Omit<StackProps, 'children'> {
  readonly actions: readonly RowAction[];
  /** The palette of every button that does not name its own. */
  readonly colorPalette?: ButtonProps['colorPalette'];
  readonly size?: ButtonProps['size'];
}

function actionKey(action: RowAction, index: number): string {
  if ('to' in action) return `to:${action.to}`;
  if ('href' in action) return `href:${action.href}`;
  return `action:${index}`;
}

/** A row of buttons that wraps on narrow screens: a page's ways on, or the actions on one item. */
export function ButtonRow({ actions, colorPalette, size, ...stack }: ButtonRowProps) {
  return (
    <HStack gap="3" wrap="wrap" {...stack}>
      {actions.map((action, index) => {
        const { label, icon: Icon, ariaLabel, variant = 'solid' } = action;
        const content = (
          <>
            {Icon ? <Icon /> : null}
            {label}
          </>
        );
        const common = {
          variant,
          colorPalette: action.colorPalette ?? colorPalette,
          size,
          'aria-label': ariaLabel,
          ...(action.requiresScript ? requiresScript : {}),
        } as const;
        if ('to' in action) {
          return (
            <Button key={actionKey(action, index)} asChild {...common}>
              <RouterLink to={action.to}>{content}</RouterLink>
            </Button>
          );
        }
        if ('href' in action) {
          return (
            <Button key={actionKey(action, index)} asChild {...common}>
              <a href={action.href}>{content}</a>
            </Button>
          );
        }
        return (
          <Button key={actionKey(action, index)} onClick={action.onClick} {...common}>
            {content}
          </Button>
        );
      })}
    </HStack>
  );
}
