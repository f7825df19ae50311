import { type FormEvent, useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { LabelledInput } from "../../../components/ui/input.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { enableTwoFactor } from "../../../lib/auth/api/two-factor.ts";
import { useAuth } from "../../../lib/auth/auth-context.ts";

/**
 * Account security (issue #14 item 5): turns on TOTP two-factor authentication. The password
 * starts set-up (an account that signs in only with Google has none and leaves the field empty); the page shows the key for an authenticator app (and its otpauth link) with the
 * one-time backup codes; a first code from the app turns it on. Required for administrators
 * (`required` shows why), optional for advisers.
 */
export function TwoFactorSetup({ required = false }: { required?: boolean }) {
  const auth = useAuth();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [setup, setSetup] = useState<{ totpURI: string; backupCodes: string[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const secret = setup ? (new URL(setup.totpURI).searchParams.get("secret") ?? "") : "";

  const onStart = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setSetup(await enableTwoFactor(password));
      setPassword("");
    } catch (err) {
      setError(errorMessage(err, "Could not start two-factor set-up"));
    }
    setBusy(false);
  };
  const onVerify = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const r = await auth.verifyTotp(code.trim());
    if (r.error) setError(r.error);
    setBusy(false);
  };

  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            Account security
          </CardTitle>
          <CardDescription>Two-factor authentication with an authenticator app</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {error ? <Alert variant="destructive">{error}</Alert> : null}
          {auth.twoFactorEnabled ? (
            <Alert>
              Two-factor authentication is on. Each sign-in, with a password or with Google, asks for a code from your
              app.
            </Alert>
          ) : (
            <>
              {required ? (
                <Alert>Administrators must turn on two-factor authentication before using the Admin Panel.</Alert>
              ) : null}
              {!setup ? (
                <form onSubmit={(e) => void onStart(e)} className="space-y-3">
                  <LabelledInput
                    label="Current password"
                    type="password"
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                    autoComplete="current-password"
                  />
                  <Button type="submit" disabled={busy}>
                    Set up two-factor authentication
                  </Button>
                </form>
              ) : (
                <form onSubmit={(e) => void onVerify(e)} className="space-y-3">
                  <p className="text-sm">
                    Add this key to your authenticator app (or open the{" "}
                    <a className="underline" href={setup.totpURI}>
                      setup link
                    </a>{" "}
                    on this device):
                  </p>
                  <p className="break-all rounded-md bg-muted p-3 font-mono text-sm" data-testid="totp-secret">
                    {secret}
                  </p>
                  <p className="text-sm">Keep these one-time backup codes somewhere safe:</p>
                  <ul className="grid grid-cols-2 gap-1 font-mono text-sm">
                    {setup.backupCodes.map((c) => (
                      <li key={c}>{c}</li>
                    ))}
                  </ul>
                  <LabelledInput
                    label="Code from your app"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    value={code}
                    onChange={(e) => setCode(e.target.value)}
                  />
                  <Button type="submit" disabled={busy}>
                    Turn on
                  </Button>
                </form>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
