import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, useFormContext, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import { useErrorText } from './use-error-text';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  name: Path<T>;
  hint?: string;
};

function Field({
  error,
  hint,
  ...props
}: Omit<TextFieldProps, 'error'> & { hint?: string; error: FieldError | undefined }) {
  const helperText = useErrorText(error, hint);
  return <TextField {...props} error={Boolean(error)} helperText={helperText} />;
}

/** An MUI text field bound to the surrounding form; `null` shows as empty. */
export function FormTextField<T extends FieldValues>({ name, hint, ...props }: FormTextFieldProps<T>) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Field
          fullWidth
          {...props}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error}
          hint={hint}
        />
      )}
    />
  );
}
