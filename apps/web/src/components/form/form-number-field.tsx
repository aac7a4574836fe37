import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { FieldValues, Path } from 'react-hook-form';
import { FormBinding, type BoundFieldProps } from './form-binding';
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

type FieldProps = Omit<Props<FieldValues>, 'name'> & BoundFieldProps<number | null>;

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
  return (
    <FormBinding
      name={name}
      render={(bound: BoundFieldProps<number | null>) => <NumberInput {...props} {...bound} />}
    />
  );
}
