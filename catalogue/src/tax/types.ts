/**
 * Federal tax-law parameters for one tax year. Every value is read by the catalogue's formulas;
 * none is written as a literal in a formula. Units: USD for amounts, decimal rates (0.37 = 37%),
 * years for ages. Each value's source is in the year's `sources` record.
 */
export interface TaxParameters {
  year: number;
  /** §2010(c) basic exclusion amount per person, USD. */
  basicExclusionAmount: number;
  /** §2631(c) GST exemption per person, USD. */
  gstExemption: number;
  /** §2503(b) annual gift-tax exclusion per donee, USD. */
  annualGiftExclusion: number;
  /** §2523(i) annual exclusion for gifts to a non-citizen spouse, USD. */
  nonCitizenSpouseAnnualExclusion: number;
  /** §2001(c) top estate and gift tax rate, decimal. */
  estateTaxRate: number;
  /** §1 top ordinary income rate, decimal. */
  topOrdinaryRate: number;
  /** Taxable income where the 37% bracket starts, married filing jointly, USD. */
  topBracketStartMarriedJoint: number;
  /** Taxable income where the 37% bracket starts, single, USD. */
  topBracketStartSingle: number;
  /** Taxable income where the 32% bracket starts, married filing jointly, USD. */
  bracket32StartMarriedJoint: number;
  /** Taxable income where the 37% bracket starts for trusts and estates (§1(e)), USD. */
  trustTopBracketStart: number;
  /** Standard deduction, married filing jointly, USD. */
  standardDeductionMarriedJoint: number;
  /** §1(h) long-term capital gains top rate, decimal. */
  longTermCapitalGainsTopRate: number;
  /** Taxable income above which the 20% LTCG rate applies, married filing jointly, USD. */
  longTermCapitalGains20StartMarriedJoint: number;
  /** §1(h)(1)(E) rate on unrecaptured §1250 gain, decimal. */
  unrecapturedSection1250Rate: number;
  /** §1411 net investment income tax rate, decimal. */
  netInvestmentIncomeTaxRate: number;
  /** §1411(b) NIIT threshold, married filing jointly, USD (not indexed). */
  netInvestmentIncomeTaxThresholdMarriedJoint: number;
  /** §164(b)(6) state and local tax deduction cap, USD. */
  saltCap: number;
  /** §199A qualified business income deduction rate, decimal. */
  qualifiedBusinessIncomeDeductionRate: number;
  /** §199A threshold amount, married filing jointly, USD. */
  qualifiedBusinessIncomeThresholdMarriedJoint: number;
  /** §11(b) corporate income tax rate, decimal. */
  corporateTaxRate: number;
  /** §1202(b)(1)(A) per-issuer QSBS exclusion cap for stock acquired before 5 July 2025, USD. */
  qsbsExclusionCapPreJuly2025: number;
  /** §1202(b)(1)(A) as amended by Pub. L. 119-21 §70431, for stock acquired after 4 July 2025, USD. */
  qsbsExclusionCapPostJuly2025: number;
  /** §1202(d)(1) gross-assets test, stock issued before 5 July 2025, USD. */
  qsbsGrossAssetsLimitPreJuly2025: number;
  /** §1202(d)(1) as amended, stock issued after 4 July 2025, USD. */
  qsbsGrossAssetsLimitPostJuly2025: number;
  /** §1202(b)(1)(B) multiple of adjusted basis used for the alternative cap. */
  qsbsBasisMultiple: number;
  /** §1202(a)(1) holding period for the full exclusion, years. */
  qsbsFullExclusionHoldingYears: number;
  /** §402(g) elective deferral limit for 401(k)/403(b)/457(b), USD. */
  electiveDeferralLimit: number;
  /** §414(v) catch-up contribution for age 50+, USD. */
  catchUpContribution50: number;
  /** §415(c) annual additions limit for defined contribution plans, USD. */
  annualAdditionsLimit: number;
  /** §415(b) defined benefit annual benefit limit, USD. */
  definedBenefitLimit: number;
  /** §401(a)(17) compensation limit, USD. */
  compensationLimit: number;
  /** §219(b)(5) IRA contribution limit, USD. */
  iraContributionLimit: number;
  /** §223(b) HSA family contribution limit, USD. */
  hsaFamilyLimit: number;
  /** §401(a)(9)(C)(v) required beginning age for RMDs, years. */
  rmdStartAge: number;
  /** §408(d)(8)(B)(ii) minimum age for a qualified charitable distribution, years. */
  qcdMinimumAge: number;
  /** §408(d)(8)(A) annual QCD limit per IRA owner, USD. */
  qcdAnnualLimit: number;
  /** §401(a)(9) / Treas. Reg. §1.401(a)(9)-6 Q&A-17 dollar limit on premiums for qualifying longevity annuity contracts (QLAC), USD. */
  qlacPremiumLimit: number;
  /** §7520 rate used for split-interest valuations, decimal. */
  section7520Rate: number;
  /** Month (YYYY-MM) of the §7520 rate above. */
  section7520RateMonth: string;
  /** §170(b)(1)(A) AGI limit for cash gifts to public charities, decimal of AGI. */
  charitableCashAgiLimit: number;
  /** §170(b)(1)(C) AGI limit for appreciated capital-gain property to public charities, decimal of AGI. */
  charitableAppreciatedPropertyAgiLimit: number;
  /** §170(b)(1)(I) floor: itemized charitable deductions count only above this share of AGI (0 before 2026), decimal. */
  charitableDeductionFloorRate: number;
  /** §68 as amended: top-bracket itemized deductions are worth at most this rate (1 = no cap before 2026), decimal. */
  itemizedDeductionBenefitCapRate: number;
  /** §1401 self-employment / FICA Medicare rate on each side (1.45%), decimal. */
  medicareTaxRate: number;
  /** §3101(b)(2) additional Medicare tax rate, decimal. */
  additionalMedicareTaxRate: number;
  /** §213(d)(10)(A) most of a qualified long-term care premium that counts as a medical expense, age 40 or under at year end, USD a person. */
  longTermCarePremiumLimitAge40OrLess: number;
  /** §213(d)(10)(A) long-term care premium limit, age 41–50 at year end, USD a person. */
  longTermCarePremiumLimitAge41To50: number;
  /** §213(d)(10)(A) long-term care premium limit, age 51–60 at year end, USD a person. */
  longTermCarePremiumLimitAge51To60: number;
  /** §213(d)(10)(A) long-term care premium limit, age 61–70 at year end, USD a person. */
  longTermCarePremiumLimitAge61To70: number;
  /** §213(d)(10)(A) long-term care premium limit, over age 70 at year end, USD a person. */
  longTermCarePremiumLimitOver70: number;
  /** §831(b)(2)(A)(i) most net (or direct) written premiums a small insurance company may receive and still elect §831(b), USD a year. */
  smallInsuranceCompanyPremiumLimit: number;
  /** §877A(a)(3) gain a covered expatriate excludes from the mark-to-market deemed sale, USD. */
  expatriationExclusionAmount: number;
  /** §877(a)(2)(A) average annual net income tax over the 5 prior years above which an expatriate is covered, USD. */
  coveredExpatriateTaxLiabilityThreshold: number;
  /** §877(a)(2)(B) net worth at or above which an expatriate is covered, USD (not indexed). */
  coveredExpatriateNetWorthThreshold: number;
  /** §164(b)(7)(B) modified AGI above which the SALT cap phases down, USD (joint and single filers alike; half when married filing separately). */
  saltCapPhaseDownThresholdMarriedJoint: number;
  /** §164(b)(7)(B) share of modified AGI above the threshold by which the SALT cap falls, decimal. */
  saltCapPhaseDownRate: number;
  /** §164(b)(7)(B) lowest the phased-down SALT cap can fall to, USD. */
  saltCapFloor: number;
  /** §1(h)(4)(A)(ii), (h)(7) most rate on "section 1202 gain" (the non-excluded part of QSBS gain), decimal. */
  section1202GainRate: number;
  /** §1400Z-2(b)(2)(B)(iii) as amended by Pub. L. 119-21 §70421: basis increase after 5 years for gain invested in a qualified opportunity fund after 31 Dec 2026, decimal of the deferred gain. */
  opportunityZoneBasisIncreaseRate: number;
  /** §199A(b)(2)(B)(i) W-2 wage limitation: share of the business's W-2 wages the deduction may not exceed, decimal. */
  qualifiedBusinessIncomeWageLimitRate: number;
  /** §199A(b)(3)(B), (d)(3)(A) phase-in range above the threshold, married filing jointly, USD (Pub. L. 119-21 §70105 widened it from 2026). */
  qualifiedBusinessIncomePhaseInRangeMarriedJoint: number;
  /** §168(k)(1)(A) bonus depreciation for qualified property acquired after 19 Jan 2025 (Pub. L. 119-21 §70301), decimal of basis. */
  bonusDepreciationRate: number;
  /** §1(h)(1)(B), (j)(5) taxable income up to which long-term capital gains are taxed at 0%, married filing jointly, USD. */
  longTermCapitalGains0TopMarriedJoint: number;
  /** §3121(a)(1), §1402(b)(1) Social Security (OASDI) contribution and benefit base, USD. */
  socialSecurityWageBase: number;
  /** §63(c)(2)(C) standard deduction for a single filer (also the most a dependent child's earned income can shelter), USD. */
  standardDeductionSingle: number;
  /** §280A(g) a dwelling rented for fewer than 15 days in the year: the most days whose rent is excluded, days. */
  section280AgMaxRentalDays: number;
  /** §41(c)(4)(A) alternative simplified research credit rate on qualified research expenses above the base, decimal. */
  researchCreditSimplifiedRate: number;
  /** §41(c)(4)(A) base of the alternative simplified credit: share of the average of the 3 prior years' qualified research expenses, decimal. */
  researchCreditSimplifiedBaseRatio: number;
  /** §1202(a) as amended by Pub. L. 119-21 §70431: exclusion for stock acquired after 4 July 2025 and held 3 years, decimal. */
  qsbsExclusionRateAfter3Years: number;
  /** §1202(a) as amended by Pub. L. 119-21 §70431: exclusion for stock acquired after 4 July 2025 and held 4 years, decimal. */
  qsbsExclusionRateAfter4Years: number;
  /** §55(b)(1)(A)(i)(II) top alternative minimum tax rate, decimal. */
  alternativeMinimumTaxTopRate: number;
  /** §168(c) recovery period of residential rental property, years. */
  residentialRentalPropertyRecoveryYears: number;
  /** §453A(b)(2)(B) face amount of installment obligations above which interest is charged on the deferred tax, USD. */
  installmentObligationInterestChargeThreshold: number;
  /** §613A(c)(1) percentage depletion rate for independent oil and gas producers and royalty owners, decimal of gross income. */
  percentageDepletionRateOilGas: number;
  /** §414(v)(2)(E)(i) catch-up contribution for ages 60–63 (SECURE 2.0 Act §109), replacing the age-50 amount, USD. */
  catchUpContribution60To63: number;
  /** §414(v)(7)(A) prior-year FICA wages above which catch-up contributions must be Roth (from 2026), USD. */
  rothCatchUpWageThreshold: number;
  /** §219(b)(5)(B) IRA catch-up contribution at age 50+, indexed under §219(b)(5)(C)(iii), USD. */
  iraCatchUpContribution: number;
  /** §408A(c)(3) modified AGI where the Roth IRA contribution phase-out starts, married filing jointly, USD. */
  rothIraPhaseOutStartMarriedJoint: number;
  /** §408A(c)(3) modified AGI where the Roth IRA contribution phase-out starts, single, USD. */
  rothIraPhaseOutStartSingle: number;
  /** §223(b)(2)(A) HSA contribution limit, self-only coverage, USD. */
  hsaSelfOnlyLimit: number;
  /** §223(b)(3)(B) additional HSA contribution at age 55+, USD (not indexed). */
  hsaCatchUpContribution: number;
  /** Treas. Reg. §1.401(a)(9)-9(c) Uniform Lifetime Table divisor at the RMD starting age (73), years. */
  uniformLifetimeDivisorAtRmdStartAge: number;
  /** §170(d)(1)(A) years an individual may carry forward charitable contributions above the AGI limits. */
  charitableContributionCarryoverYears: number;
  /** §664(d)(1)(D), (d)(2)(D) least value of the charitable remainder at funding, decimal of the amount transferred. */
  charitableRemainderMinimumRemainderRatio: number;
  /** §664(d)(1)(A), (d)(2)(A) least annuity or unitrust payout of a charitable remainder trust, decimal. */
  charitableRemainderMinimumPayoutRate: number;
  /** §664(d)(1)(A), (d)(2)(A) longest term of years of a charitable remainder trust, years. */
  charitableRemainderMaximumTermYears: number;
  /** §170(b)(1)(D)(i) AGI limit for capital-gain property given to a private non-operating foundation, decimal of AGI. */
  privateFoundationAppreciatedPropertyAgiLimit: number;
  /** §4940(a) excise tax on a private foundation's net investment income, decimal. */
  privateFoundationExciseTaxRate: number;
  /** §4942(e)(1) minimum distribution of a private non-operating foundation, decimal of non-charitable-use assets. */
  privateFoundationMinimumPayoutRate: number;
  /** §170(b)(1)(E)(i) AGI limit for a qualified conservation contribution, decimal of AGI. */
  conservationContributionAgiLimit: number;
  /** §170(b)(1)(E)(ii) years a qualified conservation contribution may be carried forward. */
  conservationContributionCarryoverYears: number;
  /** §3101(a) / §3111(a) Social Security (OASDI) tax rate on each of employee and employer, decimal. */
  socialSecurityTaxRate: number;
  /** §529(c)(2)(B) number of years a contribution above the annual exclusion may be spread over by election (five-year gift averaging), years (not indexed). */
  section529GiftAveragingYears: number;
  /** §2032A(a)(2)–(3) most special use valuation may reduce the value of qualified farm or business real property, USD (indexed). */
  specialUseValuationReductionLimit: number;
  /** §6601(j)(2)(A) as indexed by §6601(j)(3): amount whose tentative tax (added to the applicable exclusion amount, less the applicable credit) fixes the "2-percent portion" of estate tax deferred under §6166, USD. */
  section6166TwoPercentAmount: number;
}

/** A year's parameters with the primary source of each value. */
export interface TaxYearParameters {
  values: TaxParameters;
  /** For every key of `values`: the statute, revenue procedure, notice or ruling it comes from. */
  sources: { [K in keyof TaxParameters]: string };
}
