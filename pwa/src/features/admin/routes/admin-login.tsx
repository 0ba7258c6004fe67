import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { loginSchema, type LoginInput } from '@safari/shared/auth';
import { isStaffRole, STAFF_MESSAGES } from '@safari/shared/staff';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { BrandLogo } from '../../../components/brand/brand-logo';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { RequestFailedError } from '../../../lib/api-errors';
import { login } from '../api/admin-api';
import { setSession, useSession } from '../../../lib/session';
import { useForm, zodCheck } from '../../../components/form/use-form';
import { muiField } from '../lib/form-kit';
import { afterSignIn, markSignedIn } from '../lib/staff-session';

const INVALID = 'Invalid credentials!';
const LOGIN_FIELDS = ['email', 'password'] as const;
const checkLogin = zodCheck<{ email: string; password: string }, LoginInput, (typeof LOGIN_FIELDS)[number]>(LOGIN_FIELDS, () => Promise.resolve(loginSchema));

/** `/admin/login`: staff sign-in with the one account system (`POST /api/auth/login`). */
export default function AdminLogin() {
  useDocumentTitle('Admin Login');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const theme = useTheme();
  const session = useSession();
  const [values, setValues] = useState({ email: '', password: '' });
  const [banner, setBanner] = useState('');
  const next = params.get('next');
  const form = useForm({
    fields: LOGIN_FIELDS,
    values,
    mode: 'submit',
    check: checkLogin,
    beforeSubmit: () => setBanner(''),
    send: async (input) => {
      try {
        const result = await login(input);
        // A traveller's account opens no console and leaves no session behind here.
        if (!isStaffRole(result.user.role)) {
          setBanner(STAFF_MESSAGES.noStaffAccess);
          return;
        }
        markSignedIn();
        setSession(result);
        void navigate(afterSignIn(next, result.user), { replace: true });
      } catch (error) {
        setBanner(error instanceof RequestFailedError && error.status !== 400 && error.message ? error.message : INVALID);
      }
    },
  });
  const busy = form.submitting;

  // Already signed in as staff: straight on.
  if (session && isStaffRole(session.user.role) && !busy) return <Navigate to={afterSignIn(next, session.user)} replace />;

  return (
    <Box component="main" id="main-content" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4.5 }, borderRadius: 4 }}>
        <BrandLogo inverse={theme.palette.mode === 'dark'} />
        <Typography variant="h1" sx={{ mt: 3, fontSize: '1.75rem' }}>
          Admin Login
        </Typography>
        <Typography sx={{ mt: 0.75, color: 'text.secondary' }}>Sign in to the staff console.</Typography>
        <Box sx={{ mt: 3, minHeight: 0 }}>
          {banner && (
            <Alert severity="error" variant="filled" role="alert" sx={{ mb: 2.5, fontWeight: 500, bgcolor: '#B3261E', color: '#FFFFFF', '& .MuiAlert-icon': { color: '#FFFFFF' } }}>
              {banner}
            </Alert>
          )}
          {session && !isStaffRole(session.user.role) && !banner && (
            <Alert severity="info" sx={{ mb: 2.5 }}>
              You are signed in as {session.user.email}. {STAFF_MESSAGES.noStaffAccess}: sign in with a staff account.
            </Alert>
          )}
        </Box>
        <Box component="form" {...form.props} sx={{ display: 'grid', gap: 2.25 }}>
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            required
            size="medium"
            value={values.email}
            onChange={(e) => setValues({ ...values, email: e.target.value })}
            {...muiField(form.field('email'))}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            size="medium"
            value={values.password}
            onChange={(e) => setValues({ ...values, password: e.target.value })}
            {...muiField(form.field('password'))}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -2, mb: -1 }}>
            <Link component={RouterLink} to="/forgot-password" sx={{ fontSize: 14, fontWeight: 600, display: 'inline-flex', alignItems: 'center', minHeight: 44, px: 0.5 }}>
              Forgot Password?
            </Link>
          </Box>
          <Button type="submit" variant="contained" size="large" disabled={busy} startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined} sx={{ minHeight: 48 }}>
            {busy ? 'Signing in…' : 'Sign In'}
          </Button>
        </Box>
        <Typography sx={{ mt: 3, fontSize: 14, color: 'text.secondary', textAlign: 'center' }}>
          <Link component={RouterLink} to="/">
            Back to the website
          </Link>
        </Typography>
      </Paper>
    </Box>
  );
}
