import type { Config } from "../config.ts";
import type { App } from "../hono-env.ts";

/**
 * GET /privacy and GET /terms (issue #17): the privacy notice and terms of use the Teams manifest
 * (developer.privacyUrl, developer.termsOfUseUrl) and the sign-in page's note point to. Plain
 * server-rendered pages, so they answer without the web app's scripts and before any sign-in.
 * They describe what this software stores and sends, for the deployment's own configuration
 * (language model, e-mail, integrations); the firm that operates the deployment is the controller.
 */

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

function page(title: string, host: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title} · Financial Strategy Advisor</title>
    <style>
      body { font: 16px/1.6 system-ui, sans-serif; color: #1f2937; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; }
      h1 { font-size: 1.75rem; color: #1e3a8a; } h2 { font-size: 1.15rem; margin-top: 1.75rem; }
      a { color: #1e3a8a; }
    </style>
  </head>
  <body>
    <main>
      <h1>${title}</h1>
      <p>Financial Strategy Advisor at <strong>${escapeHtml(host)}</strong> is operated by the firm that runs this
      deployment; questions and requests go to its administrators.</p>
${body}
      <p><a href="/">Back to Financial Strategy Advisor</a> · <a href="/privacy">Privacy</a> · <a href="/terms">Terms of use</a></p>
    </main>
  </body>
</html>
`;
}

function privacyPage(config: Config): string {
  const host = new URL(config.publicUrl).host;
  const model = config.openai
    ? `<p>This deployment uses a language model (${escapeHtml(config.openai.model)}) to write the prose around the
      figures. The notes and document text it needs are sent to that provider after social security numbers, card
      and account numbers, e-mail addresses and phone numbers are masked; figures are never computed by it.</p>`
    : "<p>This deployment uses no language model: nothing you enter is sent to one.</p>";
  const mail = config.mail.smtpUrl
    ? "<p>Verification and password-reset e-mails are sent through the firm's mail server.</p>"
    : "<p>Verification and password-reset e-mails are kept on the server for its administrators to pass on.</p>";
  return page(
    "Privacy notice",
    host,
    `      <h2>What is stored</h2>
      <ul>
        <li>Your account: name, e-mail address, a hash of your password, your sessions, and your second-factor
        settings if you turn them on.</li>
        <li>What you enter: client notes, attached documents and the text read from them, the analyses, their
        versions and corrections, and the explanations you ask for.</li>
        <li>A record of actions for the firm's compliance: sign-ins (time and network address), approvals, role
        changes, analyses, explanations and deletions.</li>
        <li>If you link Microsoft Teams or HubSpot: the identifiers of your account there (never your password),
        and the firm's HubSpot access tokens, encrypted.</li>
      </ul>
      <h2>Where it goes</h2>
      <p>Everything is kept in this deployment's own database. Nothing is sold or used for advertising.</p>
${model}
      ${mail}
      <p>Through the HubSpot card, a summary note is written to the CRM contact only when you ask for it. In
      Microsoft Teams, your sign-in token is checked against Microsoft's published keys.</p>
      <h2>Cookies</h2>
      <p>One session cookie, needed to keep you signed in (and a short-lived one during a second-factor sign-in).
      No analytics or tracking cookies.</p>
      <h2>How long</h2>
      <p>Accounts are kept until the firm removes them. A deleted analysis is hidden from you and kept, with the
      record of actions, for as long as the firm's record-keeping duties require.</p>
      <h2>Your rights</h2>
      <p>To see, correct or remove what is held about you, ask the firm's administrators.</p>`,
  );
}

function termsPage(config: Config): string {
  const host = new URL(config.publicUrl).host;
  return page(
    "Terms of use",
    host,
    `      <h2>Who may use it</h2>
      <p>Advisers and staff the firm has approved. Keep your password to yourself, and turn on two-factor
      authentication; administrators must.</p>
      <h2>What the analysis is</h2>
      <p>A working tool for a qualified professional, not advice to a client by itself. Figures are computed by
      the catalogue's formulas from the facts read from your notes and from sourced tax-law parameters for the tax
      year shown, under the assumptions each result states. Check the facts and the suitability of every strategy
      for your client, and apply your own professional judgement, before recommending anything. Tax law and
      individual circumstances change; no outcome is guaranteed.</p>
      <h2>What you upload</h2>
      <p>Only information you are allowed to process for the client, under the firm's policies. Do not upload
      documents you do not need for the analysis.</p>
      <h2>The service</h2>
      <p>The firm may approve, suspend or remove accounts, and may change or stop the service. It is provided as
      is, within the limits of the firm's own agreements with you and its clients.</p>`,
  );
}

/** Registers the two pages; each is rendered once, from the configuration at start. */
export function registerLegalPages(app: App, config: Config): void {
  const privacy = privacyPage(config);
  const terms = termsPage(config);
  app.get("/privacy", (c) => c.html(privacy));
  app.get("/terms", (c) => c.html(terms));
}
