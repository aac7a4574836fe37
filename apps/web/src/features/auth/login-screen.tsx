import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TTokenAccessRequest } from '@orderdesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { setDocumentTitle } from '../../lib/document-title';
import { dismissToasts, toast } from '../../lib/toast';
import { isApiError } from '../../api/api-error';
import { BrandMark } from '../../components/brand-mark';
import { VisibilityIcon, VisibilityOffIcon } from '../../components/icons';
import { LoginField } from './login-field';
import { invalidSignInFields, loadSignInRules } from './sign-in-rules';
import { useSession } from './session-context';

export function LoginScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const [showPassword, setShowPassword] = useState(false);
  const [values, setValues] = useState<TTokenAccessRequest>({ userName: '', password: '' });
  // Like a form library's default: checked on submit, then again on every change after it.
  const [submitted, setSubmitted] = useState(false);
  const signIn = useMutation({
    mutationFn: session.signIn,
    // A wrong password's toast from an earlier try must not stay over the screen that opens now.
    onSuccess: dismissToasts,
    onError: (error) => {
      // Errors the API client already showed (400, 403, 500) are not repeated; a locked login says so.
      if (isApiError(error) && error.status === 429) toast.error(t('auth.login.locked'));
      else if (!isApiError(error) || !error.notified) toast.error(t('auth.login.failed'));
    },
  });

  const [rules, setRules] = useState<Awaited<ReturnType<typeof loadSignInRules>> | null>(null);

  useEffect(() => {
    setDocumentTitle(t('app.documentTitle', { page: t('auth.login.title') }));
  }, [t]);
  useEffect(() => {
    loadSignInRules().then(setRules, () => undefined);
  }, []);

  const invalid = submitted ? invalidSignInFields(rules, values) : new Set<PropertyKey>();
  const change = (field: keyof TTokenAccessRequest) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    void loadSignInRules().then((loaded) => {
      setRules(loaded);
      const parsed = loaded.ZTokenAccessRequest.safeParse(values);
      if (parsed.success) signIn.mutate(parsed.data);
    });
  };

  // Managers and operators stay here until their venue has loaded; keep the button busy meanwhile.
  const busy = signIn.isPending || (signIn.isSuccess && session.status === 'authenticated');

  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        px: 2,
        background:
          'radial-gradient(1200px 600px at 10% -10%, #DCE4FF 0%, transparent 60%), radial-gradient(900px 500px at 110% 110%, #E7ECFF 0%, transparent 55%), #F4F6FB',
      }}
    >
      <Paper
        elevation={0}
        sx={{
          width: '100%',
          maxWidth: 420,
          p: { xs: 3, sm: 5 },
          boxShadow: '0 24px 60px rgba(27, 34, 48, 0.10)',
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
          <BrandMark size={40} />
        </Box>
        <Typography variant="h5" component="h1" align="center">
          {t('auth.login.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" align="center" sx={{ mt: 1, mb: 4 }}>
          {t('auth.login.subtitle')}
        </Typography>
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
          <LoginField
            name="userName"
            value={values.userName}
            onChange={change('userName')}
            label={t('auth.login.login')}
            autoComplete="username"
            autoFocus
            error={invalid.has('userName') ? t('auth.login.loginRequired') : undefined}
          />
          <LoginField
            name="password"
            value={values.password}
            onChange={change('password')}
            label={t('auth.login.password')}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            error={invalid.has('password') ? t('auth.login.passwordRequired') : undefined}
            endAdornment={
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  aria-label={showPassword ? t('auth.login.conceal') : t('auth.login.reveal')}
                  onClick={() => setShowPassword((v) => !v)}
                >
                  {showPassword ? <VisibilityOffIcon /> : <VisibilityIcon />}
                </IconButton>
              </InputAdornment>
            }
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={busy}
            fullWidth
            sx={{ mt: 1, py: 1.4 }}
          >
            {t('auth.login.submit')}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
