import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { DateField, type DateFieldProps } from '../date-field';
import { useErrorText } from './use-error-text';

export type FormDateFieldProps<T extends FieldValues> = Omit<
  DateFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'
> & {
  name: Path<T>;
  hint?: string;
};

/** A `DateField` bound to the surrounding form; the form holds `yyyy-mm-dd[Thh:mm]` text, '' for none. */
export function FormDateField<T extends FieldValues>({ name, hint, ...props }: FormDateFieldProps<T>) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <BoundDateField
          {...props}
          name={field.name}
          inputRef={field.ref}
          value={(field.value as string | null) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          fieldError={fieldState.error}
          hint={hint}
        />
      )}
    />
  );
}

function BoundDateField({
  fieldError,
  hint,
  ...props
}: Omit<DateFieldProps, 'error' | 'helperText'> & {
  fieldError: Parameters<typeof useErrorText>[0];
  hint?: string;
}) {
  const helperText = useErrorText(fieldError, hint);
  return <DateField fullWidth {...props} error={Boolean(fieldError)} helperText={helperText} />;
}
