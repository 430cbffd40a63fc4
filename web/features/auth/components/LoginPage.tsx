import { useEffect } from 'react';
import { Form } from 'react-aria-components';
import { useLocation } from 'wouter';
import { loginSchema, type LoginInput } from '#domain/schemas/login';
import { toastSuccess } from '../../../lib/toasts.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { login } from '../api/login.ts';
import { logout } from '../api/logout.ts';
import { refreshMe } from '../api/refreshMe.ts';
import { useForm } from '../../../lib/useForm.ts';

/** The login screen of §2.4; opening it (the Logout link too) ends any stored session, on the server as well. */
export function LoginPage() {
  const [, navigate] = useLocation();
  const { field, submit, busy } = useForm(loginSchema, { email: '', password: '' });

  useEffect(() => {
    void logout();
  }, []);

  const signInWith = async (parsed: LoginInput) => {
    toastSuccess(await login(parsed.email, parsed.password));
    void refreshMe();
    navigate('/dashboard');
  };

  return (
    <main className="login">
      <Form className="login__card" onSubmit={submit(signInWith)} aria-labelledby="login-title" validationBehavior="aria">
        <h1 id="login-title">Admin Login</h1>
        <TextField label="Email" type="email" autoComplete="username" {...field('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" {...field('password')} />
        <Button type="submit" isPending={busy}>Sign In</Button>
        <p className="login__footer">By signing in, you agree to our Terms of Service and Privacy Policy.</p>
      </Form>
    </main>
  );
}
