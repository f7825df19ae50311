import { PASSWORD_MIN_LENGTH } from "@fsa/shared";
import { LineChart, Loader2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Navigate, useSearchParams } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { LabelledInput } from "../../../components/ui/input.tsx";
import { PageLoading } from "../../../components/ui/spinner.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { requestPasswordReset, resetPassword } from "../../../lib/auth/api/password-reset.ts";
import { useAuth } from "../../../lib/auth/auth-context.ts";
import { useHealth } from "../api/get-health.ts";

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.09A6.6 6.6 0 0 1 5.49 12c0-.73.13-1.43.35-2.09V7.07H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.93l3.66-2.84z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1A11 11 0 0 0 2.18 7.07l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z"
      />
    </svg>
  );
}

/** A sign-in button's busy label (spec §2 "/auth": Signing in... while busy). */
function SigningIn() {
  return (
    <>
      <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
      Signing in...
    </>
  );
}

/**
 * /auth (spec §2): the title, the Welcome card, Continue with Google when Google is configured
 * (Signing in... while busy), the email and password form (always available in the auth layer,
 * and the only way in when Google is not configured), the provider's error in a destructive
 * alert, and the terms note. A signed-in user goes to /. Sign-up ends with "check your e-mail"
 * (the link signs in); "Forgot password?" e-mails a reset link, which comes back here with
 * `?token=` to choose the new password (issue #14 item 4). An account with TOTP on is asked for
 * the authenticator code after its password or after Google (`?second-factor=totp`, item 5).
 */
export function AuthPage() {
  const auth = useAuth();
  const health = useHealth();
  const [params, setParams] = useSearchParams();
  const resetToken = params.get("token");
  const [busy, setBusy] = useState<"google" | "email" | null>(null);
  const [error, setError] = useState<string | null>(
    params.get("error") ? "This link is invalid or has expired. Ask for a new one." : null,
  );
  const [notice, setNotice] = useState<string | null>(null);
  const [mode, setMode] = useState<"sign-in" | "sign-up" | "forgot" | "reset" | "totp">(
    // A Google sign-in of an account with TOTP on comes back here for its code (api/src/auth/second-factor.ts).
    resetToken ? "reset" : params.get("second-factor") === "totp" ? "totp" : "sign-in",
  );
  const [code, setCode] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [name, setName] = useState("");

  if (auth.loading) return <PageLoading />;
  if (auth.user) return <Navigate to="/" replace />;
  const google = health.data?.auth.google ?? false;

  const onForgotOrReset = async () => {
    try {
      if (mode === "forgot") {
        await requestPasswordReset(email);
        setNotice(`If an account exists for ${email}, we sent it a link to choose a new password.`);
      } else {
        await resetPassword(resetToken ?? "", password);
        setParams({}, { replace: true });
        setPassword("");
        setMode("sign-in");
        setNotice("Your password is changed and your other sessions are signed out. Sign in with it now.");
      }
    } catch (e) {
      setError(errorMessage(e, "Something went wrong. Please try again."));
    }
  };

  const onGoogle = async () => {
    setBusy("google");
    setError(null);
    const r = await auth.signInWithGoogle();
    if (r.error) {
      setError(r.error);
      setBusy(null);
    }
  };
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy("email");
    setError(null);
    setNotice(null);
    if (mode === "forgot" || mode === "reset") {
      await onForgotOrReset();
      setBusy(null);
      return;
    }
    if (mode === "totp") {
      const v = await auth.verifyTotp(code.trim());
      if (v.error) setError(v.error);
      setBusy(null);
      return;
    }
    const r = mode === "sign-in" ? await auth.signIn(email, password) : await auth.signUp(email, password, name);
    if (r.error) setError(r.error);
    if (r.twoFactor) {
      setPassword("");
      setMode("totp");
    }
    if (r.notice) {
      setNotice(r.notice);
      setPassword("");
      setMode("sign-in");
    }
    setBusy(null);
  };
  const submitLabel = {
    "sign-in": "Sign in",
    "sign-up": "Create account",
    forgot: "Send reset link",
    reset: "Set new password",
    totp: "Verify",
  }[mode];

  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-br from-slate-50 to-blue-50 px-4 py-10">
      <div className="mb-6 text-center">
        <div className="mx-auto mb-3 flex h-12 w-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <LineChart className="h-6 w-6" aria-hidden="true" />
        </div>
        <h1 className="text-3xl font-bold">Financial Strategy Advisor</h1>
        <p className="mt-1 text-muted-foreground">Access your personalized financial dashboard</p>
      </div>
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <CardTitle as="h2" className="text-2xl">
            Welcome
          </CardTitle>
          <CardDescription>
            {google
              ? "Sign in with your Google account to continue"
              : "Sign in with your email and password to continue"}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {error ? <Alert variant="destructive">{error}</Alert> : null}
          {notice ? <Alert>{notice}</Alert> : null}
          {google && mode !== "reset" ? (
            <>
              <Button
                variant="outline"
                size="lg"
                className="w-full"
                onClick={() => void onGoogle()}
                disabled={busy !== null}
              >
                {busy === "google" ? (
                  <SigningIn />
                ) : (
                  <>
                    <GoogleIcon />
                    Continue with Google
                  </>
                )}
              </Button>
              <p className="flex items-center gap-3 text-xs text-muted-foreground before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
                or use your email
              </p>
            </>
          ) : null}
          <form onSubmit={(e) => void onSubmit(e)} className="space-y-3" noValidate>
            {mode === "sign-up" ? (
              <LabelledInput label="Name" value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" />
            ) : null}
            {mode === "totp" ? (
              <LabelledInput
                label="Authentication code"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            ) : null}
            {mode !== "reset" && mode !== "totp" ? (
              <LabelledInput
                label="Email"
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                autoComplete="email"
              />
            ) : null}
            {mode !== "forgot" && mode !== "totp" ? (
              <LabelledInput
                label={mode === "reset" ? "New password" : "Password"}
                type="password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                autoComplete={mode === "sign-in" ? "current-password" : "new-password"}
              />
            ) : null}
            {mode === "sign-up" || mode === "reset" ? (
              <p className="text-xs text-muted-foreground">
                At least {PASSWORD_MIN_LENGTH} characters, hard to guess, and not containing your e-mail address.
              </p>
            ) : null}
            <Button type="submit" size="lg" className="w-full" disabled={busy !== null}>
              {busy === "email" && (mode === "sign-in" || mode === "sign-up") ? <SigningIn /> : submitLabel}
            </Button>
          </form>
          {mode === "sign-in" ? (
            <Button
              variant="link"
              className="w-full"
              onClick={() => {
                setMode("forgot");
                setError(null);
                setNotice(null);
              }}
            >
              Forgot password?
            </Button>
          ) : null}
          <Button
            variant="link"
            className="w-full"
            onClick={() => {
              setMode(mode === "sign-in" ? "sign-up" : "sign-in");
              setError(null);
            }}
          >
            {mode === "sign-in" ? "New here? Create an account" : "Already have an account? Sign in"}
          </Button>
          <p className="text-center text-xs text-muted-foreground">
            By continuing, you agree to our Terms of Service and Privacy Policy.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
