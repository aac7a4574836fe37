import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useGeneralSettings } from '../hooks/use-general-settings';
import { dateInputPattern, formatDateInput, parseDateInput, type DateInputKind } from '../lib/date-input';
import { CalendarIcon } from './icons';

export type DateFieldProps = Omit<
  TextFieldProps,
  'type' | 'value' | 'onChange' | 'defaultValue' | 'inputRef' | 'error'
> & {
  kind: DateInputKind;
  /** `yyyy-mm-dd` (date) or `yyyy-mm-ddThh:mm` (date and time) on the browser's clock; '' for none. */
  value: string;
  /** Called with a value in the same form whenever the text is a whole date again, or '' when cleared. */
  onChange: (value: string) => void;
  error?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** `data-testid` of the text input. */
  testId?: string;
};

/**
 * A date (or date and time) typed and shown in the user's date order, separator and 12/24-hour format
 * (General settings), with the browser's calendar behind the button. Text that is not a date keeps the
 * last good value and says what it expects.
 */
export function DateField({
  kind,
  value,
  onChange,
  onBlur,
  error,
  helperText,
  inputRef,
  testId,
  disabled,
  label,
  ...props
}: DateFieldProps) {
  const { t } = useTranslation();
  const settings = useGeneralSettings();
  const shown = formatDateInput(value, settings, kind);
  const [typed, setTyped] = useState<{ text: string; forValue: string } | null>(null);
  const [touched, setTouched] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  // Typed text stands while the value is what it last gave (or kept); a new value from outside shows as itself.
  const text = typed && typed.forValue === value ? typed.text : shown;
  const unreadable = parseDateInput(text, settings, kind) === null;
  const pattern = dateInputPattern(settings, kind);

  const type = (next: string) => {
    const parsed = parseDateInput(next, settings, kind);
    const nextValue = parsed ?? value;
    setTyped({ text: next, forValue: nextValue });
    if (parsed !== null && parsed !== value) onChange(parsed);
  };

  return (
    <TextField
      {...props}
      label={label}
      disabled={disabled}
      value={text}
      onChange={(event) => type(event.target.value)}
      onBlur={(event) => {
        setTouched(true);
        // A readable date shows in the user's own form once the field is left ("9.3.2027" → "09.03.2027").
        if (!unreadable) setTyped(null);
        onBlur?.(event);
      }}
      error={Boolean(error) || (touched && unreadable)}
      helperText={touched && unreadable ? t('forms.dateAs', { pattern }) : helperText}
      slotProps={{
        ...props.slotProps,
        inputLabel: { shrink: true },
        htmlInput: {
          ...(testId ? { 'data-testid': testId } : {}),
          placeholder: pattern,
          inputMode: 'numeric',
          'aria-invalid': unreadable || undefined,
        },
        input: {
          inputRef,
          endAdornment: (
            <InputAdornment position="end" sx={{ position: 'relative' }}>
              <input
                ref={picker}
                type={kind === 'date' ? 'date' : 'datetime-local'}
                tabIndex={-1}
                aria-hidden
                value={value}
                onChange={(event) => {
                  setTyped(null);
                  onChange(event.target.value);
                }}
                style={{ position: 'absolute', inset: 0, opacity: 0, pointerEvents: 'none', border: 0 }}
              />
              <IconButton
                edge="end"
                disabled={disabled}
                aria-label={t('forms.pickDate')}
                onClick={() => picker.current?.showPicker?.()}
              >
                <CalendarIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
