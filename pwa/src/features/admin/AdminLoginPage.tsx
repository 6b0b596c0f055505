import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../api/client';
import { buttonClasses } from '../../ui/ButtonLink';
import { toast } from '../../ui/toast-store';
import { usePageMeta } from '../../ui/usePageMeta';
import { SESSION_KEY } from './admin-query-client';
import { fetchDemoCredentials, signIn } from './admin-session';

export default function AdminLoginPage() {
  usePageMeta({ title: 'Admin Login', description: 'Sign in with your administrator username and password.', noindex: true });
  const navigate = useNavigate();
  const client = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [demo, setDemo] = useState<{ username: string; password: string }>();

  useEffect(() => {
    fetchDemoCredentials()
      .then((answer) => setDemo(answer.demo ? { username: answer.username, password: answer.password } : undefined))
      .catch(() => setDemo(undefined));
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await signIn(username, password);
      // The server's session is the truth; this only saves the dashboard asking again at once.
      client.setQueryData(SESSION_KEY, { success: true, user: { username: answer.user.username } });
      toast({ title: 'Login Successful', description: 'Welcome to the admin dashboard!', variant: 'success' });
      navigate('/admin/dashboard');
    } catch (error) {
      if (isApiError(error)) {
        const message = (error.body as { message?: string } | undefined)?.message;
        toast({ title: 'Login Failed', description: message || 'Invalid credentials', variant: 'destructive' });
      } else {
        toast({ title: 'Login Failed', description: 'An error occurred during login', variant: 'destructive' });
      }
    } finally {
      setBusy(false);
    }
  };

  const input = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2.5 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100';
  return (
    <div className="mx-auto w-full max-w-sm px-4 py-16">
      <h1 className="text-2xl font-bold text-ink">Admin Login</h1>
      <form onSubmit={submit} className="mt-6 space-y-4 rounded-card border border-slate-200 bg-white p-6 shadow-sm">
        <label className="block text-sm font-medium text-ink">
          Username
          <input className={input} name="username" autoComplete="username" required value={username} onChange={(e) => setUsername(e.target.value)} />
        </label>
        <label className="block text-sm font-medium text-ink">
          Password
          <input className={input} name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <button type="submit" disabled={busy} className={`${buttonClasses('primary')} w-full disabled:opacity-60`}>
          {busy ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
      {demo ? (
        <aside aria-label="Demo credentials" className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          <p className="font-semibold">Demo credentials</p>
          <p className="mt-1">
            Username: <code>{demo.username}</code>
            <br />
            Password: <code>{demo.password}</code>
          </p>
        </aside>
      ) : null}
    </div>
  );
}
