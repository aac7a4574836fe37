import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import { useErrorText } from './use-error-text';

function ErrorText({ error }: { error: FieldError | undefined }) {
  const text = useErrorText(error);
  return error ? <FormHelperText error>{text}</FormHelperText> : null;
}

/** An on/off setting with a label and a line explaining it. */
export function FormSwitchField<T extends FieldValues>({
  name,
  label,
  description,
}: {
  name: Path<T>;
  label: string;
  description?: string;
}) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Box>
          <FormControlLabel
            sx={{ alignItems: 'flex-start', m: 0, gap: 1.5 }}
            control={
              <Switch
                name={field.name}
                slotProps={{ input: { ref: field.ref } }}
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                sx={{ mt: -0.5 }}
              />
            }
            label={
              <Box>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {label}
                </Typography>
                {description && (
                  <Typography variant="caption" color="text.secondary">
                    {description}
                  </Typography>
                )}
              </Box>
            }
          />
          <ErrorText error={fieldState.error} />
        </Box>
      )}
    />
  );
}
