import { apiRequest } from "../../api-client.ts";

/** `POST /api/auth/sign-out`. */
export async function signOutRequest(): Promise<void> {
  await apiRequest("/api/auth/sign-out", { method: "POST", body: {} });
}
