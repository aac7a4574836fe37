import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** A list filter: "all" or one of `options`, by id. */
export function FilterSelect({
  label,
  allLabel,
  options,
  value,
  onChange,
  testId,
}: {
  label: string;
  allLabel: string;
  options: readonly { id: number; name: string }[];
  value: number | null;
  onChange: (value: number | null) => void;
  testId: string;
}) {
  const known = value !== null && options.some((o) => o.id === value);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={known ? String(value) : ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      sx={{ minWidth: 200 }}
      slotProps={{
        inputLabel: { shrink: true },
        select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': testId } as object },
      }}
    >
      <MenuItem value="">
        <em>{allLabel}</em>
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={String(option.id)}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
