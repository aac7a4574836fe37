import Slider from '@mui/material/Slider';
import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';

/** A number picked on a scale, such as a font size. */
export function FormSliderField<T extends FieldValues>({
  name,
  label,
  min,
  max,
  step = 1,
  format,
}: {
  name: Path<T>;
  label: string;
  min: number;
  max: number;
  step?: number;
  format?: (value: number) => string;
}) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Slider
          name={field.name}
          value={typeof field.value === 'number' ? field.value : min}
          onChange={(_, value) => field.onChange(value)}
          onBlur={field.onBlur}
          min={min}
          max={max}
          step={step}
          marks
          valueLabelDisplay="auto"
          valueLabelFormat={format}
          slotProps={{ input: { 'aria-label': label } }}
        />
      )}
    />
  );
}
