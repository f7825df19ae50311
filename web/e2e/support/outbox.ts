import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The newest link to `/api/auth/<kind>` e-mailed to `email`, read from the app's outbox folder.
 * @throws when there is none.
 */
export function outboxLink(outboxDir: string, email: string, kind: "verify-email" | "reset-password"): string {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir).sort();
  } catch {
    // no e-mail yet
  }
  for (const file of files.reverse()) {
    const mail = JSON.parse(readFileSync(path.join(outboxDir, file), "utf8")) as { to: string; text: string };
    const url = mail.text.match(/https?:\/\/\S+/)?.[0];
    if (mail.to.toLowerCase() === email.toLowerCase() && url?.includes(`/api/auth/${kind}`)) return url;
  }
  throw new Error(`No ${kind} e-mail to ${email} in ${outboxDir}`);
}
