import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import { useErrorText } from './use-error-text';

interface Props<T extends FieldValues> {
  name: Path<T>;
  label: string;
  min?: number;
  max?: number;
  /** Shown after the number, e.g. "min". */
  unit?: string;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
}

interface FieldProps extends Omit<Props<FieldValues>, 'name'> {
  name: string;
  value: unknown;
  onChange: (value: number | null) => void;
  onBlur: () => void;
  inputRef: (element: HTMLElement | null) => void;
  error: FieldError | undefined;
}

function NumberInput({ value, onChange, error, hint, min, max, unit, ...props }: FieldProps) {
  const helperText = useErrorText(error, hint);
  return (
    <TextField
      {...props}
      type="number"
      fullWidth
      value={typeof value === 'number' ? String(value) : ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      error={Boolean(error)}
      helperText={helperText}
      slotProps={{
        htmlInput: { min, max, step: 1, inputMode: 'numeric' },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : {},
      }}
    />
  );
}

/** A whole number bound to the surrounding form; an empty box is `null`. */
export function FormNumberField<T extends FieldValues>({ name, ...props }: Props<T>) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <NumberInput
          {...props}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error}
        />
      )}
    />
  );
}
