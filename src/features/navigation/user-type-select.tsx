import { Field, NativeSelect } from '@chakra-ui/react';
import { useId } from 'react';
import { requiresScript } from '@/components/noscript-note';
import { USER_TYPES, type UserType } from '@/content/schema';
import { USER_TYPE_LABELS } from './user-type';

interface UserTypeSelectProps {
  readonly value: UserType;
  readonly onChange: (next: UserType) => void;
  readonly label?: string;
}

/** Lets the visitor say who they are, so navigation shows what is meant for them. */
export function UserTypeSelect({ value, onChange, label = 'I am a…' }: UserTypeSelectProps) {
  const id = useId();
  return (
    // Without scripts the choice could not change anything: the page shows what every visitor sees.
    <Field.Root maxW="xs" {...requiresScript}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <NativeSelect.Root size="sm" bg="bg.panel">
        <NativeSelect.Field id={id} value={value} onChange={(event) => onChange(event.currentTarget.value as UserType)}>
          {USER_TYPES.map((type) => (
            <option key={type} value={type}>
              {USER_TYPE_LABELS[type]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
