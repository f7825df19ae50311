/**
 * The public HTTPS origin of the Financial Strategy Advisor API, also listed in app-hsmeta.json
 * `permittedUrls.fetch` (through the profile's PUBLIC_URL). Written by `npm run hubspot:configure -- <profile>`:
 * profile variables do not reach the card's code.
 */
export const API_BASE = "https://advisor.example.com";
