import { ERROR_STATUS, type TErrorCode } from "@fsa/shared";

/**
 * The one error type services and routes throw. `app.onError` renders it as
 * `{error:{code,message,requestId}}` with the status of its code (shared/src/errors.ts).
 */
export class ApiError extends Error {
  readonly code: TErrorCode;
  readonly status: (typeof ERROR_STATUS)[TErrorCode];
  constructor(code: TErrorCode, message: string) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.status = ERROR_STATUS[code];
  }
}

export const errors = {
  unauthorized: () => new ApiError("unauthorized", "Sign in to continue."),
  notApproved: () =>
    new ApiError(
      "not_approved",
      "Your account is awaiting administrator approval. You will have access once approved.",
    ),
  notFound: (what = "Project") => new ApiError("not_found", `${what} not found`),
};
