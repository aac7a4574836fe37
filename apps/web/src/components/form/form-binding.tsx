import type { ReactElement } from 'react';
import { Controller, useFormContext, type FieldError, type FieldValues, type Path } from 'react-hook-form';

/** What a field needs from the surrounding form: its value, how to change it, and its error. */
export interface BoundFieldProps<V> {
  name: string;
  value: unknown;
  onChange: (value: V) => void;
  onBlur: () => void;
  inputRef: (element: HTMLElement | null) => void;
  error: FieldError | undefined;
}

/** Binds the field drawn by `render` to `name` in the surrounding form. */
export function FormBinding<T extends FieldValues, V>({
  name,
  render,
}: {
  name: Path<T>;
  render: (bound: BoundFieldProps<V>) => ReactElement;
}) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) =>
        render({
          name: field.name,
          value: field.value,
          onChange: field.onChange,
          onBlur: field.onBlur,
          inputRef: field.ref,
          error: fieldState.error,
        })
      }
    />
  );
}
