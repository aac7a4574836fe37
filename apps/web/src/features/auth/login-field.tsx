import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';

interface LoginFieldProps extends Omit<OutlinedInputProps, 'error' | 'label'> {
  label: string;
  /** Shown under the field, in the error colour. */
  error?: string;
}

/**
 * An outlined text field built from its parts, as MUI's TextField renders it. TextField itself
 * imports Select (and with it Menu, Popover and Modal), which the sign-in screen never uses and
 * should not load before it shows.
 */
export function LoginField({ label, error, ...input }: LoginFieldProps) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  return (
    <FormControl variant="outlined" fullWidth error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput {...input} id={id} label={label} aria-describedby={error ? helperId : undefined} />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
