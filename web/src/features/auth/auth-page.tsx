import { type FormEvent, useState } from "react";
import { Navigate } from "react-router";
import { useAuth } from "./auth-context.tsx";

/** /auth (spec §2): Google when configured, and the email and password form. */
export function AuthPage() {
  const { user, loading, googleEnabled, signIn, signUp, signInWithGoogle } = useAuth();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [mode, setMode] = useState<"sign-in" | "sign-up">("sign-in");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [name, setName] = useState("");

  if (!loading && user) return <Navigate to="/" replace />;

  const google = async () => {
    setBusy(true);
    setError(null);
    const r = await signInWithGoogle();
    if (r.error) {
      setError(r.error);
      setBusy(false);
    }
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const r = mode === "sign-in" ? await signIn(email, password) : await signUp(email, password, name);
    if (r.error) setError(r.error);
    setBusy(false);
  };

  return (
    <main className="auth">
      <h1>Financial Strategy Advisor</h1>
      <p className="muted">Access your personalized financial dashboard</p>
      <section className="card" aria-labelledby="welcome">
        <h2 id="welcome">Welcome</h2>
        {error ? (
          <div role="alert" className="alert destructive">
            {error}
          </div>
        ) : null}
        {googleEnabled ? (
          <>
            <p>Sign in with your Google account to continue</p>
            <button type="button" className="btn primary wide" onClick={google} disabled={busy}>
              {busy ? "Signing in..." : "Continue with Google"}
            </button>
            <p className="divider">or use your email</p>
          </>
        ) : null}
        <form onSubmit={submit} className="form">
          {mode === "sign-up" ? (
            <label>
              Name
              <input value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" required />
            </label>
          ) : null}
          <label>
            Email
            <input
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoComplete="email"
              required
            />
          </label>
          <label>
            Password
            <input
              type="password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete={mode === "sign-in" ? "current-password" : "new-password"}
              minLength={8}
              required
            />
          </label>
          <button type="submit" className="btn primary wide" disabled={busy}>
            {busy ? "Signing in..." : mode === "sign-in" ? "Sign in" : "Create account"}
          </button>
        </form>
        <button type="button" className="btn link" onClick={() => setMode(mode === "sign-in" ? "sign-up" : "sign-in")}>
          {mode === "sign-in" ? "New here? Create an account" : "Already have an account? Sign in"}
        </button>
        <p className="muted small">By continuing, you agree to our terms of service and privacy policy.</p>
      </section>
    </main>
  );
}
