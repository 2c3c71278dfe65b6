import { List, type ListRootProps } from '@chakra-ui/react';
import { CheckIcon } from '@/lib/icons/icons';

export interface CheckListProps extends Omit<ListRootProps, 'children'> {
  /** One line each; also their keys, so they must differ. */
  readonly items: readonly string[];
  /** The tick's colour; pick one that contrasts with the background. */
  readonly checkColor?: string;
}

/** A plain list with a tick before each line: what a plan includes, what a service offers. */
export function CheckList({ items, checkColor = 'herb.700', fontSize, ...list }: CheckListProps) {
  return (
    <List.Root variant="plain" gap="1" {...list}>
      {items.map((item) => (
        <List.Item key={item} alignItems="center" fontSize={fontSize}>
          <List.Indicator color={checkColor}>
            <CheckIcon boxSize="4" />
          </List.Indicator>
          {item}
        </List.Item>
      ))}
    </List.Root>
  );
}
