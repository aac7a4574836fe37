import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FieldValues, Path } from 'react-hook-form';
import { FormBinding, type BoundFieldProps } from './form-binding';
import { useErrorText } from './use-error-text';

export interface SelectOption<V extends string | number = number> {
  id: V;
  label: string;
}

interface Props<T extends FieldValues> {
  name: Path<T>;
  label: string;
  options: readonly SelectOption<string | number>[];
  required?: boolean;
  disabled?: boolean;
  hint?: string;
  /** Offers "none" under this label, stored as `null`. */
  emptyLabel?: string;
}

type SelectProps = Omit<Props<FieldValues>, 'name'> & BoundFieldProps<string | number | null>;

function Select({ value, onChange, error, hint, options, emptyLabel, ...props }: SelectProps) {
  const helperText = useErrorText(error, hint);
  // A value not among the options (they may still be loading) shows as empty.
  const known = options.some((o) => o.id === value);
  return (
    <TextField
      {...props}
      select
      fullWidth
      value={known ? String(value) : ''}
      onChange={(event) => {
        const option = options.find((o) => String(o.id) === event.target.value);
        if (option) onChange(option.id);
        else if (emptyLabel !== undefined && event.target.value === '') onChange(null);
      }}
      error={Boolean(error)}
      helperText={helperText}
      slotProps={
        emptyLabel === undefined
          ? undefined
          : { select: { displayEmpty: true }, inputLabel: { shrink: true } }
      }
    >
      {emptyLabel !== undefined && (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.id} value={String(option.id)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** One choice among `options`, stored as the option's id (a number or a string). */
export function FormSelectField<T extends FieldValues>({ name, ...props }: Props<T>) {
  return (
    <FormBinding
      name={name}
      render={(bound: BoundFieldProps<string | number | null>) => <Select {...props} {...bound} />}
    />
  );
}
