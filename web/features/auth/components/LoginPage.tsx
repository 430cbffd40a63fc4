import { useEffect, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useLocation } from 'wouter';
import { loginSchema } from '#domain/schemas/login';
import { signOut } from '../../../lib/session.ts';
import { toastSuccess } from '../../../lib/toasts.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { login } from '../api/login.ts';
import { refreshMe } from '../api/refreshMe.ts';
import { useFieldErrors } from '../../../lib/useFieldErrors.ts';

/** The login screen of §2.4; opening it clears any stored session. */
export function LoginPage() {
  const [, navigate] = useLocation();
  const [values, setValues] = useState({ email: '', password: '' });
  const [busy, setBusy] = useState(false);
  const { errorOf, touch, touchAll, parse } = useFieldErrors(loginSchema, values);

  useEffect(() => signOut(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    touchAll();
    const parsed = parse();
    if (!parsed) return;
    setBusy(true);
    try {
      toastSuccess(await login(parsed.email, parsed.password));
      void refreshMe();
      navigate('/dashboard');
    } catch {
      setBusy(false);
    }
  };

  return (
    <main className="login">
      <Form className="login__card" onSubmit={submit} aria-labelledby="login-title" validationBehavior="aria">
        <h1 id="login-title">Admin Login</h1>
        <TextField label="Email" type="email" autoComplete="username" value={values.email} onChange={(email) => setValues((v) => ({ ...v, email }))} onBlur={() => touch('email')} error={errorOf('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" value={values.password} onChange={(password) => setValues((v) => ({ ...v, password }))} onBlur={() => touch('password')} error={errorOf('password')} />
        <Button type="submit" isPending={busy}>Sign In</Button>
        <p className="login__footer">By signing in, you agree to our Terms of Service and Privacy Policy.</p>
      </Form>
    </main>
  );
}
