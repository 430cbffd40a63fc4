import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { safeNext } from '../../../lib/returnTo.ts';
import type { LoginInput } from '#domain/schemas/login';
import { loginFormSchema } from '#domain/schemas/login-form';
import { toastError, toastSuccess } from '../../../lib/toasts.ts';
import { noAccessReason } from '../../../lib/access.ts';
import { session } from '../../../lib/session.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { Form } from '../../../components/ui/Form.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { login } from '../api/login.ts';
import { logout } from '../api/logout.ts';
import { refreshMe } from '../api/refreshMe.ts';
import { useForm } from '../../../lib/useForm.ts';

/** The login screen of §2.4; opening it (the Logout link too) ends any stored session, on the server as well; signing in returns to `?next=`. */
export function LoginPage() {
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const { field, submit, busy } = useForm(loginFormSchema, { email: '', password: '' });

  useEffect(() => {
    void logout();
  }, []);

  const signInWith = async (parsed: LoginInput) => {
    toastSuccess(await login(parsed.email, parsed.password));
    void refreshMe();
    const reason = noAccessReason(session);
    if (reason) toastError(reason);
    navigate(next);
  };

  return (
    <main className="login">
      <Form className="login__card" onSubmit={submit(signInWith)} aria-labelledby="login-title">
        <h1 id="login-title">Admin Login</h1>
        <TextField label="Email" type="email" autoComplete="username" {...field('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" {...field('password')} />
        <Button type="submit" isPending={busy}>Sign In</Button>
        <p className="login__footer">By signing in, you agree to our Terms of Service and Privacy Policy.</p>
      </Form>
    </main>
  );
}
