import { describe, expect, it } from "vitest";
import {
  benefitTypeName,
  categoryFamily,
  costTypeName,
  inPlainWords,
  variableDisplayName,
  variablePhrase,
} from "./display-names.ts";

describe("display names", () => {
  it("reads a variable name out, dropping the USD unit and keeping abbreviations", () => {
    expect(variableDisplayName("annualTrusteeFeeUsd")).toBe("Annual trustee fee");
    expect(variableDisplayName("annualIraWithdrawalUsd")).toBe("Annual IRA withdrawal");
    expect(variableDisplayName("dsueUsd")).toBe("Unused exclusion carried over (DSUE)");
    expect(variablePhrase("growthRate")).toBe("growth rate");
    expect(variablePhrase("qcdAmountUsd")).toBe("QCD amount");
  });

  it("reads every identifier of a formula out", () => {
    expect(inPlainWords("trustCount × setupPerTrustUsd now + w2WagesUsd")).toBe(
      "number of trusts × set-up cost per trust now + W-2 wages",
    );
    expect(inPlainWords("40% of the estate, §7520")).toBe("40% of the estate, §7520");
  });

  it("names the codes of the benefit and cost types and groups categories into families", () => {
    expect(costTypeName("setup_and_annual")).toBe("Set-up and annual");
    expect(benefitTypeName("asset_protection")).toBe("Asset protection");
    expect(costTypeName("some_new_type")).toBe("Some new type");
    expect(categoryFamily("Advanced Charitable Planning")).toBe("Charitable");
    expect(categoryFamily("Charitable Planning")).toBe("Charitable");
  });
});
