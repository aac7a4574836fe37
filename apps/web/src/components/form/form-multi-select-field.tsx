import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from './form-select-field';
import { FormBinding, type BoundFieldProps } from './form-binding';
import { useErrorText } from './use-error-text';

interface Props<T extends FieldValues> {
  name: Path<T>;
  label: string;
  options: readonly SelectOption[];
  loading?: boolean;
  required?: boolean;
  hint?: string;
}

type MultiProps = Omit<Props<FieldValues>, 'name'> & BoundFieldProps<number[]>;

function MultiSelect({
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  hint,
  options,
  ...props
}: MultiProps) {
  const { t } = useTranslation();
  const helperText = useErrorText(error, hint);
  const ids = Array.isArray(value) ? (value as number[]) : [];
  const selected = ids.map((id) => options.find((o) => o.id === id) ?? { id, label: `#${id}` });
  return (
    <Autocomplete
      multiple
      options={options as SelectOption[]}
      value={selected}
      loading={props.loading}
      onChange={(_, next) => onChange(next.map((option) => option.id))}
      onBlur={onBlur}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      filterSelectedOptions
      noOptionsText={t('forms.noOptions')}
      clearText={t('forms.clear')}
      openText={t('forms.open')}
      closeText={t('forms.close')}
      loadingText={t('app.loading')}
      renderValue={(items, getItemProps) =>
        items.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={option.label} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          inputRef={inputRef}
          label={props.label}
          required={props.required}
          error={Boolean(error)}
          helperText={helperText}
        />
      )}
    />
  );
}

/** Several choices among `options`, stored as a list of ids. */
export function FormMultiSelectField<T extends FieldValues>({ name, ...props }: Props<T>) {
  return (
    <FormBinding
      name={name}
      render={(bound: BoundFieldProps<number[]>) => <MultiSelect {...props} {...bound} />}
    />
  );
}
