import { describe, expect, it } from "vitest";
import { fieldDisplayName, readableErrorMessage, validationSentence } from "./validation-messages.ts";

describe("validation messages in sentences", () => {
  it("names the field and the rule for zod's defaults", () => {
    expect(validationSentence(fieldDisplayName(["code"]), "Too small: expected string to have >=16 characters")).toBe(
      "Use at least 16 characters for the code.",
    );
    expect(
      validationSentence(fieldDisplayName(["body", "name"]), "Too big: expected string to have <=200 characters"),
    ).toBe("Use at most 200 characters for the name.");
    expect(validationSentence(fieldDisplayName(["notes"]), "Invalid input: expected string, received undefined")).toBe(
      "Enter the client notes.",
    );
  });

  it("keeps a message written for people", () => {
    expect(validationSentence("client notes", "Notes required")).toBe("Notes required");
  });

  it("rewrites better-auth's bracketed list and its password rule", () => {
    expect(
      readableErrorMessage(
        "[body.email] Invalid email address; [body.password] Too small: expected string to have >=1 characters",
      ),
    ).toBe("Enter a valid e-mail address. Enter the password.");
    expect(readableErrorMessage("Password too short")).toBe("Use at least 12 characters for the password.");
    expect(readableErrorMessage("code: Too small: expected string to have >=16 characters")).toBe(
      "Use at least 16 characters for the code.",
    );
    expect(readableErrorMessage("Invalid email or password")).toBe("Invalid email or password");
  });
});
