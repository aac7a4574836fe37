import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VisibilityIcon, VisibilityOffIcon } from '../icons';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

/** A password field with a show/hide toggle. */
export function FormPasswordField<T extends FieldValues>(props: FormTextFieldProps<T>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <FormTextField<T>
      {...props}
      type={shown ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={shown ? t('forms.concealPassword') : t('forms.revealPassword')}
                onClick={() => setShown((v) => !v)}
              >
                {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
