import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';

export interface ToggleOption<V> {
  value: V;
  label: string;
}

/** A short choice shown as segmented buttons; one value is always selected. */
export function FormToggleField<T extends FieldValues, V extends string | number | boolean>({
  name,
  label,
  options,
  testId,
}: {
  name: Path<T>;
  /** Accessible name of the group. */
  label: string;
  options: readonly ToggleOption<V>[];
  testId?: string;
}) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-label={label}
          data-testid={testId}
          value={field.value as V}
          onChange={(_, next: V | null) => {
            if (next !== null) field.onChange(next);
          }}
          sx={{ '& .MuiToggleButton-root': { px: 2, textTransform: 'none', fontWeight: 600 } }}
        >
          {options.map((option) => (
            <ToggleButton key={String(option.value)} value={option.value} data-value={String(option.value)}>
              {option.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
    />
  );
}
