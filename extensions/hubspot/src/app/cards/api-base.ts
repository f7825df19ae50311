/**
 * The public HTTPS origin of the Financial Strategy Advisor API, also listed in
 * app-hsmeta.json `permittedUrls.fetch`. `npm run hubspot:configure` rewrites both from PUBLIC_URL.
 */
export const API_BASE = "https://advisor.example.com";
